"""The game protocol every game implements.

A game is a stateless object; all match data lives in a state object owned by the
caller. The protocol answers everything a caller needs without knowing the game:

* **options and table**: `resolve_options`, `deck`, `players`, `hand_size`;
* **where the match is**: `phase` (one of ``phases``), `stage` (in a hand, between
  hands, over), `version`, `to_act`, `hand_result`, `match_result`, `next_deal`;
* **moves**: `parse_move` (the boundary: shape, seat range, card codes, explicit deals,
  once), `legal_moves`, `check` (the rules only), `apply` (pure: copy, then
  `apply_in_place`, reporting the events); search bots call `copy_state` and
  `apply_in_place` directly;
* **JSON**: `encode`, `decode` (strict and pure), `view` (every response to a seat passes
  through it) and the documentation of all three (`schemas`, ``events``);
* **bots**: ``bot_kit`` (None: only the random level).

``hand_over`` and ``match_over`` are phases of every game (the contract's turn
structure), and ``deal`` and ``play`` are move types of every game.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from engine.cards import Deck
from engine.dealing import Deal, check_seat, parse_deal
from engine.errors import IllegalMove, MalformedInput, Violation
from engine.events import Event, EventCatalogue
from engine.limits import MAX_INT
from engine.moves import DEAL, FieldSpec, Move
from engine.options import (
    check_preset_names,
    describe_options,
    options_to_json,
    resolve_options,
)
from engine.results import HandResult, MatchResult, Outcome, Stage

if TYPE_CHECKING:
    from engine.bots.base import BotKit

S = TypeVar("S")
OptT = TypeVar("OptT")

HAND_OVER = "hand_over"
MATCH_OVER = "match_over"


class Game(ABC, Generic[S, OptT]):
    """Base class of a game. Subclasses set the class attributes and implement the
    abstract methods; the game's package creates the one instance, and
    `engine.registry` lists it."""

    id: ClassVar[str]
    title: ClassVar[str]
    rules_section: ClassVar[str]
    Options: ClassVar[type]
    presets: ClassVar[dict[str, dict[str, Any]]]
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]]
    reason_codes: ClassVar[dict[str, str]]
    player_counts: ClassVar[tuple[int, ...]]
    phases: ClassVar[tuple[str, ...]]
    events: ClassVar[EventCatalogue]
    # Move types that `legal_moves_json` lists as one descriptor per seat (``{seat, type,
    # count, choose_from}``: choose ``count`` cards) instead of every combination.
    move_descriptors: ClassVar[tuple[str, ...]] = ()
    # The integer option that sets how long a match runs (the score to reach); None: the
    # game has none. Sessions bound it (SESSION_MAX_TARGET), which bounds their logs.
    match_length_option: ClassVar[str | None] = None

    def __init__(self, bot_kit: BotKit | None = None) -> None:
        self.bot_kit = bot_kit

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if hasattr(cls, "Options") and hasattr(cls, "presets"):
            check_preset_names(cls.Options, cls.presets)

    # ----- options and table ---------------------------------------------------------
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

    @abstractmethod
    def hand_size(self, options: OptT) -> int:
        """Cards per hand of an explicit deal."""

    @abstractmethod
    def state_options(self, state: S) -> OptT: ...

    def num_players(self, state: S) -> int:
        return self.players(self.state_options(state))

    # ----- where the match is -----------------------------------------------------------
    @abstractmethod
    def phase(self, state: S) -> str:
        """The state's phase, one of ``phases``."""

    def stage(self, state: S) -> Stage:
        phase = self.phase(state)
        if phase == MATCH_OVER:
            return Stage.MATCH_OVER
        if phase == HAND_OVER:
            return Stage.HAND_OVER
        return Stage.IN_HAND

    @abstractmethod
    def version(self, state: S) -> int:
        """How many moves were applied to the match (0 for a new one)."""

    @abstractmethod
    def to_act(self, state: S) -> list[int]: ...

    @abstractmethod
    def hand_result(self, state: S) -> HandResult | None:
        """The result of the hand just finished (``hand_over`` and ``match_over``)."""

    @abstractmethod
    def match_result(self, state: S) -> MatchResult | None:
        """The result of the match, once it is over."""

    def next_deal(self, state: S, seed: int | None = None) -> Move | None:
        """The ``deal`` move that starts the next hand (or the next match of a series),
        by the seat that deals; None while a hand is being played."""
        if self.stage(state) is Stage.IN_HAND:
            return None
        return Move(self.to_act(state)[0], DEAL, seed=seed)

    # ----- creating a match -------------------------------------------------------------
    @abstractmethod
    def new_state(self, options: OptT, seed: int | None = None, dealer: int | None = None,
                  deal: Deal | None = None) -> S:
        """A new match with its first hand dealt. ``dealer`` and ``deal`` are trusted:
        a caller with client input gets them from `check_seat` and `parse_deal`."""

    def parse_deal(self, options: OptT, value: Any, path: str = "deal.hands") -> Deal:
        """Explicit hands from JSON (a list of card-code lists), validated once."""
        return Deal(hands=parse_deal(value, path, self.deck(options), self.players(options),
                                     self.hand_size(options)))

    def check_dealer(self, options: OptT, dealer: Any, path: str = "dealer") -> int:
        return check_seat(dealer, self.players(options), path)

    # ----- moves -----------------------------------------------------------------------------
    @abstractmethod
    def legal_moves(self, state: S, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` may make now (all seats when None), out-of-turn ones too."""

    def legal_moves_json(self, state: S, seat: int | None = None) -> list[dict[str, Any]]:
        return [m.to_json() for m in self.legal_moves(state, seat)]

    def random_move(self, state: S, seat: int | None, rng: random.Random) -> Move:
        moves = self.legal_moves(state, seat)
        return moves[rng.randrange(len(moves))]

    def check(self, state: S, move: Move) -> Violation | None:
        """None if the (well-formed, parsed) move is legal now, else why not."""
        return self.check_rules(state, move)

    @abstractmethod
    def check_rules(self, state: S, move: Move) -> Violation | None:
        """The game's rules for a well-formed move: None if legal now, else why not."""

    def hand_dealt_events(self, state: S) -> list[Event]:
        """The events a `deal` emits, for the hand ``state`` has just dealt: the game's
        ``hand_dealt`` with the hand's public facts. `new_state` deals the first hand
        without a move, so a session logs these for it (every hand then has one)."""
        return []

    def penalized_breach(self, state: S, move: Move) -> Violation | None:
        """A move `check` accepts although it breaks a rule, because the options punish
        the breach instead of refusing it (``illegal_move_policy: penalize``): the rule
        broken, as a refusal would name it. None for every other move, and in a game
        without such an option. Not among the legal moves: a page warns of it
        (`illegal_cards`), a bot never plays it."""
        return None

    @abstractmethod
    def copy_state(self, state: S) -> S: ...

    @abstractmethod
    def apply_in_place(self, state: S, move: Move, out: Outcome[S] | None = None) -> None:
        """Apply a legal move to ``state`` itself; fill ``out`` with events if given."""

    def apply(self, state: S, move: Move) -> Outcome[S]:
        """Pure transition: the input state is not changed. Raises IllegalMove for a move
        the rules forbid now."""
        violation = self.check_rules(state, move)
        if violation is not None:
            raise IllegalMove(violation)
        new = self.copy_state(state)
        out: Outcome[S] = Outcome(new)
        self.apply_in_place(new, move, out)
        return out

    def parse_move(self, data: Any, state: S, path: str = "move") -> Move:
        """The boundary: a JSON move checked against ``move_specs`` once (422 on error,
        not a rule check): a known type, a seat at this table, only the type's fields,
        valid codes and values, and for ``deal`` hands valid explicit hands."""
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
        options = self.state_options(state)
        players = self.players(options)
        seat = check_seat(data.get("seat"), players, f"{path}.seat")
        unknown = sorted(set(data) - set(spec) - {"seat", "type"})
        if unknown:
            raise MalformedInput.at(f"{path}.{unknown[0]}",
                                    f"field not allowed in a {mtype} move")
        kwargs: dict[str, Any] = {}
        for name, fspec in spec.items():
            fpath = f"{path}.{name}"
            value = data.get(name)
            if value is None:
                if fspec.required:
                    raise MalformedInput.at(fpath, f"required for a {mtype} move")
                continue
            if fspec.kind == "hands":
                deal = self.parse_deal(options, value, fpath)
                kwargs[name] = deal.hands
            else:
                kwargs[name] = parse_field(fspec, value, fpath, self.deck(options))
        return Move(seat=seat, type=mtype, **kwargs)

    # ----- JSON, views and their documentation -----------------------------------------
    @abstractmethod
    def encode(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def decode(self, data: Any) -> S:
        """Parse and strictly validate a JSON state (pure: the same JSON gives the same
        state); MalformedInput names path and reason."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The state as ``seat`` may see it (None = spectator). Every response to a seat
        passes through here."""

    def encode_and_view(self, state: S, seat: int | None
                        ) -> tuple[dict[str, Any], dict[str, Any]]:
        """``(encode(state), view(state, seat))``; a game whose view is its encoding
        with parts hidden builds both from ONE encoding (a session move stores the one
        and answers the other). The two may share nested values: change neither."""
        return self.encode(state), self.view(state, seat)

    @abstractmethod
    def schemas(self) -> dict[str, dict[str, Any]]:
        """JSON Schemas documenting the state and the view: name → schema, with at least
        ``State`` and ``View``; references by local name (`engine.schema.ref`)."""

    # ----- description ---------------------------------------------------------------
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
            "events": self.events.names(),
        }

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "players": list(self.player_counts),
                "presets": sorted(self.presets)}


def parse_field(fspec: FieldSpec, value: Any, path: str, deck: Deck) -> Any:
    """One move field of a kind other than ``hands``."""
    kind = fspec.kind
    try:
        if kind == "card":
            return deck.parse(value)
        if kind == "cards":
            if not isinstance(value, list):
                raise ValueError("must be a list of card codes")
            return tuple(deck.parse(v) for v in value)
    except ValueError as exc:
        raise MalformedInput.at(path, str(exc), "bad_card") from None
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise MalformedInput.at(path, "must be an integer")
        low = -MAX_INT if fspec.minimum is None else fspec.minimum
        high = MAX_INT if fspec.maximum is None else fspec.maximum
        if not low <= value <= high:
            raise MalformedInput.at(path, f"must be between {low} and {high}")
        return value
    if kind in ("rank", "suit", "enum"):
        if not isinstance(value, str) or value not in fspec.allowed:
            raise MalformedInput.at(path, f"{value!r} is not one of {list(fspec.allowed)}")
        return value
    raise AssertionError(kind)
