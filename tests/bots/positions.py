"""Random positions of every game for the bot tests: states reached by seeded random
play, with the seat whose decision is wanted, covering every phase (Hearts passes,
Watten declarations and raises, trick play, the deal after a hand)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import get_game
from engine.game import Game
from engine.registry import all_games


def positions(game_id: str, preset: str | None, seed: int, count: int,
              keep: float = 0.3) -> list[tuple[Any, int]]:
    """``count`` (state, seat) pairs: a seat of ``to_act`` at random moments of random
    matches (each decision point is kept with probability ``keep``)."""
    game = get_game(game_id)
    options = game.resolve_options(preset=preset)
    rng = random.Random(f"positions:{game_id}:{preset}:{seed}")
    out: list[tuple[Any, int]] = []
    match = 0
    while len(out) < count:
        match += 1
        state = game.new_state(options, seed=rng.getrandbits(32))
        for seat in random_play(game, state, rng):
            if rng.random() < keep and game.legal_moves(state, seat):
                out.append((game.copy_state(state), seat))
                if len(out) >= count:
                    break
    return out


def random_play(game: Game[Any, Any], state: Any, rng: random.Random,
                steps: int = 400) -> Iterator[int]:
    """Play ``state`` on in place with random moves of random seats of ``to_act``, up to
    the match's end; before each move, yield the seat about to make it (the caller may
    look at the state, or copy it, then)."""
    for _ in range(steps):
        seats = game.to_act(state)
        if not seats:
            return
        seat = seats[rng.randrange(len(seats))]
        yield seat
        game.apply_in_place(state, game.random_move(state, seat, rng))
        if state.phase == "match_over":
            return


def decision_positions(game_id: str, config: dict[str, Any], seed: int, per_kind: int,
                       matches: int = 40) -> list[tuple[Any, int]]:
    """Positions of random matches of one configuration (``{"preset": ...}`` or
    ``{"options": {...}}``), up to ``per_kind`` of every kind of decision (the set of
    move types the seat may choose from: a Schlecken take-or-leave, a raise answer, a
    pass ...), so the rare decisions of a variant are present; plain trick play, where
    most hidden cards count, four times as often."""
    game = get_game(game_id)
    options = game.resolve_options(config.get("options"), config.get("preset"))
    rng = random.Random(f"decisions:{game_id}:{sorted(config.items())}:{seed}")
    kept: dict[tuple[str, ...], int] = {}
    out: list[tuple[Any, int]] = []
    for _ in range(matches):
        state = game.new_state(options, seed=rng.getrandbits(32))
        for seat in random_play(game, state, rng):
            moves = game.legal_moves(state, seat) if state.phase != "passing" else [
                game.random_move(state, seat, rng)]
            kind = tuple(sorted({m.type for m in moves}))
            limit = per_kind * (4 if kind == ("play",) else 1)
            if moves and kept.get(kind, 0) < limit and rng.random() < 0.5:
                kept[kind] = kept.get(kind, 0) + 1
                out.append((game.copy_state(state), seat))
    return out


def phases_of(game_id: str, items: list[tuple[Any, int]]) -> set[str]:
    return {state.phase for state, _ in items}


def hearts_moon_choice(seed_from: int = 0) -> Any:
    """A Hearts state in phase moon_choice (preset moon-choice): seat 0 plays its highest
    card, the others their lowest, until a deal lets seat 0 take every point."""
    game = get_game("hearts")
    options = game.resolve_options(preset="moon-choice")
    for seed in range(seed_from, seed_from + 5000):
        state = game.new_state(options, seed=seed)
        rng = random.Random(seed)
        while state.phase not in ("hand_over", "match_over", "moon_choice"):
            p = game.to_act(state)[0]
            if state.phase == "passing":
                game.apply_in_place(state, game.random_move(state, p, rng))
                continue
            moves = game.legal_moves(state, p)
            order = "23456789TJQKA"
            pick = max if p == 0 else min
            game.apply_in_place(state, pick(moves, key=lambda m: order.index(m.card.rank)))
        if state.phase == "moon_choice":
            return state
    raise AssertionError("no moon found")


def hidden_swaps(game: Game[Any, Any], state: Any, seat: int, rng: random.Random,
                 swaps: int = 6) -> Iterator[Any]:
    """States that differ from ``state`` only in cards hidden from ``seat``: cards of the
    same suit exchanged between two hands the seat cannot see (so every void stays a
    void). Independent of the kits' samplers; only swaps the codec accepts and after
    which the seat's view is unchanged are yielded."""
    data = game.encode(state)
    view = game.view(state, seat)
    hidden = [p for p, h in enumerate(view["hands"]) if h is None and data["hands"][p]]
    if len(hidden) < 2:
        return
    for _ in range(swaps):
        hands = [list(h) for h in data["hands"]]
        for _ in range(3):
            a, b = rng.sample(hidden, 2)
            pairs = [(x, y) for x in hands[a] for y in hands[b] if x[0] == y[0]]
            if not pairs:
                continue
            x, y = rng.choice(pairs)
            hands[a][hands[a].index(x)] = y
            hands[b][hands[b].index(y)] = x
        if hands == data["hands"]:
            continue
        try:
            alt = game.decode({**data, "hands": hands})
        except Exception:
            continue
        if game.view(alt, seat) == view:
            yield alt


def games_with_kits() -> list[str]:
    """The ids of the registered games that carry a bot kit (``Game.bot_kit``)."""
    return sorted(g.id for g in all_games() if g.bot_kit is not None)
