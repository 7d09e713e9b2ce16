"""The event schemas of the spec, generated from each game's event catalogue
(`Game.events`, `engine.events`): nothing about an event is written twice.

For a game with component prefix ``Watten`` and each declared type (``card_played``):

* ``WattenCardPlayedEvent``: the event as a stateless ``/moves`` answer carries it
  (``type`` plus the declared fields, closed);
* ``WattenCardPlayedSessionEvent``: the same in a session's log, with its ``seq`` and the
  ``version`` it led to (a card the reader may not see is ``null``: the declaration says
  which fields are nullable);
* ``WattenEvent`` and ``WattenSessionEvent``: the unions, discriminated by ``type``; the
  session union also holds the session service's own events (`SERVICE_EVENTS`, e.g.
  ``SessionStartedSessionEvent``: no cards, the same in every game).
"""

from __future__ import annotations

import copy
from typing import Any

from engine.events import EventType
from engine.game import Game
from engine.schema import qualify
from service.bots import LEVELS
from service.schemas.common import ref

Schema = dict[str, Any]
SESSION_FIELDS: dict[str, Schema] = {
    "seq": {"type": "integer", "minimum": 1, "description": "Position in the log, from 1"},
    "version": {"type": "integer", "minimum": 0,
                "description": "The session version this event led to"},
}


def _service_event(name: str, description: str, properties: dict[str, Schema]) -> Schema:
    props = {"type": {"type": "string", "enum": [name]}, **properties,
             **copy.deepcopy(SESSION_FIELDS)}
    return {"type": "object", "description": description, "properties": props,
            "required": list(props), "additionalProperties": False}


# The session service's own log events (service/sessions/redaction.py SESSION_EVENTS), by
# type: component name and schema.
SERVICE_EVENTS: dict[str, tuple[str, Schema]] = {
    "session_started": ("SessionStartedSessionEvent", _service_event(
        "session_started", "The session was created (the first entry of every log)", {
            "game": {"type": "string", "description": "The game id"},
            "seats": {"type": "array", "items": ref("SessionSeat")},
            "dealer": {"type": "integer", "minimum": 0, "description": "The first dealer"},
            "seeded": {"type": "boolean",
                       "description": "The creator chose the seed (never revealed)"},
            "seed_commitment": {"type": ["string", "null"], "description":
                                "sha256 of `salt:seed` (hex); null for a seeded session"},
        })),
    "seat_left": ("SeatLeftSessionEvent", _service_event(
        "seat_left", "A human left: a bot of `level` plays the seat from then on", {
            "seat": {"type": "integer", "minimum": 0},
            "level": {"type": "string", "enum": list(LEVELS)},
        })),
    "seat_claimed": ("SeatClaimedSessionEvent", _service_event(
        "seat_claimed", "An invited player claimed `seat` (`seating: invite`): the seat "
        "is no longer `waiting`. Written once, by the claim itself (not by its retry)", {
            "seat": {"type": "integer", "minimum": 0},
        })),
    "seed_revealed": ("SeedRevealedSessionEvent", _service_event(
        "seed_revealed", "The match of a session without a client seed is over: its seed "
        "and salt, which hash to the commitment of `session_started` (the last entry)", {
            "seed": {"type": "integer", "minimum": 0},
            "salt": {"type": "string"},
            "seed_commitment": {"type": "string"},
        })),
}


def service_event_schemas() -> dict[str, Schema]:
    return {name: schema for name, schema in SERVICE_EVENTS.values()}


def event_component(prefix: str, event_type: EventType, session: bool = False) -> str:
    camel = "".join(part.capitalize() for part in event_type.name.split("_"))
    return f"{prefix}{camel}{'Session' if session else ''}Event"


def _session_variant(schema: Schema) -> Schema:
    out = copy.deepcopy(schema)
    out["properties"].update(copy.deepcopy(SESSION_FIELDS))
    out["required"] = [*out["required"], *SESSION_FIELDS]
    out["description"] = out.get("description", "") + " (a session log entry)"
    return out


def event_schemas(game: Game[Any, Any], prefix: str) -> dict[str, Schema]:
    """Every event type of ``game`` (stateless and session variants) and their unions."""
    out: dict[str, Schema] = {}
    for session in (False, True):
        mapping: dict[str, str] = {}
        for event_type in game.events:
            name = event_component(prefix, event_type, session)
            schema: Schema = qualify(event_type.json_schema(), prefix)
            out[name] = _session_variant(schema) if session else schema
            mapping[event_type.name] = ref(name)["$ref"]
        if session:
            mapping.update((t, ref(name)["$ref"]) for t, (name, _) in SERVICE_EVENTS.items())
        union = f"{prefix}{'Session' if session else ''}Event"
        out[union] = {
            "description": f"An event of {game.title}" + (
                " in a session's log, redacted for the reader" if session else ""),
            "oneOf": [{"$ref": r} for r in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
    return out
