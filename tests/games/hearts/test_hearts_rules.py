"""Hearts engine: options and presets, the pass phase, turn order and reason codes, the
match cycle, the JSON codec (strict decoding) and views (rules-spec §3, api.md)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import Card, Deal, IllegalMove, InvalidState, MalformedInput, Move, get_game
from engine.games.hearts import REASON_CODES
from tests.games.hearts.support import (
    DECK_CODES,
    GAME,
    card_codes_in,
    cards,
    options,
    play_all,
    scripted_hand,
)

SPEC_OPTIONS = {
    "players", "target", "omnibus", "moon_mode", "moon_requires_jd", "qs_breaks_hearts",
    "can_lead_hearts_instead_of_qs", "pass_count", "pass_cycle", "removed_cards",
    "tie_policy", "illegal_move_policy"}


def fresh(players: int = 4, seed: int = 7, **kw: Any) -> Any:
    return GAME.new_state(options(players, **kw), seed=seed, dealer=0)


def pass_move(seat: int, codes: list[str]) -> Move:
    return Move(seat, "pass", cards=tuple(cards(codes)))


def violation(state: Any, move: Move) -> str:
    with pytest.raises(IllegalMove) as exc:
        GAME.apply(state, move)
    code = exc.value.violation.code
    assert code in REASON_CODES
    return code


def all_passed(state: Any, rng: random.Random | None = None) -> Any:
    rng = rng or random.Random(0)
    while state.phase == "passing":
        state = GAME.apply(state, GAME.random_move(state, None, rng)).state
    return state


def finish_hand(state: Any, seed: int = 0) -> Any:
    rng = random.Random(seed)
    while state.phase not in ("hand_over", "match_over"):
        state = GAME.apply(state, GAME.random_move(state, None, rng)).state
    return state


# ----- options and presets ------------------------------------------------------------

def test_registered_with_every_spec_option() -> None:
    assert get_game("hearts") is GAME
    info = GAME.info()
    assert {o["name"] for o in info["options"]} == SPEC_OPTIONS
    assert set(info["players"]) == {3, 4, 5, 6}
    assert {"hand_over", "match_over"} <= set(info["phases"])
    assert set(info["move_types"]) == {"pass", "play", "choose_moon", "deal"}
    assert len(info["deck"]) == 52
    assert set(info["reason_codes"]) >= {
        "must_follow_suit", "hearts_not_broken", "no_points_on_first_trick",
        "must_lead_lowest_club", "wrong_pass_count", "not_your_turn", "card_not_in_hand",
        "wrong_phase", "already_passed", "duplicate_card"}
    json.dumps(info)


def test_defaults_follow_the_spec() -> None:
    o = GAME.options_json(GAME.resolve_options())
    assert o == {"players": 4, "target": 100, "omnibus": False, "moon_mode": "add_to_others",
                 "moon_requires_jd": False, "qs_breaks_hearts": False,
                 "can_lead_hearts_instead_of_qs": False, "pass_count": 3,
                 "pass_cycle": ["left", "right", "across", "none"], "removed_cards": [],
                 "tie_policy": "share", "illegal_move_policy": "reject"}


@pytest.mark.parametrize(("players", "removed", "cycle", "hand_size"), [
    (3, ["D2"], ["left", "right", "none"], 17),
    (4, [], ["left", "right", "across", "none"], 13),
    (5, ["D2", "C2"], ["left", "right", "none"], 10),
    (6, ["D2", "C2", "D3", "C3"], ["left", "right", "across", "none"], 8),
])
def test_player_counts(players: int, removed: list[str], cycle: list[str],
                       hand_size: int) -> None:
    o = GAME.options_json(options(players))
    assert o["removed_cards"] == removed and o["pass_cycle"] == cycle
    state = fresh(players)
    data = GAME.encode(state)
    assert [len(h) for h in data["hands"]] == [hand_size] * players
    dealt = {c for h in data["hands"] for c in h}
    assert dealt == set(DECK_CODES) - set(removed)
    assert len(GAME.deck(state.options)) == 52 - len(removed)


@pytest.mark.parametrize(("preset", "expected"), [
    ("standard", {}), ("omnibus", {"omnibus": True}), ("three-player", {"players": 3}),
    ("five-player", {"players": 5}), ("six-player", {"players": 6}),
    ("short", {"target": 50}), ("moon-minus-26", {"moon_mode": "subtract_self"}),
])
def test_presets(preset: str, expected: dict[str, Any]) -> None:
    o = GAME.options_json(GAME.resolve_options(preset=preset))
    for name, value in expected.items():
        assert o[name] == value


@pytest.mark.parametrize(("given", "path"), [
    ({"players": 7}, "options.players"),
    ({"target": "100"}, "options.target"),
    ({"moon_mode": "moon"}, "options.moon_mode"),
    ({"pass_cycle": ["left", "up"]}, "options.pass_cycle"),
    ({"removed_cards": ["X9"]}, "options.removed_cards"),
    ({"removed_cards": "D2"}, "options.removed_cards"),
    ({"tie_policy": "split"}, "options.tie_policy"),
    ({"omnibus": 1}, "options.omnibus"),
    ({"jokers": True}, "options.jokers"),
])
def test_bad_option_values(given: dict[str, Any], path: str) -> None:
    with pytest.raises(MalformedInput) as exc:
        GAME.resolve_options(given)
    assert path in exc.value.errors


@pytest.mark.parametrize(("given", "ok"), [
    ({"target": 10_000}, True), ({"target": 10_001}, False), ({"target": 0}, False),
    ({"players": 3, "pass_count": 16}, True), ({"pass_count": 17}, False),
    ({"players": 3, "pass_count": 17}, False), ({"pass_count": 0}, False),
])
def test_integer_options_keep_to_their_published_range(given: dict[str, Any], ok: bool
                                                        ) -> None:
    """`GET /v1/games/hearts` publishes target 1..10000 and pass_count 1..16; a value
    outside is wrong by itself (README: ``invalid_option``, not a combination error)."""
    name = next(k for k in given if k != "players")
    described = next(o for o in GAME.info()["options"] if o["name"] == name)
    if ok:
        assert GAME.options_json(GAME.resolve_options(given))[name] == given[name]
        assert given[name] in (described["minimum"], described["maximum"])
        return
    with pytest.raises(MalformedInput) as exc:
        GAME.resolve_options(given)
    assert exc.value.code == "invalid_option" and f"options.{name}" in exc.value.errors


@pytest.mark.parametrize(("given", "path", "words"), [
    ({"moon_requires_jd": True}, "options.moon_requires_jd", "omnibus"),
    ({"players": 3, "pass_cycle": ["left", "across"]}, "options.pass_cycle", "even"),
    ({"players": 5, "pass_cycle": ["across"]}, "options.pass_cycle", "even"),
    ({"pass_cycle": []}, "options.pass_cycle", "at least one"),
    ({"players": 3, "removed_cards": []}, "options.removed_cards", "evenly"),
    ({"players": 5, "removed_cards": ["D2"]}, "options.removed_cards", "evenly"),
    ({"players": 3, "removed_cards": ["SQ"]}, "options.removed_cards", "SQ"),
    ({"players": 3, "removed_cards": ["DJ"]}, "options.removed_cards", "DJ"),
    ({"players": 3, "removed_cards": ["H2"]}, "options.removed_cards", "H2"),
    ({"players": 5, "removed_cards": ["D2", "D2"]}, "options.removed_cards", "twice"),
    ({"pass_count": 13}, "options.pass_count", "hand size"),
    ({"players": 6, "pass_count": 8}, "options.pass_count", "hand size"),
    # 39 cards deal out evenly to 3, but trick 1 opens with the lowest club (§3.5 rule 1,
    # A-H5): a pack without clubs cannot be played
    ({"players": 3, "removed_cards": [f"C{r}" for r in "23456789TJQKA"]},
     "options.removed_cards", "club"),
])
def test_invalid_combinations(given: dict[str, Any], path: str, words: str) -> None:
    with pytest.raises(MalformedInput) as exc:
        GAME.resolve_options(given)
    assert path in exc.value.errors
    assert words in exc.value.message


def test_other_removed_cards_and_pass_settings() -> None:
    state = fresh(3, removed_cards=["C2"], pass_count=4, pass_cycle=["right"])
    data = GAME.encode(state)
    assert data["pass_direction"] == "right" and data["phase"] == "passing"
    assert all("C2" not in h for h in data["hands"])
    hand = data["hands"][0]
    assert violation(state, pass_move(0, hand[:3])) == "wrong_pass_count"
    state = all_passed(state)
    data = GAME.encode(state)
    assert [len(p) for p in data["passed"]] == [4, 4, 4]
    assert data["received"][0] == data["passed"][1]  # right: seat 1 passes to seat 0
    holder = next(p for p, h in enumerate(data["hands"]) if "C3" in h)
    assert data["to_act"] == [holder]  # C3 is the lowest club left


def test_seeded_deals_are_reproducible() -> None:
    assert GAME.encode(fresh(seed=11)) == GAME.encode(fresh(seed=11))
    assert GAME.encode(fresh(seed=11))["hands"] != GAME.encode(fresh(seed=12))["hands"]
    a = GAME.new_state(options(), seed=5)
    b = GAME.new_state(options(), seed=5)
    assert a.dealer == b.dealer


def test_a_deal_seed_replaces_the_match_seed() -> None:
    """engine.dealing: a deal's seed is the match seed from then on, so the hand it deals
    and every later hand are the ones of a match started with that seed."""
    d = GAME.new_state(options(), seed=5, dealer=1, deal=Deal(seed=77))
    e = GAME.new_state(options(), seed=6, dealer=1, deal=Deal(seed=77))
    plain = GAME.new_state(options(), seed=77, dealer=1)
    assert GAME.encode(d) == GAME.encode(e) == GAME.encode(plain)
    assert GAME.encode(d)["seed"] == 77
    one, other = (finish_hand(GAME.new_state(options(), seed=s, dealer=0)) for s in (1, 2))
    one, other = (GAME.apply(x, Move(1, "deal", seed=99)).state for x in (one, other))
    assert GAME.encode(one)["hands"] == GAME.encode(other)["hands"]
    assert GAME.encode(one)["seed"] == GAME.encode(other)["seed"] == 99
    one, other = (GAME.apply(finish_hand(x), Move(2, "deal")).state for x in (one, other))
    assert GAME.encode(one)["hands"] == GAME.encode(other)["hands"]  # hand 3 as well


@pytest.mark.parametrize(("players", "hands", "path", "words"), [
    (4, lambda h: h[:3], "deal.hands", "list of 4 hands"),
    (4, lambda h: [h[0][:12], *h[1:]], "deal.hands[0]", "13 cards"),
    (4, lambda h: [h[0], [h[0][0], *h[1][1:]], *h[2:]], "deal.hands[1][0]", "twice"),
    (3, lambda h: [["D2", *h[0][1:]], *h[1:]], "deal.hands[0][0]", "not a card"),
    (4, lambda h: [["XX", *h[0][1:]], *h[1:]], "deal.hands[0][0]", "not a card"),
])
def test_explicit_deals_are_checked_at_the_boundary(players: int, hands: Any, path: str,
                                                    words: str) -> None:
    """A client's explicit deal (`parse_deal`): one hand per seat of the hand size, each
    card of this pack exactly once."""
    opts = options(players)
    dealt = GAME.encode(GAME.new_state(opts, seed=3))["hands"]
    assert GAME.parse_deal(opts, dealt).hands == tuple(tuple(cards(h)) for h in dealt)
    with pytest.raises(MalformedInput) as exc:
        GAME.parse_deal(opts, hands(dealt))
    assert path in exc.value.errors
    assert words in exc.value.errors[path]


def test_the_dealer_is_checked_at_the_boundary() -> None:
    assert GAME.check_dealer(options(), 3) == 3
    with pytest.raises(MalformedInput) as exc:
        GAME.check_dealer(options(), 4)
    assert "dealer" in exc.value.errors


# ----- the pass phase ------------------------------------------------------------------

def test_pass_phase_is_simultaneous() -> None:
    state = fresh()
    data = GAME.encode(state)
    assert data["phase"] == "passing" and data["to_act"] == [0, 1, 2, 3]
    assert data["trick"] == {"leader": None, "cards": []}
    assert data["passed"] == [None] * 4 and data["received"] == [None] * 4
    moves = GAME.legal_moves_json(state)
    assert moves == [{"seat": p, "type": "pass", "count": 3, "choose_from": data["hands"][p]}
                     for p in range(4)]
    assert GAME.legal_moves_json(state, 2) == [moves[2]]
    assert len(GAME.legal_moves(state, 1)) == 286  # C(13, 3): every pass of seat 1
    out = GAME.apply(state, pass_move(2, data["hands"][2][:3]))
    after = GAME.encode(out.state)
    assert after["to_act"] == [0, 1, 3]
    assert after["hands"][2] == data["hands"][2][3:]  # the passed cards left the hand
    assert after["passed"][2] == data["hands"][2][:3]
    assert after["received"] == [None] * 4  # nobody receives before everyone has passed
    assert out.events == [{"type": "cards_passed", "seat": 2, "to": 3, "count": 3}]
    assert out.trick is None and out.hand is None
    assert GAME.legal_moves_json(out.state, 2) == []
    assert violation(out.state, pass_move(2, data["hands"][2][3:6])) == "already_passed"
    state = out.state
    for p in (3, 0):
        state = GAME.apply(state, pass_move(p, data["hands"][p][:3])).state
    assert GAME.encode(state)["phase"] == "passing"
    out = GAME.apply(state, pass_move(1, data["hands"][1][:3]))
    final = GAME.encode(out.state)
    assert final["phase"] == "play"
    assert out.events[-1]["type"] == "cards_exchanged"
    for p in range(4):
        assert final["received"][(p + 1) % 4] == data["hands"][p][:3]


def test_pass_refusals() -> None:
    state = fresh()
    data = GAME.encode(state)
    hand, other = data["hands"][0], data["hands"][1]
    assert violation(state, pass_move(0, hand[:2])) == "wrong_pass_count"
    assert violation(state, pass_move(0, hand[:4])) == "wrong_pass_count"
    with pytest.raises(MalformedInput):  # not even a pass: refused at the boundary
        GAME.parse_move({"seat": 0, "type": "pass"}, state)
    assert violation(state, pass_move(0, [hand[0], hand[0], hand[1]])) == "duplicate_card"
    assert violation(state, pass_move(0, [hand[0], hand[1], other[0]])) == "card_not_in_hand"
    assert violation(state, Move(0, "play", card=Card.parse(hand[0]))) == "wrong_phase"
    assert violation(state, Move(0, "deal")) == "wrong_phase"
    assert violation(state, Move(0, "choose_moon", mode="subtract_self")) == "wrong_phase"
    played = all_passed(state)
    assert violation(played, pass_move(0, GAME.encode(played)["hands"][0][:3])) == "wrong_phase"


def test_random_passes_are_legal_and_varied() -> None:
    rng = random.Random(3)
    state = fresh()
    seen = set()
    for _ in range(200):
        move = GAME.random_move(state, 0, rng)
        assert GAME.check(state, move) is None
        assert move.cards is not None and len(move.cards) == 3
        seen.add(move.cards)
    assert len(seen) > 100
    with pytest.raises(IllegalMove):
        GAME.random_move(GAME.apply(state, move).state, 0, rng)


# ----- turn order and reason codes -----------------------------------------------------

def test_turns_and_refusals_in_play() -> None:
    state = all_passed(fresh())
    data = GAME.encode(state)
    leader = data["to_act"][0]
    assert "C2" in data["hands"][leader]
    other = (leader + 1) % 4
    assert violation(state, Move(other, "play", card=Card.parse(data["hands"][other][0]))) \
        == "not_your_turn"
    with pytest.raises(IllegalMove) as exc:  # nor is a random card drawn for that seat
        GAME.random_move(state, other, random.Random(0))
    assert exc.value.violation.code == "not_your_turn"
    missing = next(c for c in DECK_CODES if c not in data["hands"][leader])
    with pytest.raises(IllegalMove) as exc:
        GAME.apply(state, Move(leader, "play", card=Card.parse(missing)))
    assert exc.value.violation.code == "card_not_in_hand"
    assert exc.value.violation.allowed == ["C2"]
    assert missing in exc.value.violation.message
    assert violation(state, Move(leader, "deal")) == "wrong_phase"
    out = GAME.apply(state, Move(leader, "play", card=Card.parse("C2")))
    assert out.events == [{"type": "card_played", "seat": leader, "card": "C2"}]
    assert out.trick is not None and out.trick.to_json() == {
        "leader": leader, "cards": [{"seat": leader, "card": "C2"}], "complete": False,
        "winner": None}
    assert GAME.encode(out.state)["version"] == data["version"] + 1


def test_hearts_only_lead_breaks_hearts() -> None:
    """A-H13: a heart led from an all-hearts hand breaks hearts for later tricks."""
    tricks = [["C2", "C3", "CA", "C4"], ["H2", "HA", "D2", "D3"]]
    # seat 2 wins trick 1 with CA and holds only hearts afterwards; seat 3 holds HA
    state, _ = scripted_hand(options(), 0, tricks,
                             holdings={2: ["H3", "H4", "H5", "H6", "H7", "H8", "H9",
                                           "HT", "HJ", "HQ", "HK"]},
                             fill={2: "exact"})
    state, outs = play_all(state, tricks[0])
    data = GAME.encode(state)
    assert data["to_act"] == [2] and not data["hearts_broken"]
    assert sorted(m.card.code for m in GAME.legal_moves(state) if m.card) == sorted(
        data["hands"][2])
    state, outs = play_all(state, ["H2"])
    assert not GAME.encode(state)["hearts_broken"]  # broken once the trick is complete
    state, outs = play_all(state, tricks[1][1:])
    assert any(e["type"] == "hearts_broken" for e in outs[-1].events)
    assert GAME.encode(state)["hearts_broken"]


def test_queen_of_spades_lead_rule_options() -> None:
    """A-H2: only hearts and SQ, hearts unbroken: SQ must be led, unless the option."""
    tricks = [["C2", "C3", "CA", "C4"]]
    hold = {2: ["SQ", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "HT", "HJ", "HQ", "HK"]}
    for flag, expected in ((False, ["SQ"]), (True, sorted(hold[2]))):
        state, _ = scripted_hand(options(can_lead_hearts_instead_of_qs=flag), 0, tricks,
                                 holdings=hold, fill={2: "exact"})
        state, _ = play_all(state, tricks[0])
        legal = sorted(m.card.code for m in GAME.legal_moves(state) if m.card)
        assert legal == sorted(expected)
        if not flag:
            with pytest.raises(IllegalMove) as exc:
                GAME.apply(state, Move(2, "play", card=Card.parse("H3")))
            assert exc.value.violation.code == "hearts_not_broken"
            assert "SQ" in exc.value.violation.message


def test_qs_breaks_hearts_option() -> None:
    tricks = [["C2", "C3", "CA", "C4"], ["DA", "SQ", "D2", "D3"]]
    for flag in (False, True):
        state, _ = scripted_hand(options(qs_breaks_hearts=flag), 0, tricks)
        state, _ = play_all(state, tricks[0] + tricks[1])
        assert GAME.encode(state)["hearts_broken"] is flag


# ----- the match cycle -----------------------------------------------------------------

def test_hand_over_deal_and_next_match() -> None:
    state = GAME.new_state(options(target=1), seed=4, dealer=2)
    state = finish_hand(state)
    data = GAME.encode(state)
    assert data["phase"] == "match_over"  # someone took points: target 1 reached
    assert data["to_act"] == [3]
    assert violation(state, Move(0, "deal")) == "not_your_turn"
    with pytest.raises(IllegalMove) as exc:  # nor may a random move be drawn for seat 0
        GAME.random_move(state, 0, random.Random(0))
    assert exc.value.violation.code == "not_your_turn"
    out = GAME.apply(state, Move(3, "deal", seed=5))
    new = GAME.encode(out.state)
    assert new["match_number"] == 2 and new["hand_number"] == 1
    assert new["scores"] == [0, 0, 0, 0] and new["dealer"] == 3
    assert new["match_winners"] is None and new["hand_result"] is None
    assert new["tricks"] == [] and new["pass_direction"] == "left"
    assert out.events == [{"type": "hand_dealt", "dealer": 3, "hand_number": 1,
                           "match_number": 2, "pass_direction": "left"}]


def test_the_next_match_starts_again_at_hand_1_of_the_pass_cycle() -> None:
    """api.md: ``hand_number`` counts from 1 within a match, and the pass cycle starts at
    hand 1 (§3.4: hand 1 passes left). A match that ends in hand 2 (passing right) is
    followed by hand 1 of match 2, passing left again, with fresh totals."""
    state = finish_hand(GAME.new_state(options(), seed=4, dealer=0))
    assert state.phase == "hand_over"
    state = GAME.apply(state, Move(1, "deal", seed=6)).state
    data = GAME.encode(state)
    assert (data["hand_number"], data["pass_direction"]) == (2, "right")
    data["scores"] = [99, 99, 99, 99]  # a match scored on paper (api.md: scores are free)
    state = finish_hand(GAME.decode(data))
    assert state.phase == "match_over"  # the hand's 26 points took someone past 100
    out = GAME.apply(state, Move(2, "deal", seed=7))
    new = GAME.encode(out.state)
    assert (new["match_number"], new["hand_number"]) == (2, 1)
    assert new["pass_direction"] == "left" and new["phase"] == "passing"
    assert new["scores"] == [0, 0, 0, 0] and new["dealer"] == 2
    assert out.events == [{"type": "hand_dealt", "dealer": 2, "hand_number": 1,
                           "match_number": 2, "pass_direction": "left"}]


def test_a_new_match_reports_the_deal_of_hand_1_as_a_deal_move_would() -> None:
    """`Game.hand_dealt_events`: `new_state` deals hand 1 without a move, so a session
    logs these events for it: the ``hand_dealt`` of hand 1 of match 1 (§3.4: passing
    left)."""
    state = GAME.new_state(options(), seed=4, dealer=2)
    assert GAME.hand_dealt_events(state) == [
        {"type": "hand_dealt", "dealer": 2, "hand_number": 1, "match_number": 1,
         "pass_direction": "left"}]


def test_deal_with_explicit_hands() -> None:
    state = finish_hand(GAME.new_state(options(), seed=4, dealer=0))
    assert state.phase == "hand_over"
    hands = [DECK_CODES[p::4] for p in range(4)]
    out = GAME.apply(state, Move(1, "deal", hands=tuple(tuple(cards(h)) for h in hands)))
    data = GAME.encode(out.state)
    assert data["hands"] == [sorted(h, key=DECK_CODES.index) for h in hands]
    assert data["hand_number"] == 2 and data["pass_direction"] == "right"
    with pytest.raises(MalformedInput) as exc:  # a client's deal: checked at the boundary
        GAME.parse_move({"seat": 1, "type": "deal", "hands": [h[:12] for h in hands]}, state)
    assert "move.hands[0]" in exc.value.errors
    move = GAME.parse_move({"seat": 1, "type": "deal", "hands": hands}, state)
    assert GAME.encode(GAME.apply(state, move).state) == data


def test_parse_move_shapes() -> None:
    state = fresh(3)
    move = GAME.parse_move({"seat": 0, "type": "pass", "cards": ["C3", "C4", "C5"]}, state)
    assert move.cards == tuple(cards(["C3", "C4", "C5"]))
    with pytest.raises(MalformedInput) as exc:  # D2 is not in the 3-player pack
        GAME.parse_move({"seat": 0, "type": "play", "card": "D2"}, state)
    assert "move.card" in exc.value.errors
    with pytest.raises(MalformedInput):
        GAME.parse_move({"seat": 0, "type": "choose_moon", "mode": "double"}, state)
    with pytest.raises(MalformedInput):
        GAME.parse_move({"seat": 3, "type": "play", "card": "C3"}, state)
    # api.md: `deal` takes an optional seed (README: 0 ... 2^53) or explicit hands
    for seed in (0, 2**53):
        assert GAME.parse_move({"seat": 1, "type": "deal", "seed": seed}, state).seed == seed
    bare = GAME.parse_move({"seat": 1, "type": "deal"}, state)
    assert (bare.seed, bare.hands) == (None, None)


# ----- codec and views -----------------------------------------------------------------

def mid_hand(seed: int = 2, steps: int = 30, **kw: Any) -> Any:
    rng = random.Random(seed)
    state = GAME.new_state(options(**kw), seed=seed, dealer=0)
    for _ in range(steps):
        state = GAME.apply(state, GAME.random_move(state, None, rng)).state
    return state


def test_a_state_without_a_seed_is_refused() -> None:
    data = GAME.encode(mid_hand())
    del data["seed"]
    with pytest.raises(InvalidState) as exc:
        GAME.decode(data)
    assert exc.value.errors == {"state.seed": "missing"}


def test_round_trip_is_exact_and_derived_fields_optional() -> None:
    for steps in (0, 2, 4, 5, 30, 56):
        state = mid_hand(steps=steps)
        data = json.loads(json.dumps(GAME.encode(state)))
        assert GAME.encode(GAME.decode(data)) == data
        for name in ("to_act", "pass_direction", "points_taken", "hearts_broken"):
            partial = {k: v for k, v in data.items() if k != name}
            assert GAME.encode(GAME.decode(partial)) == data


def bad_state(mutate: Any, steps: int = 30, **kw: Any) -> MalformedInput:
    data = json.loads(json.dumps(GAME.encode(mid_hand(steps=steps, **kw))))
    mutate(data)
    with pytest.raises(MalformedInput) as exc:
        GAME.decode(data)
    return exc.value


def move_last_trick_back(d: dict[str, Any]) -> None:
    last = d["tricks"].pop()
    d["trick"] = {"leader": last["leader"], "cards": last["cards"]}


def move_card(data: dict[str, Any], src: int, dst: int) -> None:
    data["hands"][dst].append(data["hands"][src].pop())


@pytest.mark.parametrize(("mutate", "path"), [
    (lambda d: d.update(game="watten"), "state.game"),
    (lambda d: d.update(extra=1), "state.extra"),
    (lambda d: d.update(phase="bidding"), "state.phase"),
    (lambda d: d.update(dealer=4), "state.dealer"),
    (lambda d: d.update(scores=[0, 0, 0]), "state.scores"),
    (lambda d: d.update(scores=[0, 0, 0, 1.5]), "state.scores"),
    (lambda d: d.update(version=-1), "state.version"),
    (lambda d: d.update(hand_number=0), "state.hand_number"),
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "state.hands[1][0]"),
    (lambda d: move_card(d, 0, 1), "state.hands[0]"),
    (lambda d: d["hands"][0].append("XX"), "state.hands[0][7]"),
    (lambda d: d.update(to_act=[(d["to_act"][0] + 1) % 4]), "state.to_act"),
    (lambda d: d.update(hearts_broken=not d["hearts_broken"]), "state.hearts_broken"),
    (lambda d: d.update(points_taken=[1, 2, 3, 4]), "state.points_taken"),
    (lambda d: d.update(pass_direction="right"), "state.pass_direction"),
    (lambda d: d["tricks"][0].update(winner=(d["tricks"][0]["winner"] + 1) % 4),
     "state.tricks[0].winner"),
    (lambda d: d["tricks"][0]["cards"][0].update(seat=(d["tricks"][0]["cards"][0]["seat"] + 1)
                                                 % 4), "state.tricks[0].cards[0].seat"),
    (lambda d: d["trick"].update(leader=(d["trick"]["leader"] + 1) % 4), "state.trick.leader"),
    (lambda d: d.update(received=[None] * 4), "state.received[1]"),
    (lambda d: d.update(hand_result={"points": [0] * 4, "winners": [0, 1, 2, 3],
                                     "reason": "tricks", "moon": None, "revoke": None}),
     "state.hand_result"),
    (lambda d: d.update(match_winners=[0]), "state.match_winners"),
    (lambda d: d["options"].update(players=5), "state.options.removed_cards"),
    (lambda d: d["options"].update(players=3, removed_cards=["D2"],
                                   pass_cycle=["left", "right", "none"]), "state.scores"),
    (lambda d: d["options"].update(moon_requires_jd=True), "state.options.moon_requires_jd"),
    # the shapes of the tricks (api.md: malformed is a 422 naming the field)
    (lambda d: d.update(tricks={}), "state.tricks"),
    (lambda d: d["tricks"].__setitem__(0, []), "state.tricks[0]"),
    (lambda d: d["tricks"][0].pop("winner"), "state.tricks[0]"),
    (lambda d: d["tricks"][0].update(leader=4), "state.tricks[0].leader"),
    (lambda d: d["tricks"][0].update(leader=-1), "state.tricks[0].leader"),
    (lambda d: d["tricks"][0].update(leader="0"), "state.tricks[0].leader"),
    (lambda d: d["tricks"][0].update(leader=True), "state.tricks[0].leader"),
    (lambda d: d["tricks"][0]["cards"].pop(), "state.tricks[0].cards"),
    # §3.6: the winner of a trick leads the next one
    (lambda d: d["tricks"][1].update(leader=(d["tricks"][0]["winner"] + 1) % 4),
     "state.tricks[1].leader"),
    (lambda d: d.update(trick=[]), "state.trick"),
    (lambda d: d["trick"].pop("cards"), "state.trick"),
    (move_last_trick_back, "state.trick.cards"),  # a complete trick is in tricks
])
def test_impossible_states_are_rejected(mutate: Any, path: str) -> None:
    error = bad_state(mutate)
    assert path in error.errors, error.errors


def test_impossible_pass_phase_states() -> None:
    error = bad_state(lambda d: d["passed"].__setitem__(0, d["hands"][0][:3]), steps=0)
    assert "state.passed[0][0]" in error.errors or "state.hands[0]" in error.errors
    error = bad_state(lambda d: d["received"].__setitem__(0, d["hands"][0][:3]), steps=1)
    assert "state.received" in error.errors
    error = bad_state(lambda d: d["trick"].update(leader=0), steps=1)
    assert "state.trick" in error.errors
    # a seat that has passed holds 10 cards, not 13
    error = bad_state(lambda d: d["passed"].__setitem__(1, ["S2", "S3", "S4"]), steps=1)
    assert error.errors
    error = bad_state(lambda d: d.update(passed=[None] * 3), steps=1)
    assert "state.passed" in error.errors

    # an entry is null or a list of card codes: a lone code, a number or an object is
    # neither, before the first pass, when only seat 2 has yet to pass (the other entries
    # all lists) and after the exchange (api.md: a malformed state is a 422)
    for steps in (0, 3, 4):
        for name in ("passed", "received"):
            for entry in ("S2", 5, {"cards": []}, True):
                error = bad_state(lambda d, n=name, e=entry: d[n].__setitem__(2, e), steps=steps)
                assert any(path.startswith(f"state.{name}") for path in error.errors), \
                    (steps, name, entry, error.errors)

    def last_seat_passes(d: dict[str, Any]) -> None:  # §3.4: then the exchange happens
        d["passed"][2], d["hands"][2] = d["hands"][2][:3], d["hands"][2][3:]
    error = bad_state(last_seat_passes, steps=3)
    assert "state.passed" in error.errors


def swap_cards(data: dict[str, Any], seat: int, card: str, other: int) -> None:
    """``seat`` gives ``card`` to ``other`` for a card of ``other``'s that is neither
    C2 (it decides who leads trick 1) nor one ``other`` received: hand sizes stay."""
    mine = data["hands"][seat]
    theirs = data["hands"][other]
    back = next(c for c in theirs if c != "C2" and c not in data["received"][other])
    mine[mine.index(card)], theirs[theirs.index(back)] = back, card


def test_a_posted_state_after_the_exchange_holds_what_was_passed() -> None:
    """§3.4: after the exchange each seat holds (or has played) the cards passed to it,
    and none of the cards it passed away. A state that swapped them back cannot occur
    (api.md: 422), even though every hand still has its 13 cards."""
    data = json.loads(json.dumps(GAME.encode(mid_hand(steps=4))))
    assert data["phase"] == "play" and not data["tricks"]
    receiver = data["received"].index(data["passed"][0])
    assert receiver != 0
    kept = json.loads(json.dumps(data))  # seat 0 takes one of its passed cards back
    passed_card = next(c for c in data["passed"][0] if c != "C2")
    swap_cards(kept, receiver, passed_card, 0)
    with pytest.raises(InvalidState) as exc:
        GAME.decode(kept)
    assert "state.passed[0]" in exc.value.errors
    lost = json.loads(json.dumps(data))  # seat 0 gives away a card passed to it
    received_card = next(c for c in data["received"][0] if c != "C2")
    swap_cards(lost, 0, received_card, (receiver + 1) % 4 or 1)
    with pytest.raises(InvalidState) as exc:
        GAME.decode(lost)
    assert "state.received[0]" in exc.value.errors
    assert GAME.encode(GAME.decode(data)) == data


def test_a_posted_trick_1_is_led_by_the_holder_of_the_lowest_club() -> None:
    """§3.5 rule 1: after the exchange, trick 1 is led by whoever holds C2."""
    error = bad_state(lambda d: d["trick"].update(leader=(d["trick"]["leader"] + 1) % 4),
                      steps=4)
    assert "state.trick.leader" in error.errors


def test_finished_hand_states_are_checked() -> None:
    state = finish_hand(GAME.new_state(options(), seed=9, dealer=0))
    data = json.loads(json.dumps(GAME.encode(state)))
    assert GAME.encode(GAME.decode(data)) == data
    wrong = json.loads(json.dumps(data))
    wrong["hand_result"]["points"] = [0, 0, 0, 26]
    wrong["hand_result"]["winners"] = [0, 1, 2]
    with pytest.raises(InvalidState) as exc:
        GAME.decode(wrong)
    assert "state.hand_result.points" in exc.value.errors
    wrong = json.loads(json.dumps(data))
    wrong["scores"] = [100, 120, 130, 140]
    with pytest.raises(InvalidState) as exc:  # with these totals the match is over
        GAME.decode(wrong)
    assert "state.phase" in exc.value.errors
    wrong["phase"] = "match_over"
    wrong["match_winners"] = [0]
    assert GAME.decode(wrong).phase == "match_over"  # a match scored on paper


@pytest.mark.parametrize(("mutate", "path"), [
    (lambda d: d.update(phase="play", hand_result=None), "state.phase"),
    (lambda d: d.update(hand_result=None), "state.hand_result"),
    (lambda d: d.pop("hand_result"), "state.hand_result"),
    (lambda d: d["hand_result"].update(reason="foo"), "state.hand_result.reason"),
    # A-H7: a revoke ends a hand only under penalize, and names itself only then
    (lambda d: d["hand_result"].update(reason="revoke"), "state.hand_result.reason"),
    (lambda d: d["hand_result"].update(revoke={"seat": 0, "card": "C2"}),
     "state.hand_result.revoke"),
    # §3.8: a moon only when one seat took all 26 points
    (lambda d: d["hand_result"].update(moon={"seat": 0, "mode": "add_to_others"}),
     "state.hand_result.moon"),
    (lambda d: d["hand_result"].update(moon=[]), "state.hand_result.moon"),
])
def test_impossible_finished_hands_are_rejected(mutate: Any, path: str) -> None:
    """A hand whose 13 tricks were played and scored without a moon (seed 9: points
    0 / 6 / 3 / 17), posted with a result it cannot have (api.md: 422 naming the field)."""
    data = json.loads(json.dumps(GAME.encode(finish_hand(GAME.new_state(options(), seed=9,
                                                                        dealer=0)))))
    assert data["hand_result"]["moon"] is None and data["hand_result"]["reason"] == "tricks"
    mutate(data)
    with pytest.raises(MalformedInput) as exc:
        GAME.decode(data)
    assert path in exc.value.errors, exc.value.errors


def revoked_hand() -> dict[str, Any]:
    """The JSON of a hand ended by a revoke under penalize (§3.8, A-H7): the first seat
    that could follow suit plays another suit instead (the second card of its trick)."""
    rng = random.Random(3)
    state = all_passed(GAME.new_state(options(illegal_move_policy="penalize"), seed=5,
                                      dealer=0), rng)
    while True:
        data = GAME.encode(state)
        seat, trick = data["to_act"][0], data["trick"]["cards"]
        hand = data["hands"][seat]
        off = [c for c in hand if trick and c[0] != trick[0]["card"][0]]
        if len(trick) == 1 and off and len(off) < len(hand):
            done = GAME.apply(state, Move(seat, "play", card=Card.parse(off[0]))).state
            result: dict[str, Any] = json.loads(json.dumps(GAME.encode(done)))
            assert result["hand_result"]["reason"] == "revoke"
            return result
        state = GAME.apply(state, GAME.random_move(state, None, rng)).state


def test_a_hand_ended_by_a_revoke_in_second_place_is_accepted_back() -> None:
    """A-H7: the revoke card lies in the unfinished trick, right after the lead."""
    data = revoked_hand()
    assert len(data["trick"]["cards"]) == 2
    assert GAME.encode(GAME.decode(data)) == data


def _revoke_seat(d: dict[str, Any]) -> None:
    d["hand_result"]["revoke"]["seat"] = (d["hand_result"]["revoke"]["seat"] + 1) % 4


@pytest.mark.parametrize(("mutate", "path"), [
    (lambda d: d["hand_result"].update(moon={"seat": 0, "mode": "add_to_others"}),
     "state.hand_result.revoke"),
    (_revoke_seat, "state.hand_result.revoke"),
    (lambda d: d["hand_result"].update(revoke={"seat": 1}), "state.hand_result.revoke"),
    (lambda d: d["hand_result"].update(reason="tricks", revoke=None),
     "state.hand_result.reason"),
])
def test_an_impossible_revoke_result_is_refused(mutate: Any, path: str) -> None:
    """§3.8 / A-H7: a revoke names the seat and card that ended the hand, with no moon;
    a hand that did not reach its last trick did not end by the tricks."""
    data = revoked_hand()
    mutate(data)
    with pytest.raises(InvalidState) as exc:
        GAME.decode(data)
    assert path in exc.value.errors, exc.value.errors


def test_a_scored_hand_names_its_winners_and_the_match_its_own() -> None:
    """§3.8 / §3.9: the hand's winners are its lowest scores; a finished match's winners
    are the lowest totals; a hand result is {points, winners, reason, moon, revoke}."""
    state = finish_hand(GAME.new_state(options(), seed=9, dealer=0))
    data = json.loads(json.dumps(GAME.encode(state)))
    wrong = json.loads(json.dumps(data))
    low = wrong["hand_result"]["winners"]
    wrong["hand_result"]["winners"] = [p for p in range(4) if p not in low][:1]
    with pytest.raises(InvalidState) as exc:
        GAME.decode(wrong)
    assert "state.hand_result.winners" in exc.value.errors
    wrong = json.loads(json.dumps(data))
    del wrong["hand_result"]["revoke"]
    with pytest.raises(InvalidState) as exc:
        GAME.decode(wrong)
    assert "state.hand_result" in exc.value.errors
    wrong = json.loads(json.dumps(data))
    wrong["scores"] = [100, 120, 130, 140]
    wrong["phase"] = "match_over"
    wrong["match_winners"] = [1]  # seat 0 has the lowest total
    with pytest.raises(InvalidState) as exc:
        GAME.decode(wrong)
    assert "state.match_winners" in exc.value.errors


def with_scores(scores: list[int], **opts: Any) -> dict[str, Any]:
    """A new hand's state (the passes not made yet) whose totals before it are ``scores``."""
    data = json.loads(json.dumps(GAME.encode(GAME.new_state(options(**opts), seed=9,
                                                            dealer=0))))
    data["scores"] = scores
    return data


@pytest.mark.parametrize(("scores", "opts", "refused"), [
    ([99, 0, 0, 0], {}, False),  # set freely, below the target
    ([100, 0, 0, 0], {}, True),  # 100 reached, seat 1 lowest: the match ended before this hand
    ([100, 0, 0, 50], {"tie_policy": "play_on"}, False),  # seats 1 and 2 tie: play on
    ([100, 0, 10, 50], {"tie_policy": "play_on"}, True),  # lowest unique: over anyway
    ([120, 0, 0, 50], {}, True),  # share: the tied seats 1 and 2 won it
], ids=["below", "reached", "play-on-tie", "play-on-unique", "share-tie"])
def test_a_new_hand_after_the_match_ended_is_refused(scores: list[int], opts: dict[str, Any],
                                                     refused: bool) -> None:
    """§3.9: after a complete hand with a total at or above the target the game ends
    (unless play_on and a tie for lowest), so no hand follows: a state in a hand with such
    totals cannot be reached (Watten and Karnöffel refuse theirs the same way)."""
    data = with_scores(scores, **opts)
    if not refused:
        assert GAME.decode(data).scores == scores
        return
    with pytest.raises(InvalidState) as exc:
        GAME.decode(data)
    assert "state.scores" in exc.value.errors


@pytest.mark.parametrize(("opts", "taken"), [
    ({}, False), ({"omnibus": True}, True), ({"moon_mode": "subtract_self"}, True),
    ({"moon_mode": "shooter_choice"}, True)])
def test_a_negative_total_needs_a_rule_that_subtracts(opts: dict[str, Any], taken: bool
                                                      ) -> None:
    """§3.9: totals may be negative with Omnibus (DJ -10) or a moon of -26; with neither
    no total goes below 0."""
    data = with_scores([-5, 0, 10, 20], **opts)
    if taken:
        assert GAME.decode(data).scores == [-5, 0, 10, 20]
        return
    with pytest.raises(InvalidState) as exc:
        GAME.decode(data)
    assert "state.scores" in exc.value.errors


def test_views_hide_hands_passes_and_seed() -> None:
    state = fresh()
    hands = GAME.encode(state)["hands"]
    state = GAME.apply(state, pass_move(0, hands[0][:3])).state
    full = GAME.encode(state)
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(state, seat)
        assert "seed" not in view and view["seat"] == seat
        assert view["hand_sizes"] == [10, 13, 13, 13]
        assert view["hands"] == [h if p == seat else None for p, h in enumerate(full["hands"])]
        assert view["passed"] == [full["passed"][0] if seat == 0 else None, None, None, None]
        assert view["received"] == [None] * 4
        visible = set(full["hands"][seat]) if seat is not None else set()
        if seat == 0:
            visible |= set(full["passed"][0])
        assert card_codes_in(view) <= visible
    state = all_passed(state)
    full = GAME.encode(state)
    view = GAME.view(state, 1)
    assert view["received"] == [None, full["received"][1], None, None]
    assert view["passed"] == [None, full["passed"][1], None, None]


def test_apply_is_pure_and_version_counts() -> None:
    """api.md: ``version`` increments on every applied move; a new match has applied
    none (version 0), so after ten moves it is 10."""
    state = mid_hand(steps=10)
    before = GAME.encode(state)
    assert before["version"] == 10
    move = GAME.random_move(state, None, random.Random(1))
    out = GAME.apply(state, move)
    assert GAME.encode(state) == before
    assert GAME.encode(out.state)["version"] == before["version"] + 1
