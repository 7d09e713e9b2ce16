"""Watten decks and card ranking (rules-spec §1.2, §1.8).

Both decks share one card order: the 32 Bavarian cards, then the Weli (S6) at index 32,
so a card has the same bit in every variant and the tables below serve both.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, make_deck

SUITS = ("E", "G", "H", "S")
RANKS = ("A", "K", "O", "U", "T", "9", "8", "7")  # natural order, high to low
WELI_RANK = "6"
BAVARIAN_DECK = make_deck("Watten (32 German cards)", "german", SUITS, RANKS)
TYROLEAN_DECK = make_deck("Tyrolean Watten (32 German cards and the Weli)", "german", SUITS,
                          RANKS, extra=("S6",))
DECK = TYROLEAN_DECK  # the index space of every variant
HAND_SIZE = 5
TRICKS_TO_WIN = 3

MAXI, BELLI, SPITZ, WELI = (Card.parse(c) for c in ("HK", "S7", "E7", "S6"))
WELI_INDEX = DECK.index[WELI]
CRITICAL_ORDER = {MAXI: 3, BELLI: 2, SPITZ: 1}  # Maxi > Belli > Spitz
CRITICAL_MASK = DECK.mask(CRITICAL_ORDER)
SUIT_MASK = {s: DECK.mask(c for c in DECK if c.suit == s) for s in SUITS}
RANK_MASK = {r: DECK.mask(c for c in DECK if c.rank == r) for r in (*RANKS, WELI_RANK)}
NATURAL = {r: len(RANKS) - i for i, r in enumerate(RANKS)} | {WELI_RANK: 0}  # A=8 … 7=1
# The Guate is one step above the Schlag in 7 < 8 < 9 < T < U < O < K < A, wrapping (§1.8.3).
GUATE_RANK = {"7": "8", "8": "9", "9": "T", "T": "U", "U": "O", "O": "K", "K": "A", "A": "7"}

# Strength tiers (§1.8.4): higher wins; equal strikers are broken by play order.
TIER_GUATE, TIER_CRITICAL, TIER_RECHTE, TIER_STRIKER, TIER_TRUMP, TIER_LED = (
    600, 500, 400, 300, 200, 100)

CARD_SUIT = tuple(c.suit for c in DECK)
CARD_NATURAL = tuple(NATURAL[c.rank] for c in DECK)


_RECHTE = {(r, t): WELI_INDEX if r == WELI_RANK else DECK.index[Card(t, r)]
           for r in (*RANKS, WELI_RANK) for t in SUITS}


def rechte_index(schlag: str, trump: str) -> int:
    """The Hauptschlag (Rechte): trump suit and Schlag rank; the Weli when it is the Schlag."""
    return _RECHTE[schlag, trump]


def guate_index(schlag: str, trump: str) -> int | None:
    if schlag == WELI_RANK:
        return None
    return DECK.index[Card(trump, GUATE_RANK[schlag])]


def strength_table(variant: str, schlag: str, trump: str, criticals: bool,
                   guate: bool) -> tuple[int, ...]:
    """The fixed part of each card's strength; 0 = plain (then it depends on the lead)."""
    tyrolean = variant == "tyrolean"
    rechte = rechte_index(schlag, trump)
    guate_card = guate_index(schlag, trump) if tyrolean and guate else None
    table = []
    for i, card in enumerate(DECK):
        if not tyrolean and criticals and card in CRITICAL_ORDER:
            table.append(TIER_CRITICAL + CRITICAL_ORDER[card])
        elif i == guate_card:
            table.append(TIER_GUATE)
        elif i == rechte:
            table.append(TIER_RECHTE)
        elif card.rank == schlag:
            table.append(TIER_STRIKER)
        elif card.suit == trump or (tyrolean and i == WELI_INDEX):
            table.append(TIER_TRUMP + NATURAL[card.rank])  # the Weli is the lowest trump
        else:
            table.append(0)
    return tuple(table)


_STRENGTH_CACHE: dict[tuple[str, str, str, bool, bool], tuple[int, ...]] = {}


def cached_strength(schlag: str, trump: str, criticals: bool, variant: str = "bavarian",
                    guate: bool = True) -> tuple[int, ...]:
    key = (variant, schlag, trump, criticals, guate)
    table = _STRENGTH_CACHE.get(key)
    if table is None:
        table = _STRENGTH_CACHE[key] = strength_table(variant, schlag, trump, criticals, guate)
    return table


def card_power(strength: tuple[int, ...], card: int, led_suit: str) -> int:
    """What ``card`` is worth in a trick led with ``led_suit`` (§1.8.4): its fixed
    strength, else its natural rank if it follows the led suit, else 0 (it cannot win)."""
    value = strength[card]
    if value:
        return value
    return TIER_LED + CARD_NATURAL[card] if CARD_SUIT[card] == led_suit else 0


def winning_card(cards: Sequence[int], strength: tuple[int, ...]) -> int:
    """The position (in play order) of the card that takes a trick: maximum
    `card_power`, the earlier card on a tie (§1.8.4)."""
    led_suit = CARD_SUIT[cards[0]]
    best_k, best = -1, -1
    for k, card in enumerate(cards):
        value = card_power(strength, card, led_suit)
        if value > best:  # strictly greater: the first of equals keeps the trick
            best_k, best = k, value
    return best_k


def trick_winner(leader: int, cards: Sequence[int], strength: tuple[int, ...],
                 players: int) -> int:
    """The seat that takes a trick led by ``leader`` with ``cards`` in play order."""
    return (leader + winning_card(cards, strength)) % players
