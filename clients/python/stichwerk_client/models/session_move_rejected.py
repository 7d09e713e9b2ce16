from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.violation import Violation





T = TypeVar("T", bound="SessionMoveRejected")



@_attrs_define
class SessionMoveRejected:
    """ 
        Attributes:
            error (Violation):
            legal (bool):
            version (int):
     """

    error: Violation
    legal: bool
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.violation import Violation # noqa: PLC0415
        error = self.error.to_dict()

        legal = self.legal

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "error": error,
            "legal": legal,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation import Violation # noqa: PLC0415
        d = dict(src_dict)
        error = Violation.from_dict(d.pop("error"))




        legal = d.pop("legal")

        version = d.pop("version")

        session_move_rejected = cls(
            error=error,
            legal=legal,
            version=version,
        )

        return session_move_rejected

