"""`make arena`: bots against bots on duplicate deals, with 95% confidence intervals.

    python -m bench.arena --game hearts --deals 1000 --configs expert,random,random,random
    python -m bench.arena --game watten --deals 400 --configs expert,heuristic

A configuration is a level with optional parameters, ``expert:iters=300:budget=100``
(``iters``: the iteration cap in rollouts, ``budget``: ms per decision). ``--configs``
names one configuration per seat; a shorter list repeats around the table, so
``expert,heuristic`` in a four-player game seats two partnerships.

Duplicate: every deal is played once per distinct rotation of the configurations around
the table (the same cards by seat, the bots moved one seat on), so each configuration
plays every seat of every deal and the luck of the cards cancels. A deal's result per
configuration is its average over the rotations; means and 95% intervals (normal
approximation, ``1.96 * sd / sqrt(deals)``) are over deals, and so is the paired
difference between the first two configurations.

Units: ``hand`` plays one hand per deal (Hearts default; the pass direction cycles
through the deals) and scores the points of the hand (lower is better in Hearts);
``match`` plays a whole match (Watten and Karnöffel default) and scores 1 for a match
won, 0 for one lost. Deals run in ``--processes`` worker processes (default 2).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import signal
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from tqdm import tqdm

from engine import get_game
from engine.bots import DEFAULT_BUDGET_MS, choose_move
from engine.game import Game
from engine.moves import Move

MAX_STEPS = 20_000


@dataclass(frozen=True)
class Config:
    label: str
    level: str
    iterations: int | None = None
    budget_ms: float = DEFAULT_BUDGET_MS


def parse_config(text: str) -> Config:
    level, *params = text.strip().split(":")
    kwargs: dict[str, Any] = {}
    for p in params:
        key, _, value = p.partition("=")
        if key in ("iters", "iterations"):
            kwargs["iterations"] = int(value)
        elif key in ("budget", "budget_ms"):
            kwargs["budget_ms"] = float(value)
        else:
            raise SystemExit(f"unknown config parameter {key!r} in {text!r}")
    if level not in ("random", "heuristic", "expert"):
        raise SystemExit(f"unknown level {level!r} in {text!r}")
    return Config(text.strip(), level, **kwargs)


def rotations(seating: list[Config]) -> list[list[Config]]:
    """The distinct rotations of the seating (seat p gets seating[(p + r) % n])."""
    n = len(seating)
    out: list[list[Config]] = []
    for r in range(n):
        rot = [seating[(p + r) % n] for p in range(n)]
        if rot not in out:
            out.append(rot)
    return out


def initial_state(game: Game[Any, Any], options: Any, deal_seed: int, deal: int,
                  unit: str) -> Any:
    state = game.new_state(options, seed=deal_seed, dealer=0)
    if game.id != "hearts" or unit != "hand":
        return state
    # Hearts hands: cycle the pass direction over the deals (left, right, across, none)
    data = game.encode(state)
    cycle = data["options"]["pass_cycle"]
    hand_number = 1 + deal % len(cycle)
    for name in ("to_act", "pass_direction", "points_taken", "hearts_broken"):
        data.pop(name)
    data["hand_number"] = hand_number
    if cycle[hand_number - 1] == "none":
        data["phase"] = "play"
        low = min((c for h in data["hands"] for c in h if c[0] == "C"),
                  key=lambda c: "23456789TJQKA".index(c[1]))
        leader = next(p for p, h in enumerate(data["hands"]) if low in h)
        data["trick"] = {"leader": leader, "cards": []}
    return game.decode(data)


def seat_points(hand_result: dict[str, Any], seat: int, n: int) -> float:
    """The points of the hand for ``seat``: per seat, or per side (seat % 2)."""
    pts = hand_result["points"]
    if len(pts) == n:
        return float(pts[seat])
    return float(pts[seat % len(pts)])


def decision_seed(seed: int, deal: int, rot: int, step: int) -> int:
    return random.Random(f"arena:{seed}:{deal}:{rot}:{step}").getrandbits(53)


def play_unit(args: tuple[str, str | None, list[Config], int, int, str]) -> dict[str, Any]:
    """One deal, every rotation: per configuration its values and decision times."""
    game_id, preset, seating, seed, deal, unit = args
    game = get_game(game_id)
    options = game.resolve_options(preset=preset)
    deal_seed = random.Random(f"arena-deal:{seed}:{deal}").getrandbits(53)
    values: dict[str, list[float]] = {}
    points: dict[str, list[float]] = {}
    times: dict[str, list[float]] = {}
    hands = 0
    for r, rot in enumerate(rotations(seating)):
        state = initial_state(game, options, deal_seed, deal, unit)
        step = 0
        while True:
            phase = state.phase
            if phase in ("hand_over", "match_over"):
                hands += 1
                hr = game.encode(state)["hand_result"]
                for p, cfg in enumerate(rot):
                    points.setdefault(cfg.label, []).append(seat_points(hr, p, len(rot)))
                if unit == "hand" or phase == "match_over":
                    break
                dealer = game.to_act(state)[0]
                state = game.apply(state, Move(dealer, "deal")).state
                continue
            seat = game.to_act(state)[0]
            cfg = rot[seat]
            view = game.view(state, seat)
            started = time.perf_counter()
            decision = choose_move(game, view, seat, cfg.level,
                                   decision_seed(seed, deal, r, step),
                                   budget_ms=cfg.budget_ms, iterations=cfg.iterations)
            times.setdefault(cfg.label, []).append((time.perf_counter() - started) * 1000)
            state = game.apply(state, decision.move).state  # raises on an illegal move
            step += 1
            if step > MAX_STEPS:
                raise RuntimeError(f"deal {deal}: no end after {MAX_STEPS} moves")
        if unit == "hand":
            hr = game.encode(state)["hand_result"]
            for p, cfg in enumerate(rot):
                values.setdefault(cfg.label, []).append(seat_points(hr, p, len(rot)))
        else:
            data = game.encode(state)
            winners = set(data["match_winners"] or [])
            units = len(data["scores"])  # seats, or sides (seat % 2) in partnerships
            for p, cfg in enumerate(rot):
                won = p % units in winners
                values.setdefault(cfg.label, []).append(1.0 if won else 0.0)
    return {"deal": deal, "values": {k: statistics.fmean(v) for k, v in values.items()},
            "points": {k: statistics.fmean(v) for k, v in points.items()},
            "times": times, "hands": hands}


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _worker_init() -> None:
    # workers leave SIGINT/SIGTERM to the parent, which reports what is done
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def mean_ci(xs: list[float]) -> dict[str, float]:
    n = len(xs)
    m = statistics.fmean(xs) if xs else math.nan
    half = 1.96 * statistics.stdev(xs) / math.sqrt(n) if n > 1 else math.nan
    return {"mean": m, "ci95_low": m - half, "ci95_high": m + half, "half_width": half,
            "n": n}


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return math.nan
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--preset", default=None)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--configs", default="expert,random,random,random",
                        help="one configuration per seat (repeated around the table)")
    parser.add_argument("--unit", choices=("hand", "match"), default=None,
                        help="default: hand for hearts, match otherwise")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the JSON results to this file")
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--time-limit", type=float, default=None, metavar="MINUTES",
                        help="stop after this many minutes and report the deals done")
    args = parser.parse_args(argv)

    game = get_game(args.game)
    options = game.resolve_options(preset=args.preset)
    n = game.players(options)
    configs = [parse_config(c) for c in args.configs.split(",")]
    seating = [configs[p % len(configs)] for p in range(n)]
    labels = list(dict.fromkeys(c.label for c in seating))
    unit = args.unit or ("hand" if args.game == "hearts" else "match")
    jobs = [(args.game, args.preset, seating, args.seed, d, unit) for d in range(args.deals)]
    results: list[dict[str, Any]] = []
    started = time.perf_counter()
    bar = tqdm(total=len(jobs), desc=f"{args.game} {unit}s", unit="deal",
               disable=args.no_progress, file=sys.stderr)
    limit = math.inf if args.time_limit is None else args.time_limit * 60
    stopped = "completed"
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        if args.processes > 1:
            ctx = multiprocessing.get_context("fork")
            with ctx.Pool(args.processes, initializer=_worker_init) as pool:
                for res in pool.imap_unordered(play_unit, jobs, chunksize=1):
                    results.append(res)
                    bar.update()
                    if time.perf_counter() - started > limit:
                        stopped = "time limit"
                        pool.terminate()
                        break
        else:
            for job in jobs:
                results.append(play_unit(job))
                bar.update()
                if time.perf_counter() - started > limit:
                    stopped = "time limit"
                    break
    except KeyboardInterrupt:
        stopped = "interrupted"
    bar.close()
    wall = time.perf_counter() - started
    if not results:
        print("no deal finished", file=sys.stderr)
        return 1
    results.sort(key=lambda r: r["deal"])

    if unit != "hand":
        metric = "match win rate"
    elif args.game == "hearts":
        metric = "penalty points per hand (lower is better)"
    else:
        metric = "points per hand (higher is better)"
    summary: dict[str, Any] = {
        "game": args.game, "preset": args.preset, "unit": unit, "metric": metric,
        "deals": len(results), "deals_requested": args.deals, "stopped": stopped,
        "rotations": len(rotations(seating)),
        "hands": sum(r["hands"] for r in results), "seating": [c.label for c in seating],
        "seed": args.seed, "processes": args.processes, "wall_s": round(wall, 1),
        "command": "python -m bench.arena " + " ".join(argv if argv is not None
                                                       else sys.argv[1:]),
        "configs": {},
    }
    for label in labels:
        vals = [r["values"][label] for r in results]
        pts = [r["points"][label] for r in results]
        ts = [t for r in results for t in r["times"].get(label, [])]
        summary["configs"][label] = {
            **{k: round(v, 4) for k, v in mean_ci(vals).items()},
            "points_per_hand": round(statistics.fmean(pts), 4) if pts else None,
            "decisions": len(ts),
            "decision_ms_p50": round(percentile(ts, 0.5), 3),
            "decision_ms_p95": round(percentile(ts, 0.95), 3),
            "decision_ms_max": round(max(ts), 3) if ts else None,
        }
    if len(labels) >= 2:
        a, b = labels[0], labels[1]
        diffs = [r["values"][a] - r["values"][b] for r in results]
        summary["difference"] = {"of": f"{a} - {b}",
                                 **{k: round(v, 4) for k, v in mean_ci(diffs).items()}}

    if stopped != "completed":
        print(f"\nstopped ({stopped}) after {len(results)} of {args.deals} deals")
    print(f"\n{args.game} ({args.preset or 'default preset'}), {len(results)} deals x "
          f"{summary['rotations']} rotations = {summary['hands']} hands, "
          f"seating {','.join(summary['seating'])}, {wall:.0f} s wall")
    print(f"metric: {metric}")
    print(f"{'configuration':32} {'mean':>8} {'95% CI':>19} {'pts/hand':>9} "
          f"{'decisions':>9} {'p50 ms':>8} {'p95 ms':>8}")
    for label, c in summary["configs"].items():
        ci = f"[{c['ci95_low']:.3f}, {c['ci95_high']:.3f}]"
        print(f"{label:32} {c['mean']:8.3f} {ci:>19} {c['points_per_hand']:9.3f} "
              f"{c['decisions']:9d} {c['decision_ms_p50']:8.2f} {c['decision_ms_p95']:8.2f}")
    if "difference" in summary:
        d = summary["difference"]
        print(f"paired difference {d['of']}: {d['mean']:.3f} "
              f"[{d['ci95_low']:.3f}, {d['ci95_high']:.3f}]")
    print(json.dumps(summary, indent=2))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(summary, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
