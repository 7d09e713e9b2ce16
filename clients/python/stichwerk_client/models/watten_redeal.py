from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WattenRedeal")



@_attrs_define
class WattenRedeal:
    """ The redeal ("Schöneres", §1.7)

        Attributes:
            count (int):
            refused (bool):
            requested_by (int | None):
     """

    count: int
    refused: bool
    requested_by: int | None





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        refused = self.refused

        requested_by: int | None
        requested_by = self.requested_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "refused": refused,
            "requested_by": requested_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        refused = d.pop("refused")

        def _parse_requested_by(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        requested_by = _parse_requested_by(d.pop("requested_by"))


        watten_redeal = cls(
            count=count,
            refused=refused,
            requested_by=requested_by,
        )

        return watten_redeal

