"""The fields every game's state has, read by the shared readers of `engine.codec`.

api.md "The state": a state that cannot occur (wrong types, wrong counts, a seat out of
range, scores that are not integers) is a 422 that says what is wrong and where; README
"API decisions": every integer a codec reads lies in -2^53…2^53, a seed in 0…2^53, and a
posted state must carry its seed. Each case below changes one field of a real state of
every registered game and expects `MalformedInput` (the 422) naming that field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.errors import MalformedInput
from engine.registry import all_games, get_game
from engine.results import Stage
from tests.strategies import random_playout, states_of

GAMES = [game.id for game in all_games()]
LARGEST = 2**53  # README: every integer within ±2^53, a seed within 0…2^53
TOO_BIG = LARGEST + 1

Change = Callable[[dict[str, Any]], None]


def playing_state(game_id: str) -> dict[str, Any]:
    """A state in the middle of a hand: a card lies on the current trick."""
    game = get_game(game_id)
    for state in states_of(random_playout(game, game.resolve_options(), 11, max_moves=200)):
        data = game.encode(state)
        if game.stage(state) is Stage.IN_HAND and (data.get("trick") or {}).get("cards"):
            return data
    raise AssertionError("no card was played")


def hand_over_state(game_id: str) -> tuple[dict[str, Any], int]:
    """A state between hands, and a seat that holds no card in it."""
    game = get_game(game_id)
    for state in states_of(random_playout(game, game.resolve_options(), 11, max_moves=600)):
        if game.stage(state) is not Stage.IN_HAND:
            data = game.encode(state)
            if [] in data["hands"]:
                return data, data["hands"].index([])
    raise AssertionError("no hand was played out")


def refusal(game_id: str, data: dict[str, Any]) -> dict[str, str]:
    with pytest.raises(MalformedInput) as raised:
        get_game(game_id).decode(data)
    return raised.value.errors


def setter(name: str, value: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        data[name] = value
    return change


def first(name: str, value: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        data[name][0] = value
    return change


CHANGES: dict[str, tuple[Change, str]] = {
    "version above 2^53": (setter("version", TOO_BIG), "state.version"),
    "version below 0": (setter("version", -1), "state.version"),
    "version true": (setter("version", True), "state.version"),
    "hand_number above 2^53": (setter("hand_number", TOO_BIG), "state.hand_number"),
    "match_number 0": (setter("match_number", 0), "state.match_number"),
    "seed above 2^53": (setter("seed", TOO_BIG), "state.seed"),
    "seed negative": (setter("seed", -1), "state.seed"),
    "seed true": (setter("seed", True), "state.seed"),
    "seed a string": (setter("seed", "7"), "state.seed"),
    "options absent": (lambda data: data.pop("options"), "state.options"),
    "options a list": (setter("options", []), "state.options"),
    "phase absent": (lambda data: data.pop("phase"), "state.phase"),
    "phase a number": (setter("phase", 1), "state.phase"),
    "phase unknown": (setter("phase", "bidding"), "state.phase"),
    "dealer out of range": (setter("dealer", 9), "state.dealer"),
    "dealer one past the last seat": (lambda data: data.__setitem__("dealer", len(data["hands"])),
                                      "state.dealer"),
    "scores null": (setter("scores", None), "state.scores"),
    "one score too many": (lambda data: data["scores"].append(0), "state.scores"),
    "one score too few": (lambda data: data["scores"].pop(), "state.scores"),
    "a score above 2^53": (first("scores", TOO_BIG), "state.scores"),
    "a score below -2^53": (first("scores", -TOO_BIG), "state.scores"),
    "every score above 2^53": (lambda data: data.__setitem__(
        "scores", [TOO_BIG] * len(data["scores"])), "state.scores"),
    "every score a float": (lambda data: data.__setitem__(
        "scores", [0.0] * len(data["scores"])), "state.scores"),
    "hands null": (setter("hands", None), "state.hands"),
    "a hand too few": (lambda data: data["hands"].pop(), "state.hands"),
    "a hand a card code instead of a list": (
        lambda data: data["hands"].__setitem__(1, data["hands"][1][0]), "state.hands[1]"),
    "the trick's cards null": (lambda data: data["trick"].__setitem__("cards", None),
                               "state.trick.cards"),
    "the trick's cards an object": (
        lambda data: data["trick"].__setitem__("cards", {"seat": 0, "card": "HK"}),
        "state.trick.cards"),
}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("case", list(CHANGES))
def test_a_shared_field_that_cannot_occur_is_refused_at_its_path(game_id: str, case: str
                                                                 ) -> None:
    change, path = CHANGES[case]
    data = playing_state(game_id)
    change(data)
    assert path in refusal(game_id, data)


@pytest.mark.parametrize("game_id", GAMES)
def test_integer_bounds_are_named_in_the_refusal(game_id: str) -> None:
    """The reason states the field's own range: a version counts from 0, a hand from 1."""
    data = playing_state(game_id)
    data["version"] = TOO_BIG
    assert refusal(game_id, data)["state.version"] == f"must be between 0 and {LARGEST}"
    data = playing_state(game_id)
    data["hand_number"] = TOO_BIG
    assert refusal(game_id, data)["state.hand_number"] == f"must be between 1 and {LARGEST}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_out_of_range_is_named_with_the_seats_of_the_table(game_id: str) -> None:
    data = playing_state(game_id)
    n = len(data["hands"])
    data["dealer"] = n
    assert refusal(game_id, data)["state.dealer"] == f"seat {n} is out of range 0..{n - 1}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_largest_seed_is_accepted(game_id: str) -> None:
    """Seeds are at most 2^53, that one included."""
    game = get_game(game_id)
    data = playing_state(game_id)
    data["seed"] = LARGEST
    assert game.encode(game.decode(data))["seed"] == LARGEST


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hidden_hand_is_not_an_empty_one(game_id: str) -> None:
    """A view hides a hand as null; a posted state must list it, even when it holds no
    card (between hands every hand is empty)."""
    data, seat = hand_over_state(game_id)
    data["hands"][seat] = None
    assert f"state.hands[{seat}]" in refusal(game_id, data)


@pytest.mark.parametrize("game_id", ["hearts", "watten"])
def test_match_winners_name_the_scoring_units_of_the_table(game_id: str) -> None:
    """Watten scores by side (0 and 1), Hearts by seat (0..3)."""
    data = playing_state(game_id)
    units = len(data["scores"])
    data["match_winners"] = [units]
    assert refusal(game_id, data) == {
        "state.match_winners": f"must be null or a list of distinct numbers 0..{units - 1}"}


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "karnoeffel"])
@pytest.mark.parametrize("winners", ["absent", [], [0, 0], [-1], [7], [True], "0"])
def test_match_winners_are_null_or_distinct_scoring_units(game_id: str, winners: Any) -> None:
    """``match_winners`` is not derived in Watten and Hearts: it must be given, as null or
    a non-empty list of distinct sides or seats."""
    data = playing_state(game_id)
    if winners == "absent":
        del data["match_winners"]
    else:
        data["match_winners"] = winners
    assert "state.match_winners" in refusal(game_id, data)


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("schlag", "X", None),
    ("trump", 3, None),
    ("bummerl", [-1, 0], "values must be at least 0"),
    ("bummerl", [0, TOO_BIG], "values must be between -2^53 and 2^53"),
])
def test_watten_calls_and_bummerl_that_cannot_occur(field: str, value: Any,
                                                    reason: str | None) -> None:
    """Watten's Schlag and trump are null or one of the game's ranks and suits; a side's
    Bummerl count is never negative."""
    data = playing_state("watten")
    data[field] = value
    errors = refusal("watten", data)
    assert f"state.{field}" in errors
    if reason is not None:
        assert errors[f"state.{field}"] == reason


@pytest.mark.parametrize("field", ["schlag", "trump", "tense_choice"])
def test_watten_optional_calls_must_be_given(field: str) -> None:
    data = playing_state("watten")
    del data[field]
    assert refusal("watten", data) == {f"state.{field}": "missing"}


@pytest.mark.parametrize("short", [[1], [0, 1, 2, 3]])
def test_a_hearts_pass_record_of_the_wrong_size_is_refused(short: list[int]) -> None:
    """After the exchange, ``passed`` and ``received`` record exactly ``pass_count``
    cards per seat (api.md: wrong counts are a 422)."""
    game = get_game("hearts")
    for state in states_of(random_playout(game, game.resolve_options(), 11, max_moves=10)):
        data = game.encode(state)
        if data["phase"] == "play":
            break
    for seat in short:
        data["received"][seat].pop()
    assert f"state.received[{short[0]}]" in refusal("hearts", data)
