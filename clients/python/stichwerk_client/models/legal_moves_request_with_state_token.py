from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LegalMovesRequestWithStateToken")



@_attrs_define
class LegalMovesRequestWithStateToken:
    """ 
        Attributes:
            state_token (str): A sealed state (`POST .../states` with `sealed: true`, or a `state_token` answered by
                `.../moves`) in place of `state`: authenticated and encrypted, so it can be neither read nor edited; one of
                another game, another key, edited or truncated is a 422 `invalid_state_token` Example: AQ3k....
            seat (int | None | Unset): Only this seat's moves (out-of-turn ones included); omitted or null: every seat's
     """

    state_token: str
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        state_token = self.state_token

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state_token": state_token,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state_token = d.pop("state_token")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        legal_moves_request_with_state_token = cls(
            state_token=state_token,
            seat=seat,
        )

        return legal_moves_request_with_state_token

