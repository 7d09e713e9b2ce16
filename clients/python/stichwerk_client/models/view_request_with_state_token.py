from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ViewRequestWithStateToken")



@_attrs_define
class ViewRequestWithStateToken:
    """ 
        Attributes:
            seat (int | None): null: a spectator (no hand shown)
            state_token (str): A sealed state (`POST .../states` with `sealed: true`, or a `state_token` answered by
                `.../moves`) in place of `state`: authenticated and encrypted, so it can be neither read nor edited; one of
                another game, another key, edited or truncated is a 422 `invalid_state_token` Example: AQ3k....
     """

    seat: int | None
    state_token: str





    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        state_token = self.state_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "state_token": state_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        state_token = d.pop("state_token")

        view_request_with_state_token = cls(
            seat=seat,
            state_token=state_token,
        )

        return view_request_with_state_token

