from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_call_suit_move_suit import WattenCallSuitMoveSuit
from ..models.watten_call_suit_move_type import WattenCallSuitMoveType






T = TypeVar("T", bound="WattenCallSuitMove")



@_attrs_define
class WattenCallSuitMove:
    """ Watten `call_suit` move: `suit`

        Attributes:
            seat (int):
            suit (WattenCallSuitMoveSuit):
            type_ (WattenCallSuitMoveType):
     """

    seat: int
    suit: WattenCallSuitMoveSuit
    type_: WattenCallSuitMoveType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        suit = self.suit.value

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

        suit = WattenCallSuitMoveSuit(d.pop("suit"))




        type_ = WattenCallSuitMoveType(d.pop("type"))




        watten_call_suit_move = cls(
            seat=seat,
            suit=suit,
            type_=type_,
        )

        return watten_call_suit_move

