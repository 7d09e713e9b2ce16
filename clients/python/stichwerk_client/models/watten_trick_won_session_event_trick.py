from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from typing import cast






T = TypeVar("T", bound="WattenTrickWonSessionEventTrick")



@_attrs_define
class WattenTrickWonSessionEventTrick:
    """ The trick.

        Attributes:
            cards (list[WattenCard]):
            leader (int):
     """

    cards: list[WattenCard]
    leader: int





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        leader = self.leader


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "leader": leader,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = WattenCard(cards_item_data)



            cards.append(cards_item)


        leader = d.pop("leader")

        watten_trick_won_session_event_trick = cls(
            cards=cards,
            leader=leader,
        )

        return watten_trick_won_session_event_trick

