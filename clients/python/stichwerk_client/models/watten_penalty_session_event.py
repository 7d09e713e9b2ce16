from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_penalty_session_event_type import WattenPenaltySessionEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WattenPenaltySessionEvent")



@_attrs_define
class WattenPenaltySessionEvent:
    """ An illegal card was accepted under `illegal_move_policy: penalize`; the hand ends with the game's penalty. (a
    session log entry)

        Attributes:
            card (None | WattenCard): The offending card. Shown only to the seat(s) in `seat`; `null` for everyone else.
            code (str): The rule that was broken (a reason code).
            seat (int): The offender.
            seq (int): Position in the log, from 1
            type_ (WattenPenaltySessionEventType):
            version (int): The session version this event led to
            led (WattenCard | Unset): A card of Watten: suit letter then rank
            side (int | Unset): Watten: the offender's side.
     """

    card: None | WattenCard
    code: str
    seat: int
    seq: int
    type_: WattenPenaltySessionEventType
    version: int
    led: WattenCard | Unset = UNSET
    side: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, WattenCard):
            card = self.card.value
        else:
            card = self.card

        code = self.code

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        led: str | Unset = UNSET
        if not isinstance(self.led, Unset):
            led = self.led.value


        side = self.side


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "code": code,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })
        if led is not UNSET:
            field_dict["led"] = led
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> None | WattenCard:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = WattenCard(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WattenCard, data)

        card = _parse_card(d.pop("card"))


        code = d.pop("code")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = WattenPenaltySessionEventType(d.pop("type"))




        version = d.pop("version")

        _led = d.pop("led", UNSET)
        led: WattenCard | Unset
        if isinstance(_led,  Unset):
            led = UNSET
        else:
            led = WattenCard(_led)




        side = d.pop("side", UNSET)

        watten_penalty_session_event = cls(
            card=card,
            code=code,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            led=led,
            side=side,
        )

        return watten_penalty_session_event

