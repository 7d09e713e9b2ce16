"""Request envelopes. The game state and the move are raw JSON objects here: the engine
codec validates them (strictly, naming the path); marshmallow only checks the envelope.
Unknown top-level fields are rejected (422 ``validation_error``)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from engine.bots import DEFAULT_BUDGET_MS, DEFAULT_ITERATIONS
from service.bots import LEVELS, MAX_BUDGET_MS, MAX_ITERATIONS
from service.schemas.common import SEED_RANGE, StrictBoolean, doc_ref

SEAT = validate.Range(min=0, max=15)


def state_field() -> fields.Dict:
    return fields.Dict(metadata=doc_ref(
        "GameState", description="A state as returned by this API (any game; it must be "
                                 "the game of the path). Exactly one of `state` and "
                                 "`state_token`"))


def state_token_field() -> fields.String:
    return fields.String(metadata={
        "description": "A sealed state (`POST .../states` with `sealed: true`, or a "
                       "`state_token` answered by `.../moves`) in place of `state`: "
                       "authenticated and encrypted, so it can be neither read nor "
                       "edited; one of another game, another key, edited or truncated is a "
                       "422 `invalid_state_token`",
        "example": "AQ3k..."})


EXACTLY_ONE_STATE = {"oneOf": [{"required": ["state"]}, {"required": ["state_token"]}]}


class StateCarrierSchema(Schema):
    """A request that carries a state: either `state` (plain JSON) or `state_token`
    (sealed), exactly one of the two."""

    OPENAPI_EXTRA = EXACTLY_ONE_STATE

    state = state_field()
    state_token = state_token_field()

    @validates_schema(skip_on_field_errors=False)
    def exactly_one_state(self, data: dict[str, Any], **_: Any) -> None:
        """Neither: the error names `state` (what most clients send); both: `state_token`."""
        if "state" in data and "state_token" in data:
            raise ValidationError("send exactly one of state and state_token, not both",
                                  "state_token")
        if "state" not in data and "state_token" not in data:
            raise ValidationError("Missing data for required field (or send state_token)",
                                  "state")


def view_seat_field() -> fields.Integer:
    return fields.Integer(strict=True, allow_none=True, validate=SEAT, metadata={
        "description": "Also answer this seat's `view` of the resulting state, so a client "
                       "that holds only a `state_token` can render without a second call; "
                       "with a `state_token`, the answer's events are redacted for this "
                       "seat (omitted or null: for a spectator)"})


class DealRequestSchema(Schema):
    """An explicit deal: the hands (one list of card codes per seat), or a seed."""

    hands = fields.List(fields.List(fields.String(metadata=doc_ref("Card"))), allow_none=True,
                        metadata={"description": "One hand per seat, in seat order"})
    seed = fields.Integer(strict=True, allow_none=True, validate=SEED_RANGE,
                          metadata={"description": "Replaces the match seed: this hand and every "
                                                   "later one are dealt from it"})


class NewStateRequestSchema(Schema):
    """A new match: options and/or a preset (the preset first, then the options
    override it), an optional seed, first dealer and deal."""

    options = fields.Dict(keys=fields.String(), allow_none=True, metadata=doc_ref(
        "GameOptions", description="Rule options; unset ones take the preset's or the "
                                   "default value"))
    preset = fields.String(allow_none=True, metadata={"example": "bavarian"})
    seed = fields.Integer(strict=True, allow_none=True, validate=SEED_RANGE, metadata={
        "description": "Makes the match reproducible (dealer and every deal)"})
    dealer = fields.Integer(strict=True, allow_none=True, validate=SEAT,
                            metadata={"description": "First dealer; random by default"})
    deal = fields.Nested(DealRequestSchema, allow_none=True)
    sealed = StrictBoolean(load_default=False, metadata={
        "description": "Answer a `state_token` (sealed: authenticated and encrypted) "
                       "instead of the `state`; the server then deals from its own random "
                       "seed (`seed` and `deal` are refused: 422 `sealed_deal_not_allowed`). "
                       "503 `state_sealing_unavailable` when the service has no key"})
    seat = view_seat_field()


class LegalMovesRequestSchema(StateCarrierSchema):
    """A state (or state token) and optionally a seat."""

    seat = fields.Integer(strict=True, allow_none=True, validate=SEAT, metadata={
        "description": "Only this seat's moves (out-of-turn ones included); omitted or "
                       "null: every seat's"})


class MoveRequestSchema(StateCarrierSchema):
    """A state (or state token) and a move; optionally the seat whose view to answer."""

    move = fields.Dict(required=True, metadata=doc_ref(
        "GameMove", description="`seat`, `type` and the type's fields"))
    seat = view_seat_field()


class ViewRequestSchema(StateCarrierSchema):
    """A state (or state token) and the seat that looks at it (null = spectator)."""

    seat = fields.Integer(strict=True, required=True, allow_none=True, validate=SEAT,
                          metadata={"description": "null: a spectator (no hand shown)"})


class BotMoveRequestSchema(StateCarrierSchema):
    """A state (or state token), the bot's seat and level; search limits; hints on
    request."""

    seat = fields.Integer(strict=True, allow_none=True, validate=SEAT, metadata={
        "description": "Default: the first seat of `to_act`"})
    # Documented as the BotLevel component, not inline: openapi-generator's typescript-fetch
    # drops an inline enum of a schema that also has a oneOf (state or state_token).
    level = fields.String(required=True, validate=validate.OneOf(list(LEVELS)),
                          metadata=doc_ref("BotLevel", "`random`: uniform over the legal "
                                    "moves; `heuristic`: rules of thumb; `expert`: search "
                                    "over worlds sampled from the seat's view. Every bot "
                                    "sees only the seat's view. A game without bots yet "
                                    "answers 422 `unsupported_bot_level` for the last two"))
    seed = fields.Integer(strict=True, allow_none=True, validate=SEED_RANGE,
                          metadata={"description": "Makes the choice reproducible (with "
                                    "`iterations`, also for `expert`, unless `budget_ms` "
                                    "stops the search first)"})
    budget_ms = fields.Integer(strict=True, allow_none=True,
                               validate=validate.Range(min=1, max=MAX_BUDGET_MS),
                               metadata={"description": "Thinking time of the search "
                                         f"(`expert`, and `explain`); default "
                                         f"{DEFAULT_BUDGET_MS}"})
    iterations = fields.Integer(strict=True, allow_none=True,
                                validate=validate.Range(min=1, max=MAX_ITERATIONS),
                                metadata={"description": "Cap on the search's rollouts; "
                                          "the search stops at the cap or at `budget_ms`, "
                                          f"whichever comes first (default cap "
                                          f"{DEFAULT_ITERATIONS})"})
    explain = StrictBoolean(load_default=False, metadata={
        "description": "Also return `estimates`: the expert's value of each candidate "
                       "move (whatever the level)"})
