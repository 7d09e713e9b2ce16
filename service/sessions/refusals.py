"""The session use cases' refusals: each a 4xx `ApiError` with its code and the field
it is about (`service.sessions.usecases`)."""

from __future__ import annotations

from typing import Any

from engine.game import Game
from service.errors import ApiError
from service.sessions.stores import SessionStore
from service.sessions.tokens import Role, Viewer


def spectator_read_only(action: str) -> ApiError:
    return ApiError(403, "spectator_read_only", f"a spectator token cannot {action}",
                    {"Authorization": "spectator token"})


def cannot_move(viewer: Viewer) -> ApiError:
    """The spectator's or the host's token posting a move."""
    if viewer.role is Role.SPECTATOR:
        return spectator_read_only("move")
    return ApiError(403, "host_cannot_move", "the host token holds no seat: it cannot "
                    "move", {"Authorization": "host token"})


def own_seat(viewer: Viewer, seat: int, action: str) -> None:
    """``viewer`` must be the token of ``seat`` (403 otherwise)."""
    if viewer.role is Role.SPECTATOR:
        raise spectator_read_only(action)
    if viewer.role is Role.HOST:
        raise ApiError(403, "wrong_seat", f"the host token holds no seat: it cannot "
                       f"{action}", {"seat": "the host token holds no seat"})
    if viewer.seat != seat:
        raise ApiError(403, "wrong_seat", f"this token acts for seat {viewer.seat}, not "
                       f"seat {seat}", {"seat": f"must be {viewer.seat}, the token's seat"})


def host_only(viewer: Viewer, action: str) -> None:
    if viewer.role is not Role.HOST:
        raise ApiError(403, "host_only", f"only the host token can {action}",
                       {"Authorization": "not the host token"})


def too_large(store: SessionStore) -> ApiError:
    limits = store.limits
    return ApiError(409, "session_too_large", f"the session reached its size limit "
                    f"({limits.max_events} events or {limits.max_bytes} bytes: "
                    f"SESSION_MAX_EVENTS, SESSION_MAX_BYTES) and takes no more moves",
                    {"_": "session too large"})


def check_target(game: Game[Any, Any], options: Any, max_target: int,
                 sent: bool = True) -> None:
    """``SESSION_MAX_TARGET``: the match length (the game's `match_length_option`), and so
    the event log, is bounded. ``sent``: the client gave that option; else it is the
    game's default (or its preset's), and the refusal says so and what to send instead."""
    name = game.match_length_option
    if name is None:
        return
    target = getattr(options, name)
    if target > max_target:
        limit = f"this service's limit for sessions ({max_target}, SESSION_MAX_TARGET)"
        message = (f"options.{name} {target} is above {limit}" if sent else
                   f"this game's {name} {target} (no options.{name} was sent: its default "
                   f"or the preset's) is above {limit}; send an options.{name} of at "
                   f"most {max_target}")
        raise ApiError(422, "invalid_option", message,
                       {f"options.{name}": f"at most {max_target} in a session"})


def stale(expected: int, current: int) -> ApiError:
    now = f"; the session is at version {current}"
    return ApiError(409, "stale_version", f"expected_version {expected} is stale{now}",
                    {"expected_version": f"stale{now}"})
