"""JSON codec: exact round trip of every state the vectors reach, and strict rejection of
impossible states, naming the path (engine/errors.py: MalformedInput / InvalidState)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import Card, InvalidState, MalformedInput, Move
from tests.games.watten.helpers import (
    GAME,
    deal_state,
    iter_scenario,
    load_vectors,
    play,
)
from tests.games.watten.test_watten_variants import TRICKS_WH10, bluff_state, play_tricks

SCENARIOS = (load_vectors("watten_hands.json")["scenarios"]
             + load_vectors("watten_raising.json")["scenarios"])
WH01 = load_vectors("watten_hands.json")["scenarios"][0]["hands"]


def round_trip(state: Any) -> dict[str, Any]:
    data = GAME.encode(state)
    text = json.dumps(data)
    again = GAME.decode(json.loads(text))
    assert GAME.encode(again) == data
    assert json.dumps(GAME.encode(again)) == text
    return data


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_round_trip_of_every_vector_state(scenario: dict[str, Any]) -> None:
    for state in iter_scenario(scenario):
        round_trip(state)
        again = GAME.decode(GAME.encode(state))
        assert GAME.to_act(again) == GAME.to_act(state)
        assert GAME.legal_moves(again) == GAME.legal_moves(state)


def test_round_trip_keeps_the_seed_so_the_game_goes_on_identically() -> None:
    state = deal_state(GAME.resolve_options(), 0, WH01)
    asked = play(state, Move(1, "request_redeal"))
    again = GAME.decode(json.loads(json.dumps(GAME.encode(asked))))
    a = GAME.apply(asked, Move(0, "accept_redeal")).state
    b = GAME.apply(again, Move(0, "accept_redeal")).state
    assert GAME.encode(a) == GAME.encode(b)


def test_derived_fields_are_optional_on_input() -> None:
    data = GAME.encode(mid_hand())
    for name in ("to_act", "tricks_won", "tense", "sides"):
        data.pop(name, None)
    assert GAME.encode(GAME.decode(data)) == GAME.encode(mid_hand())


def named() -> Any:
    """Play phase, Schlag O and trump G named, no card played (WH-01 deal)."""
    state = deal_state(GAME.resolve_options(), 0, WH01)
    return play(state, Move(1, "call_rank", rank="O"), Move(0, "call_suit", suit="G"))


def mid_hand() -> Any:
    """WH-01 after trick 1 (won by seat 1) and HO, S7 of trick 2."""
    options = GAME.resolve_options({"tok_scope": "trump_holders"})
    state = deal_state(options, 0, WH01)
    state = play(state, Move(1, "call_rank", rank="O"), Move(0, "call_suit", suit="G"))
    for seat, card in ((1, "GO"), (2, "G9"), (3, "EO"), (0, "GK"), (1, "HO"), (2, "S7")):
        state = play(state, Move(seat, "play", card=Card.parse(card)))
    return state


def stock(data: dict[str, Any]) -> list[str]:
    used = {c for h in data["hands"] for c in h}
    used |= {c["card"] for c in data["trick"]["cards"]}
    used |= {c["card"] for t in data["tricks"] for c in t["cards"]}
    return [s + r for s in "EGHS" for r in "AKOUT987" if s + r not in used]


def set_trick(data: dict[str, Any], count: int) -> None:
    leader = data["trick"]["leader"]
    data["trick"]["cards"] = [{"seat": (leader + k) % 4, "card": c}
                              for k, c in enumerate(stock(data)[:count])]


Mutation = Callable[[dict[str, Any]], object]

# (id, base state, mutation, path named in the error, error code)
BAD_STATES: list[tuple[str, str, Mutation, str, str]] = [
    ("duplicate card in two hands", "mid",
     lambda d: d["hands"][1].__setitem__(0, d["hands"][0][0]), "state.hands[1][0]",
     "invalid_state"),
    ("hand card also played", "mid", lambda d: d["hands"][0].__setitem__(0, "GO"),
     "state.tricks[0].cards[0].card", "invalid_state"),
    ("unknown card code", "mid", lambda d: d["hands"][0].__setitem__(0, "ZZ"),
     "state.hands[0][0]", "bad_card"),
    ("the Weli is not a Bavarian card", "mid", lambda d: d["hands"][0].__setitem__(0, "S6"),
     "state.hands[0][0]", "bad_card"),
    ("a French card", "mid", lambda d: d["hands"][3].__setitem__(1, "C2"),
     "state.hands[3][1]", "bad_card"),
    ("card code not a string", "mid", lambda d: d["trick"]["cards"][0].__setitem__("card", 7),
     "state.trick.cards[0].card", "bad_card"),
    ("hand one card short", "mid", lambda d: d["hands"][2].pop(), "state.hands[2]",
     "invalid_state"),
    ("hand one card too many", "mid", lambda d: d["hands"][3].append(stock(d)[0]),
     "state.hands[3]", "invalid_state"),
    ("full hand in the play phase after a trick", "mid",
     lambda d: d["hands"][0].append(stock(d)[0]), "state.hands[0]", "invalid_state"),
    ("trick longer than the table", "named", lambda d: set_trick(d, 5), "state.trick.cards",
     "invalid_state"),
    ("complete trick left open", "named", lambda d: set_trick(d, 4), "state.trick.cards",
     "invalid_state"),
    ("dealer out of range", "mid", lambda d: d.__setitem__("dealer", 4), "state.dealer",
     "invalid_state"),
    ("dealer negative", "mid", lambda d: d.__setitem__("dealer", -1), "state.dealer",
     "invalid_state"),
    ("trick seat out of range", "mid", lambda d: d["trick"]["cards"][0].__setitem__("seat", 7),
     "state.trick.cards[0].seat", "invalid_state"),
    ("trick played out of turn", "mid", lambda d: d["trick"]["cards"][1].__setitem__("seat", 3),
     "state.trick.cards[1].seat", "invalid_state"),
    ("raise pending seat out of range", "named",
     lambda d: d["raise"].__setitem__("pending", {"seat": 9, "side": 1}),
     "state.raise.pending.seat", "invalid_state"),
    ("raise pending with the wrong side", "named",
     lambda d: d["raise"].__setitem__("pending", {"seat": 1, "side": 0}),
     "state.raise.pending.side", "invalid_state"),
    ("wrong trick winner", "mid", lambda d: d["tricks"][0].__setitem__("winner", 2),
     "state.tricks[0].winner", "invalid_state"),
    ("trick winner as a boolean", "mid", lambda d: d["tricks"][0].__setitem__("winner", True),
     "state.tricks[0].winner", "invalid_state"),
    ("wrong leader of the current trick", "mid", lambda d: d["trick"].__setitem__("leader", 2),
     "state.trick.leader", "invalid_state"),
    ("play phase with no trump", "named", lambda d: d.__setitem__("trump", None), "state.trump",
     "invalid_state"),
    ("call_suit phase with the trump named", "named", lambda d: d.__setitem__("phase", "call_suit"),
     "state.trump", "invalid_state"),
    ("call_rank phase with the Schlag named", "named",
     lambda d: (d.__setitem__("phase", "call_rank"), d.__setitem__("trump", None)),
     "state.schlag", "invalid_state"),
    ("tricks before the trump is named", "mid",
     lambda d: (d.__setitem__("trump", None), d.__setitem__("phase", "call_suit")),
     "state.tricks", "invalid_state"),
    ("hand over without a result", "named", lambda d: d.__setitem__("phase", "hand_over"),
     "state.hand_result", "invalid_state"),
    ("unknown phase", "named", lambda d: d.__setitem__("phase", "bidding"), "state.phase",
     "invalid_state"),
    ("Weli Schlag in Bavarian", "named", lambda d: d.__setitem__("schlag", "6"), "state.schlag",
     "invalid_state"),
    ("float score", "mid", lambda d: d.__setitem__("scores", [1.5, 0]), "state.scores",
     "invalid_state"),
    ("string score", "mid", lambda d: d.__setitem__("scores", ["0", 0]), "state.scores",
     "invalid_state"),
    ("boolean score", "mid", lambda d: d.__setitem__("scores", [True, 0]), "state.scores",
     "invalid_state"),
    ("one score for two teams", "mid", lambda d: d.__setitem__("scores", [0]), "state.scores",
     "invalid_state"),
    ("float stake", "mid", lambda d: d.__setitem__("stake", 2.0), "state.stake",
     "invalid_state"),
    ("tampered to_act", "mid", lambda d: d.__setitem__("to_act", [0]), "state.to_act",
     "invalid_state"),
    ("tampered tricks_won", "mid", lambda d: d.__setitem__("tricks_won", [1, 0]),
     "state.tricks_won", "invalid_state"),
    ("tampered tense", "mid", lambda d: d.__setitem__("tense", [True, False]), "state.tense",
     "invalid_state"),
    ("unknown field", "mid", lambda d: d.__setitem__("secret", 1), "state.secret",
     "invalid_state"),
    ("another game", "mid", lambda d: d.__setitem__("game", "hearts"), "state.game",
     "invalid_state"),
    ("forehand not left of the dealer", "mid", lambda d: d.__setitem__("forehand", 3),
     "state.forehand", "invalid_state"),
    ("hand number 0", "mid", lambda d: d.__setitem__("hand_number", 0), "state.hand_number",
     "invalid_state"),
    ("missing field", "mid", lambda d: d.pop("phase"), "state.phase", "invalid_state"),
    ("unknown option", "mid", lambda d: d["options"].__setitem__("jokers", True),
     "state.options.jokers", "unknown_option"),
]


@pytest.mark.parametrize(("base", "mutate", "path", "code"),
                         [case[1:] for case in BAD_STATES], ids=[case[0] for case in BAD_STATES])
def test_decode_rejects_impossible_state(base: str, mutate: Mutation, path: str,
                                         code: str) -> None:
    data = json.loads(json.dumps(GAME.encode(mid_hand() if base == "mid" else named())))
    original = json.loads(json.dumps(data))
    GAME.decode(original)  # the base itself is fine
    mutate(data)
    assert json.dumps(data) != json.dumps(original), "the mutation changed nothing"
    with pytest.raises(MalformedInput) as info:
        GAME.decode(data)
    assert info.value.code == code, info.value.errors
    assert path in info.value.errors, info.value.errors
    if code == "invalid_state":
        assert isinstance(info.value, InvalidState)


@pytest.mark.parametrize("data", [None, [], "state", 3])
def test_decode_rejects_a_non_object(data: Any) -> None:
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert "state" in info.value.errors


def test_copy_state_copies_every_field_and_shares_no_mutable_one() -> None:
    """Search bots copy a state per rollout (`WattenState.copy` lists every slot)."""
    state = GAME.new_state(GAME.resolve_options({"schlecken": "alternating"}), seed=5)
    copy = GAME.copy_state(state)
    for name in type(state).__slots__:
        value = getattr(state, name)
        assert getattr(copy, name) == value, name
        if isinstance(value, list):
            assert getattr(copy, name) is not value, name
    assert GAME.encode(copy) == GAME.encode(state)


BLUFF = {"schlecken": "cutter_only", "schlecken_bluff": True}


def finished_hand(options: dict[str, Any]) -> dict[str, Any]:
    """A hand played to its end (no raise, no redeal: the first call or card each
    time), encoded as JSON."""
    state = deal_state(GAME.resolve_options(options), 0, WH01)
    for _ in range(60):
        if GAME.encode(state)["phase"] in ("hand_over", "match_over"):
            return json.loads(json.dumps(GAME.encode(state)))
        moves = GAME.legal_moves(state)
        state = play(state, next((m for m in moves if m.type in ("call_rank", "call_suit",
                                                                  "play")), moves[0]))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize(("options", "possible"), [
    ({}, False), ({**BLUFF, "score_floor_zero": True}, False), (BLUFF, True)],
    ids=["no bluff", "bluff with a floor at zero", "bluff, no floor"])
def test_a_score_below_zero_only_where_the_bluff_penalty_can_make_one(
        options: dict[str, Any], possible: bool) -> None:
    """§1.5, A-W12: the Schlecken bluff penalty is the only rule that takes points away,
    and it takes a score below zero only without `score_floor_zero`."""
    data = json.loads(json.dumps(GAME.encode(deal_state(GAME.resolve_options(options), 0,
                                                        WH01))))
    data["scores"] = [4, -3]
    if possible:
        assert GAME.encode(GAME.decode(data))["scores"] == [4, -3]
        return
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert "state.scores[1]" in info.value.errors, info.value.errors


@pytest.mark.parametrize("options", [{}, BLUFF, {**BLUFF, "score_floor_zero": True}])
def test_a_losers_points_are_zero_without_a_bluff_penalty(options: dict[str, Any]) -> None:
    """A loser's points of the hand are 0 when nobody made a false Schlecken claim, also
    where a bluff could be penalised: the hand's result is scored again from the state."""
    data = finished_hand(options)
    loser = next(u for u in range(2) if u not in data["hand_result"]["winners"])
    data["hand_result"]["points"][loser] = -1
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert "state.hand_result.points" in info.value.errors, info.value.errors


def bluffed_hand(options: dict[str, Any]) -> dict[str, Any]:
    """WH-10 played out: seat 3 took a cut card that is no critical and played all five
    cards, so its side loses `schlecken_penalty` (2) while the other side wins 2."""
    out = play_tricks(bluff_state(options), TRICKS_WH10)
    return json.loads(json.dumps(GAME.encode(out.state)))


@pytest.mark.parametrize(("options", "points"), [({}, [2, -2]),
                                                 ({"score_floor_zero": True}, [2, 0])])
def test_a_bluff_penalty_is_scored_as_the_rules_score_it(options: dict[str, Any],
                                                          points: list[int]) -> None:
    data = bluffed_hand(options)
    assert data["hand_result"]["points"] == points
    assert GAME.encode(GAME.decode(json.loads(json.dumps(data)))) == data


@pytest.mark.parametrize("points", [[2, -1], [2, -3], [3, -2], [1, -2]])
def test_a_hand_result_other_than_the_scoring_is_refused(points: list[int]) -> None:
    """The same scores with other points of the hand would mean other scores before it,
    from which the hand scores [2, -2] again: winners the stake, the bluffer's side the
    penalty."""
    data = bluffed_hand({})
    data["hand_result"]["points"] = points
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert "state.hand_result.points" in info.value.errors, info.value.errors


def test_a_folded_hand_scores_the_stake_before_the_raise() -> None:
    """§1.10: a refused raise gives the raiser's side the hand at its old value (2)."""
    state = play(deal_state(GAME.resolve_options(), 1, WH01),
                 Move(2, "call_rank", rank="8"), Move(1, "call_suit", suit="E"),
                 Move(1, "raise"))
    raiser = GAME.encode(state)["raise"]["pending"]["side"]
    answerer = next(s for s in GAME.encode(state)["to_act"])
    data = json.loads(json.dumps(GAME.encode(play(state, Move(answerer, "fold")))))
    assert data["hand_result"]["reason"] == "fold"
    assert data["hand_result"]["points"][raiser] == 2
    GAME.decode(json.loads(json.dumps(data)))
    for value in (0, 1, 3):
        data["hand_result"]["points"][raiser] = value
        with pytest.raises(InvalidState) as info:
            GAME.decode(data)
        assert "state.hand_result.points" in info.value.errors, info.value.errors


@pytest.mark.parametrize(("tok_mode", "lead"), [("auto", "GO"), ("on_call", "EK")])
def test_tok_called_only_by_leading_the_hauptschlag_under_on_call(tok_mode: str,
                                                                   lead: str) -> None:
    """§1.9: `tok_called` is true only where the call could be made: tok_mode on_call,
    and the Hauptschlag (here GO: Schlag O, trump G) led to trick 1."""
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HK", "SA", "ST"],
             ["G9", "E8", "H8", "HU", "HT"], ["GK", "GU", "EU", "E9", "H7"]]
    options = GAME.resolve_options({"tok_mode": tok_mode})
    state = play(deal_state(options, 0, hands), Move(1, "call_rank", rank="O"),
                 Move(0, "call_suit", suit="G"), Move(1, "play", card=Card.parse(lead)))
    data = json.loads(json.dumps(GAME.encode(state)))
    assert data["tok_called"] is False
    GAME.decode(json.loads(json.dumps(data)))
    data["tok_called"] = True
    with pytest.raises(InvalidState) as info:
        GAME.decode(data)
    assert "state.tok_called" in info.value.errors, info.value.errors
