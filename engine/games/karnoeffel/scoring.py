"""§2.8: a round ends as soon as a side has 3 tricks; that side scores 1 point; the first
side to reach `target` wins the match. In the two-player game a side is a seat.

The round's result and the match winners are not stored: they follow from the tricks
won, the scores and the phase.
"""

from __future__ import annotations

from engine.results import HandResult, MatchResult

from .state import HAND_OVER, HAND_REASON, MATCH_OVER, SIDES, TRICKS_TO_WIN, KarnoeffelState


def round_winner(state: KarnoeffelState) -> int | None:
    """The side that took 3 tricks, once the round is decided."""
    for side, won in enumerate(state.tricks_won):
        if won >= TRICKS_TO_WIN:
            return side
    return None


def round_points(side: int) -> tuple[int, ...]:
    """One point for the round's winner, none for the other side."""
    return tuple(1 if s == side else 0 for s in range(SIDES))


def score_round(state: KarnoeffelState, side: int) -> None:
    """Score the round ``side`` has just won and end the hand or the match."""
    state.scores[side] += 1
    state.phase = MATCH_OVER if state.scores[side] >= state.options.target else HAND_OVER


def hand_result(state: KarnoeffelState) -> HandResult | None:
    side = round_winner(state)
    if side is None:
        return None
    return HandResult(round_points(side), tuple(state.scores), (side,), HAND_REASON)


def match_result(state: KarnoeffelState) -> MatchResult | None:
    if state.phase != MATCH_OVER:
        return None
    side = round_winner(state)
    assert side is not None
    return MatchResult((side,))
