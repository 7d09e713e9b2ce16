from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_raised_event_type import WattenRaisedEventType






T = TypeVar("T", bound="WattenRaisedEvent")



@_attrs_define
class WattenRaisedEvent:
    """ A seat raised the hand ("Gehst?", §1.10); the other side holds or folds.

        Attributes:
            seat (int): Who raised.
            side (int): The raising side.
            to (int): What the hand is worth for the raisers if held.
            type_ (WattenRaisedEventType):
     """

    seat: int
    side: int
    to: int
    type_: WattenRaisedEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        side = self.side

        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        side = d.pop("side")

        to = d.pop("to")

        type_ = WattenRaisedEventType(d.pop("type"))




        watten_raised_event = cls(
            seat=seat,
            side=side,
            to=to,
            type_=type_,
        )

        return watten_raised_event

