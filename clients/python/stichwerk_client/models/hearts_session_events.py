from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_session_events_game import HeartsSessionEventsGame
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent
  from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent
  from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent
  from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent
  from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent
  from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent
  from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent
  from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent
  from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent
  from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent





T = TypeVar("T", bound="HeartsSessionEvents")



@_attrs_define
class HeartsSessionEvents:
    """ 
        Attributes:
            events (list[HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent |
                HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent |
                HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent
                | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]): Each
                with its `seq` and the `version` it led to; a card this seat may not see (another hand, a passed or cut card) is
                null
            game (HeartsSessionEventsGame): The game of the session: it tells the games' variants of this answer apart
            last_event (int): `seq` of the newest event of the log
            version (int):
     """

    events: list[HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent | HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent | HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]
    game: HeartsSessionEventsGame
    last_event: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent # noqa: PLC0415
        from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent # noqa: PLC0415
        from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent # noqa: PLC0415
        from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, HeartsCardPlayedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsTrickWonSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHandScoredSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsMatchWonSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHandDealtSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsPenaltySessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsCardsPassedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsCardsExchangedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHeartsBrokenSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsMoonShotSessionEvent):
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
        from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent # noqa: PLC0415
        from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent # noqa: PLC0415
        from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent # noqa: PLC0415
        from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent | HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent | HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_0 = HeartsCardPlayedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_0, "to_dict") or componentsschemas_hearts_session_event_type_0.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_0
                    parsed.append(componentsschemas_hearts_session_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_1 = HeartsTrickWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_1, "to_dict") or componentsschemas_hearts_session_event_type_1.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_1
                    parsed.append(componentsschemas_hearts_session_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_2 = HeartsHandScoredSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_2, "to_dict") or componentsschemas_hearts_session_event_type_2.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_2
                    parsed.append(componentsschemas_hearts_session_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_3 = HeartsMatchWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_3, "to_dict") or componentsschemas_hearts_session_event_type_3.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_3
                    parsed.append(componentsschemas_hearts_session_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_4 = HeartsHandDealtSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_4, "to_dict") or componentsschemas_hearts_session_event_type_4.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_4
                    parsed.append(componentsschemas_hearts_session_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_5 = HeartsPenaltySessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_5, "to_dict") or componentsschemas_hearts_session_event_type_5.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_5
                    parsed.append(componentsschemas_hearts_session_event_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_6 = HeartsCardsPassedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_6, "to_dict") or componentsschemas_hearts_session_event_type_6.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_6
                    parsed.append(componentsschemas_hearts_session_event_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_7 = HeartsCardsExchangedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_7, "to_dict") or componentsschemas_hearts_session_event_type_7.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_7
                    parsed.append(componentsschemas_hearts_session_event_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_8 = HeartsHeartsBrokenSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_8, "to_dict") or componentsschemas_hearts_session_event_type_8.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_8
                    parsed.append(componentsschemas_hearts_session_event_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_9 = HeartsMoonShotSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_9, "to_dict") or componentsschemas_hearts_session_event_type_9.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_9
                    parsed.append(componentsschemas_hearts_session_event_type_9)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_10 = SessionStartedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_10, "to_dict") or componentsschemas_hearts_session_event_type_10.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_10
                    parsed.append(componentsschemas_hearts_session_event_type_10)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_11 = SeatLeftSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_11, "to_dict") or componentsschemas_hearts_session_event_type_11.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_11
                    parsed.append(componentsschemas_hearts_session_event_type_11)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_12 = SeatClaimedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_12, "to_dict") or componentsschemas_hearts_session_event_type_12.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_12
                    parsed.append(componentsschemas_hearts_session_event_type_12)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_session_event_type_13 = SeedRevealedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_session_event_type_13, "to_dict") or componentsschemas_hearts_session_event_type_13.to_dict() == data:
                        return componentsschemas_hearts_session_event_type_13
                    parsed.append(componentsschemas_hearts_session_event_type_13)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent | HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent | HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = HeartsSessionEventsGame(d.pop("game"))




        last_event = d.pop("last_event")

        version = d.pop("version")

        hearts_session_events = cls(
            events=events,
            game=game,
            last_event=last_event,
            version=version,
        )

        return hearts_session_events

