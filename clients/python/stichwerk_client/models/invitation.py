from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Invitation")



@_attrs_define
class Invitation:
    """ 
        Attributes:
            code (str):  Example: stwi_….
            expires_at (str): RFC 3339 UTC; `SESSION_INVITATION_TTL_SECONDS` after issue Example: 2026-12-02T13:00:00Z.
            seat (int):
     """

    code: str
    expires_at: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        expires_at = self.expires_at

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "expires_at": expires_at,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        expires_at = d.pop("expires_at")

        seat = d.pop("seat")

        invitation = cls(
            code=code,
            expires_at=expires_at,
            seat=seat,
        )

        return invitation

