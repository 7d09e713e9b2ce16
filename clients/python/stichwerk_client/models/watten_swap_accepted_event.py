from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_swap_accepted_event_type import WattenSwapAcceptedEventType






T = TypeVar("T", bound="WattenSwapAcceptedEvent")



@_attrs_define
class WattenSwapAcceptedEvent:
    """ The dealer accepted: the dealer names the Schlag, the forehand the trump.

        Attributes:
            seat (int): Who.
            type_ (WattenSwapAcceptedEventType):
     """

    seat: int
    type_: WattenSwapAcceptedEventType





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

        type_ = WattenSwapAcceptedEventType(d.pop("type"))




        watten_swap_accepted_event = cls(
            seat=seat,
            type_=type_,
        )

        return watten_swap_accepted_event

