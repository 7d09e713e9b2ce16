"""`make bot-speed`: how long a bot decision takes, per game and level.

    python -m bench.bot_speed [--positions 200] [--budget-ms 200] [--games hearts,watten]

Positions are decision points of seeded random matches (every phase: passes,
declarations, raises, cards). Each is decided once per level through the same path the
service uses (view, then `engine.bots.choose_move`), one process, and the wall time of
the call is recorded: p50, p95 and max in ms, with the search's rollouts per decision.
Decisions with a single candidate are answered without search and are included, as a
client would see them; ``--nontrivial`` keeps only decisions with a real choice.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any

from engine import get_game
from engine.bots import DEFAULT_BUDGET_MS, LEVELS, choose_move
from engine.registry import all_games


def games_with_kits() -> list[str]:
    return sorted(g.id for g in all_games() if g.bot_kit is not None)


def positions(game_id: str, count: int, seed: int) -> list[tuple[Any, int]]:
    game = get_game(game_id)
    options = game.resolve_options()
    rng = random.Random(f"bot-speed:{game_id}:{seed}")
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        state = game.new_state(options, seed=rng.getrandbits(32))
        for _ in range(400):
            seats = game.to_act(state)
            if not seats or state.phase == "match_over":
                break
            seat = seats[rng.randrange(len(seats))]
            if rng.random() < 0.25 and state.phase != "hand_over":
                out.append((game.copy_state(state), seat))
                if len(out) >= count:
                    break
            game.apply_in_place(state, game.random_move(state, seat, rng))
    return out


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))] if s else math.nan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--games", default=",".join(games_with_kits()))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nontrivial", action="store_true")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {"budget_ms": args.budget_ms, "positions": args.positions,
                               "games": {}}
    print(f"{'game':12} {'level':10} {'decisions':>9} {'p50 ms':>9} {'p95 ms':>9} "
          f"{'max ms':>9} {'rollouts/decision':>18}")
    for game_id in args.games.split(","):
        game = get_game(game_id)
        pos = positions(game_id, args.positions, args.seed)
        for level in args.levels.split(","):
            times: list[float] = []
            rollouts: list[int] = []
            for i, (state, seat) in enumerate(pos):
                view = game.view(state, seat)
                started = time.perf_counter()
                d = choose_move(game, view, seat, level, seed=i, budget_ms=args.budget_ms)
                elapsed = (time.perf_counter() - started) * 1000
                if args.nontrivial and d.stats.get("candidates", 2) < 2:
                    continue
                times.append(elapsed)
                rollouts.append(int(d.stats.get("iterations", 0)))
            row = {"decisions": len(times), "p50_ms": round(pct(times, 0.5), 3),
                   "p95_ms": round(pct(times, 0.95), 3),
                   "max_ms": round(max(times), 3) if times else None,
                   "mean_rollouts": round(statistics.fmean(rollouts), 1) if rollouts else 0}
            results["games"].setdefault(game_id, {})[level] = row
            print(f"{game_id:12} {level:10} {row['decisions']:9d} {row['p50_ms']:9.2f} "
                  f"{row['p95_ms']:9.2f} {row['max_ms']:9.2f} {row['mean_rollouts']:18.1f}")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
