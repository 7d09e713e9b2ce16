"""api.md and issue 2 to the letter, where an audit found the service short of them.

* The rejected outcome is ``{legal: false, error: {code, message, allowed}}`` and issue 2
  asks that "every rule violation" come "with its code and the allowed cards": ``allowed``
  is in every violation (stateless and in a session), not only in those about a card.
  For a violation that is not about a card it is the cards the seat may use in a move
  now (`service.violations`), ``[]`` when none.
* ``DELETE /v1/sessions/{id}`` answers 204 with no body and so no ``Content-Type`` (it
  said ``text/html``, Flask's default for an empty response).

The ``client`` and ``api`` fixtures check every answer against the OpenAPI spec, where
``allowed`` is now required.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.http_harness import create_state, legal_moves, play, post_move
from tests.service.sessions_support import bearer, create, move, tokens_of

Json = dict[str, Any]

# Watten, dealer 0: seat 1 (the forehand) names the Schlag, seat 0 the trump.
WATTEN = {"seed": 42, "dealer": 0}
WATTEN_CALLS = [{"seat": 1, "type": "call_rank", "rank": "O"},
                {"seat": 0, "type": "call_suit", "suit": "S"}]


def cards_of(listed: list[Json]) -> list[str]:
    """The cards of a seat's legal moves, as `/legal-moves` lists them."""
    out: list[str] = []
    for m in listed:
        for card in [m["card"]] if "card" in m else m.get("choose_from", []):
            if card not in out:
                out.append(card)
    return out


def refused(client: Any, game: str, state: Json, mv: Json, code: str) -> Json:
    outcome = post_move(client, game, state, mv)
    assert outcome["legal"] is False and outcome["error"]["code"] == code, outcome
    return outcome["error"]


def watten_in_play(client: Any) -> Json:
    state = create_state(client, "watten", **WATTEN)
    for mv in WATTEN_CALLS:
        state = play(client, "watten", state, mv)
    return state


def test_watten_violations_that_are_not_about_a_card_still_name_the_allowed_cards(client):
    fresh = create_state(client, "watten", **WATTEN)
    # call_rank by a seat that does not name the Schlag: it may play no card now
    assert refused(client, "watten", fresh, {"seat": 2, "type": "call_rank", "rank": "O"},
                   "not_your_turn")["allowed"] == []
    # a card in the call phase
    assert refused(client, "watten", fresh, {"seat": 1, "type": "play", "card": "SO"},
                   "wrong_phase")["allowed"] == []
    state = watten_in_play(client)
    mine = cards_of(legal_moves(client, "watten", state, seat=1)["moves"])
    assert mine == ["E9", "E8", "HA", "SO", "S8"]
    # seat 1 is to play and answers a raise nobody made: its cards are still playable
    assert refused(client, "watten", state, {"seat": 1, "type": "hold"},
                   "nothing_to_answer")["allowed"] == mine
    assert refused(client, "watten", state, {"seat": 1, "type": "accept_redeal"},
                   "nothing_to_answer")["allowed"] == mine
    # a card out of turn
    assert refused(client, "watten", state, {"seat": 2, "type": "play", "card": "SK"},
                   "not_your_turn")["allowed"] == []
    # the violations about a card keep the rules' own list
    assert refused(client, "watten", state, {"seat": 1, "type": "play", "card": "HK"},
                   "card_not_in_hand")["allowed"] == mine


def test_hearts_violations_that_are_not_about_a_card_still_name_the_allowed_cards(client):
    state = create_state(client, "hearts", seed=3)
    hand0, hand1 = state["hands"][0], state["hands"][1]
    # a card in the pass phase: what seat 1 may use now is the pass, from its hand
    assert refused(client, "hearts", state, {"seat": 1, "type": "play", "card": hand1[0]},
                   "wrong_phase")["allowed"] == cards_of(
        legal_moves(client, "hearts", state, seat=1)["moves"]) == hand1
    passed = play(client, "hearts", state, {"seat": 0, "type": "pass", "cards": hand0[:3]})
    # a second pass by the same seat: it has nothing left to do in this phase
    assert refused(client, "hearts", passed, {"seat": 0, "type": "pass",
                                              "cards": passed["hands"][0][:3]},
                   "already_passed")["allowed"] == []


def test_karnoeffel_violations_that_are_not_about_a_card_still_name_the_allowed_cards(client):
    state = create_state(client, "karnoeffel", seed=9)
    turn = state["to_act"][0]
    other = (turn + 1) % 4
    assert refused(client, "karnoeffel", state,
                   {"seat": other, "type": "play", "card": state["hands"][other][0]},
                   "not_your_turn")["allowed"] == []
    assert refused(client, "karnoeffel", state, {"seat": turn, "type": "deal"},
                   "wrong_phase")["allowed"] == cards_of(
        legal_moves(client, "karnoeffel", state, seat=turn)["moves"])


@pytest.mark.parametrize("mv, code, allowed", [
    # in the call phase seat 1 (the forehand) names the Schlag: it may play no card
    ({"seat": 1, "type": "hold"}, "nothing_to_answer", []),
    ({"seat": 1, "type": "call_suit", "suit": "S"}, "wrong_phase", []),
])
def test_a_session_violation_names_the_allowed_cards(api, mv, code, allowed):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    token = tokens_of(created)[1]
    r = move(api, created["id"], token, mv)
    body = r.json()
    assert r.status == 200 and body["legal"] is False, body
    assert body["error"]["code"] == code and body["error"]["allowed"] == allowed, body


def test_a_session_violation_in_play_lists_the_seats_playable_cards(api):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    view = created["view"]
    assert view["phase"] == "call_rank" and view["to_act"] == [1], view
    legal = move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "O"}).json()
    assert legal["legal"] is True, legal
    legal = move(api, sid, tokens[0], {"seat": 0, "type": "call_suit", "suit": "S"}).json()
    assert legal["legal"] is True and legal["view"]["to_act"] == [1], legal
    mine = cards_of(api.request("GET", f"/v1/sessions/{sid}",
                                headers=bearer(tokens[1])).json()["legal_moves"])
    assert mine, "seat 1 leads trick 1"
    body = move(api, sid, tokens[1], {"seat": 1, "type": "hold"}).json()
    assert body["error"] == {**body["error"], "code": "nothing_to_answer", "allowed": mine}


def test_deleting_a_session_answers_204_without_a_content_type(api):
    created = create(api, "watten", ["human"] * 4)
    r = api.request("DELETE", f"/v1/sessions/{created['id']}",
                    headers=bearer(created["host_token"]))
    assert r.status == 204 and r.body is None
    assert "content-type" not in r.headers, r.headers


GAMES = ("hearts", "karnoeffel", "watten")


@pytest.mark.parametrize("route", ["moves", "legal-moves", "views"])
@pytest.mark.parametrize("own, other", [(a, b) for a in GAMES for b in GAMES if a != b])
def test_another_games_state_is_refused_at_its_game_field(client, own, other, route):
    """A state of one game posted to another game's route is refused at ``state.game``,
    the field that is wrong, not at whichever of its fields the other game lacks (a
    Watten state at Hearts' routes said ``state.bummerl: unknown field``)."""
    state = create_state(client, own, seed=3)
    body: Json = {"state": state, "seat": 0}
    if route == "moves":
        body["move"] = {"type": "deal"}
    answer = client.post(f"/v1/games/{other}/{route}", json=body)
    assert answer.status_code == 422
    assert answer.get_json()["errors"] == {"state.game": f"must be {other!r}"}
