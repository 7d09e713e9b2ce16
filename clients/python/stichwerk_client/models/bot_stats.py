from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_stats_stopped_by import BotStatsStoppedBy
from ..types import UNSET, Unset






T = TypeVar("T", bound="BotStats")



@_attrs_define
class BotStats:
    """ 
        Attributes:
            candidates (int): Moves it chose from (the search's candidates for `expert`)
            elapsed_ms (float):
            seed (int): The seed used (pass it again to get the same choice)
            budget_ms (int | Unset): The time budget the search got: the request's `budget_ms` (or the default), clamped to
                the server's `BOT_MOVES_MAX_BUDGET_MS` (200 by default)
            iterations (int | Unset): Search rollouts done (`expert` and `explain`)
            stopped_by (BotStatsStoppedBy | Unset): Why the search stopped: the iteration cap, the time budget, or one move
                was clearly best
            worlds (int | Unset): Worlds (deals of the hidden cards) sampled by the search
     """

    candidates: int
    elapsed_ms: float
    seed: int
    budget_ms: int | Unset = UNSET
    iterations: int | Unset = UNSET
    stopped_by: BotStatsStoppedBy | Unset = UNSET
    worlds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        candidates = self.candidates

        elapsed_ms = self.elapsed_ms

        seed = self.seed

        budget_ms = self.budget_ms

        iterations = self.iterations

        stopped_by: str | Unset = UNSET
        if not isinstance(self.stopped_by, Unset):
            stopped_by = self.stopped_by.value


        worlds = self.worlds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "candidates": candidates,
            "elapsed_ms": elapsed_ms,
            "seed": seed,
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if iterations is not UNSET:
            field_dict["iterations"] = iterations
        if stopped_by is not UNSET:
            field_dict["stopped_by"] = stopped_by
        if worlds is not UNSET:
            field_dict["worlds"] = worlds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        candidates = d.pop("candidates")

        elapsed_ms = d.pop("elapsed_ms")

        seed = d.pop("seed")

        budget_ms = d.pop("budget_ms", UNSET)

        iterations = d.pop("iterations", UNSET)

        _stopped_by = d.pop("stopped_by", UNSET)
        stopped_by: BotStatsStoppedBy | Unset
        if isinstance(_stopped_by,  Unset):
            stopped_by = UNSET
        else:
            stopped_by = BotStatsStoppedBy(_stopped_by)




        worlds = d.pop("worlds", UNSET)

        bot_stats = cls(
            candidates=candidates,
            elapsed_ms=elapsed_ms,
            seed=seed,
            budget_ms=budget_ms,
            iterations=iterations,
            stopped_by=stopped_by,
            worlds=worlds,
        )

        return bot_stats

