from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.karnoeffel_card import KarnoeffelCard
from ..models.watten_card import WattenCard
from typing import cast






T = TypeVar("T", bound="Play")



@_attrs_define
class Play:
    """ 
        Attributes:
            card (HeartsCard | KarnoeffelCard | WattenCard): A card code: suit letter then rank
            seat (int):
     """

    card: HeartsCard | KarnoeffelCard | WattenCard
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card: str
        if isinstance(self.card, HeartsCard):
            card = self.card.value
        elif isinstance(self.card, KarnoeffelCard):
            card = self.card.value
        else:
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
        def _parse_card(data: object) -> HeartsCard | KarnoeffelCard | WattenCard:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_card_type_0 = HeartsCard(data)



                return componentsschemas_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_card_type_1 = KarnoeffelCard(data)



                return componentsschemas_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_card_type_2 = WattenCard(data)



            return componentsschemas_card_type_2

        card = _parse_card(d.pop("card"))


        seat = d.pop("seat")

        play = cls(
            card=card,
            seat=seat,
        )

        return play

