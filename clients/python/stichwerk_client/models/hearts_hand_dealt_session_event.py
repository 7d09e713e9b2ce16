from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_hand_dealt_session_event_pass_direction import HeartsHandDealtSessionEventPassDirection
from ..models.hearts_hand_dealt_session_event_type import HeartsHandDealtSessionEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HeartsHandDealtSessionEvent")



@_attrs_define
class HeartsHandDealtSessionEvent:
    """ A new hand was dealt (a `deal` move). (a session log entry)

        Attributes:
            dealer (int): The dealer of the new hand.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            seq (int): Position in the log, from 1
            type_ (HeartsHandDealtSessionEventType):
            version (int): The session version this event led to
            chosen_suit (str | Unset): Karnöffel: the chosen suit of the round.
            face_up (list[HeartsCard | None] | Unset): Karnöffel: each seat's face-up card.
            forehand (int | Unset): Watten, Karnöffel: the seat left of the dealer.
            pass_direction (HeartsHandDealtSessionEventPassDirection | Unset): Hearts: where the cards go this hand.
            stake (int | Unset): Watten: what the hand is worth at the start.
     """

    dealer: int
    hand_number: int
    match_number: int
    seq: int
    type_: HeartsHandDealtSessionEventType
    version: int
    chosen_suit: str | Unset = UNSET
    face_up: list[HeartsCard | None] | Unset = UNSET
    forehand: int | Unset = UNSET
    pass_direction: HeartsHandDealtSessionEventPassDirection | Unset = UNSET
    stake: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        match_number = self.match_number

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        chosen_suit = self.chosen_suit

        face_up: list[None | str] | Unset = UNSET
        if not isinstance(self.face_up, Unset):
            face_up = []
            for face_up_item_data in self.face_up:
                face_up_item: None | str
                if isinstance(face_up_item_data, HeartsCard):
                    face_up_item = face_up_item_data.value
                else:
                    face_up_item = face_up_item_data
                face_up.append(face_up_item)



        forehand = self.forehand

        pass_direction: str | Unset = UNSET
        if not isinstance(self.pass_direction, Unset):
            pass_direction = self.pass_direction.value


        stake = self.stake


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "hand_number": hand_number,
            "match_number": match_number,
            "seq": seq,
            "type": type_,
            "version": version,
        })
        if chosen_suit is not UNSET:
            field_dict["chosen_suit"] = chosen_suit
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if forehand is not UNSET:
            field_dict["forehand"] = forehand
        if pass_direction is not UNSET:
            field_dict["pass_direction"] = pass_direction
        if stake is not UNSET:
            field_dict["stake"] = stake

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        seq = d.pop("seq")

        type_ = HeartsHandDealtSessionEventType(d.pop("type"))




        version = d.pop("version")

        chosen_suit = d.pop("chosen_suit", UNSET)

        _face_up = d.pop("face_up", UNSET)
        face_up: list[HeartsCard | None] | Unset = UNSET
        if _face_up is not UNSET:
            face_up = []
            for face_up_item_data in _face_up:
                def _parse_face_up_item(data: object) -> HeartsCard | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        face_up_item_type_0 = HeartsCard(data)



                        return face_up_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(HeartsCard | None, data)

                face_up_item = _parse_face_up_item(face_up_item_data)

                face_up.append(face_up_item)


        forehand = d.pop("forehand", UNSET)

        _pass_direction = d.pop("pass_direction", UNSET)
        pass_direction: HeartsHandDealtSessionEventPassDirection | Unset
        if isinstance(_pass_direction,  Unset):
            pass_direction = UNSET
        else:
            pass_direction = HeartsHandDealtSessionEventPassDirection(_pass_direction)




        stake = d.pop("stake", UNSET)

        hearts_hand_dealt_session_event = cls(
            dealer=dealer,
            hand_number=hand_number,
            match_number=match_number,
            seq=seq,
            type_=type_,
            version=version,
            chosen_suit=chosen_suit,
            face_up=face_up,
            forehand=forehand,
            pass_direction=pass_direction,
            stake=stake,
        )

        return hearts_hand_dealt_session_event

