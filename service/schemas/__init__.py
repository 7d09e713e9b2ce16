"""marshmallow schemas: envelopes and shared shapes (`common`, `requests`, `responses`)
and the hand-written state/view documentation per game (`watten`,
`karnoeffel`)."""

from __future__ import annotations

from marshmallow import Schema

from service.schemas.karnoeffel import KarnoeffelStateSchema, KarnoeffelViewSchema
from service.schemas.watten import WattenStateSchema, WattenViewSchema

# Game id → (state schema, view schema). A game without an entry is documented with a
# generic state (the common top-level fields); add its schemas here when it lands.
STATE_SCHEMAS: dict[str, tuple[type[Schema], type[Schema]]] = {
    "watten": (WattenStateSchema, WattenViewSchema),
    "karnoeffel": (KarnoeffelStateSchema, KarnoeffelViewSchema),
}
