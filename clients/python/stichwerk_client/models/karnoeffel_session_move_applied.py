from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_session_move_applied_game import KarnoeffelSessionMoveAppliedGame
from ..models.karnoeffel_session_move_applied_status import KarnoeffelSessionMoveAppliedStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent
  from ..models.karnoeffel_deal_move import KarnoeffelDealMove
  from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent
  from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome
  from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent
  from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent
  from ..models.karnoeffel_play_move import KarnoeffelPlayMove
  from ..models.karnoeffel_session_hand_end import KarnoeffelSessionHandEnd
  from ..models.karnoeffel_trick_result import KarnoeffelTrickResult
  from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.match_result import MatchResult
  from ..models.seat_claimed_session_event import SeatClaimedSessionEvent
  from ..models.seat_left_session_event import SeatLeftSessionEvent
  from ..models.seed_revealed_session_event import SeedRevealedSessionEvent
  from ..models.session_started_session_event import SessionStartedSessionEvent





T = TypeVar("T", bound="KarnoeffelSessionMoveApplied")



@_attrs_define
class KarnoeffelSessionMoveApplied:
    """ 
        Attributes:
            events (list[KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent |
                KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent |
                SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]): The
                events this write appended (this move, the bots' moves, deals), redacted for this seat
            game (KarnoeffelSessionMoveAppliedGame): The game of the session: it tells the games' variants of this answer
                apart
            hand (KarnoeffelHandOutcome | None): Set when this seat's move ended the hand (every hand end of the write is in
                `results`)
            last_event (int): `seq` of the newest event of the log
            legal (bool):
            legal_moves (list[KarnoeffelDealMove | KarnoeffelPlayMove]): What this seat may post now (out-of-turn moves
                included; empty for the spectator and when the match is over)
            match (MatchResult | None): Set when the match ended during this write: by this seat's move or by a bot's move
                after it
            results (list[KarnoeffelSessionHandEnd]): Every hand that ended during this write, in order: by this seat's move
                and by the bots' moves after it
            status (KarnoeffelSessionMoveAppliedStatus): `finished` once the match is over
            trick (KarnoeffelTrickResult | None): The trick this seat's move played a card to
            version (int): The session version after this move, the bots' moves and deals
            view (KarnoeffelView): A Karnöffel state as one seat (or a spectator) may see it: other hands are null (with
                partner_hands_visible the partner's hand is shown); no seed.
     """

    events: list[KarnoeffelCardPlayedSessionEvent | KarnoeffelHandDealtSessionEvent | KarnoeffelHandScoredSessionEvent | KarnoeffelMatchWonSessionEvent | KarnoeffelTrickWonSessionEvent | SeatClaimedSessionEvent | SeatLeftSessionEvent | SeedRevealedSessionEvent | SessionStartedSessionEvent]
    game: KarnoeffelSessionMoveAppliedGame
    hand: KarnoeffelHandOutcome | None
    last_event: int
    legal: bool
    legal_moves: list[KarnoeffelDealMove | KarnoeffelPlayMove]
    match: MatchResult | None
    results: list[KarnoeffelSessionHandEnd]
    status: KarnoeffelSessionMoveAppliedStatus
    trick: KarnoeffelTrickResult | None
    version: int
    view: KarnoeffelView





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
        from ..models.karnoeffel_session_hand_end import KarnoeffelSessionHandEnd # noqa: PLC0415
        from ..models.karnoeffel_trick_result import KarnoeffelTrickResult # noqa: PLC0415
        from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
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

        hand: dict[str, Any] | None
        if isinstance(self.hand, KarnoeffelHandOutcome):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        last_event = self.last_event

        legal = self.legal

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, KarnoeffelPlayMove):
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
        if isinstance(self.trick, KarnoeffelTrickResult):
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
        from ..models.karnoeffel_card_played_session_event import KarnoeffelCardPlayedSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_deal_move import KarnoeffelDealMove # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_session_event import KarnoeffelHandDealtSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_session_event import KarnoeffelHandScoredSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_session_event import KarnoeffelMatchWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_play_move import KarnoeffelPlayMove # noqa: PLC0415
        from ..models.karnoeffel_session_hand_end import KarnoeffelSessionHandEnd # noqa: PLC0415
        from ..models.karnoeffel_trick_result import KarnoeffelTrickResult # noqa: PLC0415
        from ..models.karnoeffel_trick_won_session_event import KarnoeffelTrickWonSessionEvent # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
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


        game = KarnoeffelSessionMoveAppliedGame(d.pop("game"))




        def _parse_hand(data: object) -> KarnoeffelHandOutcome | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = KarnoeffelHandOutcome.from_dict(data)



                if not hasattr(hand_type_0, "to_dict") or hand_type_0.to_dict() == data:
                    return hand_type_0
                parsed.append(hand_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(KarnoeffelHandOutcome | None, parsed[0])
            return cast(KarnoeffelHandOutcome | None, data)

        hand = _parse_hand(d.pop("hand"))


        last_event = d.pop("last_event")

        legal = d.pop("legal")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            def _parse_legal_moves_item(data: object) -> KarnoeffelDealMove | KarnoeffelPlayMove:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_legal_move_type_0 = KarnoeffelPlayMove.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_legal_move_type_0, "to_dict") or componentsschemas_karnoeffel_legal_move_type_0.to_dict() == data:
                        return componentsschemas_karnoeffel_legal_move_type_0
                    parsed.append(componentsschemas_karnoeffel_legal_move_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_legal_move_type_1 = KarnoeffelDealMove.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_legal_move_type_1, "to_dict") or componentsschemas_karnoeffel_legal_move_type_1.to_dict() == data:
                        return componentsschemas_karnoeffel_legal_move_type_1
                    parsed.append(componentsschemas_karnoeffel_legal_move_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(KarnoeffelDealMove | KarnoeffelPlayMove, parsed[0])
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
            results_item = KarnoeffelSessionHandEnd.from_dict(results_item_data)



            results.append(results_item)


        status = KarnoeffelSessionMoveAppliedStatus(d.pop("status"))




        def _parse_trick(data: object) -> KarnoeffelTrickResult | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trick_type_0 = KarnoeffelTrickResult.from_dict(data)



                if not hasattr(trick_type_0, "to_dict") or trick_type_0.to_dict() == data:
                    return trick_type_0
                parsed.append(trick_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(KarnoeffelTrickResult | None, parsed[0])
            return cast(KarnoeffelTrickResult | None, data)

        trick = _parse_trick(d.pop("trick"))


        version = d.pop("version")

        view = KarnoeffelView.from_dict(d.pop("view"))




        karnoeffel_session_move_applied = cls(
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

        return karnoeffel_session_move_applied

