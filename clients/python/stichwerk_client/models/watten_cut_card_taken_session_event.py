from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_cut_card_taken_session_event_type import WattenCutCardTakenSessionEventType






T = TypeVar("T", bound="WattenCutCardTakenSessionEvent")



@_attrs_define
class WattenCutCardTakenSessionEvent:
    """ Schlecken: the seat took the peeked cut card (the card itself is seen by that seat only, in its view). (a session
    log entry)

        Attributes:
            seat (int): Who.
            seq (int): Position in the log, from 1
            type_ (WattenCutCardTakenSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    type_: WattenCutCardTakenSessionEventType
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

        type_ = WattenCutCardTakenSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_cut_card_taken_session_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return watten_cut_card_taken_session_event

