from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeedReveal")



@_attrs_define
class SeedReveal:
    """ 
        Attributes:
            salt (str): 32 hex digits
            seed (int):
     """

    salt: str
    seed: int





    def to_dict(self) -> dict[str, Any]:
        salt = self.salt

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "salt": salt,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        salt = d.pop("salt")

        seed = d.pop("seed")

        seed_reveal = cls(
            salt=salt,
            seed=seed,
        )

        return seed_reveal

