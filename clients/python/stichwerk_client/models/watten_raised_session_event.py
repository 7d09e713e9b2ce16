from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_raised_session_event_type import WattenRaisedSessionEventType






T = TypeVar("T", bound="WattenRaisedSessionEvent")



@_attrs_define
class WattenRaisedSessionEvent:
    """ A seat raised the hand ("Gehst?", §1.10); the other side holds or folds. (a session log entry)

        Attributes:
            seat (int): Who raised.
            seq (int): Position in the log, from 1
            side (int): The raising side.
            to (int): What the hand is worth for the raisers if held.
            type_ (WattenRaisedSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    side: int
    to: int
    type_: WattenRaisedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        side = self.side

        to = self.to

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "side": side,
            "to": to,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        side = d.pop("side")

        to = d.pop("to")

        type_ = WattenRaisedSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_raised_session_event = cls(
            seat=seat,
            seq=seq,
            side=side,
            to=to,
            type_=type_,
            version=version,
        )

        return watten_raised_session_event

