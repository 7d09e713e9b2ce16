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


def retyped(obj: Any) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every integer leaf as a float (2 → 2.0) and every boolean as an integer (True → 1),
    with its path: equal in Python, another type in JSON."""
    for path in paths(obj):
        value = obj
        for key in path:
            value = value[key]
        if isinstance(value, bool):
            yield path, int(value)
        elif isinstance(value, int):
            yield path, float(value)


def hand_over_state(client: Any, game: str) -> dict[str, Any]:
    """A state right after a hand ended (its ``hand_result`` set), by random bot moves."""
    state = create_state(client, game, seed=5)
    for step in range(400):
        if state["phase"] == "hand_over":
            return state
        move = bot_move(client, game, state, seed=step)["move"]
        state = post_move(client, game, state, move)["state"]
    raise AssertionError(f"{game}: no hand ended in 400 moves")


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_a_number_or_truth_value_of_another_json_type_is_a_422_naming_its_place(raw_client,
                                                                              game):
    """api.md: wrong types are a 4xx. 2.0 for 2 or 1 for true anywhere in a state, at
    the end of a hand (with its result) and in the middle of one, is a 422 whose errors
    name the state's field (derived fields used to be compared with Python's ==, which
    holds them equal, and a float among a Watten hand's winners was a 500)."""
    for state in (mid_hand_state(raw_client, game), hand_over_state(raw_client, game)):
        for path, value in retyped(state):
            resp = raw_client.post(f"/v1/games/{game}/legal-moves",
                                   json={"state": replaced(state, path, value)})
            assert resp.status_code == 422, (path, value, resp.get_json())
            error = resp.get_json()
            assert set(error) == {"code", "status", "message", "errors"}
            assert any(key.startswith(f"state.{path[0]}") for key in error["errors"]), (
                path, error)
