from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_hand_dealt_event_type import WattenHandDealtEventType






T = TypeVar("T", bound="WattenHandDealtEvent")



@_attrs_define
class WattenHandDealtEvent:
    """ A new hand was dealt (a `deal` move; in a session also the first hand, when the session is created).

        Attributes:
            dealer (int): The dealer of the new hand.
            forehand (int): Watten, Karnöffel: the seat left of the dealer.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            stake (int): Watten: what the hand is worth at the start.
            type_ (WattenHandDealtEventType):
     """

    dealer: int
    forehand: int
    hand_number: int
    match_number: int
    stake: int
    type_: WattenHandDealtEventType





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        forehand = self.forehand

        hand_number = self.hand_number

        match_number = self.match_number

        stake = self.stake

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "forehand": forehand,
            "hand_number": hand_number,
            "match_number": match_number,
            "stake": stake,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        forehand = d.pop("forehand")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        stake = d.pop("stake")

        type_ = WattenHandDealtEventType(d.pop("type"))




        watten_hand_dealt_event = cls(
            dealer=dealer,
            forehand=forehand,
            hand_number=hand_number,
            match_number=match_number,
            stake=stake,
            type_=type_,
        )

        return watten_hand_dealt_event

