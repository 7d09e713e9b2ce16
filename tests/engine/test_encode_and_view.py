"""`Game.encode_and_view` answers exactly ``(encode(state), view(state, seat))`` for every
game, state and viewer, and building the view leaves the encoding as it was (the session
service stores the one and answers the other, and the two share nested values)."""

from __future__ import annotations

import pytest

from engine.registry import all_games
from tests.strategies import random_playout, states_of


@pytest.mark.parametrize("game", list(all_games()), ids=lambda g: g.id)
def test_encode_and_view_is_encode_and_view(game):
    options = game.resolve_options(None, None)
    seats = [None, *range(game.players(options))]
    for seed in (1, 2):
        for i, state in enumerate(states_of(random_playout(game, options, seed,
                                                           max_moves=400))):
            if i % 7:
                continue
            expected_encoding = game.encode(state)
            for seat in seats:
                encoding, view = game.encode_and_view(state, seat)
                assert view == game.view(state, seat), (seed, i, seat)
                assert list(view) == list(game.view(state, seat))  # the key order too
                assert encoding == expected_encoding  # the view changed no shared value
