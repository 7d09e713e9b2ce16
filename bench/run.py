"""`make bench`: engine speed on this machine, with a baseline measured in the same run.

Figures on shared machines are noisy, so every figure is also reported as a ratio to a
baseline measured in the same process: a fixed pure-Python loop (shuffle 32 ints and sum
them) that does not depend on our code. Compare ratios across runs, not raw numbers.

    python -m bench.run [--quick] [--engine-seconds S] [--no-engine] [--no-http] [--json FILE]

The in-process API figures compare the service's routes with a plain Flask JSON echo of
the same body through the Flask test client: the share of a request the rules and the
contract cost on top of Flask itself. The HTTP part (bench/http_bench.py) measures the
same over sockets, under gunicorn, against the same echo served the same way.

Every run writes one JSON file to bench/results/ (date, commit; ``-quick`` for a quick
run) with the machine's facts.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import get_game

RESULTS = Path(__file__).resolve().parent / "results"


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


def expert_positions(game_id: str, count: int = 40) -> list[tuple[Any, int]]:
    """Decision points of seeded random hands where the seat has a real choice."""
    game = get_game(game_id)
    options = game.resolve_options()
    rng = random.Random(f"bench-expert:{game_id}")
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


def expert_rollouts(game_id: str, iterations: int = 120) -> Callable[[], int]:
    """Rollouts per second of the expert's search (a fixed rollout cap per decision, no
    time budget), over fixed decision points: the cost of one unit of bot strength."""
    from engine.bots import choose_move

    game = get_game(game_id)
    positions = expert_positions(game_id)
    views = [(game.view(state, seat), seat) for state, seat in positions]
    turn = [0]

    def run() -> int:
        view, seat = views[turn[0] % len(views)]
        turn[0] += 1
        decision = choose_move(game, view, seat, "expert", seed=turn[0], budget_ms=60_000,
                               iterations=iterations, explain=True)
        return int(decision.stats.get("iterations", 0)) or 1
    return run


def api_rates(seconds: float) -> dict[str, float]:
    """Requests/s through the Flask test client, in one process (no sockets): a plain
    Flask JSON echo of the same body (the ceiling for our stack), and the real routes."""
    from flask import Flask, jsonify, request

    from service.app import create_app

    game = get_game("watten")
    state = game.new_state(game.resolve_options(), seed=11, dealer=0)
    data = game.encode(state)
    body = {"state": data, "move": {"seat": 1, "type": "call_rank", "rank": "O"}}
    echo = Flask("echo")

    @echo.post("/echo")
    def _echo() -> Any:
        return jsonify(request.get_json())

    echo_client = create_app().test_client()
    plain = echo.test_client()

    def call(client: Any, path: str, payload: dict[str, Any]) -> Callable[[], int]:
        def run() -> int:
            for _ in range(20):
                assert client.post(path, json=payload).status_code < 300
            return 20
        return run
    return {
        "echo": per_second(call(plain, "/echo", body), seconds),
        "moves": per_second(call(echo_client, "/v1/games/watten/moves", body), seconds),
        "legal-moves": per_second(call(echo_client, "/v1/games/watten/legal-moves",
                                       {"state": data}), seconds),
    }


def engine_part(seconds: float) -> dict[str, Any]:
    """The engine figures and the in-process API figures, printed as a table."""
    base = per_second(baseline_loop, seconds)
    results: dict[str, Any] = {"baseline_loops_per_s": round(base)}
    print(f"baseline (shuffle+sum of 32 ints): {base:,.0f} loops/s")
    # Random hands/s must not fall below what the code did before (issue 15): compared as
    # a ratio to the baseline loop across runs, or exactly with `make instructions`.
    print(f"{'measure':40} {'value':>12} {'ratio to baseline':>18}")
    for game_id, unit in (("watten", "hands"), ("hearts", "hands"), ("karnoeffel", "rounds")):
        name = f"{game_id} random {unit}/s"
        value = per_second(random_hands(game_id), seconds)
        results[name] = round(value)
        print(f"{name:40} {value:12,.0f} {value / base:18.3f}")
    for game_id in ("watten", "hearts", "karnoeffel"):
        name = f"{game_id} expert rollouts/s"
        value = per_second(expert_rollouts(game_id), seconds)
        results[name] = round(value)
        print(f"{name:40} {value:12,.0f} {value / base:18.3f}")
    for game_id in ("watten", "hearts", "karnoeffel"):
        for name, rate in ((f"{game_id} apply (pure, with events)", apply_cost(game_id)),
                           (f"{game_id} state decode+encode", codec_cost(game_id))):
            value = per_second(rate, seconds)
            results[name + " us"] = round(1e6 / value, 2)
            print(f"{name + ' µs':40} {1e6 / value:12.2f} {base / value:18.3f}")
    rates = api_rates(seconds)
    print(f"{'API (Flask test client, one process)':40} {'req/s':>12} {'ratio to echo':>18}")
    for name, value in rates.items():
        results[f"api {name} req/s"] = round(value)
        print(f"{name:40} {value:12,.0f} {value / rates['echo']:18.3f}")
    sys.stdout.flush()
    return results


def result_path(facts: dict[str, Any], quick: bool) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dirty = "-dirty" if facts["git_dirty"] else ""
    return RESULTS / f"{stamp}-{facts['git_commit']}{dirty}{'-quick' if quick else ''}.json"


def main(argv: list[str] | None = None) -> int:
    from bench import http_bench
    from bench.machine import facts as machine_facts

    parser = http_bench.parser()
    parser.description = __doc__
    parser.add_argument("--engine-seconds", type=float, default=None,
                        help="seconds per engine figure (default 3; --quick skips the "
                        "engine part unless this is given)")
    parser.add_argument("--no-engine", action="store_true", help="skip the engine part")
    parser.add_argument("--no-http", action="store_true", help="skip the HTTP part")
    parser.add_argument("--json", help="write the results here instead of bench/results/")
    args = parser.parse_args(argv)
    start = time.monotonic()
    facts = machine_facts()
    results: dict[str, Any] = {"machine": facts}
    print(f"{facts['date']}  commit {facts['git_commit']}{' (dirty)' if facts['git_dirty'] else ''}"
          f"  {facts['cpus']} × {facts['cpu_model']}  load {facts['loadavg_start']}  "
          f"Python {facts['python']}, gunicorn {facts['versions']['gunicorn']}, Flask "
          f"{facts['versions']['flask']}; idle {facts['idle']}", flush=True)
    if not args.no_engine and not (args.quick and args.engine_seconds is None):
        seconds = args.engine_seconds or 3.0
        results["engine"] = {"seconds_per_figure": seconds, **engine_part(seconds)}
    if not args.no_http:
        results["http"] = http_bench.measure(http_bench.config(args))
        http_bench.print_table(results["http"])
    facts["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    results["seconds"] = round(time.monotonic() - start, 1)
    path = Path(args.json) if args.json else result_path(facts, args.quick)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n")
    print(f"\n{results['seconds']:.0f} s; results in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
