"""Every route's happy path, with the real Watten game. The ``client`` fixture checks
each response against the OpenAPI spec."""

from __future__ import annotations

from typing import Any

from engine.registry import all_games, get_game
from tests.service.http_harness import (
    bot_move,
    create_state,
    legal_moves,
    play,
    post,
    post_move,
    run_vector,
    view,
)

GAME = "watten"
# Dealer 0, so seat 1 is the forehand: it names the Schlag, the dealer names the trump.
HANDS = [["EA", "EK", "EO", "EU", "ET"], ["GA", "GK", "GO", "GU", "GT"],
         ["HA", "HK", "HO", "HU", "HT"], ["SA", "SK", "SO", "SU", "ST"]]
NEW = {"seed": 7, "dealer": 0, "deal": {"hands": HANDS}}


def new_state(client: Any, **body: Any) -> dict[str, Any]:
    return create_state(client, GAME, **{**NEW, **body})


# ----- catalogue, health, docs ---------------------------------------------------------------

def test_list_games(client):
    body = client.get("/v1/games").get_json()
    ids = [g["id"] for g in body["games"]]
    assert ids == sorted(g.id for g in all_games()) and GAME in ids
    watten = next(g for g in body["games"] if g["id"] == GAME)
    assert "bavarian" in watten["presets"]
    assert {o["name"] for o in watten["options"]} >= {"variant", "players", "target"}


def test_game_info(client):
    info = client.get(f"/v1/games/{GAME}").get_json()
    game = get_game(GAME)
    assert info["id"] == GAME and info["players"] == list(game.player_counts)
    assert set(info["move_types"]) == set(game.move_specs)
    assert info["reason_codes"] == dict(game.reason_codes)
    assert {c["code"] for c in info["deck"]} >= {"HK", "S7", "E7"}
    assert "bavarian" in info["presets"]


def test_health_and_readiness(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ok", "store": "embedded"}


def test_docs_page_is_offline(client):
    html = client.get("/docs").get_data(as_text=True)
    assert "/docs/static/swagger-ui-bundle.js" in html
    assert "/openapi.json" in html
    assert "http://" not in html and "https://" not in html and "//cdn" not in html
    for asset in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"):
        with client.get(f"/docs/static/{asset}") as resp:
            assert resp.status_code == 200 and len(resp.data) > 1000, asset
    assert client.get("/docs/static/nope.js").status_code == 404


def test_docs_page_bundles_a_swagger_ui_that_renders_openapi_3_1():
    from service.docs import swagger_ui_version

    assert int(swagger_ui_version().split(".")[0]) >= 5


def test_openapi_json_is_openapi_3_1(client):
    spec = client.get("/openapi.json").get_json()
    assert spec["openapi"] == "3.1.0"
    assert "/v1/games/{game}/moves" in spec["paths"]


# ----- states ------------------------------------------------------------------------------

def test_new_state_defaults(client):
    resp = post(client, GAME, "states", {})
    assert resp.status_code == 201
    state = resp.get_json()["state"]
    assert state["game"] == GAME and state["version"] == 0 and state["hand_number"] == 1
    assert state["options"] == get_game(GAME).options_json(get_game(GAME).resolve_options())


def test_new_state_seed_is_reproducible(client):
    a = create_state(client, GAME, seed=42)
    b = create_state(client, GAME, seed=42)
    c = create_state(client, GAME, seed=43)
    assert a == b and a["seed"] == 42
    assert c["hands"] != a["hands"]


def test_new_state_preset_then_options_override(client):
    state = create_state(client, GAME, preset="bavarian-11", options={"criticals": False})
    assert state["options"]["target"] == 11 and state["options"]["criticals"] is False
    state = create_state(client, GAME, preset="bavarian-11", options={"target": 13})
    assert state["options"]["target"] == 13


def test_new_state_dealer_and_explicit_deal(client):
    state = new_state(client)
    assert state["dealer"] == 0 and state["forehand"] == 1 and state["to_act"] == [1]
    assert [sorted(h) for h in state["hands"]] == [sorted(h) for h in HANDS]


def test_new_state_deal_seed(client):
    a = create_state(client, GAME, seed=1, dealer=0, deal={"seed": 5})
    b = create_state(client, GAME, seed=2, dealer=0, deal={"seed": 5})
    assert a["hands"] == b["hands"]


def test_null_means_unset(client):
    state = create_state(client, GAME, options=None, preset=None, seed=3, dealer=None,
                         deal=None)
    assert state["seed"] == 3


# ----- legal moves -------------------------------------------------------------------------

def test_legal_moves_every_seat(client):
    state = new_state(client)
    body = legal_moves(client, GAME, state)
    assert body["to_act"] == [1]
    assert {m["seat"] for m in body["moves"]} >= {1}
    assert {"seat": 1, "type": "call_rank", "rank": "A"} in body["moves"]


def test_legal_moves_one_seat(client):
    state = new_state(client)
    moves = legal_moves(client, GAME, state, seat=1)["moves"]
    assert moves and all(m["seat"] == 1 for m in moves)
    assert legal_moves(client, GAME, state, seat=3)["moves"] == []


# ----- moves -------------------------------------------------------------------------------

TRICK_ONE = {
    "game": GAME,
    "new": NEW,
    "steps": [
        {"move": {"seat": 1, "type": "call_rank", "rank": "A"},
         "expect": {"events": [{"type": "schlag_named", "seat": 1, "rank": "A"}],
                    "trick": None, "hand": None, "match": None,
                    "state": {"phase": "call_suit", "schlag": "A", "version": 1}}},
        {"move": {"seat": 0, "type": "call_suit", "suit": "G"},
         "expect": {"state": {"phase": "play", "trump": "G", "to_act": [1]}}},
        {"move": {"seat": 1, "type": "play", "card": "GA"},
         "expect": {"trick": {"leader": 1, "cards": [{"seat": 1, "card": "GA"}],
                              "complete": False, "winner": None}}},
        # Trumpf oder Kritisch: the Hauptschlag GA was led; seat 2 must play the Maxi.
        {"move": {"seat": 2, "type": "play", "card": "HA"},
         "expect": {"legal": False, "code": "must_play_trump_or_critical",
                    "error": {"allowed": ["HK"]}}},
        {"move": {"seat": 3, "type": "play", "card": "SA"},
         "expect": {"legal": False, "code": "not_your_turn"}},
        {"move": {"seat": 2, "type": "play", "card": "HK"}},
        {"move": {"seat": 3, "type": "play", "card": "SA"}},
        {"move": {"seat": 0, "type": "play", "card": "EA"},
         "expect": {"trick": {"complete": True, "winner": 2},
                    "events": [{"type": "card_played", "seat": 0},
                               {"type": "trick_won", "seat": 2, "side": 0}],
                    "state": {"trick": {"leader": 2, "cards": []}, "tricks_won": [1, 0],
                              "to_act": [2]}}},
    ],
    "final": {"version": 6, "hands": [["EK", "EO", "EU", "ET"], ["GK", "GO", "GU", "GT"],
                                      ["HA", "HO", "HU", "HT"], ["SK", "SO", "SU", "ST"]]},
}


def test_vector_first_trick(client):
    state = run_vector(client, TRICK_ONE)
    assert len(state["tricks"]) == 1


def test_move_is_pure_and_state_round_trips(client):
    state = new_state(client)
    move = {"seat": 1, "type": "call_rank", "rank": "K"}
    first = post_move(client, GAME, state, move)
    again = post_move(client, GAME, state, move)
    assert first == again  # nothing stored, same input → same output
    # What /moves returns is accepted as is, and views of it are consistent.
    new = first["state"]
    assert post_move(client, GAME, new, {"seat": 0, "type": "call_suit", "suit": "E"})["legal"]
    assert view(client, GAME, new, 1)["version"] == new["version"]


def test_move_rule_violations_are_200(client):
    state = new_state(client)
    out = post_move(client, GAME, state, {"seat": 2, "type": "call_rank", "rank": "A"})
    assert out == {"game": GAME, "legal": False, "error": {"code": "not_your_turn",
                                             "message": out["error"]["message"],
                                             "allowed": []}}
    out = post_move(client, GAME, state, {"seat": 1, "type": "play", "card": "GA"})
    assert out["legal"] is False and out["error"]["code"] == "wrong_phase"
    out = post_move(client, GAME, state, {"seat": 1, "type": "hold"})
    assert out["legal"] is False and out["error"]["code"] == "nothing_to_answer"


def test_play_a_whole_hand(client):
    """Bots play until the hand is over: the last outcome carries ``hand``."""
    state = create_state(client, GAME, seed=11, dealer=0)
    last: dict[str, Any] = {}
    for step in range(60):
        if state["phase"] in ("hand_over", "match_over"):
            break
        move = bot_move(client, GAME, state, seed=step)["move"]
        last = post_move(client, GAME, state, move)
        assert last["legal"] is True, (move, last)
        state = last["state"]
    assert state["phase"] in ("hand_over", "match_over")
    assert last["hand"] is not None and last["hand"]["over"] is True
    assert last["hand"]["scores"] == state["scores"]
    # The next dealer deals the next hand.
    dealer = state["to_act"][0]
    # api.md: a deal move takes an optional seed (only a sealed state refuses one); the
    # same seed deals the same hands
    seeded = [play(client, GAME, state, {"seat": dealer, "type": "deal", "seed": 99})
              for _ in range(2)]
    assert seeded[0]["hand_number"] == 2 and seeded[0]["hands"] == seeded[1]["hands"]
    state = play(client, GAME, state, {"seat": dealer, "type": "deal"})
    assert state["hand_number"] == 2 and state["dealer"] == dealer


# ----- views -------------------------------------------------------------------------------

def test_view_of_a_seat(client):
    state = new_state(client)
    assert state["phase"] == "call_rank" and state["forehand"] == (state["dealer"] + 1) % 4
    forehand = state["forehand"]
    v = view(client, GAME, state, forehand)
    assert v["seat"] == forehand and v["hands"][forehand] == state["hands"][forehand]
    assert [h for p, h in enumerate(v["hands"]) if p != forehand] == [None, None, None]
    assert v["hand_sizes"] == [5, 5, 5, 5]
    assert "seed" not in v
    # §1.6: before trump is named only the dealer and the forehand look at their hands
    rear = (state["dealer"] + 2) % 4
    assert view(client, GAME, state, rear)["hands"] == [None] * 4


def test_view_of_a_spectator(client):
    v = view(client, GAME, new_state(client), None)
    assert v["seat"] is None and v["hands"] == [None] * 4


# ----- bots --------------------------------------------------------------------------------

def test_bot_move_random_is_seeded_and_legal(client):
    state = new_state(client)
    legal = legal_moves(client, GAME, state, seat=1)["moves"]
    a = bot_move(client, GAME, state, seed=5)
    b = bot_move(client, GAME, state, seed=5)
    assert a["move"] == b["move"] and a["level"] == "random"
    assert a["move"] in legal  # seat defaults to the first seat of to_act
    assert a["stats"]["seed"] == 5 and a["stats"]["candidates"] == len(legal)
    chosen = {tuple(sorted(bot_move(client, GAME, state, seed=s)["move"].items()))
              for s in range(20)}
    assert len(chosen) > 1


def test_bot_move_for_a_given_seat(client):
    state = new_state(client)
    out = bot_move(client, GAME, state, seat=0, seed=1)
    assert out["move"]["seat"] == 0
    assert out["move"] in legal_moves(client, GAME, state, seat=0)["moves"]


def test_bot_does_not_look_at_other_hands(client):
    """Swapping cards between the other seats' hands does not change the bot's choice."""
    state = run_vector(client, {"game": GAME, "new": NEW, "steps": TRICK_ONE["steps"][:2]})
    other = [list(h) for h in state["hands"]]
    other[2], other[3] = other[3], other[2]
    shuffled = {**state, "hands": other}
    for seed in range(10):
        a = bot_move(client, GAME, state, seat=1, seed=seed)["move"]
        b = bot_move(client, GAME, shuffled, seat=1, seed=seed)["move"]
        assert a == b


def test_bot_move_without_seed(client):
    out = bot_move(client, GAME, new_state(client))
    replay = bot_move(client, GAME, new_state(client), seed=out["stats"]["seed"])
    assert replay["move"] == out["move"]
