from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_match_won_event_type import WattenMatchWonEventType
from typing import cast






T = TypeVar("T", bound="WattenMatchWonEvent")



@_attrs_define
class WattenMatchWonEvent:
    """ The match is over (also the `match` result of the move).

        Attributes:
            type_ (WattenMatchWonEventType):
            winners (list[int]): The winning scoring units (sides or seats; Hearts may share).
     """

    type_: WattenMatchWonEventType
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WattenMatchWonEventType(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        watten_match_won_event = cls(
            type_=type_,
            winners=winners,
        )

        return watten_match_won_event

