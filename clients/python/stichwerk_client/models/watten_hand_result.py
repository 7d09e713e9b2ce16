from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_hand_result_reason import WattenHandResultReason
from typing import cast






T = TypeVar("T", bound="WattenHandResult")



@_attrs_define
class WattenHandResult:
    """ How the hand ended (set in phases hand_over and match_over)

        Attributes:
            points (list[int]): Points of this hand per team (4 players) or seat
            reason (WattenHandResultReason):
            winners (list[int]): Teams (4 players) or seats
     """

    points: list[int]
    reason: WattenHandResultReason
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        points = self.points



        reason = self.reason.value

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "reason": reason,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))


        reason = WattenHandResultReason(d.pop("reason"))




        winners = cast(list[int], d.pop("winners"))


        watten_hand_result = cls(
            points=points,
            reason=reason,
            winners=winners,
        )

        return watten_hand_result

