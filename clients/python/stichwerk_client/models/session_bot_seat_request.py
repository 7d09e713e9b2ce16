from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_bot_seat_request_kind import SessionBotSeatRequestKind
from ..models.session_bot_seat_request_level import SessionBotSeatRequestLevel






T = TypeVar("T", bound="SessionBotSeatRequest")



@_attrs_define
class SessionBotSeatRequest:
    """ A bot seat of a level

        Attributes:
            kind (SessionBotSeatRequestKind):
            level (SessionBotSeatRequestLevel): random, heuristic, expert (a level that is not available yet for the game is
                a 422 `unsupported_bot_level`)
     """

    kind: SessionBotSeatRequestKind
    level: SessionBotSeatRequestLevel





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level = self.level.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "level": level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SessionBotSeatRequestKind(d.pop("kind"))




        level = SessionBotSeatRequestLevel(d.pop("level"))




        session_bot_seat_request = cls(
            kind=kind,
            level=level,
        )

        return session_bot_seat_request

