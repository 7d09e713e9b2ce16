from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_code import ErrorCode
from typing import cast

if TYPE_CHECKING:
  from ..models.error_errors import ErrorErrors





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ 
        Attributes:
            code (ErrorCode): Stable snake_case code of an error answer:
                * `bad_card`: a card code that does not exist in this game's deck
                * `bad_gateway`: 502: the proxy got no answer from the service; try again (see `Retry-After`)
                * `bad_request`: HTTP 400
                * `concurrent_update`: 409: the session changed too often while the move was evaluated; send it again
                * `conflict`: HTTP 409
                * `deal_not_allowed`: 403: sessions deal every hand themselves
                * `expectation_failed`: 417: an `Expect` header other than `100-continue` (gunicorn)
                * `forbidden`: HTTP 403
                * `gateway_timeout`: 504: the service did not answer the proxy in time
                * `header_too_large`: 431: a header line or the header block is too large (gunicorn, waitress)
                * `host_cannot_move`: 403: the host token holds no seat (it reads what the spectator reads)
                * `host_only`: 403: only the session's host token may do this (end the session, re-invite a seat)
                * `http_version_not_supported`: 505: the proxy speaks HTTP/1.x
                * `idempotency_key_reused`: 422: the Idempotency-Key was used with another body
                * `internal_error`: HTTP 500
                * `invalid_deal`: explicit hands that cannot be dealt
                * `invalid_input`: malformed input (a move or value of the wrong shape)
                * `invalid_invitation`: 403: the code is not an invitation to this seat of this session
                * `invalid_json`: the body is not valid JSON (or not UTF-8, nested deeper than MAX_JSON_DEPTH, or with a lone
                surrogate such as \\ud800)
                * `invalid_option`: an option value of the wrong type or out of range
                * `invalid_option_combination`: options that cannot be combined
                * `invalid_seats`: 422: the session's seats do not fit the table
                * `invalid_state`: the posted state cannot occur
                * `invalid_state_token`: 422: a `state_token` this service did not seal for this game (edited, truncated, too
                long, another game or key, garbage)
                * `invalid_ticket`: 401: the stream ticket is malformed, unknown, used, expired or for another session
                * `invalid_token`: 401: a malformed token, or not a token of this session
                * `invitation_claimed`: 409: the invitation has already been claimed (its token was shown once)
                * `invitation_expired`: 410: the invitation has expired; the host can issue a new one
                * `invitation_revoked`: 410: the invitation was replaced by a newer one
                * `match_over`: 409: the match is over: no seat can leave it (its log ends with the match)
                * `method_not_allowed`: HTTP 405
                * `missing_token`: 401: no `Authorization: Bearer <token>` header
                * `no_legal_moves`: the seat has no legal move in this state
                * `not_acceptable`: HTTP 406
                * `not_found`: HTTP 404
                * `not_implemented`: HTTP 501
                * `payload_too_large`: HTTP 413
                * `rate_limited`: 429: too many requests from this client to this route (`RATE_LIMIT_BOT_MOVES`,
                `RATE_LIMIT_SESSIONS`, `RATE_LIMIT_SEATS`); see `Retry-After`
                * `request_timeout`: 408: the proxy closed a request that arrived too slowly
                * `sealed_deal_not_allowed`: 422: a sealed state's holder chooses no seed and no hands (`seed`, `deal`, a `deal`
                move's `seed`/`hands`)
                * `search_capacity_exhausted`: 503: this server runs its maximum of bot searches at once (`SEARCH_CONCURRENCY`);
                see `Retry-After`
                * `seat_claimed`: 409: only a seat that was never claimed can be invited again
                * `seat_not_found`: 404: the table has no such seat
                * `session_not_found`: 404: no such session (never created, ended or expired)
                * `session_store_full`: 503: the session store is full (`MAX_SESSIONS` sessions, or Redis at `maxmemory`): no
                new writes for now (see `Retry-After`); reads keep working
                * `session_store_unavailable`: 503: the session store cannot be reached (see `Retry-After`)
                * `session_too_large`: 409: the session reached `SESSION_MAX_EVENTS` events or `SESSION_MAX_BYTES` bytes and
                takes no more moves
                * `spectator_read_only`: 403: the spectator token may only read
                * `stale_version`: 409: `expected_version` is not the session's version
                * `state_sealing_unavailable`: 503: `state_token` or `sealed: true`, but the service has no key
                (STATE_TOKEN_KEYS)
                * `too_many_requests`: HTTP 429
                * `too_many_sessions`: 429: this client holds `MAX_SESSIONS_PER_CLIENT` live sessions already: end one
                (`DELETE`, its host token) or wait until one expires (`Retry-After`: the soonest possible expiry)
                * `too_many_streams`: 503: the worker holds STREAM_MAX_CONNECTIONS streams and long-polls already, or
                STREAM_MAX_PER_CLIENT of them for this client (see `Retry-After`)
                * `unauthorized`: HTTP 401
                * `unavailable`: HTTP 503
                * `unknown_game`: no game with that id
                * `unknown_move_type`: a move type the game does not have
                * `unknown_option`: an option the game does not have
                * `unknown_preset`: a preset the game does not have
                * `unsupported_bot_level`: the bot level exists in the contract but is not available yet
                * `unsupported_media_type`: HTTP 415
                * `uri_too_long`: HTTP 414
                * `validation_error`: HTTP 422
                * `wrong_seat`: 403: the move's seat is not the token's seat
            errors (ErrorErrors): Field path → reason; `_` is the body as a whole
            message (str): For humans
            status (int): The HTTP status
     """

    code: ErrorCode
    errors: ErrorErrors
    message: str
    status: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_errors import ErrorErrors # noqa: PLC0415
        code = self.code.value

        errors = self.errors.to_dict()

        message = self.message

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "errors": errors,
            "message": message,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_errors import ErrorErrors # noqa: PLC0415
        d = dict(src_dict)
        code = ErrorCode(d.pop("code"))




        errors = ErrorErrors.from_dict(d.pop("errors"))




        message = d.pop("message")

        status = d.pop("status")

        error = cls(
            code=code,
            errors=errors,
            message=message,
            status=status,
        )

        return error

