"""Card strengths and rough chances for the Watten bot: per ranking, the cards above each
card (`Table`); the chance that a card takes a trick (`power`); the value of a hand before
the declarations (`hand_value`, `best_rank`, `best_suit`). Cards are indices into
`DECK` (the Tyrolean order; the Bavarian deck is its first 32 cards), hands bitmasks."""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from engine.cards import mask_bits
from engine.games.watten.ranking import (
    CARD_NATURAL,
    CARD_SUIT,
    DECK,
    RANK_MASK,
    RANKS,
    SUIT_MASK,
    SUITS,
    TIER_STRIKER,
    WELI_RANK,
    cached_strength,
    card_power,
)

IDX = {c.code: i for i, c in enumerate(DECK)}
BIT = tuple(1 << i for i in range(len(DECK)))
BAVARIAN_MASK = (1 << 32) - 1
TYROLEAN_MASK = (1 << 33) - 1
SUIT_OF = tuple(CARD_SUIT)
NATURAL_OF = tuple(CARD_NATURAL)
PLAIN_TRUMP_WEIGHT = 0.5  # how much an unseen trump-class card threatens a plain card

bits_of = mask_bits


def mask_of(codes: list[str] | None) -> int:
    return DECK.mask_codes(codes)


def codes_of(mask: int) -> list[str]:
    return DECK.codes(mask)


# ----- card strength helpers ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Table:
    """One ranking (Schlag, trump, variant): fixed strengths and, per card, the cards
    above it (``above``) and the equal strikers (``equal``)."""

    strength: tuple[int, ...]
    above: tuple[int, ...]
    equal: tuple[int, ...]
    trump_class: int  # every card with a fixed strength (criticals, strikers, trumps …)
    suit_above: tuple[int, ...]  # plain: the higher cards of the same suit

    def eff(self, c: int, led: str) -> int:
        """The strength of ``c`` in a trick led with suit ``led`` (0: cannot win)."""
        return card_power(self.strength, c, led)


_TABLES: dict[tuple[str, str, bool, str, bool], Table] = {}


def table_for(schlag: str, trump: str, criticals: bool, variant: str, guate: bool) -> Table:
    key = (schlag, trump, criticals, variant, guate)
    t = _TABLES.get(key)
    if t is not None:
        return t
    st = cached_strength(schlag, trump, criticals, variant, guate)
    size = 33 if variant == "tyrolean" else 32
    by_value: dict[int, int] = {}  # fixed strength -> its cards
    plain_by_suit: dict[str, list[int]] = {su: [] for su in SUITS}
    for u in range(size):
        if st[u]:
            by_value[st[u]] = by_value.get(st[u], 0) | BIT[u]
        else:
            plain_by_suit[SUIT_OF[u]].append(u)
    higher: dict[int, int] = {}  # fixed strength -> the cards above it
    cum = 0
    for v in sorted(by_value, reverse=True):
        higher[v] = cum
        cum |= by_value[v]
    trump_class = cum
    above = [0] * len(DECK)
    equal = [0] * len(DECK)
    suit_above = [0] * len(DECK)
    for u in range(size):
        v = st[u]
        if v:
            above[u] = higher[v]
            if v == TIER_STRIKER:
                equal[u] = by_value[v] & ~BIT[u]
    for cards_of in plain_by_suit.values():
        cum = 0
        for u in sorted(cards_of, key=lambda c: -NATURAL_OF[c]):
            suit_above[u] = cum
            cum |= BIT[u]
    t = _TABLES[key] = Table(st, tuple(above), tuple(equal), trump_class, tuple(suit_above))
    return t


def power(t: Table, c: int, unseen: int, keep: float) -> float:
    """Rough chance that ``c`` takes a trick: every unseen card that can beat it must not
    lie with an opponent (``keep`` = chance that one unseen card does not)."""
    if t.strength[c]:
        k = (t.above[c] & unseen).bit_count() + 0.5 * (t.equal[c] & unseen).bit_count()
    else:
        k = ((t.suit_above[c] & unseen).bit_count()
             + PLAIN_TRUMP_WEIGHT * (t.trump_class & unseen).bit_count())
    return float(keep ** k)


def keep_value(t: Table, c: int) -> int:
    """How much a card is worth keeping: strength class, then natural rank."""
    v = t.strength[c]
    return v if v else NATURAL_OF[c]


def hand_power(t: Table, hand: int, unseen: int, keep: float) -> float:
    return sum(power(t, c, unseen, keep) for c in bits_of(hand))


def binomial_at_least(n: int, p: float, k: int) -> float:
    """P(Binomial(n, p) >= k)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, j) * p ** j * (1 - p) ** (n - j) for j in range(k, n + 1))


def share_of(ours: float, theirs: float) -> float:
    share = 0.5 if ours + theirs <= 0 else ours / (ours + theirs)
    return min(0.97, max(0.03, share))


# ----- pre-play evaluation ------------------------------------------------------------------

def hand_value(hand: int, unseen: int, schlag: str, trump: str, criticals: bool,
               variant: str, guate: bool) -> float:
    """A hand's trick-taking power under a Schlag and trump, before play. One scale for
    every table size (two opponents' hands among the unseen cards): the values only
    compare choices and feed the redeal thresholds calibrated on this scale."""
    t = table_for(schlag, trump, criticals, variant, guate)
    n_unseen = unseen.bit_count()
    keep = 1.0 - 10 / n_unseen if n_unseen else 1.0
    return hand_power(t, hand, unseen, keep)


def ranks_of(variant: str) -> list[str]:
    return [*RANKS, WELI_RANK] if variant == "tyrolean" else list(RANKS)


def rank_values(hand: int, unseen: int, ranks: list[str], criticals: bool, variant: str,
                guate: bool) -> dict[str, list[float]]:
    """Per Schlag rank, the hand's value under each trump suit."""
    return {r: [hand_value(hand, unseen, r, t, criticals, variant, guate) for t in SUITS]
            for r in ranks}


def best_rank(hand: int, unseen: int, ranks: list[str], criticals: bool, variant: str,
              guate: bool, names_both: bool) -> str:
    """The Schlag to name: the best average over the suits the dealer may name (or the
    best pair when this seat names both, 3 players); ties go to the rank held most."""
    values = rank_values(hand, unseen, ranks, criticals, variant, guate)

    def score(r: str) -> tuple[float, int]:
        v = values[r]
        held = (hand & RANK_MASK[r]).bit_count()
        return (max(v) if names_both else sum(v) / len(v), held)

    return max(ranks, key=score)


def best_suit(hand: int, unseen: int, schlag: str, criticals: bool, variant: str,
              guate: bool) -> str:
    def score(t: str) -> tuple[float, int]:
        return (hand_value(hand, unseen, schlag, t, criticals, variant, guate),
                (hand & SUIT_MASK[t]).bit_count())

    return max(SUITS, key=score)
