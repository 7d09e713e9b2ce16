from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_choose_moon_move_mode import HeartsChooseMoonMoveMode
from ..models.hearts_choose_moon_move_type import HeartsChooseMoonMoveType






T = TypeVar("T", bound="HeartsChooseMoonMove")



@_attrs_define
class HeartsChooseMoonMove:
    """ Hearts `choose_moon` move: `mode`

        Attributes:
            mode (HeartsChooseMoonMoveMode):
            seat (int):
            type_ (HeartsChooseMoonMoveType):
     """

    mode: HeartsChooseMoonMoveMode
    seat: int
    type_: HeartsChooseMoonMoveType





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = HeartsChooseMoonMoveMode(d.pop("mode"))




        seat = d.pop("seat")

        type_ = HeartsChooseMoonMoveType(d.pop("type"))




        hearts_choose_moon_move = cls(
            mode=mode,
            seat=seat,
            type_=type_,
        )

        return hearts_choose_moon_move

