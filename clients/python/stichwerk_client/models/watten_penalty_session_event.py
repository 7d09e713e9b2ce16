from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_penalty_session_event_code import WattenPenaltySessionEventCode
from ..models.watten_penalty_session_event_type import WattenPenaltySessionEventType
from typing import cast






T = TypeVar("T", bound="WattenPenaltySessionEvent")



@_attrs_define
class WattenPenaltySessionEvent:
    """ An illegal card was accepted under `illegal_move_policy: penalize`; the hand ends with the game's penalty. (a
    session log entry)

        Attributes:
            card (None | WattenCard): The offending card. Shown only to the seat(s) in `seat`; `null` for everyone else.
            code (WattenPenaltySessionEventCode): The rule that was broken (a reason code).
            seat (int): The offender.
            seq (int): Position in the log, from 1
            side (int): Watten: the offender's side.
            type_ (WattenPenaltySessionEventType):
            version (int): The session version this event led to
     """

    card: None | WattenCard
    code: WattenPenaltySessionEventCode
    seat: int
    seq: int
    side: int
    type_: WattenPenaltySessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, WattenCard):
            card = self.card.value
        else:
            card = self.card

        code = self.code.value

        seat = self.seat

        seq = self.seq

        side = self.side

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "seat": seat,
            "seq": seq,
            "side": side,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | WattenCard:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = WattenCard(data)



                if not hasattr(card_type_0, "to_dict") or card_type_0.to_dict() == data:
                    return card_type_0
                parsed.append(card_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenCard, parsed[0])
            return cast(None | WattenCard, data)

        card = _parse_card(d.pop("card"))


        code = WattenPenaltySessionEventCode(d.pop("code"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        side = d.pop("side")

        type_ = WattenPenaltySessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_penalty_session_event = cls(
            card=card,
            code=code,
            seat=seat,
            seq=seq,
            side=side,
            type_=type_,
            version=version,
        )

        return watten_penalty_session_event

