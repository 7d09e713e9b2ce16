from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SessionHintRequest")



@_attrs_define
class SessionHintRequest:
    """ 
        Attributes:
            budget_ms (int | None | Unset): Thinking time of the search (clamped to `BOT_MOVES_MAX_BUDGET_MS`)
     """

    budget_ms: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_budget_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms", UNSET))


        session_hint_request = cls(
            budget_ms=budget_ms,
        )

        return session_hint_request

