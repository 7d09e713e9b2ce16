from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_cards_dealt_session_event_type import WattenCardsDealtSessionEventType






T = TypeVar("T", bound="WattenCardsDealtSessionEvent")



@_attrs_define
class WattenCardsDealtSessionEvent:
    """ The cut is over and the cards are dealt. (a session log entry)

        Attributes:
            dealer (int): The dealer.
            seq (int): Position in the log, from 1
            type_ (WattenCardsDealtSessionEventType):
            version (int): The session version this event led to
     """

    dealer: int
    seq: int
    type_: WattenCardsDealtSessionEventType
    version: int





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        seq = d.pop("seq")

        type_ = WattenCardsDealtSessionEventType(d.pop("type"))




        version = d.pop("version")

        watten_cards_dealt_session_event = cls(
            dealer=dealer,
            seq=seq,
            type_=type_,
            version=version,
        )

        return watten_cards_dealt_session_event

