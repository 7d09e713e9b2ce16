"""The event catalogue: every event type declared once, with its fields and who may see
which of its cards.

An event is a plain JSON-ready dict ``{"type": name, **fields}``, built by calling its
`EventType` (``CARD_PLAYED(seat=1, card="HK")``), which refuses undeclared and missing
fields. A card field is public unless it declares ``seen_by``: the names of the event's
seat fields whose seats may see it; every other viewer (and the spectator) gets ``null``
in its place (a list of cards becomes a list of ``null`` of the same length). Redaction is
therefore a lookup in the declaration (`EventCatalogue.redact`), not a scan of the event.

The event types every game shares are declared here (`COMMON`); a game adds its own in
its package and exposes the union as ``Game.events``. The HTTP contract documents each
type with the JSON Schema of `EventType.json_schema`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine import schema

Event = dict[str, Any]

# Field kinds and their JSON Schemas (``schema.ref`` names are resolved per game).
_KINDS: dict[str, Any] = {
    "seat": lambda: schema.integer(minimum=0),
    "side": lambda: schema.integer(minimum=0, maximum=1),
    "int": lambda: schema.integer(),
    "ints": lambda: schema.array(schema.integer()),
    "seats": lambda: schema.array(schema.integer(minimum=0)),
    "str": lambda: schema.string(),
    "bool": lambda: schema.boolean(),
    "card": lambda: schema.ref("Card"),
    "cards": lambda: schema.array(schema.ref("Card")),
    "cards_or_null": lambda: schema.array(schema.nullable(schema.ref("Card"))),
    "trick": lambda: schema.obj({"leader": schema.integer(minimum=0),
                                 "cards": schema.array(schema.ref("Card"))},
                                description="A completed trick: its leader and its cards "
                                            "in play order"),
}
_CARD_KINDS = ("card", "cards", "cards_or_null")


@dataclass(frozen=True)
class Field:
    """One field of an event type.

    ``kind`` is one of seat, side, int, ints, seats, str, bool, card, cards,
    cards_or_null, trick; ``enum`` restricts a str; ``seen_by`` (card kinds only) names
    the seat fields of the event whose seats may see the card(s)."""

    kind: str
    description: str
    required: bool = True
    enum: tuple[str, ...] | None = None
    seen_by: tuple[str, ...] = ()
    nullable: bool = False

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise ValueError(f"unknown event field kind {self.kind!r}")
        if self.seen_by and self.kind not in _CARD_KINDS:
            raise ValueError("only card fields can be private (seen_by)")

    def json_schema(self) -> dict[str, Any]:
        out: dict[str, Any] = _KINDS[self.kind]()
        if self.enum is not None:
            out = schema.string(enum=list(self.enum))
        if self.nullable or self.seen_by:
            out = schema.nullable(out) if self.kind != "cards" else \
                schema.array(schema.nullable(schema.ref("Card")))
        return schema.describe(out, self.description + (
            f" Shown only to the seat(s) in {', '.join(f'`{s}`' for s in self.seen_by)};"
            " `null` for everyone else." if self.seen_by else ""))


@dataclass(frozen=True)
class EventType:
    """A declared event type: ``name``, what it means, its fields."""

    name: str
    description: str
    fields: Mapping[str, Field] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, f in self.fields.items():
            for owner in f.seen_by:
                if owner not in self.fields or self.fields[owner].kind != "seat":
                    raise ValueError(f"{self.name}.{name}: seen_by names {owner!r}, which is "
                                     "not a seat field of the event")
        object.__setattr__(self, "_private", tuple(
            (name, f.seen_by, f.kind) for name, f in self.fields.items() if f.seen_by))
        object.__setattr__(self, "_required", frozenset(
            name for name, f in self.fields.items() if f.required))

    def __call__(self, **values: Any) -> Event:
        """The event as a JSON-ready dict; undeclared or missing fields are a bug."""
        unknown = values.keys() - self.fields.keys()
        missing = self._required - values.keys()  # type: ignore[attr-defined]
        if unknown or missing:
            raise TypeError(f"event {self.name}: undeclared {sorted(unknown)}, missing "
                            f"{sorted(missing)}")
        return {"type": self.name, **values}

    def narrowed(self, drop: Iterable[str] = (), require: Iterable[str] = (),
                 enums: Mapping[str, Iterable[str]] | None = None) -> EventType:
        """This shared type as one game emits it: without the fields the game never sets
        (``drop``), with the optional fields it always sets required (``require``), and
        its str fields limited to the game's values (``enums``: its hand-end reasons).
        The name and meaning stay, so a client reads ``trick_won`` alike in every game;
        the game's schema says exactly what its events carry."""
        dropped = set(drop)
        fields = {name: f for name, f in self.fields.items() if name not in dropped}
        for name in require:
            fields[name] = replace(fields[name], required=True)
        for name, values in (enums or {}).items():
            if fields[name].kind != "str":
                raise ValueError(f"{self.name}.{name}: only str fields take an enum")
            fields[name] = replace(fields[name], enum=tuple(values))
        return EventType(self.name, self.description, fields)

    @property
    def private_fields(self) -> tuple[tuple[str, tuple[str, ...], str], ...]:
        return self._private  # type: ignore[attr-defined,no-any-return]

    def redact(self, event: Event, viewer: int | None) -> Event:
        """``event`` as ``viewer`` (a seat, or None for the spectator) may see it."""
        out = event
        for name, seen_by, kind in self.private_fields:
            value = event.get(name)
            if value is None or (viewer is not None
                                 and any(event.get(s) == viewer for s in seen_by)):
                continue
            if out is event:
                out = dict(event)
            out[name] = [None] * len(value) if kind != "card" else None
        return out

    def json_schema(self) -> dict[str, Any]:
        props = {"type": schema.string(enum=[self.name])}
        props.update((name, f.json_schema()) for name, f in self.fields.items())
        required = ["type", *(n for n, f in self.fields.items() if f.required)]
        return schema.obj(props, required=required, description=self.description)


class EventCatalogue:
    """The event types one game emits, by name."""

    def __init__(self, *types: EventType) -> None:
        self._types: dict[str, EventType] = {}
        for t in types:
            if t.name in self._types:
                raise ValueError(f"event type {t.name!r} declared twice")
            self._types[t.name] = t

    def __getitem__(self, name: str) -> EventType:
        return self._types[name]

    def __contains__(self, name: object) -> bool:
        return name in self._types

    def __iter__(self) -> Iterator[EventType]:
        return iter(self._types.values())

    def __len__(self) -> int:
        return len(self._types)

    def names(self) -> list[str]:
        return list(self._types)

    def redact(self, event: Event, viewer: int | None) -> Event:
        return self._types[event["type"]].redact(event, viewer)


# ----- the types every game shares ------------------------------------------------------

def seat_field(description: str, required: bool = True) -> Field:
    return Field("seat", description, required)


CARD_PLAYED = EventType("card_played", "A seat played a card to the current trick.", {
    "seat": seat_field("Who played."),
    "card": Field("card", "The card."),
    "call": Field("str", "Watten: the Trumpf-oder-Kritisch call made with this lead.",
                  required=False, enum=("trumpf_oder_kritisch",)),
})
TRICK_WON = EventType("trick_won", "A trick is complete and taken.", {
    "seat": seat_field("Who took it."),
    "side": Field("side", "The taker's side (partnership games and Watten).",
                  required=False),
    "trick": Field("trick", "The trick."),
    "points": Field("int", "Hearts: the penalty points in it.", required=False),
})
HAND_SCORED = EventType("hand_scored", "The hand is over and scored (also the `hand` "
                        "result of the move).", {
    "points": Field("ints", "Points of this hand per scoring unit (side or seat)."),
    "scores": Field("ints", "Match totals after the hand, per scoring unit."),
    "winners": Field("ints", "The scoring units that won the hand."),
    "reason": Field("str", "Why the hand ended (the game's `hand_result.reason`)."),
})
MATCH_WON = EventType("match_won", "The match is over (also the `match` result of the "
                      "move).", {
    "winners": Field("ints", "The winning scoring units (sides or seats; Hearts may "
                     "share)."),
})
HAND_DEALT = EventType("hand_dealt", "A new hand was dealt (a `deal` move; in a session "
                       "also the first hand, when the session is created).", {
    "dealer": seat_field("The dealer of the new hand."),
    "hand_number": Field("int", "The hand's number in the match, from 1."),
    "match_number": Field("int", "The match's number in the series, from 1."),
    "forehand": seat_field("Watten, Karnöffel: the seat left of the dealer.", False),
    "stake": Field("int", "Watten: what the hand is worth at the start.", required=False),
    "pass_direction": Field("str", "Hearts: where the cards go this hand.", required=False,
                            enum=("left", "right", "across", "none")),
    "chosen_suit": Field("str", "Karnöffel: the chosen suit of the round.", required=False),
    "face_up": Field("cards_or_null", "Karnöffel: each seat's face-up card.",
                     required=False),
})
PENALTY = EventType("penalty", "An illegal card was accepted under `illegal_move_policy: "
                    "penalize`; the hand ends with the game's penalty.", {
    "seat": seat_field("The offender."),
    "card": Field("card", "The offending card.", seen_by=("seat",)),
    "code": Field("str", "The rule that was broken (a reason code)."),
    "side": Field("side", "Watten: the offender's side.", required=False),
    "led": Field("card", "Hearts: the card that was led.", required=False),
})

COMMON: tuple[EventType, ...] = (CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON, HAND_DEALT,
                                 PENALTY)
