"""The rules of play, written once: the legal-card kernel (follow suit), the trick winner,
what a play reveals (a void), and the reason codes."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import FRENCH_SUITS

SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
TRUMP_CYCLE = ("H", "D", "S", "C")  # trump_rule "rotate", by hand number from 1

REASON_CODES = {
    "wrong_phase": "the move does not belong to this phase (a card after the hand, a deal "
                   "during it)",
    "not_your_turn": "another seat must act now",
    "card_not_in_hand": "the seat does not hold that card",
    "must_follow_suit": "the seat holds a card of the led suit and must play one",
}


def suit_of(card: int) -> int:
    return card // 13


def legal_cards(hand: int, led: int | None) -> int:
    """THE legal-card kernel: the cards of ``hand`` (a mask) that may be played to a trick
    whose first card is ``led`` (None: the seat leads). Follow suit if you can."""
    if led is None:
        return hand
    same = hand & SUIT_MASKS[suit_of(led)]
    return same or hand


def reveals_void(card: int, led: int | None) -> int | None:
    """The inverse of the duty: a card off the led suit shows the seat is void in the led
    suit (the suit index), else None."""
    if led is None or suit_of(card) == suit_of(led):
        return None
    return suit_of(led)


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> int:
    """The seat that wins a complete trick: the highest trump, else the highest card of the
    led suit (a card's index grows with its rank inside a suit)."""
    best = 0
    for k in range(1, len(cards)):
        c, b = cards[k], cards[best]
        if (suit_of(c) == suit_of(b) and c > b) or (suit_of(c) == trump != suit_of(b)):
            best = k
    return (leader + best) % 4


def rotating_trump(hand_number: int) -> int:
    return FRENCH_SUITS.index(TRUMP_CYCLE[(hand_number - 1) % 4])
