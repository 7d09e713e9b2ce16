"""`Move` is a value: built by keyword or position, frozen, equal and hashed by its fields,
copied and pickled whole (its `__new__` builds it without the dataclass `__init__`)."""

import copy
import dataclasses
import pickle

import pytest

from engine.moves import Move


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
