"""marshmallow schemas: envelopes and shared shapes (`common`, `requests`, `responses`)
and the hand-written state/view documentation of Hearts until its engine package
documents its own (`Game.schemas`)."""

from __future__ import annotations

from marshmallow import Schema

from service.schemas.hearts import HeartsStateSchema, HeartsViewSchema

# Game id → (state schema, view schema). A game without an entry is documented with a
# generic state (the common top-level fields); add its schemas here when it lands.
STATE_SCHEMAS: dict[str, tuple[type[Schema], type[Schema]]] = {
    "hearts": (HeartsStateSchema, HeartsViewSchema),
}
