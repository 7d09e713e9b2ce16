from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_session_move_applied_game import HeartsSessionMoveAppliedGame
from ..models.hearts_session_move_applied_status import HeartsSessionMoveAppliedStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent
  from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent
  from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent
  from ..models.hearts_choose_moon_move import HeartsChooseMoonMove
  from ..models.hearts_deal_move import HeartsDealMove
  from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent
  from ..models.hearts_hand_outcome import HeartsHandOutcome
  from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent
  from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent
  from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent
  from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent
  from ..models.hearts_pass_descriptor import HeartsPassDescriptor
  from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent
  from ..models.hearts_play_move import HeartsPlayMove
  from ..models.hearts_session_hand_end import HeartsSessionHandEnd
  from ..models.hearts_trick_result import HeartsTrickResult
  from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent
  from ..models.hearts_view import HeartsView
  from ..models.match_result import MatchResult
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent





T = TypeVar("T", bound="HeartsSessionMoveApplied")



@_attrs_define
class HeartsSessionMoveApplied:
    """ 
        Attributes:
            events (list[HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent |
                HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent |
                HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent
                | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]): The
                events this write appended (this move, the bots' moves, deals), redacted for this seat
            game (HeartsSessionMoveAppliedGame): The game of the session: it tells the games' variants of this answer apart
            hand (HeartsHandOutcome | None): Set when this seat's move ended the hand (every hand end of the write is in
                `results`)
            last_event (int): `seq` of the newest event of the log
            legal (bool):
            legal_moves (list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]): What this
                seat may post now (out-of-turn moves included; empty for the spectator and when the match is over)
            match (MatchResult | None): Set when the match ended during this write: by this seat's move or by a bot's move
                after it
            results (list[HeartsSessionHandEnd]): Every hand that ended during this write, in order: by this seat's move and
                by the bots' moves after it
            status (HeartsSessionMoveAppliedStatus): `finished` once the match is over
            trick (HeartsTrickResult | None): The trick this seat's move played a card to
            version (int): The session version after this move, the bots' moves and deals
            view (HeartsView): A Hearts state as one seat (or a spectator) may see it: other hands and passes are null; no
                seed.
     """

    events: list[HeartsCardPlayedSessionEvent | HeartsCardsExchangedSessionEvent | HeartsCardsPassedSessionEvent | HeartsHandDealtSessionEvent | HeartsHandScoredSessionEvent | HeartsHeartsBrokenSessionEvent | HeartsMatchWonSessionEvent | HeartsMoonShotSessionEvent | HeartsPenaltySessionEvent | HeartsTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]
    game: HeartsSessionMoveAppliedGame
    hand: HeartsHandOutcome | None
    last_event: int
    legal: bool
    legal_moves: list[HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove]
    match: MatchResult | None
    results: list[HeartsSessionHandEnd]
    status: HeartsSessionMoveAppliedStatus
    trick: HeartsTrickResult | None
    version: int
    view: HeartsView





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent # noqa: PLC0415
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_outcome import HeartsHandOutcome # noqa: PLC0415
        from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent # noqa: PLC0415
        from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.hearts_session_hand_end import HeartsSessionHandEnd # noqa: PLC0415
        from ..models.hearts_trick_result import HeartsTrickResult # noqa: PLC0415
        from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
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

        hand: dict[str, Any] | None
        if isinstance(self.hand, HeartsHandOutcome):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        last_event = self.last_event

        legal = self.legal

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, HeartsPassDescriptor):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, HeartsPlayMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, HeartsChooseMoonMove):
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
        if isinstance(self.trick, HeartsTrickResult):
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
        from ..models.hearts_card_played_session_event import HeartsCardPlayedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_session_event import HeartsCardsExchangedSessionEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_session_event import HeartsCardsPassedSessionEvent # noqa: PLC0415
        from ..models.hearts_choose_moon_move import HeartsChooseMoonMove # noqa: PLC0415
        from ..models.hearts_deal_move import HeartsDealMove # noqa: PLC0415
        from ..models.hearts_hand_dealt_session_event import HeartsHandDealtSessionEvent # noqa: PLC0415
        from ..models.hearts_hand_outcome import HeartsHandOutcome # noqa: PLC0415
        from ..models.hearts_hand_scored_session_event import HeartsHandScoredSessionEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_session_event import HeartsHeartsBrokenSessionEvent # noqa: PLC0415
        from ..models.hearts_match_won_session_event import HeartsMatchWonSessionEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_session_event import HeartsMoonShotSessionEvent # noqa: PLC0415
        from ..models.hearts_pass_descriptor import HeartsPassDescriptor # noqa: PLC0415
        from ..models.hearts_penalty_session_event import HeartsPenaltySessionEvent # noqa: PLC0415
        from ..models.hearts_play_move import HeartsPlayMove # noqa: PLC0415
        from ..models.hearts_session_hand_end import HeartsSessionHandEnd # noqa: PLC0415
        from ..models.hearts_trick_result import HeartsTrickResult # noqa: PLC0415
        from ..models.hearts_trick_won_session_event import HeartsTrickWonSessionEvent # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
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


        game = HeartsSessionMoveAppliedGame(d.pop("game"))




        def _parse_hand(data: object) -> HeartsHandOutcome | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = HeartsHandOutcome.from_dict(data)



                if not hasattr(hand_type_0, "to_dict") or hand_type_0.to_dict() == data:
                    return hand_type_0
                parsed.append(hand_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsHandOutcome | None, parsed[0])
            return cast(HeartsHandOutcome | None, data)

        hand = _parse_hand(d.pop("hand"))


        last_event = d.pop("last_event")

        legal = d.pop("legal")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            def _parse_legal_moves_item(data: object) -> HeartsChooseMoonMove | HeartsDealMove | HeartsPassDescriptor | HeartsPlayMove:
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
            results_item = HeartsSessionHandEnd.from_dict(results_item_data)



            results.append(results_item)


        status = HeartsSessionMoveAppliedStatus(d.pop("status"))




        def _parse_trick(data: object) -> HeartsTrickResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trick_type_0 = HeartsTrickResult.from_dict(data)



                if not hasattr(trick_type_0, "to_dict") or trick_type_0.to_dict() == data:
                    return trick_type_0
                parsed.append(trick_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsTrickResult | None, parsed[0])
            return cast(HeartsTrickResult | None, data)

        trick = _parse_trick(d.pop("trick"))


        version = d.pop("version")

        view = HeartsView.from_dict(d.pop("view"))




        hearts_session_move_applied = cls(
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

        return hearts_session_move_applied

