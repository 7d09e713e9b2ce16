from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_trick_won_session_event_type import WattenTrickWonSessionEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.watten_trick_won_session_event_trick import WattenTrickWonSessionEventTrick





T = TypeVar("T", bound="WattenTrickWonSessionEvent")



@_attrs_define
class WattenTrickWonSessionEvent:
    """ A trick is complete and taken. (a session log entry)

        Attributes:
            seat (int): Who took it.
            seq (int): Position in the log, from 1
            side (int): The taker's side (partnership games and Watten).
            trick (WattenTrickWonSessionEventTrick): The trick.
            type_ (WattenTrickWonSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    side: int
    trick: WattenTrickWonSessionEventTrick
    type_: WattenTrickWonSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_trick_won_session_event_trick import WattenTrickWonSessionEventTrick # noqa: PLC0415
        seat = self.seat

        seq = self.seq

        side = self.side

        trick = self.trick.to_dict()

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "side": side,
            "trick": trick,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watten_trick_won_session_event_trick import WattenTrickWonSessionEventTrick # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        side = d.pop("side")

        trick = WattenTrickWonSessionEventTrick.from_dict(d.pop("trick"))




        type_ = WattenTrickWonSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_trick_won_session_event = cls(
            seat=seat,
            seq=seq,
            side=side,
            trick=trick,
            type_=type_,
            version=version,
        )

        return watten_trick_won_session_event

