from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_tense_conceded_event_type import WattenTenseConcededEventType






T = TypeVar("T", bound="WattenTenseConcededEvent")



@_attrs_define
class WattenTenseConcededEvent:
    """ tense_mode pagat: the lone tense side concedes 2 (a `hand_scored` follows).

        Attributes:
            seat (int): Who chose.
            side (int): The tense side.
            type_ (WattenTenseConcededEventType):
     """

    seat: int
    side: int
    type_: WattenTenseConcededEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        side = self.side

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        side = d.pop("side")

        type_ = WattenTenseConcededEventType(d.pop("type"))




        watten_tense_conceded_event = cls(
            seat=seat,
            side=side,
            type_=type_,
        )

        return watten_tense_conceded_event

