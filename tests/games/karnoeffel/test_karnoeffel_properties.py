"""Karnöffel's own properties over random seeded matches (4 and 2 players, both scopes)
and random tricks (hypothesis): the 48-card pack conserved, the face-up cards public
until played, one point per round to the side with 3 tricks, the deal rotating to the
leader of trick 1, the match ending at the target, every trick won as an independent
reading of §2.7 says."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import Move
from tests.games.karnoeffel.support import (
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
    """Karnöffel's invariants of one reachable state (the generic ones, such as the exact
    JSON round trip and views hiding the hidden hands, are the conformance suite's)."""
    n = data["options"]["players"]
    # The 48-card pack: the dealt cards are conserved, each once, in hands or tricks.
    played = [p["card"] for t in data["tricks"] for p in t["cards"]]
    played += [p["card"] for p in data["trick"]["cards"]]
    held = [c for h in data["hands"] for c in h]
    assert len(held) + len(played) == 5 * n == len(set(held) | set(played))
    assert set(held) | set(played) == rnd.cards
    # The face-up cards stay with their seats and public until played; the chosen suit
    # does not change during the round.
    for p in range(n):
        up = rnd.face_up[p]
        assert data["face_up"][p] == (None if up in played else up)
        if data["face_up"][p] is not None:
            assert up in data["hands"][p]
    for seat in [None, *range(n)]:
        assert GAME.view(state, seat)["face_up"] == data["face_up"]
    assert data["chosen_suit"] == rnd.chosen
    # One seat at a time: the next in the trick, or the next dealer.
    assert data["to_act"] == GAME.to_act(state) and len(data["to_act"]) == 1


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
                                  "scores": after["scores"], "winners": [side],
                                  "reason": "tricks"}
    assert GAME.hand_result(out.state) == out.hand
    assert after["hand_result"] == {"points": points, "winners": [side]}
    scored = [e for e in out.events if e["type"] == "hand_scored"]
    assert scored == [{"type": "hand_scored", "points": points, "scores": after["scores"],
                       "winners": [side], "reason": "tricks"}]
    won = [e for e in out.events if e["type"] == "match_won"]
    if after["scores"][side] >= target:
        assert after["phase"] == "match_over" and after["match_winners"] == [side]
        assert out.match is not None and out.match.winners == (side,)
        assert won == [{"type": "match_won", "winners": [side]}]
    else:
        assert after["phase"] == "hand_over" and out.match is None and not won
    assert after["to_act"] == [rnd.forehand]  # the next dealer
    return rnd


@SETTINGS
@given(opts=match_options(), seed=st.integers(min_value=0, max_value=2**62))
def test_random_matches_keep_the_karnoeffel_invariants(opts: Any, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(opts, seed=seed)
    data = GAME.encode(state)
    rnd = start_round(data)
    matches_done = 0
    for _ in range(1000):
        check_state(state, data, rnd)
        legal = GAME.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        if move.type == "deal" and rng.random() < 0.5:
            move = Move(move.seat, "deal", seed=rng.getrandbits(32))
        out = GAME.apply(state, move)
        after = GAME.encode(out.state)
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
def test_random_tricks_are_won_as_section_2_7_reads(
        trick: tuple[int, str, int, list[str], int], scope: str) -> None:
    players, chosen, leader, cards, trick_no = trick
    if trick_no == 2:
        assume(any(chosen + r not in cards for r in "U62"))
    holds = {(leader + k) % players: [c] for k, c in enumerate(cards)}
    state = build_position(players, chosen, leader, trick_no, holds, power_loss_scope=scope)
    out = None
    for card in cards:
        out = play(state, card)
        state = out.state
    assert out is not None and out.trick is not None
    assert out.trick.winner == expected_winner(leader, cards, chosen, players, scope)
