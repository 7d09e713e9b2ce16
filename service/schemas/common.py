"""marshmallow schemas shared by every game: errors, outcomes, the game catalogue.

These schemas document responses (the views build plain dicts and return them as
`Response` objects, so nothing big is dumped through marshmallow) and describe the
request envelopes in `service.schemas.requests`. Game-specific shapes (state, view,
move, options, card codes, reason codes) are components built from the engine registry
at app start (`service.gamedocs`) and referenced here by name: `GameState`,
`GameView`, `GameMove`, `GameOptions`, `Card`, `ReasonCode`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema, fields, validate

from engine.dealing import MAX_SEED
from engine.registry import all_games
from engine.schema import describe

SEED_RANGE = validate.Range(min=0, max=MAX_SEED)  # 0…2^53, as the codecs (engine.limits)


def ref(name: str) -> dict[str, str]:
    """A JSON reference to a schema component."""
    return {"$ref": f"#/components/schemas/{name}"}


def doc_ref(name: str, description: str | None = None) -> dict[str, Any]:
    """Field metadata: the field is documented as the component ``name`` and nothing else
    (`service.app._Converter`; a field that allows None becomes "or null")."""
    return {"openapi": describe(ref(name), description)}


def doc_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Field metadata: the field is documented by exactly this JSON Schema."""
    return {"openapi": schema}


class StrictBoolean(fields.Boolean):
    """A JSON ``true`` or ``false`` and nothing else (marshmallow's `Boolean` also takes
    ``"yes"``, ``"on"``, ``1``, ``"1"``...), as the spec's ``boolean`` says."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class QueryInteger(fields.Integer):
    """A query parameter's integer: ASCII digits, perhaps after a ``-`` (``int()`` also
    reads ``+3``, ``1_0`` and other scripts' digits, which the spec's ``integer`` does not
    allow); the range is the validator's to check. Given more than once
    (``after=1&after=2``) it is refused, not read as its first value: webargs hands the
    field every value (``is_multiple``)."""

    is_multiple = True
    default_error_messages: ClassVar[dict[str, str]] = {"repeated": "Given more than once."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if isinstance(value, list):
            if len(value) != 1:
                raise self.make_error("repeated")
            value = value[0]
        digits = value[1:] if isinstance(value, str) and value.startswith("-") else value
        if not (isinstance(digits, str) and digits.isascii() and digits.isdigit()):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


def card_field(component: str, description: str | None = None, **kw: Any) -> fields.String:
    """A card code documented by the game's card component (e.g. ``WattenCard``)."""
    return fields.String(metadata=doc_ref(component, description), **kw)


def int_list(length: validate.Length, description: str, minimum: int | None = None,
             ) -> fields.List[Any]:
    """A required list of strict integers (scores, points, tricks per seat or side)."""
    inner = fields.Integer(strict=True, validate=None if minimum is None
                           else validate.Range(min=minimum))
    return fields.List(inner, required=True, validate=length,
                       metadata={"description": description})


class RegisteredGame(validate.OneOf):
    """One of the games registered now: read from the registry at every request and when
    the spec is generated, so a game registered after import is accepted."""

    def __init__(self) -> None:
        super().__init__([])

    @property  # type: ignore[override]
    def choices(self) -> list[str]:
        return [g.id for g in all_games()]

    @choices.setter
    def choices(self, _value: object) -> None:
        pass

    @property  # type: ignore[override]
    def choices_text(self) -> str:
        return ", ".join(self.choices)

    @choices_text.setter
    def choices_text(self, _value: object) -> None:
        pass


def answer_game_field(whose: str) -> fields.String:
    """``game`` of an answer whose items (moves, events, cards) belong to one game: the
    spec's per-game variants of the answer are told apart by it (`service.gameenvelopes`)."""
    return fields.String(required=True, validate=RegisteredGame(), metadata={
        "description": f"The game of the {whose}: it tells the games' variants of this "
                       "answer apart"})


class ErrorSchema(Schema):
    """The one error shape of every 4xx and 5xx answer."""

    code = fields.String(required=True, metadata=doc_ref(
        "ErrorCode", "Stable snake_case code (the `ErrorCode` enum lists each with its "
                     "meaning)"))
    status = fields.Integer(strict=True, required=True,
                            validate=validate.Range(min=400, max=599),
                            metadata={"description": "The HTTP status"})
    message = fields.String(required=True, metadata={"description": "For humans"})
    errors = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                         metadata={"description": "Field path → reason; `_` is the body "
                                                  "as a whole"})


class ViolationSchema(Schema):
    """Why a move is illegal (a rule violation, answered with HTTP 200)."""

    code = fields.String(required=True, metadata=doc_ref(
        "ReasonCode", description="Stable snake_case reason; listed per game"))
    message = fields.String(required=True, metadata={"description": "For humans; names "
                                                                    "the cards"})
    allowed = fields.List(fields.String(metadata=doc_ref("Card")), required=True, metadata={
        "description": "The cards the seat may play now (for a Hearts pass: may pass), "
                       "always present: for a violation about a card, the cards it may "
                       "play instead; for any other (out of turn, wrong phase, nothing to "
                       "answer ...), the cards of its legal moves now, `[]` when it may "
                       "play none"})


class TrickResultPlaySchema(Schema):
    """One card played to a trick."""

    seat = fields.Integer(strict=True, required=True, validate=validate.Range(min=0))
    card = fields.String(required=True, metadata=doc_ref("Card"))


class TrickResultSchema(Schema):
    """The trick a move played a card to."""

    leader = fields.Integer(strict=True, required=True, validate=validate.Range(min=0))
    cards = fields.List(fields.Nested(TrickResultPlaySchema), required=True)
    complete = fields.Boolean(required=True)
    winner = fields.Integer(strict=True, required=True, allow_none=True,
                            validate=validate.Range(min=0),
                            metadata={"description": "Set as soon as the trick is complete"})


class HandOutcomeSchema(Schema):
    """A hand that the move ended."""

    over = fields.Boolean(required=True, validate=validate.Equal(True))
    points = fields.List(fields.Integer(strict=True), required=True, metadata={
        "description": "Points of this hand, per side (partnership games) or per seat"})
    scores = fields.List(fields.Integer(strict=True), required=True,
                         metadata={"description": "Match totals after the hand"})
    winners = fields.List(fields.Integer(strict=True), required=True,
                          metadata={"description": "Sides or seats"})
    reason = fields.String(required=True, metadata=doc_ref(
        "HandEndReason", description="Why the hand ended (the game's "
                                     "`hand_result.reason`)"))


class MatchResultSchema(Schema):
    """A match that the move ended."""

    over = fields.Boolean(required=True, validate=validate.Equal(True))
    winners = fields.List(fields.Integer(strict=True), required=True, metadata={
        "description": "Sides or seats (a list: Hearts can end in a shared win)"})


def events_field(component: str, description: str | None = None) -> fields.List[Any]:
    """A list of events, each documented by its own schema (`service.eventdocs`: one per
    type of the engine's event catalogues)."""
    items = ref(component)
    return fields.List(fields.Dict(), required=True, metadata=doc_schema(
        describe({"type": "array", "items": items}, description)))


def sealed_field(sealed: bool) -> fields.Boolean:
    """``sealed`` of an answer that carries a state: true with a ``state_token``, false
    with a plain ``state`` (a value to tell the two apart: a generated client that
    ignores unknown fields and does not check ``required`` could read either answer as
    both, openapi-generator's Java did)."""
    return fields.Boolean(required=True, validate=validate.Equal(sealed), metadata={
        "description": "True: the state is sealed (`state_token`); false: it is plain "
                       "(`state`)"})


class _MoveAppliedBase(Schema):
    game = answer_game_field("path")
    legal = fields.Boolean(required=True, validate=validate.Equal(True))
    events = events_field("GameEvent", "What happened, in order (each type is declared "
                                       "once in the game's event catalogue)")
    trick = fields.Nested(TrickResultSchema, required=True, allow_none=True, metadata={
        "description": "The trick the move played a card to; null for a move that plays "
                       "no card"})
    hand = fields.Nested(HandOutcomeSchema, required=True, allow_none=True,
                         metadata={"description": "Set when the move ended the hand"})
    match = fields.Nested(MatchResultSchema, required=True, allow_none=True,
                          metadata={"description": "Set when the move ended the match"})
    view = fields.Dict(metadata=doc_ref(
        "GameView", description="With `seat` in the request: that seat's view of the new "
                                "state"))


class MoveAppliedSchema(_MoveAppliedBase):
    """The outcome of a legal move."""

    sealed = sealed_field(False)

    state = fields.Dict(required=True, metadata=doc_ref(
        "GameState", description="The new state; post it with the next move"))


class SealedMoveAppliedSchema(_MoveAppliedBase):
    """The outcome of a legal move on a `state_token`: the new state sealed; the events
    redacted for the request's `seat` (a spectator without one)."""

    sealed = sealed_field(True)

    state_token = fields.String(required=True, metadata={
        "description": "The new state, sealed; post it as `state_token` with the next move"})


class MoveRejectedSchema(Schema):
    """A well-formed move that the rules forbid now; the state is unchanged."""

    game = answer_game_field("path")
    legal = fields.Boolean(required=True, validate=validate.Equal(False))
    error = fields.Nested(ViolationSchema, required=True)


MOVE_OUTCOME = {
    "oneOf": [ref("MoveApplied"), ref("SealedMoveApplied"), ref("MoveRejected")],
    "description": "HTTP 200 in each case: `legal: true` with the new state (or, for a "
                   "`state_token`, the new `state_token`), or `legal: false` with the "
                   "violation",
}


class OptionInfoSchema(Schema):
    """One rule option of a game."""

    name = fields.String(required=True)
    type = fields.String(required=True,
                         validate=validate.OneOf(["boolean", "integer", "string", "array"]))
    default = fields.Raw(required=True, allow_none=True)
    description = fields.String(required=True)
    nullable = fields.Boolean(required=True)
    allowed = fields.List(fields.Raw(allow_none=True))
    minimum = fields.Integer(strict=True)
    maximum = fields.Integer(strict=True)
    max_items = fields.Integer(strict=True, validate=validate.Range(min=1), metadata={
        "description": "List options: the most entries accepted"})
    default_rule = fields.String(metadata={"description": "How a derived default is chosen"})


class GameSummarySchema(Schema):
    """A game in the catalogue."""

    id = fields.String(required=True, metadata={"example": "watten"})
    title = fields.String(required=True)
    players = fields.List(fields.Integer(strict=True), required=True,
                          metadata={"description": "Supported player counts"})
    presets = fields.List(fields.String(), required=True)
    options = fields.List(fields.Nested(OptionInfoSchema), required=True)


class GameListSchema(Schema):
    """The games this service plays."""

    games = fields.List(fields.Nested(GameSummarySchema), required=True)


class CardInfoSchema(Schema):
    """A card of the deck with its name."""

    code = fields.String(required=True, metadata={"example": "HK"})
    suit = fields.String(required=True)
    rank = fields.String(required=True)
    name = fields.String(required=True, metadata={"example": "Herz König"})


class MoveFieldInfoSchema(Schema):
    """A field of a move type."""

    kind = fields.String(required=True, validate=validate.OneOf(
        ["card", "cards", "rank", "suit", "int", "hands", "enum"]))
    required = fields.Boolean(required=True)
    allowed = fields.List(fields.String())


class GameInfoSchema(Schema):
    """One game: options, presets, deck, move types, phases, reason codes."""

    id = fields.String(required=True)
    title = fields.String(required=True)
    rules = fields.String(required=True, metadata={"description": "Section of the rules "
                                                                 "specification"})
    players = fields.List(fields.Integer(strict=True), required=True)
    options = fields.List(fields.Nested(OptionInfoSchema), required=True)
    presets = fields.Dict(keys=fields.String(), required=True, values=fields.Dict(
        metadata=doc_ref("GameResolvedOptions")), metadata={
        "description": "Preset name → the options it resolves to"})
    deck = fields.List(fields.Nested(CardInfoSchema), required=True,
                       metadata={"description": "The deck of the default options"})
    move_types = fields.Dict(
        keys=fields.String(), required=True,
        values=fields.Dict(keys=fields.String(), values=fields.Nested(MoveFieldInfoSchema)),
        metadata={"description": "Move type → its fields besides `seat` and `type`"})
    phases = fields.List(fields.String(), required=True)
    reason_codes = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                               metadata={"description": "Rule-violation code → meaning"})
    events = fields.List(fields.String(), required=True, metadata={
        "description": "The event types this game emits (each documented as its own "
                       "schema in the spec)"})


class HealthSchema(Schema):
    """Liveness."""

    status = fields.String(required=True, validate=validate.OneOf(["ok"]))


class ReadinessSchema(Schema):
    """Readiness, including the session store."""

    status = fields.String(required=True, validate=validate.OneOf(["ok", "unavailable"]))
    store = fields.String(required=True, metadata={
        "description": "The session store: `embedded` (in-process) or `redis`"})
