"""Every integer option of every registered game at its minimum and at its maximum (the
bounds `GET /v1/games` publishes): the state created with it is one the service accepts
back, or the creation is refused for that option. Found by a black-box audit (session
23): a Watten ``target`` of 1 or 2 derived a ``tense_threshold`` of -1 or 0, below its
own minimum, so ``POST .../states`` answered 201 with a state that ``/legal-moves``
refused with 422."""

from __future__ import annotations

from typing import Any

import pytest

from service.app import create_app

APP = create_app({"TESTING": True, "RATE_LIMIT_BOT_MOVES": "off",
                  "RATE_LIMIT_SESSIONS": "off"})
CLIENT = APP.test_client()


def bounded_options() -> list[tuple[str, str, int]]:
    games = CLIENT.get("/v1/games").get_json()["games"]
    return [(game["id"], option["name"], option[bound])
            for game in games for option in game["options"]
            if option["type"] == "integer" for bound in ("minimum", "maximum")
            if bound in option]


CASES = bounded_options()


def test_every_game_has_bounded_integer_options() -> None:
    assert {game for game, _, _ in CASES} == {"watten", "karnoeffel", "hearts"}


@pytest.mark.parametrize(("game", "name", "value"), CASES,
                         ids=[f"{g}-{n}-{v}" for g, n, v in CASES])
def test_a_state_made_with_an_option_at_its_bound_is_accepted_back(
        game: str, name: str, value: int) -> None:
    made = CLIENT.post(f"/v1/games/{game}/states", json={"options": {name: value}, "seed": 3})
    if made.status_code == 422:  # refused up front (e.g. a Hearts pass_count of 16 with
        # 13 cards a hand): then for the option the client sent, not another one
        assert list(made.get_json()["errors"]) == [f"options.{name}"], made.get_json()
        return
    assert made.status_code == 201, made.get_json()
    state: dict[str, Any] = made.get_json()["state"]
    for option, given in state["options"].items():
        described = next(o for o in CLIENT.get(f"/v1/games/{game}").get_json()["options"]
                         if o["name"] == option)
        if isinstance(given, int) and not isinstance(given, bool) and "minimum" in described:
            assert described["minimum"] <= given <= described["maximum"], option
    legal = CLIENT.post(f"/v1/games/{game}/legal-moves", json={"state": state})
    assert legal.status_code == 200, legal.get_json()
    assert legal.get_json()["moves"]
