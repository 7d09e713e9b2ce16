"""The Hearts bot kit (rules-spec §3): sampling hidden hands from a seat's view
(`sampler`, from what the view tells: `knowledge`), a club player's rules of thumb
(`heuristic`), a fast rollout policy (`rollout`) and the hand evaluation."""

from __future__ import annotations

import random
from typing import Any

from engine.bots.base import BotKit
from engine.cards import mask_bits
from engine.game import Game
from engine.moves import PLAY, Move

from ..deck import BIT, CARD_SUIT_MASK, CARDS, DJ_BIT, IDX, POINTS, SQ_BIT
from ..options import MOON_MODES, SHOOTER_CHOICE
from ..scoring import hand_points, match_winners, moon_shooter
from ..state import MOON_CHOICE, MOON_MOVES, OVER, PASS, PASSING, PLAY_MOVES, PLAYING, HeartsState
from . import rollout
from .heuristic import best_passes, heuristic_card, moon_choice
from .knowledge import mask_of
from .sampler import Sampler

SPECIAL = SQ_BIT | DJ_BIT  # never equivalent to a neighbour
MATCH_BONUS = 26.0  # evaluate: a match won or lost in this hand counts like a moon


class HeartsKit(BotKit):
    def __init__(self) -> None:
        self.sampler = Sampler()
        # (seed, numbers) of the last world searched: one tuple, swapped whole, so that
        # threads sharing the kit never see a seed with another world's numbers
        self._draws: tuple[int, list[float]] | None = None

    # ----- worlds -------------------------------------------------------------------
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        return self.sampler.sample(game, view, seat, rng)

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase in OVER)

    # ----- evaluation -------------------------------------------------------------
    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """Minus the seat's points of the hand (moon and Omnibus included); a match won
        (lost) in this hand adds (subtracts) 26 more."""
        s: HeartsState = world
        hr = s.hand_result
        value = -float(hr["points"][seat]) if hr is not None else -float(s.taken[seat])
        if s.match_winners is not None:
            value += MATCH_BONUS if seat in s.match_winners else -MATCH_BONUS
        return value

    def explain_fields(self, mean: float, win_share: float) -> dict[str, Any]:
        """Hints speak points: the expected penalty points of the hand."""
        return {"expected_points": round(-mean, 3)}

    # ----- rollouts -------------------------------------------------------------------
    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        return rollout.rollout_move(game, world, seat, rng)

    def playout(self, game: Game[Any, Any], world: Any, rng: random.Random) -> None:
        rollout.playout(game, world, rng)

    def rollout_rng(self, seed: int, rng: random.Random) -> random.Random:
        """The numbers of ``rng`` seeded with ``seed``, replayed (`rollout.Replay`): drawn
        once per world (the last world's are kept) rather than seeded per rollout."""
        return rollout.Replay(self._world_draws(seed, rng))

    def _world_draws(self, seed: int, rng: random.Random) -> list[float]:
        cached = self._draws
        if cached is None or cached[0] != seed:
            cached = self._draws = (seed, rollout.world_draws(rng, seed))
        return cached[1]

    def rollout_value(self, game: Game[Any, Any], world: Any, move: Move, seat: int,
                      seed: int, rng: random.Random) -> float:
        """A card searched in the play phase: `rollout.play_to_the_end` from the world
        itself (not copied); a pass: from a copy after the passes
        (`rollout.after_the_passes`), whose first card is the lowest club (trick 1's only
        legal lead). Either way with the numbers of `rollout_rng` (straight from the
        list) and the points scored here (`hand_value`), without the tricks written into
        a state. The moon choice: the default (the world copied, played out and
        `evaluate`d)."""
        s: HeartsState = world
        phase = s.phase
        if phase == PLAYING and move.type == PLAY:
            c = IDX[move.card]  # type: ignore[index]
        elif phase == PASSING and move.type == PASS:
            cards = 0
            for card in move.cards or ():
                cards |= BIT[IDX[card]]
            s = rollout.after_the_passes(s, move.seat, cards)
            c = s.table.low_club
        else:
            return super().rollout_value(game, world, move, seat, seed, rng)
        draws = iter(self._world_draws(seed, rng))
        taken, jd, _broken = rollout.play_to_the_end(s, c, draws)
        return hand_value(s, taken, jd, seat)

    # ----- heuristic level -----------------------------------------------------------
    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        phase = view["phase"]
        if phase == PASSING:
            hand = mask_of(view["hands"][seat])
            cards = best_passes(hand, view["options"]["pass_count"], 1)[0]
            return Move(seat, PASS, cards=tuple(CARDS[c] for c in mask_bits(cards)))
        if phase == MOON_CHOICE:
            return MOON_MOVES[seat][moon_choice(view["scores"], seat,
                                                view["options"]["target"])]
        moves = game.legal_moves(world, seat)
        if len(moves) == 1 or phase != PLAYING:
            return moves[0]
        k = self.sampler.knowledge(game, view, seat)
        legal = 0
        for m in moves:
            legal |= BIT[IDX[m.card]]  # type: ignore[index]
        return PLAY_MOVES[seat][heuristic_card(k, legal)]

    # ----- search candidates (the expert asks for these) ---------------------------
    def equivalent_moves(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                         legal: list[Move]) -> list[list[Move]] | None:
        """Touching cards: two cards of one suit with the same points (neither SQ nor
        DJ) and only cards of this hand or of completed tricks between them win and
        lose exactly the same tricks, so the search plays one of them."""
        if view["phase"] != PLAYING or len(legal) < 2:
            return None
        k = self.sampler.knowledge(game, view, seat)
        gone = k.hand | (k.played & ~sum(BIT[c] for c in k.trick))
        groups: list[list[Move]] = []
        prev = -1
        for m in sorted(legal, key=lambda m: IDX[m.card]):  # type: ignore[index]
            c = IDX[m.card]  # type: ignore[index]
            if (prev >= 0 and CARD_SUIT_MASK[c] == CARD_SUIT_MASK[prev]
                    and POINTS[c] == POINTS[prev] and not BIT[c] & SPECIAL
                    and not BIT[prev] & SPECIAL
                    and all(gone >> x & 1 for x in range(prev + 1, c))):
                groups[-1].append(m)
            else:
                groups.append([m])
            prev = c
        return groups

    def search_candidates(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                          world: Any, rng: random.Random) -> list[Move] | None:
        """Passes: the best few sets by the passing rules of thumb, not all C(13, 3);
        None once the seat has passed (it has no legal move: `choose_move` finds none)."""
        if view["phase"] != PASSING or view["passed"][seat]:
            return None
        hand = mask_of(view["hands"][seat])
        count = view["options"]["pass_count"]
        return [Move(seat, PASS, cards=tuple(CARDS[c] for c in mask_bits(m)))
                for m in best_passes(hand, count, 6)]


def hand_value(s: HeartsState, taken: list[int], jd: int | None, seat: int) -> float:
    """`HeartsKit.evaluate` of the hand that `rollout.play_to_the_end` played from ``s``
    (``taken``: the points taken per seat at the end of play, ``jd``: who took DJ): the
    points the engine scores (`play.score_hand`: `scoring.hand_points`, the moon choice
    of `rollout_move` under shooter_choice) and the match bonus when the new totals end
    the match (`scoring.match_winners`)."""
    table = s.table
    if not table.omnibus:
        jd = None  # DJ counts only with Omnibus
    mode = None
    if table.moon_mode == SHOOTER_CHOICE:
        shooter = moon_shooter(taken, jd, table)
        if shooter is not None:
            mode = MOON_MODES[moon_choice(s.scores, shooter, table.target)]
    points, _shooter = hand_points(taken, jd, table, mode)
    value = -float(points[seat])
    scores = [a + b for a, b in zip(s.scores, points, strict=True)]
    if max(scores) >= table.target:
        winners = match_winners(scores, table)
        if winners is not None:
            value += MATCH_BONUS if seat in winners else -MATCH_BONUS
    return value
