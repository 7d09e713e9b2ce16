"""Checks of emitted events against their declaration (`engine.events`)."""

from __future__ import annotations

from typing import Any

from engine.events import Field
from engine.game import Game

AnyGame = Game[Any, Any]


def _value_problem(f: Field, value: Any, players: int, codes: frozenset[str]) -> str | None:
    def is_int(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    def is_seat(v: Any) -> bool:
        return is_int(v) and 0 <= v < players

    kind = f.kind
    ok = {
        "seat": lambda v: is_seat(v),
        "side": lambda v: v in (0, 1) and is_int(v),
        "int": is_int,
        "ints": lambda v: isinstance(v, list) and all(map(is_int, v)),
        "seats": lambda v: isinstance(v, list) and all(map(is_seat, v)),
        "str": lambda v: isinstance(v, str) and (f.enum is None or v in f.enum),
        "bool": lambda v: isinstance(v, bool),
        "card": lambda v: v in codes,
        "cards": lambda v: isinstance(v, list) and all(c in codes for c in v),
        "cards_or_null": lambda v: isinstance(v, list) and all(c is None or c in codes
                                                               for c in v),
        "trick": lambda v: isinstance(v, dict) and set(v) == {"leader", "cards"}
        and is_seat(v["leader"]) and isinstance(v["cards"], list)
        and all(c in codes for c in v["cards"]),
    }[kind]
    if value is None and f.nullable:
        return None
    if not ok(value):
        return f"{value!r} is not a {kind}" + (f" of {list(f.enum)}" if f.enum else "")
    return None


def event_problems(game: AnyGame, state: Any, event: dict[str, Any]) -> list[str]:
    """Why ``event`` does not match its declaration in ``game.events`` (empty: it does)."""
    name = event.get("type")
    if name not in game.events:
        return [f"event type {name!r} is not declared in {game.id}.events "
                f"({game.events.names()})"]
    declared = game.events[name].fields
    present = set(event) - {"type"}
    problems = [f"{name}: undeclared field {k!r}" for k in sorted(present - set(declared))]
    problems += [f"{name}: missing required field {k!r}" for k, f in declared.items()
                 if f.required and k not in present]
    codes = frozenset(c.code for c in game.deck(game.state_options(state)))
    players = game.num_players(state)
    for k in sorted(present & set(declared)):
        problem = _value_problem(declared[k], event[k], players, codes)
        if problem:
            problems.append(f"{name}.{k}: {problem}")
    return problems
