from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_trick_won_session_event_type import HeartsTrickWonSessionEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick





T = TypeVar("T", bound="HeartsTrickWonSessionEvent")



@_attrs_define
class HeartsTrickWonSessionEvent:
    """ A trick is complete and taken. (a session log entry)

        Attributes:
            points (int): Hearts: the penalty points in it.
            seat (int): Who took it.
            seq (int): Position in the log, from 1
            trick (HeartsTrickWonSessionEventTrick): The trick.
            type_ (HeartsTrickWonSessionEventType):
            version (int): The session version this event led to
     """

    points: int
    seat: int
    seq: int
    trick: HeartsTrickWonSessionEventTrick
    type_: HeartsTrickWonSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick # noqa: PLC0415
        points = self.points

        seat = self.seat

        seq = self.seq

        trick = self.trick.to_dict()

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
            "seq": seq,
            "trick": trick,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick # noqa: PLC0415
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        seq = d.pop("seq")

        trick = HeartsTrickWonSessionEventTrick.from_dict(d.pop("trick"))




        type_ = HeartsTrickWonSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_trick_won_session_event = cls(
            points=points,
            seat=seat,
            seq=seq,
            trick=trick,
            type_=type_,
            version=version,
        )

        return hearts_trick_won_session_event

