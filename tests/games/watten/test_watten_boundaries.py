"""Watten's boundaries, as specifications: what `parse_move`, `parse_deal`,
`check_dealer` and `decode` refuse, with which code and at which path.

1. A JSON move is validated once, by `parse_move` (422 codes ``invalid_input``,
   ``unknown_move_type``, ``bad_card``, ``invalid_deal``); a well-formed move the rules
   forbid is a `Violation` of `check` (rank_not_in_game: the Weli is a Schlag only in
   Tyrolean Watten).
2. Explicit deals are validated once, by `parse_deal` (also inside a ``deal`` move).
3. `decode` is pure: a state without a seed is refused, never given a made-up one; and
   it refuses states no play reaches (§1.7, §1.10-§1.12), naming the path.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import InvalidState, MalformedInput, Move
from tests.games.watten.helpers import GAME, deal_state, load_vectors, play, run_scenario

HANDS = load_vectors("watten_hands.json")["scenarios"]
WH01 = HANDS[0]["hands"]  # dealer 0: seat 1 names the Schlag, seat 0 the trump
SCENARIO = {s["id"]: s for s in HANDS}
OPTIONS = GAME.resolve_options()


def dealt() -> Any:
    return deal_state(OPTIONS, 0, WH01)


def named() -> Any:
    return play(dealt(), Move(1, "call_rank", rank="O"), Move(0, "call_suit", suit="G"))


def refusal(call: Callable[[], object]) -> tuple[str, list[str]]:
    """The code and the paths of the MalformedInput that ``call`` raises."""
    with pytest.raises(MalformedInput) as info:
        call()
    assert all(info.value.errors.values()), "every path has a reason"
    return info.value.code, list(info.value.errors)


# ----- 1. parse_move --------------------------------------------------------------------

MALFORMED_MOVES: list[tuple[str, Any, str, str]] = [
    # (what, JSON move, code, path)
    ("not an object", "raise", "invalid_input", "move"),
    ("no type", {"seat": 1}, "invalid_input", "move.type"),
    ("an unknown type", {"seat": 1, "type": "jump"}, "unknown_move_type", "move.type"),
    ("no seat", {"type": "raise"}, "invalid_input", "move.seat"),
    ("seat 4 at a table of 4", {"seat": 4, "type": "raise"}, "invalid_input", "move.seat"),
    ("seat 7", {"seat": 7, "type": "hold"}, "invalid_input", "move.seat"),
    ("seat -1", {"seat": -1, "type": "raise"}, "invalid_input", "move.seat"),
    ("a seat that is a boolean", {"seat": True, "type": "raise"}, "invalid_input",
     "move.seat"),
    ("a seat that is a string", {"seat": "1", "type": "raise"}, "invalid_input",
     "move.seat"),
    ("a suit outside the game", {"seat": 0, "type": "call_suit", "suit": "X"},
     "invalid_input", "move.suit"),
    ("a French suit", {"seat": 0, "type": "call_suit", "suit": "C"}, "invalid_input",
     "move.suit"),
    ("call_suit without a suit", {"seat": 0, "type": "call_suit"}, "invalid_input",
     "move.suit"),
    ("a rank outside the game", {"seat": 1, "type": "call_rank", "rank": "X"},
     "invalid_input", "move.rank"),
    ("call_rank without a rank", {"seat": 1, "type": "call_rank"}, "invalid_input",
     "move.rank"),
    ("play without a card", {"seat": 1, "type": "play"}, "invalid_input", "move.card"),
    ("the Weli in the Bavarian deck", {"seat": 1, "type": "play", "card": "S6"}, "bad_card",
     "move.card"),
    ("an unknown call", {"seat": 1, "type": "play", "card": "HK", "call": "x"},
     "invalid_input", "move.call"),
    ("a field the type does not have", {"seat": 1, "type": "raise", "card": "HK"},
     "invalid_input", "move.card"),
    ("a deal seed that is not an integer", {"seat": 1, "type": "deal", "seed": "x"},
     "invalid_input", "move.seed"),
    ("a deal with a card twice", {"seat": 1, "type": "deal",
                                  "hands": [WH01[0], WH01[0], WH01[2], WH01[3]]},
     "invalid_deal", "move.hands[1][0]"),
]


@pytest.mark.parametrize(("data", "code", "path"), [c[1:] for c in MALFORMED_MOVES],
                         ids=[c[0] for c in MALFORMED_MOVES])
def test_parse_move_refuses_a_malformed_move(data: Any, code: str, path: str) -> None:
    state = named()
    assert refusal(lambda: GAME.parse_move(data, state)) == (code, [path])


def test_parse_move_returns_the_move_it_validated() -> None:
    state = named()
    assert GAME.parse_move({"seat": 1, "type": "play", "card": "HO"}, state) == \
        Move(1, "play", card=GAME.deck(OPTIONS).parse("HO"))
    assert GAME.parse_move({"seat": 2, "type": "raise"}, state) == Move(2, "raise")


def test_the_weli_parses_but_is_a_schlag_only_in_tyrolean_watten() -> None:
    state = dealt()
    move = GAME.parse_move({"seat": 1, "type": "call_rank", "rank": "6"}, state)
    violation = GAME.check(state, move)
    assert violation is not None and violation.code == "rank_not_in_game"
    tyrolean = deal_state(GAME.resolve_options(preset="tyrolean"), 0, WH01)
    assert GAME.check(tyrolean, GAME.parse_move({"seat": 1, "type": "call_rank",
                                                 "rank": "6"}, tyrolean)) is None


# ----- 2. explicit deals ------------------------------------------------------------------

BAD_DEALS: list[tuple[str, Any, str, str]] = [
    ("a card in two hands", [WH01[0], WH01[1], WH01[2], WH01[0]], "invalid_deal",
     "deal.hands[3][0]"),
    ("three hands at a table of four", WH01[:3], "invalid_deal", "deal.hands"),
    ("five hands at a table of four", [*WH01, WH01[0]], "invalid_deal", "deal.hands"),
    ("a hand of four cards", [WH01[0][:4], *WH01[1:]], "invalid_deal", "deal.hands[0]"),
    ("a hand that is not a list", ["GK", *WH01[1:]], "invalid_deal", "deal.hands[0]"),
    ("the Weli in a Bavarian deal", [["S6", *WH01[0][1:]], *WH01[1:]], "bad_card",
     "deal.hands[0][0]"),
]


@pytest.mark.parametrize(("hands", "code", "path"), [c[1:] for c in BAD_DEALS],
                         ids=[c[0] for c in BAD_DEALS])
def test_parse_deal_refuses_hands_no_deal_gives(hands: Any, code: str, path: str) -> None:
    assert refusal(lambda: GAME.parse_deal(OPTIONS, hands)) == (code, [path])


def test_parse_deal_gives_the_hands_that_new_state_deals() -> None:
    deal = GAME.parse_deal(OPTIONS, WH01)
    state = GAME.new_state(OPTIONS, seed=1, dealer=0, deal=deal)
    assert [set(h) for h in GAME.encode(state)["hands"]] == [set(h) for h in WH01]
    assert GAME.to_act(state) == [1]  # the forehand names the Schlag


@pytest.mark.parametrize("dealer", [4, -1, True, "0"])
def test_check_dealer_refuses_a_seat_outside_the_table(dealer: Any) -> None:
    assert refusal(lambda: GAME.check_dealer(OPTIONS, dealer)) == ("invalid_input", ["dealer"])


# ----- 3. decode --------------------------------------------------------------------------

def encoded(state: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(GAME.encode(state)))
    for derived in ("to_act", "tense", "tricks_won", "sides"):
        data.pop(derived, None)
    return data


@pytest.mark.parametrize("mutate", [lambda d: d.pop("seed"),
                                    lambda d: d.__setitem__("seed", None)],
                         ids=["no seed", "seed null"])
def test_decode_refuses_a_state_without_a_seed(mutate: Callable[[dict[str, Any]], object]
                                               ) -> None:
    data = encoded(named())
    mutate(data)
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert info.value.errors == {"state.seed": "missing"}


def test_decode_is_pure() -> None:
    data = encoded(named())
    assert GAME.encode(GAME.decode(data)) == GAME.encode(GAME.decode(data))
    assert GAME.encode(GAME.decode(data))["seed"] == data["seed"]


def set_pending(d: dict[str, Any], seat: int, last: int | None, stake: int,
                scores: list[int]) -> None:
    d["raise"] = {"pending": {"seat": seat, "side": seat % 2}, "last_raiser": last}
    d["stake"] = stake
    d["scores"] = scores


Mutation = Callable[[dict[str, Any]], object]
IMPOSSIBLE: list[tuple[str, Callable[[], Any], Mutation, str]] = [
    # §1.12: the match ends when a side reaches the target; no hand is played after it.
    ("play phase with a side at the target", named,
     lambda d: d.__setitem__("scores", [15, 0]), "state.scores"),
    ("match over although nobody reached the target",
     lambda: run_scenario(SCENARIO["WH-04"]),
     lambda d: (d.__setitem__("phase", "match_over"), d.__setitem__("match_winners", [1])),
     "state.match_winners"),
    ("match won by the side below the target", lambda: run_scenario(SCENARIO["WH-05"]),
     lambda d: d.__setitem__("match_winners", [1]), "state.match_winners"),
    # §1.10/§1.11: V starts at 2, or 3 if a side is tense, and +1 per accepted raise.
    ("no raise yet, a tense side, stake 2", named,
     lambda d: d.__setitem__("scores", [13, 8]), "state.stake"),
    ("no raise yet, stake 5", named, lambda d: d.__setitem__("stake", 5), "state.stake"),
    ("a raise accepted, stake still 2", named,
     lambda d: d["raise"].__setitem__("last_raiser", 1), "state.stake"),
    # §1.10 (c), (d): the side that made the last raise, or a tense side, cannot raise.
    ("pending raise by a tense side", named, lambda d: set_pending(d, 0, None, 3, [13, 8]),
     "state.raise.pending"),
    ("pending raise by the last raiser's side", named,
     lambda d: set_pending(d, 1, 1, 3, [0, 0]), "state.raise.pending"),
    # §1.12: the hand result names who won and what it was worth.
    ("hand result winners contradict its points", lambda: run_scenario(SCENARIO["WH-04"]),
     lambda d: d["hand_result"].__setitem__("winners", [0]), "state.hand_result.points"),
    # §1.7: at most max_redeals redeals per hand.
    ("more redeals than max_redeals", dealt,
     lambda d: d["redeal"].__setitem__("count", 3), "state.redeal.count"),
]


@pytest.mark.parametrize(("base", "mutate", "path"), [c[1:] for c in IMPOSSIBLE],
                         ids=[c[0] for c in IMPOSSIBLE])
def test_decode_refuses_a_state_no_play_reaches(base: Callable[[], Any], mutate: Mutation,
                                                path: str) -> None:
    data = encoded(base())
    GAME.decode(json.loads(json.dumps(data)))  # the state before the change is valid
    mutate(data)
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert list(info.value.errors) == [path]
