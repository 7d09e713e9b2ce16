"""Watten-specific properties over random seeded Bavarian 4-player matches
(tests/strategies.py): card conservation with the 32-card deck, the end of a hand at three
tricks, the points a hand adds, and the scoring events. The generic properties (legal
moves apply, other moves are refused with a declared code, JSON round trip, `apply` is
pure, views hide what the rules hide, events are declared) are the conformance suite's
(tests/conformance/).

Each example plays one whole match with random legal moves (sometimes out of turn, e.g. a
raise) under one of several option sets, then checks a property on every state or
transition of it.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games.watten import BAVARIAN_DECK
from tests.games.watten.helpers import GAME
from tests.strategies import Step, random_playout, seeds

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"tok_scope": "trump_holders"},
    {"tok_mode": "on_call"},
    {"tok_mode": "off"},
    {"criticals": False},
    {"target": 11},
    {"target": 5, "max_redeals": 2},
    {"redeal_allowed": False, "schlagwechsel_allowed": False},
]
# Raises and folds are rarer than cards, so most hands are decided by tricks.
WEIGHTS = {"raise": 0.15, "fold": 0.5, "request_redeal": 0.5, "offer_swap": 0.5}


def budget(examples: int) -> settings:
    """Each property stays well under 10 s on a 2-core machine (one match: ~2 ms to play)."""
    return settings(max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


ALL_CARDS = {c.code for c in BAVARIAN_DECK}


def playout(option_set: dict[str, Any], seed: int) -> list[Step]:
    steps = random_playout(GAME, GAME.resolve_options(option_set), seed, type_weights=WEIGHTS)
    assert steps[-1].outcome.match is not None, "the match did not end"
    return steps


def states(steps: list[Step]) -> list[Any]:
    return [steps[0].before, *(step.after for step in steps)]


matches = st.tuples(st.sampled_from(OPTION_SETS), seeds())


@budget(150)
@given(matches)
def test_32_cards_are_conserved(match: tuple[dict[str, Any], int]) -> None:
    for state in states(playout(*match)):
        data = GAME.encode(state)
        held = [c for h in data["hands"] for c in h]
        trick = [c["card"] for c in data["trick"]["cards"]]
        played = [c["card"] for t in data["tricks"] for c in t["cards"]]
        cards = held + trick + played
        assert len(cards) == len(set(cards)) == 20, data
        assert set(cards) <= ALL_CARDS
        assert len(ALL_CARDS - set(cards)) == 12  # the undealt stock
        in_trick = {c["seat"] for c in data["trick"]["cards"]}
        for seat, hand in enumerate(data["hands"]):
            assert len(hand) == 5 - len(data["tricks"]) - (seat in in_trick)


@budget(150)
@given(matches)
def test_a_hand_ends_when_exactly_one_side_has_3_tricks(
        match: tuple[dict[str, Any], int]) -> None:
    for step in playout(*match):
        after = GAME.encode(step.after)
        if step.outcome.hand is None:
            assert max(after["tricks_won"]) < 3
            continue
        reason = after["hand_result"]["reason"]
        won = after["tricks_won"]
        if reason == "tricks":
            assert step.move.type == "play" and step.outcome.trick is not None
            assert step.outcome.trick.complete
            assert sorted(won)[1] == 3 and sorted(won)[0] < 3
            assert 3 <= len(after["tricks"]) <= 5 and sum(won) == len(after["tricks"])
            side = won.index(3)
            assert after["hand_result"]["winners"] == [side]
            assert step.outcome.trick.winner is not None
            assert step.outcome.trick.winner % 2 == side
        else:
            assert reason == "fold" and step.move.type == "fold"
            assert max(won) < 3


@budget(150)
@given(matches)
def test_scores_grow_only_by_the_hand_value_at_hand_end(
        match: tuple[dict[str, Any], int]) -> None:
    option_set, _ = match
    target = GAME.resolve_options(option_set).target
    for step in playout(*match):
        before, after = GAME.encode(step.before), GAME.encode(step.after)
        if step.move.type == "deal" and before["phase"] == "match_over":
            assert after["scores"] == [0, 0] and after["bummerl"] == before["bummerl"]
        elif step.outcome.hand is None:
            assert after["scores"] == before["scores"]
        else:
            side = after["hand_result"]["winners"][0]
            if after["hand_result"]["reason"] == "fold":
                assert side == before["raise"]["pending"]["side"]
            gained = [a - b for a, b in zip(after["scores"], before["scores"], strict=True)]
            expected = [0, 0]
            expected[side] = before["stake"]
            assert gained == expected == after["hand_result"]["points"]
            over = max(after["scores"]) >= target
            assert (after["phase"] == "match_over") == over
            assert (step.outcome.match is not None) == over
            if over:
                assert after["match_winners"] == [side]
                bummerl = before["bummerl"][:]
                bummerl[1 - side] += 1
                assert after["bummerl"] == bummerl
        if step.move.type == "deal":
            tense = any(score >= target - 2 for score in after["scores"])
            assert after["stake"] == (3 if tense else 2)


@budget(100)
@given(matches)
def test_a_finished_hand_is_scored_once_and_a_match_won_once(
        match: tuple[dict[str, Any], int]) -> None:
    """`hand_scored` carries the hand result (the same values as `Outcome.hand`), and
    `match_won` names every winner in one event (§1.12)."""
    for step in playout(*match):
        scored = [e for e in step.outcome.events if e["type"] == "hand_scored"]
        won = [e for e in step.outcome.events if e["type"] == "match_won"]
        hand, result = step.outcome.hand, step.outcome.match
        if hand is None:
            assert not scored and not won
            continue
        assert scored == [{"type": "hand_scored", "points": list(hand.points),
                           "scores": list(hand.scores), "winners": list(hand.winners),
                           "reason": hand.reason}]
        assert GAME.hand_result(step.after) == hand
        if result is None:
            assert not won
        else:
            assert won == [{"type": "match_won", "winners": list(result.winners)}]
            assert GAME.match_result(step.after) == result
