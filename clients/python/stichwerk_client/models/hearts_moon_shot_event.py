from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_moon_shot_event_mode import HeartsMoonShotEventMode
from ..models.hearts_moon_shot_event_type import HeartsMoonShotEventType






T = TypeVar("T", bound="HeartsMoonShotEvent")



@_attrs_define
class HeartsMoonShotEvent:
    """ A seat took every heart and SQ (and DJ when moon_requires_jd): the hand is scored by the moon rule. Once per moon,
    with the move that scores the hand.

        Attributes:
            mode (HeartsMoonShotEventMode): How the moon was scored.
            seat (int): The shooter.
            type_ (HeartsMoonShotEventType):
     """

    mode: HeartsMoonShotEventMode
    seat: int
    type_: HeartsMoonShotEventType





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = HeartsMoonShotEventMode(d.pop("mode"))




        seat = d.pop("seat")

        type_ = HeartsMoonShotEventType(d.pop("type"))




        hearts_moon_shot_event = cls(
            mode=mode,
            seat=seat,
            type_=type_,
        )

        return hearts_moon_shot_event

