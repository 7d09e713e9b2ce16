"""Requests and responses of the live session updates (stream tickets, the event
stream); see `service.sessions.live`."""

from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from service.schemas.common import QueryInteger
from service.schemas.sessions import VERSION

TICKET_DESCRIPTION = (
    "A stream ticket from `POST /v1/sessions/{id}/stream-tickets` (single use, valid for "
    "`STREAM_TICKET_TTL_SECONDS`): for `EventSource`, which cannot send `Authorization`. "
    "Clients that can send the header use their token instead.")


class StreamTicketSchema(Schema):
    """A single-use ticket that opens one event stream of this session as this token."""

    ticket = fields.String(required=True, metadata={"example": "stt_…", "description":
                           "`stt_` + 43 URL-safe characters; the server keeps only its "
                           "SHA-256"})
    expires_at = fields.String(required=True, metadata={
        "example": "2026-12-01T13:50:00Z",
        "description": "When the ticket expires unused (UTC, ISO 8601)"})
    expires_in = fields.Integer(strict=True, required=True, validate=validate.Range(min=1),
                                metadata={"description": "Seconds until it expires"})
    stream_url = fields.String(required=True, metadata={
        "description": "The stream URL with the ticket, relative to the server: "
                       "`new EventSource(base + stream_url)`"})


STREAM_TICKET_SCHEME = {"type": "apiKey", "in": "query", "name": "ticket",
                        "description": TICKET_DESCRIPTION}


class EventStreamQuerySchema(Schema):
    """Where a stream starts. (Its ``ticket``, when EventSource opens it, is the
    ``StreamTicket`` security scheme.)"""

    class Meta:
        unknown = EXCLUDE  # ``ticket`` is read as a credential, not as a parameter

    after = QueryInteger(load_default=0, validate=VERSION, metadata={
        "description": "Start after the event with this `seq` (0: from the start; beyond "
                       "the newest event's `seq`: after the newest event); the "
                       "`Last-Event-ID` header, when sent, takes precedence"})
