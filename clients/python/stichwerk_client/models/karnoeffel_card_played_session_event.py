from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_card_played_session_event_call import KarnoeffelCardPlayedSessionEventCall
from ..models.karnoeffel_card_played_session_event_type import KarnoeffelCardPlayedSessionEventType
from ..types import UNSET, Unset






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
            call (KarnoeffelCardPlayedSessionEventCall | Unset): Watten: the Trumpf-oder-Kritisch call made with this lead.
     """

    card: KarnoeffelCard
    seat: int
    seq: int
    type_: KarnoeffelCardPlayedSessionEventType
    version: int
    call: KarnoeffelCardPlayedSessionEventCall | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        call: str | Unset = UNSET
        if not isinstance(self.call, Unset):
            call = self.call.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })
        if call is not UNSET:
            field_dict["call"] = call

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = KarnoeffelCard(d.pop("card"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = KarnoeffelCardPlayedSessionEventType(d.pop("type"))




        version = d.pop("version")

        _call = d.pop("call", UNSET)
        call: KarnoeffelCardPlayedSessionEventCall | Unset
        if isinstance(_call,  Unset):
            call = UNSET
        else:
            call = KarnoeffelCardPlayedSessionEventCall(_call)




        karnoeffel_card_played_session_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            call=call,
        )

        return karnoeffel_card_played_session_event

