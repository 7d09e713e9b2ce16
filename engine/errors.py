"""Typed errors. Malformed input is not an illegal move (python-chess habit).

* `MalformedInput`: the request cannot be understood or describes something that cannot
  exist (bad card code, unknown option, impossible state). The service answers 422.
* `IllegalMove`: a well-formed move that the rules forbid now. The service answers 200
  with ``legal: false`` and the `Violation`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class StichwerkError(Exception):
    """Base of every engine error."""


class UnknownGame(StichwerkError):
    def __init__(self, game: str, known: list[str]) -> None:
        super().__init__(f"unknown game {game!r}; known games: {', '.join(known)}")
        self.game = game
        self.known = known


class MalformedInput(StichwerkError):
    """Input that cannot be understood or cannot occur. ``errors`` maps field paths to reasons."""

    def __init__(self, message: str, errors: dict[str, str] | None = None,
                 code: str = "invalid_input") -> None:
        super().__init__(message)
        self.message = message
        self.errors = errors or {}
        self.code = code

    @classmethod
    def at(cls, path: str, reason: str, code: str = "invalid_input") -> MalformedInput:
        return cls(f"{path}: {reason}" if path else reason, {path or "_": reason}, code)


class InvalidState(MalformedInput):
    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"impossible state at {path}: {reason}", {path: reason}, "invalid_state")


@dataclass(frozen=True)
class Violation:
    """Why a move is illegal: a stable snake_case ``code`` and a message naming the cards."""

    code: str
    message: str
    allowed: list[str] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.allowed is not None:
            out["allowed"] = self.allowed
        return out


class IllegalMove(StichwerkError):
    def __init__(self, violation: Violation) -> None:
        super().__init__(violation.message)
        self.violation = violation
