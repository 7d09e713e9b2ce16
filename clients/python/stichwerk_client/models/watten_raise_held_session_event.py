from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_raise_held_session_event_type import WattenRaiseHeldSessionEventType






T = TypeVar("T", bound="WattenRaiseHeldSessionEvent")



@_attrs_define
class WattenRaiseHeldSessionEvent:
    """ The other side held the raise: the hand is worth one more. (a session log entry)

        Attributes:
            seat (int): Who held.
            seq (int): Position in the log, from 1
            stake (int): What the hand is worth now.
            type_ (WattenRaiseHeldSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    stake: int
    type_: WattenRaiseHeldSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        stake = self.stake

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "stake": stake,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        stake = d.pop("stake")

        type_ = WattenRaiseHeldSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_raise_held_session_event = cls(
            seat=seat,
            seq=seq,
            stake=stake,
            type_=type_,
            version=version,
        )

        return watten_raise_held_session_event

