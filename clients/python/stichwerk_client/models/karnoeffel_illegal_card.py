from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_reason_code import KarnoeffelReasonCode






T = TypeVar("T", bound="KarnoeffelIllegalCard")



@_attrs_define
class KarnoeffelIllegalCard:
    """ 
        Attributes:
            card (KarnoeffelCard): A card of Karnöffel: suit letter then rank
            code (KarnoeffelReasonCode): Why a Karnöffel move is illegal:
                * `card_not_in_hand`: the card is not in the seat's hand
                * `devil_cannot_lead_first_trick`: the Devil (the chosen suit's 7) may not be led to trick 1 (§2.5)
                * `not_your_turn`: the seat may not make this move now
                * `wrong_phase`: this kind of move is not possible in the current phase
            message (str): For people
     """

    card: KarnoeffelCard
    code: KarnoeffelReasonCode
    message: str





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = KarnoeffelCard(d.pop("card"))




        code = KarnoeffelReasonCode(d.pop("code"))




        message = d.pop("message")

        karnoeffel_illegal_card = cls(
            card=card,
            code=code,
            message=message,
        )

        return karnoeffel_illegal_card

