"""Response envelopes (documentation: the views return ready-made JSON)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.bots import LEVELS
from service.schemas.common import answer_game_field, doc_ref, ref, sealed_field


def view_field() -> fields.Dict:
    return fields.Dict(metadata=doc_ref(
        "GameView", description="With `seat` in the request: that seat's view of the state"))


def state_token_field() -> fields.String:
    return fields.String(required=True, metadata={
        "description": "The sealed state: post it as `state_token` with the next request. "
                       "Opaque, authenticated and encrypted; tokens of the same state differ"})


class StateResponseSchema(Schema):
    """A new match state."""

    sealed = sealed_field(False)
    state = fields.Dict(required=True, metadata=doc_ref("GameState"))
    view = view_field()


class SealedStateResponseSchema(Schema):
    """A new match state, sealed (`sealed: true`)."""

    sealed = sealed_field(True)
    state_token = state_token_field()
    view = view_field()


NEW_STATE = {
    "oneOf": [ref("StateResponse"), ref("SealedStateResponse")],
    "description": "The `state`, or with `sealed: true` its `state_token`; with `seat`, "
                   "also that seat's `view`",
}


class LegalMovesResponseSchema(Schema):
    """Who may act, and the legal moves."""

    game = answer_game_field("path")
    to_act = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)),
                         required=True, metadata={"description": "The seats the game waits "
                                                                 "for"})
    moves = fields.List(fields.Dict(metadata=doc_ref("LegalMove")), required=True, metadata={
        "description": "Every legal move of the seat asked for (out-of-turn ones "
                       "included), or of every seat; each carries its `seat`. A Hearts "
                       "pass is one descriptor per seat (`count`, `choose_from`)"})


class ViewResponseSchema(Schema):
    """The state as one seat may see it."""

    view = fields.Dict(required=True, metadata=doc_ref("GameView"))


class BotStatsSchema(Schema):
    """How the bot chose."""

    candidates = fields.Integer(strict=True, required=True, validate=validate.Range(min=1),
                                metadata={"description": "Moves it chose from (the "
                                          "search's candidates for `expert`)"})
    elapsed_ms = fields.Float(required=True, validate=validate.Range(min=0))
    seed = fields.Integer(strict=True, required=True, metadata={
        "description": "The seed used (pass it again to get the same choice)"})
    iterations = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={
        "description": "Search rollouts done (`expert` and `explain`)"})
    budget_ms = fields.Integer(strict=True, validate=validate.Range(min=1), metadata={
        "description": "The time budget the search got: the request's `budget_ms` (or the "
                       "default), clamped to the server's `BOT_MOVES_MAX_BUDGET_MS` "
                       "(200 by default)"})
    worlds = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={
        "description": "Worlds (deals of the hidden cards) sampled by the search"})
    stopped_by = fields.String(validate=validate.OneOf(["cap", "budget", "decided"]),
                               metadata={"description": "Why the search stopped: the "
                                         "iteration cap, the time budget, or one move "
                                         "was clearly best"})


class BotEstimateSchema(Schema):
    """The expert's estimate of one candidate move."""

    move = fields.Dict(required=True, metadata=doc_ref("GameMove"))
    value = fields.Float(required=True, allow_none=True, metadata={
        "description": "Mean value of the hand for the seat after this move (Hearts: "
                       "minus its penalty points; partnership games: its side's points "
                       "minus the opponents'); null if not searched"})
    rollouts = fields.Integer(strict=True, required=True, validate=validate.Range(min=0))
    expected_points = fields.Float(metadata={
        "description": "Hearts: the expected penalty points of the hand"})
    win_probability = fields.Float(validate=validate.Range(min=0, max=1), metadata={
        "description": "Share of the rollouts after which the seat's side won the hand"})
    same_as = fields.Dict(metadata=doc_ref(
        "GameMove", description="Set when this move was not searched on its own, being "
                                "equivalent to that move (Hearts: touching cards of a "
                                "suit); it carries that move's estimate"))


class BotMoveResponseSchema(Schema):
    """The move a bot would make."""

    game = answer_game_field("path (of the session, for a hint)")
    move = fields.Dict(required=True, metadata=doc_ref("GameMove"))
    level = fields.String(required=True, validate=validate.OneOf(list(LEVELS)))
    stats = fields.Nested(BotStatsSchema, required=True)
    estimates = fields.List(fields.Nested(BotEstimateSchema), metadata={
        "description": "With `explain: true`: one estimate per candidate move (every "
                       "legal move; a Hearts pass: the searched candidate passes)"})
