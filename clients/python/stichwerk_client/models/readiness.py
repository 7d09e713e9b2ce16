from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.readiness_status import ReadinessStatus






T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ 
        Attributes:
            status (ReadinessStatus):
            store (str): The session store: `embedded` (in-process) or `redis`
     """

    status: ReadinessStatus
    store: str





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        store = self.store


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "store": store,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))




        store = d.pop("store")

        readiness = cls(
            status=status,
            store=store,
        )

        return readiness

