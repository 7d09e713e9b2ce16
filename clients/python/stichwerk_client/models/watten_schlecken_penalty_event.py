from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_schlecken_penalty_event_type import WattenSchleckenPenaltyEventType






T = TypeVar("T", bound="WattenSchleckenPenaltyEvent")



@_attrs_define
class WattenSchleckenPenaltyEvent:
    """ A cut taker played five cards and none was a critical: a false claim (§1.5).

        Attributes:
            points (int): The change of the score (<= 0).
            seat (int): The taker.
            type_ (WattenSchleckenPenaltyEventType):
     """

    points: int
    seat: int
    type_: WattenSchleckenPenaltyEventType





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        type_ = WattenSchleckenPenaltyEventType(d.pop("type"))




        watten_schlecken_penalty_event = cls(
            points=points,
            seat=seat,
            type_=type_,
        )

        return watten_schlecken_penalty_event

