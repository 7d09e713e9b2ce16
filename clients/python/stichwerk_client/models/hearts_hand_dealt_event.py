from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_hand_dealt_event_pass_direction import HeartsHandDealtEventPassDirection
from ..models.hearts_hand_dealt_event_type import HeartsHandDealtEventType






T = TypeVar("T", bound="HeartsHandDealtEvent")



@_attrs_define
class HeartsHandDealtEvent:
    """ A new hand was dealt (a `deal` move; in a session also the first hand, when the session is created).

        Attributes:
            dealer (int): The dealer of the new hand.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            pass_direction (HeartsHandDealtEventPassDirection): Hearts: where the cards go this hand.
            type_ (HeartsHandDealtEventType):
     """

    dealer: int
    hand_number: int
    match_number: int
    pass_direction: HeartsHandDealtEventPassDirection
    type_: HeartsHandDealtEventType





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        match_number = self.match_number

        pass_direction = self.pass_direction.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "hand_number": hand_number,
            "match_number": match_number,
            "pass_direction": pass_direction,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        pass_direction = HeartsHandDealtEventPassDirection(d.pop("pass_direction"))




        type_ = HeartsHandDealtEventType(d.pop("type"))




        hearts_hand_dealt_event = cls(
            dealer=dealer,
            hand_number=hand_number,
            match_number=match_number,
            pass_direction=pass_direction,
            type_=type_,
        )

        return hearts_hand_dealt_event

