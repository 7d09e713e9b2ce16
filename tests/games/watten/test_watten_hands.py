"""§5.1.4 full-hand vectors (WH-01..WH-06, WH-11) and the hand/match life cycle:
redeal accepted (§1.7), dealing the next hand (§1.4, §1.11), a new match (§1.12)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Card, Move
from engine.games.watten import BAVARIAN_DECK as DECK
from tests.games.watten.helpers import (
    GAME,
    assert_rejected,
    deal_state,
    load_vectors,
    play,
    run_scenario,
)

SCENARIOS = {s["id"]: s for s in load_vectors("watten_hands.json")["scenarios"]}
WH01_HANDS = SCENARIOS["WH-01"]["hands"]


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_full_hand_vector(name: str) -> None:
    run_scenario(SCENARIOS[name])


def test_wh01_end_state_is_exactly_the_seed_example() -> None:
    state = run_scenario(SCENARIOS["WH-01"])
    data = GAME.encode(state)
    tricks = [(t["leader"], [c["card"] for c in t["cards"]], t["winner"]) for t in data["tricks"]]
    assert tricks == [
        (1, ["GO", "G9", "EO", "GK"], 1),
        (1, ["HO", "S7", "E8", "EA"], 2),
        (2, ["GA", "HK", "G8", "E9"], 3),
        (3, ["SO", "GT", "H8", "EK"], 3),
    ]
    assert data["scores"] == [0, 3]
    assert GAME.to_act(state) == [1]  # the next dealer deals


def all_cards(data: dict[str, Any]) -> list[str]:
    out = [c for hand in data["hands"] for c in hand]
    out += [c["card"] for c in data["trick"]["cards"]]
    out += [c["card"] for t in data["tricks"] for c in t["cards"]]
    return out


@pytest.mark.parametrize(("requester", "answerer"), [(1, 0), (0, 1)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_redeal_accepted(requester: int, answerer: int, seed: int) -> None:
    """§1.7.1 Bavarian: forehand and dealer return their cards to the undealt stock, it is
    mixed, each gets 5 new cards; the other two hands stay; 32 cards are conserved."""
    state = deal_state(GAME.resolve_options(), 0, WH01_HANDS, seed=seed)
    before = GAME.encode(state)
    state = play(state, Move(requester, "request_redeal"))
    assert GAME.to_act(state) == [answerer]
    out = GAME.apply(state, Move(answerer, "accept_redeal"))
    data = GAME.encode(out.state)
    assert data["phase"] == "call_rank" and GAME.to_act(out.state) == [1]
    assert data["redeal"] == {"requested_by": None, "count": 1, "refused": False}
    assert data["hands"][2] == before["hands"][2]
    assert data["hands"][3] == before["hands"][3]
    dealt = all_cards(data)
    assert len(dealt) == 20 and len(set(dealt)) == 20
    assert set(dealt) <= {c.code for c in DECK}
    assert all(len(h) == 5 for h in data["hands"])
    pool = {c.code for c in DECK} - set(before["hands"][2]) - set(before["hands"][3])
    assert set(data["hands"][0]) | set(data["hands"][1]) <= pool
    # max_redeals=1: no second redeal; the hand goes on normally.
    assert_rejected(out.state, Move(requester, "request_redeal"), "redeal_not_allowed")
    assert_rejected(out.state, Move(answerer, "request_redeal"), "redeal_not_allowed")
    named = play(out.state, Move(1, "call_rank", rank="O"), Move(0, "call_suit", suit="G"))
    assert GAME.to_act(named) == [1]


def test_redeal_draws_from_the_stock() -> None:
    """The new hands are dealt from the whole stock, not just a reshuffle of the 10 cards."""
    stock_cards_seen: set[str] = set()
    for seed in range(20):
        state = deal_state(GAME.resolve_options(), 0, WH01_HANDS, seed=seed)
        state = play(state, Move(1, "request_redeal"), Move(0, "accept_redeal"))
        data = GAME.encode(state)
        stock_cards_seen |= (set(data["hands"][0]) | set(data["hands"][1])) - set(
            WH01_HANDS[0]) - set(WH01_HANDS[1])
    stock = {c.code for c in DECK} - {c for h in WH01_HANDS for c in h}
    assert stock_cards_seen == stock


def test_redeal_rules() -> None:
    """§1.7.1: only forehand or dealer ask, the other answers, before the Schlag is named,
    at most `max_redeals` per hand, and only if `redeal_allowed`."""
    state = deal_state(GAME.resolve_options(), 0, WH01_HANDS)
    assert_rejected(state, Move(2, "request_redeal"), "not_your_turn")
    assert_rejected(state, Move(3, "request_redeal"), "not_your_turn")
    assert_rejected(state, Move(0, "accept_redeal"), "nothing_to_answer")
    asked = play(state, Move(0, "request_redeal"))
    assert_rejected(asked, Move(0, "accept_redeal"), "not_your_turn")
    assert_rejected(asked, Move(2, "refuse_redeal"), "not_your_turn")
    assert_rejected(asked, Move(1, "call_rank", rank="O"), "wrong_phase")
    named = play(state, Move(1, "call_rank", rank="O"))
    assert_rejected(named, Move(1, "request_redeal"), "redeal_not_allowed")
    off = deal_state(GAME.resolve_options({"redeal_allowed": False}), 0, WH01_HANDS)
    assert_rejected(off, Move(1, "request_redeal"), "redeal_not_allowed")
    two = deal_state(GAME.resolve_options({"max_redeals": 2}), 0, WH01_HANDS)
    two = play(two, Move(1, "request_redeal"), Move(0, "accept_redeal"),
               Move(0, "request_redeal"), Move(1, "accept_redeal"))
    assert GAME.encode(two)["redeal"]["count"] == 2
    assert_rejected(two, Move(1, "request_redeal"), "redeal_not_allowed")


def test_swap_rules() -> None:
    """§1.7.2: the forehand offers, the dealer answers; refused → the normal order."""
    state = deal_state(GAME.resolve_options(), 0, WH01_HANDS)
    assert_rejected(state, Move(0, "offer_swap"), "not_your_turn")
    offered = play(state, Move(1, "offer_swap"))
    assert_rejected(offered, Move(1, "accept_swap"), "not_your_turn")
    refused = play(offered, Move(0, "refuse_swap"))
    assert GAME.encode(refused)["swap"] == "refused"
    assert GAME.to_act(refused) == [1]
    assert_rejected(refused, Move(1, "offer_swap"), "swap_not_allowed")
    named = play(refused, Move(1, "call_rank", rank="U"))
    assert GAME.to_act(named) == [0]
    off = deal_state(GAME.resolve_options({"schlagwechsel_allowed": False}), 0, WH01_HANDS)
    assert_rejected(off, Move(1, "offer_swap"), "swap_not_allowed")


def test_next_hand_rotates_the_dealer_and_is_worth_3_when_a_side_is_tense() -> None:
    """§1.4 rotation, §1.11 V starts at 3: WH-06's fold leaves 13:10 and seat 1 deals."""
    state = run_scenario(SCENARIOS["WH-06-fold"])
    hand_number = state.hand_number
    assert GAME.to_act(state) == [1]
    out = GAME.apply(state, Move(1, "deal"))
    data = GAME.encode(out.state)
    assert data["dealer"] == 1 and data["forehand"] == 2 and GAME.to_act(out.state) == [2]
    assert data["hand_number"] == hand_number + 1 and data["match_number"] == 1
    assert data["scores"] == [13, 10] and data["tense"] == [True, False]
    assert data["stake"] == 3
    assert data["raise"] == {"pending": None, "last_raiser": None}
    assert data["hand_result"] is None and data["tricks"] == [] and data["swap"] == "none"
    assert all(len(h) == 5 for h in data["hands"])
    assert len(set(all_cards(data))) == 20


def test_explicit_deal_of_the_next_hand() -> None:
    state = run_scenario(SCENARIOS["WH-04"])
    hands = tuple(tuple(Card.parse(c) for c in h) for h in WH01_HANDS)
    out = GAME.apply(state, Move(1, "deal", hands=hands))
    data = GAME.encode(out.state)
    assert [set(h) for h in data["hands"]] == [set(h) for h in WH01_HANDS]
    assert data["stake"] == 2 and data["scores"] == [0, 4]


def test_new_match_after_match_over() -> None:
    """§1.12: after WH-05 (16:7, {1,3} gets a Bummerl) the next deal starts a new match:
    scores reset, Bummerl kept, hand number back to 1, the deal keeps rotating."""
    state = run_scenario(SCENARIOS["WH-05"])
    assert state.phase == "match_over"
    assert_rejected(state, Move(1, "play", card=Card.parse("GA")), "wrong_phase")
    assert_rejected(state, Move(0, "deal"), "not_your_turn")
    out = GAME.apply(state, Move(1, "deal"))
    assert out.match is None and out.hand is None
    data = GAME.encode(out.state)
    assert data["match_number"] == 2 and data["hand_number"] == 1
    assert data["scores"] == [0, 0] and data["bummerl"] == [0, 1]
    assert data["tense"] == [False, False] and data["stake"] == 2
    assert data["phase"] == "call_rank" and data["dealer"] == 1 and data["forehand"] == 2
    assert data["match_winners"] is None and data["hand_result"] is None
    assert any(e["type"] == "hand_dealt" and e["match_number"] == 2 for e in out.events)


@pytest.mark.parametrize(("scores", "target", "tense", "stake"), [
    ([12, 12], 15, [False, False], 2),
    ([13, 0], 15, [True, False], 3),
    ([0, 14], 15, [False, True], 3),
    ([8, 8], 11, [False, False], 2),
    ([9, 0], 11, [True, False], 3),
])
def test_tense_threshold_is_target_minus_2(scores: list[int], target: int, tense: list[bool],
                                           stake: int) -> None:
    """§1.11 / A-W14: tense at score >= target - 2; a hand starting then is worth 3."""
    state = deal_state(GAME.resolve_options({"target": target}), 2, WH01_HANDS, scores)
    data = GAME.encode(state)
    assert data["tense"] == tense and data["stake"] == stake and data["dealer"] == 2
