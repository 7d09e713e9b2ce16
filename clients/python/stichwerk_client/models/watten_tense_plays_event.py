from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_tense_plays_event_type import WattenTensePlaysEventType






T = TypeVar("T", bound="WattenTensePlaysEvent")



@_attrs_define
class WattenTensePlaysEvent:
    """ tense_mode pagat: the lone tense side plays the hand for 3 (§1.11).

        Attributes:
            seat (int): Who chose.
            side (int): The tense side.
            stake (int): What the hand is worth now (3).
            type_ (WattenTensePlaysEventType):
     """

    seat: int
    side: int
    stake: int
    type_: WattenTensePlaysEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        side = self.side

        stake = self.stake

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
            "stake": stake,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        side = d.pop("side")

        stake = d.pop("stake")

        type_ = WattenTensePlaysEventType(d.pop("type"))




        watten_tense_plays_event = cls(
            seat=seat,
            side=side,
            stake=stake,
            type_=type_,
        )

        return watten_tense_plays_event

