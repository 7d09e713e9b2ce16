from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="IllegalCard")



@_attrs_define
class IllegalCard:
    """ 
        Attributes:
            card (str):  Example: HK.
            code (str): The violation's stable code, as `POST .../moves` of this card would answer (`not_your_turn`,
                `must_follow_suit`, ...) Example: must_follow_suit.
            message (str): For people
     """

    card: str
    code: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        code = self.code

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
        card = d.pop("card")

        code = d.pop("code")

        message = d.pop("message")

        illegal_card = cls(
            card=card,
            code=code,
            message=message,
        )

        return illegal_card

