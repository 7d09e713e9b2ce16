"""The Watten bot kit (rules-spec §1), handed to the game object (`Watten(bot_kit=...)`):

* `sample_world` (sampler.py): hidden cards dealt consistently with one seat's view and
  with what the rules say its plays revealed (knowledge.py);
* `heuristic_move` (heuristic.py): a club player's rules of thumb, from the view only;
* `rollout_move` (rollout.py): the fast policy inside the expert's search;
* `evaluate`: match points of the hand from the seat's side, the side's points minus
  the other side's (a won hand is +V, a lost one -V, a fold the previous value, a
  Schlecken penalty counts), plus or minus `MATCH_BONUS` when the hand ends the match.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bots.base import MAX_ROLLOUT_STEPS, BotKit
from engine.game import Game
from engine.games.watten.bot.heuristic import Heuristic
from engine.games.watten.bot.knowledge import Knowledge
from engine.games.watten.bot.rollout import rollout_card, rollout_move
from engine.games.watten.bot.sampler import WorldSampler, sample_world
from engine.games.watten.play import apply_in_place, play_card
from engine.games.watten.rules import side_of as side_of_seat
from engine.games.watten.rules import to_act, units_of_side
from engine.games.watten.state import OVER, WattenState
from engine.moves import Move

MATCH_BONUS = 10.0  # evaluate: a match won (lost) in this hand, on top of its points


class WattenKit(BotKit):
    rollouts_rarely_draw = True  # a playout draws only when two seats may answer a raise
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> WattenState:
        return sample_world(view, seat, rng)

    def world_sampler(self, game: Game[Any, Any], view: dict[str, Any], seat: int
                      ) -> WorldSampler:
        return WorldSampler(view, seat)

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase in OVER)

    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        moves = game.legal_moves(world, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no legal move")
        if len(moves) == 1:
            return moves[0]
        return Heuristic(Knowledge(view, seat), moves, rng).choose()

    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        return rollout_move(world, seat)

    def playout(self, game: Game[Any, Any], world: Any, rng: random.Random) -> None:
        """The base loop with the engine's functions called directly (same policy); in
        play with no raise pending, `rollout_card` goes straight to `play_card` (the move
        `rollout_move` makes there, without a Move; the game waits for one seat only)."""
        s: WattenState = world
        n = s.options.players
        for _ in range(MAX_ROLLOUT_STEPS):
            phase = s.phase
            if phase in OVER:
                return
            if phase == "play" and s.pending_raise is None:
                seat = (s.trick_leader + len(s.trick)) % n  # rules.current_player
                s.version += 1  # as apply_in_place
                play_card(s, seat, rollout_card(s, seat), None, None)
                continue
            seats = to_act(s)
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            apply_in_place(s, rollout_move(s, seat), None)

    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """The hand's match points for the seat's side minus the other side's, counted
        from ``start`` (a state or a view of the same hand); ±MATCH_BONUS when the hand
        won or lost the match. An unfinished hand is estimated from the tricks."""
        s: WattenState = world
        start_scores = start["scores"] if isinstance(start, dict) else start.scores
        side = side_of_seat(s, seat)
        mine = units_of_side(s, side)
        theirs = units_of_side(s, 1 - side)
        scores = s.scores
        if len(mine) == 1 == len(theirs):  # teams (4p) or two seats: the same sum, shorter
            m, t = mine[0], theirs[0]
            value = float((scores[m] - start_scores[m]) - (scores[t] - start_scores[t]))
        else:
            delta = [now - before for now, before in zip(scores, start_scores, strict=True)]
            value = (sum(delta[u] for u in mine) / len(mine)
                     - sum(delta[u] for u in theirs) / len(theirs))
        if s.phase not in OVER:
            won, lost = s.tricks_won[side], s.tricks_won[1 - side]
            value += s.stake * (won - lost) / 3.0
            return float(value)
        if s.match_winners is not None:
            value += MATCH_BONUS if any(u in s.match_winners for u in mine) else -MATCH_BONUS
        return float(value)
