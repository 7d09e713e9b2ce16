from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_moon_shot_session_event_mode import HeartsMoonShotSessionEventMode
from ..models.hearts_moon_shot_session_event_type import HeartsMoonShotSessionEventType






T = TypeVar("T", bound="HeartsMoonShotSessionEvent")



@_attrs_define
class HeartsMoonShotSessionEvent:
    """ A seat took every heart and SQ (and DJ when moon_requires_jd): the hand is scored by the moon rule. Once per moon,
    with the move that scores the hand. (a session log entry)

        Attributes:
            mode (HeartsMoonShotSessionEventMode): How the moon was scored.
            seat (int): The shooter.
            seq (int): Position in the log, from 1
            type_ (HeartsMoonShotSessionEventType):
            version (int): The session version this event led to
     """

    mode: HeartsMoonShotSessionEventMode
    seat: int
    seq: int
    type_: HeartsMoonShotSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = HeartsMoonShotSessionEventMode(d.pop("mode"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = HeartsMoonShotSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_moon_shot_session_event = cls(
            mode=mode,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return hearts_moon_shot_session_event

