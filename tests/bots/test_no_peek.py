"""No peeking, proven: a bot's move depends only on its seat's view.

For every game with a bot kit and every level, over many random positions: the real
state and states that differ from it only in cards hidden from the bot's seat (the hidden
cards dealt again by the kit's sampler, consistently with known voids and passed cards,
and independent same-suit swaps between hidden hands) must give the same move under a
fixed seed and iteration cap. The states go through the service's entry point
(`service.bots.decide`, which takes a full state), so the test covers the one place where
a state becomes a view."""

from __future__ import annotations

import random

import pytest

from engine import get_game
from engine.bots import LEVELS, get_kit
from service.bots import decide
from tests.bots.positions import decision_positions, games_with_kits, hidden_swaps, positions

GAMES = games_with_kits()
POSITIONS = {"random": 150, "heuristic": 150, "expert": 60}
ITERATIONS = 40  # rollouts per expert decision: the cap, never the clock, stops it
BUDGET_MS = 600_000


def move_of(game, state, seat, level, seed):
    decision = decide(game, state, seat, level, seed, budget_ms=BUDGET_MS,
                      iterations=ITERATIONS)
    assert decision is not None
    return decision.move.to_json()


# The variants' own decisions and hidden places: Schlecken (the peeked card, the pack),
# the Tyrolean redeal discards and trump-follow duty, three and two players, raises
# answered with the hand face down, the pagat tense choice; Hearts with three, five and
# six players and Omnibus; Karnoeffel with the partner's hand closed, and two players.
VARIANTS = {
    "watten": [{"options": {"schlecken": "alternating", "schlecken_bluff": True}},
               {"options": {"schlecken": "cutter_only", "raise_window": "after_deal"}},
               {"preset": "tyrolean"}, {"preset": "three-player"}, {"preset": "two-player"},
               {"options": {"tense_mode": "pagat", "target": 5}}],
    "hearts": [{"preset": "three-player"}, {"preset": "five-player"},
               {"preset": "six-player"}, {"preset": "omnibus"}],
    "karnoeffel": [{"preset": "closed"}, {"preset": "two-player"}],
}
VARIANT_PER_KIND = {"random": 6, "heuristic": 6, "expert": 2}


def compare_with_hidden_changes(game, items, level, rng):
    """For each (state, seat): the move under a fixed seed and iteration cap must be the
    same in states that differ only in what the seat cannot see. Returns how many
    alternatives were compared and how many had other hands."""
    kit = get_kit(game)
    compared = differing = 0
    for state, seat in items:
        view = game.view(state, seat)
        alts = [kit.sample_world(game, view, seat, random.Random(rng.getrandbits(32)))
                for _ in range(2)]
        alts += list(hidden_swaps(game, state, seat, rng, swaps=2))
        seed = rng.getrandbits(32)
        expected = move_of(game, state, seat, level, seed)
        hands = game.encode(state)["hands"]
        for alt in alts:
            assert game.view(alt, seat) == view  # the alternative hides the same
            differing += game.encode(alt)["hands"] != hands
            assert move_of(game, alt, seat, level, seed) == expected, (
                f"{game.id} {level}: seat {seat} in phase {state.phase} chose differently "
                "when only hidden cards changed")
            compared += 1
    return compared, differing


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_same_view_same_move(game_id, level):
    game = get_game(game_id)
    rng = random.Random(f"no-peek:{game_id}:{level}")
    items = positions(game_id, None, seed=11, count=POSITIONS[level])
    compared, differing = compare_with_hidden_changes(game, items, level, rng)
    assert compared >= POSITIONS[level]
    assert differing >= compared // 3  # the hidden cards really moved


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", sorted(VARIANTS))
def test_same_view_same_move_in_every_variant(game_id, level):
    """As above, for the variants: every kind of decision each of them has (a Schlecken
    take-or-leave, a blind raise answer, ...) is asked a few times."""
    game = get_game(game_id)
    rng = random.Random(f"no-peek-variants:{game_id}:{level}")
    for config in VARIANTS[game_id]:
        items = decision_positions(game_id, config, seed=13,
                                   per_kind=VARIANT_PER_KIND[level])
        kinds = {tuple(sorted({m.type for m in game.legal_moves(s, p)}))
                 for s, p in items if s.phase != "passing"}
        assert len(kinds) >= 2, (config, kinds)
        compared, _ = compare_with_hidden_changes(game, items, level, rng)
        assert compared >= 2 * len(items), config


@pytest.mark.parametrize("game_id", GAMES)
def test_explain_sees_only_the_view(game_id):
    game = get_game(game_id)
    kit = get_kit(game)
    rng = random.Random(5)
    for state, seat in positions(game_id, None, seed=12, count=4):
        view = game.view(state, seat)
        alt = kit.sample_world(game, view, seat, rng)
        a = decide(game, state, seat, "heuristic", 9, budget_ms=BUDGET_MS, iterations=16,
                   explain=True)
        b = decide(game, alt, seat, "heuristic", 9, budget_ms=BUDGET_MS, iterations=16,
                   explain=True)
        assert a is not None and b is not None
        assert a.estimates == b.estimates
