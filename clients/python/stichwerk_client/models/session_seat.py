from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_seat_kind import SessionSeatKind
from ..models.session_seat_level_type_1 import SessionSeatLevelType1
from ..models.session_seat_level_type_2_type_1 import SessionSeatLevelType2Type1
from ..models.session_seat_level_type_3_type_1 import SessionSeatLevelType3Type1
from typing import cast






T = TypeVar("T", bound="SessionSeat")



@_attrs_define
class SessionSeat:
    """ 
        Attributes:
            kind (SessionSeatKind):
            level (None | SessionSeatLevelType1 | SessionSeatLevelType2Type1 | SessionSeatLevelType3Type1): Bots only; null
                for humans
            seat (int):
            waiting (bool): True for a human seat of an invite session (`seating: invite`) whose invitation has not been
                claimed yet: its player has not arrived. False otherwise (a claimed seat, a bot, a seat seated at creation); a
                claim turns it false and logs `seat_claimed`
     """

    kind: SessionSeatKind
    level: None | SessionSeatLevelType1 | SessionSeatLevelType2Type1 | SessionSeatLevelType3Type1
    seat: int
    waiting: bool





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level: None | str
        if isinstance(self.level, SessionSeatLevelType1):
            level = self.level.value
        elif isinstance(self.level, SessionSeatLevelType2Type1):
            level = self.level.value
        elif isinstance(self.level, SessionSeatLevelType3Type1):
            level = self.level.value
        else:
            level = self.level

        seat = self.seat

        waiting = self.waiting


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "level": level,
            "seat": seat,
            "waiting": waiting,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SessionSeatKind(d.pop("kind"))




        def _parse_level(data: object) -> None | SessionSeatLevelType1 | SessionSeatLevelType2Type1 | SessionSeatLevelType3Type1:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_1 = SessionSeatLevelType1(data)



                if not hasattr(level_type_1, "to_dict") or level_type_1.to_dict() == data:
                    return level_type_1
                parsed.append(level_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_2_type_1 = SessionSeatLevelType2Type1(data)



                if not hasattr(level_type_2_type_1, "to_dict") or level_type_2_type_1.to_dict() == data:
                    return level_type_2_type_1
                parsed.append(level_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_3_type_1 = SessionSeatLevelType3Type1(data)



                if not hasattr(level_type_3_type_1, "to_dict") or level_type_3_type_1.to_dict() == data:
                    return level_type_3_type_1
                parsed.append(level_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | SessionSeatLevelType1 | SessionSeatLevelType2Type1 | SessionSeatLevelType3Type1, parsed[0])
            return cast(None | SessionSeatLevelType1 | SessionSeatLevelType2Type1 | SessionSeatLevelType3Type1, data)

        level = _parse_level(d.pop("level"))


        seat = d.pop("seat")

        waiting = d.pop("waiting")

        session_seat = cls(
            kind=kind,
            level=level,
            seat=seat,
            waiting=waiting,
        )

        return session_seat

