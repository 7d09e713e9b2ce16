from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_penalty_session_event_code import HeartsPenaltySessionEventCode
from ..models.hearts_penalty_session_event_type import HeartsPenaltySessionEventType
from typing import cast






T = TypeVar("T", bound="HeartsPenaltySessionEvent")



@_attrs_define
class HeartsPenaltySessionEvent:
    """ An illegal card was accepted under `illegal_move_policy: penalize`; the hand ends with the game's penalty. (a
    session log entry)

        Attributes:
            card (HeartsCard | None): The offending card. Shown only to the seat(s) in `seat`; `null` for everyone else.
            code (HeartsPenaltySessionEventCode): The rule that was broken (a reason code).
            led (HeartsCard): A card of Hearts: suit letter then rank
            seat (int): The offender.
            seq (int): Position in the log, from 1
            type_ (HeartsPenaltySessionEventType):
            version (int): The session version this event led to
     """

    card: HeartsCard | None
    code: HeartsPenaltySessionEventCode
    led: HeartsCard
    seat: int
    seq: int
    type_: HeartsPenaltySessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, HeartsCard):
            card = self.card.value
        else:
            card = self.card

        code = self.code.value

        led = self.led.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "led": led,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> HeartsCard | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = HeartsCard(data)



                if not hasattr(card_type_0, "to_dict") or card_type_0.to_dict() == data:
                    return card_type_0
                parsed.append(card_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsCard | None, parsed[0])
            return cast(HeartsCard | None, data)

        card = _parse_card(d.pop("card"))


        code = HeartsPenaltySessionEventCode(d.pop("code"))




        led = HeartsCard(d.pop("led"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = HeartsPenaltySessionEventType(d.pop("type"))




        version = d.pop("version")

        hearts_penalty_session_event = cls(
            card=card,
            code=code,
            led=led,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return hearts_penalty_session_event

