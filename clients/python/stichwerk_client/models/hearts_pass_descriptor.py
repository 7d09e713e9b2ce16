from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_pass_descriptor_type import HeartsPassDescriptorType
from typing import cast






T = TypeVar("T", bound="HeartsPassDescriptor")



@_attrs_define
class HeartsPassDescriptor:
    """ Every Hearts `pass` move of a seat: choose `count` distinct cards from `choose_from` and post them as the `pass`
    move's `cards`

        Attributes:
            choose_from (list[HeartsCard]):
            count (int):
            seat (int):
            type_ (HeartsPassDescriptorType):
     """

    choose_from: list[HeartsCard]
    count: int
    seat: int
    type_: HeartsPassDescriptorType





    def to_dict(self) -> dict[str, Any]:
        choose_from = []
        for choose_from_item_data in self.choose_from:
            choose_from_item = choose_from_item_data.value
            choose_from.append(choose_from_item)



        count = self.count

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choose_from": choose_from,
            "count": count,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choose_from = []
        _choose_from = d.pop("choose_from")
        for choose_from_item_data in (_choose_from):
            choose_from_item = HeartsCard(choose_from_item_data)



            choose_from.append(choose_from_item)


        count = d.pop("count")

        seat = d.pop("seat")

        type_ = HeartsPassDescriptorType(d.pop("type"))




        hearts_pass_descriptor = cls(
            choose_from=choose_from,
            count=count,
            seat=seat,
            type_=type_,
        )

        return hearts_pass_descriptor

