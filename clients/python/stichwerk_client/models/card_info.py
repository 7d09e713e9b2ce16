from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CardInfo")



@_attrs_define
class CardInfo:
    """ 
        Attributes:
            code (str):  Example: HK.
            name (str):  Example: Herz König.
            rank (str):
            suit (str):
     """

    code: str
    name: str
    rank: str
    suit: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        name = self.name

        rank = self.rank

        suit = self.suit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "name": name,
            "rank": rank,
            "suit": suit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        name = d.pop("name")

        rank = d.pop("rank")

        suit = d.pop("suit")

        card_info = cls(
            code=code,
            name=name,
            rank=rank,
            suit=suit,
        )

        return card_info

