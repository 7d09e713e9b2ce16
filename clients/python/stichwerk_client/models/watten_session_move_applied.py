from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_session_move_applied_game import WattenSessionMoveAppliedGame
from ..models.watten_session_move_applied_status import WattenSessionMoveAppliedStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.match_result import MatchResult
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent
  from ..models.watten_accept_redeal_move import WattenAcceptRedealMove
  from ..models.watten_accept_swap_move import WattenAcceptSwapMove
  from ..models.watten_call_rank_move import WattenCallRankMove
  from ..models.watten_call_suit_move import WattenCallSuitMove
  from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent
  from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent
  from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent
  from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent
  from ..models.watten_deal_move import WattenDealMove
  from ..models.watten_fold_move import WattenFoldMove
  from ..models.watten_folded_session_event import WattenFoldedSessionEvent
  from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent
  from ..models.watten_hand_outcome import WattenHandOutcome
  from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent
  from ..models.watten_hold_move import WattenHoldMove
  from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove
  from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent
  from ..models.watten_offer_swap_move import WattenOfferSwapMove
  from ..models.watten_penalty_session_event import WattenPenaltySessionEvent
  from ..models.watten_play_move import WattenPlayMove
  from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent
  from ..models.watten_raise_move import WattenRaiseMove
  from ..models.watten_raised_session_event import WattenRaisedSessionEvent
  from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent
  from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent
  from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent
  from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove
  from ..models.watten_refuse_swap_move import WattenRefuseSwapMove
  from ..models.watten_request_redeal_move import WattenRequestRedealMove
  from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent
  from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent
  from ..models.watten_session_hand_end import WattenSessionHandEnd
  from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent
  from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent
  from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent
  from ..models.watten_take_cut_card_move import WattenTakeCutCardMove
  from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent
  from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent
  from ..models.watten_trick_result import WattenTrickResult
  from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent
  from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="WattenSessionMoveApplied")



@_attrs_define
class WattenSessionMoveApplied:
    """ 
        Attributes:
            events (list[SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent |
                SessionStartedSessionEvent | WattenCardPlayedSessionEvent | WattenCardsDealtSessionEvent |
                WattenCutCardLeftSessionEvent | WattenCutCardTakenSessionEvent | WattenFoldedSessionEvent |
                WattenHandDealtSessionEvent | WattenHandScoredSessionEvent | WattenMatchWonSessionEvent |
                WattenPenaltySessionEvent | WattenRaisedSessionEvent | WattenRaiseHeldSessionEvent |
                WattenRedealAcceptedSessionEvent | WattenRedealRefusedSessionEvent | WattenRedealRequestedSessionEvent |
                WattenSchlagNamedSessionEvent | WattenSchleckenPenaltySessionEvent | WattenSwapAcceptedSessionEvent |
                WattenSwapOfferedSessionEvent | WattenSwapRefusedSessionEvent | WattenTenseConcededSessionEvent |
                WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent]): The events this
                write appended (this move, the bots' moves, deals), redacted for this seat
            game (WattenSessionMoveAppliedGame): The game of the session: it tells the games' variants of this answer apart
            hand (None | WattenHandOutcome): Set when this seat's move ended the hand (every hand end of the write is in
                `results`)
            last_event (int): `seq` of the newest event of the log
            legal (bool):
            legal_moves (list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove |
                WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove
                | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove |
                WattenTakeCutCardMove]): What this seat may post now (out-of-turn moves included; empty for the spectator and
                when the match is over)
            match (MatchResult | None): Set when the match ended during this write: by this seat's move or by a bot's move
                after it
            results (list[WattenSessionHandEnd]): Every hand that ended during this write, in order: by this seat's move and
                by the bots' moves after it
            status (WattenSessionMoveAppliedStatus): `finished` once the match is over
            trick (None | WattenTrickResult): The trick this seat's move played a card to
            version (int): The session version after this move, the bots' moves and deals
            view (WattenView): A Watten state as one seat (or a spectator) may see it: other hands are null.
     """

    events: list[SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent | WattenCardPlayedSessionEvent | WattenCardsDealtSessionEvent | WattenCutCardLeftSessionEvent | WattenCutCardTakenSessionEvent | WattenFoldedSessionEvent | WattenHandDealtSessionEvent | WattenHandScoredSessionEvent | WattenMatchWonSessionEvent | WattenPenaltySessionEvent | WattenRaisedSessionEvent | WattenRaiseHeldSessionEvent | WattenRedealAcceptedSessionEvent | WattenRedealRefusedSessionEvent | WattenRedealRequestedSessionEvent | WattenSchlagNamedSessionEvent | WattenSchleckenPenaltySessionEvent | WattenSwapAcceptedSessionEvent | WattenSwapOfferedSessionEvent | WattenSwapRefusedSessionEvent | WattenTenseConcededSessionEvent | WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent]
    game: WattenSessionMoveAppliedGame
    hand: None | WattenHandOutcome
    last_event: int
    legal: bool
    legal_moves: list[WattenAcceptRedealMove | WattenAcceptSwapMove | WattenCallRankMove | WattenCallSuitMove | WattenDealMove | WattenFoldMove | WattenHoldMove | WattenLeaveCutCardMove | WattenOfferSwapMove | WattenPlayMove | WattenRaiseMove | WattenRefuseRedealMove | WattenRefuseSwapMove | WattenRequestRedealMove | WattenTakeCutCardMove]
    match: MatchResult | None
    results: list[WattenSessionHandEnd]
    status: WattenSessionMoveAppliedStatus
    trick: None | WattenTrickResult
    version: int
    view: WattenView





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_folded_session_event import WattenFoldedSessionEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent # noqa: PLC0415
        from ..models.watten_hand_outcome import WattenHandOutcome # noqa: PLC0415
        from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_penalty_session_event import WattenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_raised_session_event import WattenRaisedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_session_hand_end import WattenSessionHandEnd # noqa: PLC0415
        from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent # noqa: PLC0415
        from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent # noqa: PLC0415
        from ..models.watten_trick_result import WattenTrickResult # noqa: PLC0415
        from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent # noqa: PLC0415
        from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, WattenCardPlayedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTrickWonSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenHandScoredSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenMatchWonSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenHandDealtSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenPenaltySessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRaisedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRaiseHeldSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenFoldedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSchlagNamedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTrumpNamedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealRequestedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealAcceptedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealRefusedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapOfferedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapAcceptedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapRefusedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTensePlaysSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTenseConcededSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCutCardTakenSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCutCardLeftSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCardsDealtSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSchleckenPenaltySessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SessionStartedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatLeftSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatClaimedSessionEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        game = self.game.value

        hand: dict[str, Any] | None
        if isinstance(self.hand, WattenHandOutcome):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        last_event = self.last_event

        legal = self.legal

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

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        status = self.status.value

        trick: dict[str, Any] | None
        if isinstance(self.trick, WattenTrickResult):
            trick = self.trick.to_dict()
        else:
            trick = self.trick

        version = self.version

        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "game": game,
            "hand": hand,
            "last_event": last_event,
            "legal": legal,
            "legal_moves": legal_moves,
            "match": match,
            "results": results,
            "status": status,
            "trick": trick,
            "version": version,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        from ..models.watten_accept_redeal_move import WattenAcceptRedealMove # noqa: PLC0415
        from ..models.watten_accept_swap_move import WattenAcceptSwapMove # noqa: PLC0415
        from ..models.watten_call_rank_move import WattenCallRankMove # noqa: PLC0415
        from ..models.watten_call_suit_move import WattenCallSuitMove # noqa: PLC0415
        from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent # noqa: PLC0415
        from ..models.watten_deal_move import WattenDealMove # noqa: PLC0415
        from ..models.watten_fold_move import WattenFoldMove # noqa: PLC0415
        from ..models.watten_folded_session_event import WattenFoldedSessionEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent # noqa: PLC0415
        from ..models.watten_hand_outcome import WattenHandOutcome # noqa: PLC0415
        from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent # noqa: PLC0415
        from ..models.watten_hold_move import WattenHoldMove # noqa: PLC0415
        from ..models.watten_leave_cut_card_move import WattenLeaveCutCardMove # noqa: PLC0415
        from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent # noqa: PLC0415
        from ..models.watten_offer_swap_move import WattenOfferSwapMove # noqa: PLC0415
        from ..models.watten_penalty_session_event import WattenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_play_move import WattenPlayMove # noqa: PLC0415
        from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent # noqa: PLC0415
        from ..models.watten_raise_move import WattenRaiseMove # noqa: PLC0415
        from ..models.watten_raised_session_event import WattenRaisedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent # noqa: PLC0415
        from ..models.watten_refuse_redeal_move import WattenRefuseRedealMove # noqa: PLC0415
        from ..models.watten_refuse_swap_move import WattenRefuseSwapMove # noqa: PLC0415
        from ..models.watten_request_redeal_move import WattenRequestRedealMove # noqa: PLC0415
        from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_session_hand_end import WattenSessionHandEnd # noqa: PLC0415
        from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_take_cut_card_move import WattenTakeCutCardMove # noqa: PLC0415
        from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent # noqa: PLC0415
        from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent # noqa: PLC0415
        from ..models.watten_trick_result import WattenTrickResult # noqa: PLC0415
        from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent # noqa: PLC0415
        from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent | WattenCardPlayedSessionEvent | WattenCardsDealtSessionEvent | WattenCutCardLeftSessionEvent | WattenCutCardTakenSessionEvent | WattenFoldedSessionEvent | WattenHandDealtSessionEvent | WattenHandScoredSessionEvent | WattenMatchWonSessionEvent | WattenPenaltySessionEvent | WattenRaisedSessionEvent | WattenRaiseHeldSessionEvent | WattenRedealAcceptedSessionEvent | WattenRedealRefusedSessionEvent | WattenRedealRequestedSessionEvent | WattenSchlagNamedSessionEvent | WattenSchleckenPenaltySessionEvent | WattenSwapAcceptedSessionEvent | WattenSwapOfferedSessionEvent | WattenSwapRefusedSessionEvent | WattenTenseConcededSessionEvent | WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_0 = WattenCardPlayedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_0, "to_dict") or componentsschemas_watten_session_event_type_0.to_dict() == data:
                        return componentsschemas_watten_session_event_type_0
                    parsed.append(componentsschemas_watten_session_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_1 = WattenTrickWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_1, "to_dict") or componentsschemas_watten_session_event_type_1.to_dict() == data:
                        return componentsschemas_watten_session_event_type_1
                    parsed.append(componentsschemas_watten_session_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_2 = WattenHandScoredSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_2, "to_dict") or componentsschemas_watten_session_event_type_2.to_dict() == data:
                        return componentsschemas_watten_session_event_type_2
                    parsed.append(componentsschemas_watten_session_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_3 = WattenMatchWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_3, "to_dict") or componentsschemas_watten_session_event_type_3.to_dict() == data:
                        return componentsschemas_watten_session_event_type_3
                    parsed.append(componentsschemas_watten_session_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_4 = WattenHandDealtSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_4, "to_dict") or componentsschemas_watten_session_event_type_4.to_dict() == data:
                        return componentsschemas_watten_session_event_type_4
                    parsed.append(componentsschemas_watten_session_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_5 = WattenPenaltySessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_5, "to_dict") or componentsschemas_watten_session_event_type_5.to_dict() == data:
                        return componentsschemas_watten_session_event_type_5
                    parsed.append(componentsschemas_watten_session_event_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_6 = WattenRaisedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_6, "to_dict") or componentsschemas_watten_session_event_type_6.to_dict() == data:
                        return componentsschemas_watten_session_event_type_6
                    parsed.append(componentsschemas_watten_session_event_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_7 = WattenRaiseHeldSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_7, "to_dict") or componentsschemas_watten_session_event_type_7.to_dict() == data:
                        return componentsschemas_watten_session_event_type_7
                    parsed.append(componentsschemas_watten_session_event_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_8 = WattenFoldedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_8, "to_dict") or componentsschemas_watten_session_event_type_8.to_dict() == data:
                        return componentsschemas_watten_session_event_type_8
                    parsed.append(componentsschemas_watten_session_event_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_9 = WattenSchlagNamedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_9, "to_dict") or componentsschemas_watten_session_event_type_9.to_dict() == data:
                        return componentsschemas_watten_session_event_type_9
                    parsed.append(componentsschemas_watten_session_event_type_9)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_10 = WattenTrumpNamedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_10, "to_dict") or componentsschemas_watten_session_event_type_10.to_dict() == data:
                        return componentsschemas_watten_session_event_type_10
                    parsed.append(componentsschemas_watten_session_event_type_10)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_11 = WattenRedealRequestedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_11, "to_dict") or componentsschemas_watten_session_event_type_11.to_dict() == data:
                        return componentsschemas_watten_session_event_type_11
                    parsed.append(componentsschemas_watten_session_event_type_11)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_12 = WattenRedealAcceptedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_12, "to_dict") or componentsschemas_watten_session_event_type_12.to_dict() == data:
                        return componentsschemas_watten_session_event_type_12
                    parsed.append(componentsschemas_watten_session_event_type_12)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_13 = WattenRedealRefusedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_13, "to_dict") or componentsschemas_watten_session_event_type_13.to_dict() == data:
                        return componentsschemas_watten_session_event_type_13
                    parsed.append(componentsschemas_watten_session_event_type_13)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_14 = WattenSwapOfferedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_14, "to_dict") or componentsschemas_watten_session_event_type_14.to_dict() == data:
                        return componentsschemas_watten_session_event_type_14
                    parsed.append(componentsschemas_watten_session_event_type_14)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_15 = WattenSwapAcceptedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_15, "to_dict") or componentsschemas_watten_session_event_type_15.to_dict() == data:
                        return componentsschemas_watten_session_event_type_15
                    parsed.append(componentsschemas_watten_session_event_type_15)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_16 = WattenSwapRefusedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_16, "to_dict") or componentsschemas_watten_session_event_type_16.to_dict() == data:
                        return componentsschemas_watten_session_event_type_16
                    parsed.append(componentsschemas_watten_session_event_type_16)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_17 = WattenTensePlaysSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_17, "to_dict") or componentsschemas_watten_session_event_type_17.to_dict() == data:
                        return componentsschemas_watten_session_event_type_17
                    parsed.append(componentsschemas_watten_session_event_type_17)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_18 = WattenTenseConcededSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_18, "to_dict") or componentsschemas_watten_session_event_type_18.to_dict() == data:
                        return componentsschemas_watten_session_event_type_18
                    parsed.append(componentsschemas_watten_session_event_type_18)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_19 = WattenCutCardTakenSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_19, "to_dict") or componentsschemas_watten_session_event_type_19.to_dict() == data:
                        return componentsschemas_watten_session_event_type_19
                    parsed.append(componentsschemas_watten_session_event_type_19)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_20 = WattenCutCardLeftSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_20, "to_dict") or componentsschemas_watten_session_event_type_20.to_dict() == data:
                        return componentsschemas_watten_session_event_type_20
                    parsed.append(componentsschemas_watten_session_event_type_20)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_21 = WattenCardsDealtSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_21, "to_dict") or componentsschemas_watten_session_event_type_21.to_dict() == data:
                        return componentsschemas_watten_session_event_type_21
                    parsed.append(componentsschemas_watten_session_event_type_21)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_22 = WattenSchleckenPenaltySessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_22, "to_dict") or componentsschemas_watten_session_event_type_22.to_dict() == data:
                        return componentsschemas_watten_session_event_type_22
                    parsed.append(componentsschemas_watten_session_event_type_22)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_23 = SessionStartedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_23, "to_dict") or componentsschemas_watten_session_event_type_23.to_dict() == data:
                        return componentsschemas_watten_session_event_type_23
                    parsed.append(componentsschemas_watten_session_event_type_23)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_24 = SeatLeftSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_24, "to_dict") or componentsschemas_watten_session_event_type_24.to_dict() == data:
                        return componentsschemas_watten_session_event_type_24
                    parsed.append(componentsschemas_watten_session_event_type_24)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_25 = SeatClaimedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_25, "to_dict") or componentsschemas_watten_session_event_type_25.to_dict() == data:
                        return componentsschemas_watten_session_event_type_25
                    parsed.append(componentsschemas_watten_session_event_type_25)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_session_event_type_26 = SeedRevealedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_session_event_type_26, "to_dict") or componentsschemas_watten_session_event_type_26.to_dict() == data:
                        return componentsschemas_watten_session_event_type_26
                    parsed.append(componentsschemas_watten_session_event_type_26)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent | WattenCardPlayedSessionEvent | WattenCardsDealtSessionEvent | WattenCutCardLeftSessionEvent | WattenCutCardTakenSessionEvent | WattenFoldedSessionEvent | WattenHandDealtSessionEvent | WattenHandScoredSessionEvent | WattenMatchWonSessionEvent | WattenPenaltySessionEvent | WattenRaisedSessionEvent | WattenRaiseHeldSessionEvent | WattenRedealAcceptedSessionEvent | WattenRedealRefusedSessionEvent | WattenRedealRequestedSessionEvent | WattenSchlagNamedSessionEvent | WattenSchleckenPenaltySessionEvent | WattenSwapAcceptedSessionEvent | WattenSwapOfferedSessionEvent | WattenSwapRefusedSessionEvent | WattenTenseConcededSessionEvent | WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = WattenSessionMoveAppliedGame(d.pop("game"))




        def _parse_hand(data: object) -> None | WattenHandOutcome:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = WattenHandOutcome.from_dict(data)



                if not hasattr(hand_type_0, "to_dict") or hand_type_0.to_dict() == data:
                    return hand_type_0
                parsed.append(hand_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenHandOutcome, parsed[0])
            return cast(None | WattenHandOutcome, data)

        hand = _parse_hand(d.pop("hand"))


        last_event = d.pop("last_event")

        legal = d.pop("legal")

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


        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = WattenSessionHandEnd.from_dict(results_item_data)



            results.append(results_item)


        status = WattenSessionMoveAppliedStatus(d.pop("status"))




        def _parse_trick(data: object) -> None | WattenTrickResult:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trick_type_0 = WattenTrickResult.from_dict(data)



                if not hasattr(trick_type_0, "to_dict") or trick_type_0.to_dict() == data:
                    return trick_type_0
                parsed.append(trick_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenTrickResult, parsed[0])
            return cast(None | WattenTrickResult, data)

        trick = _parse_trick(d.pop("trick"))


        version = d.pop("version")

        view = WattenView.from_dict(d.pop("view"))




        watten_session_move_applied = cls(
            events=events,
            game=game,
            hand=hand,
            last_event=last_event,
            legal=legal,
            legal_moves=legal_moves,
            match=match,
            results=results,
            status=status,
            trick=trick,
            version=version,
            view=view,
        )

        return watten_session_move_applied

