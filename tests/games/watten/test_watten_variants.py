"""Watten variants (issue 4): the §5.1 vectors for Tyrolean, 2 and 3 players, raising and
tense options and penalties (tests/vectors/watten_variants.json), plus Schlecken,
redeals, option combinations and the views of cut cards and discards."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import Card, Deal, IllegalMove, MalformedInput, Move
from engine.games.watten import TYROLEAN_DECK, cached_strength, trick_winner
from tests.games.watten.helpers import (
    GAME,
    TYROLEAN_TRICKS,
    cards,
    load_vectors,
    play,
    run_scenario,
)

SCENARIOS = load_vectors("watten_variants.json")["scenarios"]

TRICKS = TYROLEAN_TRICKS


def indices(plays: str) -> list[int]:
    """Card indices in play order."""
    return [TYROLEAN_DECK.index[Card.parse(c)] for c in plays.split()]


@pytest.mark.parametrize(("vid", "schlag", "trump", "leader", "plays", "winner"), TRICKS,
                         ids=[t[0] for t in TRICKS])
def test_tyrolean_trick_winner(vid: str, schlag: str, trump: str, leader: int, plays: str,
                               winner: int) -> None:
    strength = cached_strength(schlag, trump, False, "tyrolean", True)
    assert trick_winner(leader, indices(plays), strength, 4) == winner


def test_t08_without_the_guate_the_linke_wins() -> None:
    strength = cached_strength("A", "E", False, "tyrolean", False)
    assert trick_winner(2, indices("HK S6 HA E7"), strength, 4) == 0


@pytest.mark.parametrize(("vid", "schlag", "trump", "leader", "plays", "winner"), TRICKS,
                         ids=[t[0] for t in TRICKS])
def test_tyrolean_trick_through_apply(vid: str, schlag: str, trump: str, leader: int,
                                      plays: str, winner: int) -> None:
    """The same tricks as trick 1 of a real Tyrolean hand, with plain fillers."""
    options = GAME.resolve_options(preset="tyrolean")
    played = plays.split()
    plain = [c.code for c in TYROLEAN_DECK if c.suit != trump and c.rank != schlag
             and c.code != "S6" and c.code not in played]
    hands = [[] for _ in range(4)]  # type: list[list[str]]
    for i, code in enumerate(played):
        hands[(leader + i) % 4].append(code)
    for hand in hands:
        while len(hand) < 5:
            hand.append(plain.pop())
    dealer = (leader - 1) % 4
    state = GAME.new_state(options, seed=1, dealer=dealer,
                           deal=Deal(hands=[cards(h) for h in hands]))
    state = play(state, Move(leader, "call_rank", rank=schlag),
                 Move(dealer, "call_suit", suit=trump))
    out = None
    for i, code in enumerate(played):
        out = GAME.apply(state, Move((leader + i) % 4, "play", card=Card.parse(code)))
        state = out.state
    assert out is not None and out.trick is not None
    assert out.trick.complete and out.trick.winner == winner


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_variant_scenario(scenario: dict[str, Any]) -> None:
    run_scenario(scenario)


# ----- options -----------------------------------------------------------------------

@pytest.mark.parametrize(("options", "path"), [
    ({"variant": "tyrolean", "players": 3}, "options.players"),
    ({"variant": "tyrolean", "criticals": True}, "options.criticals"),
    ({"variant": "tyrolean", "tok_mode": "auto"}, "options.tok_mode"),
    ({"variant": "tyrolean", "schlecken": "alternating"}, "options.schlecken"),
    ({"criticals": False, "schlecken": "cutter_only"}, "options.schlecken"),
    ({"schlecken_bluff": True}, "options.schlecken_bluff"),
    ({"players": 3, "schlagwechsel_allowed": True}, "options.schlagwechsel_allowed"),
])
def test_invalid_option_combinations_say_why(options: dict[str, Any], path: str) -> None:
    with pytest.raises(MalformedInput) as info:
        GAME.resolve_options(options)
    assert list(info.value.errors) == [path]
    assert info.value.code == "invalid_option_combination"
    assert len(info.value.message) > 20


def test_derived_defaults() -> None:
    three = GAME.resolve_options(preset="three-player")
    assert (three.target, three.tense_threshold, three.schlagwechsel_allowed) == (11, 9, False)
    tyrol = GAME.resolve_options(preset="tyrolean")
    assert (tyrol.criticals, tyrol.tok_mode, tyrol.target) == (False, "off", 15)
    assert GAME.resolve_options({"target": 18}).tense_threshold == 16
    tournament = GAME.resolve_options(preset="tournament")
    assert (tournament.schlecken, tournament.redeal_allowed) == ("off", False)


def test_every_option_is_documented() -> None:
    info = GAME.info()
    names = {o["name"] for o in info["options"]}
    assert {"variant", "players", "criticals", "target", "tense_threshold", "tense_mode",
            "tense_value_applies_to", "tok_mode", "tok_scope", "schlecken", "schlecken_bluff",
            "schlecken_penalty", "redeal_allowed", "max_redeals", "schlagwechsel_allowed",
            "schlag_must_hold_rank", "raise_window", "raise_cap", "tyrol_linke_forced",
            "tyrol_rechte_exempt", "tyrol_guate", "score_floor_zero",
            "illegal_move_policy"} <= names
    for option in info["options"]:
        assert option["description"] and "type" in option and "default" in option
    assert {"bavarian", "bavarian-11", "no-criticals", "two-player", "three-player",
            "tyrolean", "tournament"} <= set(info["presets"])


# ----- 2 and 3 players, Tyrolean deck ------------------------------------------------------

def test_two_player_deal_and_scores() -> None:
    state = GAME.new_state(GAME.resolve_options(preset="two-player"), seed=3, dealer=0)
    data = GAME.encode(state)
    assert [len(h) for h in data["hands"]] == [5, 5]
    assert data["forehand"] == 1 and data["scores"] == [0, 0] and data["to_act"] == [1]


def test_three_player_scores_per_seat_and_first_to_eleven() -> None:
    state = GAME.new_state(GAME.resolve_options(preset="three-player"), seed=3, dealer=0)
    data = GAME.encode(state)
    assert [len(h) for h in data["hands"]] == [5, 5, 5]
    assert data["scores"] == [0, 0, 0] and data["options"]["target"] == 11
    assert not any(m.type == "offer_swap" for m in GAME.legal_moves(state))


def test_tyrolean_deck_has_33_cards_and_the_weli() -> None:
    options = GAME.resolve_options(preset="tyrolean")
    assert len(GAME.deck(options)) == 33 and Card.parse("S6") in GAME.deck(options)
    bavarian = GAME.resolve_options()
    assert Card.parse("S6") not in GAME.deck(bavarian)
    state = GAME.new_state(options, seed=5, dealer=0)
    ranks = {m.rank for m in GAME.legal_moves(state, 1) if m.type == "call_rank"}
    assert ranks == {"A", "K", "O", "U", "T", "9", "8", "7", "6"}


# ----- redeal -----------------------------------------------------------------------------

def test_wh12_tyrolean_redeal_discards_out_of_play() -> None:
    options = GAME.resolve_options(preset="tyrolean")
    state = GAME.new_state(options, seed=12, dealer=0)
    before = GAME.encode(state)["hands"]
    state = play(state, Move(1, "request_redeal"), Move(0, "accept_redeal"))
    data = GAME.encode(state)
    discards = {(d["seat"], d["card"]) for d in data["out_of_play"]}
    assert discards == {(p, c) for p in (1, 0) for c in before[p]}
    assert data["hands"][2] == before[2] and data["hands"][3] == before[3]
    for p in (0, 1):
        assert len(data["hands"][p]) == 5 and not set(data["hands"][p]) & set(before[p])
    in_hands = {c for h in data["hands"] for c in h}
    assert len(in_hands) == 20 and 33 - 20 - 10 == 3
    assert not in_hands & {c for _, c in discards}
    # the discards are known to their holder only
    for seat in range(4):
        seen = {d["card"] for d in GAME.view(state, seat)["out_of_play"]} - {None}
        assert seen == (set(before[seat]) if seat in (0, 1) else set())
    assert GAME.encode(GAME.decode(json.loads(json.dumps(data)))) == data


@pytest.mark.parametrize(("players", "redeals"), [(4, 1), (2, 2)])
def test_tyrolean_redeal_needs_ten_cards_in_the_stock(players: int, redeals: int) -> None:
    """§1.7.1, Tyrolean: the two discard out of play and "each is dealt 5 cards from the
    undealt stock". The 33-card stock holds 13 (4 players) or 23 (2 players) cards, so
    with ``max_redeals`` above that only as many redeals as the stock can feed are
    possible; the next request is refused and the hands stay whole."""
    options = GAME.resolve_options({"variant": "tyrolean", "players": players,
                                    "max_redeals": 5})
    state = GAME.new_state(options, seed=12, dealer=0)
    for _ in range(redeals):
        state = play(state, Move(1, "request_redeal"), Move(0, "accept_redeal"))
    data = GAME.encode(state)
    assert [len(h) for h in data["hands"]] == [5] * players
    assert 33 - 5 * players - len(data["out_of_play"]) == 3
    for seat in (0, 1):
        violation = GAME.check(state, Move(seat, "request_redeal"))
        assert violation is not None and violation.code == "redeal_not_allowed"
        assert "stock" in violation.message
    assert not [m for m in GAME.legal_moves(state) if m.type == "request_redeal"]
    assert GAME.encode(GAME.decode(json.loads(json.dumps(data)))) == data


# ----- Schlecken -------------------------------------------------------------------------

def cut_state(options: dict[str, Any], peek: str, turn: int = 3,
              taken: list[dict[str, Any]] | None = None) -> Any:
    """A posted state in the cut phase with a chosen peeked card (dealer 0, cutter 3)."""
    opts = GAME.resolve_options(options)
    data = GAME.encode(GAME.new_state(opts, seed=9, dealer=0))
    assert data["phase"] == "cut"
    hands: list[list[str]] = [[] for _ in range(4)]
    for item in taken or []:
        hands[item["seat"]].append(item["card"])
    data.update(hands=hands, cut={"turn": turn, "peek": peek, "taken": taken or [],
                                  "left": None})
    del data["to_act"]
    return GAME.decode(json.loads(json.dumps(data)))


def test_wh09_alternating_schlecken_takes_three_criticals() -> None:
    options = {"schlecken": "alternating"}
    state = cut_state(options, "HK")
    assert GAME.to_act(state) == [3]
    state = play(state, Move(3, "take_cut_card"))
    assert GAME.to_act(state) == [0]  # the dealer looks next
    data = GAME.encode(state)
    data["cut"]["peek"] = "S7"
    state = cut_state(options, "S7", turn=0, taken=data["cut"]["taken"])
    state = play(state, Move(0, "take_cut_card"))
    assert GAME.to_act(state) == [3]
    taken = GAME.encode(state)["cut"]["taken"]
    state = cut_state(options, "E7", turn=3, taken=taken)
    state = play(state, Move(3, "take_cut_card"))
    data = GAME.encode(state)
    assert data["phase"] == "call_rank"  # three takes: the sequence ends and the deal follows
    assert [len(h) for h in data["hands"]] == [5, 5, 5, 5]
    assert {"HK", "E7"} <= set(data["hands"][3]) and "S7" in data["hands"][0]
    assert len({c for h in data["hands"] for c in h}) == 20


def test_schlecken_without_bluff_only_criticals_are_taken() -> None:
    state = cut_state({"schlecken": "alternating"}, "GK")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, Move(3, "take_cut_card"))
    assert info.value.violation.code == "cut_card_not_critical"
    state = play(state, Move(3, "leave_cut_card"))
    data = GAME.encode(state)
    assert data["phase"] == "call_rank" and data["cut"]["left"] == {"seat": 3, "card": "GK"}
    assert all("GK" not in h for h in data["hands"])  # left at the bottom: never dealt
    assert GAME.view(state, 3)["cut"]["left"]["card"] == "GK"
    assert GAME.view(state, 0)["cut"]["left"]["card"] is None


def test_cutter_only_takes_one_card() -> None:
    state = play(cut_state({"schlecken": "cutter_only"}, "S7"), Move(3, "take_cut_card"))
    data = GAME.encode(state)
    assert data["phase"] == "call_rank" and "S7" in data["hands"][3]


def test_peeked_and_taken_cards_are_seen_by_their_holder_only() -> None:
    state = cut_state({"schlecken": "alternating"}, "HK")
    for seat in range(4):
        assert GAME.view(state, seat)["cut"]["peek"] == ("HK" if seat == 3 else None)
    assert GAME.view(state, None)["cut"]["peek"] is None
    state = play(state, Move(3, "take_cut_card"))
    for seat in range(4):
        view = GAME.view(state, seat)
        assert view["cut"]["taken"] == [{"seat": 3, "card": "HK" if seat == 3 else None}]
        assert (view["cut"]["peek"] is not None) == (seat == 0)
        text = json.dumps(view)
        if seat != 3:
            assert '"HK"' not in text


def bluff_state(options: dict[str, Any], turn: int = 0,
                scores: list[int] | None = None) -> Any:
    """WH-10: the cutter (seat 3) took GK (no critical) at the cut; r=A, t=E. ``turn``
    seats the deal that many places on (dealer 0 + turn); ``scores`` are the scores
    before the hand."""
    hands = [["S7", "SA", "SK", "SO", "SU"], ["HK", "HA", "HO", "HU", "HT"],
             ["E7", "GA", "GO", "GU", "GT"], ["GK", "G7", "G8", "H7", "H8"]]
    hands = [hands[(p - turn) % 4] for p in range(4)]
    opts = GAME.resolve_options({"schlecken": "cutter_only", "schlecken_bluff": True, **options})
    state = GAME.new_state(opts, seed=1, dealer=turn,
                           deal=Deal(hands=[cards(h) for h in hands]))
    state = play(state, Move((1 + turn) % 4, "call_rank", rank="A"),
                 Move(turn, "call_suit", suit="E"))
    data = GAME.encode(state)
    data["cut"]["taken"] = [{"seat": (3 + turn) % 4, "card": "GK"}]
    if scores is not None:
        data["scores"] = scores
        del data["tense"], data["to_act"]
    return GAME.decode(json.loads(json.dumps(data)))


TRICKS_WH10 = [(1, "HK GT H7 SO", 1), (1, "HT GU H8 SU", 1), (1, "HO E7 G7 SK", 2),
               (2, "GO G8 SA HU", 0), (0, "S7 HA GA GK", 0)]


def play_tricks(state: Any, tricks: list[tuple[int, str, int]]) -> Any:
    out = None
    for leader, plays, winner in tricks:
        for i, code in enumerate(plays.split()):
            out = GAME.apply(state, Move((leader + i) % 4, "play", card=Card.parse(code)))
            state = out.state
        assert out is not None and out.trick is not None and out.trick.winner == winner
    return out


def test_wh10_bluff_penalty_after_five_tricks() -> None:
    out = play_tricks(bluff_state({}), TRICKS_WH10)
    assert out.hand is not None
    assert out.hand.points == (2, -2) and out.hand.scores == (2, -2)
    assert any(e["type"] == "schlecken_penalty" and e["seat"] == 3 for e in out.events)


def test_wh10_bluff_penalty_falls_on_the_takers_side() -> None:
    """WH-10 dealt by seat 2: the cutter is seat 1 (§1.4: right of the dealer), so its
    team {1,3} loses the 2 points (§1.5), from a score of 4; the event says so."""
    turned = [((leader + 2) % 4, plays, (winner + 2) % 4) for leader, plays, winner in
              TRICKS_WH10]
    out = play_tricks(bluff_state({}, turn=2, scores=[5, 4]), turned)
    assert out.hand is not None
    assert out.hand.points == (2, -2) and out.hand.scores == (7, 2)
    penalties = [e for e in out.events if e["type"] == "schlecken_penalty"]
    assert penalties == [{"type": "schlecken_penalty", "seat": 1, "points": -2}]


def test_wh10_score_floor_zero() -> None:
    out = play_tricks(bluff_state({"score_floor_zero": True}), TRICKS_WH10)
    assert out.hand is not None and out.hand.scores == (2, 0)


def test_wh10_no_penalty_when_the_hand_ends_early() -> None:
    state = bluff_state({})
    state = play(state, Move(0, "raise"), Move(1, "fold"))  # ends after 0 tricks
    assert GAME.encode(state)["scores"] == [2, 0]


def test_schlecken_bluff_dealer_may_not_bluff() -> None:
    state = cut_state({"schlecken": "alternating", "schlecken_bluff": True}, "HK")
    state = play(state, Move(3, "take_cut_card"))
    taken = GAME.encode(state)["cut"]["taken"]
    state = cut_state({"schlecken": "alternating", "schlecken_bluff": True}, "GA", turn=0,
                      taken=taken)
    assert GAME.check(state, Move(0, "take_cut_card")) is not None
    state = cut_state({"schlecken": "alternating", "schlecken_bluff": True}, "GA", turn=3)
    assert GAME.check(state, Move(3, "take_cut_card")) is None


@pytest.mark.parametrize("schlecken", ["cutter_only", "alternating"])
def test_schlecken_bluff_the_cutter_may_take_any_card(schlecken: str) -> None:
    """§1.5 ``schlecken_bluff=true``: taken cards are not shown, so the cutter MAY take
    whatever card he peeked, every one of the 32; the dealer only a critical."""
    options = {"schlecken": schlecken, "schlecken_bluff": True}
    for card in GAME.deck(GAME.resolve_options(options)):
        state = cut_state(options, card.code)
        take = Move(3, "take_cut_card")
        assert GAME.check(state, take) is None, card
        assert any(m.type == "take_cut_card" for m in GAME.legal_moves(state, 3)), card
        assert GAME.view(play(state, take), 3)["cut"]["taken"] == [{"seat": 3,
                                                                    "card": card.code}]
