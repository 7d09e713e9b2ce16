"""Option values every game checks alike (engine.options): api.md "Unknown options or
values are a 422 that names them" and "unset optional limits as null"; README "API
decisions" (a value wrong by itself is ``invalid_option``, a preset and options combine,
the preset first) and "Hardening" (integers within -2^53…2^53, list options capped).
Each refusal names ``options.<name>``, the path the 422 carries."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.errors import MalformedInput
from engine.game import Game
from engine.limits import MAX_INT
from engine.options import describe_options, option_fields
from engine.registry import all_games, get_game

OPTIONS = [(game.id, name, meta) for game in all_games()
           for name, meta, _ in option_fields(game.Options)]


def refusal(game_id: str, options: Any = None, preset: str | None = None
            ) -> MalformedInput:
    with pytest.raises(MalformedInput) as raised:
        get_game(game_id).resolve_options(options, preset)
    return raised.value


@pytest.mark.parametrize(("game_id", "name", "meta"), OPTIONS,
                         ids=[f"{g}-{n}" for g, n, _ in OPTIONS])
def test_only_an_optional_limit_may_be_null(game_id: str, name: str, meta: Any) -> None:
    if meta.nullable:
        assert getattr(get_game(game_id).resolve_options({name: None}), name) is None
    else:
        exc = refusal(game_id, {name: None})
        assert (exc.code, exc.errors) == ("invalid_option", {f"options.{name}":
                                                             "must not be null"})


INTEGERS = [(g, n, m) for g, n, m in OPTIONS if m.kind == "int"]


@pytest.mark.parametrize(("game_id", "name", "meta"), INTEGERS,
                         ids=[f"{g}-{n}" for g, n, _ in INTEGERS])
def test_an_integer_option_is_refused_beyond_2_53_and_beyond_its_own_bounds(
        game_id: str, name: str, meta: Any) -> None:
    for value in (MAX_INT + 1, -MAX_INT - 1):
        assert refusal(game_id, {name: value}).errors == {
            f"options.{name}": "must be between -2^53 and 2^53"}
    assert refusal(game_id, {name: MAX_INT}).errors == {
        f"options.{name}": f"must be at most {meta.maximum}"}
    assert refusal(game_id, {name: -MAX_INT}).errors == {
        f"options.{name}": f"must be at least {meta.minimum}"}


LISTS = [(g, n, m) for g, n, m in OPTIONS if m.kind in ("cards", "directions")]


@pytest.mark.parametrize(("game_id", "name", "meta"), LISTS,
                         ids=[f"{g}-{n}" for g, n, _ in LISTS])
@pytest.mark.parametrize("value", ["left", [1], [None], [["left"]]])
def test_a_list_option_is_a_list_of_strings(game_id: str, name: str, meta: Any,
                                            value: Any) -> None:
    exc = refusal(game_id, {name: value})
    assert (exc.code, exc.errors) == ("invalid_option", {f"options.{name}":
                                                         "must be a list of strings"})


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
@pytest.mark.parametrize("options", [["target", 5], "target=5", 5])
def test_options_must_be_an_object(game_id: str, options: Any) -> None:
    exc = refusal(game_id, options)
    assert (exc.code, exc.errors) == ("invalid_option", {"options": "must be an object"})


def test_an_unknown_preset_is_named_with_the_known_ones() -> None:
    exc = refusal("watten", preset="schnapsen")
    assert exc.code == "unknown_preset"
    assert list(exc.errors) == ["preset"]
    assert "'bavarian'" in exc.message and "'schnapsen'" in exc.message


def test_derived_defaults_say_how_they_are_chosen() -> None:
    """GET /v1/games/{game}: an option whose default depends on others shows the rule."""
    described = {o["name"]: o for o in describe_options(get_game("watten").Options)}
    assert described["target"]["default_rule"] == "15, or 11 with 3 players"
    assert "default_rule" not in described["variant"]


def test_an_enum_of_numbers_is_described_as_an_integer() -> None:
    """Watten ``players``: one of 2, 3, 4, published as an integer, not a string."""
    described = {o["name"]: o for o in describe_options(get_game("watten").Options)}
    assert (described["players"]["type"], described["players"]["allowed"]) == (
        "integer", [4, 2, 3])
    assert described["variant"]["type"] == "string"


def test_a_game_whose_preset_names_an_unknown_option_fails_when_it_is_declared() -> None:
    base = get_game("watten")
    with pytest.raises(ValueError, match=r"preset broken names unknown options \['nope'\]"):
        type("BrokenGame", (Game,), {"Options": base.Options,
                                     "presets": {"broken": {"nope": 1}}})


def test_the_options_json_is_the_callers_own() -> None:
    """`options_to_json`: a fresh dict with fresh lists every time (the caller may change
    it: a session adds to a state's JSON)."""
    game = get_game("hearts")
    options = game.resolve_options({"pass_cycle": ["left", "none"]})
    first = game.options_json(options)
    expected = json.loads(json.dumps(first))
    first["pass_cycle"].append("right")
    first["target"] = 1
    assert game.options_json(options) == expected
