"""`make bench`: engine speed on this machine, with a baseline measured in the same run.

Figures on shared machines are noisy, so every figure is also reported as a ratio to a
baseline measured in the same process: a fixed pure-Python loop (shuffle 32 ints and sum
them) that does not depend on our code. Compare ratios across runs, not raw numbers.

    python -m bench.run [--seconds S] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from engine import get_game


def per_second(fn: Callable[[], int], seconds: float) -> float:
    """Run ``fn`` (which returns how many units it did) repeatedly for ``seconds``."""
    fn()  # warm up
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += fn()
    return done / elapsed


def baseline_loop() -> int:
    rng = random.Random(1)
    items = list(range(32))
    for _ in range(200):
        rng.shuffle(items)
        sum(items)
    return 200


def random_hands(game_id: str, preset: str | None = None, batch: int = 50
                 ) -> Callable[[], int]:
    """Whole random hands from deal to hand end: at each step a seat that must act is
    picked uniformly from ``to_act`` and plays a uniform legal move of its own."""
    game = get_game(game_id)
    options = game.resolve_options(preset=preset)
    rng = random.Random(7)
    done_phases = ("hand_over", "match_over")

    def run() -> int:
        for _ in range(batch):
            state = game.new_state(options, seed=rng.getrandbits(32))
            while state.phase not in done_phases:
                seats = game.to_act(state)
                move = game.random_move(state, seats[rng.randrange(len(seats))], rng)
                game.apply_in_place(state, move)
        return batch
    return run


def apply_cost(game_id: str, batch: int = 200) -> Callable[[], int]:
    """Pure `Game.apply` (legality check + copy + apply with events) on mid-hand states."""
    game = get_game(game_id)
    options = game.resolve_options()
    rng = random.Random(3)
    samples = []
    while len(samples) < 500:
        state = game.new_state(options, seed=rng.getrandbits(32))
        while state.phase not in ("hand_over", "match_over"):
            seats = game.to_act(state)
            move = game.random_move(state, seats[rng.randrange(len(seats))], rng)
            samples.append((game.copy_state(state), move))
            game.apply_in_place(state, move)

    def run() -> int:
        for i in range(batch):
            state, move = samples[i % len(samples)]
            game.apply(state, move)
        return batch
    return run


def codec_cost(game_id: str, batch: int = 100) -> Callable[[], int]:
    """decode + encode of a JSON state (what each stateless request pays)."""
    game = get_game(game_id)
    state = game.new_state(game.resolve_options(), seed=11)
    data = json.loads(json.dumps(game.encode(state)))

    def run() -> int:
        for _ in range(batch):
            game.encode(game.decode(data))
        return batch
    return run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args(argv)
    base = per_second(baseline_loop, args.seconds)
    results: dict[str, Any] = {"baseline_loops_per_s": round(base)}
    rows = [("watten random hands/s", per_second(random_hands("watten"), args.seconds),
             10_000)]
    apply_rate = per_second(apply_cost("watten"), args.seconds)
    codec_rate = per_second(codec_cost("watten"), args.seconds)
    print(f"baseline (shuffle+sum of 32 ints): {base:,.0f} loops/s")
    print(f"{'measure':38} {'value':>12} {'ratio to baseline':>18} {'target':>8}")
    for name, value, target in rows:
        results[name] = round(value)
        flag = "ok" if value >= target else "BELOW"
        print(f"{name:38} {value:12,.0f} {value / base:18.3f} {target:>8,} {flag}")
    for name, rate in (("watten apply (pure, with events)", apply_rate),
                       ("watten state decode+encode", codec_rate)):
        results[name + " us"] = round(1e6 / rate, 2)
        print(f"{name + ' µs':38} {1e6 / rate:12.2f} {base / rate:18.3f}")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
