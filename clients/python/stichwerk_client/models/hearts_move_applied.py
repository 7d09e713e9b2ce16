from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_move_applied_game import HeartsMoveAppliedGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_card_played_event import HeartsCardPlayedEvent
  from ..models.hearts_cards_exchanged_event import HeartsCardsExchangedEvent
  from ..models.hearts_cards_passed_event import HeartsCardsPassedEvent
  from ..models.hearts_hand_dealt_event import HeartsHandDealtEvent
  from ..models.hearts_hand_outcome import HeartsHandOutcome
  from ..models.hearts_hand_scored_event import HeartsHandScoredEvent
  from ..models.hearts_hearts_broken_event import HeartsHeartsBrokenEvent
  from ..models.hearts_match_won_event import HeartsMatchWonEvent
  from ..models.hearts_moon_shot_event import HeartsMoonShotEvent
  from ..models.hearts_penalty_event import HeartsPenaltyEvent
  from ..models.hearts_state import HeartsState
  from ..models.hearts_trick_result import HeartsTrickResult
  from ..models.hearts_trick_won_event import HeartsTrickWonEvent
  from ..models.hearts_view import HeartsView
  from ..models.match_result import MatchResult





T = TypeVar("T", bound="HeartsMoveApplied")



@_attrs_define
class HeartsMoveApplied:
    """ 
        Attributes:
            events (list[HeartsCardPlayedEvent | HeartsCardsExchangedEvent | HeartsCardsPassedEvent | HeartsHandDealtEvent |
                HeartsHandScoredEvent | HeartsHeartsBrokenEvent | HeartsMatchWonEvent | HeartsMoonShotEvent | HeartsPenaltyEvent
                | HeartsTrickWonEvent]): What happened, in order (each type is declared once in the game's event catalogue)
            game (HeartsMoveAppliedGame): The game of the path: it tells the games' variants of this answer apart
            hand (HeartsHandOutcome | None): Set when the move ended the hand
            legal (bool):
            match (MatchResult | None): Set when the move ended the match
            sealed (bool): True: the state is sealed (`state_token`); false: it is plain (`state`)
            state (HeartsState): A Hearts match state (rules-spec §3). Post it back unchanged with the next move.
            trick (HeartsTrickResult | None): The trick the move played a card to; null for a move that plays no card
            view (HeartsView | Unset): A Hearts state as one seat (or a spectator) may see it: other hands and passes are
                null; no seed.
     """

    events: list[HeartsCardPlayedEvent | HeartsCardsExchangedEvent | HeartsCardsPassedEvent | HeartsHandDealtEvent | HeartsHandScoredEvent | HeartsHeartsBrokenEvent | HeartsMatchWonEvent | HeartsMoonShotEvent | HeartsPenaltyEvent | HeartsTrickWonEvent]
    game: HeartsMoveAppliedGame
    hand: HeartsHandOutcome | None
    legal: bool
    match: MatchResult | None
    sealed: bool
    state: HeartsState
    trick: HeartsTrickResult | None
    view: HeartsView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_card_played_event import HeartsCardPlayedEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_event import HeartsCardsExchangedEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_event import HeartsCardsPassedEvent # noqa: PLC0415
        from ..models.hearts_hand_dealt_event import HeartsHandDealtEvent # noqa: PLC0415
        from ..models.hearts_hand_outcome import HeartsHandOutcome # noqa: PLC0415
        from ..models.hearts_hand_scored_event import HeartsHandScoredEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_event import HeartsHeartsBrokenEvent # noqa: PLC0415
        from ..models.hearts_match_won_event import HeartsMatchWonEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_event import HeartsMoonShotEvent # noqa: PLC0415
        from ..models.hearts_penalty_event import HeartsPenaltyEvent # noqa: PLC0415
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.hearts_trick_result import HeartsTrickResult # noqa: PLC0415
        from ..models.hearts_trick_won_event import HeartsTrickWonEvent # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, HeartsCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHandScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsMatchWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsPenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsCardsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsCardsExchangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HeartsHeartsBrokenEvent):
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

        legal = self.legal

        match: dict[str, Any] | None
        if isinstance(self.match, MatchResult):
            match = self.match.to_dict()
        else:
            match = self.match

        sealed = self.sealed

        state = self.state.to_dict()

        trick: dict[str, Any] | None
        if isinstance(self.trick, HeartsTrickResult):
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
            "state": state,
            "trick": trick,
        })
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_card_played_event import HeartsCardPlayedEvent # noqa: PLC0415
        from ..models.hearts_cards_exchanged_event import HeartsCardsExchangedEvent # noqa: PLC0415
        from ..models.hearts_cards_passed_event import HeartsCardsPassedEvent # noqa: PLC0415
        from ..models.hearts_hand_dealt_event import HeartsHandDealtEvent # noqa: PLC0415
        from ..models.hearts_hand_outcome import HeartsHandOutcome # noqa: PLC0415
        from ..models.hearts_hand_scored_event import HeartsHandScoredEvent # noqa: PLC0415
        from ..models.hearts_hearts_broken_event import HeartsHeartsBrokenEvent # noqa: PLC0415
        from ..models.hearts_match_won_event import HeartsMatchWonEvent # noqa: PLC0415
        from ..models.hearts_moon_shot_event import HeartsMoonShotEvent # noqa: PLC0415
        from ..models.hearts_penalty_event import HeartsPenaltyEvent # noqa: PLC0415
        from ..models.hearts_state import HeartsState # noqa: PLC0415
        from ..models.hearts_trick_result import HeartsTrickResult # noqa: PLC0415
        from ..models.hearts_trick_won_event import HeartsTrickWonEvent # noqa: PLC0415
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> HeartsCardPlayedEvent | HeartsCardsExchangedEvent | HeartsCardsPassedEvent | HeartsHandDealtEvent | HeartsHandScoredEvent | HeartsHeartsBrokenEvent | HeartsMatchWonEvent | HeartsMoonShotEvent | HeartsPenaltyEvent | HeartsTrickWonEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_0 = HeartsCardPlayedEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_0, "to_dict") or componentsschemas_hearts_event_type_0.to_dict() == data:
                        return componentsschemas_hearts_event_type_0
                    parsed.append(componentsschemas_hearts_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_1 = HeartsTrickWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_1, "to_dict") or componentsschemas_hearts_event_type_1.to_dict() == data:
                        return componentsschemas_hearts_event_type_1
                    parsed.append(componentsschemas_hearts_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_2 = HeartsHandScoredEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_2, "to_dict") or componentsschemas_hearts_event_type_2.to_dict() == data:
                        return componentsschemas_hearts_event_type_2
                    parsed.append(componentsschemas_hearts_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_3 = HeartsMatchWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_3, "to_dict") or componentsschemas_hearts_event_type_3.to_dict() == data:
                        return componentsschemas_hearts_event_type_3
                    parsed.append(componentsschemas_hearts_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_4 = HeartsHandDealtEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_4, "to_dict") or componentsschemas_hearts_event_type_4.to_dict() == data:
                        return componentsschemas_hearts_event_type_4
                    parsed.append(componentsschemas_hearts_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_5 = HeartsPenaltyEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_5, "to_dict") or componentsschemas_hearts_event_type_5.to_dict() == data:
                        return componentsschemas_hearts_event_type_5
                    parsed.append(componentsschemas_hearts_event_type_5)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_6 = HeartsCardsPassedEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_6, "to_dict") or componentsschemas_hearts_event_type_6.to_dict() == data:
                        return componentsschemas_hearts_event_type_6
                    parsed.append(componentsschemas_hearts_event_type_6)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_7 = HeartsCardsExchangedEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_7, "to_dict") or componentsschemas_hearts_event_type_7.to_dict() == data:
                        return componentsschemas_hearts_event_type_7
                    parsed.append(componentsschemas_hearts_event_type_7)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_8 = HeartsHeartsBrokenEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_8, "to_dict") or componentsschemas_hearts_event_type_8.to_dict() == data:
                        return componentsschemas_hearts_event_type_8
                    parsed.append(componentsschemas_hearts_event_type_8)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hearts_event_type_9 = HeartsMoonShotEvent.from_dict(data)



                    if not hasattr(componentsschemas_hearts_event_type_9, "to_dict") or componentsschemas_hearts_event_type_9.to_dict() == data:
                        return componentsschemas_hearts_event_type_9
                    parsed.append(componentsschemas_hearts_event_type_9)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(HeartsCardPlayedEvent | HeartsCardsExchangedEvent | HeartsCardsPassedEvent | HeartsHandDealtEvent | HeartsHandScoredEvent | HeartsHeartsBrokenEvent | HeartsMatchWonEvent | HeartsMoonShotEvent | HeartsPenaltyEvent | HeartsTrickWonEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = HeartsMoveAppliedGame(d.pop("game"))




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

        state = HeartsState.from_dict(d.pop("state"))




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


        _view = d.pop("view", UNSET)
        view: HeartsView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = HeartsView.from_dict(_view)




        hearts_move_applied = cls(
            events=events,
            game=game,
            hand=hand,
            legal=legal,
            match=match,
            sealed=sealed,
            state=state,
            trick=trick,
            view=view,
        )

        return hearts_move_applied

