from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_state import HeartsState
  from ..models.karnoeffel_state import KarnoeffelState
  from ..models.watten_state import WattenState





T = TypeVar("T", bound="LegalMovesRequestWithState")



@_attrs_define
class LegalMovesRequestWithState:
    """ 
        Attributes:
            state (HeartsState | KarnoeffelState | WattenState): A match state of one of: `hearts`, `karnoeffel`, `watten`
            seat (int | None | Unset): Only this seat's moves (out-of-turn ones included); omitted or null: every seat's
     """

    state: HeartsState | KarnoeffelState | WattenState
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        state: dict[str, Any]
        if isinstance(self.state, HeartsState):
            state = self.state.to_dict()
        elif isinstance(self.state, KarnoeffelState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_state(data: object) -> HeartsState | KarnoeffelState | WattenState:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_0 = HeartsState.from_dict(data)



                if not hasattr(componentsschemas_game_state_type_0, "to_dict") or componentsschemas_game_state_type_0.to_dict() == data:
                    return componentsschemas_game_state_type_0
                parsed.append(componentsschemas_game_state_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_1 = KarnoeffelState.from_dict(data)



                if not hasattr(componentsschemas_game_state_type_1, "to_dict") or componentsschemas_game_state_type_1.to_dict() == data:
                    return componentsschemas_game_state_type_1
                parsed.append(componentsschemas_game_state_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_state_type_2 = WattenState.from_dict(data)



                if not hasattr(componentsschemas_game_state_type_2, "to_dict") or componentsschemas_game_state_type_2.to_dict() == data:
                    return componentsschemas_game_state_type_2
                parsed.append(componentsschemas_game_state_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsState | KarnoeffelState | WattenState, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        state = _parse_state(d.pop("state"))


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


        legal_moves_request_with_state = cls(
            state=state,
            seat=seat,
        )

        return legal_moves_request_with_state

