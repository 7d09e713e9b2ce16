"""The Whist match state. Fields mirror the JSON state (codec.py)."""

from __future__ import annotations

from engine.trick import Trick
from tests.whist.options import WhistOptions

PLAY = "play"
HAND_OVER = "hand_over"
MATCH_OVER = "match_over"
PHASES = (PLAY, HAND_OVER, MATCH_OVER)
HAND_END_REASON = "tricks"


def side_of(seat: int) -> int:
    return seat % 2


class WhistState:
    """A whole match: the current hand plus scores. Mutable only inside the engine."""

    __slots__ = ("dealer", "hand_number", "hand_points", "hands", "leader", "match_number",
                 "match_winners", "options", "phase", "scores", "seed", "trick", "tricks",
                 "tricks_won", "trump", "trump_card", "version")

    options: WhistOptions
    seed: int
    match_number: int
    hand_number: int
    dealer: int
    phase: str
    hands: list[int]  # bitmask per seat over DECK
    trump: int  # suit index 0..3
    trump_card: int | None  # the turned-up card (trump_rule turn_up)
    leader: int  # of the current trick
    trick: list[int]  # cards of the current trick, in play order
    tricks: list[Trick]  # completed tricks of this hand
    tricks_won: list[int]  # per side
    scores: list[int]  # per side
    hand_points: tuple[int, int] | None  # the finished hand's points per side
    match_winners: tuple[int, ...] | None
    version: int

    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def copy(self) -> WhistState:
        new = object.__new__(WhistState)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.scores = self.scores[:]
        return new
