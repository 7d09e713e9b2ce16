from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_cards_dealt_event_type import WattenCardsDealtEventType






T = TypeVar("T", bound="WattenCardsDealtEvent")



@_attrs_define
class WattenCardsDealtEvent:
    """ The cut is over and the cards are dealt.

        Attributes:
            dealer (int): The dealer.
            type_ (WattenCardsDealtEventType):
     """

    dealer: int
    type_: WattenCardsDealtEventType





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        type_ = WattenCardsDealtEventType(d.pop("type"))




        watten_cards_dealt_event = cls(
            dealer=dealer,
            type_=type_,
        )

        return watten_cards_dealt_event

