from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_leave_cut_card_move_type import WattenLeaveCutCardMoveType






T = TypeVar("T", bound="WattenLeaveCutCardMove")



@_attrs_define
class WattenLeaveCutCardMove:
    """ Watten `leave_cut_card` move

        Attributes:
            seat (int):
            type_ (WattenLeaveCutCardMoveType):
     """

    seat: int
    type_: WattenLeaveCutCardMoveType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = WattenLeaveCutCardMoveType(d.pop("type"))




        watten_leave_cut_card_move = cls(
            seat=seat,
            type_=type_,
        )

        return watten_leave_cut_card_move

