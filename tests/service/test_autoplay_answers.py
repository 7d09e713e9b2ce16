"""`service.sessions.autoplay`: a bot leaves its side's answer to a human partner, and
spends no search on an answer it would drop (`leaves_it_to_a_human`). Engine states,
played from a seed: the rules decide who may answer, not this test."""

from __future__ import annotations

import random
import threading
from typing import Any

from engine.registry import get_game
from service.quotas import SearchQuota
from service.sessions.autoplay import advance, answers_for_a_human, leaves_it_to_a_human
from service.sessions.eventlog import EventLog

HUMAN_AT_0 = [{"kind": "human"}] + [{"kind": "bot", "level": "expert"}] * 3
ALL_BOTS = [{"kind": "bot", "level": "expert"}] * 4


def a_raise_against_seats_0_and_2() -> Any:
    """A four-player Watten state where a raise waits for seat 0's side (0 or 2)."""
    game = get_game("watten")
    options = game.resolve_options(None, "bavarian")
    for seed in range(200):
        rng = random.Random(seed)
        state = game.new_state(options, seed=seed, dealer=3)
        for _ in range(60):
            waiting = game.to_act(state)
            if not waiting:
                break
            moves = game.legal_moves(state, None)
            if sorted(waiting) == [0, 2] and {m.type for m in game.legal_moves(state, 2)} \
                    >= {"hold", "fold"}:
                return game, state
            raises = [m for m in moves if m.type == "raise" and m.seat in (1, 3)]
            state = game.apply(state, raises[0] if raises else rng.choice(moves)).state
    raise AssertionError("no raise against seats 0 and 2 in 200 seeded hands")


def test_a_bot_partner_leaves_a_raise_to_the_human_and_searches_nothing():
    game, state = a_raise_against_seats_0_and_2()
    waiting = game.to_act(state)
    assert leaves_it_to_a_human(game, state, HUMAN_AT_0, waiting, 2)
    for move in game.legal_moves(state, 2):  # hold, fold: each would be the human's too
        after = game.apply(state, move).state
        assert answers_for_a_human(game, state, after, HUMAN_AT_0, waiting, move), move
    assert not leaves_it_to_a_human(game, state, ALL_BOTS, waiting, 2)


def test_a_hearts_pass_is_each_seats_own_and_the_bots_pass_on():
    game = get_game("hearts")
    state = game.new_state(game.resolve_options(None, None), seed=4, dealer=0)
    waiting = game.to_act(state)
    assert sorted(waiting) == [0, 1, 2, 3]  # every seat passes
    assert not leaves_it_to_a_human(game, state, HUMAN_AT_0, waiting, 1)
    passed = game.legal_moves(state, 1)[0]
    after = game.apply(state, passed).state
    assert not answers_for_a_human(game, state, after, HUMAN_AT_0, waiting, passed)
    assert 0 in game.to_act(after)


def test_a_bot_partner_that_leaves_the_answer_to_the_human_needs_no_search_slot():
    """The human's side is asked to hold or fold while every search slot of the process
    is busy: the session's turn passes to the human at once, without a 503. The expert
    partner would drop any answer it made (`answers_for_a_human`), so it must not search
    for one: a search would need a slot and be refused ``search_capacity_exhausted``."""
    game, state = a_raise_against_seats_0_and_2()
    quota = SearchQuota(1)
    log = EventLog(game, 1)
    holding, release = threading.Event(), threading.Event()

    def another_search() -> None:
        with quota.slot():
            holding.set()
            release.wait(10)

    other = threading.Thread(target=another_search, daemon=True)
    other.start()
    try:
        assert holding.wait(10) and quota.running == 1
        after = advance(game, state, {"seats": HUMAN_AT_0, "seed": 5}, log, 50, quota, 1000)
    finally:
        release.set()
        other.join(10)
    assert after is state and log.entries == []
