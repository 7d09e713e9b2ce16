from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_card_played_session_event_type import KarnoeffelCardPlayedSessionEventType






T = TypeVar("T", bound="KarnoeffelCardPlayedSessionEvent")



@_attrs_define
class KarnoeffelCardPlayedSessionEvent:
    """ A seat played a card to the current trick. (a session log entry)

        Attributes:
            card (KarnoeffelCard): A card of Karnöffel: suit letter then rank
            seat (int): Who played.
            seq (int): Position in the log, from 1
            type_ (KarnoeffelCardPlayedSessionEventType):
            version (int): The session version this event led to
     """

    card: KarnoeffelCard
    seat: int
    seq: int
    type_: KarnoeffelCardPlayedSessionEventType
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
        card = KarnoeffelCard(d.pop("card"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = KarnoeffelCardPlayedSessionEventType(d.pop("type"))




        version = d.pop("version")

        karnoeffel_card_played_session_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return karnoeffel_card_played_session_event

