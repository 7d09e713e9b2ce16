"""`Move` is a value: built by keyword or position, frozen, equal and hashed by its fields,
copied and pickled whole (its `__new__` builds it without the dataclass `__init__`)."""

import copy
import dataclasses
import pickle

import pytest

from engine.errors import MalformedInput
from engine.moves import Move
from engine.registry import get_game


def test_unset_fields_are_none_and_set_ones_are_kept():
    move = Move(2, "play", seed=9)
    assert (move.seat, move.type, move.seed) == (2, "play", 9)
    assert all(getattr(move, name) is None
               for name in ("card", "cards", "rank", "suit", "call", "mode", "hands"))
    assert Move(seat=2, type="play", seed=9) == move


def test_a_move_cannot_be_changed():
    move = Move(0, "fold")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.seat = 1  # type: ignore[misc]
    with pytest.raises((AttributeError, TypeError)):
        move.extra = 1  # type: ignore[attr-defined]


def test_equal_fields_mean_equal_moves_and_equal_hashes():
    assert Move(1, "call", call="rank", rank="K") == Move(1, "call", call="rank", rank="K")
    assert hash(Move(1, "call", rank="K")) == hash(Move(1, "call", rank="K"))
    assert Move(1, "call", rank="K") != Move(1, "call", rank="O")
    assert len({Move(0, "play"), Move(0, "play"), Move(1, "play")}) == 2


@pytest.mark.parametrize("clone", [copy.copy, copy.deepcopy,
                                   lambda m: pickle.loads(pickle.dumps(m))])
def test_copies_and_pickles_keep_every_field(clone):
    move = Move(3, "deal", seed=2**53, hands=((),))
    other = clone(move)
    assert other == move and type(other) is Move
    assert [getattr(other, f.name) for f in dataclasses.fields(Move)] == \
        [getattr(move, f.name) for f in dataclasses.fields(Move)]


def test_replace_changes_only_the_named_field():
    move = dataclasses.replace(Move(1, "play", seed=4), seat=2)
    assert (move.seat, move.type, move.seed) == (2, "play", 4)


# ----- the boundary: Game.parse_move (api.md "Turn structure": malformed is a 422) ----

MALFORMED = [  # (move, the path named, the error code)
    ({"seat": 0, "type": "play", "card": ["HK"]}, "move.card", "bad_card"),
    ({"seat": 0, "type": "play", "card": "hk"}, "move.card", "bad_card"),
    ({"seat": 0, "type": "play"}, "move.card", "invalid_input"),
    ({"seat": 0, "type": "play", "card": "HK", "rank": "K"}, "move.rank", "invalid_input"),
    ({"seat": 9, "type": "play", "card": "HK"}, "move.seat", "invalid_input"),
    ({"seat": 0, "type": "bid", "card": "HK"}, "move.type", "unknown_move_type"),
    ({"seat": 0}, "move.type", "invalid_input"),
    (["seat", 0], "move", "invalid_input"),
    ({"seat": 0, "type": "deal", "seed": 2**53 + 1}, "move.seed", "invalid_input"),
    ({"seat": 0, "type": "deal", "seed": -1}, "move.seed", "invalid_input"),
    ({"seat": 0, "type": "deal", "seed": True}, "move.seed", "invalid_input"),
    ({"seat": 0, "type": "deal", "seed": 1.0}, "move.seed", "invalid_input"),
]


@pytest.mark.parametrize("game_id", ["watten", "karnoeffel", "hearts"])
@pytest.mark.parametrize(("data", "path", "code"), MALFORMED)
def test_a_malformed_move_is_refused_naming_its_field(game_id, data, path, code):
    game = get_game(game_id)
    state = game.new_state(game.resolve_options(), seed=1)
    with pytest.raises(MalformedInput) as raised:
        game.parse_move(data, state)
    assert (list(raised.value.errors), raised.value.code) == ([path], code)


@pytest.mark.parametrize(("cards", "reason"), [
    ("C3", "must be a list of card codes"),
    (3, "must be a list of card codes"),
    (None, "required for a pass move"),
])
def test_a_hearts_pass_is_a_list_of_card_codes(cards, reason):
    game = get_game("hearts")
    state = game.new_state(game.resolve_options(), seed=1)
    with pytest.raises(MalformedInput) as raised:
        game.parse_move({"seat": 0, "type": "pass", "cards": cards}, state)
    assert raised.value.errors == {"move.cards": reason}
