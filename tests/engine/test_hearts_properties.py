"""Property tests over random seeded Hearts matches of every player count and variant:
conservation of cards, passes, the 26 (16) penalty points of a hand, legality against the
§3.5 oracle, refusals with a reason code, exact JSON round trips, pure `apply`, and views
that leak no hidden card."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Card, IllegalMove, Move
from engine.games.hearts import REASON_CODES
from tests.engine.hearts_support import (
    DECK_CODES,
    GAME,
    card_codes_in,
    legal_cards,
    lowest_club,
    pass_offset,
    played_cards,
)

SETTINGS = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def variants(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.sampled_from([3, 4, 5, 6]))
    omnibus = draw(st.booleans())
    opts: dict[str, Any] = {
        "players": players,
        "omnibus": omnibus,
        "moon_mode": draw(st.sampled_from(["add_to_others", "subtract_self",
                                           "shooter_choice"])),
        "moon_requires_jd": omnibus and draw(st.booleans()),
        "qs_breaks_hearts": draw(st.booleans()),
        "can_lead_hearts_instead_of_qs": draw(st.booleans()),
        "tie_policy": draw(st.sampled_from(["share", "play_on"])),
        "illegal_move_policy": draw(st.sampled_from(["reject", "penalize"])),
        "target": draw(st.sampled_from([100, 50, 30])),
        "pass_count": draw(st.sampled_from([3, 3, 1, 2])),
    }
    if draw(st.booleans()):
        cycles = ([["left", "right", "across", "none"], ["across"], ["none"]]
                  if players % 2 == 0 else [["right", "left", "none"], ["none"], ["left"]])
        opts["pass_cycle"] = draw(st.sampled_from(cycles))
    return opts


def check_static(state: Any, data: dict[str, Any]) -> None:
    """Invariants of one state (its JSON ``data``)."""
    opts = data["options"]
    n = opts["players"]
    deck = set(DECK_CODES) - set(opts["removed_cards"])
    size = len(deck) // n
    # every card of the pack is in exactly one place: a hand, a pass not yet delivered,
    # or a trick
    places = [c for h in data["hands"] for c in h]
    places += [c["card"] for t in data["tricks"] for c in t["cards"]]
    places += [c["card"] for c in data["trick"]["cards"]]
    if data["phase"] == "passing":
        places += [c for p in data["passed"] if p for c in p]
    assert sorted(places) == sorted(deck)
    assert len(data["tricks"]) <= size
    # the round trip is exact
    text = json.dumps(data)
    assert GAME.encode(GAME.decode(json.loads(text))) == data
    # views: own hand, own pass, own received; nothing else hidden
    public = played_cards(data) | set(opts["removed_cards"])
    for seat in [None, *range(n)]:
        view = GAME.view(state, seat)
        assert "seed" not in view and view["seat"] == seat
        assert view["hand_sizes"] == [len(h) for h in data["hands"]]
        assert [h is None for h in view["hands"]] == [p != seat for p in range(n)]
        visible = set(public)
        if seat is not None:
            visible |= set(data["hands"][seat])
            visible |= set(data["passed"][seat] or []) | set(data["received"][seat] or [])
            assert view["hands"][seat] == data["hands"][seat]
        assert card_codes_in(view) <= visible, (seat, card_codes_in(view) - visible)
        for p in range(n):
            if p != seat:
                assert view["passed"][p] is None and view["received"][p] is None
        json.dumps(view)


def hearts_broken(data: dict[str, Any]) -> bool:
    qs = data["options"]["qs_breaks_hearts"]
    return any(c["card"][0] == "H" or (qs and c["card"] == "SQ")
               for t in data["tricks"] for c in t["cards"])


def check_moves(state: Any, data: dict[str, Any], rng: random.Random) -> None:
    """Legal moves match the oracle and apply; other moves are refused with a code."""
    n = data["options"]["players"]
    if data["phase"] == "play":
        seat = data["to_act"][0]
        hand = data["hands"][seat]
        trick = [c["card"] for c in data["trick"]["cards"]]
        want = legal_cards(hand, trick, not data["tricks"], hearts_broken(data),
                           lowest_club(data["options"]["removed_cards"]),
                           data["options"]["can_lead_hearts_instead_of_qs"])
        legal = {m.card.code for m in GAME.legal_moves(state, seat) if m.card is not None}
        assert legal == want
        assert data["hearts_broken"] == hearts_broken(data)
        penalize = data["options"]["illegal_move_policy"] == "penalize"
        for code in hand:
            move = Move(seat, "play", card=Card.parse(code))
            violation = GAME.check(state, move)
            if code in want:
                assert violation is None
                continue
            revoke = bool(trick) and code[0] != trick[0][0] and any(
                c[0] == trick[0][0] for c in hand)
            if penalize and revoke:
                assert violation is None  # accepted: the revoke penalty (§0.6)
                continue
            assert violation is not None and violation.code in REASON_CODES
            assert violation.allowed == [c for c in DECK_CODES if c in want]
        other = (seat + 1) % n
        if data["hands"][other]:
            v = GAME.check(state, Move(other, "play", card=Card.parse(data["hands"][other][0])))
            assert v is not None and v.code == "not_your_turn"
    elif data["phase"] == "passing":
        count = data["options"]["pass_count"]
        for seat in range(n):
            hand = data["hands"][seat]
            if data["passed"][seat] is not None:
                v = GAME.check(state, Move(seat, "pass", cards=tuple(
                    Card.parse(c) for c in hand[:count])))
                assert v is not None and v.code == "already_passed"
                continue
            picks = rng.sample(hand, count)
            assert GAME.check(state, Move(seat, "pass", cards=tuple(
                Card.parse(c) for c in picks))) is None
            v = GAME.check(state, Move(seat, "pass", cards=tuple(
                Card.parse(c) for c in hand[:count + 1])))
            assert v is not None and v.code == "wrong_pass_count"
        assert data["to_act"] == [p for p in range(n) if data["passed"][p] is None]
    else:
        for seat in range(n):
            v = GAME.check(state, Move(seat, "deal"))
            if data["phase"] in ("hand_over", "match_over"):
                assert (v is None) == (seat in data["to_act"])
            else:
                assert v is not None and v.code == "wrong_phase"


def choose(state: Any, data: dict[str, Any], rng: random.Random) -> Move:
    """Mostly the engine's fast random move, sometimes any listed legal move, and under
    penalize sometimes a revoke."""
    seat = data["to_act"][rng.randrange(len(data["to_act"]))]
    if data["phase"] == "play" and data["options"]["illegal_move_policy"] == "penalize":
        trick = [c["card"] for c in data["trick"]["cards"]]
        hand = data["hands"][seat]
        if trick and any(c[0] == trick[0][0] for c in hand) and rng.random() < 0.05:
            off = [c for c in hand if c[0] != trick[0][0]]
            if off:
                return Move(seat, "play", card=Card.parse(rng.choice(off)))
    if data["phase"] != "passing" and rng.random() < 0.3:
        moves = GAME.legal_moves(state, seat)
        return moves[rng.randrange(len(moves))]
    return GAME.random_move(state, seat, rng)


def check_hand_total(data: dict[str, Any], before: dict[str, Any]) -> None:
    """§3.8: 26 per hand (16 with Omnibus) unless a moon or a revoke."""
    opts = data["options"]
    n = opts["players"]
    hr = data["hand_result"]
    points = hr["points"]
    assert data["scores"] == [a + b for a, b in zip(before["scores"], points, strict=True)]
    jd = -10 if opts["omnibus"] else 0
    if hr["reason"] == "revoke":
        assert sorted(points) == [0] * (n - 1) + [26]
        assert points.index(26) == hr["revoke"]["seat"]
        return
    assert len(data["tricks"]) == (52 - len(opts["removed_cards"])) // n
    if hr["moon"] is None:
        assert sum(points) == 26 + jd
        assert points == data["points_taken"]
    elif hr["moon"]["mode"] == "add_to_others":
        assert sum(points) == 26 * (n - 1) + jd
    else:
        assert sum(points) == -26 + jd
    assert hr["winners"] == [p for p in range(n) if points[p] == min(points)]


def check_exchange(before: dict[str, Any], after: dict[str, Any]) -> None:
    """§3.4: every seat gets what was passed to it; nothing else changes hands. ``before``
    is the state before the last pass."""
    n = after["options"]["players"]
    offset = pass_offset(after["pass_direction"], n)
    for p in range(n):
        q = (p + offset) % n
        assert after["received"][q] == after["passed"][p]
        kept = set(before["hands"][q]) - set(after["passed"][q])  # the last passer's too
        assert set(after["hands"][q]) == kept | set(after["passed"][p])
        assert not kept & set(after["passed"][p])


@SETTINGS
@given(variant=variants(), seed=st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(variant: dict[str, Any], seed: int) -> None:
    opts = GAME.resolve_options(variant)
    rng = random.Random(seed)
    state = GAME.new_state(opts, seed=seed)
    hands_done = 0
    data = GAME.encode(state)
    for _ in range(400):
        check_static(state, data)
        check_moves(state, data, rng)
        move = choose(state, data, rng)
        out = GAME.apply(state, move)
        assert GAME.encode(state) == data  # apply is pure
        after = GAME.encode(out.state)
        assert after["version"] == data["version"] + 1
        if data["phase"] == "passing" and after["phase"] == "play":
            check_exchange(data, after)
        if out.hand is not None:
            hands_done += 1
            check_hand_total(after, data)
            assert out.hand.scores == after["scores"]
        if out.match is not None:
            assert after["phase"] == "match_over"
            assert out.match.winners == after["match_winners"]
            low = min(after["scores"])
            assert after["match_winners"] == [p for p, v in enumerate(after["scores"])
                                              if v == low]
            assert max(after["scores"]) >= after["options"]["target"]
        elif out.hand is not None and after["phase"] == "hand_over":
            target = after["options"]["target"]
            tied = after["scores"].count(min(after["scores"])) > 1
            assert max(after["scores"]) < target or (
                tied and after["options"]["tie_policy"] == "play_on")
        state, data = out.state, after
        if hands_done >= 2:
            break
    assert hands_done >= 1


@settings(max_examples=80, deadline=None)
@given(players=st.sampled_from([3, 4, 5, 6]), seed=st.integers(0, 2**32))
def test_fast_random_play_matches_pure_apply(players: int, seed: int) -> None:
    """The lean path (`random_move` + `apply_in_place` without events) and the pure
    `apply` reach the same states; every random move is legal."""
    opts = GAME.resolve_options({"players": players})
    fast = GAME.new_state(opts, seed=seed)
    slow = GAME.new_state(opts, seed=seed)
    rng = random.Random(seed)
    while fast.phase not in ("hand_over", "match_over"):
        seats = GAME.to_act(fast)
        move = GAME.random_move(fast, seats[rng.randrange(len(seats))], rng)
        assert GAME.check(fast, move) is None
        GAME.apply_in_place(fast, move)
        slow = GAME.apply(slow, move).state
        assert GAME.encode(fast) == GAME.encode(slow)
    assert fast.phase == "hand_over" or fast.phase == "match_over"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5, 6]))
def test_arbitrary_moves_are_refused_with_a_code_or_apply(seed: int, players: int) -> None:
    """Fuzz `check`: any well-formed move is either legal (and applies) or refused with a
    documented reason code, and the state never changes on a refusal."""
    rng = random.Random(seed)
    opts = GAME.resolve_options({"players": players})
    state = GAME.new_state(opts, seed=seed)
    deck = [c for c in GAME.deck(opts)]
    for _ in range(rng.randrange(0, 60)):
        state = GAME.apply(state, GAME.random_move(state, None, rng)).state
        if state.phase in ("hand_over", "match_over"):
            break
    before = GAME.encode(state)
    count = before["options"]["pass_count"]
    for _ in range(40):
        seat = rng.randrange(players)
        kind = rng.choice(["play", "pass", "deal", "choose_moon"])
        if kind == "play":
            move = Move(seat, "play", card=rng.choice(deck))
        elif kind == "pass":
            move = Move(seat, "pass", cards=tuple(rng.choice(deck) for _ in range(
                rng.choice([count - 1, count, count, count + 1]))))
        elif kind == "deal":
            move = Move(seat, "deal")
        else:
            move = Move(seat, "choose_moon", mode=rng.choice(["add_to_others",
                                                              "subtract_self"]))
        try:
            out = GAME.apply(state, move)
        except IllegalMove as exc:
            assert exc.violation.code in REASON_CODES
            assert exc.violation.message
        else:
            assert GAME.check(state, move) is None
            assert GAME.encode(out.state)["version"] == before["version"] + 1
        assert GAME.encode(state) == before
