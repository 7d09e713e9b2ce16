from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_reason_code import HeartsReasonCode
from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_reason_code import KarnoeffelReasonCode
from ..models.watten_card import WattenCard
from ..models.watten_reason_code import WattenReasonCode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Violation")



@_attrs_define
class Violation:
    """ 
        Attributes:
            code (HeartsReasonCode | KarnoeffelReasonCode | WattenReasonCode): A rule-violation code of one of the games
            message (str): For humans; names the cards
            allowed (list[HeartsCard | KarnoeffelCard | WattenCard] | Unset): The cards the seat may play instead, when the
                violation is about a card
     """

    code: HeartsReasonCode | KarnoeffelReasonCode | WattenReasonCode
    message: str
    allowed: list[HeartsCard | KarnoeffelCard | WattenCard] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, HeartsReasonCode):
            code = self.code.value
        elif isinstance(self.code, KarnoeffelReasonCode):
            code = self.code.value
        else:
            code = self.code.value


        message = self.message

        allowed: list[str] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = []
            for allowed_item_data in self.allowed:
                allowed_item: str
                if isinstance(allowed_item_data, HeartsCard):
                    allowed_item = allowed_item_data.value
                elif isinstance(allowed_item_data, KarnoeffelCard):
                    allowed_item = allowed_item_data.value
                else:
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
        def _parse_code(data: object) -> HeartsReasonCode | KarnoeffelReasonCode | WattenReasonCode:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reason_code_type_0 = HeartsReasonCode(data)



                return componentsschemas_reason_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reason_code_type_1 = KarnoeffelReasonCode(data)



                return componentsschemas_reason_code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_reason_code_type_2 = WattenReasonCode(data)



            return componentsschemas_reason_code_type_2

        code = _parse_code(d.pop("code"))


        message = d.pop("message")

        _allowed = d.pop("allowed", UNSET)
        allowed: list[HeartsCard | KarnoeffelCard | WattenCard] | Unset = UNSET
        if _allowed is not UNSET:
            allowed = []
            for allowed_item_data in _allowed:
                def _parse_allowed_item(data: object) -> HeartsCard | KarnoeffelCard | WattenCard:
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

                allowed_item = _parse_allowed_item(allowed_item_data)

                allowed.append(allowed_item)


        violation = cls(
            code=code,
            message=message,
            allowed=allowed,
        )

        return violation

