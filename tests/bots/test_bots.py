"""Every level of every game: legal moves for every decision type, determinism, the
samplers' consistency with the view, and explain estimates."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from engine import get_game
from engine.bots import LEVELS, BotKit, BotUnavailable, choose_move, get_kit
from engine.bots.base import SeededAtFirstDraw
from engine.results import Stage
from tests.bots.positions import games_with_kits, hearts_moon_choice, positions

GAMES = games_with_kits()
BIG_BUDGET = 600_000  # ms: the iteration cap stops the search, so results are exact


def presets(game_id):
    return [None, *sorted(get_game(game_id).presets)]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_plays_legal_moves(game_id):
    """Over random positions of every preset (every phase and move type), each level's
    move passes the engine's own check on the real state."""
    game = get_game(game_id)
    types: Counter[str] = Counter()
    for preset in presets(game_id):
        for i, (state, seat) in enumerate(positions(game_id, preset, seed=3, count=12)):
            view = game.view(state, seat)
            for level in LEVELS:
                its = 12 if level == "expert" else None
                move = choose_move(game, view, seat, level, seed=i, budget_ms=BIG_BUDGET,
                                   iterations=its).move
                assert game.parse_move(move.to_json(), state) == move  # well formed
                assert game.check(state, move) is None, (preset, level, state.phase, move)
                types[move.type] += 1
    declared = set(game.move_specs)
    assert len(types) >= 2 and set(types) <= declared, types


def test_hearts_every_decision_type():
    """Passes, cards, the moon choice and the deal, at every level."""
    game = get_game("hearts")
    states = [(s, p) for s, p in positions("hearts", None, seed=4, count=40)]
    moon = hearts_moon_choice()
    states.append((moon, game.to_act(moon)[0]))
    seen: Counter[tuple[str, str]] = Counter()
    for i, (state, seat) in enumerate(states):
        view = game.view(state, seat)
        for level in LEVELS:
            move = choose_move(game, view, seat, level, seed=i, budget_ms=BIG_BUDGET,
                               iterations=30).move
            assert game.check(state, move) is None
            seen[(level, move.type)] += 1
    for level in LEVELS:
        for mtype in ("pass", "play", "choose_moon"):
            assert seen[(level, mtype)], (level, mtype, seen)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_cap_same_move(game_id):
    game = get_game(game_id)
    for i, (state, seat) in enumerate(positions(game_id, None, seed=5, count=8)):
        view = game.view(state, seat)
        for level in LEVELS:
            a = choose_move(game, view, seat, level, seed=i, budget_ms=BIG_BUDGET,
                            iterations=40)
            b = choose_move(game, game.view(state, seat), seat, level, seed=i,
                            budget_ms=BIG_BUDGET, iterations=40)
            assert a.move == b.move
            if level == "expert":
                assert a.stats["iterations"] == b.stats["iterations"]


def test_random_level_is_uniform_over_legal_moves():
    game = get_game("hearts")
    state, seat = next((s, p) for s, p in positions("hearts", None, seed=6, count=60)
                       if s.phase == "play" and len(game.legal_moves(s, p)) >= 4)
    view = game.view(state, seat)
    legal = game.legal_moves(state, seat)
    counts = Counter(choose_move(game, view, seat, "random", seed=k).move
                     for k in range(40 * len(legal)))
    assert set(counts) == set(legal)
    assert min(counts.values()) > 15


@pytest.mark.parametrize("game_id", GAMES)
def test_sampled_worlds_agree_with_the_view(game_id):
    """Every sampled world shows the seat exactly its view (own hand, public cards,
    declarations, scores) and holds every card once (the codec's checks)."""
    game = get_game(game_id)
    kit = get_kit(game)
    rng = random.Random(8)
    for preset in presets(game_id):
        for state, seat in positions(game_id, preset, seed=9, count=8):
            view = game.view(state, seat)
            for _ in range(3):
                world = kit.sample_world(game, view, seat, rng)
                assert game.view(world, seat) == view
                again = game.decode(game.encode(world))  # a state the engine accepts
                assert game.encode(again) == game.encode(world)
                assert game.legal_moves(world, seat) == game.legal_moves(state, seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_explain_estimates_every_legal_move(game_id):
    game = get_game(game_id)
    for i, (state, seat) in enumerate(positions(game_id, None, seed=10, count=10)):
        view = game.view(state, seat)
        legal = game.legal_moves(state, seat)
        for level in LEVELS:
            d = choose_move(game, view, seat, level, seed=i, budget_ms=BIG_BUDGET,
                            iterations=3 * min(len(legal), 20), explain=True)
            assert d.estimates is not None
            moves = [e["move"] for e in d.estimates]
            if state.phase == "passing":  # the searched candidate passes
                assert 1 <= len(moves) <= len(legal)
            else:
                assert sorted(map(str, moves)) == sorted(str(m.to_json()) for m in legal)
            assert all(e["value"] is not None and e["rollouts"] >= 1 for e in d.estimates)


def _moves_for_all_games() -> list[dict]:
    out = []
    for game_id in GAMES:
        game = get_game(game_id)
        for i, (state, seat) in enumerate(positions(game_id, None, seed=13, count=6)):
            for level in LEVELS:
                d = choose_move(game, game.view(state, seat), seat, level, seed=i,
                                budget_ms=BIG_BUDGET, iterations=30)
                out.append(d.move.to_json())
    return out


def test_same_moves_in_another_process_with_another_hash_seed():
    """Nothing depends on set or dict order of strings (PYTHONHASHSEED) or on the
    process: the arena's workers and the service's workers agree."""
    import json
    import os
    import subprocess
    import sys
    code = ("import json; from tests.bots.test_bots import _moves_for_all_games; "
            "print(json.dumps(_moves_for_all_games()))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    res = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True, timeout=120)
    assert json.loads(res.stdout) == _moves_for_all_games()


def test_estimates_only_on_request_and_levels_by_name():
    """README "Bots": ``explain=True`` adds the estimates; the levels are random,
    heuristic and expert."""
    game = get_game("watten")
    state, seat = positions("watten", None, seed=21, count=1)[0]
    view = game.view(state, seat)
    for level in LEVELS:
        assert choose_move(game, view, seat, level, seed=1, iterations=12).estimates is None
    with pytest.raises(BotUnavailable, match="unknown bot level 'grandmaster'; known: "
                                             "random, heuristic, expert"):
        choose_move(game, view, seat, "grandmaster", seed=1)


def touching_cards_position():
    """A Hearts position whose seat holds touching cards (equivalent moves) and one other
    card it may play, with the groups the kit makes of its legal moves."""
    game = get_game("hearts")
    kit = get_kit(game)
    for state, seat in positions("hearts", None, seed=22, count=80):
        if state.phase != "play":
            continue
        view = game.view(state, seat)
        legal = game.legal_moves(state, seat)
        groups = kit.equivalent_moves(game, view, seat, legal)
        if groups and any(len(g) > 1 for g in groups) and len(groups) > 2:
            return state, seat, groups
    raise AssertionError("no position with touching cards")


def test_touching_cards_are_searched_once_and_share_the_estimate():
    """The expert searches the first move of each group of equivalent moves (README:
    explain's ``same_as``); ``stats.candidates`` counts the moves it searched, and a
    move left out carries the estimate of the move it is the same as."""
    game = get_game("hearts")
    state, seat, groups = touching_cards_position()
    view = game.view(state, seat)
    for explain in (False, True):
        decision = choose_move(game, view, seat, "expert", seed=3, budget_ms=BIG_BUDGET,
                               iterations=4 * len(groups), explain=explain)
        assert decision.stats["candidates"] == len(groups)
        assert any(decision.move in g for g in groups)
    by_move = {str(e["move"]): e for e in decision.estimates}
    assert len(by_move) == sum(len(g) for g in groups)
    for group in groups:
        searched = by_move[str(group[0].to_json())]
        assert "same_as" not in searched and searched["rollouts"] == 4
        for move in group[1:]:
            same = by_move[str(move.to_json())]
            assert same["same_as"] == group[0].to_json()
            assert (same["value"], same["rollouts"]) == (searched["value"], 4)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_explain_searches_every_move_to_the_end(game_id, level):
    """README: with ``explain`` the expert searches every move to the end (no move is
    dropped early), so every estimate rests on the same number of rollouts."""
    game = get_game(game_id)
    checked = 0
    for i, (state, seat) in enumerate(positions(game_id, None, seed=23, count=8)):
        legal = game.legal_moves(state, seat)
        if not 3 <= len(legal) <= 8 or legal[0].type == "pass":
            continue
        d = choose_move(game, game.view(state, seat), seat, level, seed=i,
                        budget_ms=BIG_BUDGET, iterations=20 * len(legal), explain=True)
        assert len({e["rollouts"] for e in d.estimates}) == 1, d.estimates
        assert d.estimates[0]["rollouts"] >= 20  # past the first pruning round
        # the stats report that search whatever the level (the rollouts, the worlds)
        searched = [e for e in d.estimates if "same_as" not in e]
        assert d.stats["iterations"] >= d.estimates[0]["rollouts"] * len(searched)
        assert d.stats["worlds"] - d.estimates[0]["rollouts"] in (0, 1)  # a round cut short
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id", GAMES)
def test_a_forced_move_is_played_without_a_search(game_id):
    """One legal move (the deal after a hand): the expert reports no rollouts and no
    worlds (``stats.iterations``: the search rollouts done)."""
    game = get_game(game_id)
    for state, seat in positions(game_id, None, seed=24, count=60):
        if len(game.legal_moves(state, seat)) == 1:
            d = choose_move(game, game.view(state, seat), seat, "expert", seed=1,
                            budget_ms=BIG_BUDGET, iterations=50)
            assert (d.move, d.stats["iterations"], d.stats["worlds"]) == (
                game.legal_moves(state, seat)[0], 0, 0)
            return
    raise AssertionError("no forced move")


@pytest.mark.parametrize("rng", [random.Random(1), SeededAtFirstDraw()])
def test_a_rollout_draws_the_numbers_of_its_seed(rng):
    """Common random numbers: every searched move of a world gets the numbers of the
    world's seed, however the generator was left by the rollout before."""
    kit = get_kit(get_game("watten"))
    for seed in (5, 6, 5):
        rng.random()
        got = BotKit.rollout_rng(kit, seed, rng)
        assert [got.random(), got.getrandbits(8)] == [random.Random(seed).random(),
                                                      _second_draw(seed)]


def _second_draw(seed):
    fresh = random.Random(seed)
    fresh.random()
    return fresh.getrandbits(8)


def test_the_random_level_plays_a_move_out_of_turn_too():
    """A seat not in ``to_act`` may still have moves (a Watten raise): the random bot
    picks one of them."""
    game = get_game("watten")
    checked = 0
    for i, (state, _) in enumerate(positions("watten", None, seed=25, count=40)):
        for seat in set(range(4)) - set(game.to_act(state)):
            legal = game.legal_moves(state, seat)
            if legal:
                move = choose_move(game, game.view(state, seat), seat, "random", seed=i).move
                assert move in legal
                checked += 1
    assert checked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_default_playout_plays_the_hand_to_its_end(game_id):
    """`BotKit.playout` (the default a new game's kit gets: its rollout policy until
    `hand_over`) ends exactly where the hand ends."""
    game = get_game(game_id)
    kit = get_kit(game)
    state, seat = next((s, p) for s, p in positions(game_id, None, seed=26, count=10)
                       if game.stage(s) is Stage.IN_HAND)
    world = kit.sample_world(game, game.view(state, seat), seat, random.Random(1))
    assert not BotKit.hand_over(kit, game, world)
    BotKit.playout(kit, game, world, random.Random(2))
    assert BotKit.hand_over(kit, game, world)
    assert game.stage(world) is not Stage.IN_HAND
    assert game.version(world) > game.version(state)


class MillisecondClock:
    """A ``time.perf_counter`` that advances 1 ms per reading: the search reads it once
    per rollout after its first world, so its budget is counted in rollouts."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_the_search_stops_at_its_budget_at_every_level(monkeypatch, game_id, level):
    """``budget_ms`` is the thinking time of the expert's search and of the search
    behind ``explain`` at any level (README "/bot-moves"; the request's ``budget_ms``),
    whatever the iteration cap: under a clock that advances 1 ms per reading, a 20 ms
    search does the first world's rollouts (one per candidate) and at most one more
    per millisecond, far below the cap and the default budget's 200."""
    game = get_game(game_id)
    state, seat = next((s, p) for s, p in positions(game_id, None, seed=27, count=30)
                       if len(game.legal_moves(s, p)) >= 3 and s.phase != "passing")
    legal = len(game.legal_moves(state, seat))
    monkeypatch.setattr(time, "perf_counter", MillisecondClock())
    for explain in (False, True) if level == "expert" else (True,):
        d = choose_move(game, game.view(state, seat), seat, level, seed=1, budget_ms=20,
                        iterations=100_000, explain=explain)
        assert 1 <= d.stats["iterations"] <= legal + 20, (explain, d.stats)
        if level == "expert":
            assert d.stats["stopped_by"] == "budget", d.stats
        if explain:
            assert {e["rollouts"] for e in d.estimates} <= set(range(1, 22))
