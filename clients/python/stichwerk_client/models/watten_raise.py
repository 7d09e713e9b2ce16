from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.watten_pending_raise import WattenPendingRaise





T = TypeVar("T", bound="WattenRaise")



@_attrs_define
class WattenRaise:
    """ Raising (§1.10)

        Attributes:
            last_raiser (int | None): Side of the last accepted raise (the other side raises next)
            pending (None | WattenPendingRaise):
     """

    last_raiser: int | None
    pending: None | WattenPendingRaise





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_pending_raise import WattenPendingRaise # noqa: PLC0415
        last_raiser: int | None
        last_raiser = self.last_raiser

        pending: dict[str, Any] | None
        if isinstance(self.pending, WattenPendingRaise):
            pending = self.pending.to_dict()
        else:
            pending = self.pending


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "last_raiser": last_raiser,
            "pending": pending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watten_pending_raise import WattenPendingRaise # noqa: PLC0415
        d = dict(src_dict)
        def _parse_last_raiser(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        last_raiser = _parse_last_raiser(d.pop("last_raiser"))


        def _parse_pending(data: object) -> None | WattenPendingRaise:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = WattenPendingRaise.from_dict(data)



                if not hasattr(pending_type_0, "to_dict") or pending_type_0.to_dict() == data:
                    return pending_type_0
                parsed.append(pending_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenPendingRaise, parsed[0])
            return cast(None | WattenPendingRaise, data)

        pending = _parse_pending(d.pop("pending"))


        watten_raise = cls(
            last_raiser=last_raiser,
            pending=pending,
        )

        return watten_raise

