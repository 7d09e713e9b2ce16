from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_left_kind import SeatLeftKind
from ..models.seat_left_level import SeatLeftLevel
from ..models.seat_left_status import SeatLeftStatus






T = TypeVar("T", bound="SeatLeft")



@_attrs_define
class SeatLeft:
    """ 
        Attributes:
            kind (SeatLeftKind):
            last_event (int): `seq` of the newest event of the log
            level (SeatLeftLevel):
            seat (int):
            status (SeatLeftStatus): `finished` once the match is over
            version (int):
     """

    kind: SeatLeftKind
    last_event: int
    level: SeatLeftLevel
    seat: int
    status: SeatLeftStatus
    version: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        last_event = self.last_event

        level = self.level.value

        seat = self.seat

        status = self.status.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "last_event": last_event,
            "level": level,
            "seat": seat,
            "status": status,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SeatLeftKind(d.pop("kind"))




        last_event = d.pop("last_event")

        level = SeatLeftLevel(d.pop("level"))




        seat = d.pop("seat")

        status = SeatLeftStatus(d.pop("status"))




        version = d.pop("version")

        seat_left = cls(
            kind=kind,
            last_event=last_event,
            level=level,
            seat=seat,
            status=status,
            version=version,
        )

        return seat_left

