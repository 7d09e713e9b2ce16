from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_trump_named_session_event_type import WattenTrumpNamedSessionEventType






T = TypeVar("T", bound="WattenTrumpNamedSessionEvent")



@_attrs_define
class WattenTrumpNamedSessionEvent:
    """ The trump suit is named; play starts (or the tense choice, pagat). (a session log entry)

        Attributes:
            seat (int): Who named it.
            seq (int): Position in the log, from 1
            suit (str): The suit.
            type_ (WattenTrumpNamedSessionEventType):
            version (int): The session version this event led to
     """

    seat: int
    seq: int
    suit: str
    type_: WattenTrumpNamedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        suit = self.suit

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seq": seq,
            "suit": suit,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        suit = d.pop("suit")

        type_ = WattenTrumpNamedSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_trump_named_session_event = cls(
            seat=seat,
            seq=seq,
            suit=suit,
            type_=type_,
            version=version,
        )

        return watten_trump_named_session_event

