from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BotMoveRequestWithStateToken")



@_attrs_define
class BotMoveRequestWithStateToken:
    """ 
        Attributes:
            level (BotLevel): A bot's level
            state_token (str): A sealed state (`POST .../states` with `sealed: true`, or a `state_token` answered by
                `.../moves`) in place of `state`: authenticated and encrypted, so it can be neither read nor edited; one of
                another game, another key, edited or truncated is a 422 `invalid_state_token` Example: AQ3k....
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
    state_token: str
    budget_ms: int | None | Unset = UNSET
    explain: bool | Unset = False
    iterations: int | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        state_token = self.state_token

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
            "state_token": state_token,
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
        d = dict(src_dict)
        level = BotLevel(d.pop("level"))




        state_token = d.pop("state_token")

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


        bot_move_request_with_state_token = cls(
            level=level,
            state_token=state_token,
            budget_ms=budget_ms,
            explain=explain,
            iterations=iterations,
            seat=seat,
            seed=seed,
        )

        return bot_move_request_with_state_token

