from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_info_type import OptionInfoType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionInfo")



@_attrs_define
class OptionInfo:
    """ 
        Attributes:
            default (Any):
            description (str):
            name (str):
            nullable (bool):
            type_ (OptionInfoType):
            allowed (list[Any] | Unset):
            default_rule (str | Unset): How a derived default is chosen
            max_items (int | Unset): List options: the most entries accepted
            maximum (int | Unset):
            minimum (int | Unset):
     """

    default: Any
    description: str
    name: str
    nullable: bool
    type_: OptionInfoType
    allowed: list[Any] | Unset = UNSET
    default_rule: str | Unset = UNSET
    max_items: int | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        nullable = self.nullable

        type_ = self.type_.value

        allowed: list[Any] | Unset = UNSET
        if not isinstance(self.allowed, Unset):
            allowed = self.allowed



        default_rule = self.default_rule

        max_items = self.max_items

        maximum = self.maximum

        minimum = self.minimum


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
            "description": description,
            "name": name,
            "nullable": nullable,
            "type": type_,
        })
        if allowed is not UNSET:
            field_dict["allowed"] = allowed
        if default_rule is not UNSET:
            field_dict["default_rule"] = default_rule
        if max_items is not UNSET:
            field_dict["max_items"] = max_items
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        name = d.pop("name")

        nullable = d.pop("nullable")

        type_ = OptionInfoType(d.pop("type"))




        allowed = cast(list[Any], d.pop("allowed", UNSET))


        default_rule = d.pop("default_rule", UNSET)

        max_items = d.pop("max_items", UNSET)

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        option_info = cls(
            default=default,
            description=description,
            name=name,
            nullable=nullable,
            type_=type_,
            allowed=allowed,
            default_rule=default_rule,
            max_items=max_items,
            maximum=maximum,
            minimum=minimum,
        )

        return option_info

