from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hearts_broken_event_type import HeartsHeartsBrokenEventType






T = TypeVar("T", bound="HeartsHeartsBrokenEvent")



@_attrs_define
class HeartsHeartsBrokenEvent:
    """ A completed trick holds a heart (with qs_breaks_hearts: or SQ): hearts may be led from now on.

        Attributes:
            trick (int): The number of that trick, from 1.
            type_ (HeartsHeartsBrokenEventType):
     """

    trick: int
    type_: HeartsHeartsBrokenEventType





    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "trick": trick,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick = d.pop("trick")

        type_ = HeartsHeartsBrokenEventType(d.pop("type"))




        hearts_hearts_broken_event = cls(
            trick=trick,
            type_=type_,
        )

        return hearts_hearts_broken_event

