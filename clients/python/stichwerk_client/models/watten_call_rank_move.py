from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_call_rank_move_rank import WattenCallRankMoveRank
from ..models.watten_call_rank_move_type import WattenCallRankMoveType






T = TypeVar("T", bound="WattenCallRankMove")



@_attrs_define
class WattenCallRankMove:
    """ Watten `call_rank` move: `rank`

        Attributes:
            rank (WattenCallRankMoveRank):
            seat (int):
            type_ (WattenCallRankMoveType):
     """

    rank: WattenCallRankMoveRank
    seat: int
    type_: WattenCallRankMoveType





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank.value

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
        rank = WattenCallRankMoveRank(d.pop("rank"))




        seat = d.pop("seat")

        type_ = WattenCallRankMoveType(d.pop("type"))




        watten_call_rank_move = cls(
            rank=rank,
            seat=seat,
            type_=type_,
        )

        return watten_call_rank_move

