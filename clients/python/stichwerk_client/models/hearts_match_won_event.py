from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_match_won_event_type import HeartsMatchWonEventType
from typing import cast






T = TypeVar("T", bound="HeartsMatchWonEvent")



@_attrs_define
class HeartsMatchWonEvent:
    """ The match is over (also the `match` result of the move).

        Attributes:
            type_ (HeartsMatchWonEventType):
            winners (list[int]): The winning scoring units (sides or seats; Hearts may share).
     """

    type_: HeartsMatchWonEventType
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
        type_ = HeartsMatchWonEventType(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        hearts_match_won_event = cls(
            type_=type_,
            winners=winners,
        )

        return hearts_match_won_event

