from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_play_move_type import KarnoeffelPlayMoveType






T = TypeVar("T", bound="KarnoeffelPlayMove")



@_attrs_define
class KarnoeffelPlayMove:
    """ Karnöffel `play` move: `card`

        Attributes:
            card (KarnoeffelCard): A card of Karnöffel: suit letter then rank
            seat (int):
            type_ (KarnoeffelPlayMoveType):
     """

    card: KarnoeffelCard
    seat: int
    type_: KarnoeffelPlayMoveType





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
        card = KarnoeffelCard(d.pop("card"))




        seat = d.pop("seat")

        type_ = KarnoeffelPlayMoveType(d.pop("type"))




        karnoeffel_play_move = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return karnoeffel_play_move

