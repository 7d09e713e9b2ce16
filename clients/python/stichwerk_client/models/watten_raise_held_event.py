from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_raise_held_event_type import WattenRaiseHeldEventType






T = TypeVar("T", bound="WattenRaiseHeldEvent")



@_attrs_define
class WattenRaiseHeldEvent:
    """ The other side held the raise: the hand is worth one more.

        Attributes:
            seat (int): Who held.
            stake (int): What the hand is worth now.
            type_ (WattenRaiseHeldEventType):
     """

    seat: int
    stake: int
    type_: WattenRaiseHeldEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stake = self.stake

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "stake": stake,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stake = d.pop("stake")

        type_ = WattenRaiseHeldEventType(d.pop("type"))




        watten_raise_held_event = cls(
            seat=seat,
            stake=stake,
            type_=type_,
        )

        return watten_raise_held_event

