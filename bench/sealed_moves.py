"""`make bench-sealed`: the cost of a sealed ``POST /moves`` (a ``state_token`` in, a new
one out) against the plain one (the ``state`` in and out), in the same run.

    python -m bench.sealed_moves [--rounds 9] [--positions 40]

In-process, through the Flask test client (no network, no gunicorn: what is compared is
the app's work per request, where sealing lives). For every game, ``--positions``
mid-hand positions from seeded random play, each with a legal move; the request bodies
are serialised once beforehand (both variants post the same move of the same position:
one as the state's JSON, one as its token). The rounds alternate which variant goes
first, so drift of the machine cancels; a round is every position once. Reported: the
median over rounds of the mean µs per request, the ratio sealed/plain per game and over
all games, the sizes of the state JSON and of the token, and the cost of seal + open
alone (µs, `StateSealer` without HTTP).
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import statistics
import time

from flask.testing import FlaskClient

from engine.registry import all_games, get_game
from service.app import create_app
from service.sealing import EXTENSION, StateSealer

KEY = base64.urlsafe_b64encode(bytes(range(32))).rstrip(b"=").decode()


def positions(sealer: StateSealer, game: str, count: int) -> list[tuple[bytes, bytes]]:
    """(plain body, sealed body) of /moves for ``count`` positions of ``game``."""
    engine_game = get_game(game)
    rng = random.Random(f"bench-sealed:{game}")
    out: list[tuple[bytes, bytes]] = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = engine_game.new_state(engine_game.resolve_options(None, None), seed=seed)
        for _ in range(rng.randrange(1, 30)):
            moves = engine_game.legal_moves(state)
            if not moves:
                break
            state = engine_game.apply(state, rng.choice(moves)).state
        moves = engine_game.legal_moves(state)
        if not moves:
            continue
        encoded = engine_game.encode(state)
        move = rng.choice(moves).to_json()
        token = sealer.seal(game, encoded)
        out.append((json.dumps({"state": encoded, "move": move}).encode(),
                    json.dumps({"state_token": token, "move": move}).encode()))
    return out


def one_round(client: FlaskClient, path: str, bodies: list[bytes], key: str,
              ) -> tuple[float, float]:
    """Mean µs per request (wall clock, CPU time of this process) of posting every body
    once. The CPU time is the steadier figure on a machine shared with other work."""
    wall, cpu = time.perf_counter(), time.process_time()
    for body in bodies:
        r = client.post(path, data=body, content_type="application/json")
        if r.status_code != 200 or key not in r.get_json():
            raise RuntimeError(f"{path}: {r.status_code} {r.get_data(as_text=True)[:200]}")
    return ((time.perf_counter() - wall) * 1e6 / len(bodies),
            (time.process_time() - cpu) * 1e6 / len(bodies))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args(argv)
    app = create_app({"TESTING": True, "STATE_TOKEN_KEYS": KEY})
    client = app.test_client()
    sealer: StateSealer = app.extensions[EXTENSION]
    totals = {"plain wall": 0.0, "sealed wall": 0.0, "plain cpu": 0.0, "sealed cpu": 0.0}
    print(f"{'game':<11} {'plain µs':>9} {'sealed µs':>10} {'ratio':>6} {'cpu ratio':>9} "
          f"{'state B':>8} {'token B':>8} {'seal+open cpu µs':>17}")
    for game in [g.id for g in all_games()]:
        pairs = positions(sealer, game, args.positions)
        plain = [p for p, _ in pairs]
        sealed = [s for _, s in pairs]
        path = f"/v1/games/{game}/moves"
        one_round(client, path, plain, "state")  # warm up both
        one_round(client, path, sealed, "state_token")
        times: dict[str, list[float]] = {name: [] for name in totals}
        for r in range(args.rounds):
            order = [("plain", plain, "state"), ("sealed", sealed, "state_token")]
            for name, bodies, key in (order if r % 2 == 0 else order[::-1]):
                wall, cpu = one_round(client, path, bodies, key)
                times[f"{name} wall"].append(wall)
                times[f"{name} cpu"].append(cpu)
        med = {name: statistics.median(v) for name, v in times.items()}
        for name, value in med.items():
            totals[name] += value
        states = [json.loads(p)["state"] for p in plain]
        state_bytes = statistics.mean(len(json.dumps(s, separators=(",", ":"))) for s in states)
        token_bytes = statistics.mean(len(json.loads(s)["state_token"]) for s in sealed)
        started = time.process_time()
        for _ in range(10):
            for s in states:
                sealer.open(game, sealer.seal(game, s))
        crypto_us = (time.process_time() - started) * 1e6 / len(states) / 10
        print(f"{game:<11} {med['plain wall']:>9.1f} {med['sealed wall']:>10.1f} "
              f"{med['sealed wall'] / med['plain wall']:>6.3f} "
              f"{med['sealed cpu'] / med['plain cpu']:>9.3f} {state_bytes:>8.0f} "
              f"{token_bytes:>8.0f} {crypto_us:>17.1f}")
    print(f"{'all games':<11} {totals['plain wall']:>9.1f} {totals['sealed wall']:>10.1f} "
          f"{totals['sealed wall'] / totals['plain wall']:>6.3f} "
          f"{totals['sealed cpu'] / totals['plain cpu']:>9.3f}   (sums of the per-game "
          f"medians; µs: wall clock per request)")


if __name__ == "__main__":
    main()
