"""The per-game bot kit, and the shared bot value types.

A bot never receives the full engine state: it gets ``view = game.view(state, seat)``
and, to search or to list its legal moves, builds full states with the game's
`BotKit.sample_world`, which reads nothing but the view. That makes "no peeking"
structural rather than a convention.

A game's kit lives in the game's package (``engine/games/<game>/bot/``) and is handed to
the game object (``Game.bot_kit``); this module holds only what every game shares.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.game import Game
from engine.moves import Move
from engine.results import Stage

LEVELS: tuple[str, ...] = ("random", "heuristic", "expert")
MAX_ROLLOUT_STEPS = 2000  # a guard against a policy that never ends a hand


class BotKit(ABC):
    """What the bots need to know about one game. The four abstract methods are the
    kit; the others have defaults a kit may override (for speed or for a smaller
    search)."""

    # True when `playout` draws a random number in few rollouts (only where the game
    # waits for several seats): the search then seeds each rollout's generator at its
    # first draw, not before every rollout (a seeding costs ~30,000 instructions, as
    # much as a tenth of a rollout). The numbers drawn are the same either way.
    rollouts_rarely_draw: bool = False

    @abstractmethod
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        """A full engine state consistent with everything `view` (= game.view(state, seat))
        shows: own hand, public cards, declarations, scores, what plays revealed (the
        game says what: voids, duties kept), cards this seat passed, face-up cards, cut
        cards it knows; every hidden card dealt at random among the hidden places
        respecting those constraints. Reads nothing but `view`."""

    @abstractmethod
    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        """The heuristic level: rules of thumb using the view only. `world` is a
        sample_world result, used only to get game.legal_moves(world, seat) (a seat's legal
        moves depend only on what it may see) — never its hidden cards."""

    @abstractmethod
    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        """Fast default policy inside search (may see the whole sampled world, a guess)."""

    @abstractmethod
    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """Value of a finished hand (or match) for `seat`, higher is better, e.g. points the
        seat's side scored minus conceded in the hand since `start` (Watten/Karnöffel), or
        minus penalty points (Hearts). Used by the expert and for explain estimates."""

    def world_sampler(self, game: Game[Any, Any], view: dict[str, Any], seat: int
                      ) -> Callable[[random.Random], Any]:
        """``sample_world`` for one view, as a function of the random numbers only: the
        search draws many worlds of the same view, so a kit may read the view once here
        (what the seat knows) and build each world from that. The default reads the
        view for every world."""
        def sample(rng: random.Random) -> Any:
            return self.sample_world(game, view, seat, rng)
        return sample

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return game.stage(world) is not Stage.IN_HAND

    def playout(self, game: Game[Any, Any], world: Any, rng: random.Random) -> None:
        """Play ``world`` to the end of the current hand with `rollout_move` (a kit may
        run the same policy in a faster loop)."""
        to_act = game.to_act
        apply = game.apply_in_place
        policy = self.rollout_move
        over = self.hand_over
        for _ in range(MAX_ROLLOUT_STEPS):
            if over(game, world):
                return
            seats = to_act(world)
            if not seats:
                return
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            apply(world, policy(game, world, seat, rng))

    def rollout_rng(self, seed: int, rng: random.Random) -> random.Random:
        """The random numbers of one rollout from the world's ``seed``: the expert asks
        once per searched move, and every move of a world must get the same numbers
        (common random numbers). Default: ``rng`` seeded with ``seed`` (lazily for a
        `SeededAtFirstDraw`, see `rollouts_rarely_draw`); a kit whose playouts draw
        many numbers may replay them from a cheaper source."""
        if isinstance(rng, SeededAtFirstDraw):
            rng.reseed(seed)
        else:
            rng.seed(seed)
        return rng

    def rollout_value(self, game: Game[Any, Any], world: Any, move: Move, seat: int,
                      seed: int, rng: random.Random) -> float:
        """One rollout of the expert: ``move`` played in ``world`` (which stays as it
        is), the hand played out with the numbers of `rollout_rng` (``seed``, ``rng``)
        and `evaluate`d for ``seat``. The default copies the world, applies the move,
        calls `playout` and `evaluate`; a kit may compute the same value without the
        copy."""
        w = game.copy_state(world)
        game.apply_in_place(w, move)
        self.playout(game, w, self.rollout_rng(seed, rng))
        return self.evaluate(game, w, seat, world)

    def search_candidates(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                          world: Any, rng: random.Random) -> list[Move] | None:
        """A narrower set of root moves when the legal moves are too many to search (a
        Hearts pass); None: search every legal move."""
        return None

    def equivalent_moves(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                         legal: list[Move]) -> list[list[Move]] | None:
        """Groups of moves with the same value (touching cards); the first of each group
        is searched. None: no grouping."""
        return None

    def explain_fields(self, mean: float, win_share: float) -> dict[str, Any]:
        """What an estimate says besides the mean value."""
        return {"win_probability": round(win_share, 4)}


@dataclass
class BotDecision:
    """What a bot chose, how much work it did, and (on request) per-move estimates."""

    move: Move
    stats: dict[str, Any] = field(default_factory=dict)
    estimates: list[dict[str, Any]] | None = None


class SeededAtFirstDraw(random.Random):
    """A `random.Random` whose `reseed` costs nothing: the seed is applied at the first
    draw, so a rollout that draws nothing skips the seeding. The numbers are those of
    ``seed(seed)``: every method of `random.Random` draws through `random` or
    `getrandbits`, and both apply a pending seed first."""

    _pending: int | None = None

    def reseed(self, seed: int) -> None:
        self._pending = seed

    def _apply_pending(self) -> None:
        seed, self._pending = self._pending, None
        self.seed(seed)

    def random(self) -> float:
        if self._pending is not None:
            self._apply_pending()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if self._pending is not None:
            self._apply_pending()
        return super().getrandbits(k)
