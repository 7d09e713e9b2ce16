"""Whist options and presets."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import FRENCH_RANKS, FRENCH_SUITS, make_deck
from engine.options import opt

PLAYERS = 4
HAND_SIZE = 13
DECK = make_deck("french-52", "french", FRENCH_SUITS, FRENCH_RANKS)  # index = 13 * suit + rank
TRUMP_RULES = ("turn_up", "rotate")


@dataclass(frozen=True)
class WhistOptions:
    target: int = opt(5, "Points a side needs to win the match", kind="int", minimum=1,
                      maximum=99)
    trump_rule: str = opt("turn_up", "turn_up: the suit of the dealer's last card, shown to "
                          "everybody; rotate: hearts, diamonds, spades, clubs by hand number",
                          allowed=TRUMP_RULES)


PRESETS: dict[str, dict[str, object]] = {
    "standard": {},
    "rotating-trumps": {"trump_rule": "rotate"},
}
