"""The Karnöffel bot kit: `knowledge` (what a view tells), `sampler` (sample_world),
`heuristic`, `rollout` and `kit` (the `BotKit`)."""

from __future__ import annotations

from .kit import MATCH_BONUS, KarnoeffelKit

__all__ = ["MATCH_BONUS", "KarnoeffelKit"]
