from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_legal_moves_response_game import HeartsLegalMovesResponseGame
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_pass_descriptor import HeartsPassDescriptor
  from ..models.hearts_play_move import HeartsPlayMove





T = TypeVar("T", bound="HeartsLegalMovesResponse")



@_attrs_define
class HeartsLegalMovesResponse:
    """ 
        Attributes:
            game (HeartsLegalMovesResponseGame): The game of the path: it tells the games' variants of this answer apart
            moves (list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]): Every legal move of
                the seat asked for (out-of-turn ones included), or of every seat; each carries its `seat`. A Hearts pass is one
                descriptor per seat (`count`, `choose_from`)
            to_act (list[int]): The seats the game waits for
     """

    game: HeartsLegalMovesResponseGame
    moves: list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]
    to_act: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        game = self.game.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, HeartsPassDescriptor):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, HeartsPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, HeartsChooseMoonMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "moves": moves,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        d = dict(src_dict)
        game = HeartsLegalMovesResponseGame(d.pop("game"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_0 = HeartsPassDescriptor.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_0, "to_dict") or componentsschemas_hearts_legal_move_type_0.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_0
                    parsed.append(componentsschemas_hearts_legal_move_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_1 = HeartsPlayMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_1, "to_dict") or componentsschemas_hearts_legal_move_type_1.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_1
                    parsed.append(componentsschemas_hearts_legal_move_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_2 = HeartsChooseMoonMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_2, "to_dict") or componentsschemas_hearts_legal_move_type_2.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_2
                    parsed.append(componentsschemas_hearts_legal_move_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_legal_move_type_3 = HeartsDealMove.from_dict(data)



                    if not hasattr(componentsschemas_hearts_legal_move_type_3, "to_dict") or componentsschemas_hearts_legal_move_type_3.to_dict() == data:
                        return componentsschemas_hearts_legal_move_type_3
                    parsed.append(componentsschemas_hearts_legal_move_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        to_act = cast(list[int], d.pop("to_act"))


        hearts_legal_moves_response = cls(
            game=game,
            moves=moves,
            to_act=to_act,
        )

        return hearts_legal_moves_response

