"""Cards, suits, ranks and decks.

A card is written suit letter then rank (rules-spec §0.1): ``HK``, ``S7``, ``SQ``.
German-suited games use suits ``E G H S``, French-suited games ``C D H S``.
`Card` objects are interned: one object per code, so identity comparison works and
parsing is a dictionary lookup. Inside a game a hand is a bitmask over the deck's
order (`Deck.bit`), which keeps copying and legality checks cheap for search bots.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import compress

GERMAN_SUITS = ("E", "G", "H", "S")
GERMAN_RANKS = ("A", "K", "O", "U", "T", "9", "8", "7", "6", "5", "4", "3", "2")
FRENCH_SUITS = ("C", "D", "H", "S")
FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")

SUIT_NAMES = {
    "german": {"E": "Eichel", "G": "Gras", "H": "Herz", "S": "Schellen"},
    "french": {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"},
}
RANK_NAMES = {
    "german": {
        "A": "Sau", "K": "König", "O": "Ober", "U": "Unter", "T": "Zehn",
        "9": "Neun", "8": "Acht", "7": "Sieben", "6": "Sechs", "5": "Fünf",
        "4": "Vier", "3": "Drei", "2": "Zwei",
    },
    "french": {
        "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
        "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King",
        "A": "Ace",
    },
}


class Card:
    """An immutable, interned playing card. ``Card.parse("HK") is Card.parse("HK")``."""

    __slots__ = ("code", "rank", "suit")
    _interned: dict[str, Card] = {}  # noqa: RUF012 - class-level intern table

    code: str
    suit: str
    rank: str

    def __new__(cls, suit: str, rank: str) -> Card:
        code = suit + rank
        card = cls._interned.get(code)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "code", code)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "rank", rank)
            cls._interned[code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:
        return (Card, (self.suit, self.rank))

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse a two-character code. Raises ValueError for anything that is not a card."""
        if not isinstance(code, str) or len(code) != 2:
            raise ValueError(f"not a card code: {code!r}")
        card = cls._interned.get(code)
        if card is None:
            suit, rank = code[0], code[1]
            if (suit in GERMAN_SUITS and rank in GERMAN_RANKS) or (
                suit in FRENCH_SUITS and rank in FRENCH_RANKS
            ):
                return cls(suit, rank)
            raise ValueError(f"not a card code: {code!r}")
        return card

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code


# `Deck.codes`: up to this many cards a loop over the set bits is cheaper than a pass over
# every binary digit; b"0"/b"1" -> 0/1, the selectors of itertools.compress.
_FEW_CARDS = 5
_DIGIT_FLAGS = bytes.maketrans(b"01", b"\x00\x01")


@dataclass(frozen=True)
class Deck:
    """An ordered pack. ``bit[card]`` is the card's bit in a hand mask."""

    name: str
    family: str  # "german" or "french"
    cards: tuple[Card, ...]
    index: dict[Card, int] = field(init=False, repr=False, compare=False)
    bit: dict[Card, int] = field(init=False, repr=False, compare=False)
    by_code: dict[str, Card] = field(init=False, repr=False, compare=False)
    card_codes: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", {c: i for i, c in enumerate(self.cards)})
        object.__setattr__(self, "bit", {c: 1 << i for i, c in enumerate(self.cards)})
        object.__setattr__(self, "by_code", {c.code: c for c in self.cards})
        object.__setattr__(self, "card_codes", tuple(c.code for c in self.cards))
        if len(self.index) != len(self.cards):
            raise ValueError(f"deck {self.name} has a duplicate card")

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.index

    @property
    def full_mask(self) -> int:
        return (1 << len(self.cards)) - 1

    def mask(self, cards: Iterable[Card]) -> int:
        bits = self.bit
        m = 0
        for c in cards:
            m |= bits[c]
        return m

    def cards_in(self, mask: int) -> list[Card]:
        """The cards of a mask, in deck order."""
        cards = self.cards
        return [cards[i] for i in mask_bits(mask)]

    def mask_codes(self, codes: Iterable[str] | None) -> int:
        """The mask of card codes of this deck (codes already validated)."""
        bits = self.bit
        by_code = self.by_code
        m = 0
        for code in codes or ():
            m |= bits[by_code[code]]
        return m

    def codes(self, mask: int) -> list[str]:
        """The codes of a mask's cards, in deck order (every state encode calls this for
        each hand: no Card objects on the way). A mask of many cards is read in one
        C-level pass over its binary digits, lowest first (`_DIGIT_FLAGS`)."""
        codes = self.card_codes
        if mask.bit_count() > _FEW_CARDS:
            return list(compress(codes, bin(mask)[:1:-1].encode().translate(_DIGIT_FLAGS)))
        out = []
        while mask:
            low = mask & -mask
            out.append(codes[low.bit_length() - 1])
            mask ^= low
        return out

    def parse(self, code: object) -> Card:
        """Parse a code that must belong to this deck (ValueError names the valid deck)."""
        card = self.by_code.get(code) if isinstance(code, str) else None
        if card is None:
            raise ValueError(
                f"{code!r} is not a card of the {self.name} deck "
                f"(valid: {' '.join(c.code for c in self.cards)})"
            )
        return card

    def describe(self) -> list[dict[str, str]]:
        """Card codes with human names, for GET /v1/games/{game}."""
        suits, ranks = SUIT_NAMES[self.family], RANK_NAMES[self.family]
        return [
            {"code": c.code, "suit": c.suit, "rank": c.rank,
             "name": f"{suits[c.suit]} {ranks[c.rank]}"}
            for c in self.cards
        ]


def make_deck(name: str, family: str, suits: Iterable[str], ranks: Iterable[str],
              extra: Iterable[str] = (), removed: Iterable[str] = ()) -> Deck:
    removed_set = set(removed)
    ranks = tuple(ranks)
    cards = [Card(s, r) for s in suits for r in ranks if s + r not in removed_set]
    cards += [Card.parse(code) for code in extra]
    return Deck(name, family, tuple(cards))


def mask_bits(mask: int) -> list[int]:
    """The indices of a mask's set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
