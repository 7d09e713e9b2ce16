from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_trump_named_event_type import WattenTrumpNamedEventType






T = TypeVar("T", bound="WattenTrumpNamedEvent")



@_attrs_define
class WattenTrumpNamedEvent:
    """ The trump suit is named; play starts (or the tense choice, pagat).

        Attributes:
            seat (int): Who named it.
            suit (str): The suit.
            type_ (WattenTrumpNamedEventType):
     """

    seat: int
    suit: str
    type_: WattenTrumpNamedEventType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        suit = self.suit

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "suit": suit,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        suit = d.pop("suit")

        type_ = WattenTrumpNamedEventType(d.pop("type"))




        watten_trump_named_event = cls(
            seat=seat,
            suit=suit,
            type_=type_,
        )

        return watten_trump_named_event

