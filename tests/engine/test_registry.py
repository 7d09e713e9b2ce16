"""The one list of games (engine.registry): a test or a plug-in adds a game with
``register`` or for a block with ``registered``; an id names one game only; an unknown
id is `UnknownGame` (the service's 404 ``unknown_game``), naming the games it knows."""

from __future__ import annotations

import pytest

from engine.errors import UnknownGame
from engine.registry import all_games, get_game, register, registered

WATTEN = get_game("watten")


class WattenCopy(type(WATTEN)):  # type: ignore[misc]
    id = "watten-copy"


def test_a_game_is_served_for_the_block_it_is_registered_in() -> None:
    copy = WattenCopy()
    with registered(copy) as game:
        assert game is copy
        assert get_game("watten-copy") is copy
        assert [g.id for g in all_games()] == ["hearts", "karnoeffel", "watten",
                                               "watten-copy"]
        assert register(copy) is copy  # the same object again: nothing changes
    with pytest.raises(UnknownGame) as raised:
        get_game("watten-copy")
    assert raised.value.known == ["hearts", "karnoeffel", "watten"]
    assert "known games: hearts, karnoeffel, watten" in str(raised.value)


def test_an_id_names_one_game_only() -> None:
    copy = WattenCopy()
    copy.id = "watten"
    with pytest.raises(ValueError, match="a game with id 'watten' is already registered"):
        register(copy)
    assert get_game("watten") is WATTEN


def test_a_block_that_fails_still_unregisters_its_game() -> None:
    with pytest.raises(RuntimeError), registered(WattenCopy()):
        raise RuntimeError("the test failed")
    assert "watten-copy" not in [g.id for g in all_games()]
