from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard






T = TypeVar("T", bound="KarnoeffelTrickResultPlay")



@_attrs_define
class KarnoeffelTrickResultPlay:
    """ 
        Attributes:
            card (KarnoeffelCard): A card of Karnöffel: suit letter then rank
            seat (int):
     """

    card: KarnoeffelCard
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = KarnoeffelCard(d.pop("card"))




        seat = d.pop("seat")

        karnoeffel_trick_result_play = cls(
            card=card,
            seat=seat,
        )

        return karnoeffel_trick_result_play

