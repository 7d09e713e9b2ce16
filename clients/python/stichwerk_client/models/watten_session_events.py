from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_session_events_game import WattenSessionEventsGame
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent
  from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent
  from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent
  from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent
  from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent
  from ..models.watten_folded_session_event import WattenFoldedSessionEvent
  from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent
  from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent
  from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent
  from ..models.watten_penalty_session_event import WattenPenaltySessionEvent
  from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent
  from ..models.watten_raised_session_event import WattenRaisedSessionEvent
  from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent
  from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent
  from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent
  from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent
  from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent
  from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent
  from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent
  from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent
  from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent
  from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent
  from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent
  from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent





T = TypeVar("T", bound="WattenSessionEvents")



@_attrs_define
class WattenSessionEvents:
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
                WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent]): Each with its `seq`
                and the `version` it led to; a card this seat may not see (another hand, a passed or cut card) is null
            game (WattenSessionEventsGame): The game of the session: it tells the games' variants of this answer apart
            last_event (int): `seq` of the newest event of the log
            version (int):
     """

    events: list[SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent | WattenCardPlayedSessionEvent | WattenCardsDealtSessionEvent | WattenCutCardLeftSessionEvent | WattenCutCardTakenSessionEvent | WattenFoldedSessionEvent | WattenHandDealtSessionEvent | WattenHandScoredSessionEvent | WattenMatchWonSessionEvent | WattenPenaltySessionEvent | WattenRaisedSessionEvent | WattenRaiseHeldSessionEvent | WattenRedealAcceptedSessionEvent | WattenRedealRefusedSessionEvent | WattenRedealRequestedSessionEvent | WattenSchlagNamedSessionEvent | WattenSchleckenPenaltySessionEvent | WattenSwapAcceptedSessionEvent | WattenSwapOfferedSessionEvent | WattenSwapRefusedSessionEvent | WattenTenseConcededSessionEvent | WattenTensePlaysSessionEvent | WattenTrickWonSessionEvent | WattenTrumpNamedSessionEvent]
    game: WattenSessionEventsGame
    last_event: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent # noqa: PLC0415
        from ..models.watten_folded_session_event import WattenFoldedSessionEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent # noqa: PLC0415
        from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent # noqa: PLC0415
        from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent # noqa: PLC0415
        from ..models.watten_penalty_session_event import WattenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent # noqa: PLC0415
        from ..models.watten_raised_session_event import WattenRaisedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent # noqa: PLC0415
        from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent # noqa: PLC0415
        from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent # noqa: PLC0415
        from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent # noqa: PLC0415
        from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent # noqa: PLC0415
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

        last_event = self.last_event

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "game": game,
            "last_event": last_event,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        from ..models.watten_card_played_session_event import WattenCardPlayedSessionEvent # noqa: PLC0415
        from ..models.watten_cards_dealt_session_event import WattenCardsDealtSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_left_session_event import WattenCutCardLeftSessionEvent # noqa: PLC0415
        from ..models.watten_cut_card_taken_session_event import WattenCutCardTakenSessionEvent # noqa: PLC0415
        from ..models.watten_folded_session_event import WattenFoldedSessionEvent # noqa: PLC0415
        from ..models.watten_hand_dealt_session_event import WattenHandDealtSessionEvent # noqa: PLC0415
        from ..models.watten_hand_scored_session_event import WattenHandScoredSessionEvent # noqa: PLC0415
        from ..models.watten_match_won_session_event import WattenMatchWonSessionEvent # noqa: PLC0415
        from ..models.watten_penalty_session_event import WattenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_raise_held_session_event import WattenRaiseHeldSessionEvent # noqa: PLC0415
        from ..models.watten_raised_session_event import WattenRaisedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_accepted_session_event import WattenRedealAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_refused_session_event import WattenRedealRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_redeal_requested_session_event import WattenRedealRequestedSessionEvent # noqa: PLC0415
        from ..models.watten_schlag_named_session_event import WattenSchlagNamedSessionEvent # noqa: PLC0415
        from ..models.watten_schlecken_penalty_session_event import WattenSchleckenPenaltySessionEvent # noqa: PLC0415
        from ..models.watten_swap_accepted_session_event import WattenSwapAcceptedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_offered_session_event import WattenSwapOfferedSessionEvent # noqa: PLC0415
        from ..models.watten_swap_refused_session_event import WattenSwapRefusedSessionEvent # noqa: PLC0415
        from ..models.watten_tense_conceded_session_event import WattenTenseConcededSessionEvent # noqa: PLC0415
        from ..models.watten_tense_plays_session_event import WattenTensePlaysSessionEvent # noqa: PLC0415
        from ..models.watten_trick_won_session_event import WattenTrickWonSessionEvent # noqa: PLC0415
        from ..models.watten_trump_named_session_event import WattenTrumpNamedSessionEvent # noqa: PLC0415
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


        game = WattenSessionEventsGame(d.pop("game"))




        last_event = d.pop("last_event")

        version = d.pop("version")

        watten_session_events = cls(
            events=events,
            game=game,
            last_event=last_event,
            version=version,
        )

        return watten_session_events

