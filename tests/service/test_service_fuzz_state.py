"""Nothing a client sends yields a 500: every field of a real mid-hand state, replaced by
odd JSON values, is answered with a 4xx of the error shape (the engine codec rejects it
naming the path) or accepted."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from engine.registry import all_games
from tests.service.http_harness import bot_move, create_state, post_move

ODD_VALUES: list[Any] = [None, [], {}, "x", -1, 10**20, True, 1.5, [None], [[]], [{}],
                         [[None]], "HK", ["HK"], {"a": []}]

# (game, top-level field) → the engine bug that makes it a 500. Each is asserted in
# `test_known_engine_bug` (strict xfail: remove the entry once the engine is fixed).


def paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if prefix:
        yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from paths(value, (*prefix, i))


def replaced(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    out = copy.deepcopy(obj)
    cur = out
    for key in path[:-1]:
        cur = cur[key]
    cur[path[-1]] = value
    return out


def mid_hand_state(client: Any, game: str) -> dict[str, Any]:
    state = create_state(client, game, seed=5)
    for step in range(9):
        move = bot_move(client, game, state, seed=step)["move"]
        state = post_move(client, game, state, move)["state"]
    return state


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_odd_values_in_a_state_are_never_a_500(raw_client, game):
    state = mid_hand_state(raw_client, game)
    failures = []
    for path in paths(state):
        for value in ODD_VALUES:
            body = {"state": replaced(state, path, value)}
            resp = raw_client.post(f"/v1/games/{game}/legal-moves", json=body)
            if resp.status_code >= 500:
                failures.append((path, value))
            elif resp.status_code != 200:
                assert set(resp.get_json()) == {"code", "status", "message", "errors"}
    assert not failures, failures
