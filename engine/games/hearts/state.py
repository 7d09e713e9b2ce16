"""The Hearts match state, its phases, and the move values shared by every state.

The state is mutable only inside `Game.apply_in_place` (the play functions of `play`);
`Game.apply` works on a copy. Fields mirror the JSON state (`codec`), with cards as
indices and hands as masks (`deck`).
"""

from __future__ import annotations

from typing import Any

from engine.moves import DEAL, PLAY, Move
from engine.trick import Trick

from .deck import CARDS
from .options import MOON_MODES, HeartsOptions, Table

PASSING = "passing"
PLAYING = "play"
MOON_CHOICE = "moon_choice"
HAND_OVER = "hand_over"
MATCH_OVER = "match_over"
PHASES = (PASSING, PLAYING, MOON_CHOICE, HAND_OVER, MATCH_OVER)
OVER = (HAND_OVER, MATCH_OVER)

PASS = "pass"
CHOOSE_MOON = "choose_moon"

TRICKS_END = "tricks"  # hand_result.reason: the last trick was played
REVOKE_END = "revoke"  # a revoke ended the hand (illegal_move_policy penalize)
HAND_END_REASONS = (TRICKS_END, REVOKE_END)

MAX_SEATS = 6

# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, PLAY, card=c) for c in CARDS) for p in range(MAX_SEATS))
DEAL_MOVES = tuple(Move(p, DEAL) for p in range(MAX_SEATS))
MOON_MOVES = tuple(tuple(Move(p, CHOOSE_MOON, mode=m) for m in MOON_MODES)
                   for p in range(MAX_SEATS))


class HeartsState:
    """A whole match: the current hand plus totals."""

    __slots__ = (
        "broken", "dealer", "hand_number", "hand_result", "hands", "lead_mask", "leader",
        "match_number", "match_winners", "n", "options", "passed", "phase", "received",
        "scores", "seed", "table", "taken", "trick", "tricks", "turn", "version",
        "win_card", "win_seat",
    )

    options: HeartsOptions
    table: Table
    n: int
    phase: str
    dealer: int
    hand_number: int
    match_number: int
    hands: list[int]  # bitmask per seat
    passed: list[int]  # per seat the mask it passed this hand, 0 = not (yet)
    received: list[int]  # per seat the mask it received, 0 = not (yet)
    leader: int  # leader of the current trick, -1 during the pass phase
    turn: int  # seat to play (play) or to choose (moon_choice), else -1
    trick: list[int]  # card indices of the current trick, in play order from `leader`
    lead_mask: int  # suit mask of the led suit, 0 while the trick is empty
    win_card: int  # best card of the led suit so far
    win_seat: int
    tricks: list[Trick]  # the completed tricks of this hand
    taken: list[int]  # hearts + 13 for SQ taken this hand, per seat
    broken: bool
    scores: list[int]
    hand_result: dict[str, Any] | None  # never mutated in place: shared by copies
    match_winners: list[int] | None  # never mutated in place
    seed: int
    version: int

    def copy(self) -> HeartsState:
        """A copy sharing only immutable values (search bots copy a world per rollout:
        every field written out, no loop over the slots)."""
        new = _new_state(HeartsState)
        new.options = self.options
        new.table = self.table
        new.n = self.n
        new.phase = self.phase
        new.dealer = self.dealer
        new.hand_number = self.hand_number
        new.match_number = self.match_number
        new.hands = self.hands[:]
        new.passed = self.passed[:]
        new.received = self.received[:]
        new.leader = self.leader
        new.turn = self.turn
        new.trick = self.trick[:]
        new.lead_mask = self.lead_mask
        new.win_card = self.win_card
        new.win_seat = self.win_seat
        new.tricks = self.tricks[:]
        new.taken = self.taken[:]
        new.broken = self.broken
        new.scores = self.scores[:]
        new.hand_result = self.hand_result
        new.match_winners = self.match_winners
        new.seed = self.seed
        new.version = self.version
        return new


_new_state = object.__new__
