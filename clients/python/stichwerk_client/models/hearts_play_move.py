from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_play_move_type import HeartsPlayMoveType






T = TypeVar("T", bound="HeartsPlayMove")



@_attrs_define
class HeartsPlayMove:
    """ Hearts `play` move: `card`

        Attributes:
            card (HeartsCard): A card of Hearts: suit letter then rank
            seat (int):
            type_ (HeartsPlayMoveType):
     """

    card: HeartsCard
    seat: int
    type_: HeartsPlayMoveType





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = HeartsCard(d.pop("card"))




        seat = d.pop("seat")

        type_ = HeartsPlayMoveType(d.pop("type"))




        hearts_play_move = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return hearts_play_move

