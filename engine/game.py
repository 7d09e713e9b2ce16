"""The game protocol every game module implements, and its shared value types.

A game is a stateless object; all match data lives in a state object owned by the
caller. `Game.apply` is pure: it copies the state, applies the move to the copy with
`apply_in_place` and reports the events. Search bots call `copy_state` and
`apply_in_place` directly (no legality check, no events) in their inner loop.
"""

from __future__ import annotations

import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.cards import Card, Deck
from engine.errors import IllegalMove, MalformedInput, Violation
from engine.options import (
    check_preset_names,
    describe_options,
    options_to_json,
    resolve_options,
)

Event = dict[str, Any]
S = TypeVar("S")
OptT = TypeVar("OptT")


@dataclass(frozen=True, slots=True)
class Move:
    """One action of one seat. Only the fields its ``type`` needs are set."""

    seat: int
    type: str
    card: Card | None = None
    cards: tuple[Card, ...] | None = None
    rank: str | None = None
    suit: str | None = None
    call: str | None = None
    mode: str | None = None
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.card is not None:
            out["card"] = self.card.code
        if self.cards is not None:
            out["cards"] = [c.code for c in self.cards]
        if self.rank is not None:
            out["rank"] = self.rank
        if self.suit is not None:
            out["suit"] = self.suit
        if self.call is not None:
            out["call"] = self.call
        if self.mode is not None:
            out["mode"] = self.mode
        if self.seed is not None:
            out["seed"] = self.seed
        if self.hands is not None:
            out["hands"] = [[c.code for c in h] for h in self.hands]
        return out


@dataclass(frozen=True)
class FieldSpec:
    """A move field: ``kind`` is card, cards, rank, suit, int, hands or enum."""

    kind: str
    required: bool = True
    allowed: tuple[str, ...] = ()


@dataclass
class TrickResult:
    leader: int
    cards: list[tuple[int, Card]]
    complete: bool
    winner: int | None

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader,
                "cards": [{"seat": s, "card": c.code} for s, c in self.cards],
                "complete": self.complete, "winner": self.winner}


@dataclass
class HandResult:
    points: list[int]
    scores: list[int]
    winners: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"over": True, "points": self.points, "scores": self.scores,
                "winners": self.winners}


@dataclass
class MatchResult:
    winners: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"over": True, "winners": self.winners}


@dataclass
class Outcome(Generic[S]):
    """The result of a legal move: new state, events, and what it completed."""

    state: S
    events: list[Event] = field(default_factory=list)
    trick: TrickResult | None = None
    hand: HandResult | None = None
    match: MatchResult | None = None


@dataclass
class Deal:
    """A requested deal: explicit hands (deck-valid cards) or a seed."""

    hands: list[list[Card]] | None = None
    seed: int | None = None


def new_seed() -> int:
    return secrets.randbits(53)  # exact in JavaScript numbers


def rng_for(seed: int, *labels: object) -> random.Random:
    """A reproducible RNG for one purpose of one match (same on every machine)."""
    return random.Random("stichwerk:" + ":".join(str(x) for x in (seed, *labels)))


class Game(ABC, Generic[S, OptT]):
    """Base class of a game module. Subclasses set the class attributes and implement
    the abstract methods; `register` makes them visible to the service."""

    id: ClassVar[str]
    title: ClassVar[str]
    rules_section: ClassVar[str]
    Options: ClassVar[type]
    presets: ClassVar[dict[str, dict[str, Any]]]
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]]
    reason_codes: ClassVar[dict[str, str]]
    player_counts: ClassVar[tuple[int, ...]]
    phases: ClassVar[tuple[str, ...]]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if hasattr(cls, "Options") and hasattr(cls, "presets"):
            check_preset_names(cls.Options, cls.presets)

    # ----- options -------------------------------------------------------------
    def resolve_options(self, options: Mapping[str, Any] | None = None,
                        preset: str | None = None) -> OptT:
        resolved: OptT = resolve_options(self.Options, options, self.presets, preset)
        self.check_option_combination(resolved)
        return resolved

    def check_option_combination(self, options: OptT) -> None:
        """Raise MalformedInput for combinations the rules do not allow."""

    def options_json(self, options: OptT) -> dict[str, Any]:
        return options_to_json(options)

    @abstractmethod
    def deck(self, options: OptT) -> Deck: ...

    @abstractmethod
    def players(self, options: OptT) -> int: ...

    # ----- the protocol ----------------------------------------------------------
    @abstractmethod
    def new_state(self, options: OptT, seed: int | None = None, dealer: int | None = None,
                  deal: Deal | None = None) -> S:
        """A new match with its first hand dealt."""

    @abstractmethod
    def to_act(self, state: S) -> list[int]: ...

    @abstractmethod
    def legal_moves(self, state: S, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` may make now (all seats when None), out-of-turn ones too."""

    def legal_moves_json(self, state: S, seat: int | None = None) -> list[dict[str, Any]]:
        return [m.to_json() for m in self.legal_moves(state, seat)]

    def random_move(self, state: S, seat: int | None, rng: random.Random) -> Move:
        moves = self.legal_moves(state, seat)
        return moves[rng.randrange(len(moves))]

    def check(self, state: S, move: Move) -> Violation | None:
        """None if the move is legal now, else why not. Raises MalformedInput for a move
        that is not well formed for this game and table (see `check_shape`)."""
        self.check_shape(state, move)
        return self.check_rules(state, move)

    @abstractmethod
    def check_rules(self, state: S, move: Move) -> Violation | None:
        """The game's rules for a well-formed move: None if legal now, else why not."""

    @abstractmethod
    def copy_state(self, state: S) -> S: ...

    @abstractmethod
    def apply_in_place(self, state: S, move: Move, out: Outcome[S] | None = None) -> None:
        """Apply a legal move to ``state`` itself; fill ``out`` with events if given."""

    def check_shape(self, state: S, move: Move) -> None:
        """Raise MalformedInput unless the move is well formed for this game and table:
        a known type, a seat in range, every required field and only valid values. Moves
        parsed by `parse_move` always pass; this guards direct engine callers."""
        spec = self.move_specs.get(move.type)
        if spec is None:
            raise MalformedInput.at("move.type", f"unknown move type {move.type!r}",
                                    "unknown_move_type")
        n = self.num_players(state)
        if isinstance(move.seat, bool) or not isinstance(move.seat, int) or not (
                0 <= move.seat < n):
            raise MalformedInput.at("move.seat", f"seat {move.seat!r} is out of range "
                                    f"0..{n - 1}")
        deck = self.deck(self.state_options(state))
        for name in ("card", "cards", "rank", "suit", "call", "mode", "seed", "hands"):
            value = getattr(move, name)
            fspec = spec.get(name)
            path = f"move.{name}"
            if value is None:
                if fspec is not None and fspec.required:
                    raise MalformedInput.at(path, f"required for a {move.type} move")
                continue
            if fspec is None:
                raise MalformedInput.at(path, f"field not allowed in a {move.type} move")
            if fspec.kind == "card" and value not in deck:
                raise MalformedInput.at(path, f"{value} is not a card of the {deck.name} "
                                        "deck", "bad_card")
            if fspec.kind in ("cards", "hands"):
                flat = value if fspec.kind == "cards" else [c for h in value for c in h]
                bad = [c for c in flat if c not in deck]
                if bad:
                    raise MalformedInput.at(path, f"{bad[0]} is not a card of the {deck.name} "
                                            "deck", "bad_card")
            if fspec.kind == "hands":
                check_explicit_deal([list(h) for h in value], n, deck, path)
            if fspec.allowed and value not in fspec.allowed:
                raise MalformedInput.at(path, f"{value!r} is not one of {list(fspec.allowed)}")

    def apply(self, state: S, move: Move) -> Outcome[S]:
        """Pure transition: the input state is not changed. Raises MalformedInput for a
        malformed move and IllegalMove for a move the rules forbid now."""
        violation = self.check(state, move)
        if violation is not None:
            raise IllegalMove(violation)
        new = self.copy_state(state)
        out: Outcome[S] = Outcome(new)
        self.apply_in_place(new, move, out)
        return out

    # ----- codec and views -----------------------------------------------------
    @abstractmethod
    def encode(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def decode(self, data: Any) -> S:
        """Parse and strictly validate a JSON state; MalformedInput names path and reason."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The state as ``seat`` may see it (None = spectator). Every response to a
        seat passes through here."""

    @abstractmethod
    def num_players(self, state: S) -> int: ...

    # ----- moves from JSON -------------------------------------------------------
    def parse_move(self, data: Any, state: S, path: str = "move") -> Move:
        """Validate a move's shape against `move_specs` (422 on error, not a rule check)."""
        if not isinstance(data, dict):
            raise MalformedInput.at(path, "must be an object")
        mtype = data.get("type")
        if not isinstance(mtype, str):
            raise MalformedInput.at(f"{path}.type", "missing or not a string")
        spec = self.move_specs.get(mtype)
        if spec is None:
            raise MalformedInput.at(
                f"{path}.type", f"unknown move type {mtype!r}; known: {sorted(self.move_specs)}",
                "unknown_move_type")
        seat = data.get("seat")
        n = self.num_players(state)
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise MalformedInput.at(f"{path}.seat", "missing or not an integer")
        if not 0 <= seat < n:
            raise MalformedInput.at(f"{path}.seat", f"seat {seat} is out of range 0..{n - 1}")
        unknown = sorted(set(data) - set(spec) - {"seat", "type"})
        if unknown:
            raise MalformedInput.at(f"{path}.{unknown[0]}",
                                    f"field not allowed in a {mtype} move")
        deck = self.deck(self.state_options(state))
        kwargs: dict[str, Any] = {}
        for name, fspec in spec.items():
            fpath = f"{path}.{name}"
            if name not in data or data[name] is None:
                if fspec.required:
                    raise MalformedInput.at(fpath, f"required for a {mtype} move")
                continue
            kwargs[name] = parse_field(fspec, data[name], fpath, deck, n)
        return Move(seat=seat, type=mtype, **kwargs)

    @abstractmethod
    def state_options(self, state: S) -> OptT: ...

    # ----- description ---------------------------------------------------------
    def info(self) -> dict[str, Any]:
        default = self.resolve_options()
        return {
            "id": self.id,
            "title": self.title,
            "rules": self.rules_section,
            "players": list(self.player_counts),
            "options": describe_options(self.Options),
            "presets": {name: self.options_json(self.resolve_options(preset=name))
                        for name in self.presets},
            "deck": self.deck(default).describe(),
            "move_types": {t: {n: {"kind": f.kind, "required": f.required,
                                   **({"allowed": list(f.allowed)} if f.allowed else {})}
                               for n, f in spec.items()}
                           for t, spec in self.move_specs.items()},
            "phases": list(self.phases),
            "reason_codes": dict(self.reason_codes),
        }

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "players": list(self.player_counts),
                "presets": sorted(self.presets)}


def parse_field(fspec: FieldSpec, value: Any, path: str, deck: Deck, players: int) -> Any:
    kind = fspec.kind
    try:
        if kind == "card":
            return deck.parse(value)
        if kind == "cards":
            if not isinstance(value, list):
                raise ValueError("must be a list of card codes")
            return tuple(deck.parse(v) for v in value)
        if kind == "hands":
            return tuple(tuple(c) for c in parse_hands(value, path, deck, players))
    except ValueError as exc:
        raise MalformedInput.at(path, str(exc), "bad_card") from None
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise MalformedInput.at(path, "must be an integer")
        return value
    if kind in ("rank", "suit", "enum"):
        if not isinstance(value, str) or value not in fspec.allowed:
            raise MalformedInput.at(path, f"{value!r} is not one of {list(fspec.allowed)}")
        return value
    raise AssertionError(kind)


def parse_hands(value: Any, path: str, deck: Deck, players: int) -> list[list[Card]]:
    """Explicit hands: one list of distinct deck cards per seat."""
    if not isinstance(value, list) or len(value) != players:
        raise MalformedInput.at(path, f"must be a list of {players} hands")
    hands: list[list[Card]] = []
    seen: set[Card] = set()
    for i, hand in enumerate(value):
        if not isinstance(hand, list):
            raise MalformedInput.at(f"{path}[{i}]", "must be a list of card codes")
        cards = []
        for j, code in enumerate(hand):
            try:
                card = deck.parse(code)
            except ValueError as exc:
                raise MalformedInput.at(f"{path}[{i}][{j}]", str(exc), "bad_card") from None
            if card in seen:
                raise MalformedInput.at(f"{path}[{i}][{j}]", f"card {card} appears twice",
                                        "invalid_deal")
            seen.add(card)
            cards.append(card)
        hands.append(cards)
    return hands


def check_explicit_deal(hands: list[list[Card]], players: int, deck: Deck,
                        path: str = "deal.hands") -> None:
    """An explicit deal has one hand per seat and no card twice (sizes are the game's)."""
    if len(hands) != players:
        raise MalformedInput.at(path, f"must be a list of {players} hands", "invalid_deal")
    seen: set[Card] = set()
    for i, hand in enumerate(hands):
        for j, card in enumerate(hand):
            if card not in deck:
                raise MalformedInput.at(f"{path}[{i}][{j}]", f"{card} is not a card of the "
                                        f"{deck.name} deck", "bad_card")
            if card in seen:
                raise MalformedInput.at(f"{path}[{i}][{j}]", f"card {card} appears twice",
                                        "invalid_deal")
            seen.add(card)
