from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_legal_moves_response_game import WattenLegalMovesResponseGame
from typing import cast

if TYPE_CHECKING:
  from ..models.watten_accept_redeal_move import WattenAcceptRedealMove
  from ..models.watten_accept_swap_move import WattenAcceptSwapMove
  from ..models.watten_call_rank_move import WattenCallRankMove
  from ..models.watten_call_suit_move import WattenCallSuitMove
  from ..models.watten_deal_move import WattenDealMove
  from ..models.watten_fold_move import WattenFoldMove
  from ..models.watten_hold_move import WattenHoldMove
  from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove
  from ..models.watten_offer_swap_move import WattenOfferSwapMove
  from ..models.watten_play_move import WattenPlayMove
  from ..models.watten_raise_move import WattenRaiseMove
  from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove
  from ..models.watten_refuse_swap_move import WattenRefuseSwapMove
  from ..models.watten_request_redeal_move import WattenRequestRedealMove
  from ..models.watten_take_cut_card_move import WattenTakeCutCardMove





T = TypeVar("T", bound="WattenLegalMovesResponse")



@_attrs_define
class WattenLegalMovesResponse:
    """ 
        Attributes:
            game (WattenLegalMovesResponseGame): The game of the path: it tells the games' variants of this answer apart
            moves (list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove |
                WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove
                | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove |
                WattenTakeCutCardMove]): Every legal move of the seat asked for (out-of-turn ones included), or of every seat;
                each carries its `seat`. A Hearts pass is one descriptor per seat (`count`, `choose_from`)
            to_act (list[int]): The seats the game waits for
     """

    game: WattenLegalMovesResponseGame
    moves: list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove]
    to_act: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        game = self.game.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, WattenPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenCallRankMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenCallSuitMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenRaiseMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenHoldMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenFoldMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenRequestRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenAcceptRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenRefuseRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenOfferSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenAcceptSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenRefuseSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenTakeCutCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, WattenLeaveCutCardMove):
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
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        d = dict(src_dict)
        game = WattenLegalMovesResponseGame(d.pop("game"))




        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_0 = WattenPlayMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_0, "to_dict") or componentsschemas_watten_legal_move_type_0.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_0
                    parsed.append(componentsschemas_watten_legal_move_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_1 = WattenCallRankMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_1, "to_dict") or componentsschemas_watten_legal_move_type_1.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_1
                    parsed.append(componentsschemas_watten_legal_move_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_2 = WattenCallSuitMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_2, "to_dict") or componentsschemas_watten_legal_move_type_2.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_2
                    parsed.append(componentsschemas_watten_legal_move_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_3 = WattenRaiseMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_3, "to_dict") or componentsschemas_watten_legal_move_type_3.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_3
                    parsed.append(componentsschemas_watten_legal_move_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_4 = WattenHoldMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_4, "to_dict") or componentsschemas_watten_legal_move_type_4.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_4
                    parsed.append(componentsschemas_watten_legal_move_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_5 = WattenFoldMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_5, "to_dict") or componentsschemas_watten_legal_move_type_5.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_5
                    parsed.append(componentsschemas_watten_legal_move_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_6 = WattenRequestRedealMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_6, "to_dict") or componentsschemas_watten_legal_move_type_6.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_6
                    parsed.append(componentsschemas_watten_legal_move_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_7 = WattenAcceptRedealMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_7, "to_dict") or componentsschemas_watten_legal_move_type_7.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_7
                    parsed.append(componentsschemas_watten_legal_move_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_8 = WattenRefuseRedealMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_8, "to_dict") or componentsschemas_watten_legal_move_type_8.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_8
                    parsed.append(componentsschemas_watten_legal_move_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_9 = WattenOfferSwapMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_9, "to_dict") or componentsschemas_watten_legal_move_type_9.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_9
                    parsed.append(componentsschemas_watten_legal_move_type_9)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_10 = WattenAcceptSwapMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_10, "to_dict") or componentsschemas_watten_legal_move_type_10.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_10
                    parsed.append(componentsschemas_watten_legal_move_type_10)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_11 = WattenRefuseSwapMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_11, "to_dict") or componentsschemas_watten_legal_move_type_11.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_11
                    parsed.append(componentsschemas_watten_legal_move_type_11)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_12 = WattenTakeCutCardMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_12, "to_dict") or componentsschemas_watten_legal_move_type_12.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_12
                    parsed.append(componentsschemas_watten_legal_move_type_12)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_13 = WattenLeaveCutCardMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_13, "to_dict") or componentsschemas_watten_legal_move_type_13.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_13
                    parsed.append(componentsschemas_watten_legal_move_type_13)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_legal_move_type_14 = WattenDealMove.from_dict(data)



                    if not hasattr(componentsschemas_watten_legal_move_type_14, "to_dict") or componentsschemas_watten_legal_move_type_14.to_dict() == data:
                        return componentsschemas_watten_legal_move_type_14
                    parsed.append(componentsschemas_watten_legal_move_type_14)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        to_act = cast(list[int], d.pop("to_act"))


        watten_legal_moves_response = cls(
            game=game,
            moves=moves,
            to_act=to_act,
        )

        return watten_legal_moves_response

