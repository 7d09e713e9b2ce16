"""The Karnöffel bot kit (rules-spec §2): the sampler, the heuristic, the rollout policy
and the round evaluation, each in its module of this package.

Evaluation scale (`evaluate`): +1 when the seat's side wins the round, -1 when it loses
(§2.8: one point per round), plus or minus `MATCH_BONUS` when the round ends the match.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bots.base import BotKit
from engine.game import Game
from engine.moves import Move

from ..play import play_card
from ..rules import DEAL_MOVES, PLAY_MOVES
from ..scoring import round_winner
from ..state import MATCH_OVER, PHASE_PLAY, KarnoeffelState, side_of
from .heuristic import heuristic_card
from .knowledge import Knowledge
from .rollout import rollout_card
from .sampler import WorldSampler, sample_world

MATCH_BONUS = 1.0  # evaluate: a match won (lost) in this round, on top of the round's ±1


class KarnoeffelKit(BotKit):
    rollouts_rarely_draw = True  # it waits for one seat at a time: a playout never draws
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> KarnoeffelState:
        return sample_world(view, seat, rng)

    def world_sampler(self, game: Game[Any, Any], view: dict[str, Any], seat: int
                      ) -> WorldSampler:
        return WorldSampler(view, seat)

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase != PHASE_PLAY)

    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """+1 (-1) when the seat's side won (lost) the round, ±MATCH_BONUS more when the
        round ended the match; an unfinished round by its trick count."""
        s: KarnoeffelState = world
        side = side_of(seat)
        winner = round_winner(s)  # `hand_result(s).winners`, without building it
        if winner is None:
            return (s.tricks_won[side] - s.tricks_won[1 - side]) / 3.0
        won = winner == side
        value = 1.0 if won else -1.0
        if s.phase == MATCH_OVER:  # `match_result(s) is not None`
            value += MATCH_BONUS if won else -MATCH_BONUS
        return value

    def playout(self, game: Game[Any, Any], world: Any, rng: random.Random) -> None:
        """The base loop with `rollout_card` and the engine's `play_card` called directly
        (the same moves as `rollout_move` through `apply_in_place`; a round always ends
        within its 5·N cards)."""
        s: KarnoeffelState = world
        n = s.players
        while s.phase == PHASE_PLAY:
            seat = (s.trick_leader + len(s.trick)) % n  # rules.to_act in play
            s.version += 1  # as apply_in_place
            play_card(s, seat, rollout_card(s, seat), None)

    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        s: KarnoeffelState = world
        if s.phase != PHASE_PLAY:
            return DEAL_MOVES[s.forehand]
        return PLAY_MOVES[seat][rollout_card(s, seat)]

    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        """In play, the rules of thumb (`heuristic_card`) from the view; after a round,
        the deal."""
        if view["phase"] != PHASE_PLAY:
            moves = game.legal_moves(world, seat)
            if not moves:
                raise ValueError(f"seat {seat} has no legal move")
            return moves[0]
        return PLAY_MOVES[seat][heuristic_card(Knowledge(view, seat))]
