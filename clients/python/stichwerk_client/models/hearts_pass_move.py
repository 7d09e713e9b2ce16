from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_pass_move_type import HeartsPassMoveType
from typing import cast






T = TypeVar("T", bound="HeartsPassMove")



@_attrs_define
class HeartsPassMove:
    """ Hearts `pass` move: `cards`

        Attributes:
            cards (list[HeartsCard]):
            seat (int):
            type_ (HeartsPassMoveType):
     """

    cards: list[HeartsCard]
    seat: int
    type_: HeartsPassMoveType





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = HeartsCard(cards_item_data)



            cards.append(cards_item)


        seat = d.pop("seat")

        type_ = HeartsPassMoveType(d.pop("type"))




        hearts_pass_move = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        return hearts_pass_move

