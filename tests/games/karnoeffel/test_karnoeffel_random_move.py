"""`Karnoeffel.random_move` skips building the list of legal moves for speed; it must
still draw what `Game.random_move` draws (the k-th legal move for the rng's k), so that
every legal card has its chance and seeded random play stays the documented one."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings

from engine.game import Game
from tests.games.karnoeffel.support import GAME, options
from tests.strategies import seeds


def drawn(random_move: Any, state: Any, seat: int, draw: int) -> Any:
    """What ``random_move`` gives with the rng seeded ``draw``: a move, or the type of
    what it raises (a seat that may not act now has no move to draw)."""
    try:
        return random_move(state, seat, random.Random(draw))
    except Exception as exc:  # compared with what the generic one raises
        return type(exc)


@settings(max_examples=40, deadline=None)
@given(seed=seeds())
def test_random_move_draws_as_the_generic_random_move(seed: int) -> None:
    rng = random.Random(seed)
    for players in (4, 2):
        state = GAME.new_state(options(players), seed=seed)
        for _ in range(40):
            draw = rng.getrandbits(32)
            for seat in range(players):
                assert drawn(GAME.random_move, state, seat, draw) == \
                    drawn(lambda *a: Game.random_move(GAME, *a), state, seat, draw)
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, GAME.random_move(state, seat, rng)).state


def test_random_move_plays_every_legal_card() -> None:
    """Trick 1's leader may lead any card but the Devil (§2.5): each has its chance."""
    state = GAME.new_state(options(), seed=5)
    seat = GAME.to_act(state)[0]
    legal = {m.card for m in GAME.legal_moves(state, seat)}
    rng = random.Random(1)
    drawn = {GAME.random_move(state, seat, rng).card for _ in range(200)}
    assert drawn == legal and len(legal) >= 4
