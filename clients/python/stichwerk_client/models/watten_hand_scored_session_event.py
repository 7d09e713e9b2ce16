from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_hand_scored_session_event_reason import WattenHandScoredSessionEventReason
from ..models.watten_hand_scored_session_event_type import WattenHandScoredSessionEventType
from typing import cast






T = TypeVar("T", bound="WattenHandScoredSessionEvent")



@_attrs_define
class WattenHandScoredSessionEvent:
    """ The hand is over and scored (also the `hand` result of the move). (a session log entry)

        Attributes:
            points (list[int]): Points of this hand per scoring unit (side or seat).
            reason (WattenHandScoredSessionEventReason): Why the hand ended (the game's `hand_result.reason`).
            scores (list[int]): Match totals after the hand, per scoring unit.
            seq (int): Position in the log, from 1
            type_ (WattenHandScoredSessionEventType):
            version (int): The session version this event led to
            winners (list[int]): The scoring units that won the hand.
     """

    points: list[int]
    reason: WattenHandScoredSessionEventReason
    scores: list[int]
    seq: int
    type_: WattenHandScoredSessionEventType
    version: int
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        points = self.points



        reason = self.reason.value

        scores = self.scores



        seq = self.seq

        type_ = self.type_.value

        version = self.version

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "reason": reason,
            "scores": scores,
            "seq": seq,
            "type": type_,
            "version": version,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))


        reason = WattenHandScoredSessionEventReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        seq = d.pop("seq")

        type_ = WattenHandScoredSessionEventType(d.pop("type"))




        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))


        watten_hand_scored_session_event = cls(
            points=points,
            reason=reason,
            scores=scores,
            seq=seq,
            type_=type_,
            version=version,
            winners=winners,
        )

        return watten_hand_scored_session_event

