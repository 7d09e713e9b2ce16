from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hand_dealt_session_event_pass_direction import HeartsHandDealtSessionEventPassDirection
from ..models.hearts_hand_dealt_session_event_type import HeartsHandDealtSessionEventType






T = TypeVar("T", bound="HeartsHandDealtSessionEvent")



@_attrs_define
class HeartsHandDealtSessionEvent:
    """ A new hand was dealt (a `deal` move; in a session also the first hand, when the session is created). (a session log
    entry)

        Attributes:
            dealer (int): The dealer of the new hand.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            pass_direction (HeartsHandDealtSessionEventPassDirection): Hearts: where the cards go this hand.
            seq (int): Position in the log, from 1
            type_ (HeartsHandDealtSessionEventType):
            version (int): The session version this event led to
     """

    dealer: int
    hand_number: int
    match_number: int
    pass_direction: HeartsHandDealtSessionEventPassDirection
    seq: int
    type_: HeartsHandDealtSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        match_number = self.match_number

        pass_direction = self.pass_direction.value

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "hand_number": hand_number,
            "match_number": match_number,
            "pass_direction": pass_direction,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        pass_direction = HeartsHandDealtSessionEventPassDirection(d.pop("pass_direction"))




        seq = d.pop("seq")

        type_ = HeartsHandDealtSessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_hand_dealt_session_event = cls(
            dealer=dealer,
            hand_number=hand_number,
            match_number=match_number,
            pass_direction=pass_direction,
            seq=seq,
            type_=type_,
            version=version,
        )

        return hearts_hand_dealt_session_event

