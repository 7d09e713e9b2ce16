from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_trick_won_session_event_type import HeartsTrickWonSessionEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick





T = TypeVar("T", bound="HeartsTrickWonSessionEvent")



@_attrs_define
class HeartsTrickWonSessionEvent:
    """ A trick is complete and taken. (a session log entry)

        Attributes:
            seat (int): Who took it.
            seq (int): Position in the log, from 1
            trick (HeartsTrickWonSessionEventTrick): The trick.
            type_ (HeartsTrickWonSessionEventType):
            version (int): The session version this event led to
            points (int | Unset): Hearts: the penalty points in it.
            side (int | Unset): The taker's side (partnership games and Watten).
     """

    seat: int
    seq: int
    trick: HeartsTrickWonSessionEventTrick
    type_: HeartsTrickWonSessionEventType
    version: int
    points: int | Unset = UNSET
    side: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick # noqa: PLC0415
        seat = self.seat

        seq = self.seq

        trick = self.trick.to_dict()

        type_ = self.type_.value

        version = self.version

        points = self.points

        side = self.side


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "trick": trick,
            "type": type_,
            "version": version,
        })
        if points is not UNSET:
            field_dict["points"] = points
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_trick_won_session_event_trick import HeartsTrickWonSessionEventTrick # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        trick = HeartsTrickWonSessionEventTrick.from_dict(d.pop("trick"))




        type_ = HeartsTrickWonSessionEventType(d.pop("type"))




        version = d.pop("version")

        points = d.pop("points", UNSET)

        side = d.pop("side", UNSET)

        hearts_trick_won_session_event = cls(
            seat=seat,
            seq=seq,
            trick=trick,
            type_=type_,
            version=version,
            points=points,
            side=side,
        )

        return hearts_trick_won_session_event

