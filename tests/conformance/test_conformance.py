"""The conformance suite: the `engine.game.Game` protocol as properties that every
registered game must have, for every preset (and a few option mixes, `cases.VARIANTS`),
over seeded random playouts (`tests.strategies.random_playout`; hypothesis draws the
seeds, derandomized, so a run is the same every time).

* legal moves: some in every hand, until the match is over; between hands and after the
  match exactly the protocol's `next_deal`; every listed move is well-formed;
* every legal move applies, one version later, and its outcome agrees with `stage`,
  `hand_result` and `match_result`;
* every other well-formed move is refused with a reason code the game declares (or, under
  ``illegal_move_policy: penalize``, accepted and the hand ends with the penalty);
* exact JSON round trip; `decode` is pure and never invents a seed;
* `apply` never mutates its input, not even through a later in-place move on its result;
* each seat's view is exactly what the rules let it see (`tests.conformance.visibility`),
  without the seed; the spectator sees no hand;
* every emitted event is declared in ``game.events`` with exactly its declared fields;
  ``hand_scored``, ``match_won`` and ``trick_won`` report the outcome; redaction by
  declaration never shows a viewer a card its view does not show.

Another module runs the same suite over other games by defining ``CONFORMANCE_GAMES``
and star-importing this one (tests/whist/test_whist_conformance.py does it for Whist).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from engine.errors import IllegalMove, MalformedInput
from engine.game import Game
from engine.moves import DEAL, PLAY, Move
from engine.registry import all_games, get_game
from engine.results import Outcome, Stage
from tests.conformance.cases import Case, cases
from tests.conformance.events import event_problems
from tests.conformance.visibility import card_codes, expected_view, keys_anywhere
from tests.strategies import (
    Step,
    arbitrary_moves,
    choose_move,
    listed_key,
    random_playout,
    seeds,
    states_of,
)

__all__ = [
    "pytest_generate_tests",
    "test_apply_never_mutates_its_input",
    "test_decode_refuses_a_number_or_truth_value_of_another_json_type_anywhere",
    "test_decode_refuses_a_state_without_a_seed",
    "test_every_emitted_event_is_declared_with_exactly_its_fields",
    "test_every_legal_move_applies_one_version_later",
    "test_json_round_trip_is_exact_and_decode_is_pure",
    "test_legal_moves_exist_until_the_match_is_over_and_between_hands_only_the_next_deal",
    "test_outcomes_agree_with_stage_hand_result_and_match_result",
    "test_redaction_by_declaration_never_shows_a_card_the_view_hides",
    "test_result_events_report_the_outcome",
    "test_unlisted_well_formed_moves_are_refused_with_a_declared_reason",
    "test_views_show_exactly_what_the_rules_let_each_seat_see",
]

AnyGame = Game[Any, Any]
FULL_MATCH = 3_000  # moves: every case's random match ends well before this
MAX_MOVES = 400  # moves per playout in the other properties (several hands)
PER_STATE = 12  # legal or arbitrary moves tried per state
STATES = 80  # states of a playout given the costlier checks (a random sample, in order)
# Derandomized (the same seeds every run) and without shrinking: a failing playout is
# reported as it is (its seed is printed), not re-run hundreds of times.
SUITE = settings(max_examples=2, derandomize=True, database=None, deadline=None,
                 phases=(Phase.explicit, Phase.generate), report_multiple_bugs=False,
                 suppress_health_check=[HealthCheck.too_slow])


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        games = getattr(metafunc.module, "CONFORMANCE_GAMES", None)
        chosen = cases(all_games() if games is None else games)
        metafunc.parametrize("case", chosen, ids=[c.id for c in chosen])


def served(case: Case) -> AnyGame:
    """The game under test, through the registry (so a test game must be registered)."""
    game = get_game(case.game.id)
    assert game is case.game
    return game


def playout(case: Case, seed: int, max_moves: int = MAX_MOVES) -> tuple[AnyGame, list[Step]]:
    game = served(case)
    return game, random_playout(game, case.resolve(), seed, max_moves=max_moves)


def some(moves: list[Move], rng: random.Random, k: int = PER_STATE) -> list[Move]:
    return moves if len(moves) <= k else rng.sample(moves, k)


def sample_states(steps: list[Step], rng: random.Random, k: int = STATES) -> list[Any]:
    states = states_of(steps)
    if len(states) <= k:
        return states
    return [states[i] for i in sorted(rng.sample(range(len(states)), k))]


def viewers(game: AnyGame, state: Any) -> list[int | None]:
    return [None, *range(game.num_players(state))]


def penalty_steps(game: AnyGame, case: Case, steps: list[Step], rng: random.Random
                  ) -> list[Step]:
    """Under ``penalize``: moves the rules accept although they are not listed (the
    penalised breaches), applied, so their events are checked too."""
    if not case.penalizes:
        return []
    out = []
    for state in sample_states(steps, rng):
        listed = {listed_key(m) for m in game.legal_moves(state)}
        for move in arbitrary_moves(game, state, rng, PER_STATE):
            if listed_key(move) not in listed and game.check(state, move) is None:
                out.append(Step(state, move, game.apply(state, move)))
    return out


# ----- legal moves -------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_legal_moves_exist_until_the_match_is_over_and_between_hands_only_the_next_deal(
        case: Case, seed: int) -> None:
    game, steps = playout(case, seed, FULL_MATCH)
    assert steps[-1].outcome.match is not None, f"no match end in {FULL_MATCH} moves"
    rng = random.Random(seed)
    for state in states_of(steps):
        moves = game.legal_moves(state)
        if game.stage(state) is Stage.IN_HAND:
            assert moves, f"no legal move in a hand: {game.encode(state)}"
            assert game.next_deal(state) is None
            to_act = game.to_act(state)
            assert to_act, "somebody must be waited for during a hand"
            by_seat = [m for seat in range(game.num_players(state))
                       for m in game.legal_moves(state, seat)]
            assert Counter(map(listed_key, by_seat)) == Counter(map(listed_key, moves)), \
                "the moves of all seats are the moves of each seat"
            for seat in to_act:
                assert game.legal_moves(state, seat), f"seat {seat} must act but cannot"
        else:
            deal = game.next_deal(state)
            assert deal is not None and deal.type == DEAL
            assert [listed_key(m) for m in moves] == [listed_key(deal)]
            assert game.to_act(state) == [deal.seat]
        for move in some(moves, rng):
            assert game.parse_move(move.to_json(), state) == move, "a listed move is malformed"


# ----- applying moves ------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_every_legal_move_applies_one_version_later(case: Case, seed: int) -> None:
    game, steps = playout(case, seed)
    rng = random.Random(seed)
    for state in sample_states(steps, rng):
        for move in some(game.legal_moves(state), rng):
            assert game.check(state, move) is None, move
            out = game.apply(state, move)
            assert out.state is not state
            assert game.version(out.state) == game.version(state) + 1
            assert_outcome_agrees(game, state, move, out)


def assert_outcome_agrees(game: AnyGame, before: Any, move: Move, out: Outcome[Any]) -> None:
    after = out.state
    stage, was = game.stage(after), game.stage(before)
    encoded = game.encode(after)
    assert encoded["version"] == game.version(after)
    assert encoded["phase"] == game.phase(after) and game.phase(after) in game.phases
    assert encoded["to_act"] == game.to_act(after)
    assert (out.match is not None) == (stage is Stage.MATCH_OVER), (move, stage, out.match)
    assert (out.hand is not None) == (was is Stage.IN_HAND and stage is not Stage.IN_HAND)
    if stage is Stage.IN_HAND:
        assert game.hand_result(after) is None and game.match_result(after) is None
    else:
        assert game.hand_result(after) is not None
        assert (game.match_result(after) is not None) == (stage is Stage.MATCH_OVER)
    if out.hand is not None:
        assert game.hand_result(after) == out.hand
        assert list(out.hand.scores) == encoded["scores"], "hand.scores = the new totals"
    if out.match is not None:
        assert game.match_result(after) == out.match
    if move.type == PLAY:
        trick = out.trick
        assert trick is not None, "a card was played to a trick"
        assert (move.seat, move.card) in list(trick.cards)
        assert trick.complete == (trick.winner is not None)
    else:
        assert out.trick is None


@SUITE
@given(seed=seeds())
def test_outcomes_agree_with_stage_hand_result_and_match_result(case: Case, seed: int
                                                                  ) -> None:
    game, steps = playout(case, seed)
    for step in steps:
        assert game.version(step.after) == game.version(step.before) + 1
        assert_outcome_agrees(game, step.before, step.move, step.outcome)


@SUITE
@given(seed=seeds())
def test_unlisted_well_formed_moves_are_refused_with_a_declared_reason(case: Case, seed: int
                                                                       ) -> None:
    game, steps = playout(case, seed)
    rng = random.Random(seed)
    refused = 0
    for state in sample_states(steps, rng):
        before = json.dumps(game.encode(state))
        listed = {listed_key(m) for m in game.legal_moves(state)}
        for move in arbitrary_moves(game, state, rng, PER_STATE):
            assert game.parse_move(move.to_json(), state) == move, "not well-formed"
            violation = game.check(state, move)
            breach = game.penalized_breach(state, move)
            if listed_key(move) in listed:
                assert violation is None and breach is None, (move, violation, breach)
                continue
            if violation is None:
                assert case.penalizes, f"{move} is accepted but not listed as legal"
                # the rule it breaks, named as a refusal would name it (illegal_cards)
                assert breach is not None and breach.code in game.reason_codes, move
                out = game.apply(state, move)
                assert out.hand is not None, "an accepted breach ends the hand (§0.6)"
                continue
            assert breach is None, (move, breach)  # refused, not punished
            refused += 1
            assert violation.code in game.reason_codes, (move, violation)
            assert violation.message
            with pytest.raises(IllegalMove) as raised:
                game.apply(state, move)
            assert raised.value.violation == violation
        assert json.dumps(game.encode(state)) == before
    assert refused >= STATES // 2  # the fuzzer really tried illegal moves


# ----- JSON ---------------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_json_round_trip_is_exact_and_decode_is_pure(case: Case, seed: int) -> None:
    game, steps = playout(case, seed)
    for state in sample_states(steps, random.Random(seed), 2 * STATES):
        data = game.encode(state)
        text = json.dumps(data)
        again = game.decode(json.loads(text))
        assert json.dumps(game.encode(again)) == text
        twice = game.decode(data)
        assert json.dumps(data) == text, "decode changed its input"
        assert game.encode(twice) == data
        assert game.phase(again) == game.phase(state)
        assert game.version(again) == game.version(state)
        assert game.to_act(again) == game.to_act(state)
        assert game.hand_result(again) == game.hand_result(state)
        assert game.match_result(again) == game.match_result(state)
        assert [listed_key(m) for m in game.legal_moves(again)] == [
            listed_key(m) for m in game.legal_moves(state)]


def test_decode_refuses_a_state_without_a_seed(case: Case) -> None:
    """A new match and one seven moves in: without ``seed`` the state is a 422 (decode is
    pure: it never makes up a seed)."""
    game = served(case)
    steps = random_playout(game, case.resolve(), 5, max_moves=7)
    for state in (steps[0].before, steps[-1].after):
        data = game.encode(state)
        del data["seed"]
        with pytest.raises(MalformedInput) as raised:
            game.decode(data)
        assert "state.seed" in raised.value.errors


def retyped_leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every integer leaf of ``data`` as a float (2 → 2.0) and every boolean as an integer
    (True → 1), with its path: equal in Python (1.0 == 1 == True), another type in JSON."""
    if isinstance(data, dict):
        return [leaf for key, value in data.items() for leaf in retyped_leaves(value, (*path, key))]
    if isinstance(data, list):
        return [leaf for i, value in enumerate(data) for leaf in retyped_leaves(value, (*path, i))]
    if isinstance(data, bool):
        return [(path, int(data))]
    if isinstance(data, int):
        return [(path, float(data))]
    return []


def replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    copy = json.loads(json.dumps(data))
    at = copy
    for key in path[:-1]:
        at = at[key]
    at[path[-1]] = value
    return copy


@SUITE
@given(seed=seeds())
def test_decode_refuses_a_number_or_truth_value_of_another_json_type_anywhere(
        case: Case, seed: int) -> None:
    """api.md: wrong types are a 4xx. Derived fields are compared with the state's own
    values, and Python's ``==`` holds 2.0, 2 and True equal: each of those in place of
    another, anywhere in a state, is refused (MalformedInput: a 422)."""
    game, steps = playout(case, seed)
    for state in sample_states(steps, random.Random(seed), 6):
        data = game.encode(state)
        for path, value in retyped_leaves(data):
            with pytest.raises(MalformedInput):
                game.decode(replaced(data, path, value))


# ----- purity -------------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_apply_never_mutates_its_input(case: Case, seed: int) -> None:
    """Along a random match: neither `apply` (legal or not) nor in-place moves on its
    result (what search bots do) change the state it was given. The states are checked
    as the match goes, before anything else could have touched them."""
    game = served(case)
    rng = random.Random(seed)
    state = game.new_state(case.resolve(), seed=seed)
    for n in range(MAX_MOVES):
        before = json.dumps(game.encode(state))
        legal = game.legal_moves(state)
        if n % 3 == 0:
            for move in some(legal, rng, 3):
                after = game.apply(state, move).state
                for _ in range(6):
                    more = game.legal_moves(after)
                    if not more:
                        break
                    game.apply_in_place(after, rng.choice(more))
            for move in arbitrary_moves(game, state, rng, 3):
                with contextlib.suppress(IllegalMove):
                    game.apply(state, move)
        out = game.apply(state, choose_move(game, state, rng))
        assert json.dumps(game.encode(state)) == before
        if out.match is not None:
            break
        state = out.state


# ----- views ----------------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_views_show_exactly_what_the_rules_let_each_seat_see(case: Case, seed: int) -> None:
    game, steps = playout(case, seed)
    for state in sample_states(steps, random.Random(seed), 2 * STATES):
        data = game.encode(state)
        secret = str(data["seed"])
        for seat in viewers(game, state):
            view = game.view(state, seat)
            assert view == expected_view(game.id, data, seat), (seat, view)
            assert "seed" not in keys_anywhere(view)
            if len(secret) >= 6:
                assert secret not in json.dumps(view)
        assert all(hand is None for hand in game.view(state, None)["hands"])


# ----- events ---------------------------------------------------------------------------------

@SUITE
@given(seed=seeds())
def test_every_emitted_event_is_declared_with_exactly_its_fields(case: Case, seed: int
                                                                 ) -> None:
    game, steps = playout(case, seed)
    steps += penalty_steps(game, case, steps, random.Random(seed))
    problems: dict[str, None] = {}
    for step in steps:
        for event in step.outcome.events:
            problems.update(dict.fromkeys(event_problems(game, step.before, event)))
    assert not problems, "\n".join(list(problems)[:12])


@SUITE
@given(seed=seeds())
def test_result_events_report_the_outcome(case: Case, seed: int) -> None:
    """One ``trick_won`` per completed trick, one ``hand_scored`` per finished hand, one
    ``match_won`` per finished match, with the outcome's values."""
    _, steps = playout(case, seed)
    for step in steps:
        out, events = step.outcome, step.outcome.events

        def of(kind: str, events: list[dict[str, Any]] = events) -> list[dict[str, Any]]:
            return [e for e in events if e["type"] == kind]

        won = of("trick_won")
        if out.trick is not None and out.trick.complete:
            assert len(won) == 1, events
            assert won[0]["seat"] == out.trick.winner
            assert won[0]["trick"] == {"leader": out.trick.leader,
                                       "cards": [c.code for _, c in out.trick.cards]}
        else:
            assert not won, events
        scored = of("hand_scored")
        if out.hand is not None:
            assert scored == [{"type": "hand_scored", "points": list(out.hand.points),
                               "scores": list(out.hand.scores),
                               "winners": list(out.hand.winners),
                               "reason": out.hand.reason}], events
        else:
            assert not scored, events
        match = of("match_won")
        if out.match is not None:
            assert match == [{"type": "match_won", "winners": list(out.match.winners)}]
        else:
            assert not match, events


@SUITE
@given(seed=seeds())
def test_redaction_by_declaration_never_shows_a_card_the_view_hides(case: Case, seed: int
                                                                    ) -> None:
    """An event describes the move that led to its state: every card it shows a viewer
    (after redaction by declaration) is one that viewer's view of that state shows."""
    game, steps = playout(case, seed)
    steps += penalty_steps(game, case, steps, random.Random(seed))
    codes = frozenset(c.code for c in game.deck(case.resolve()))
    seen: dict[tuple[int, int | None], set[str]] = {}

    def visible(state: Any, seat: int | None) -> set[str]:
        key = (id(state), seat)
        if key not in seen:
            seen[key] = card_codes(game.view(state, seat), codes)
        return seen[key]

    checked = 0
    for step in steps:
        for event in step.outcome.events:
            if event["type"] not in game.events:
                continue  # undeclared: the declaration test reports it
            for seat in viewers(game, step.before):
                shown = game.events.redact(event, seat)
                leaked = card_codes(shown, codes) - visible(step.after, seat)
                assert not leaked, (seat, event, shown, leaked)
                assert "seed" not in keys_anywhere(shown)
                checked += 1
    assert checked
