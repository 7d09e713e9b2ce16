from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_cards_passed_session_event_type import HeartsCardsPassedSessionEventType






T = TypeVar("T", bound="HeartsCardsPassedSessionEvent")



@_attrs_define
class HeartsCardsPassedSessionEvent:
    """ A seat passed its cards (which ones is not shown: they arrive once every seat has passed). (a session log entry)

        Attributes:
            count (int): How many cards.
            seat (int): Who passed.
            seq (int): Position in the log, from 1
            to (int): Who receives them.
            type_ (HeartsCardsPassedSessionEventType):
            version (int): The session version this event led to
     """

    count: int
    seat: int
    seq: int
    to: int
    type_: HeartsCardsPassedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        seq = self.seq

        to = self.to

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "seat": seat,
            "seq": seq,
            "to": to,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        seq = d.pop("seq")

        to = d.pop("to")

        type_ = HeartsCardsPassedSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_cards_passed_session_event = cls(
            count=count,
            seat=seat,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
        )

        return hearts_cards_passed_session_event

