from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_hand_dealt_session_event_type import WattenHandDealtSessionEventType






T = TypeVar("T", bound="WattenHandDealtSessionEvent")



@_attrs_define
class WattenHandDealtSessionEvent:
    """ A new hand was dealt (a `deal` move; in a session also the first hand, when the session is created). (a session log
    entry)

        Attributes:
            dealer (int): The dealer of the new hand.
            forehand (int): Watten, Karnöffel: the seat left of the dealer.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            seq (int): Position in the log, from 1
            stake (int): Watten: what the hand is worth at the start.
            type_ (WattenHandDealtSessionEventType):
            version (int): The session version this event led to
     """

    dealer: int
    forehand: int
    hand_number: int
    match_number: int
    seq: int
    stake: int
    type_: WattenHandDealtSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        forehand = self.forehand

        hand_number = self.hand_number

        match_number = self.match_number

        seq = self.seq

        stake = self.stake

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "forehand": forehand,
            "hand_number": hand_number,
            "match_number": match_number,
            "seq": seq,
            "stake": stake,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        forehand = d.pop("forehand")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        seq = d.pop("seq")

        stake = d.pop("stake")

        type_ = WattenHandDealtSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_hand_dealt_session_event = cls(
            dealer=dealer,
            forehand=forehand,
            hand_number=hand_number,
            match_number=match_number,
            seq=seq,
            stake=stake,
            type_=type_,
            version=version,
        )

        return watten_hand_dealt_session_event

