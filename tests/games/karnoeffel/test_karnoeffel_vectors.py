"""The Karnöffel vectors of rules-spec §5.2, run through the engine (data in
tests/vectors/karnoeffel_*.json)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import Card, IllegalMove, Move, Outcome
from tests.games.karnoeffel.support import (
    GAME,
    build_position,
    deal_order,
    expected_chosen_suit,
    expected_winner,
    load_vectors,
    new_round,
    play,
)

CHOSEN = load_vectors("chosen_suit")
TRICKS = load_vectors("tricks")
LEGALITY = load_vectors("legality")
ROUNDS = load_vectors("rounds", "rounds")


def ids(vectors: list[dict[str, Any]]) -> list[str]:
    return [v["id"] for v in vectors]


# ----- §5.2.1 chosen suit ----------------------------------------------------------------

@pytest.mark.parametrize("v", CHOSEN, ids=ids(CHOSEN))
def test_chosen_suit(v: dict[str, Any]) -> None:
    n, dealer = 4, v["dealer"]
    order = deal_order(dealer, n)
    face = dict(zip(order, v["face_up_in_deal_order"], strict=True))
    used = set(face.values())
    fillers = iter(c for c in (s + r for s in "EGHS" for r in "KOUT98765432")
                   if c not in used)
    hands = [[face[p], *(next(fillers) for _ in range(4))] for p in range(n)]
    state = new_round(hands, dealer)
    data = GAME.encode(state)
    assert data["chosen_suit"] == v["chosen"]
    assert data["face_up"] == [face[p] for p in range(n)]
    # The vector agrees with the plain reading of §2.4 too.
    assert expected_chosen_suit(v["face_up_in_deal_order"]) == v["chosen"]


# ----- §5.2.2 trick winners ----------------------------------------------------------------

def play_vector_trick(v: dict[str, Any], scope: str) -> tuple[Any, Outcome[Any], int]:
    """The vector's trick played through the engine under ``scope``: the state after
    it, the last card's outcome, and how many tricks came before it."""
    n, leader, plays = v["players"], v["leader"], v["plays"]
    holds = {(leader + k) % n: [card] for k, card in enumerate(plays)}
    state = build_position(n, v["chosen"], leader, v["trick"] or 1, holds,
                           power_loss_scope=scope)
    before = len(GAME.encode(state)["tricks"])
    outcome = None
    for k, card in enumerate(plays):
        outcome = play(state, card, (leader + k) % n)
        state = outcome.state
    assert outcome is not None and outcome.trick is not None
    return state, outcome, before


@pytest.mark.parametrize("scope", ["any_suit", "led_suit"])
@pytest.mark.parametrize("v", TRICKS, ids=ids(TRICKS))
def test_trick_winner(v: dict[str, Any], scope: str) -> None:
    n, leader, plays = v["players"], v["leader"], v["plays"]
    state, outcome, before = play_vector_trick(v, scope)
    assert outcome.trick is not None
    want = v["winner"] if scope == "any_suit" else v["winner_led_suit"]
    assert outcome.trick.complete
    assert outcome.trick.winner == want
    assert [c.code for _, c in outcome.trick.cards] == plays
    won = [e for e in outcome.events if e["type"] == "trick_won"]
    assert won == [{"type": "trick_won", "seat": want, "side": want % 2,
                    "trick": {"leader": leader, "cards": plays}}]
    data = GAME.encode(state)
    assert data["tricks"][before]["winner"] == want
    assert data["trick"] == {"leader": want, "cards": []}
    # The independent long-hand reading of §2.7 agrees with the vector.
    assert expected_winner(leader, plays, v["chosen"], n, scope) == want


def test_scopes_differ_only_where_the_spec_says() -> None:
    """§5.2.2: under power_loss_scope "led_suit" the winners change only for K06, where
    the off-suit King GK no longer kills the chosen 3 and S3 (seat 1) wins instead of the
    led H9 (seat 0). Every vector is played through the engine under both scopes."""
    winners = {}
    for v in TRICKS:
        by_scope = []
        for scope in ("any_suit", "led_suit"):
            trick = play_vector_trick(v, scope)[1].trick
            assert trick is not None
            by_scope.append(trick.winner)
        winners[v["id"]] = tuple(by_scope)
    differ = {vid: w for vid, w in winners.items() if w[0] != w[1]}
    assert differ == {"K06": (0, 1)}


# ----- §5.2.3 legality --------------------------------------------------------------------

@pytest.mark.parametrize("v", LEGALITY, ids=ids(LEGALITY))
def test_legality(v: dict[str, Any]) -> None:
    n, leader, seat = 4, v["leader"], v["seat"]
    holds: dict[int, list[str]] = {seat: list(v["hand"])}
    for k, card in enumerate(v["before"] + v.get("after", [])):
        p = (leader + k + (1 if k >= len(v["before"]) else 0)) % n
        holds.setdefault(p, []).append(card)
    state = build_position(n, v["chosen"], leader, v["trick"], holds)
    for card in v["before"]:
        state = play(state, card).state
    assert GAME.to_act(state) == [seat]
    assert sorted(GAME.encode(state)["hands"][seat]) == sorted(v["hand"])
    legal = sorted(m.card.code for m in GAME.legal_moves(state, seat) if m.card is not None)
    assert legal == sorted(v["allowed"])
    move = Move(seat, "play", card=Card.parse(v["card"]))
    violation = GAME.check(state, move)
    if not v["legal"]:
        assert violation is not None
        assert violation.code == v["code"]
        assert v["card"] in violation.message
        assert sorted(violation.allowed or []) == sorted(v["allowed"])
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, move)
        assert err.value.violation.code == v["code"]
        return
    assert violation is None
    for card in v["allowed"]:  # "play any": every allowed card applies
        assert GAME.check(state, Move(seat, "play", card=Card.parse(card))) is None
        GAME.apply(state, Move(seat, "play", card=Card.parse(card)))
    outcome = GAME.apply(state, move)
    for card in v.get("after", []):
        outcome = play(outcome.state, card)
    if "winner" in v:
        assert outcome.trick is not None and outcome.trick.winner == v["winner"]


# ----- §5.2.4 and §5.2.5 whole rounds -----------------------------------------------------

@pytest.mark.parametrize("v", ROUNDS, ids=ids(ROUNDS))
def test_round(v: dict[str, Any]) -> None:
    n = v["players"]
    state = new_round(v["hands"], v["dealer"], n)
    data = GAME.encode(state)
    assert data["chosen_suit"] == v["chosen"]
    assert data["face_up"] == v["face_up"]
    if v["scores_before"] != data["scores"]:  # scores may be set freely (api.md)
        data["scores"] = v["scores_before"]
        state = GAME.decode(json.loads(json.dumps(data)))
    events: list[dict[str, Any]] = []
    outcome = None
    for t, trick in enumerate(v["tricks"]):
        assert GAME.to_act(state) == [trick["leader"]]
        for k, card in enumerate(trick["plays"]):
            outcome = play(state, card, (trick["leader"] + k) % n)
            events.extend(outcome.events)
            state = outcome.state
        assert outcome is not None and outcome.trick is not None
        assert outcome.trick.winner == trick["winner"], f"trick {t + 1}"
        last = t == len(v["tricks"]) - 1
        assert (outcome.hand is not None) == last, "the round ends exactly at 3 tricks"
    assert outcome is not None and outcome.hand is not None
    side = v["round_winner"]
    points = [1 if s == side else 0 for s in range(2)]
    assert outcome.hand.to_json() == {"over": True, "points": points,
                                      "scores": v["scores_after"], "winners": [side],
                                      "reason": "tricks"}
    assert [e for e in events if e["type"] == "hand_scored"] == [
        {"type": "hand_scored", "points": points, "scores": v["scores_after"],
         "winners": [side], "reason": "tricks"}]
    if v["match_winners"] is None:
        assert outcome.match is None
        assert not [e for e in events if e["type"] == "match_won"]
    else:
        assert outcome.match is not None
        assert outcome.match.to_json() == {"over": True, "winners": v["match_winners"]}
        assert [e for e in events if e["type"] == "match_won"] == [
            {"type": "match_won", "winners": v["match_winners"]}]
        assert events[-1]["type"] == "match_won"
    data = GAME.encode(state)
    assert data["phase"] == v["phase"]
    assert data["tricks_won"] == v["tricks_won"]
    assert data["scores"] == v["scores_after"]
    assert data["hands"] == v["left_in_hands"]
    assert data["face_up"] == v["face_up_after"]
    assert data["match_winners"] == v["match_winners"]
    assert data["hand_result"] == {"points": points, "winners": [side]}
    assert data["to_act"] == [v["next_dealer"]]
    assert GAME.encode(GAME.decode(json.loads(json.dumps(data)))) == data
    # No further card: the fifth cards are not played.
    seat = data["to_act"][0]
    left = data["hands"][seat][0]
    violation = GAME.check(state, Move(seat, "play", card=Card.parse(left)))
    assert violation is not None and violation.code == "wrong_phase"
    # The next dealer deals the next round.
    deal = GAME.apply(state, Move(v["next_dealer"], "deal", seed=5))
    after = GAME.encode(deal.state)
    assert after["dealer"] == v["next_dealer"]
    assert after["phase"] == "play"
    assert after["to_act"] == [(v["next_dealer"] + 1) % n]
    assert after["version"] == data["version"] + 1
    if v["phase"] == "match_over":
        assert after["scores"] == [0, 0]
        assert (after["match_number"], after["hand_number"]) == (data["match_number"] + 1, 1)
    else:
        assert after["scores"] == v["scores_after"]
        assert (after["match_number"], after["hand_number"]) == (data["match_number"],
                                                                 data["hand_number"] + 1)
