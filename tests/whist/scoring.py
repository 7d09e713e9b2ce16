"""Hand and match scoring: tricks over six score a point each; first to ``target`` wins."""

from __future__ import annotations

from collections.abc import Sequence

BOOK = 6  # tricks a side must take before it scores


def hand_points(tricks_won: Sequence[int]) -> tuple[int, int]:
    """Points of a finished hand per side (only the side with seven or more scores)."""
    return (max(tricks_won[0] - BOOK, 0), max(tricks_won[1] - BOOK, 0))


def hand_winners(points: Sequence[int]) -> tuple[int, ...]:
    return tuple(side for side in (0, 1) if points[side] > 0)


def match_winners(scores: Sequence[int], target: int) -> tuple[int, ...] | None:
    """The sides that reached ``target`` (at most one can: one side scores per hand)."""
    won = tuple(side for side in (0, 1) if scores[side] >= target)
    return won or None
