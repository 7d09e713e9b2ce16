"""Scoring a Watten hand and ending the match (rules-spec §1.5, §1.12): the winners score
the value of the hand, a false Schlecken claim costs ``schlecken_penalty``, a unit at the
target wins the match and every other unit gets a Bummerl."""

from __future__ import annotations

from engine.events import Event
from engine.games.watten.events import HAND_SCORED, MATCH_WON, SCHLECKEN_PENALTY
from engine.games.watten.ranking import CRITICAL_MASK, HAND_SIZE
from engine.games.watten.rules import units_of_side
from engine.games.watten.state import WattenState
from engine.results import HandResult, MatchResult


def end_hand(s: WattenState, side: int, points: int, reason: str,
             events: list[Event] | None) -> MatchResult | None:
    """``side`` wins the hand for ``points`` (``reason``: tricks, fold, penalty or
    conceded); sets ``s.hand_result`` and, at the target, the match result."""
    winners = units_of_side(s, side)
    per_unit = [0] * len(s.scores)
    for u in winners:
        per_unit[u] = points
        s.scores[u] += points
    s.pending_raise = None
    _bluff_penalty(s, per_unit, events)
    result = HandResult(tuple(per_unit), tuple(s.scores), tuple(winners), reason)
    s.hand_result = result
    if events is not None:
        events.append(HAND_SCORED(points=per_unit, scores=s.scores[:], winners=winners,
                                  reason=reason))
    reached = tuple(u for u, score in enumerate(s.scores) if score >= s.options.target)
    if not reached:
        s.phase = "hand_over"
        return None
    s.phase = "match_over"
    s.match_winners = reached
    for loser in range(len(s.scores)):
        if loser not in reached:
            s.bummerl[loser] += 1
    if events is not None:
        events.append(MATCH_WON(winners=list(reached)))
    return MatchResult(reached)


def _bluff_penalty(s: WattenState, per_unit: list[int], events: list[Event] | None) -> None:
    """A cut taker who played five cards, none a critical, made a false claim (§1.5,
    A-W12): his side (3p: he alone) loses schlecken_penalty."""
    if not s.cut_taken:
        return
    opts = s.options
    for seat in sorted({seat for seat, _ in s.cut_taken}):
        played = s.played_by(seat)
        if len(played) < HAND_SIZE or any((1 << c) & CRITICAL_MASK for c in played):
            continue
        unit = seat % 2 if opts.players == 4 else seat
        before = s.scores[unit]
        after = before - opts.schlecken_penalty
        if opts.score_floor_zero:
            # a score under the floor never exists: the codec refuses one (check_scoring)
            after = max(0, after)
        s.scores[unit] = after
        per_unit[unit] += after - before
        if events is not None:
            events.append(SCHLECKEN_PENALTY(seat=seat, points=after - before))
