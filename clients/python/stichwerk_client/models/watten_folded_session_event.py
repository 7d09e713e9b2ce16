from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_folded_session_event_type import WattenFoldedSessionEventType






T = TypeVar("T", bound="WattenFoldedSessionEvent")



@_attrs_define
class WattenFoldedSessionEvent:
    """ The other side folded the raise: the raisers score the value before the raise (a `hand_scored` follows). (a session
    log entry)

        Attributes:
            seat (int): Who folded.
            seq (int): Position in the log, from 1
            side (int): The folding side.
            type_ (WattenFoldedSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    side: int
    type_: WattenFoldedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        side = self.side

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "side": side,
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

        type_ = WattenFoldedSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_folded_session_event = cls(
            seat=seat,
            seq=seq,
            side=side,
            type_=type_,
            version=version,
        )

        return watten_folded_session_event

