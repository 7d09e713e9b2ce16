from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_schlag_named_session_event_type import WattenSchlagNamedSessionEventType






T = TypeVar("T", bound="WattenSchlagNamedSessionEvent")



@_attrs_define
class WattenSchlagNamedSessionEvent:
    """ The Schlag (trump rank) is named. (a session log entry)

        Attributes:
            rank (str): The rank.
            seat (int): Who named it.
            seq (int): Position in the log, from 1
            type_ (WattenSchlagNamedSessionEventType):
            version (int): The session version this event led to
     """

    rank: str
    seat: int
    seq: int
    type_: WattenSchlagNamedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rank": rank,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = WattenSchlagNamedSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_schlag_named_session_event = cls(
            rank=rank,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return watten_schlag_named_session_event

