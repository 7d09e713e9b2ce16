"""Property tests of the Karnöffel engine over random seeded matches (4 and 2 players)
and random tricks (hypothesis)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import Card, IllegalMove, Move
from tests.engine.karnoeffel_support import (
    DECK_CODES,
    GAME,
    build_position,
    deal_order,
    expected_chosen_suit,
    expected_winner,
    options,
    play,
)

SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def match_options(draw: st.DrawFn) -> Any:
    players = draw(st.sampled_from([4, 2]))
    return options(players,
                   target=draw(st.integers(min_value=1, max_value=7)),
                   power_loss_scope=draw(st.sampled_from(["any_suit", "led_suit"])),
                   partner_hands_visible=players == 2 or draw(st.booleans()))


@dataclass
class Round:
    """What is known at the deal of a round, to check the rest of it against."""

    cards: set[str]
    face_up: list[str]
    chosen: str
    forehand: int
    dealer: int
    scores: list[int]
    tricks_seen: int = 0
    counts: list[int] = field(default_factory=lambda: [0, 0])


def start_round(data: dict[str, Any]) -> Round:
    n = data["options"]["players"]
    face_up = data["face_up"]
    assert None not in face_up
    assert all(up in hand for up, hand in zip(face_up, data["hands"], strict=True))
    assert [len(h) for h in data["hands"]] == [5] * n
    cards = {c for h in data["hands"] for c in h}
    assert len(cards) == 5 * n
    order = deal_order(data["dealer"], n)
    assert data["chosen_suit"] == expected_chosen_suit([face_up[p] for p in order])
    assert data["forehand"] == (data["dealer"] + 1) % n == data["trick"]["leader"]
    return Round(cards, list(face_up), data["chosen_suit"], data["forehand"],
                 data["dealer"], list(data["scores"]))


def check_state(state: Any, data: dict[str, Any], rnd: Round) -> None:
    """Invariants of one reachable state."""
    n = data["options"]["players"]
    # JSON round trip is exact.
    text = json.dumps(data)
    assert GAME.encode(GAME.decode(json.loads(text))) == data
    # Cards are conserved: hands and played cards are the dealt cards, each once.
    played = [p["card"] for t in data["tricks"] for p in t["cards"]]
    played += [p["card"] for p in data["trick"]["cards"]]
    held = [c for h in data["hands"] for c in h]
    assert len(held) + len(played) == 5 * n
    assert set(held) | set(played) == rnd.cards
    # The face-up cards stay public until played; the chosen suit does not change.
    for p in range(n):
        up = rnd.face_up[p]
        assert data["face_up"][p] == (None if up in played else up)
        if data["face_up"][p] is not None:
            assert up in data["hands"][p]
    assert data["chosen_suit"] == rnd.chosen
    # Exactly one seat acts, and only that seat has moves.
    to_act = GAME.to_act(state)
    assert data["to_act"] == to_act and len(to_act) == 1
    legal = GAME.legal_moves(state)
    assert legal and all(m.seat == to_act[0] for m in legal)
    for p in range(n):
        assert GAME.legal_moves(state, p) == (legal if p == to_act[0] else [])
    check_views(state, data)


def check_views(state: Any, data: dict[str, Any]) -> None:
    """A view shows the seat's own hand, its partner's when open (4 players), the face-up
    cards, and nothing else of the hidden hands; never the seed."""
    opts = data["options"]
    n = opts["players"]
    for seat in [None, *range(n)]:
        view = GAME.view(state, seat)
        visible = set() if seat is None else {seat}
        if seat is not None and n == 4 and opts["partner_hands_visible"]:
            visible.add((seat + 2) % 4)
        assert "seed" not in view and view["seat"] == seat
        assert view["hand_sizes"] == [len(h) for h in data["hands"]]
        assert view["face_up"] == data["face_up"]
        assert view["hands"] == [h if p in visible else None
                                 for p, h in enumerate(data["hands"])]
        hidden = {c for p, h in enumerate(data["hands"]) if p not in visible for c in h}
        hidden -= set(data["face_up"])
        text = json.dumps(view)
        leaked = [c for c in hidden if f'"{c}"' in text]
        assert not leaked, f"seat {seat} sees {leaked}"
        without = {k: v for k, v in view.items() if k not in ("hands", "hand_sizes", "seat")}
        assert without == {k: v for k, v in data.items() if k not in ("hands", "seed")}


def check_moves(state: Any, data: dict[str, Any]) -> None:
    """Every legal move applies without touching its input; every other move is refused
    with a documented code."""
    n = data["options"]["players"]
    legal = GAME.legal_moves(state)
    for move in legal:
        assert GAME.check(state, move) is None
        out = GAME.apply(state, move)
        assert out.state is not state
        assert out.state.version == state.version + 1
    assert GAME.encode(state) == data, "apply changed its input"
    legal_set = set(legal)
    candidates = [Move(p, "play", card=Card.parse(c)) for p in range(n) for c in DECK_CODES]
    candidates += [Move(p, "deal") for p in range(n)]
    for move in candidates:
        if move in legal_set:
            continue
        violation = GAME.check(state, move)
        assert violation is not None, move
        assert violation.code in GAME.reason_codes
        try:
            GAME.apply(state, move)
        except IllegalMove as err:
            assert err.violation.code == violation.code
        else:
            raise AssertionError(f"{move} applied")
    assert GAME.encode(state) == data, "a refused move changed the state"


def check_transition(before: dict[str, Any], move: Move, out: Any, after: dict[str, Any],
                     rnd: Round) -> Round:
    n = before["options"]["players"]
    target = before["options"]["target"]
    if move.type == "deal":
        # The dealer of the next round is the leader of trick 1 of the round just played.
        assert move.seat == rnd.forehand == before["tricks"][0]["leader"]
        assert move.seat == (rnd.dealer + 1) % n
        assert after["dealer"] == move.seat
        new = start_round(after)
        if before["phase"] == "match_over":
            assert after["scores"] == [0, 0]
            assert (after["match_number"], after["hand_number"]) == (
                before["match_number"] + 1, 1)
        else:
            assert after["scores"] == before["scores"]
            assert (after["match_number"], after["hand_number"]) == (
                before["match_number"], before["hand_number"] + 1)
        return new
    trick = out.trick
    assert trick is not None
    if trick.complete:
        codes = [c.code for _, c in trick.cards]
        want = expected_winner(trick.leader, codes, rnd.chosen, n,
                               before["options"]["power_loss_scope"])
        assert trick.winner == want
        rnd.counts[want % 2] += 1
        assert after["tricks_won"] == rnd.counts
    if out.hand is None:
        assert max(rnd.counts) < 3 and after["phase"] == "play"
        assert after["scores"] == rnd.scores
        return rnd
    # The round ends as soon as a side has 3 tricks; that side scores exactly 1.
    side = 0 if rnd.counts[0] == 3 else 1
    assert rnd.counts[side] == 3 and rnd.counts[1 - side] < 3
    points = [1 if s == side else 0 for s in range(2)]
    assert after["scores"] == [a + b for a, b in zip(rnd.scores, points, strict=True)]
    assert sum(after["scores"]) == sum(rnd.scores) + 1
    assert out.hand.to_json() == {"over": True, "points": points,
                                  "scores": after["scores"], "winners": [side]}
    assert after["hand_result"] == {"points": points, "winners": [side]}
    if after["scores"][side] >= target:
        assert after["phase"] == "match_over" and after["match_winners"] == [side]
        assert out.match is not None and out.match.winners == [side]
    else:
        assert after["phase"] == "hand_over" and out.match is None
    assert after["to_act"] == [rnd.forehand]  # the next dealer
    return rnd


@SETTINGS
@given(opts=match_options(), seed=st.integers(min_value=0, max_value=2**62),
       full=st.booleans())
def test_random_match(opts: Any, seed: int, full: bool) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(opts, seed=seed)
    data = GAME.encode(state)
    rnd = start_round(data)
    matches_done = 0
    for _ in range(1000):
        check_state(state, data, rnd)
        if full or rng.random() < 0.2:
            check_moves(state, data)
        legal = GAME.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        if move.type == "deal" and rng.random() < 0.5:
            move = Move(move.seat, "deal", seed=rng.getrandbits(32))
        out = GAME.apply(state, move)
        after = GAME.encode(out.state)
        assert GAME.encode(state) == data, "apply changed its input"
        rnd = check_transition(data, move, out, after, rnd)
        if data["phase"] == "match_over":
            matches_done += 1
            if matches_done == 2:
                break
        state, data = out.state, after
    assert matches_done == 2


# ----- random tricks against the independent reading of §2.7 ------------------------------

@st.composite
def random_trick(draw: st.DrawFn) -> tuple[int, str, int, list[str], int]:
    players = draw(st.sampled_from([4, 2]))
    chosen = draw(st.sampled_from("EGHS"))
    leader = draw(st.integers(min_value=0, max_value=players - 1))
    # Mostly cards of the chosen suit and court cards, where the rules are subtle.
    pool = [c for c in DECK_CODES if c[0] == chosen or c[1] in "KOU"]
    cards = draw(st.lists(st.sampled_from(pool), min_size=players, max_size=players,
                          unique=True))
    trick_no = 2 if cards[0] == chosen + "7" else draw(st.sampled_from([1, 2]))
    return players, chosen, leader, cards, trick_no


@settings(max_examples=1000, deadline=None)
@given(trick=random_trick(), scope=st.sampled_from(["any_suit", "led_suit"]))
def test_random_trick_winner(trick: tuple[int, str, int, list[str], int], scope: str) -> None:
    players, chosen, leader, cards, trick_no = trick
    if trick_no == 2:
        assume(any(chosen + r not in cards for r in "U62"))
    holds = {(leader + k) % players: [c] for k, c in enumerate(cards)}
    try:
        state = build_position(players, chosen, leader, trick_no, holds,
                               power_loss_scope=scope)
    except ValueError:  # no free card of the chosen suit left to decide it
        assume(False)
        raise
    out = None
    for card in cards:
        out = play(state, card)
        state = out.state
    assert out is not None and out.trick is not None
    assert out.trick.winner == expected_winner(leader, cards, chosen, players, scope)
