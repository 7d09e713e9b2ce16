"""The Hearts vectors of rules-spec §5.3, run through the engine (data in
tests/vectors/hearts_*.json). Every position is reached by a real deal, real passes and
real card moves; expectations come from the spec and are re-derived by the oracle in
`support` (written from §3.5/§3.6/§3.8, not from the engine)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Card, IllegalMove, InvalidState, Move
from tests.games.hearts.support import (
    GAME,
    Position,
    expected_winner,
    legal_cards,
    load_vectors,
    lowest_club,
    options,
    play,
    play_all,
    scripted_hand,
    sort_codes,
    start_hand,
    trick_points,
)

TRICKS = load_vectors("tricks")
LEGALITY = load_vectors("legality")
REFUSALS = load_vectors("legality", "refusals")
PASSING = load_vectors("passing")
HANDS = load_vectors("scoring", "hands")
TOTALS = load_vectors("scoring", "totals")
REVOKES = load_vectors("scoring", "revokes")
HANDS_BY_ID = {v["id"]: v for v in HANDS}


def ids(vectors: list[dict[str, Any]]) -> list[str]:
    return [v["id"] for v in vectors]


def position(v: dict[str, Any], **opts: Any) -> Position:
    return Position(v["players"], {**v.get("options", {}), **opts}, context=v["context"],
                    leader=v["leader"], plays=v["plays"], holdings=v.get("holdings"),
                    fill=v.get("fill"), clean_tricks=v.get("clean_tricks", 0))


# ----- §5.3.1 trick winners and points ------------------------------------------------

def test_trick_vectors_agree_with_the_oracle() -> None:
    """The data itself: winners and points follow from §3.6 and §3.2."""
    for v in TRICKS:
        assert expected_winner(v["leader"], v["plays"], v["players"]) == v["winner"], v["id"]
        omnibus = v["options"].get("omnibus", False)
        assert trick_points(v["plays"], omnibus) == v["points"], v["id"]


@pytest.mark.parametrize("v", TRICKS, ids=ids(TRICKS))
def test_trick_vector(v: dict[str, Any]) -> None:
    pos = position(v)
    n = v["players"]
    before = GAME.encode(pos.state)
    assert before["trick"] == {"leader": v["leader"], "cards": []}
    assert before["to_act"] == [v["leader"]]
    state, outs = pos.play_out()
    last = outs[-1]
    assert last.trick is not None and last.trick.complete
    assert last.trick.winner == v["winner"]
    assert last.trick.leader == v["leader"]
    assert [(s, c.code) for s, c in last.trick.cards] == [
        ((v["leader"] + k) % n, code) for k, code in enumerate(v["plays"])]
    won = [e for e in last.events if e["type"] == "trick_won"]
    assert won == [{"type": "trick_won", "seat": v["winner"], "points": v["points"],
                    "trick": {"leader": v["leader"], "cards": v["plays"]}}]
    after = GAME.encode(state)
    delta = [a - b for a, b in zip(after["points_taken"], before["points_taken"], strict=True)]
    assert delta == [v["points"] if p == v["winner"] else 0 for p in range(n)]
    # the winner leads the next trick (§3.6)
    assert after["trick"] == {"leader": v["winner"], "cards": []}
    assert after["to_act"] == [v["winner"]]
    assert after["tricks"][-1]["winner"] == v["winner"]
    if "broken_after" in v:
        assert not before["hearts_broken"] and after["hearts_broken"] is v["broken_after"]
    for out in outs[:-1]:
        assert out.trick is not None and not out.trick.complete and out.trick.winner is None


# ----- §5.3.2 legality -----------------------------------------------------------------

def check_legal_set(v: dict[str, Any], expected: list[str] | None, **opts: Any) -> None:
    pos = position(v, **opts)
    state = pos.before(len(v["plays"]))
    data = GAME.encode(state)
    seat = (v["leader"] + len(v["plays"])) % v["players"]
    assert data["to_act"] == [seat]
    hand = data["hands"][seat]
    for card in v.get("holdings", {}).get(str(seat), []):
        assert card in hand
    if "trick" in v:
        assert len(data["tricks"]) + 1 == v["trick"]
    legal = sorted(m.card.code for m in GAME.legal_moves(state, seat) if m.card is not None)
    want = sorted(hand) if expected is None else sorted(expected)
    assert legal == want
    # the oracle (§3.5 pseudocode) agrees on this exact position
    o = GAME.options_json(state.options)
    oracle = legal_cards(hand, [c["card"] for c in data["trick"]["cards"]],
                         not data["tricks"], data["hearts_broken"],
                         lowest_club(o["removed_cards"]), o["can_lead_hearts_instead_of_qs"])
    assert sorted(oracle) == want
    assert GAME.legal_moves_json(state, seat) == [
        {"seat": seat, "type": "play", "card": c} for c in sort_codes(legal)]
    for card in hand:
        violation = GAME.check(state, Move(seat, "play", card=Card.parse(card)))
        assert (violation is None) == (card in want), card


@pytest.mark.parametrize("v", LEGALITY, ids=ids(LEGALITY))
def test_legality_vector(v: dict[str, Any]) -> None:
    check_legal_set(v, v["legal"])
    for alt in v.get("legal_with", []):
        check_legal_set(v, alt["legal"], **alt["options"])


@pytest.mark.parametrize("v", REFUSALS, ids=[f"{v['id']}-{v['try']}" for v in REFUSALS])
def test_refusal(v: dict[str, Any]) -> None:
    pos = position(v)
    state = pos.before(len(v["plays"]))
    seat = GAME.to_act(state)[0]
    before = GAME.encode(state)
    with pytest.raises(IllegalMove) as exc:
        play(state, v["try"])
    violation = exc.value.violation
    assert violation.code == v["code"]
    assert v["try"] in violation.message
    assert GAME.encode(state) == before  # refused: nothing changed
    legal = sorted(m.card.code for m in GAME.legal_moves(state, seat) if m.card is not None)
    assert violation.allowed == legal
    if "allowed" in v:
        assert legal == v["allowed"]
    if "penalized_points" in v:
        # the same revoke under illegal_move_policy=penalize ends the hand (HS13 scoring)
        pos = position(v, illegal_move_policy="penalize")
        state = pos.before(len(v["plays"]))
        scores = GAME.encode(state)["scores"]
        out = play(state, v["try"])
        assert out.hand is not None and out.hand.reason == "revoke"
        assert out.hand.points == tuple(v["penalized_points"])
        assert out.hand.scores == tuple(a + b for a, b in zip(scores, v["penalized_points"],
                                                              strict=True))
        assert out.state.phase == "hand_over"


# ----- §5.3.3 passing ------------------------------------------------------------------

def finish_hand_randomly(state: Any, seed: int) -> Any:
    import random

    rng = random.Random(seed)
    while state.phase not in ("hand_over", "match_over"):
        seats = GAME.to_act(state)
        state = GAME.apply(state, GAME.random_move(state, seats[0], rng)).state
    return state


@pytest.mark.parametrize("v", PASSING, ids=ids(PASSING))
def test_pass_direction_by_hand_number(v: dict[str, Any]) -> None:
    n = v["players"]
    state = GAME.new_state(options(n), seed=99, dealer=0)
    for h, (direction, offset) in enumerate(zip(v["directions"], v["offsets"], strict=True),
                                            start=1):
        data = GAME.encode(state)
        assert data["hand_number"] == h
        assert data["pass_direction"] == direction
        if direction == "none":
            assert data["phase"] == "play"
            assert data["passed"] == [None] * n and data["received"] == [None] * n
            with pytest.raises(IllegalMove) as exc:
                GAME.apply(state, Move(0, "pass", cards=tuple(
                    Card.parse(c) for c in data["hands"][0][:3])))
            assert exc.value.violation.code == "wrong_phase"
        else:
            assert data["phase"] == "passing"
            assert sorted(data["to_act"]) == list(range(n))
            chosen = [data["hands"][p][-3:] for p in range(n)]
            for p in range(n):
                state = GAME.apply(state, Move(p, "pass", cards=tuple(
                    Card.parse(c) for c in chosen[p]))).state
            after = GAME.encode(state)
            assert after["phase"] == "play"
            for p in range(n):
                q = (p + offset) % n
                assert after["received"][q] == chosen[p]
                assert after["passed"][p] == chosen[p]
                assert set(chosen[p]) <= set(after["hands"][q])
                assert not set(chosen[p]) & set(after["hands"][p])
        state = finish_hand_randomly(state, h)
        assert state.phase == "hand_over"
        state = GAME.apply(state, Move(GAME.to_act(state)[0], "deal")).state


def test_seed_passing_example_hp04() -> None:
    """HP04 / seed 004 §3: P1 (seat 0) passes SQ, SA, HK to P2 (seat 1, his left) and
    receives three cards from P4 (seat 3); P3 (seat 2) holds C2 and leads."""
    hands = [
        ["SQ", "SA", "HK", "C3", "C4", "D2", "D3", "D4", "D5", "S2", "S3", "S4", "H2"],
        ["C5", "C6", "C7", "D6", "D7", "D8", "D9", "S5", "S6", "S7", "H3", "H4", "H5"],
        ["C2", "C8", "C9", "DT", "DJ", "DQ", "S8", "S9", "ST", "H6", "H7", "H8", "H9"],
        ["CT", "CJ", "CQ", "CK", "CA", "DK", "DA", "SJ", "SK", "HT", "HJ", "HQ", "HA"],
    ]
    passes = [["SQ", "SA", "HK"], ["C5", "C6", "C7"], ["DT", "DJ", "DQ"], ["CA", "DA", "HA"]]
    from engine import Deal

    state = GAME.new_state(options(), seed=3, dealer=3,
                           deal=Deal(hands=[[Card.parse(c) for c in h] for h in hands]))
    assert GAME.encode(state)["pass_direction"] == "left"
    for p in (2, 0, 3, 1):  # any order
        state = GAME.apply(state, Move(p, "pass", cards=tuple(
            Card.parse(c) for c in passes[p]))).state
    data = GAME.encode(state)
    assert {"SQ", "SA", "HK"} <= set(data["hands"][1])
    assert sorted(data["received"][0]) == sorted(passes[3])
    assert sorted(data["received"][1]) == ["HK", "SA", "SQ"]
    assert "C2" in data["hands"][2]
    assert data["to_act"] == [2] and data["trick"]["leader"] == 2
    assert [m.card.code for m in GAME.legal_moves(state) if m.card] == ["C2"]


# ----- §5.3.4 hand and game scoring ----------------------------------------------------

def play_scripted(v: dict[str, Any], opts: dict[str, Any], scores: list[int] | None = None
                  ) -> tuple[Any, list[Any]]:
    tricks = [t.split() for t in v["tricks"]]
    state, _ = scripted_hand(options(4, **opts), v["first_leader"], tricks)
    if scores is not None:
        data = GAME.encode(state)
        data["scores"] = scores  # a match scored on paper (api.md: scores are free)
        state = GAME.decode(data)
    outs = []
    for trick in tricks:
        state, trick_outs = play_all(state, trick)
        outs += trick_outs
    return state, outs


def check_hand(v: dict[str, Any], opts: dict[str, Any], points: list[int],
               moon: int | None) -> None:
    state, outs = play_scripted(v, opts)
    last = outs[-1]
    assert last.hand is not None, "the 13th trick ends the hand"
    assert all(o.hand is None for o in outs[:-1])
    assert last.hand.to_json() == {
        "over": True, "points": points, "scores": points,  # hand 1 of a match
        "winners": [p for p, x in enumerate(points) if x == min(points)], "reason": "tricks"}
    moons = [e for o in outs for e in o.events if e["type"] == "moon_shot"]
    mode = opts.get("moon_mode", "add_to_others")
    assert moons == ([] if moon is None else [{"type": "moon_shot", "seat": moon, "mode": mode}])
    data = GAME.encode(state)
    assert data["phase"] == "hand_over"
    assert data["hand_result"]["points"] == points
    assert data["hand_result"]["reason"] == "tricks"
    got_moon = data["hand_result"]["moon"]
    assert (got_moon and got_moon["seat"]) == moon
    assert data["to_act"] == [1]  # the next dealer (hand 1 was dealt by seat 0)
    if "taken" in v:
        for seat, taken in v["taken"].items():
            won = [c["card"] for t in data["tricks"] if t["winner"] == int(seat)
                   for c in t["cards"] if c["card"][0] == "H" or c["card"] == "SQ"]
            assert sorted(won) == sorted(taken)
    total = sum(points)
    if moon is None:
        assert total == (16 if opts.get("omnibus") else 26)


@pytest.mark.parametrize("v", HANDS, ids=ids(HANDS))
def test_hand_scoring(v: dict[str, Any]) -> None:
    check_hand(v, v["options"], v["points"], v.get("moon"))


VARIANTS = [(h, var) for h in HANDS for var in h.get("variants", [])]


@pytest.mark.parametrize(("v", "variant"), VARIANTS, ids=[var["id"] for _, var in VARIANTS])
def test_hand_scoring_variant(v: dict[str, Any], variant: dict[str, Any]) -> None:
    check_hand(v, variant["options"], variant["points"], variant.get("moon", v.get("moon")))


def test_moon_shooter_choice() -> None:
    """A-H14: with shooter_choice the hand waits for the shooter's choose_moon; the moon
    is announced once, by the choice that scores it."""
    v = HANDS_BY_ID["HS02"]
    for mode, points in (("add_to_others", (26, 26, 0, 26)),
                         ("subtract_self", (0, 0, -26, 0))):
        state, outs = play_scripted(v, {"moon_mode": "shooter_choice"})
        assert outs[-1].hand is None
        assert not [e for o in outs for e in o.events if e["type"] == "moon_shot"]
        data = GAME.encode(state)
        assert data["phase"] == "moon_choice" and data["to_act"] == [2]
        assert data["hand_result"] is None
        assert GAME.legal_moves_json(state) == [
            {"seat": 2, "type": "choose_moon", "mode": "add_to_others"},
            {"seat": 2, "type": "choose_moon", "mode": "subtract_self"}]
        with pytest.raises(IllegalMove) as exc:
            GAME.apply(state, Move(1, "choose_moon", mode=mode))
        assert exc.value.violation.code == "not_your_turn"
        out = GAME.apply(state, Move(2, "choose_moon", mode=mode))
        assert out.hand is not None and out.hand.points == points
        assert [e["type"] for e in out.events] == ["moon_shot", "hand_scored"]
        assert out.events[0] == {"type": "moon_shot", "seat": 2, "mode": mode}
        assert GAME.encode(out.state)["hand_result"]["moon"] == {"seat": 2, "mode": mode}


def test_a_posted_moon_is_scored_by_the_matchs_own_moon_mode() -> None:
    """§3.8 with a fixed ``moon_mode`` (A-H14: only ``shooter_choice`` lets the shooter
    pick): HS02 under ``add_to_others`` cannot have been scored ``subtract_self``, even
    when the forged hand's points, winners and totals agree with each other (api.md: a
    state that cannot occur is a 422)."""
    state, _ = play_scripted(HANDS_BY_ID["HS02"], {"moon_mode": "add_to_others"})
    data = GAME.encode(state)
    assert data["hand_result"]["moon"] == {"seat": 2, "mode": "add_to_others"}
    assert data["hand_result"]["points"] == [26, 26, 0, 26]
    forged = {**data, "scores": [0, 0, -26, 0],
              "hand_result": {**data["hand_result"], "moon": {"seat": 2, "mode": "subtract_self"},
                              "points": [0, 0, -26, 0], "winners": [2]}}
    with pytest.raises(InvalidState) as exc:
        GAME.decode(forged)
    assert "state.hand_result.moon.mode" in exc.value.errors
    chosen = {**forged, "options": {**data["options"], "moon_mode": "shooter_choice"}}
    assert GAME.encode(GAME.decode(chosen)) == chosen  # the shooter could have chosen it


@pytest.mark.parametrize("v", TOTALS, ids=ids(TOTALS))
def test_totals_and_match_end(v: dict[str, Any]) -> None:
    hand = HANDS_BY_ID[v["hand"]]
    opts = {**hand["options"], **v["options"]}
    state, outs = play_scripted(hand, opts, scores=v["before"])
    last = outs[-1]
    assert last.hand is not None
    assert last.hand.scores == tuple(v["after"])
    data = GAME.encode(state)
    assert data["scores"] == v["after"]
    assert data["phase"] == v["phase"]
    assert data["match_winners"] == v["winners"]
    if v["winners"] is None:
        assert last.match is None
    else:
        assert last.match is not None and last.match.winners == tuple(v["winners"])
        assert [e for e in last.events if e["type"] == "match_won"] == [
            {"type": "match_won", "winners": v["winners"]}]


def test_play_on_tie_ends_when_the_lowest_total_is_unique() -> None:
    """A-H9 play_on: the tied match of HS10 goes on; the next hand decides it."""
    v = HANDS_BY_ID["HS09-hand"]
    state, _ = play_scripted(v, {"tie_policy": "play_on"}, scores=[97, 57, 64, 84])
    assert state.phase == "hand_over"
    state = GAME.apply(state, Move(1, "deal")).state  # hand 2, seat 1 deals
    data = GAME.encode(state)
    assert data["hand_number"] == 2 and data["scores"] == [101, 70, 70, 87]
    state = finish_hand_randomly(state, 5)
    data = GAME.encode(state)
    low = min(data["scores"])
    if data["scores"].count(low) == 1:
        assert data["phase"] == "match_over"
        assert data["match_winners"] == [data["scores"].index(low)]
    else:
        assert data["phase"] == "hand_over"


@pytest.mark.parametrize("v", REVOKES, ids=ids(REVOKES))
def test_revoke(v: dict[str, Any]) -> None:
    """HS13: under penalize the revoke ends the hand at once; under reject it is refused."""
    deal = [t.split() for t in HANDS_BY_ID[v["deal_of"]]["tricks"]]
    first = HANDS_BY_ID[v["deal_of"]]["first_leader"]
    tricks = [t.split() for t in v["tricks"]]
    *before, revoke = [c for t in tricks for c in t]
    for policy in ("reject", "penalize"):
        state, _ = scripted_hand(options(4, illegal_move_policy=policy), first, deal)
        state, _ = play_all(state, before)
        data = GAME.encode(state)
        assert data["to_act"] == [v["offender"]] and len(data["tricks"]) == len(tricks) - 1
        if policy == "reject":
            with pytest.raises(IllegalMove) as exc:
                play(state, revoke)
            assert exc.value.violation.code == "must_follow_suit"
            assert exc.value.violation.allowed == v["allowed"]
            continue
        out = play(state, revoke)
        assert out.hand is not None and out.hand.points == tuple(v["points"])
        assert out.hand.reason == "revoke"
        led = tricks[-1][0]
        assert [e for e in out.events if e["type"] == "penalty"] == [
            {"type": "penalty", "seat": v["offender"], "card": revoke,
             "code": "must_follow_suit", "led": led}]
        after = GAME.encode(out.state)
        assert after["phase"] == "hand_over"
        assert after["scores"] == v["points"]
        assert after["hand_result"]["reason"] == "revoke"
        assert after["hand_result"]["revoke"] == {"seat": v["offender"], "card": revoke}
        assert after["hand_result"]["moon"] is None
        assert after["trick"]["cards"][-1] == {"seat": v["offender"], "card": revoke}
        assert GAME.encode(GAME.decode(after)) == after
        assert after["to_act"] == [1]


# ----- §3.7 the seed's worked example, in one deal --------------------------------------

def test_seed_play_example_in_order() -> None:
    """Seed 004 §5 (H01-H03 in sequence): P3 leads C2; P1 takes trick 1; P4 discards SQ
    into P3's DJ; P2 discards HA into P4's S7 and hearts are broken."""
    from tests.games.hearts.support import fill_hands

    tricks = [["C2", "C9", "CK", "C5"], ["D3", "DT", "DJ", "SQ"], ["S4", "S7", "S2", "HA"]]
    post = fill_hands(4, [], 2, tricks)
    state = start_hand(options(), post)
    assert GAME.encode(state)["to_act"] == [2]
    expected = [(0, 0), (2, 13), (3, 1)]
    broken = []
    for trick, (winner, points) in zip(tricks, expected, strict=True):
        state, outs = play_all(state, trick)
        assert outs[-1].trick is not None and outs[-1].trick.winner == winner
        won = [e for e in outs[-1].events if e["type"] == "trick_won"]
        assert won[0]["points"] == points
        data = GAME.encode(state)
        assert data["tricks"][-1]["winner"] == winner
        broken.append(data["hearts_broken"])
    data = GAME.encode(state)
    assert data["points_taken"] == [0, 0, 13, 1]
    assert broken == [False, False, True]
    assert data["to_act"] == [3]
