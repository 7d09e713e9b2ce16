"""The Watten vectors of rules-spec §5.1 that only the engine tests ran, through the HTTP
API: the Tyrolean trick winners T01-T12 (T08 also without the Guate), WH-09 (alternating
Schlecken), WH-10 (the Schlecken bluff penalty) and WH-12 (the Tyrolean redeal). Issue 4
asks for every vector "through engine and HTTP"; a rules audit (branch
`audit-game-issues`) found these run through `Game.apply` only
(tests/games/watten/test_watten_variants.py). Every request goes through the `client`
fixture, which checks each answer against the OpenAPI spec.

A posted state is the client's (api.md): WH-09 and WH-10 post a state whose peeked or
taken cut card is the vector's, as the engine tests do.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.games.watten.helpers import TYROLEAN_TRICKS
from tests.service.http_harness import create_state, play, post_move, view

GAME = "watten"
Json = dict[str, Any]


def tyrolean_trick(client: FlaskClient, options: Json, schlag: str, trump: str,
                   leader: int, plays: list[str]) -> Json:
    """The trick as trick 1 of a real Tyrolean hand dealt by the seat before the leader;
    the cards not played are plain (no trump, no Schlag rank, not the Weli), so they
    neither bind nor free anyone of the trump-follow duty."""
    plain = [f"{s}{r}" for s in "EGHS" for r in "AKOUT987"
             if s != trump and r != schlag and f"{s}{r}" not in plays]
    hands: list[list[str]] = [[] for _ in range(4)]
    for k, code in enumerate(plays):
        hands[(leader + k) % 4].append(code)
    for hand in hands:
        while len(hand) < 5:
            hand.append(plain.pop())
    dealer = (leader - 1) % 4
    state = create_state(client, GAME, preset="tyrolean", options=options, seed=1,
                         dealer=dealer, deal={"hands": hands})
    state = play(client, GAME, state, {"seat": leader, "type": "call_rank", "rank": schlag})
    state = play(client, GAME, state, {"seat": dealer, "type": "call_suit", "suit": trump})
    outcome: Json = {}
    for k, code in enumerate(plays):
        outcome = post_move(client, GAME, state, {"seat": (leader + k) % 4, "type": "play",
                                                  "card": code})
        assert outcome["legal"] is True, outcome
        state = outcome["state"]
    return outcome


@pytest.mark.parametrize(("vid", "schlag", "trump", "leader", "plays", "winner"),
                         TYROLEAN_TRICKS, ids=[t[0] for t in TYROLEAN_TRICKS])
def test_tyrolean_trick_vector_over_http(client: FlaskClient, vid: str, schlag: str,
                                         trump: str, leader: int, plays: str,
                                         winner: int) -> None:
    cards = plays.split()
    outcome = tyrolean_trick(client, {}, schlag, trump, leader, cards)
    assert outcome["trick"] == {"leader": leader, "complete": True, "winner": winner,
                                "cards": [{"seat": (leader + k) % 4, "card": c}
                                          for k, c in enumerate(cards)]}


def test_t08_without_the_guate_the_linke_wins_over_http(client: FlaskClient) -> None:
    outcome = tyrolean_trick(client, {"tyrol_guate": False}, "A", "E", 2,
                             ["HK", "S6", "HA", "E7"])
    assert outcome["trick"]["winner"] == 0  # HA, the first Linke; E7 is a plain trump


# ----- WH-09: alternating Schlecken, cutter - dealer - cutter ------------------------------

def with_cut(state: Json, turn: int, peek: str) -> Json:
    """``state`` in the cut phase with the peeked card set (a posted state)."""
    posted = {**state, "cut": {**state["cut"], "turn": turn, "peek": peek}}
    del posted["to_act"]
    return posted


def test_wh09_alternating_schlecken_over_http(client: FlaskClient) -> None:
    state = create_state(client, GAME, options={"schlecken": "alternating"}, seed=9, dealer=0)
    assert state["phase"] == "cut" and state["to_act"] == [3]  # the cutter: dealer's right
    state = play(client, GAME, with_cut(state, 3, "HK"), {"seat": 3, "type": "take_cut_card"})
    assert state["phase"] == "cut" and state["to_act"] == [0]  # the dealer looks next
    state = play(client, GAME, with_cut(state, 0, "S7"), {"seat": 0, "type": "take_cut_card"})
    assert state["phase"] == "cut" and state["to_act"] == [3]  # then the cutter again
    outcome = post_move(client, GAME, with_cut(state, 3, "E7"),
                        {"seat": 3, "type": "take_cut_card"})
    assert outcome["legal"] is True
    state = outcome["state"]
    # three takes: the sequence ends and the deal follows; 3-k cards in round 1
    assert state["phase"] == "call_rank" and state["to_act"] == [1]
    assert [len(h) for h in state["hands"]] == [5, 5, 5, 5]
    assert {"HK", "E7"} <= set(state["hands"][3]) and "S7" in state["hands"][0]
    assert len({c for h in state["hands"] for c in h}) == 20
    taken = [{"seat": 3, "card": "HK"}, {"seat": 0, "card": "S7"}, {"seat": 3, "card": "E7"}]
    assert state["cut"]["taken"] == taken
    for seat in (None, 0, 1, 2, 3):  # a taken card is known to its taker only
        shown = view(client, GAME, state, seat)["cut"]["taken"]
        assert shown == [{"seat": t["seat"], "card": t["card"] if t["seat"] == seat else None}
                         for t in taken]


# ----- WH-10: the Schlecken bluff --------------------------------------------------------

WH10_HANDS = [["S7", "SA", "SK", "SO", "SU"], ["HK", "HA", "HO", "HU", "HT"],
              ["E7", "GA", "GO", "GU", "GT"], ["GK", "G7", "G8", "H7", "H8"]]
# r=A, t=E; the cutter (seat 3) took GK, no critical; the hand goes to five tricks
WH10_TRICKS = [(1, "HK GT H7 SO", 1), (1, "HT GU H8 SU", 1), (1, "HO E7 G7 SK", 2),
               (2, "GO G8 SA HU", 0), (0, "S7 HA GA GK", 0)]


def bluff_state(client: FlaskClient, options: Json) -> Json:
    state = create_state(client, GAME, options={"schlecken": "cutter_only",
                                                "schlecken_bluff": True, **options},
                         seed=1, dealer=0, deal={"hands": WH10_HANDS})
    state = play(client, GAME, state, {"seat": 1, "type": "call_rank", "rank": "A"})
    state = play(client, GAME, state, {"seat": 0, "type": "call_suit", "suit": "E"})
    return {**state, "cut": {**state["cut"], "taken": [{"seat": 3, "card": "GK"}]}}


def play_tricks(client: FlaskClient, state: Json) -> Json:
    outcome: Json = {}
    for leader, plays, winner in WH10_TRICKS:
        for k, code in enumerate(plays.split()):
            outcome = post_move(client, GAME, state, {"seat": (leader + k) % 4,
                                                      "type": "play", "card": code})
            assert outcome["legal"] is True, outcome
            state = outcome["state"]
        assert outcome["trick"]["winner"] == winner
    return outcome


def test_wh10_bluff_penalty_after_five_tricks_over_http(client: FlaskClient) -> None:
    outcome = play_tricks(client, bluff_state(client, {}))
    # {0,2} wins 3:2 and scores 2; the bluffer's side {1,3} loses 2, in the same result
    assert outcome["hand"] == {"over": True, "points": [2, -2], "scores": [2, -2],
                               "winners": [0], "reason": "tricks"}
    assert {"type": "schlecken_penalty", "seat": 3, "points": -2} in outcome["events"]


def test_wh10_score_floor_zero_over_http(client: FlaskClient) -> None:
    outcome = play_tricks(client, bluff_state(client, {"score_floor_zero": True}))
    assert outcome["state"]["scores"] == [2, 0]


def test_wh10_no_penalty_when_the_hand_ends_early_over_http(client: FlaskClient) -> None:
    state = play(client, GAME, bluff_state(client, {}), {"seat": 0, "type": "raise"})
    outcome = post_move(client, GAME, state, {"seat": 1, "type": "fold"})
    assert outcome["hand"]["points"] == [2, 0] and outcome["state"]["scores"] == [2, 0]
    assert not [e for e in outcome["events"] if e["type"] == "schlecken_penalty"]


# ----- WH-12: the Tyrolean redeal -----------------------------------------------------------

def test_wh12_tyrolean_redeal_over_http(client: FlaskClient) -> None:
    state = create_state(client, GAME, preset="tyrolean", seed=5, dealer=0)
    before = [list(h) for h in state["hands"]]
    state = play(client, GAME, state, {"seat": 1, "type": "request_redeal"})
    assert state["phase"] == "redeal_answer" and state["to_act"] == [0]
    outcome = post_move(client, GAME, state, {"seat": 0, "type": "accept_redeal"})
    assert outcome["legal"] is True
    state = outcome["state"]
    # both discard their 5 cards out of play; each is dealt 5 from the 13-card stock
    discards = sorted(before[0] + before[1])
    assert sorted(item["card"] for item in state["out_of_play"]) == discards
    assert [len(h) for h in state["hands"]] == [5, 5, 5, 5]
    assert not set(state["hands"][0] + state["hands"][1]) & set(discards)
    assert state["hands"][2:] == before[2:]
    in_play = {c for h in state["hands"] for c in h} | set(discards)
    assert 33 - len(in_play) == 3  # 3 cards are left in the stock
    # the discards are known to their holder only
    for seat in (None, 0, 1, 2, 3):
        shown = view(client, GAME, state, seat)["out_of_play"]
        assert all((item["card"] is not None) == (item["seat"] == seat) for item in shown)
    # then the normal naming follows: the forehand names the Schlag
    assert state["phase"] == "call_rank" and state["to_act"] == [1]
    state = play(client, GAME, state, {"seat": 1, "type": "call_rank", "rank": "6"})
    assert state["to_act"] == [0]
