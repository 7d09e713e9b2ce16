"""Hearts' cards as the engine handles them (rules-spec §3.2).

A card is its index in the 52-card pack, ``suit * 13 + rank`` with suits C D H S and
ranks 2..A ascending, so that within a suit a higher index is a higher card (§3.6); a
set of cards (a hand, a trick, a pass) is a bitmask over those indices. The JSON codec
speaks card codes; everything inside the package speaks indices and masks.
"""

from __future__ import annotations

from engine.cards import Card, Deck, make_deck
from engine.limits import DECKS_CACHE, BoundedCache

SUITS = ("C", "D", "H", "S")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")  # low to high
DECK = make_deck("Hearts (52 French cards)", "french", SUITS, RANKS)
CARDS = DECK.cards
IDX = DECK.index  # Card -> index 0..51
IDX_BY_CODE = {card.code: i for card, i in IDX.items()}
N_CARDS = len(CARDS)
FULL_MASK = (1 << N_CARDS) - 1
SUIT_NAME = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}

CLUBS, DIAMONDS, HEARTS, SPADES = (0x1FFF << (13 * i) for i in range(4))
SUIT_MASKS = (CLUBS, DIAMONDS, HEARTS, SPADES)
CARD_SUIT_MASK = tuple(SUIT_MASKS[i // 13] for i in range(N_CARDS))
BIT = tuple(1 << i for i in range(N_CARDS))
SQ = IDX[Card.parse("SQ")]
DJ = IDX[Card.parse("DJ")]
SQ_BIT = BIT[SQ]
DJ_BIT = BIT[DJ]
PENALTY = HEARTS | SQ_BIT  # the penalty cards: each heart 1 point, SQ 13 (§3.2)
NON_HEARTS = FULL_MASK & ~HEARTS
POINTS = tuple(1 if BIT[i] & HEARTS else 13 if i == SQ else 0 for i in range(N_CARDS))
MOON_POINTS = 26  # all 13 hearts and SQ
OMNIBUS_BONUS = -10  # DJ with Omnibus
NEVER_REMOVED = PENALTY | DJ_BIT  # hearts, SQ and DJ always stay in the pack (§3.2)

# Bounded (engine.limits): `removed_cards` comes from the client, 2^37 sets are valid.
_DECKS: BoundedCache[tuple[str, ...], Deck] = BoundedCache.sized("hearts decks", DECKS_CACHE)


def deck_without(removed: tuple[str, ...]) -> Deck:
    """The pack less ``removed`` (one Deck object per set of removed cards)."""
    key = tuple(sorted(removed))
    deck = _DECKS.get(key)
    if deck is None:
        name = "Hearts (52 French cards)" if not key else (
            f"Hearts ({N_CARDS - len(key)} French cards, without {' '.join(key)})")
        deck = _DECKS.put(key, make_deck(name, "french", SUITS, RANKS, removed=key))
    return deck


def codes(mask: int) -> list[str]:
    """The card codes of a mask, in pack order."""
    return DECK.codes(mask)


def join_codes(mask: int) -> str:
    return ", ".join(codes(mask))


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    """The mask of (already validated) cards."""
    m = 0
    for card in cards:
        m |= BIT[IDX[card]]
    return m


def trick_points(cards: tuple[int, ...] | list[int]) -> int:
    """Hearts and SQ in a set of cards (DJ is scored per hand, `scoring`)."""
    return sum(map(POINTS.__getitem__, cards))
