from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_sealed_move_applied_game import WattenSealedMoveAppliedGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_result import MatchResult
  from ..models.watten_card_played_event import WattenCardPlayedEvent
  from ..models.watten_cards_dealt_event import WattenCardsDealtEvent
  from ..models.watten_cut_card_left_event import WattenCutCardLeftEvent
  from ..models.watten_cut_card_taken_event import WattenCutCardTakenEvent
  from ..models.watten_folded_event import WattenFoldedEvent
  from ..models.watten_hand_dealt_event import WattenHandDealtEvent
  from ..models.watten_hand_outcome import WattenHandOutcome
  from ..models.watten_hand_scored_event import WattenHandScoredEvent
  from ..models.watten_match_won_event import WattenMatchWonEvent
  from ..models.watten_penalty_event import WattenPenaltyEvent
  from ..models.watten_raise_held_event import WattenRaiseHeldEvent
  from ..models.watten_raised_event import WattenRaisedEvent
  from ..models.watten_redeal_accepted_event import WattenRedealAcceptedEvent
  from ..models.watten_redeal_refused_event import WattenRedealRefusedEvent
  from ..models.watten_redeal_requested_event import WattenRedealRequestedEvent
  from ..models.watten_schlag_named_event import WattenSchlagNamedEvent
  from ..models.watten_schlecken_penalty_event import WattenSchleckenPenaltyEvent
  from ..models.watten_swap_accepted_event import WattenSwapAcceptedEvent
  from ..models.watten_swap_offered_event import WattenSwapOfferedEvent
  from ..models.watten_swap_refused_event import WattenSwapRefusedEvent
  from ..models.watten_tense_conceded_event import WattenTenseConcededEvent
  from ..models.watten_tense_plays_event import WattenTensePlaysEvent
  from ..models.watten_trick_result import WattenTrickResult
  from ..models.watten_trick_won_event import WattenTrickWonEvent
  from ..models.watten_trump_named_event import WattenTrumpNamedEvent
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="WattenSealedMoveApplied")



@_attrs_define
class WattenSealedMoveApplied:
    """ 
        Attributes:
            events (list[WattenCardPlayedEvent | WattenCardsDealtEvent | WattenCutCardLeftEvent | WattenCutCardTakenEvent |
                WattenFoldedEvent | WattenHandDealtEvent | WattenHandScoredEvent | WattenMatchWonEvent | WattenPenaltyEvent |
                WattenRaisedEvent | WattenRaiseHeldEvent | WattenRedealAcceptedEvent | WattenRedealRefusedEvent |
                WattenRedealRequestedEvent | WattenSchlagNamedEvent | WattenSchleckenPenaltyEvent | WattenSwapAcceptedEvent |
                WattenSwapOfferedEvent | WattenSwapRefusedEvent | WattenTenseConcededEvent | WattenTensePlaysEvent |
                WattenTrickWonEvent | WattenTrumpNamedEvent]): What happened, in order (each type is declared once in the game's
                event catalogue)
            game (WattenSealedMoveAppliedGame): The game of the path: it tells the games' variants of this answer apart
            hand (None | WattenHandOutcome): Set when the move ended the hand
            legal (bool):
            match (MatchResult | None): Set when the move ended the match
            sealed (bool): True: the state is sealed (`state_token`); false: it is plain (`state`)
            state_token (str): The new state, sealed; post it as `state_token` with the next move
            trick (None | WattenTrickResult): The trick the move played a card to; null for a move that plays no card
            view (WattenView | Unset): A Watten state as one seat (or a spectator) may see it: other hands are null.
     """

    events: list[WattenCardPlayedEvent | WattenCardsDealtEvent | WattenCutCardLeftEvent | WattenCutCardTakenEvent | WattenFoldedEvent | WattenHandDealtEvent | WattenHandScoredEvent | WattenMatchWonEvent | WattenPenaltyEvent | WattenRaisedEvent | WattenRaiseHeldEvent | WattenRedealAcceptedEvent | WattenRedealRefusedEvent | WattenRedealRequestedEvent | WattenSchlagNamedEvent | WattenSchleckenPenaltyEvent | WattenSwapAcceptedEvent | WattenSwapOfferedEvent | WattenSwapRefusedEvent | WattenTenseConcededEvent | WattenTensePlaysEvent | WattenTrickWonEvent | WattenTrumpNamedEvent]
    game: WattenSealedMoveAppliedGame
    hand: None | WattenHandOutcome
    legal: bool
    match: MatchResult | None
    sealed: bool
    state_token: str
    trick: None | WattenTrickResult
    view: WattenView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.watten_card_played_event import WattenCardPlayedEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_event import WattenCardsDealtEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_event import WattenCutCardLeftEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_event import WattenCutCardTakenEvent # noqa: PLC0415
        from ..models.watten_folded_event import WattenFoldedEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_event import WattenHandDealtEvent # noqa: PLC0415
        from ..models.watten_hand_outcome import WattenHandOutcome # noqa: PLC0415
        from ..models.watten_hand_scored_event import WattenHandScoredEvent # noqa: PLC0415
        from ..models.watten_match_won_event import WattenMatchWonEvent # noqa: PLC0415
        from ..models.watten_penalty_event import WattenPenaltyEvent # noqa: PLC0415
        from ..models.watten_raise_held_event import WattenRaiseHeldEvent # noqa: PLC0415
        from ..models.watten_raised_event import WattenRaisedEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_event import WattenRedealAcceptedEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_event import WattenRedealRefusedEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_event import WattenRedealRequestedEvent # noqa: PLC0415
        from ..models.watten_schlag_named_event import WattenSchlagNamedEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_event import WattenSchleckenPenaltyEvent # noqa: PLC0415
        from ..models.watten_swap_accepted_event import WattenSwapAcceptedEvent # noqa: PLC0415
        from ..models.watten_swap_offered_event import WattenSwapOfferedEvent # noqa: PLC0415
        from ..models.watten_swap_refused_event import WattenSwapRefusedEvent # noqa: PLC0415
        from ..models.watten_tense_conceded_event import WattenTenseConcededEvent # noqa: PLC0415
        from ..models.watten_tense_plays_event import WattenTensePlaysEvent # noqa: PLC0415
        from ..models.watten_trick_result import WattenTrickResult # noqa: PLC0415
        from ..models.watten_trick_won_event import WattenTrickWonEvent # noqa: PLC0415
        from ..models.watten_trump_named_event import WattenTrumpNamedEvent # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, WattenCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenHandScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenMatchWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenHandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenPenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRaisedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRaiseHeldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenFoldedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSchlagNamedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTrumpNamedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenRedealRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenSwapRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTensePlaysEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenTenseConcededEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCutCardTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCutCardLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WattenCardsDealtEvent):
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

        legal = self.legal

        match: dict[str, Any] | None
        if isinstance(self.match, MatchResult):
            match = self.match.to_dict()
        else:
            match = self.match

        sealed = self.sealed

        state_token = self.state_token

        trick: dict[str, Any] | None
        if isinstance(self.trick, WattenTrickResult):
            trick = self.trick.to_dict()
        else:
            trick = self.trick

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "game": game,
            "hand": hand,
            "legal": legal,
            "match": match,
            "sealed": sealed,
            "state_token": state_token,
            "trick": trick,
        })
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.watten_card_played_event import WattenCardPlayedEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_event import WattenCardsDealtEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_event import WattenCutCardLeftEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_event import WattenCutCardTakenEvent # noqa: PLC0415
        from ..models.watten_folded_event import WattenFoldedEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_event import WattenHandDealtEvent # noqa: PLC0415
        from ..models.watten_hand_outcome import WattenHandOutcome # noqa: PLC0415
        from ..models.watten_hand_scored_event import WattenHandScoredEvent # noqa: PLC0415
        from ..models.watten_match_won_event import WattenMatchWonEvent # noqa: PLC0415
        from ..models.watten_penalty_event import WattenPenaltyEvent # noqa: PLC0415
        from ..models.watten_raise_held_event import WattenRaiseHeldEvent # noqa: PLC0415
        from ..models.watten_raised_event import WattenRaisedEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_event import WattenRedealAcceptedEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_event import WattenRedealRefusedEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_event import WattenRedealRequestedEvent # noqa: PLC0415
        from ..models.watten_schlag_named_event import WattenSchlagNamedEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_event import WattenSchleckenPenaltyEvent # noqa: PLC0415
        from ..models.watten_swap_accepted_event import WattenSwapAcceptedEvent # noqa: PLC0415
        from ..models.watten_swap_offered_event import WattenSwapOfferedEvent # noqa: PLC0415
        from ..models.watten_swap_refused_event import WattenSwapRefusedEvent # noqa: PLC0415
        from ..models.watten_tense_conceded_event import WattenTenseConcededEvent # noqa: PLC0415
        from ..models.watten_tense_plays_event import WattenTensePlaysEvent # noqa: PLC0415
        from ..models.watten_trick_result import WattenTrickResult # noqa: PLC0415
        from ..models.watten_trick_won_event import WattenTrickWonEvent # noqa: PLC0415
        from ..models.watten_trump_named_event import WattenTrumpNamedEvent # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> WattenCardPlayedEvent | WattenCardsDealtEvent | WattenCutCardLeftEvent | WattenCutCardTakenEvent | WattenFoldedEvent | WattenHandDealtEvent | WattenHandScoredEvent | WattenMatchWonEvent | WattenPenaltyEvent | WattenRaisedEvent | WattenRaiseHeldEvent | WattenRedealAcceptedEvent | WattenRedealRefusedEvent | WattenRedealRequestedEvent | WattenSchlagNamedEvent | WattenSchleckenPenaltyEvent | WattenSwapAcceptedEvent | WattenSwapOfferedEvent | WattenSwapRefusedEvent | WattenTenseConcededEvent | WattenTensePlaysEvent | WattenTrickWonEvent | WattenTrumpNamedEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_0 = WattenCardPlayedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_0, "to_dict") or componentsschemas_watten_event_type_0.to_dict() == data:
                        return componentsschemas_watten_event_type_0
                    parsed.append(componentsschemas_watten_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_1 = WattenTrickWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_1, "to_dict") or componentsschemas_watten_event_type_1.to_dict() == data:
                        return componentsschemas_watten_event_type_1
                    parsed.append(componentsschemas_watten_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_2 = WattenHandScoredEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_2, "to_dict") or componentsschemas_watten_event_type_2.to_dict() == data:
                        return componentsschemas_watten_event_type_2
                    parsed.append(componentsschemas_watten_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_3 = WattenMatchWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_3, "to_dict") or componentsschemas_watten_event_type_3.to_dict() == data:
                        return componentsschemas_watten_event_type_3
                    parsed.append(componentsschemas_watten_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_4 = WattenHandDealtEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_4, "to_dict") or componentsschemas_watten_event_type_4.to_dict() == data:
                        return componentsschemas_watten_event_type_4
                    parsed.append(componentsschemas_watten_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_5 = WattenPenaltyEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_5, "to_dict") or componentsschemas_watten_event_type_5.to_dict() == data:
                        return componentsschemas_watten_event_type_5
                    parsed.append(componentsschemas_watten_event_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_6 = WattenRaisedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_6, "to_dict") or componentsschemas_watten_event_type_6.to_dict() == data:
                        return componentsschemas_watten_event_type_6
                    parsed.append(componentsschemas_watten_event_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_7 = WattenRaiseHeldEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_7, "to_dict") or componentsschemas_watten_event_type_7.to_dict() == data:
                        return componentsschemas_watten_event_type_7
                    parsed.append(componentsschemas_watten_event_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_8 = WattenFoldedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_8, "to_dict") or componentsschemas_watten_event_type_8.to_dict() == data:
                        return componentsschemas_watten_event_type_8
                    parsed.append(componentsschemas_watten_event_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_9 = WattenSchlagNamedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_9, "to_dict") or componentsschemas_watten_event_type_9.to_dict() == data:
                        return componentsschemas_watten_event_type_9
                    parsed.append(componentsschemas_watten_event_type_9)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_10 = WattenTrumpNamedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_10, "to_dict") or componentsschemas_watten_event_type_10.to_dict() == data:
                        return componentsschemas_watten_event_type_10
                    parsed.append(componentsschemas_watten_event_type_10)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_11 = WattenRedealRequestedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_11, "to_dict") or componentsschemas_watten_event_type_11.to_dict() == data:
                        return componentsschemas_watten_event_type_11
                    parsed.append(componentsschemas_watten_event_type_11)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_12 = WattenRedealAcceptedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_12, "to_dict") or componentsschemas_watten_event_type_12.to_dict() == data:
                        return componentsschemas_watten_event_type_12
                    parsed.append(componentsschemas_watten_event_type_12)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_13 = WattenRedealRefusedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_13, "to_dict") or componentsschemas_watten_event_type_13.to_dict() == data:
                        return componentsschemas_watten_event_type_13
                    parsed.append(componentsschemas_watten_event_type_13)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_14 = WattenSwapOfferedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_14, "to_dict") or componentsschemas_watten_event_type_14.to_dict() == data:
                        return componentsschemas_watten_event_type_14
                    parsed.append(componentsschemas_watten_event_type_14)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_15 = WattenSwapAcceptedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_15, "to_dict") or componentsschemas_watten_event_type_15.to_dict() == data:
                        return componentsschemas_watten_event_type_15
                    parsed.append(componentsschemas_watten_event_type_15)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_16 = WattenSwapRefusedEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_16, "to_dict") or componentsschemas_watten_event_type_16.to_dict() == data:
                        return componentsschemas_watten_event_type_16
                    parsed.append(componentsschemas_watten_event_type_16)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_17 = WattenTensePlaysEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_17, "to_dict") or componentsschemas_watten_event_type_17.to_dict() == data:
                        return componentsschemas_watten_event_type_17
                    parsed.append(componentsschemas_watten_event_type_17)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_18 = WattenTenseConcededEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_18, "to_dict") or componentsschemas_watten_event_type_18.to_dict() == data:
                        return componentsschemas_watten_event_type_18
                    parsed.append(componentsschemas_watten_event_type_18)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_19 = WattenCutCardTakenEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_19, "to_dict") or componentsschemas_watten_event_type_19.to_dict() == data:
                        return componentsschemas_watten_event_type_19
                    parsed.append(componentsschemas_watten_event_type_19)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_20 = WattenCutCardLeftEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_20, "to_dict") or componentsschemas_watten_event_type_20.to_dict() == data:
                        return componentsschemas_watten_event_type_20
                    parsed.append(componentsschemas_watten_event_type_20)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_21 = WattenCardsDealtEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_21, "to_dict") or componentsschemas_watten_event_type_21.to_dict() == data:
                        return componentsschemas_watten_event_type_21
                    parsed.append(componentsschemas_watten_event_type_21)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_watten_event_type_22 = WattenSchleckenPenaltyEvent.from_dict(data)



                    if not hasattr(componentsschemas_watten_event_type_22, "to_dict") or componentsschemas_watten_event_type_22.to_dict() == data:
                        return componentsschemas_watten_event_type_22
                    parsed.append(componentsschemas_watten_event_type_22)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(WattenCardPlayedEvent | WattenCardsDealtEvent | WattenCutCardLeftEvent | WattenCutCardTakenEvent | WattenFoldedEvent | WattenHandDealtEvent | WattenHandScoredEvent | WattenMatchWonEvent | WattenPenaltyEvent | WattenRaisedEvent | WattenRaiseHeldEvent | WattenRedealAcceptedEvent | WattenRedealRefusedEvent | WattenRedealRequestedEvent | WattenSchlagNamedEvent | WattenSchleckenPenaltyEvent | WattenSwapAcceptedEvent | WattenSwapOfferedEvent | WattenSwapRefusedEvent | WattenTenseConcededEvent | WattenTensePlaysEvent | WattenTrickWonEvent | WattenTrumpNamedEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = WattenSealedMoveAppliedGame(d.pop("game"))




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


        legal = d.pop("legal")

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


        sealed = d.pop("sealed")

        state_token = d.pop("state_token")

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


        _view = d.pop("view", UNSET)
        view: WattenView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = WattenView.from_dict(_view)




        watten_sealed_move_applied = cls(
            events=events,
            game=game,
            hand=hand,
            legal=legal,
            match=match,
            sealed=sealed,
            state_token=state_token,
            trick=trick,
            view=view,
        )

        return watten_sealed_move_applied

