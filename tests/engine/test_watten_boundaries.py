"""The engine's boundaries: malformed moves and explicit deals at the engine API, and
states `decode` must reject because no play reaches them (§1.10-§1.12).

1. Engine-level input validation: `new_state` / the `deal` move refuse an explicit deal
   with a duplicate card or the wrong number of hands, and `check` refuses a move whose
   seat, suit or type is outside the game (MalformedInput, never AssertionError/KeyError).
2. `decode` refuses a side at the target while the hand is still played, a finished match
   nobody won, a stake that no sequence of raises gives, a pending raise the raising side
   was not allowed to make.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import Deal, IllegalMove, InvalidState, MalformedInput, Move
from tests.engine.watten_helpers import GAME, cards, deal_state, load_vectors, play, run_scenario

HANDS = load_vectors("watten_hands.json")["scenarios"]
WH01 = HANDS[0]["hands"]
SCENARIO = {s["id"]: s for s in HANDS}


def named(options: dict[str, Any] | None = None) -> Any:
    state = deal_state(GAME.resolve_options(options or {}), 0, WH01)
    return play(state, Move(1, "call_rank", rank="O"), Move(0, "call_suit", suit="G"))


# ----- 1. input validation at the engine boundary -------------------------------------

def test_new_state_accepts_a_deal_with_a_duplicate_card() -> None:
    """engine/games/watten/rules.py `_start_hand` checks each hand's size and deck
    membership but not duplicates: seat 3 gets seat 0's cards, 5 cards vanish."""
    hands = [cards(h) for h in WH01]
    hands[3] = hands[0]
    with pytest.raises(MalformedInput) as info:
        GAME.new_state(GAME.resolve_options(), seed=1, dealer=0, deal=Deal(hands=hands))
    assert info.value.code == "invalid_deal"


@pytest.mark.parametrize("count", [3, 5])
def test_new_state_accepts_the_wrong_number_of_hands(count: int) -> None:
    """`_start_hand` never compares len(hands) with the number of players."""
    extra = cards(["ET", "E9", "HA", "HU", "H7"])
    hands = [cards(h) for h in WH01][:count] + ([extra] if count > 4 else [])
    with pytest.raises(MalformedInput) as info:
        GAME.new_state(GAME.resolve_options(), seed=1, dealer=0, deal=Deal(hands=hands))
    assert info.value.code == "invalid_deal"


def test_deal_move_accepts_duplicate_cards() -> None:
    """The same hole through the `deal` move (`check` returns None, `_next_hand` deals)."""
    state = run_scenario(SCENARIO["WH-04"])  # hand over, seat 1 deals next
    hands = [tuple(cards(h)) for h in WH01]
    hands[2] = hands[1]
    move = Move(1, "deal", hands=tuple(hands))
    with pytest.raises((MalformedInput, IllegalMove)):
        GAME.apply(state, move)


@pytest.mark.parametrize("move", [Move(4, "raise"), Move(7, "raise"), Move(-1, "raise")],
                         ids=["seat 4", "seat 7", "seat -1"])
def test_check_accepts_a_raise_by_a_seat_out_of_range(move: Move) -> None:
    """rules.py `check` → `can_raise` never checks the seat: it returns None (legal) and
    `apply` records a pending raise by seat 4, a state `decode` then rejects."""
    state = named()
    try:
        violation = GAME.check(state, move)
    except MalformedInput:
        return
    assert violation is not None, f"{move} is called legal"


def test_check_accepts_a_hold_by_a_seat_out_of_range() -> None:
    state = play(named(), Move(0, "raise"))
    try:
        violation = GAME.check(state, Move(5, "hold"))
    except MalformedInput:
        return
    assert violation is not None


@pytest.mark.parametrize("suit", ["X", "C", None])
def test_check_accepts_a_trump_suit_outside_the_game(suit: str | None) -> None:
    """rules.py `check` for call_suit only checks phase and seat: suit "X" is legal and
    `apply` then raises KeyError (Card.parse('XO')) in `_name_trump`."""
    state = play(deal_state(GAME.resolve_options(), 0, WH01), Move(1, "call_rank", rank="O"))
    try:
        violation = GAME.check(state, Move(0, "call_suit", suit=suit))
    except MalformedInput:
        return
    assert violation is not None


def test_unknown_rank_gets_the_wrong_code() -> None:
    """rules.py `_check_call_rank`: rank "X" is reported as must_hold_schlag_rank (an option
    that is off); REASON_CODES has rank_not_in_game for a rank outside the deck."""
    state = deal_state(GAME.resolve_options(), 0, WH01)
    with pytest.raises(MalformedInput) as info:  # not a rank at all: malformed (422)
        GAME.check(state, Move(1, "call_rank", rank="X"))
    assert info.value.errors == {"move.rank": info.value.errors["move.rank"]}
    violation = GAME.check(state, Move(1, "call_rank", rank="6"))  # the Weli: Tyrolean only
    assert violation is not None and violation.code == "rank_not_in_game"


@pytest.mark.parametrize("move", [Move(1, "jump"), Move(1, "play"), Move(1, "call_rank")],
                         ids=["unknown type", "play without card", "call_rank without rank"])
def test_malformed_move_crashes_check(move: Move) -> None:
    """rules.py `check` ends in `raise AssertionError(mtype)` / `assert card is not None`
    / `assert rank is not None`: a malformed move should be a Violation or
    MalformedInput, not an AssertionError (gone under python -O)."""
    state = deal_state(GAME.resolve_options(), 0, WH01)
    if move.type == "play":
        state = named()
    try:
        violation = GAME.check(state, move)
    except MalformedInput:
        return
    assert violation is not None


# ----- 2. decode accepts impossible states -------------------------------------------

def encoded(state: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(GAME.encode(state)))
    for derived in ("to_act", "tense", "tricks_won", "sides"):
        data.pop(derived, None)
    return data


def set_pending(d: dict[str, Any], seat: int, last: int | None, stake: int,
                scores: list[int]) -> None:
    d["raise"] = {"pending": {"seat": seat, "side": seat % 2}, "last_raiser": last}
    d["stake"] = stake
    d["scores"] = scores


Mutation = Callable[[dict[str, Any]], object]
IMPOSSIBLE: list[tuple[str, Callable[[], Any], Mutation]] = [
    # §1.12: the match ends when a side reaches the target; no hand is played after it.
    ("play phase with a side at the target", named,
     lambda d: d.__setitem__("scores", [15, 0])),
    ("match over although nobody reached the target",
     lambda: run_scenario(SCENARIO["WH-04"]),
     lambda d: (d.__setitem__("phase", "match_over"), d.__setitem__("match_winners", [1]))),
    ("match won by the side below the target", lambda: run_scenario(SCENARIO["WH-05"]),
     lambda d: d.__setitem__("match_winners", [1])),
    # §1.10/§1.11: V starts at 2, or 3 if a side is tense, and +1 per accepted raise.
    ("no raise yet, a tense side, stake 2", named,
     lambda d: d.__setitem__("scores", [13, 8])),
    ("no raise yet, stake 5", named, lambda d: d.__setitem__("stake", 5)),
    ("a raise accepted, stake still 2", named,
     lambda d: d["raise"].__setitem__("last_raiser", 1)),
    # §1.10 (c), (d): the side that made the last raise, or a tense side, cannot raise.
    ("pending raise by a tense side", named, lambda d: set_pending(d, 0, None, 3, [13, 8])),
    ("pending raise by the last raiser's side", named, lambda d: set_pending(d, 1, 1, 3, [0, 0])),
    # §1.12: the hand result names who won and what it was worth.
    ("hand result winners contradict its points", lambda: run_scenario(SCENARIO["WH-04"]),
     lambda d: d["hand_result"].__setitem__("winners", [0])),
    # §1.7: at most max_redeals redeals per hand.
    ("more redeals than max_redeals", lambda: deal_state(GAME.resolve_options(), 0, WH01),
     lambda d: d["redeal"].__setitem__("count", 3)),
]


@pytest.mark.parametrize(("base", "mutate"), [c[1:] for c in IMPOSSIBLE],
                         ids=[c[0] for c in IMPOSSIBLE])
def test_decode_accepts_an_impossible_state(base: Callable[[], Any],
                                                mutate: Mutation) -> None:
    """engine/games/watten/codec.py `_Decoder.check_consistency` does not relate scores,
    target, stake, raises, results and redeal count to each other."""
    data = encoded(base())
    GAME.decode(json.loads(json.dumps(data)))
    mutate(data)
    with pytest.raises(InvalidState):
        GAME.decode(data)


def test_apply_builds_a_state_that_decode_rejects() -> None:
    """The consequence of the seat bug: a state reached through `apply` must decode."""
    state = named()
    move = Move(4, "raise")
    with pytest.raises(MalformedInput):
        GAME.check(state, move)
    with pytest.raises(MalformedInput):
        GAME.apply(state, move)
    if GAME.check(state, Move(3, "raise")) is not None:
        return
    move = Move(3, "raise")
    after = GAME.apply(state, move).state
    GAME.decode(json.loads(json.dumps(GAME.encode(after))))  # raises InvalidState today
