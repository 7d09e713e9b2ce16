"""What `GET /v1/games/{game}` says of each option, and how every game refuses an option
set its rules do not allow, held the same in every game (a rules audit, branch
`audit-game-issues`, found the games disagreeing):

* every option lists its allowed values (api.md: "types, allowed values, defaults and
  one-line descriptions"; issue 4: "type, allowed values, default and a one-line
  description"): an enum its values, an integer its minimum and maximum, a list the
  values of its items, and a boolean ``[true, false]`` (it listed none);
* options that are each valid but cannot be combined are a 422 with the code
  ``invalid_option_combination`` ("options that cannot be combined", the service's list
  of codes) in every game, naming the option and saying why. Watten answered so; Hearts
  and Karnöffel answered ``invalid_option`` (the code of a value that is wrong by itself),
  so a client could not tell the two apart by the code.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.app import create_app

APP = create_app({"TESTING": True, "RATE_LIMIT_BOT_MOVES": "off",
                  "RATE_LIMIT_SESSIONS": "off"})
CLIENT = APP.test_client()
GAMES = ("watten", "karnoeffel", "hearts")


def test_every_option_lists_its_allowed_values() -> None:
    missing: list[str] = []
    wrong: list[str] = []
    for game in GAMES:
        for option in CLIENT.get(f"/v1/games/{game}").get_json()["options"]:
            name, kind = f"{game}.{option['name']}", option["type"]
            assert option["description"] and "\n" not in option["description"], name
            if kind == "integer" and "allowed" not in option:
                assert isinstance(option["minimum"], int), name
                assert isinstance(option["maximum"], int), name
                continue
            allowed = option.get("allowed")
            if not allowed:
                missing.append(name)
            elif kind == "boolean" and (sorted(allowed) != [False, True]
                                        or allowed[0] != option["default"]):
                wrong.append(name)  # both values, the default first (the spec's tables)
            elif kind != "array" and option["default"] is not None \
                    and allowed[0] != option["default"]:
                wrong.append(name)
    assert (missing, wrong) == ([], [])


# (game, options, the option named, words of the reason); Watten's own are in
# tests/games/watten/test_watten_variants.py
COMBINATIONS = [
    ("hearts", {"moon_requires_jd": True}, "moon_requires_jd", "omnibus"),
    ("hearts", {"players": 3, "pass_cycle": ["left", "across"]}, "pass_cycle", "even"),
    ("hearts", {"players": 5, "removed_cards": ["D2"]}, "removed_cards", "evenly"),
    ("hearts", {"pass_count": 13}, "pass_count", "hand size"),
    ("karnoeffel", {"players": 2, "partner_hands_visible": False}, "partner_hands_visible",
     "two-player"),
]


def expect_combination(response: Any, path: str, words: str) -> None:
    body = response.get_json()
    assert response.status_code == 422, body
    assert body["code"] == "invalid_option_combination", body
    assert list(body["errors"]) == [path], body
    assert words in body["message"], body


@pytest.mark.parametrize(("game", "options", "name", "words"), COMBINATIONS,
                         ids=[f"{g}-{n}" for g, _, n, _ in COMBINATIONS])
def test_options_that_cannot_be_combined_are_invalid_option_combination(
        game: str, options: dict[str, Any], name: str, words: str) -> None:
    expect_combination(CLIENT.post(f"/v1/games/{game}/states", json={"options": options}),
                       f"options.{name}", words)
    seats = [{"kind": "human"}] * (options.get("players") or 4)
    expect_combination(CLIENT.post("/v1/sessions", json={"game": game, "options": options,
                                                         "seats": seats}),
                       f"options.{name}", words)
    # a state of the other options, then carrying the one that does not go with them
    others = {k: v for k, v in options.items() if k != name}
    state = CLIENT.post(f"/v1/games/{game}/states",
                        json={"seed": 1, "options": others}).get_json()["state"]
    posted = {**state, "options": {**state["options"], name: options[name]}}
    expect_combination(CLIENT.post(f"/v1/games/{game}/legal-moves", json={"state": posted}),
                       f"state.options.{name}", words)


def test_a_preset_and_an_option_that_cannot_be_combined() -> None:
    expect_combination(CLIENT.post("/v1/games/karnoeffel/states",
                                   json={"preset": "closed", "options": {"players": 2}}),
                       "options.partner_hands_visible", "two-player")
