from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_session_game import WattenSessionGame
from ..models.watten_session_role import WattenSessionRole
from ..models.watten_session_status import WattenSessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.match_result import MatchResult
  from ..models.seed_reveal import SeedReveal
  from ..models.session_seat import SessionSeat
  from ..models.watten_accept_redeal_move import WattenAcceptRedealMove
  from ..models.watten_accept_swap_move import WattenAcceptSwapMove
  from ..models.watten_call_rank_move import WattenCallRankMove
  from ..models.watten_call_suit_move import WattenCallSuitMove
  from ..models.watten_deal_move import WattenDealMove
  from ..models.watten_fold_move import WattenFoldMove
  from ..models.watten_hold_move import WattenHoldMove
  from ..models.watten_illegal_card import WattenIllegalCard
  from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove
  from ..models.watten_offer_swap_move import WattenOfferSwapMove
  from ..models.watten_play_move import WattenPlayMove
  from ..models.watten_raise_move import WattenRaiseMove
  from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove
  from ..models.watten_refuse_swap_move import WattenRefuseSwapMove
  from ..models.watten_request_redeal_move import WattenRequestRedealMove
  from ..models.watten_session_hand_end import WattenSessionHandEnd
  from ..models.watten_take_cut_card_move import WattenTakeCutCardMove
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="WattenSession")



@_attrs_define
class WattenSession:
    """ 
        Attributes:
            game (WattenSessionGame):
            id (str):
            illegal_cards (list[WattenIllegalCard]): Each card of this seat's hand that it may not play now, with the
                violation a play of it would get (for a page that disables the card and says why); empty for the host and the
                spectator
            last_event (int): `seq` of the newest event of the log
            last_hand (None | WattenSessionHandEnd): The latest hand end of the session (null until a hand has ended)
            legal_moves (list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove |
                WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove
                | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove |
                WattenTakeCutCardMove]): What this seat may post now (out-of-turn moves included; empty for the spectator and
                when the match is over)
            match (MatchResult | None): The match result once the match is over (`status: finished`)
            role (WattenSessionRole):
            seat (int | None): The token's seat; null: the host or the spectator (who see the spectator's view)
            seats (list[SessionSeat]):
            seed_commitment (None | str): Unseeded sessions: hex SHA-256 of `"<salt>:<seed>"`, published from the start;
                null for a seeded session
            seed_reveal (None | SeedReveal): Seed and salt, once the match is over (unseeded sessions only); null before
            seeded (bool): True: the creator chose the seed, so the creator can know every deal (it is never revealed).
                False: the server drew it and committed to it (`seed_commitment`)
            status (WattenSessionStatus): `finished` once the match is over
            version (int):
            view (WattenView): A Watten state as one seat (or a spectator) may see it: other hands are null.
     """

    game: WattenSessionGame
    id: str
    illegal_cards: list[WattenIllegalCard]
    last_event: int
    last_hand: None | WattenSessionHandEnd
    legal_moves: list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove]
    match: MatchResult | None
    role: WattenSessionRole
    seat: int | None
    seats: list[SessionSeat]
    seed_commitment: None | str
    seed_reveal: None | SeedReveal
    seeded: bool
    status: WattenSessionStatus
    version: int
    view: WattenView





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_illegal_card import WattenIllegalCard # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_session_hand_end import WattenSessionHandEnd # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        game = self.game.value

        id = self.id

        illegal_cards = []
        for illegal_cards_item_data in self.illegal_cards:
            illegal_cards_item = illegal_cards_item_data.to_dict()
            illegal_cards.append(illegal_cards_item)



        last_event = self.last_event

        last_hand: dict[str, Any] | None
        if isinstance(self.last_hand, WattenSessionHandEnd):
            last_hand = self.last_hand.to_dict()
        else:
            last_hand = self.last_hand

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, WattenPlayMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenCallRankMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenCallSuitMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenRaiseMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenHoldMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenFoldMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenRequestRedealMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenAcceptRedealMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenRefuseRedealMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenOfferSwapMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenAcceptSwapMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenRefuseSwapMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenTakeCutCardMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, WattenLeaveCutCardMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)



        match: dict[str, Any] | None
        if isinstance(self.match, MatchResult):
            match = self.match.to_dict()
        else:
            match = self.match

        role = self.role.value

        seat: int | None
        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed_reveal: dict[str, Any] | None
        if isinstance(self.seed_reveal, SeedReveal):
            seed_reveal = self.seed_reveal.to_dict()
        else:
            seed_reveal = self.seed_reveal

        seeded = self.seeded

        status = self.status.value

        version = self.version

        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "id": id,
            "illegal_cards": illegal_cards,
            "last_event": last_event,
            "last_hand": last_hand,
            "legal_moves": legal_moves,
            "match": match,
            "role": role,
            "seat": seat,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seed_reveal": seed_reveal,
            "seeded": seeded,
            "status": status,
            "version": version,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seed_reveal import SeedReveal # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_illegal_card import WattenIllegalCard # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_session_hand_end import WattenSessionHandEnd # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        game = WattenSessionGame(d.pop("game"))




        id = d.pop("id")

        illegal_cards = []
        _illegal_cards = d.pop("illegal_cards")
        for illegal_cards_item_data in (_illegal_cards):
            illegal_cards_item = WattenIllegalCard.from_dict(illegal_cards_item_data)



            illegal_cards.append(illegal_cards_item)


        last_event = d.pop("last_event")

        def _parse_last_hand(data: object) -> None | WattenSessionHandEnd:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_hand_type_0 = WattenSessionHandEnd.from_dict(data)



                if not hasattr(last_hand_type_0, "to_dict") or last_hand_type_0.to_dict() == data:
                    return last_hand_type_0
                parsed.append(last_hand_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenSessionHandEnd, parsed[0])
            return cast(None | WattenSessionHandEnd, data)

        last_hand = _parse_last_hand(d.pop("last_hand"))


        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            def _parse_legal_moves_item(data: object) -> WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove:
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)


        def _parse_match(data: object) -> MatchResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_type_0 = MatchResult.from_dict(data)



                if not hasattr(match_type_0, "to_dict") or match_type_0.to_dict() == data:
                    return match_type_0
                parsed.append(match_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(MatchResult | None, parsed[0])
            return cast(MatchResult | None, data)

        match = _parse_match(d.pop("match"))


        role = WattenSessionRole(d.pop("role"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(int | None, parsed[0])
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SessionSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            parsed: list[Any] = []
            if parsed:
                return cast(None | str, parsed[0])
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        def _parse_seed_reveal(data: object) -> None | SeedReveal:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seed_reveal_type_0 = SeedReveal.from_dict(data)



                if not hasattr(seed_reveal_type_0, "to_dict") or seed_reveal_type_0.to_dict() == data:
                    return seed_reveal_type_0
                parsed.append(seed_reveal_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | SeedReveal, parsed[0])
            return cast(None | SeedReveal, data)

        seed_reveal = _parse_seed_reveal(d.pop("seed_reveal"))


        seeded = d.pop("seeded")

        status = WattenSessionStatus(d.pop("status"))




        version = d.pop("version")

        view = WattenView.from_dict(d.pop("view"))




        watten_session = cls(
            game=game,
            id=id,
            illegal_cards=illegal_cards,
            last_event=last_event,
            last_hand=last_hand,
            legal_moves=legal_moves,
            match=match,
            role=role,
            seat=seat,
            seats=seats,
            seed_commitment=seed_commitment,
            seed_reveal=seed_reveal,
            seeded=seeded,
            status=status,
            version=version,
            view=view,
        )

        return watten_session

