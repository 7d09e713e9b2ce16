from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_state import HeartsState
  from ..models.karnoeffel_state import KarnoeffelState
  from ..models.watten_state import WattenState





T = TypeVar("T", bound="ViewRequestWithState")



@_attrs_define
class ViewRequestWithState:
    """ 
        Attributes:
            seat (int | None): null: a spectator (no hand shown)
            state (HeartsState | KarnoeffelState | WattenState): A match state of one of: `hearts`, `karnoeffel`, `watten`
     """

    seat: int | None
    state: HeartsState | KarnoeffelState | WattenState





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        seat: int | None
        seat = self.seat

        state: dict[str, Any]
        if isinstance(self.state, HeartsState):
            state = self.state.to_dict()
        elif isinstance(self.state, KarnoeffelState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


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


        view_request_with_state = cls(
            seat=seat,
            state=state,
        )

        return view_request_with_state

