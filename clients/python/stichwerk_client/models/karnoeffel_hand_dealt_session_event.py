from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_card import KarnoeffelCard
from ..models.karnoeffel_hand_dealt_session_event_type import KarnoeffelHandDealtSessionEventType
from typing import cast






T = TypeVar("T", bound="KarnoeffelHandDealtSessionEvent")



@_attrs_define
class KarnoeffelHandDealtSessionEvent:
    """ A new hand was dealt (a `deal` move; in a session also the first hand, when the session is created). (a session log
    entry)

        Attributes:
            chosen_suit (str): Karnöffel: the chosen suit of the round.
            dealer (int): The dealer of the new hand.
            face_up (list[KarnoeffelCard | None]): Karnöffel: each seat's face-up card.
            forehand (int): Watten, Karnöffel: the seat left of the dealer.
            hand_number (int): The hand's number in the match, from 1.
            match_number (int): The match's number in the series, from 1.
            seq (int): Position in the log, from 1
            type_ (KarnoeffelHandDealtSessionEventType):
            version (int): The session version this event led to
     """

    chosen_suit: str
    dealer: int
    face_up: list[KarnoeffelCard | None]
    forehand: int
    hand_number: int
    match_number: int
    seq: int
    type_: KarnoeffelHandDealtSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        chosen_suit = self.chosen_suit

        dealer = self.dealer

        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item: None | str
            if isinstance(face_up_item_data, KarnoeffelCard):
                face_up_item = face_up_item_data.value
            else:
                face_up_item = face_up_item_data
            face_up.append(face_up_item)



        forehand = self.forehand

        hand_number = self.hand_number

        match_number = self.match_number

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen_suit": chosen_suit,
            "dealer": dealer,
            "face_up": face_up,
            "forehand": forehand,
            "hand_number": hand_number,
            "match_number": match_number,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chosen_suit = d.pop("chosen_suit")

        dealer = d.pop("dealer")

        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in (_face_up):
            def _parse_face_up_item(data: object) -> KarnoeffelCard | None:
                if data is None:
                    return data
                parsed: list[Any] = []
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    face_up_item_type_0 = KarnoeffelCard(data)



                    if not hasattr(face_up_item_type_0, "to_dict") or face_up_item_type_0.to_dict() == data:
                        return face_up_item_type_0
                    parsed.append(face_up_item_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(KarnoeffelCard | None, parsed[0])
                return cast(KarnoeffelCard | None, data)

            face_up_item = _parse_face_up_item(face_up_item_data)

            face_up.append(face_up_item)


        forehand = d.pop("forehand")

        hand_number = d.pop("hand_number")

        match_number = d.pop("match_number")

        seq = d.pop("seq")

        type_ = KarnoeffelHandDealtSessionEventType(d.pop("type"))




        version = d.pop("version")

        karnoeffel_hand_dealt_session_event = cls(
            chosen_suit=chosen_suit,
            dealer=dealer,
            face_up=face_up,
            forehand=forehand,
            hand_number=hand_number,
            match_number=match_number,
            seq=seq,
            type_=type_,
            version=version,
        )

        return karnoeffel_hand_dealt_session_event

