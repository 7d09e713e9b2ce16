from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_redeal_requested_event_type import WattenRedealRequestedEventType






T = TypeVar("T", bound="WattenRedealRequestedEvent")



@_attrs_define
class WattenRedealRequestedEvent:
    """ Forehand or dealer asks for new cards (§1.7).

        Attributes:
            seat (int): Who.
            type_ (WattenRedealRequestedEventType):
     """

    seat: int
    type_: WattenRedealRequestedEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = WattenRedealRequestedEventType(d.pop("type"))




        watten_redeal_requested_event = cls(
            seat=seat,
            type_=type_,
        )

        return watten_redeal_requested_event

