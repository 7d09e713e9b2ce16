"""The Hearts vectors of rules-spec §5.3 through the HTTP API: POST
/v1/games/hearts/states, /moves, /legal-moves and /views (every response is also checked
against the OpenAPI spec by the ``client`` fixture). Positions are the same real deals and
moves as in the engine tests (tests/games/hearts/support.py), sent over HTTP."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.games.hearts.support import (
    Position,
    fill_hands,
    load_vectors,
    pass_offset,
    prepass_hands,
)
from tests.service.http_harness import (
    create_state,
    is_listed,
    legal_moves,
    play,
    post_move,
    view,
)

GAME = "hearts"
TRICKS = load_vectors("tricks")
LEGALITY = load_vectors("legality")
REFUSALS = load_vectors("legality", "refusals")
PASSING = load_vectors("passing")
HANDS = load_vectors("scoring", "hands")
TOTALS = load_vectors("scoring", "totals")
REVOKES = load_vectors("scoring", "revokes")
HANDS_BY_ID = {v["id"]: v for v in HANDS}
Json = dict[str, Any]


def ids(vectors: list[Json]) -> list[str]:
    return [v["id"] for v in vectors]


def deal_and_pass(client: FlaskClient, options: Json, post: list[list[str]]) -> Json:
    """A new match over HTTP whose hand 1 is dealt and passed so that the seats hold
    ``post``; the state at the first lead."""
    state = create_state(client, GAME, options=options, seed=1, dealer=0,
                         deal={"hands": [[c for c in h] for h in post]})
    n = state["options"]["players"]
    offset = pass_offset(state["pass_direction"], n)
    pre, passes = prepass_hands(post, offset, state["options"]["pass_count"])
    state = create_state(client, GAME, options=options, seed=1, dealer=0,
                         deal={"hands": pre})
    if offset:
        assert state["phase"] == "passing" and state["to_act"] == list(range(n))
        listed = legal_moves(client, GAME, state)["moves"]
        for p in range(n):
            move = {"seat": p, "type": "pass", "cards": passes[p]}
            assert is_listed(move, listed)
            state = play(client, GAME, state, move)
    assert state["phase"] == "play"
    assert [sorted(h) for h in state["hands"]] == [sorted(h) for h in post]
    return state


def play_card(client: FlaskClient, state: Json, card: str) -> Json:
    """POST a legal card of the seat to act; the outcome."""
    outcome = post_move(client, GAME, state,
                        {"seat": state["to_act"][0], "type": "play", "card": card})
    assert outcome["legal"] is True, (card, outcome)
    return outcome


def play_cards(client: FlaskClient, state: Json, cards: list[str]) -> tuple[Json, list[Json]]:
    outcomes = []
    for card in cards:
        outcome = play_card(client, state, card)
        outcomes.append(outcome)
        state = outcome["state"]
    return state, outcomes


def reach(client: FlaskClient, v: Json, **opts: Any) -> tuple[Position, Json]:
    """The vector's position (built like the engine tests), reached over HTTP."""
    pos = Position(v["players"], {**v.get("options", {}), **opts}, context=v["context"],
                   leader=v["leader"], plays=v["plays"], holdings=v.get("holdings"),
                   fill=v.get("fill"), clean_tricks=v.get("clean_tricks", 0))
    options = {"players": v["players"], **v.get("options", {}), **opts}
    state = deal_and_pass(client, options, pos.post)
    for trick in pos.prefix:
        state, _ = play_cards(client, state, trick)
    assert state["to_act"] == [v["leader"]]
    return pos, state


@pytest.mark.parametrize("v", TRICKS, ids=ids(TRICKS))
def test_trick_vector(client: FlaskClient, v: Json) -> None:
    _, state = reach(client, v)
    state, outcomes = play_cards(client, state, v["plays"])
    last = outcomes[-1]
    assert last["trick"]["complete"] is True and last["trick"]["winner"] == v["winner"]
    assert last["trick"]["cards"] == [
        {"seat": (v["leader"] + k) % v["players"], "card": c} for k, c in enumerate(v["plays"])]
    won = [e for e in last["events"] if e["type"] == "trick_won"]
    assert [(e["seat"], e["points"]) for e in won] == [(v["winner"], v["points"])]
    assert state["to_act"] == [v["winner"]]
    assert state["trick"] == {"leader": v["winner"], "cards": []}


@pytest.mark.parametrize("v", LEGALITY, ids=ids(LEGALITY))
def test_legality_vector(client: FlaskClient, v: Json) -> None:
    _, state = reach(client, v)
    state, _ = play_cards(client, state, v["plays"])
    seat = (v["leader"] + len(v["plays"])) % v["players"]
    listed = legal_moves(client, GAME, state, seat)
    assert listed["to_act"] == [seat]
    legal = sorted(m["card"] for m in listed["moves"])
    want = sorted(state["hands"][seat]) if v["legal"] is None else sorted(v["legal"])
    assert legal == want
    assert all(m == {"seat": seat, "type": "play", "card": m["card"]} for m in listed["moves"])
    # the seat's own view shows the same hand; the others' do not
    assert view(client, GAME, state, seat)["hands"][seat] == state["hands"][seat]
    other = view(client, GAME, state, (seat + 1) % v["players"])
    assert other["hands"][seat] is None


@pytest.mark.parametrize("v", REFUSALS, ids=[f"{v['id']}-{v['try']}" for v in REFUSALS])
def test_refusal(client: FlaskClient, v: Json) -> None:
    _, state = reach(client, v)
    state, _ = play_cards(client, state, v["plays"])
    seat = state["to_act"][0]
    outcome = post_move(client, GAME, state, {"seat": seat, "type": "play", "card": v["try"]})
    assert outcome["legal"] is False
    assert outcome["error"]["code"] == v["code"]
    assert v["try"] in outcome["error"]["message"]
    legal = [m["card"] for m in legal_moves(client, GAME, state, seat)["moves"]]
    assert outcome["error"]["allowed"] == legal
    if "penalized_points" in v:
        _, state = reach(client, v, illegal_move_policy="penalize")
        state, _ = play_cards(client, state, v["plays"])
        outcome = play_card(client, state, v["try"])
        assert outcome["hand"]["points"] == v["penalized_points"]
        assert outcome["state"]["phase"] == "hand_over"


@pytest.mark.parametrize("v", PASSING, ids=ids(PASSING))
def test_pass_directions(client: FlaskClient, v: Json) -> None:
    n = v["players"]
    state = create_state(client, GAME, options={"players": n}, seed=5, dealer=0)
    for h, (direction, offset) in enumerate(zip(v["directions"], v["offsets"], strict=True),
                                            start=1):
        assert state["hand_number"] == h and state["pass_direction"] == direction
        if direction == "none":
            assert state["phase"] == "play"
        else:
            listed = legal_moves(client, GAME, state)["moves"]
            assert listed == [{"seat": p, "type": "pass", "count": 3,
                               "choose_from": state["hands"][p]} for p in range(n)]
            chosen = [state["hands"][p][:3] for p in range(n)]
            for p in range(n):
                state = play(client, GAME, state, {"seat": p, "type": "pass",
                                                   "cards": chosen[p]})
                if p < n - 1:  # nothing is received before everyone has passed
                    assert all(r is None for r in view(client, GAME, state, p)["received"])
            for p in range(n):
                q = (p + offset) % n
                assert state["received"][q] == chosen[p]
                seen = view(client, GAME, state, q)
                assert seen["received"][q] == chosen[p]
                assert seen["passed"] == [chosen[q] if s == q else None for s in range(n)]
        # play the hand out with random bot moves, then the next dealer deals
        for step in range(200):
            if state["phase"] == "hand_over":
                break
            bot = client.post(f"/v1/games/{GAME}/bot-moves",
                              json={"state": state, "level": "random", "seed": step})
            state = play(client, GAME, state, bot.get_json()["move"])
        assert state["phase"] == "hand_over"
        state = play(client, GAME, state, {"seat": state["to_act"][0], "type": "deal"})


def test_seed_passing_example_hp04(client: FlaskClient) -> None:
    hands = [
        ["SQ", "SA", "HK", "C3", "C4", "D2", "D3", "D4", "D5", "S2", "S3", "S4", "H2"],
        ["C5", "C6", "C7", "D6", "D7", "D8", "D9", "S5", "S6", "S7", "H3", "H4", "H5"],
        ["C2", "C8", "C9", "DT", "DJ", "DQ", "S8", "S9", "ST", "H6", "H7", "H8", "H9"],
        ["CT", "CJ", "CQ", "CK", "CA", "DK", "DA", "SJ", "SK", "HT", "HJ", "HQ", "HA"],
    ]
    passes = [["SQ", "SA", "HK"], ["C5", "C6", "C7"], ["DT", "DJ", "DQ"], ["CA", "DA", "HA"]]
    state = create_state(client, GAME, seed=3, dealer=3, deal={"hands": hands})
    for p in (3, 1, 0, 2):
        state = play(client, GAME, state, {"seat": p, "type": "pass", "cards": passes[p]})
    assert {"SQ", "SA", "HK"} <= set(state["hands"][1])
    assert sorted(state["received"][0]) == sorted(passes[3])
    assert state["to_act"] == [2]
    assert legal_moves(client, GAME, state)["moves"] == [
        {"seat": 2, "type": "play", "card": "C2"}]


def scripted(client: FlaskClient, v: Json, options: Json,
             scores: list[int] | None = None) -> tuple[Json, list[Json]]:
    tricks = [t.split() for t in v["tricks"]]
    post = fill_hands(4, [], v["first_leader"], tricks)
    state = deal_and_pass(client, options, post)
    if scores is not None:
        state = {**state, "scores": scores}  # a match scored on paper
    outcomes: list[Json] = []
    for trick in tricks:
        state, outs = play_cards(client, state, trick)
        outcomes += outs
    return state, outcomes


HAND_CASES = [(v, v["id"], v["options"], v["points"]) for v in HANDS] + [
    (v, var["id"], var["options"], var["points"]) for v in HANDS for var in v.get("variants", [])]


@pytest.mark.parametrize(("v", "name", "options", "points"), HAND_CASES,
                         ids=[c[1] for c in HAND_CASES])
def test_hand_scoring(client: FlaskClient, v: Json, name: str, options: Json,
                      points: list[int]) -> None:
    state, outcomes = scripted(client, v, options)
    hand = outcomes[-1]["hand"]
    assert hand == {"over": True, "points": points, "scores": points,
                    "winners": [p for p, x in enumerate(points) if x == min(points)],
                    "reason": "tricks"}
    assert state["phase"] == "hand_over" and state["hand_result"]["points"] == points


def test_moon_shooter_choice(client: FlaskClient) -> None:
    state, outcomes = scripted(client, HANDS_BY_ID["HS02"], {"moon_mode": "shooter_choice"})
    assert outcomes[-1]["hand"] is None
    assert state["phase"] == "moon_choice" and state["to_act"] == [2]
    listed = legal_moves(client, GAME, state)["moves"]
    assert {"seat": 2, "type": "choose_moon", "mode": "subtract_self"} in listed
    outcome = post_move(client, GAME, state,
                        {"seat": 2, "type": "choose_moon", "mode": "subtract_self"})
    assert outcome["hand"]["points"] == [0, 0, -26, 0]
    moons = [e for o in [*outcomes, outcome] for e in o["events"] if e["type"] == "moon_shot"]
    assert moons == [{"type": "moon_shot", "seat": 2, "mode": "subtract_self"}]


@pytest.mark.parametrize("v", TOTALS, ids=ids(TOTALS))
def test_totals(client: FlaskClient, v: Json) -> None:
    hand = HANDS_BY_ID[v["hand"]]
    state, outcomes = scripted(client, hand, {**hand["options"], **v["options"]},
                               scores=v["before"])
    assert state["scores"] == v["after"]
    assert state["phase"] == v["phase"]
    assert state["match_winners"] == v["winners"]
    match = outcomes[-1]["match"]
    assert match == (None if v["winners"] is None else {"over": True, "winners": v["winners"]})


@pytest.mark.parametrize("v", REVOKES, ids=ids(REVOKES))
def test_revoke(client: FlaskClient, v: Json) -> None:
    deal = HANDS_BY_ID[v["deal_of"]]
    post = fill_hands(4, [], deal["first_leader"], [t.split() for t in deal["tricks"]])
    *before, revoke = [c for t in v["tricks"] for c in t.split()]
    for policy in ("reject", "penalize"):
        state = deal_and_pass(client, {"illegal_move_policy": policy}, post)
        state, _ = play_cards(client, state, before)
        move = {"seat": v["offender"], "type": "play", "card": revoke}
        outcome = post_move(client, GAME, state, move)
        if policy == "reject":
            assert outcome["legal"] is False
            assert outcome["error"]["code"] == "must_follow_suit"
            assert outcome["error"]["allowed"] == v["allowed"]
        else:
            assert outcome["legal"] is True
            assert outcome["hand"]["points"] == v["points"]
            assert outcome["hand"]["reason"] == "revoke"
            assert [e for e in outcome["events"] if e["type"] == "penalty"] == [
                {"type": "penalty", "seat": v["offender"], "card": revoke,
                 "code": "must_follow_suit", "led": v["tricks"][-1].split()[0]}]
            assert outcome["state"]["hand_result"]["revoke"] == {"seat": v["offender"],
                                                                  "card": revoke}


def test_a_bot_asked_for_a_seat_that_waits_for_the_opening_lead_has_no_move(
        client: FlaskClient) -> None:
    """At the first lead only the holder of C2 may act (§3.5 rule 1), and everyone knows
    who that is: `/bot-moves` for another seat answers 422 ``no_legal_moves`` whatever
    its seed, never ``invalid_state`` for a state the service built itself (until
    session 41 the bot's sampler could give C2 to another seat, and the world failed
    to decode)."""
    hands = [
        ["SQ", "SA", "HK", "C3", "C4", "D2", "D3", "D4", "D5", "S2", "S3", "S4", "H2"],
        ["C5", "C6", "C7", "D6", "D7", "D8", "D9", "S5", "S6", "S7", "H3", "H4", "H5"],
        ["C2", "C8", "C9", "DT", "DJ", "DQ", "S8", "S9", "ST", "H6", "H7", "H8", "H9"],
        ["CT", "CJ", "CQ", "CK", "CA", "DK", "DA", "SJ", "SK", "HT", "HJ", "HQ", "HA"],
    ]
    state = create_state(client, GAME, seed=3, dealer=3, deal={"hands": hands})
    for p in range(4):
        state = play(client, GAME, state, {"seat": p, "type": "pass", "cards": hands[p][:3]})
    (leader,) = state["to_act"]
    assert "C2" in state["hands"][leader]
    for seat in sorted({0, 1, 2, 3} - {leader}):
        for seed in range(6):
            answer = client.post(f"/v1/games/{GAME}/bot-moves",
                                 json={"state": state, "seat": seat, "level": "random",
                                       "seed": seed})
            assert answer.status_code == 422, answer.get_json()
            assert answer.get_json()["code"] == "no_legal_moves"
