from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_session_events_game import KarnoeffelSessionEventsGame
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent
  from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent
  from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent
  from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent
  from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent





T = TypeVar("T", bound="KarnoeffelSessionEvents")



@_attrs_define
class KarnoeffelSessionEvents:
    """ 
        Attributes:
            events (list[KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent |
                KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent |
                SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]): Each
                with its `seq` and the `version` it led to; a card this seat may not see (another hand, a passed or cut card) is
                null
            game (KarnoeffelSessionEventsGame): The game of the session: it tells the games' variants of this answer apart
            last_event (int): `seq` of the newest event of the log
            version (int):
     """

    events: list[KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent | KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]
    game: KarnoeffelSessionEventsGame
    last_event: int
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, KarnoeffelHandDealtSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelCardPlayedSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelTrickWonSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelHandScoredSessionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelMatchWonSessionEvent):
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
        from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent # noqa: PLC0415
        from ..models.seat_claimed_session_event import SeatClaimedSessionEvent # noqa: PLC0415
        from ..models.seat_left_session_event import SeatLeftSessionEvent # noqa: PLC0415
        from ..models.seed_revealed_session_event import SeedRevealedSessionEvent # noqa: PLC0415
        from ..models.session_started_session_event import SessionStartedSessionEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent | KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_0 = KarnoeffelHandDealtSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_0, "to_dict") or componentsschemas_karnoeffel_session_event_type_0.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_0
                    parsed.append(componentsschemas_karnoeffel_session_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_1 = KarnoeffelCardPlayedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_1, "to_dict") or componentsschemas_karnoeffel_session_event_type_1.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_1
                    parsed.append(componentsschemas_karnoeffel_session_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_2 = KarnoeffelTrickWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_2, "to_dict") or componentsschemas_karnoeffel_session_event_type_2.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_2
                    parsed.append(componentsschemas_karnoeffel_session_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_3 = KarnoeffelHandScoredSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_3, "to_dict") or componentsschemas_karnoeffel_session_event_type_3.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_3
                    parsed.append(componentsschemas_karnoeffel_session_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_4 = KarnoeffelMatchWonSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_4, "to_dict") or componentsschemas_karnoeffel_session_event_type_4.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_4
                    parsed.append(componentsschemas_karnoeffel_session_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_5 = SessionStartedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_5, "to_dict") or componentsschemas_karnoeffel_session_event_type_5.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_5
                    parsed.append(componentsschemas_karnoeffel_session_event_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_6 = SeatLeftSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_6, "to_dict") or componentsschemas_karnoeffel_session_event_type_6.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_6
                    parsed.append(componentsschemas_karnoeffel_session_event_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_7 = SeatClaimedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_7, "to_dict") or componentsschemas_karnoeffel_session_event_type_7.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_7
                    parsed.append(componentsschemas_karnoeffel_session_event_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_session_event_type_8 = SeedRevealedSessionEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_session_event_type_8, "to_dict") or componentsschemas_karnoeffel_session_event_type_8.to_dict() == data:
                        return componentsschemas_karnoeffel_session_event_type_8
                    parsed.append(componentsschemas_karnoeffel_session_event_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent | KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = KarnoeffelSessionEventsGame(d.pop("game"))




        last_event = d.pop("last_event")

        version = d.pop("version")

        karnoeffel_session_events = cls(
            events=events,
            game=game,
            last_event=last_event,
            version=version,
        )

        return karnoeffel_session_events

