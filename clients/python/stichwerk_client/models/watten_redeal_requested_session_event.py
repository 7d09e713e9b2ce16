from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_redeal_requested_session_event_type import WattenRedealRequestedSessionEventType






T = TypeVar("T", bound="WattenRedealRequestedSessionEvent")



@_attrs_define
class WattenRedealRequestedSessionEvent:
    """ Forehand or dealer asks for new cards (§1.7). (a session log entry)

        Attributes:
            seat (int): Who.
            seq (int): Position in the log, from 1
            type_ (WattenRedealRequestedSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    type_: WattenRedealRequestedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = WattenRedealRequestedSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_redeal_requested_session_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return watten_redeal_requested_session_event

