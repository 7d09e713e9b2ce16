from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_trick_won_event_type import HeartsTrickWonEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick





T = TypeVar("T", bound="HeartsTrickWonEvent")



@_attrs_define
class HeartsTrickWonEvent:
    """ A trick is complete and taken.

        Attributes:
            seat (int): Who took it.
            trick (HeartsTrickWonEventTrick): The trick.
            type_ (HeartsTrickWonEventType):
            points (int | Unset): Hearts: the penalty points in it.
            side (int | Unset): The taker's side (partnership games and Watten).
     """

    seat: int
    trick: HeartsTrickWonEventTrick
    type_: HeartsTrickWonEventType
    points: int | Unset = UNSET
    side: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick # noqa: PLC0415
        seat = self.seat

        trick = self.trick.to_dict()

        type_ = self.type_.value

        points = self.points

        side = self.side


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "trick": trick,
            "type": type_,
        })
        if points is not UNSET:
            field_dict["points"] = points
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        trick = HeartsTrickWonEventTrick.from_dict(d.pop("trick"))




        type_ = HeartsTrickWonEventType(d.pop("type"))




        points = d.pop("points", UNSET)

        side = d.pop("side", UNSET)

        hearts_trick_won_event = cls(
            seat=seat,
            trick=trick,
            type_=type_,
            points=points,
            side=side,
        )

        return hearts_trick_won_event

