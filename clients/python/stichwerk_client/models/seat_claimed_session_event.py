from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_claimed_session_event_type import SeatClaimedSessionEventType






T = TypeVar("T", bound="SeatClaimedSessionEvent")



@_attrs_define
class SeatClaimedSessionEvent:
    """ An invited player claimed `seat` (`seating: invite`): the seat is no longer `waiting`. Written once, by the claim
    itself (not by its retry)

        Attributes:
            seat (int):
            seq (int): Position in the log, from 1
            type_ (SeatClaimedSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    type_: SeatClaimedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = SeatClaimedSessionEventType(d.pop("type"))




        version = d.pop("version")

        seat_claimed_session_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_claimed_session_event

