from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_reason_code import KarnoeffelReasonCode
from typing import cast






T = TypeVar("T", bound="KarnoeffelViolation")



@_attrs_define
class KarnoeffelViolation:
    """ 
        Attributes:
            allowed (list[KarnoeffelCard]): The cards the seat may play now (for a Hearts pass: may pass), always present:
                for a violation about a card, the cards it may play instead; for any other (out of turn, wrong phase, nothing to
                answer ...), the cards of its legal moves now, `[]` when it may play none
            code (KarnoeffelReasonCode): Why a Karnöffel move is illegal:
                * `card_not_in_hand`: the card is not in the seat's hand
                * `devil_cannot_lead_first_trick`: the Devil (the chosen suit's 7) may not be led to trick 1 (§2.5)
                * `not_your_turn`: the seat may not make this move now
                * `wrong_phase`: this kind of move is not possible in the current phase
            message (str): For humans; names the cards
     """

    allowed: list[KarnoeffelCard]
    code: KarnoeffelReasonCode
    message: str





    def to_dict(self) -> dict[str, Any]:
        allowed = []
        for allowed_item_data in self.allowed:
            allowed_item = allowed_item_data.value
            allowed.append(allowed_item)



        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "allowed": allowed,
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        allowed = []
        _allowed = d.pop("allowed")
        for allowed_item_data in (_allowed):
            allowed_item = KarnoeffelCard(allowed_item_data)



            allowed.append(allowed_item)


        code = KarnoeffelReasonCode(d.pop("code"))




        message = d.pop("message")

        karnoeffel_violation = cls(
            allowed=allowed,
            code=code,
            message=message,
        )

        return karnoeffel_violation

