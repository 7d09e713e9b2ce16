from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_play import HeartsPlay





T = TypeVar("T", bound="HeartsTrick")



@_attrs_define
class HeartsTrick:
    """ The trick being played (after a trick completes: the next, empty trick).

        Attributes:
            cards (list[HeartsPlay]): In play order from the leader; holds every seat's card only when a revoke ended the
                hand with the last card
            leader (int | None): null during the pass phase (the holder of the lowest club leads once the passed cards have
                arrived)
     """

    cards: list[HeartsPlay]
    leader: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_play import HeartsPlay # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        leader: int | None
        leader = self.leader


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "leader": leader,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_play import HeartsPlay # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = HeartsPlay.from_dict(cards_item_data)



            cards.append(cards_item)


        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))


        hearts_trick = cls(
            cards=cards,
            leader=leader,
        )

        return hearts_trick

