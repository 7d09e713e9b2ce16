from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_hand_scored_event_reason import KarnoeffelHandScoredEventReason
from ..models.karnoeffel_hand_scored_event_type import KarnoeffelHandScoredEventType
from typing import cast






T = TypeVar("T", bound="KarnoeffelHandScoredEvent")



@_attrs_define
class KarnoeffelHandScoredEvent:
    """ The hand is over and scored (also the `hand` result of the move).

        Attributes:
            points (list[int]): Points of this hand per scoring unit (side or seat).
            reason (KarnoeffelHandScoredEventReason): Why the hand ended (the game's `hand_result.reason`).
            scores (list[int]): Match totals after the hand, per scoring unit.
            type_ (KarnoeffelHandScoredEventType):
            winners (list[int]): The scoring units that won the hand.
     """

    points: list[int]
    reason: KarnoeffelHandScoredEventReason
    scores: list[int]
    type_: KarnoeffelHandScoredEventType
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        points = self.points



        reason = self.reason.value

        scores = self.scores



        type_ = self.type_.value

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "reason": reason,
            "scores": scores,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))


        reason = KarnoeffelHandScoredEventReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        type_ = KarnoeffelHandScoredEventType(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        karnoeffel_hand_scored_event = cls(
            points=points,
            reason=reason,
            scores=scores,
            type_=type_,
            winners=winners,
        )

        return karnoeffel_hand_scored_event

