"""`make instructions`: CPU instructions per random hand and per expert rollout, per game,
counted by valgrind (callgrind), so that two git trees can be compared exactly.

    python -m bench.instructions [--tree DIR ...] [--games watten hearts karnoeffel]
                                 [--hands 200] [--decisions 4] [--gc off|freeze|on]

Wall-clock figures on a shared machine move by 10–20 % from run to run; instruction
counts of the same work with the same hash seed repeat to a few instructions. For each
``--tree`` (a checkout, e.g. ``git worktree add --detach /tmp/base <commit>``; default the
current one) and each game, the workload runs twice under ``valgrind --tool=callgrind``
with ``PYTHONPATH`` set to the tree and ``PYTHONHASHSEED=0``: once with the warm-up only
and once with the warm-up and the measured units. The difference divided by the number
of measured units is the cost of one unit, without interpreter start-up, imports and
setup. Every tree runs with the same interpreter (``--python``, default this one), so
only the code differs.

The workloads are those of `bench.run` (``make bench``), written out here so that both
trees run the very same loop:

* random hand: a new state from ``random.Random(7)``'s next 32-bit seed, then at each step
  a seat that must act, picked uniformly from ``to_act``, plays ``random_move`` through
  ``apply_in_place``, until the hand is over (Hearts: the pass and 13 tricks; Karnöffel:
  a round);
* expert rollout: ``choose_move(..., "expert", iterations=120)`` on the fixed decision
  points of `bench.run.expert_positions` (views, in order, seed = decision number), the
  instructions of the measured decisions divided by their rollouts (``stats.iterations``).

``--gc off`` (default) disables the garbage collector in the child, so a count does not
depend on how many unrelated objects the imports left on the heap; ``freeze`` moves the
setup's objects out of the collector's sight and keeps it running on the workload's;
``on`` is the interpreter's default.

valgrind is needed (``make valgrind`` or ``apt-get install valgrind``). On this 2-core
machine the default run takes about 2 minutes per tree.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

GAMES = ("watten", "hearts", "karnoeffel")
MEASURES = ("random", "expert")
_COLLECTED = re.compile(r"Collected : (\d+)")


# ----- the child: one workload, in the tree under test ------------------------------------

def _random_hands(game_id: str, count: int) -> int:
    from engine import get_game

    game = get_game(game_id)
    options = game.resolve_options()
    rng = random.Random(7)
    done_phases = ("hand_over", "match_over")
    for _ in range(count):
        state = game.new_state(options, seed=rng.getrandbits(32))
        while state.phase not in done_phases:
            seats = game.to_act(state)
            move = game.random_move(state, seats[rng.randrange(len(seats))], rng)
            game.apply_in_place(state, move)
    return count


def _expert_positions(game: Any, count: int = 40) -> list[tuple[Any, int]]:
    """`bench.run.expert_positions`, written out (the same seeds, the same positions)."""
    options = game.resolve_options()
    rng = random.Random(f"bench-expert:{game.id}")
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        state = game.new_state(options, seed=rng.getrandbits(32))
        while state.phase not in ("hand_over", "match_over") and len(out) < count:
            seats = game.to_act(state)
            seat = seats[rng.randrange(len(seats))]
            if len(game.legal_moves(state, seat)) > 1 and rng.random() < 0.3:
                out.append((game.copy_state(state), seat))
            game.apply_in_place(state, game.random_move(state, seat, rng))
    return out


def _expert_rollouts(game_id: str, count: int) -> int:
    from engine import get_game
    from engine.bots import choose_move

    game = get_game(game_id)
    views = [(game.view(state, seat), seat) for state, seat in _expert_positions(game)]
    rollouts = 0
    for turn in range(1, count + 1):
        view, seat = views[(turn - 1) % len(views)]
        decision = choose_move(game, view, seat, "expert", seed=turn, budget_ms=10**9,
                               iterations=120, explain=True)
        rollouts += int(decision.stats.get("iterations", 0))
    return rollouts


def child(measure: str, game_id: str, count: int, gc_mode: str) -> None:
    import gc

    import engine

    if gc_mode == "off":
        gc.disable()
    elif gc_mode == "freeze":
        gc.collect()
        gc.freeze()
    work = _random_hands if measure == "random" else _expert_rollouts
    units = work(game_id, count)
    print(json.dumps({"units": units, "engine": engine.__file__}))


# ----- the parent: valgrind runs and the table ----------------------------------------------

def count_instructions(tree: Path, python: str, measure: str, game_id: str, count: int,
                       gc_mode: str) -> tuple[int, int]:
    """(instructions, units) of one child run under callgrind."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out",
               python, str(Path(__file__).resolve()), "--child", measure, game_id,
               str(count), "--gc", gc_mode]
        run = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True,
                             check=False)
    found = _COLLECTED.search(run.stderr)
    if run.returncode or found is None:
        raise SystemExit(f"{' '.join(cmd)} failed in {tree}:\n{run.stderr[-3000:]}")
    info = json.loads(run.stdout.strip().splitlines()[-1])
    if not Path(info["engine"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the child imported {info['engine']}, not the tree {tree}")
    return int(found.group(1)), int(info["units"])


def per_unit(tree: Path, python: str, measure: str, game_id: str, warm: int, count: int,
             gc_mode: str) -> dict[str, Any]:
    base_ir, base_units = count_instructions(tree, python, measure, game_id, warm, gc_mode)
    ir, units = count_instructions(tree, python, measure, game_id, warm + count, gc_mode)
    measured = units - base_units
    return {"instructions": round((ir - base_ir) / measured), "units": measured}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", action="append", type=Path,
                        help="a checkout to measure (repeatable; default: this one)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--measures", nargs="+", default=list(MEASURES), choices=MEASURES)
    parser.add_argument("--hands", type=int, default=200, help="measured random hands")
    parser.add_argument("--decisions", type=int, default=4,
                        help="measured expert decisions (120 rollouts each)")
    parser.add_argument("--gc", choices=("off", "freeze", "on"), default="off")
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter every tree runs with")
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--child", nargs=3, metavar=("MEASURE", "GAME", "COUNT"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        measure, game_id, count = args.child
        child(measure, game_id, int(count), args.gc)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is missing: `make valgrind` (apt-get install valgrind)",
              file=sys.stderr)
        return 2
    trees = args.tree or [Path(__file__).resolve().parent.parent]
    results: dict[str, Any] = {"gc": args.gc, "trees": {}}
    header = f"{'game':11} {'measure':8}" + "".join(f" {str(t)[-24:]:>24}" for t in trees)
    print(f"instructions per unit (callgrind, PYTHONHASHSEED=0, gc {args.gc})")
    print(header + ("  last/first" if len(trees) > 1 else ""))
    for game_id in args.games:
        for measure in args.measures:
            row = []
            for tree in trees:
                warm, count = (20, args.hands) if measure == "random" else (1, args.decisions)
                got = per_unit(tree, args.python, measure, game_id, warm, count, args.gc)
                results["trees"].setdefault(str(tree), {})[f"{game_id} {measure}"] = got
                row.append(got["instructions"])
            line = f"{game_id:11} {measure:8}" + "".join(f" {v:24,}" for v in row)
            if len(row) > 1:
                line += f"  {row[-1] / row[0]:10.4f}"
            print(line, flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
