from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_moon_mode import HeartsMoonMode






T = TypeVar("T", bound="HeartsMoon")



@_attrs_define
class HeartsMoon:
    """ A moon shot (§3.8): who shot it and how it was scored.

        Attributes:
            mode (HeartsMoonMode):
            seat (int):
     """

    mode: HeartsMoonMode
    seat: int





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = HeartsMoonMode(d.pop("mode"))




        seat = d.pop("seat")

        hearts_moon = cls(
            mode=mode,
            seat=seat,
        )

        return hearts_moon

