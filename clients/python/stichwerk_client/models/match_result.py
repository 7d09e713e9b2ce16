from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MatchResult")



@_attrs_define
class MatchResult:
    """ 
        Attributes:
            over (bool):
            winners (list[int]): Sides or seats (a list: Hearts can end in a shared win)
     """

    over: bool
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        over = self.over

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "over": over,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        over = d.pop("over")

        winners = cast(list[int], d.pop("winners"))


        match_result = cls(
            over=over,
            winners=winners,
        )

        return match_result

