from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_trick_won_event_type import HeartsTrickWonEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick





T = TypeVar("T", bound="HeartsTrickWonEvent")



@_attrs_define
class HeartsTrickWonEvent:
    """ A trick is complete and taken.

        Attributes:
            points (int): Hearts: the penalty points in it.
            seat (int): Who took it.
            trick (HeartsTrickWonEventTrick): The trick.
            type_ (HeartsTrickWonEventType):
     """

    points: int
    seat: int
    trick: HeartsTrickWonEventTrick
    type_: HeartsTrickWonEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick # noqa: PLC0415
        points = self.points

        seat = self.seat

        trick = self.trick.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
            "trick": trick,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_trick_won_event_trick import HeartsTrickWonEventTrick # noqa: PLC0415
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        trick = HeartsTrickWonEventTrick.from_dict(d.pop("trick"))




        type_ = HeartsTrickWonEventType(d.pop("type"))




        hearts_trick_won_event = cls(
            points=points,
            seat=seat,
            trick=trick,
            type_=type_,
        )

        return hearts_trick_won_event

