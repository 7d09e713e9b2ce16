from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hand_end_reason import HeartsHandEndReason
from typing import cast






T = TypeVar("T", bound="HeartsHandOutcome")



@_attrs_define
class HeartsHandOutcome:
    """ 
        Attributes:
            over (bool):
            points (list[int]): Points of this hand, per side (partnership games) or per seat
            reason (HeartsHandEndReason): Why a hand of Hearts ended
            scores (list[int]): Match totals after the hand
            winners (list[int]): Sides or seats
     """

    over: bool
    points: list[int]
    reason: HeartsHandEndReason
    scores: list[int]
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        over = self.over

        points = self.points



        reason = self.reason.value

        scores = self.scores



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "over": over,
            "points": points,
            "reason": reason,
            "scores": scores,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        over = d.pop("over")

        points = cast(list[int], d.pop("points"))


        reason = HeartsHandEndReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        hearts_hand_outcome = cls(
            over=over,
            points=points,
            reason=reason,
            scores=scores,
            winners=winners,
        )

        return hearts_hand_outcome

