from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WattenPendingRaise")



@_attrs_define
class WattenPendingRaise:
    """ A raise ("Gehst?") that waits for the other side's hold or fold

        Attributes:
            seat (int):
            side (int):
     """

    seat: int
    side: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        side = self.side


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        side = d.pop("side")

        watten_pending_raise = cls(
            seat=seat,
            side=side,
        )

        return watten_pending_raise

