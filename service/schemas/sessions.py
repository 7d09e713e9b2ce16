"""Session requests and responses (``/v1/sessions``). Responses are documentation: the
views return ready-made JSON, checked against these schemas by the tests."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from engine.dealing import MAX_SEED
from service.bots import LEVELS
from service.schemas.common import (
    SEED_RANGE,
    HandOutcomeSchema,
    MatchResultSchema,
    QueryInteger,
    RegisteredGame,
    TrickResultSchema,
    ViolationSchema,
    answer_game_field,
    doc_ref,
    events_field,
    ref,
)
from service.sessions.tokens import CODE_PATTERN

SEAT = validate.Range(min=0, max=15)
VERSION = validate.Range(min=0, max=MAX_SEED)  # versions and event numbers: 0…2^53
STATUS = validate.OneOf(["active", "finished"])
KINDS = ["human", "bot"]

SECURITY_SCHEME = {
    "type": "http", "scheme": "bearer", "bearerFormat": "stw_ + 43 URL-safe characters",
    "description": "A seat token, the host token or the spectator token of the session, as "
                   "returned once by `POST /v1/sessions` (a seat token also by a claim or "
                   "a rotation). Missing or malformed: 401 `missing_token` / "
                   "`invalid_token`; not a token of this session (or a rotated or left "
                   "seat's old token): 401 `invalid_token`; a token that may not do this "
                   "(the spectator or host moving, a seat moving for another seat, a seat "
                   "ending the session): 403. README \"Trust model\".",
}
SECURITY: list[dict[str, list[str]]] = [{"SeatToken": []}]

SEAT_PARAM = {
    "in": "path", "name": "seat", "required": True,
    "description": "The seat number (0-based)", "schema": {"type": "integer", "minimum": 0},
}
SESSION_ID_PARAM = {
    "in": "path", "name": "session_id", "required": True,
    "description": "The session id (22 URL-safe characters, 128 random bits)",
    "schema": {"type": "string"},
}


def idempotency_key_param(description: str, min_length: int) -> dict[str, Any]:
    """An ``Idempotency-Key`` header parameter: ``min_length`` to 255 visible ASCII
    characters but the comma (a header sent twice arrives joined with one)."""
    return {"in": "header", "name": "Idempotency-Key", "required": False,
            "description": description,
            "schema": {"type": "string", "minLength": min_length, "maxLength": 255,
                       "pattern": "^[\\x21-\\x2b\\x2d-\\x7e]+$"}}


IDEMPOTENCY_KEY_PARAM = idempotency_key_param(
    "Any 1-255 visible ASCII characters but the comma, unique per intended "
    "move (sent once: a header sent twice arrives joined with a comma and "
    "is a 422 `validation_error`). A retry "
    "with the same key (same seat, same body) within "
    "`IDEMPOTENCY_TTL_SECONDS` answers the first response again (with "
    "`Idempotent-Replayed: true`) and applies nothing; the same key with "
    "another body is a 422 `idempotency_key_reused`. Only 200 answers (legal "
    "or not) are kept; an error answer (401, 403, 409, 422, 503) is not, so "
    "its retry is evaluated again.",
    min_length=1)

SEAT_KEY_PARAM = idempotency_key_param(
    "16-255 visible ASCII characters but the comma (sent once), random "
    "(a UUID): with it the new "
    "token is made from this key and the code (a claim) or the old token "
    "(a rotation), so the SAME request again (same code or old token, same "
    "key) answers the same token (with `Idempotent-Replayed: true`) and "
    "stores nothing, as long as that token is still the seat's and was "
    "issued less than `IDEMPOTENCY_TTL_SECONDS` ago: an answer lost on its "
    "way (a dropped connection, a 503 after which the write still landed) "
    "does not lose the seat. Without it, a retry is a 409 "
    "`invitation_claimed` (a claim) or a 401 (a rotation). Whoever holds the "
    "code or old token AND the key can get the token again: keep the key "
    "as secret as the code.",
    min_length=16)

LEAVE_KEY_PARAM = idempotency_key_param(
    "16-255 visible ASCII characters but the comma (sent once), random "
    "(a UUID), as for a claim or a rotation: the answer is kept with the "
    "leave, and the SAME leave again "
    "(the same token, seat and key) within `IDEMPOTENCY_TTL_SECONDS` "
    "answers it again (with `Idempotent-Replayed: true`) and changes "
    "nothing, although the token stopped working with the first one: an "
    "answer lost on its way (a dropped connection, a 503 after which the "
    "write still landed) still tells the client that the seat left. "
    "Without it (or after that time, or with another key) a retry is a 401 "
    "`invalid_token`, as for any token that opens nothing. Only a 200 is "
    "kept: an error answer's retry is evaluated again.",
    min_length=16)

SEAT_REQUESTS: dict[str, dict[str, Any]] = {
    "SessionHumanSeatRequest": {
        "type": "object", "description": "A human seat: it gets a secret token",
        "properties": {"kind": {"type": "string", "enum": ["human"]}},
        "required": ["kind"], "additionalProperties": False},
    "SessionBotSeatRequest": {
        "type": "object", "description": "A bot seat of a level",
        "properties": {"kind": {"type": "string", "enum": ["bot"]},
                       "level": {"type": "string", "enum": list(LEVELS), "description":
                                 ", ".join(LEVELS) + " (a level that is not available "
                                 "yet for the game is a 422 `unsupported_bot_level`)"}},
        "required": ["kind", "level"], "additionalProperties": False},
}
SEAT_REQUEST_UNION = {
    "description": "A seat: `{kind: human}` or `{kind: bot, level}`",
    "oneOf": [ref(name) for name in SEAT_REQUESTS],
    "discriminator": {"propertyName": "kind", "mapping": {
        "human": ref("SessionHumanSeatRequest")["$ref"],
        "bot": ref("SessionBotSeatRequest")["$ref"]}},
}


class SessionSeatRequestSchema(Schema):
    """A seat: a human (gets a token) or a bot of a level (documented as the union
    `SEAT_REQUEST_UNION`; this schema checks the same rules when loading)."""

    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    level = fields.String(allow_none=True, validate=validate.OneOf(list(LEVELS)),
                          metadata={"description": "Bots only: "
                                    + ", ".join(LEVELS) + " (a level that is not "
                                    "available yet is a 422 `unsupported_bot_level`)"})

    @validates_schema
    def _level_for_bots_only(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("kind") == "bot" and data.get("level") is None:
            raise ValidationError("required for a bot seat", "level")
        if data.get("kind") == "human" and data.get("level") is not None:
            raise ValidationError("only bot seats have a level", "level")


class SessionCreateRequestSchema(Schema):
    """A new session: the game, its options and/or preset, and one entry per seat."""

    game = fields.String(required=True, validate=RegisteredGame())
    options = fields.Dict(keys=fields.String(), allow_none=True, metadata=doc_ref(
        "GameOptions", description="Rule options; unset ones take the preset's or the "
                                   "default value"))
    preset = fields.String(allow_none=True, metadata={"example": "bavarian"})
    seats = fields.List(fields.Nested(SessionSeatRequestSchema,
                                      metadata=doc_ref("SessionSeatRequest")), required=True,
                        validate=validate.Length(min=1, max=16), metadata={
                            "description": "One entry per seat, in seat order; exactly the "
                                           "table's player count, at least one human"})
    seed = fields.Integer(strict=True, allow_none=True, validate=SEED_RANGE, metadata={
        "description": "Makes the session reproducible (every deal and bot choice). Whoever "
                       "knows the seed can compute every hand: leave it out for real play, "
                       "and the server draws every deal from its own secret random numbers"})
    dealer = fields.Integer(strict=True, allow_none=True, validate=SEAT,
                            metadata={"description": "First dealer; random by default"})
    seating = fields.String(allow_none=True, validate=validate.OneOf(["tokens", "invite"]),
                            metadata={"description": "`tokens` (the default): the answer "
                                      "carries every human seat's token. `invite`: it "
                                      "carries one invitation code per human seat instead; "
                                      "each player claims their own seat with "
                                      "`POST /v1/sessions/{id}/seats/{seat}/claim`, so the "
                                      "host never holds a seat token"})


class SeatClaimRequestSchema(Schema):
    """An invitation code, as the host received it from `POST /v1/sessions`."""

    code = fields.String(required=True, validate=validate.Regexp(CODE_PATTERN), metadata={
        "description": "`stwi_` + 22 URL-safe characters",
        "example": "stwi_Xq3v9Zt1Lr8Kp2Wm5Nb7Yc"})


class SessionMoveRequestSchema(Schema):
    """A move of the token's seat, optionally only if the session is at a version."""

    move = fields.Dict(required=True, metadata=doc_ref(
        "GameMove", description="`seat` (must be the token's seat), `type` and the type's "
                                "fields; `deal` is not allowed (sessions deal themselves)"))
    expected_version = fields.Integer(strict=True, allow_none=True, validate=VERSION,
                                      metadata={"description": "Apply only if the session is "
                                                "still at this version (else 409 "
                                                "`stale_version`)"})


class SessionHintRequestSchema(Schema):
    """What a hint may search (the page's hint button)."""

    budget_ms = fields.Integer(strict=True, allow_none=True,
                               validate=validate.Range(min=1, max=5000), metadata={
                                   "description": "Thinking time of the search (clamped to "
                                                  "`BOT_MOVES_MAX_BUDGET_MS`)"})


class SessionEventsQuerySchema(Schema):
    """Which events: those after ``after``, at most ``limit``."""

    after = QueryInteger(load_default=0, validate=validate.Range(min=0, max=2**53),
                           metadata={"description": "Return the events whose `seq` is "
                                     "greater than this (0: from the start; at most 2^53). "
                                     "Beyond the newest event's `seq`: no events, and "
                                     "`last_event` (below the cursor) says where the log "
                                     "ends"})
    limit = QueryInteger(load_default=500, validate=validate.Range(min=1, max=1000),
                           metadata={"description": "At most this many events"})
    wait = QueryInteger(load_default=0, validate=validate.Range(min=0), metadata={
        "description": "Long-poll: when no event follows `after` yet, wait up to this many "
                       "seconds for one (at most `EVENTS_MAX_WAIT_SECONDS`, 25 by default; "
                       "more is a 422); 0 answers at once. Answers at once when the match "
                       "is over, and 404 `session_not_found` when the session expires "
                       "meanwhile"})


# ----- responses -------------------------------------------------------------------------------

class SessionSeatSchema(Schema):
    """A seat of the session."""

    seat = fields.Integer(strict=True, required=True, validate=SEAT)
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    level = fields.String(required=True, allow_none=True,
                          validate=validate.OneOf(list(LEVELS)),
                          metadata={"description": "Bots only; null for humans"})
    waiting = fields.Boolean(required=True, metadata={"description": (
        "True for a human seat of an invite session (`seating: invite`) whose invitation "
        "has not been claimed yet: its player has not arrived. False otherwise (a "
        "claimed seat, a bot, a seat seated at creation); a claim turns it false and "
        "logs `seat_claimed`")})


class SeatTokenSchema(Schema):
    """The secret of one human seat (shown once)."""

    seat = fields.Integer(strict=True, required=True, validate=SEAT)
    token = fields.String(required=True, metadata={"example": "stw_…"})


def _view_field(description: str) -> fields.Dict:
    return fields.Dict(required=True, metadata=doc_ref("GameView", description=description))


def _seats_field() -> fields.List[Any]:
    return fields.List(fields.Nested(SessionSeatSchema), required=True)


def _status_field() -> fields.String:
    return fields.String(required=True, validate=STATUS, metadata={
        "description": "`finished` once the match is over"})


def _last_event_field() -> fields.Integer:
    return fields.Integer(strict=True, required=True, validate=VERSION, metadata={
        "description": "`seq` of the newest event of the log"})


def _legal_moves_field() -> fields.List[Any]:
    return fields.List(fields.Dict(metadata=doc_ref("LegalMove")), required=True, metadata={
        "description": "What this seat may post now (out-of-turn moves included; empty for "
                       "the spectator and when the match is over)"})


class SessionHandEndSchema(Schema):
    """A hand that ended during a write (the client's move, a bot's move, …)."""

    version = fields.Integer(strict=True, required=True, validate=VERSION, metadata={
        "description": "The session version right after the move that ended the hand"})
    seat = fields.Integer(strict=True, required=True, allow_none=True, validate=SEAT,
                          metadata={"description": "The seat whose move ended the hand"})
    hand = fields.Nested(HandOutcomeSchema, required=True)


def _match_field(description: str) -> fields.Nested:
    return fields.Nested(MatchResultSchema, required=True, allow_none=True,
                         metadata={"description": description})


class InvitationSchema(Schema):
    """An invitation to one human seat (shown once): pass the code to that player only."""

    seat = fields.Integer(strict=True, required=True, validate=SEAT)
    code = fields.String(required=True, metadata={"example": "stwi_…"})
    expires_at = fields.String(required=True, metadata={
        "description": "RFC 3339 UTC; `SESSION_INVITATION_TTL_SECONDS` after issue",
        "example": "2026-12-02T13:00:00Z"})


class SeedRevealSchema(Schema):
    """The secret seed and salt of a session without a client seed, once it is over."""

    seed = fields.Integer(strict=True, required=True)
    salt = fields.String(required=True, metadata={"description": "32 hex digits"})


class _SeedFields(Schema):
    """Fair seeds: what every session read says about the seed (README "Trust model")."""

    seeded = fields.Boolean(required=True, metadata={
        "description": "True: the creator chose the seed, so the creator can know every "
                       "deal (it is never revealed). False: the server drew it and "
                       "committed to it (`seed_commitment`)"})
    seed_commitment = fields.String(required=True, allow_none=True, metadata={
        "description": "Unseeded sessions: hex SHA-256 of `\"<salt>:<seed>\"`, published "
                       "from the start; null for a seeded session"})
    seed_reveal = fields.Nested(SeedRevealSchema, required=True, allow_none=True, metadata={
        "description": "Seed and salt, once the match is over (unseeded sessions only); "
                       "null before"})


class SessionCreatedSchema(_SeedFields):
    """A new session with its secrets (shown only in this answer)."""

    id = fields.String(required=True)
    game = fields.String(required=True, validate=RegisteredGame())
    version = fields.Integer(strict=True, required=True, validate=VERSION)
    status = _status_field()
    seats = _seats_field()
    seat_tokens = fields.List(fields.Nested(SeatTokenSchema), metadata={
        "description": "Default seating only: one token per human seat"})
    invitations = fields.List(fields.Nested(InvitationSchema), metadata={
        "description": "`seating: invite` only (instead of `seat_tokens`): one code per "
                       "human seat, each claimed once by its player"})
    host_token = fields.String(required=True, metadata={
        "description": "The host's token: reads what the spectator reads, cannot move, "
                       "ends the session (the only token that can) and re-invites seats "
                       "that were never claimed"})
    spectator_token = fields.String(required=True, metadata={
        "description": "Reads the public information only"})
    view = _view_field("The spectator's view (bots may already have acted)")
    last_event = _last_event_field()


class IllegalCardSchema(Schema):
    """A card of the seat's hand that it may not play now, and the rule that forbids it."""

    card = fields.String(required=True, metadata=doc_ref("Card"))
    code = fields.String(required=True, metadata=doc_ref(
        "ReasonCode", description="The violation's stable code, as `POST .../moves` of "
                                  "this card would answer (`not_your_turn`, "
                                  "`must_follow_suit`, ...)"))
    message = fields.String(required=True, metadata={"description": "For people"})


class SessionSchema(_SeedFields):
    """A session as the token's seat (or the host, or the spectator) sees it."""

    id = fields.String(required=True)
    game = fields.String(required=True, validate=RegisteredGame())
    seat = fields.Integer(strict=True, required=True, allow_none=True, validate=SEAT,
                          metadata={"description": "The token's seat; null: the host or "
                                    "the spectator (who see the spectator's view)"})
    role = fields.String(required=True, validate=validate.OneOf(["seat", "host",
                                                                 "spectator"]))
    version = fields.Integer(strict=True, required=True, validate=VERSION)
    status = _status_field()
    seats = _seats_field()
    view = _view_field("The state as this seat may see it")
    legal_moves = _legal_moves_field()
    illegal_cards = fields.List(fields.Nested(IllegalCardSchema), required=True, metadata={
        "description": "Each card of this seat's hand that it may not play now, with the "
                       "violation a play of it would get (for a page that disables the "
                       "card and says why); empty for the host and the spectator"})
    last_event = _last_event_field()
    last_hand = fields.Nested(SessionHandEndSchema, required=True, allow_none=True,
                              metadata={"description": "The latest hand end of the "
                                        "session (null until a hand has ended)"})
    match = _match_field("The match result once the match is over (`status: finished`)")


class SessionMoveAppliedSchema(Schema):
    """A legal move, applied; the bots have played until a human must act."""

    game = answer_game_field("session")
    legal = fields.Boolean(required=True, validate=validate.Equal(True))
    version = fields.Integer(strict=True, required=True, validate=VERSION, metadata={
        "description": "The session version after this move, the bots' moves and deals"})
    status = _status_field()
    view = _view_field("The state afterwards, as this seat may see it")
    legal_moves = _legal_moves_field()
    events = events_field("GameSessionEvent", "The events this write appended (this move, "
                          "the bots' moves, deals), redacted for this seat")
    trick = fields.Nested(TrickResultSchema, required=True, allow_none=True, metadata={
        "description": "The trick this seat's move played a card to"})
    hand = fields.Nested(HandOutcomeSchema, required=True, allow_none=True,
                         metadata={"description": "Set when this seat's move ended the hand "
                                   "(every hand end of the write is in `results`)"})
    match = _match_field("Set when the match ended during this write: by this seat's move "
                         "or by a bot's move after it")
    results = fields.List(fields.Nested(SessionHandEndSchema), required=True, metadata={
        "description": "Every hand that ended during this write, in order: by this seat's "
                       "move and by the bots' moves after it"})
    last_event = _last_event_field()


class SessionMoveRejectedSchema(Schema):
    """A well-formed move that the rules forbid now; nothing was stored."""

    game = answer_game_field("session")
    legal = fields.Boolean(required=True, validate=validate.Equal(False))
    error = fields.Nested(ViolationSchema, required=True)
    version = fields.Integer(strict=True, required=True, validate=VERSION)


SESSION_MOVE_OUTCOME = {
    "oneOf": [ref("SessionMoveApplied"), ref("SessionMoveRejected")],
    "description": "HTTP 200 in both cases: `legal: true` with this seat's view and the "
                   "new events, or `legal: false` with the violation",
}


class SessionEventsSchema(Schema):
    """A page of the event log, redacted for the token's seat."""

    game = answer_game_field("session")
    events = events_field("GameSessionEvent", "Each with its `seq` and the `version` it "
                          "led to; a card this seat may not see (another hand, a passed or "
                          "cut card) is null")
    last_event = _last_event_field()
    version = fields.Integer(strict=True, required=True, validate=VERSION)


class SeatLeftSchema(Schema):
    """A seat that left: a bot plays it from now on (and may already have moved)."""

    seat = fields.Integer(strict=True, required=True, validate=SEAT)
    kind = fields.String(required=True, validate=validate.Equal("bot"))
    level = fields.String(required=True, validate=validate.OneOf(list(LEVELS)))
    version = fields.Integer(strict=True, required=True, validate=VERSION)
    status = _status_field()
    last_event = _last_event_field()
