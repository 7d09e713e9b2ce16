from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_reason_code import KarnoeffelReasonCode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KarnoeffelViolation")



@_attrs_define
class KarnoeffelViolation:
    """ 
        Attributes:
            code (KarnoeffelReasonCode): Why a Karnöffel move is illegal:
                * `card_not_in_hand`: the card is not in the seat's hand
                * `devil_cannot_lead_first_trick`: the Devil (the chosen suit's 7) may not be led to trick 1 (§2.5)
                * `not_your_turn`: the seat may not make this move now
                * `wrong_phase`: this kind of move is not possible in the current phase
            message (str): For humans; names the cards
            allowed (list[KarnoeffelCard] | Unset): The cards the seat may play instead, when the violation is about a card
     """

    code: KarnoeffelReasonCode
    message: str
    allowed: list[KarnoeffelCard] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        allowed: list[str] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = []
            for allowed_item_data in self.allowed:
                allowed_item = allowed_item_data.value
                allowed.append(allowed_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })
        if allowed is not UNSET:
            field_dict["allowed"] = allowed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = KarnoeffelReasonCode(d.pop("code"))




        message = d.pop("message")

        _allowed = d.pop("allowed", UNSET)
        allowed: list[KarnoeffelCard] | Unset = UNSET
        if _allowed is not UNSET:
            allowed = []
            for allowed_item_data in _allowed:
                allowed_item = KarnoeffelCard(allowed_item_data)



                allowed.append(allowed_item)


        karnoeffel_violation = cls(
            code=code,
            message=message,
            allowed=allowed,
        )

        return karnoeffel_violation

