from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_bot_move_response_game import WattenBotMoveResponseGame
from ..models.watten_bot_move_response_level import WattenBotMoveResponseLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_stats import BotStats
  from ..models.watten_accept_redeal_move import WattenAcceptRedealMove
  from ..models.watten_accept_swap_move import WattenAcceptSwapMove
  from ..models.watten_bot_estimate import WattenBotEstimate
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





T = TypeVar("T", bound="WattenBotMoveResponse")



@_attrs_define
class WattenBotMoveResponse:
    """ 
        Attributes:
            game (WattenBotMoveResponseGame): The game of the path (of the session, for a hint): it tells the games'
                variants of this answer apart
            level (WattenBotMoveResponseLevel):
            move (WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove |
                WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove |
                WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove |
                WattenTakeCutCardMove): A Watten move: `seat`, `type` and the type's fields
            stats (BotStats):
            estimates (list[WattenBotEstimate] | Unset): With `explain: true`: one estimate per candidate move (every legal
                move; a Hearts pass: the searched candidate passes)
     """

    game: WattenBotMoveResponseGame
    level: WattenBotMoveResponseLevel
    move: WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove
    stats: BotStats
    estimates: list[WattenBotEstimate] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_stats import BotStats # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_bot_estimate import WattenBotEstimate # noqa: PLC0415
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

        level = self.level.value

        move: dict[str, Any]
        if isinstance(self.move, WattenPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenCallRankMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenCallSuitMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenRaiseMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenHoldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenFoldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenRequestRedealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenAcceptRedealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenRefuseRedealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenOfferSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenAcceptSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenRefuseSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenTakeCutCardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenLeaveCutCardMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        stats = self.stats.to_dict()

        estimates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.estimates, Unset):
            estimates = []
            for estimates_item_data in self.estimates:
                estimates_item = estimates_item_data.to_dict()
                estimates.append(estimates_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "level": level,
            "move": move,
            "stats": stats,
        })
        if estimates is not UNSET:
            field_dict["estimates"] = estimates

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_stats import BotStats # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_bot_estimate import WattenBotEstimate # noqa: PLC0415
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
        game = WattenBotMoveResponseGame(d.pop("game"))




        level = WattenBotMoveResponseLevel(d.pop("level"))




        def _parse_move(data: object) -> WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_0 = WattenPlayMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_0, "to_dict") or componentsschemas_watten_move_type_0.to_dict() == data:
                    return componentsschemas_watten_move_type_0
                parsed.append(componentsschemas_watten_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_1 = WattenCallRankMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_1, "to_dict") or componentsschemas_watten_move_type_1.to_dict() == data:
                    return componentsschemas_watten_move_type_1
                parsed.append(componentsschemas_watten_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_2 = WattenCallSuitMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_2, "to_dict") or componentsschemas_watten_move_type_2.to_dict() == data:
                    return componentsschemas_watten_move_type_2
                parsed.append(componentsschemas_watten_move_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_3 = WattenRaiseMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_3, "to_dict") or componentsschemas_watten_move_type_3.to_dict() == data:
                    return componentsschemas_watten_move_type_3
                parsed.append(componentsschemas_watten_move_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_4 = WattenHoldMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_4, "to_dict") or componentsschemas_watten_move_type_4.to_dict() == data:
                    return componentsschemas_watten_move_type_4
                parsed.append(componentsschemas_watten_move_type_4)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_5 = WattenFoldMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_5, "to_dict") or componentsschemas_watten_move_type_5.to_dict() == data:
                    return componentsschemas_watten_move_type_5
                parsed.append(componentsschemas_watten_move_type_5)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_6 = WattenRequestRedealMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_6, "to_dict") or componentsschemas_watten_move_type_6.to_dict() == data:
                    return componentsschemas_watten_move_type_6
                parsed.append(componentsschemas_watten_move_type_6)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_7 = WattenAcceptRedealMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_7, "to_dict") or componentsschemas_watten_move_type_7.to_dict() == data:
                    return componentsschemas_watten_move_type_7
                parsed.append(componentsschemas_watten_move_type_7)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_8 = WattenRefuseRedealMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_8, "to_dict") or componentsschemas_watten_move_type_8.to_dict() == data:
                    return componentsschemas_watten_move_type_8
                parsed.append(componentsschemas_watten_move_type_8)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_9 = WattenOfferSwapMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_9, "to_dict") or componentsschemas_watten_move_type_9.to_dict() == data:
                    return componentsschemas_watten_move_type_9
                parsed.append(componentsschemas_watten_move_type_9)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_10 = WattenAcceptSwapMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_10, "to_dict") or componentsschemas_watten_move_type_10.to_dict() == data:
                    return componentsschemas_watten_move_type_10
                parsed.append(componentsschemas_watten_move_type_10)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_11 = WattenRefuseSwapMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_11, "to_dict") or componentsschemas_watten_move_type_11.to_dict() == data:
                    return componentsschemas_watten_move_type_11
                parsed.append(componentsschemas_watten_move_type_11)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_12 = WattenTakeCutCardMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_12, "to_dict") or componentsschemas_watten_move_type_12.to_dict() == data:
                    return componentsschemas_watten_move_type_12
                parsed.append(componentsschemas_watten_move_type_12)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_13 = WattenLeaveCutCardMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_13, "to_dict") or componentsschemas_watten_move_type_13.to_dict() == data:
                    return componentsschemas_watten_move_type_13
                parsed.append(componentsschemas_watten_move_type_13)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_watten_move_type_14 = WattenDealMove.from_dict(data)



                if not hasattr(componentsschemas_watten_move_type_14, "to_dict") or componentsschemas_watten_move_type_14.to_dict() == data:
                    return componentsschemas_watten_move_type_14
                parsed.append(componentsschemas_watten_move_type_14)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        move = _parse_move(d.pop("move"))


        stats = BotStats.from_dict(d.pop("stats"))




        _estimates = d.pop("estimates", UNSET)
        estimates: list[WattenBotEstimate] | Unset = UNSET
        if _estimates is not UNSET:
            estimates = []
            for estimates_item_data in _estimates:
                estimates_item = WattenBotEstimate.from_dict(estimates_item_data)



                estimates.append(estimates_item)


        watten_bot_move_response = cls(
            game=game,
            level=level,
            move=move,
            stats=stats,
            estimates=estimates,
        )

        return watten_bot_move_response

