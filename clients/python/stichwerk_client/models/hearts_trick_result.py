from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_trick_result_play import HeartsTrickResultPlay





T = TypeVar("T", bound="HeartsTrickResult")



@_attrs_define
class HeartsTrickResult:
    """ 
        Attributes:
            cards (list[HeartsTrickResultPlay]):
            complete (bool):
            leader (int):
            winner (int | None): Set as soon as the trick is complete
     """

    cards: list[HeartsTrickResultPlay]
    complete: bool
    leader: int
    winner: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_trick_result_play import HeartsTrickResultPlay # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        complete = self.complete

        leader = self.leader

        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "complete": complete,
            "leader": leader,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_trick_result_play import HeartsTrickResultPlay # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = HeartsTrickResultPlay.from_dict(cards_item_data)



            cards.append(cards_item)


        complete = d.pop("complete")

        leader = d.pop("leader")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        hearts_trick_result = cls(
            cards=cards,
            complete=complete,
            leader=leader,
            winner=winner,
        )

        return hearts_trick_result

