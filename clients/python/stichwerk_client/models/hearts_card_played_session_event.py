from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_card_played_session_event_type import HeartsCardPlayedSessionEventType






T = TypeVar("T", bound="HeartsCardPlayedSessionEvent")



@_attrs_define
class HeartsCardPlayedSessionEvent:
    """ A seat played a card to the current trick. (a session log entry)

        Attributes:
            card (HeartsCard): A card of Hearts: suit letter then rank
            seat (int): Who played.
            seq (int): Position in the log, from 1
            type_ (HeartsCardPlayedSessionEventType):
            version (int): The session version this event led to
     """

    card: HeartsCard
    seat: int
    seq: int
    type_: HeartsCardPlayedSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = HeartsCard(d.pop("card"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = HeartsCardPlayedSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_card_played_session_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return hearts_card_played_session_event

