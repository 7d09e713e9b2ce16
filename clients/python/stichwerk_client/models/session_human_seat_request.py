from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_human_seat_request_kind import SessionHumanSeatRequestKind






T = TypeVar("T", bound="SessionHumanSeatRequest")



@_attrs_define
class SessionHumanSeatRequest:
    """ A human seat: it gets a secret token

        Attributes:
            kind (SessionHumanSeatRequestKind):
     """

    kind: SessionHumanSeatRequestKind





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SessionHumanSeatRequestKind(d.pop("kind"))




        session_human_seat_request = cls(
            kind=kind,
        )

        return session_human_seat_request

