"""Shared hypothesis strategies and random-play helpers (game-agnostic).

Everything here speaks only the `engine.game.Game` protocol, so the same helpers drive
every registered game:

* `seeds()`: a strategy of match seeds; a seed fixes a whole random playout.
* `random_playout(game, options, seed)`: a reproducible random match, as the list of
  `Step` (state before, move, outcome) that led through it.
* `states_of(steps)`: every state a playout went through, the first one included.
* `arbitrary_moves(game, state, rng, count)`: well-formed moves of every declared move
  type, seat and field value, legal or not (fuzzing `check` against `legal_moves`); card
  fields are drawn mostly from the seat's own hand, so that the rules, not just
  ``card_not_in_hand``, decide.
* `same_move(a, b)`: equality of moves up to the free choices a legal move may add
  (a `deal` move's seed or hands); `listed_key(move)`: the key under which a move is
  listed by `legal_moves` (also ignoring the order of a move's ``cards``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from engine.dealing import MAX_SEED
from engine.game import Game, Move, Outcome


def seeds() -> st.SearchStrategy[int]:
    """Seeds for `random_playout` (and for `Game.new_state`)."""
    return st.integers(min_value=0, max_value=MAX_SEED)


@dataclass
class Step:
    """One transition of a playout: ``outcome.state`` is the state after ``move``."""

    before: Any
    move: Move
    outcome: Outcome[Any]

    @property
    def after(self) -> Any:
        return self.outcome.state


def choose_move(game: Game[Any, Any], state: Any, rng: random.Random,
                type_weights: Mapping[str, float] | None = None,
                out_of_turn: float = 0.1) -> Move:
    """A random legal move: usually one of a seat that must act (`to_act`), sometimes
    (probability ``out_of_turn``) any seat's, e.g. a raise made out of turn. Each move
    is weighted by ``type_weights[move.type]`` (default 1)."""
    moves: list[Move] = []
    if rng.random() >= out_of_turn:
        seats = game.to_act(state)
        if seats:
            moves = game.legal_moves(state, seats[rng.randrange(len(seats))])
    if not moves:
        moves = game.legal_moves(state)
    if not moves:
        raise AssertionError(f"no legal move in a live state: {game.encode(state)}")
    weights = [(type_weights or {}).get(m.type, 1.0) for m in moves]
    if not any(weights):
        weights = [1.0] * len(moves)
    return rng.choices(moves, weights=weights)[0]


def random_playout(game: Game[Any, Any], options: Any, seed: int, *,
                   max_moves: int = 2000,
                   type_weights: Mapping[str, float] | None = None,
                   out_of_turn: float = 0.1,
                   stop: Callable[[Step], bool] | None = None) -> list[Step]:
    """Play one match from ``new_state(options, seed=seed)`` with random legal moves until
    a move ends the match (``outcome.match``), ``stop(step)`` is true, or ``max_moves``.

    Fully determined by ``seed``; every transition goes through the pure `Game.apply`.
    """
    rng = random.Random(seed)
    state = game.new_state(options, seed=seed)
    steps: list[Step] = []
    for _ in range(max_moves):
        move = choose_move(game, state, rng, type_weights, out_of_turn)
        outcome = game.apply(state, move)
        step = Step(state, move, outcome)
        steps.append(step)
        state = outcome.state
        if outcome.match is not None or (stop is not None and stop(step)):
            break
    return steps


def states_of(steps: list[Step]) -> list[Any]:
    """The states of a playout in order: the new match, then the state after each move."""
    return [steps[0].before, *(step.after for step in steps)] if steps else []


def field_values(game: Game[Any, Any], state: Any, kind: str,
                 allowed: Iterable[str]) -> list[Any]:
    """Candidate values of one move field, from the game's own `move_specs`."""
    if kind == "card":
        return list(game.deck(game.state_options(state)))
    if kind in ("rank", "suit", "enum"):
        return list(allowed)
    if kind == "int":
        return [0, 1, 12345]
    return []  # "cards" and "hands": see `field_value`


def field_value(game: Game[Any, Any], state: Any, kind: str, allowed: Iterable[str],
                hand: list[Any], rng: random.Random) -> Any:
    """One well-formed value of a move field (None: the kind has no value to offer).
    Cards come from ``hand`` (the seat's own cards) two times in three."""
    options = game.state_options(state)
    deck = list(game.deck(options))
    if kind == "card":
        return rng.choice(hand) if hand and rng.random() < 2 / 3 else rng.choice(deck)
    if kind == "cards":  # any list of cards of the deck is well-formed (counts are rules)
        pool = hand if hand and rng.random() < 2 / 3 else deck
        count = rng.choice([0, 1, 2, 3, 3, 3, 4])
        cards = [rng.choice(pool) for _ in range(count)]
        if rng.random() < 0.8:  # mostly distinct cards
            cards = list(dict.fromkeys(cards))
        return tuple(cards)
    if kind == "hands":  # a valid explicit deal
        rng.shuffle(deck)
        size = game.hand_size(options)
        return tuple(tuple(deck[i * size:(i + 1) * size])
                     for i in range(game.players(options)))
    values = field_values(game, state, kind, allowed)
    return rng.choice(values) if values else None


def arbitrary_moves(game: Game[Any, Any], state: Any, rng: random.Random,
                    count: int) -> list[Move]:
    """``count`` random well-formed moves: any declared type, any seat in range (half of
    the time one that must act), any value of each field (optional fields sometimes left
    out). Legal or not."""
    n = game.num_players(state)
    options = game.state_options(state)
    deck = game.deck(options)
    hands = game.encode(state)["hands"]  # the contract's field: one list of codes per seat
    to_act = game.to_act(state)
    types = sorted(game.move_specs)
    out = []
    for _ in range(count):
        mtype = types[rng.randrange(len(types))]
        seat = rng.choice(to_act) if to_act and rng.random() < 0.5 else rng.randrange(n)
        hand = [deck.parse(code) for code in hands[seat]]
        kwargs: dict[str, Any] = {}
        for name, fspec in game.move_specs[mtype].items():
            if not fspec.required and rng.random() < 0.5:
                continue
            value = field_value(game, state, fspec.kind, fspec.allowed, hand, rng)
            if value is not None:
                kwargs[name] = value
        out.append(Move(seat=seat, type=mtype, **kwargs))
    return out


def move_key(move: Move) -> tuple[Any, ...]:
    """A move without the free parameters of a `deal` (its seed or explicit hands)."""
    return (move.seat, move.type, move.card, move.cards, move.rank, move.suit, move.call,
            move.mode)


def same_move(a: Move, b: Move) -> bool:
    return move_key(a) == move_key(b)


def listed_key(move: Move) -> tuple[Any, ...]:
    """`move_key`, with a move's ``cards`` as a set (a pass of the same cards in another
    order is the same pass; a list with a card twice never matches a listed move)."""
    cards = None if move.cards is None else tuple(sorted(move.cards, key=lambda c: c.code))
    return (move.seat, move.type, move.card, cards, move.rank, move.suit, move.call,
            move.mode)
