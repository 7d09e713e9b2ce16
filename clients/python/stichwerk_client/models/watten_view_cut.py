from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from typing import cast

if TYPE_CHECKING:
  from ..models.watten_hidden_card import WattenHiddenCard





T = TypeVar("T", bound="WattenViewCut")



@_attrs_define
class WattenViewCut:
    """ Schlecken as one seat sees it: other seats' cut cards are hidden

        Attributes:
            left (None | WattenHiddenCard): Peeked, not taken: out of play
            peek (None | WattenCard): Seen only by `turn`
            taken (list[WattenHiddenCard]):
            turn (int | None): The seat deciding on the peeked card
     """

    left: None | WattenHiddenCard
    peek: None | WattenCard
    taken: list[WattenHiddenCard]
    turn: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_hidden_card import WattenHiddenCard # noqa: PLC0415
        left: dict[str, Any] | None
        if isinstance(self.left, WattenHiddenCard):
            left = self.left.to_dict()
        else:
            left = self.left

        peek: None | str
        if isinstance(self.peek, WattenCard):
            peek = self.peek.value
        else:
            peek = self.peek

        taken = []
        for taken_item_data in self.taken:
            taken_item = taken_item_data.to_dict()
            taken.append(taken_item)



        turn: int | None
        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "left": left,
            "peek": peek,
            "taken": taken,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watten_hidden_card import WattenHiddenCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_left(data: object) -> None | WattenHiddenCard:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_0 = WattenHiddenCard.from_dict(data)



                if not hasattr(left_type_0, "to_dict") or left_type_0.to_dict() == data:
                    return left_type_0
                parsed.append(left_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenHiddenCard, parsed[0])
            return cast(None | WattenHiddenCard, data)

        left = _parse_left(d.pop("left"))


        def _parse_peek(data: object) -> None | WattenCard:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                peek_type_0 = WattenCard(data)



                if not hasattr(peek_type_0, "to_dict") or peek_type_0.to_dict() == data:
                    return peek_type_0
                parsed.append(peek_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenCard, parsed[0])
            return cast(None | WattenCard, data)

        peek = _parse_peek(d.pop("peek"))


        taken = []
        _taken = d.pop("taken")
        for taken_item_data in (_taken):
            taken_item = WattenHiddenCard.from_dict(taken_item_data)



            taken.append(taken_item)


        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        watten_view_cut = cls(
            left=left,
            peek=peek,
            taken=taken,
            turn=turn,
        )

        return watten_view_cut

