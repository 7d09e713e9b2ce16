from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_state import HeartsState
  from ..models.karnoeffel_state import KarnoeffelState
  from ..models.watten_state import WattenState





T = TypeVar("T", bound="BotMoveRequestWithState")



@_attrs_define
class BotMoveRequestWithState:
    """ 
        Attributes:
            level (BotLevel): A bot's level
            state (HeartsState | KarnoeffelState | WattenState): A match state of one of: `hearts`, `karnoeffel`, `watten`
            budget_ms (int | None | Unset): Thinking time of the search (`expert`, and `explain`); default 200
            explain (bool | Unset): Also return `estimates`: the expert's value of each candidate move (whatever the level)
                Default: False.
            iterations (int | None | Unset): Cap on the search's rollouts; the search stops at the cap or at `budget_ms`,
                whichever comes first (default cap 5000)
            seat (int | None | Unset): Default: the first seat of `to_act`
            seed (int | None | Unset): Makes the choice reproducible (with `iterations`, also for `expert`, unless
                `budget_ms` stops the search first)
     """

    level: BotLevel
    state: HeartsState | KarnoeffelState | WattenState
    budget_ms: int | None | Unset = UNSET
    explain: bool | Unset = False
    iterations: int | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        level = self.level.value

        state: dict[str, Any]
        if isinstance(self.state, HeartsState):
            state = self.state.to_dict()
        elif isinstance(self.state, KarnoeffelState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms

        explain = self.explain

        iterations: int | None | Unset
        if isinstance(self.iterations, Unset):
            iterations = UNSET
        else:
            iterations = self.iterations

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
            "state": state,
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if explain is not UNSET:
            field_dict["explain"] = explain
        if iterations is not UNSET:
            field_dict["iterations"] = iterations
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.watten_state import WattenState # noqa: PLC0415
        d = dict(src_dict)
        level = BotLevel(d.pop("level"))




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


        explain = d.pop("explain", UNSET)

        def _parse_iterations(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        iterations = _parse_iterations(d.pop("iterations", UNSET))


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


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        bot_move_request_with_state = cls(
            level=level,
            state=state,
            budget_ms=budget_ms,
            explain=explain,
            iterations=iterations,
            seat=seat,
            seed=seed,
        )

        return bot_move_request_with_state

