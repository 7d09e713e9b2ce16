from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_left_session_event_level import SeatLeftSessionEventLevel
from ..models.seat_left_session_event_type import SeatLeftSessionEventType






T = TypeVar("T", bound="SeatLeftSessionEvent")



@_attrs_define
class SeatLeftSessionEvent:
    """ A human left: a bot of `level` plays the seat from then on

        Attributes:
            level (SeatLeftSessionEventLevel):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (SeatLeftSessionEventType):
            version (int): The session version this event led to
     """

    level: SeatLeftSessionEventLevel
    seat: int
    seq: int
    type_: SeatLeftSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = SeatLeftSessionEventLevel(d.pop("level"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = SeatLeftSessionEventType(d.pop("type"))




        version = d.pop("version")

        seat_left_session_event = cls(
            level=level,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_left_session_event

