from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.watten_play import WattenPlay





T = TypeVar("T", bound="WattenCompletedTrick")



@_attrs_define
class WattenCompletedTrick:
    """ A completed trick of this hand

        Attributes:
            cards (list[WattenPlay]):
            leader (int):
            winner (int):
     """

    cards: list[WattenPlay]
    leader: int
    winner: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_play import WattenPlay # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        leader = self.leader

        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "leader": leader,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watten_play import WattenPlay # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = WattenPlay.from_dict(cards_item_data)



            cards.append(cards_item)


        leader = d.pop("leader")

        winner = d.pop("winner")

        watten_completed_trick = cls(
            cards=cards,
            leader=leader,
            winner=winner,
        )

        return watten_completed_trick

