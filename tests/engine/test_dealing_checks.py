"""The shared dealing checks of `engine.dealing`, at the engine (the service answers their
`MalformedInput` with a 422): seeds are integers 0…2^53 (exact in a JavaScript number),
the engine's own seeds too; seats lie on the table; an explicit deal is one list of
distinct card codes per seat."""

from __future__ import annotations

from typing import Any

import pytest

from engine.dealing import MAX_SEED, check_seat, check_seed, new_seed, parse_deal
from engine.errors import MalformedInput
from engine.registry import get_game


def test_a_fresh_seed_is_one_a_client_may_post_back() -> None:
    """A state made without a seed carries one the engine itself would accept."""
    for _ in range(200):
        assert check_seed(new_seed(), "seed") <= MAX_SEED
    game = get_game("karnoeffel")
    state = game.new_state(game.resolve_options({}))
    assert game.decode(game.encode(state)) is not None


@pytest.mark.parametrize("value", [0, 1, MAX_SEED])
def test_check_seed_accepts_0_to_2_to_the_53(value: int) -> None:
    assert check_seed(value, "seed") == value


@pytest.mark.parametrize("value", [-1, MAX_SEED + 1, True, 1.0, "7", None])
def test_check_seed_refuses_anything_else(value: Any) -> None:
    with pytest.raises(MalformedInput) as info:
        check_seed(value, "state.seed")
    assert list(info.value.errors) == ["state.seed"]


@pytest.mark.parametrize("value", [-1, 4, True, 1.0, "0"])
def test_check_seat_refuses_what_is_not_a_seat_of_the_table(value: Any) -> None:
    with pytest.raises(MalformedInput) as info:
        check_seat(value, 4, "seat")
    assert list(info.value.errors) == ["seat"]
    assert [check_seat(s, 4, "seat") for s in range(4)] == [0, 1, 2, 3]


GOOD = [["EA", "EK"], ["GA", "GK"]]


@pytest.mark.parametrize(("hands", "path", "code"), [
    ("EA EK GA GK", "deal", "invalid_deal"),
    ([["EA", "EK"]], "deal", "invalid_deal"),
    ([["EA", "EK"], "GA"], "deal[1]", "invalid_deal"),
    ([["EA", "EK"], ["GA"]], "deal[1]", "invalid_deal"),
    ([["EA", "EK"], ["GA", "EA"]], "deal[1][1]", "invalid_deal"),
    ([["EA", "EK"], ["GA", "XX"]], "deal[1][1]", "bad_card"),
])
def test_parse_deal_refuses_hands_no_deal_gives(hands: Any, path: str, code: str) -> None:
    deck = get_game("watten").deck(get_game("watten").resolve_options({}))
    with pytest.raises(MalformedInput) as info:
        parse_deal(hands, "deal", deck, 2, 2)
    assert list(info.value.errors) == [path] and info.value.code == code
    assert [[c.code for c in h] for h in parse_deal(GOOD, "deal", deck, 2, 2)] == GOOD
