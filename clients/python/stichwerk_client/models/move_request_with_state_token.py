from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_pass_move import HeartsPassMove
  from ..models.hearts_play_move import HeartsPlayMove
  from ..models.karnoeffel_deal_move import KarnoeffelDealMove
  from ..models.karnoeffel_play_move import KarnoeffelPlayMove
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





T = TypeVar("T", bound="MoveRequestWithStateToken")



@_attrs_define
class MoveRequestWithStateToken:
    """ 
        Attributes:
            move (HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | KarnoeffelDealMove |
                KarnoeffelPlayMove | WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove |
                WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove
                | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove |
                WattenTakeCutCardMove): A move of the game of the path
            state_token (str): A sealed state (`POST .../states` with `sealed: true`, or a `state_token` answered by
                `.../moves`) in place of `state`: authenticated and encrypted, so it can be neither read nor edited; one of
                another game, another key, edited or truncated is a 422 `invalid_state_token` Example: AQ3k....
            seat (int | None | Unset): Also answer this seat's `view` of the resulting state, so a client that holds only a
                `state_token` can render without a second call; with a `state_token`, the answer's events are redacted for this
                seat (omitted or null: for a spectator)
     """

    move: HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | KarnoeffelDealMove | KarnoeffelPlayMove | WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove
    state_token: str
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
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
        move: dict[str, Any]
        if isinstance(self.move, HeartsPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsChooseMoonMove):
            move = self.move.to_dict()
        elif isinstance(self.move, HeartsDealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, KarnoeffelPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, KarnoeffelDealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, WattenPlayMove):
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


        state_token = self.state_token

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "state_token": state_token,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_pass_move import HeartsPassMove # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
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
        def _parse_move(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | KarnoeffelDealMove | KarnoeffelPlayMove | WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_0 = HeartsPassMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_0, "to_dict") or componentsschemas_hearts_move_type_0.to_dict() == data:
                    return componentsschemas_hearts_move_type_0
                parsed.append(componentsschemas_hearts_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_1 = HeartsPlayMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_1, "to_dict") or componentsschemas_hearts_move_type_1.to_dict() == data:
                    return componentsschemas_hearts_move_type_1
                parsed.append(componentsschemas_hearts_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_2 = HeartsChooseMoonMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_2, "to_dict") or componentsschemas_hearts_move_type_2.to_dict() == data:
                    return componentsschemas_hearts_move_type_2
                parsed.append(componentsschemas_hearts_move_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hearts_move_type_3 = HeartsDealMove.from_dict(data)



                if not hasattr(componentsschemas_hearts_move_type_3, "to_dict") or componentsschemas_hearts_move_type_3.to_dict() == data:
                    return componentsschemas_hearts_move_type_3
                parsed.append(componentsschemas_hearts_move_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_karnoeffel_move_type_0 = KarnoeffelPlayMove.from_dict(data)



                if not hasattr(componentsschemas_karnoeffel_move_type_0, "to_dict") or componentsschemas_karnoeffel_move_type_0.to_dict() == data:
                    return componentsschemas_karnoeffel_move_type_0
                parsed.append(componentsschemas_karnoeffel_move_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_karnoeffel_move_type_1 = KarnoeffelDealMove.from_dict(data)



                if not hasattr(componentsschemas_karnoeffel_move_type_1, "to_dict") or componentsschemas_karnoeffel_move_type_1.to_dict() == data:
                    return componentsschemas_karnoeffel_move_type_1
                parsed.append(componentsschemas_karnoeffel_move_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
                return cast(HeartsChooseMoonMove | HeartsDealMove | HeartsPassMove | HeartsPlayMove | KarnoeffelDealMove | KarnoeffelPlayMove | WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        move = _parse_move(d.pop("move"))


        state_token = d.pop("state_token")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None | Unset, parsed[0])
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        move_request_with_state_token = cls(
            move=move,
            state_token=state_token,
            seat=seat,
        )

        return move_request_with_state_token

