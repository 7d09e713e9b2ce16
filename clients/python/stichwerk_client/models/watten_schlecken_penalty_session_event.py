from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_schlecken_penalty_session_event_type import WattenSchleckenPenaltySessionEventType






T = TypeVar("T", bound="WattenSchleckenPenaltySessionEvent")



@_attrs_define
class WattenSchleckenPenaltySessionEvent:
    """ A cut taker played five cards and none was a critical: a false claim (§1.5). (a session log entry)

        Attributes:
            points (int): The change of the score (<= 0).
            seat (int): The taker.
            seq (int): Position in the log, from 1
            type_ (WattenSchleckenPenaltySessionEventType):
            version (int): The session version this event led to
     """

    points: int
    seat: int
    seq: int
    type_: WattenSchleckenPenaltySessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = WattenSchleckenPenaltySessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_schlecken_penalty_session_event = cls(
            points=points,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return watten_schlecken_penalty_session_event

