from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_deal_move_type import WattenDealMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WattenDealMove")



@_attrs_define
class WattenDealMove:
    """ Watten `deal` move: `seed` (optional), `hands` (optional)

        Attributes:
            seat (int):
            type_ (WattenDealMoveType):
            hands (list[list[WattenCard]] | Unset): One list of card codes per seat
            seed (int | Unset):
     """

    seat: int
    type_: WattenDealMoveType
    hands: list[list[WattenCard]] | Unset = UNSET
    seed: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = []
                for hands_item_item_data in hands_item_data:
                    hands_item_item = hands_item_item_data.value
                    hands_item.append(hands_item_item)


                hands.append(hands_item)



        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })
        if hands is not UNSET:
            field_dict["hands"] = hands
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = WattenDealMoveType(d.pop("type"))




        _hands = d.pop("hands", UNSET)
        hands: list[list[WattenCard]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = []
                _hands_item = hands_item_data
                for hands_item_item_data in (_hands_item):
                    hands_item_item = WattenCard(hands_item_item_data)



                    hands_item.append(hands_item_item)

                hands.append(hands_item)


        seed = d.pop("seed", UNSET)

        watten_deal_move = cls(
            seat=seat,
            type_=type_,
            hands=hands,
            seed=seed,
        )

        return watten_deal_move

