"""Leak check: whole random matches of every game (several presets) through the session
API, every seat human (one token each) plus the spectator. EVERY answer of every viewer
(the move answers, the session GETs, the event pages) is scanned for card codes that
viewer may not see at that moment: another seat's hand, passed cards (Hearts), cut and
discarded cards (Watten). The oracle (`sessions_support.secrets_for`) reads the true
state from the store and is written from the rules, independently of the engine's view
functions. Public information passes: played cards, Karnöffel's face-up cards, and the
partner's hand when ``partner_hands_visible``. No answer carries a ``seed``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from engine.registry import get_game
from service.app import create_app
from service.resources.sessions import EXTENSION
from tests.service.sessions_support import (
    FlaskApi,
    Json,
    choose,
    create,
    events,
    forbidden,
    full_state,
    get,
    keys,
    mentioned_cards,
    move,
    tokens_of,
)

CONFIGS: list[tuple[str, Json]] = [
    ("watten", {"preset": "bavarian", "options": {"target": 11}}),
    ("watten", {"options": {"schlecken": "alternating", "illegal_move_policy": "penalize",
                            "target": 13}}),
    ("watten", {"preset": "tyrolean", "options": {"target": 6, "max_redeals": 3}}),
    ("watten", {"preset": "three-player", "options": {"target": 5,
                                                      "schlecken": "cutter_only"}}),
    ("watten", {"preset": "two-player", "options": {"target": 5}}),
    ("karnoeffel", {"preset": "standard", "options": {"target": 3}}),
    ("karnoeffel", {"preset": "closed", "options": {"target": 3}}),
    ("karnoeffel", {"preset": "two-player", "options": {"target": 3}}),
    ("hearts", {"preset": "standard", "options": {"target": 30}}),
    ("hearts", {"preset": "three-player", "options": {"target": 30}}),
    ("hearts", {"preset": "moon-choice", "options": {"target": 26, "pass_count": 4,
                                                     "illegal_move_policy": "penalize"}}),
    ("hearts", {"preset": "omnibus", "options": {"target": 30, "pass_cycle": ["across"]}}),
]
REDIS_CONFIGS = [0, 5, 8]  # one per game on the Redis store too
MAX_STEPS = 1500


@pytest.fixture(scope="module")
def apps(request: pytest.FixtureRequest) -> Iterator[dict[str, Flask]]:
    redis_url = request.getfixturevalue("redis_server").url
    made = {"embedded": create_app({"TESTING": True}),
            "redis": create_app({"TESTING": True, "REDIS_URL": redis_url})}
    yield made
    for app in made.values():
        app.extensions[EXTENSION].close()


def strings_and_nulls(value: Any) -> Iterator[Any]:
    """Every leaf of a JSON value (a None is a card this viewer may not see)."""
    if isinstance(value, dict):
        for v in value.values():
            yield from strings_and_nulls(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings_and_nulls(v)
    else:
        yield value


def check(body: Any, viewer: int | None, secret: set[str], deck: set[str], where: str
          ) -> None:
    assert "seed" not in set(keys(body)), f"{where}: a seed reached seat {viewer}"
    leaked = mentioned_cards(body, deck) & secret
    assert not leaked, f"{where}: seat {viewer} saw {sorted(leaked)}: {body}"


def play_match(app: Flask, game_id: str, config: Json, seed: int) -> dict[str, int]:
    api = FlaskApi(app.test_client())
    game = get_game(game_id)
    options = game.resolve_options(config.get("options"), config.get("preset"))
    n = game.players(options)
    deck = {c.code for c in game.deck(options)}
    created = create(api, game_id, ["human"] * n, seed=seed, **config)
    sid, tokens = created["id"], tokens_of(created)
    state = full_state(app, sid)
    check(created, None, forbidden(state, state, None, set()), deck, "create")
    seen = dict.fromkeys(tokens, 0)
    rng = random.Random(seed)
    stats = {"steps": 0, "answers": 1, "hands": 1, "redacted": 0}
    penalize = getattr(options, "illegal_move_policy", "reject") == "penalize"

    def look(before: Json, after: Json, played: set[str]) -> dict[int, Json]:
        """Every viewer reads its session and its new events; all are scanned."""
        answers: dict[int, Json] = {}
        for viewer, token in tokens.items():
            secret = forbidden(before, after, viewer, played)
            r = get(api, sid, token)
            assert r.status == 200, r.body
            check(r.body, viewer, secret, deck, f"GET step {stats['steps']}")
            page = events(api, sid, token, after=seen[viewer]).json()
            check(page, viewer, secret, deck, f"events step {stats['steps']}")
            if page["events"]:
                assert page["events"][0]["seq"] == seen[viewer] + 1
                seen[viewer] = page["events"][-1]["seq"]
                stats["redacted"] += sum(None in strings_and_nulls(e) for e in page["events"]
                                         if e["type"] != "session_started")
            stats["answers"] += 2
            if viewer is not None:
                answers[viewer] = r.json()
        return answers

    answers = look(state, state, set())
    for _ in range(MAX_STEPS):
        if next(iter(answers.values()))["status"] == "finished":
            return stats
        picked = choose(answers, rng)
        assert picked is not None, "nobody can move"
        seat, mv = picked
        before = state
        if penalize and mv["type"] == "play" and rng.random() < 0.15:
            # Any card of the hand: a broken rule is accepted and penalised (the card
            # stays in the hand, so the other seats must not learn it), or rejected.
            mv = {**mv, "card": rng.choice(answers[seat]["view"]["hands"][seat])}
        r = move(api, sid, tokens[seat], mv)
        assert r.status == 200, (mv, r.body)
        if not r.json()["legal"]:
            check(r.body, seat, forbidden(before, before, seat, set()), deck, f"{mv}")
            stats["answers"] += 1
            continue
        state = full_state(app, sid)
        played = {mv["card"]} if "card" in mv else set()
        check(r.body, seat, forbidden(before, state, seat, played), deck,
              f"move {mv} step {stats['steps']}")
        stats["hands"] += sum(e["type"] == "hand_dealt" for e in r.json()["events"])
        stats["steps"] += 1
        stats["answers"] += 1
        answers = look(before, state, played)
    pytest.fail(f"{game_id} {config}: no end after {MAX_STEPS} moves")


@pytest.mark.parametrize("index", range(len(CONFIGS)),
                         ids=[f"{g}-{c.get('preset', 'custom')}" for g, c in CONFIGS])
def test_no_answer_shows_a_card_its_viewer_may_not_see(apps, index):
    game_id, config = CONFIGS[index]
    stats = play_match(apps["embedded"], game_id, config, seed=1000 + index)
    assert stats["steps"] > 10, stats
    if config.get("options", {}).get("illegal_move_policy") != "penalize":
        assert stats["hands"] >= 2, stats  # (a penalty may end a match in one hand)


@pytest.mark.parametrize("index", REDIS_CONFIGS,
                         ids=[CONFIGS[i][0] for i in REDIS_CONFIGS])
def test_no_leak_on_the_redis_store(apps, index):
    game_id, config = CONFIGS[index]
    stats = play_match(apps["redis"], game_id, config, seed=2000 + index)
    assert stats["hands"] >= 2, stats


def test_the_oracle_catches_a_leak(apps):
    """The check itself works: a seat's GET answer scanned against another seat's secrets
    (its own hand) is flagged."""
    api = FlaskApi(apps["embedded"].test_client())
    created = create(api, "watten", ["human"] * 4, seed=5, dealer=0)
    state = full_state(apps["embedded"], created["id"])
    body = get(api, created["id"], tokens_of(created)[0]).json()
    deck = {c.code for c in get_game("watten").deck(get_game("watten").resolve_options())}
    with pytest.raises(AssertionError, match="saw"):
        check(body, 1, forbidden(state, state, 1, set()), deck, "oracle")
