from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_schlag_named_event_type import WattenSchlagNamedEventType






T = TypeVar("T", bound="WattenSchlagNamedEvent")



@_attrs_define
class WattenSchlagNamedEvent:
    """ The Schlag (trump rank) is named.

        Attributes:
            rank (str): The rank.
            seat (int): Who named it.
            type_ (WattenSchlagNamedEventType):
     """

    rank: str
    seat: int
    type_: WattenSchlagNamedEventType





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rank": rank,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        seat = d.pop("seat")

        type_ = WattenSchlagNamedEventType(d.pop("type"))




        watten_schlag_named_event = cls(
            rank=rank,
            seat=seat,
            type_=type_,
        )

        return watten_schlag_named_event

