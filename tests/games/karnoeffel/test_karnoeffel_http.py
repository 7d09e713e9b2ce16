"""The Karnöffel vectors of rules-spec §5.2 through the HTTP API: POST
/v1/games/karnoeffel/states, /moves, /legal-moves and /views (every response is also
checked against the OpenAPI spec by the ``client`` fixture)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.games.karnoeffel.support import deal_order, load_vectors, position_deal
from tests.service.http_harness import (
    create_state,
    expect_error,
    legal_moves,
    play,
    post,
    post_move,
    view,
)

GAME = "karnoeffel"
CHOSEN = load_vectors("chosen_suit")
TRICKS = load_vectors("tricks")
LEGALITY = load_vectors("legality")
ROUNDS = load_vectors("rounds", "rounds")
DECK = [s + r for s in "EGHS" for r in "KOUT98765432"]
Json = dict[str, Any]


def ids(vectors: list[Json]) -> list[str]:
    return [v["id"] for v in vectors]


def new(client: FlaskClient, hands: list[list[str]], dealer: int, **options: Any) -> Json:
    players = len(hands)
    return create_state(client, GAME, options={"players": players, **options}, seed=1,
                        dealer=dealer, deal={"hands": hands})


def play_card(client: FlaskClient, state: Json, card: str) -> Json:
    """POST a legal card of the seat to act; the outcome."""
    seat = state["to_act"][0]
    outcome = post_move(client, GAME, state, {"seat": seat, "type": "play", "card": card})
    assert outcome["legal"] is True, outcome
    return outcome


def position(client: FlaskClient, players: int, chosen: str, leader: int, trick: int,
             holds: dict[int, list[str]], **options: Any) -> Json:
    dealer, hands, first = position_deal(players, chosen, leader, trick, holds)
    state = new(client, hands, dealer, **options)
    assert state["chosen_suit"] == chosen
    for card in first:
        state = play_card(client, state, card)["state"]
    assert state["to_act"] == [leader]
    return state


@pytest.mark.parametrize("v", CHOSEN, ids=ids(CHOSEN))
def test_chosen_suit(client: FlaskClient, v: Json) -> None:
    order = deal_order(v["dealer"], 4)
    face = dict(zip(order, v["face_up_in_deal_order"], strict=True))
    fillers = iter(c for c in DECK if c not in face.values())
    hands = [[face[p], *(next(fillers) for _ in range(4))] for p in range(4)]
    state = new(client, hands, v["dealer"])
    assert state["chosen_suit"] == v["chosen"]
    assert state["face_up"] == [face[p] for p in range(4)]
    # The face-up cards are public: every seat and a spectator see them.
    for seat in (None, 0, 1, 2, 3):
        assert view(client, GAME, state, seat)["face_up"] == state["face_up"]


@pytest.mark.parametrize("scope", ["any_suit", "led_suit"])
@pytest.mark.parametrize("v", TRICKS, ids=ids(TRICKS))
def test_trick_winner(client: FlaskClient, v: Json, scope: str) -> None:
    n, leader, plays = v["players"], v["leader"], v["plays"]
    holds = {(leader + k) % n: [card] for k, card in enumerate(plays)}
    state = position(client, n, v["chosen"], leader, v["trick"] or 1, holds,
                     power_loss_scope=scope)
    outcome: Json = {}
    for card in plays:
        outcome = play_card(client, state, card)
        state = outcome["state"]
    want = v["winner"] if scope == "any_suit" else v["winner_led_suit"]
    assert outcome["trick"] == {"leader": leader,
                                "cards": [{"seat": (leader + k) % n, "card": c}
                                          for k, c in enumerate(plays)],
                                "complete": True, "winner": want}
    assert {"type": "trick_won", "seat": want, "side": want % 2,
            "trick": {"leader": leader, "cards": plays}} in outcome["events"]
    assert state["trick"] == {"leader": want, "cards": []}


@pytest.mark.parametrize("v", LEGALITY, ids=ids(LEGALITY))
def test_legality(client: FlaskClient, v: Json) -> None:
    leader, seat = v["leader"], v["seat"]
    holds: dict[int, list[str]] = {seat: list(v["hand"])}
    for k, card in enumerate(v["before"] + v.get("after", [])):
        p = (leader + k + (1 if k >= len(v["before"]) else 0)) % 4
        holds.setdefault(p, []).append(card)
    state = position(client, 4, v["chosen"], leader, v["trick"], holds)
    for card in v["before"]:
        state = play_card(client, state, card)["state"]
    listed = legal_moves(client, GAME, state, seat)
    assert listed["to_act"] == [seat]
    assert sorted(m["card"] for m in listed["moves"]) == sorted(v["allowed"])
    assert all(m == {"seat": seat, "type": "play", "card": m["card"]} for m in listed["moves"])
    assert legal_moves(client, GAME, state, (seat + 1) % 4)["moves"] == []
    move = {"seat": seat, "type": "play", "card": v["card"]}
    outcome = post_move(client, GAME, state, move)
    if not v["legal"]:
        assert outcome["legal"] is False
        assert outcome["error"]["code"] == v["code"]
        assert v["card"] in outcome["error"]["message"]
        assert sorted(outcome["error"]["allowed"]) == sorted(v["allowed"])
        return
    assert outcome["legal"] is True
    for card in v.get("after", []):
        outcome = play_card(client, outcome["state"], card)
    if "winner" in v:
        assert outcome["trick"]["winner"] == v["winner"]


@pytest.mark.parametrize("v", ROUNDS, ids=ids(ROUNDS))
def test_round(client: FlaskClient, v: Json) -> None:
    n = v["players"]
    state = new(client, v["hands"], v["dealer"])
    assert state["chosen_suit"] == v["chosen"] and state["face_up"] == v["face_up"]
    state["scores"] = v["scores_before"]  # a posted state may carry any scores
    outcome: Json = {}
    for trick in v["tricks"]:
        for k, card in enumerate(trick["plays"]):
            seat = (trick["leader"] + k) % n
            outcome = post_move(client, GAME, state,
                                {"seat": seat, "type": "play", "card": card})
            assert outcome["legal"] is True, outcome
            state = outcome["state"]
        assert outcome["trick"]["winner"] == trick["winner"]
    side = v["round_winner"]
    points = [1 if s == side else 0 for s in range(2)]
    hand = {"points": points, "scores": v["scores_after"], "winners": [side],
            "reason": "tricks"}
    assert outcome["hand"] == {"over": True, **hand}
    assert {"type": "hand_scored", **hand} in outcome["events"]
    if v["match_winners"] is None:
        assert outcome["match"] is None
        assert outcome["events"][-1] == {"type": "hand_scored", **hand}
    else:
        assert outcome["match"] == {"over": True, "winners": v["match_winners"]}
        assert outcome["events"][-1] == {"type": "match_won", "winners": [side]}
    assert state["phase"] == v["phase"]
    assert state["tricks_won"] == v["tricks_won"]
    assert state["scores"] == v["scores_after"]
    assert state["hands"] == v["left_in_hands"]
    assert state["to_act"] == [v["next_dealer"]]
    # No more cards are played; the next dealer deals.
    late = post_move(client, GAME, state, {"seat": v["next_dealer"], "type": "play",
                                           "card": state["hands"][v["next_dealer"]][0]})
    assert late["legal"] is False and late["error"]["code"] == "wrong_phase"
    listed = legal_moves(client, GAME, state)
    assert listed == {"game": GAME, "to_act": [v["next_dealer"]],
                      "moves": [{"seat": v["next_dealer"], "type": "deal"}]}
    dealt = play(client, GAME, state, {"seat": v["next_dealer"], "type": "deal", "seed": 3})
    assert dealt["dealer"] == v["next_dealer"] and dealt["phase"] == "play"
    assert dealt["scores"] == ([0, 0] if v["phase"] == "match_over" else v["scores_after"])


def test_views_partner_hands(client: FlaskClient) -> None:
    v = ROUNDS[0]
    state = new(client, v["hands"], 0)
    for seat in range(4):
        seen = view(client, GAME, state, seat)
        assert "seed" not in seen and seen["seat"] == seat
        assert seen["hand_sizes"] == [5, 5, 5, 5]
        assert [h is not None for h in seen["hands"]] == [
            p in (seat, (seat + 2) % 4) for p in range(4)]
    closed = new(client, v["hands"], 0, partner_hands_visible=False)
    seen = view(client, GAME, closed, 1)
    assert seen["hands"] == [None, closed["hands"][1], None, None]
    assert seen["face_up"] == ["GT", "H9", "S4", "EK"]
    assert view(client, GAME, closed, None)["hands"] == [None] * 4


def test_http_errors(client: FlaskClient) -> None:
    v = ROUNDS[0]
    state = new(client, v["hands"], 0)
    expect_error(post(client, GAME, "moves",
                      {"state": state, "move": {"seat": 1, "type": "play", "card": "SA"}}),
                 422, "bad_card", "move.card")
    bad = dict(state, hands=[state["hands"][0], *state["hands"][1:3], state["hands"][0]])
    response = post(client, GAME, "moves",
                    {"state": bad, "move": {"seat": 1, "type": "play", "card": "H9"}})
    assert response.status_code == 422
    response = post(client, GAME, "states",
                    {"options": {"players": 2, "partner_hands_visible": False}})
    assert response.status_code == 422
    response = post(client, GAME, "states", {"preset": "two-player", "seed": 4})
    assert response.status_code == 201
    assert response.get_json()["state"]["options"]["players"] == 2
