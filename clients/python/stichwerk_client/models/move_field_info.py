from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_field_info_kind import MoveFieldInfoKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MoveFieldInfo")



@_attrs_define
class MoveFieldInfo:
    """ 
        Attributes:
            kind (MoveFieldInfoKind):
            required (bool):
            allowed (list[str] | Unset):
     """

    kind: MoveFieldInfoKind
    required: bool
    allowed: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        required = self.required

        allowed: list[str] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = self.allowed




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "required": required,
        })
        if allowed is not UNSET:
            field_dict["allowed"] = allowed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = MoveFieldInfoKind(d.pop("kind"))




        required = d.pop("required")

        allowed = cast(list[str], d.pop("allowed", UNSET))


        move_field_info = cls(
            kind=kind,
            required=required,
            allowed=allowed,
        )

        return move_field_info

