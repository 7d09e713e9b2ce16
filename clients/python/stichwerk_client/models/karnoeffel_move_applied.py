from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_move_applied_game import KarnoeffelMoveAppliedGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.karnoeffel_card_played_event import KarnoeffelCardPlayedEvent
  from ..models.karnoeffel_hand_dealt_event import KarnoeffelHandDealtEvent
  from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome
  from ..models.karnoeffel_hand_scored_event import KarnoeffelHandScoredEvent
  from ..models.karnoeffel_match_won_event import KarnoeffelMatchWonEvent
  from ..models.karnoeffel_state import KarnoeffelState
  from ..models.karnoeffel_trick_result import KarnoeffelTrickResult
  from ..models.karnoeffel_trick_won_event import KarnoeffelTrickWonEvent
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.match_result import MatchResult





T = TypeVar("T", bound="KarnoeffelMoveApplied")



@_attrs_define
class KarnoeffelMoveApplied:
    """ 
        Attributes:
            events (list[KarnoeffelCardPlayedEvent | KarnoeffelHandDealtEvent | KarnoeffelHandScoredEvent |
                KarnoeffelMatchWonEvent | KarnoeffelTrickWonEvent]): What happened, in order (each type is declared once in the
                game's event catalogue)
            game (KarnoeffelMoveAppliedGame): The game of the path: it tells the games' variants of this answer apart
            hand (KarnoeffelHandOutcome | None): Set when the move ended the hand
            legal (bool):
            match (MatchResult | None): Set when the move ended the match
            sealed (bool): True: the state is sealed (`state_token`); false: it is plain (`state`)
            state (KarnoeffelState): A Karnöffel match state (rules-spec §2). Post it back unchanged with the next move.
            trick (KarnoeffelTrickResult | None): The trick the move played a card to; null for a move that plays no card
            view (KarnoeffelView | Unset): A Karnöffel state as one seat (or a spectator) may see it: other hands are null
                (with partner_hands_visible the partner's hand is shown); no seed.
     """

    events: list[KarnoeffelCardPlayedEvent | KarnoeffelHandDealtEvent | KarnoeffelHandScoredEvent | KarnoeffelMatchWonEvent | KarnoeffelTrickWonEvent]
    game: KarnoeffelMoveAppliedGame
    hand: KarnoeffelHandOutcome | None
    legal: bool
    match: MatchResult | None
    sealed: bool
    state: KarnoeffelState
    trick: KarnoeffelTrickResult | None
    view: KarnoeffelView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.karnoeffel_card_played_event import KarnoeffelCardPlayedEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_event import KarnoeffelHandDealtEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_event import KarnoeffelHandScoredEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_event import KarnoeffelMatchWonEvent # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.karnoeffel_trick_result import KarnoeffelTrickResult # noqa: PLC0415
        from ..models.karnoeffel_trick_won_event import KarnoeffelTrickWonEvent # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, KarnoeffelHandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KarnoeffelHandScoredEvent):
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

        legal = self.legal

        match: dict[str, Any] | None
        if isinstance(self.match, MatchResult):
            match = self.match.to_dict()
        else:
            match = self.match

        sealed = self.sealed

        state = self.state.to_dict()

        trick: dict[str, Any] | None
        if isinstance(self.trick, KarnoeffelTrickResult):
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
        from ..models.karnoeffel_card_played_event import KarnoeffelCardPlayedEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_dealt_event import KarnoeffelHandDealtEvent # noqa: PLC0415
        from ..models.karnoeffel_hand_outcome import KarnoeffelHandOutcome # noqa: PLC0415
        from ..models.karnoeffel_hand_scored_event import KarnoeffelHandScoredEvent # noqa: PLC0415
        from ..models.karnoeffel_match_won_event import KarnoeffelMatchWonEvent # noqa: PLC0415
        from ..models.karnoeffel_state import KarnoeffelState # noqa: PLC0415
        from ..models.karnoeffel_trick_result import KarnoeffelTrickResult # noqa: PLC0415
        from ..models.karnoeffel_trick_won_event import KarnoeffelTrickWonEvent # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> KarnoeffelCardPlayedEvent | KarnoeffelHandDealtEvent | KarnoeffelHandScoredEvent | KarnoeffelMatchWonEvent | KarnoeffelTrickWonEvent:
                parsed: list[Any] = []
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_event_type_0 = KarnoeffelHandDealtEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_event_type_0, "to_dict") or componentsschemas_karnoeffel_event_type_0.to_dict() == data:
                        return componentsschemas_karnoeffel_event_type_0
                    parsed.append(componentsschemas_karnoeffel_event_type_0)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_event_type_1 = KarnoeffelCardPlayedEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_event_type_1, "to_dict") or componentsschemas_karnoeffel_event_type_1.to_dict() == data:
                        return componentsschemas_karnoeffel_event_type_1
                    parsed.append(componentsschemas_karnoeffel_event_type_1)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_event_type_2 = KarnoeffelTrickWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_event_type_2, "to_dict") or componentsschemas_karnoeffel_event_type_2.to_dict() == data:
                        return componentsschemas_karnoeffel_event_type_2
                    parsed.append(componentsschemas_karnoeffel_event_type_2)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_event_type_3 = KarnoeffelHandScoredEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_event_type_3, "to_dict") or componentsschemas_karnoeffel_event_type_3.to_dict() == data:
                        return componentsschemas_karnoeffel_event_type_3
                    parsed.append(componentsschemas_karnoeffel_event_type_3)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_karnoeffel_event_type_4 = KarnoeffelMatchWonEvent.from_dict(data)



                    if not hasattr(componentsschemas_karnoeffel_event_type_4, "to_dict") or componentsschemas_karnoeffel_event_type_4.to_dict() == data:
                        return componentsschemas_karnoeffel_event_type_4
                    parsed.append(componentsschemas_karnoeffel_event_type_4)
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if parsed:
                    return cast(KarnoeffelCardPlayedEvent | KarnoeffelHandDealtEvent | KarnoeffelHandScoredEvent | KarnoeffelMatchWonEvent | KarnoeffelTrickWonEvent, parsed[0])
                raise TypeError(f"no type of the union reads {data!r}")

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game = KarnoeffelMoveAppliedGame(d.pop("game"))




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

        state = KarnoeffelState.from_dict(d.pop("state"))




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


        _view = d.pop("view", UNSET)
        view: KarnoeffelView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = KarnoeffelView.from_dict(_view)




        karnoeffel_move_applied = cls(
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

        return karnoeffel_move_applied

