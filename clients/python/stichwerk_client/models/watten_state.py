from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.watten_card import WattenCard
from ..models.watten_state_game import WattenStateGame
from ..models.watten_state_phase import WattenStatePhase
from ..models.watten_state_schlag_type_1 import WattenStateSchlagType1
from ..models.watten_state_schlag_type_2_type_1 import WattenStateSchlagType2Type1
from ..models.watten_state_schlag_type_3_type_1 import WattenStateSchlagType3Type1
from ..models.watten_state_swap import WattenStateSwap
from ..models.watten_state_tense_choice_type_1 import WattenStateTenseChoiceType1
from ..models.watten_state_tense_choice_type_2_type_1 import WattenStateTenseChoiceType2Type1
from ..models.watten_state_tense_choice_type_3_type_1 import WattenStateTenseChoiceType3Type1
from ..models.watten_state_trump_type_1 import WattenStateTrumpType1
from ..models.watten_state_trump_type_2_type_1 import WattenStateTrumpType2Type1
from ..models.watten_state_trump_type_3_type_1 import WattenStateTrumpType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.watten_completed_trick import WattenCompletedTrick
  from ..models.watten_cut import WattenCut
  from ..models.watten_hand_result import WattenHandResult
  from ..models.watten_play import WattenPlay
  from ..models.watten_raise import WattenRaise
  from ..models.watten_redeal import WattenRedeal
  from ..models.watten_resolved_options import WattenResolvedOptions
  from ..models.watten_trick import WattenTrick





T = TypeVar("T", bound="WattenState")



@_attrs_define
class WattenState:
    """ A Watten match state (rules-spec §1). Post it back unchanged with the next move.

        Attributes:
            bummerl (list[int]): Matches lost in this series, like scores
            cut (WattenCut): Schlecken (§1.5): the peeked card, cards taken and the card left at the cut
            dealer (int):
            forehand (int): The seat left of the dealer; leads trick 1
            game (WattenStateGame):
            hand_number (int):
            hand_result (None | WattenHandResult):
            hands (list[list[WattenCard]]): Card codes per seat
            match_number (int):
            match_winners (list[int] | None): Teams or seats
            options (WattenResolvedOptions): Every rule option of Watten, resolved (as a state carries them)
            out_of_play (list[WattenPlay]): Tyrolean redeal discards, with the seat that knows each
            phase (WattenStatePhase):
            raise_ (WattenRaise): Raising (§1.10)
            redeal (WattenRedeal): The redeal ("Schöneres", §1.7)
            schlag (None | WattenStateSchlagType1 | WattenStateSchlagType2Type1 | WattenStateSchlagType3Type1): The named
                trump rank
            scores (list[int]): Match points per team (4 players: team 0 = seats 0 and 2) or per seat (2 and 3 players);
                below 0 only by the Schlecken bluff penalty (schlecken_bluff on, score_floor_zero off)
            seed (int): The match's random seed (deals, redeals)
            sides (list[list[int]]): The seats of side 0 and side 1 in this hand (3 players: the forehand alone against the
                temporary team)
            stake (int): What the hand is worth now
            swap (WattenStateSwap): The Schlagwechsel
            tense (list[bool]): Like scores: at or above tense_threshold
            tense_choice (None | WattenStateTenseChoiceType1 | WattenStateTenseChoiceType2Type1 |
                WattenStateTenseChoiceType3Type1): tense_mode pagat: the tense side's choice
            to_act (list[int]): Seats the game waits for
            tok_called (bool): Trumpf oder Kritisch was called with the first lead
            trick (WattenTrick): The trick being played (after a trick completes: the next, empty trick)
            tricks (list[WattenCompletedTrick]):
            tricks_won (list[int]): Tricks of this hand per side
            trump (None | WattenStateTrumpType1 | WattenStateTrumpType2Type1 | WattenStateTrumpType3Type1): The named trump
                suit
            version (int): Increments on every applied move
     """

    bummerl: list[int]
    cut: WattenCut
    dealer: int
    forehand: int
    game: WattenStateGame
    hand_number: int
    hand_result: None | WattenHandResult
    hands: list[list[WattenCard]]
    match_number: int
    match_winners: list[int] | None
    options: WattenResolvedOptions
    out_of_play: list[WattenPlay]
    phase: WattenStatePhase
    raise_: WattenRaise
    redeal: WattenRedeal
    schlag: None | WattenStateSchlagType1 | WattenStateSchlagType2Type1 | WattenStateSchlagType3Type1
    scores: list[int]
    seed: int
    sides: list[list[int]]
    stake: int
    swap: WattenStateSwap
    tense: list[bool]
    tense_choice: None | WattenStateTenseChoiceType1 | WattenStateTenseChoiceType2Type1 | WattenStateTenseChoiceType3Type1
    to_act: list[int]
    tok_called: bool
    trick: WattenTrick
    tricks: list[WattenCompletedTrick]
    tricks_won: list[int]
    trump: None | WattenStateTrumpType1 | WattenStateTrumpType2Type1 | WattenStateTrumpType3Type1
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.watten_completed_trick import WattenCompletedTrick # noqa: PLC0415
        from ..models.watten_cut import WattenCut # noqa: PLC0415
        from ..models.watten_hand_result import WattenHandResult # noqa: PLC0415
        from ..models.watten_play import WattenPlay # noqa: PLC0415
        from ..models.watten_raise import WattenRaise # noqa: PLC0415
        from ..models.watten_redeal import WattenRedeal # noqa: PLC0415
        from ..models.watten_resolved_options import WattenResolvedOptions # noqa: PLC0415
        from ..models.watten_trick import WattenTrick # noqa: PLC0415
        bummerl = self.bummerl



        cut = self.cut.to_dict()

        dealer = self.dealer

        forehand = self.forehand

        game = self.game.value

        hand_number = self.hand_number

        hand_result: dict[str, Any] | None
        if isinstance(self.hand_result, WattenHandResult):
            hand_result = self.hand_result.to_dict()
        else:
            hand_result = self.hand_result

        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item = hands_item_item_data.value
                hands_item.append(hands_item_item)


            hands.append(hands_item)



        match_number = self.match_number

        match_winners: list[int] | None
        if isinstance(self.match_winners, list):
            match_winners = self.match_winners


        else:
            match_winners = self.match_winners

        options = self.options.to_dict()

        out_of_play = []
        for out_of_play_item_data in self.out_of_play:
            out_of_play_item = out_of_play_item_data.to_dict()
            out_of_play.append(out_of_play_item)



        phase = self.phase.value

        raise_ = self.raise_.to_dict()

        redeal = self.redeal.to_dict()

        schlag: None | str
        if isinstance(self.schlag, WattenStateSchlagType1):
            schlag = self.schlag.value
        elif isinstance(self.schlag, WattenStateSchlagType2Type1):
            schlag = self.schlag.value
        elif isinstance(self.schlag, WattenStateSchlagType3Type1):
            schlag = self.schlag.value
        else:
            schlag = self.schlag

        scores = self.scores



        seed = self.seed

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data


            sides.append(sides_item)



        stake = self.stake

        swap = self.swap.value

        tense = self.tense



        tense_choice: None | str
        if isinstance(self.tense_choice, WattenStateTenseChoiceType1):
            tense_choice = self.tense_choice.value
        elif isinstance(self.tense_choice, WattenStateTenseChoiceType2Type1):
            tense_choice = self.tense_choice.value
        elif isinstance(self.tense_choice, WattenStateTenseChoiceType3Type1):
            tense_choice = self.tense_choice.value
        else:
            tense_choice = self.tense_choice

        to_act = self.to_act



        tok_called = self.tok_called

        trick = self.trick.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        tricks_won = self.tricks_won



        trump: None | str
        if isinstance(self.trump, WattenStateTrumpType1):
            trump = self.trump.value
        elif isinstance(self.trump, WattenStateTrumpType2Type1):
            trump = self.trump.value
        elif isinstance(self.trump, WattenStateTrumpType3Type1):
            trump = self.trump.value
        else:
            trump = self.trump

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bummerl": bummerl,
            "cut": cut,
            "dealer": dealer,
            "forehand": forehand,
            "game": game,
            "hand_number": hand_number,
            "hand_result": hand_result,
            "hands": hands,
            "match_number": match_number,
            "match_winners": match_winners,
            "options": options,
            "out_of_play": out_of_play,
            "phase": phase,
            "raise": raise_,
            "redeal": redeal,
            "schlag": schlag,
            "scores": scores,
            "seed": seed,
            "sides": sides,
            "stake": stake,
            "swap": swap,
            "tense": tense,
            "tense_choice": tense_choice,
            "to_act": to_act,
            "tok_called": tok_called,
            "trick": trick,
            "tricks": tricks,
            "tricks_won": tricks_won,
            "trump": trump,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watten_completed_trick import WattenCompletedTrick # noqa: PLC0415
        from ..models.watten_cut import WattenCut # noqa: PLC0415
        from ..models.watten_hand_result import WattenHandResult # noqa: PLC0415
        from ..models.watten_play import WattenPlay # noqa: PLC0415
        from ..models.watten_raise import WattenRaise # noqa: PLC0415
        from ..models.watten_redeal import WattenRedeal # noqa: PLC0415
        from ..models.watten_resolved_options import WattenResolvedOptions # noqa: PLC0415
        from ..models.watten_trick import WattenTrick # noqa: PLC0415
        d = dict(src_dict)
        bummerl = cast(list[int], d.pop("bummerl"))


        cut = WattenCut.from_dict(d.pop("cut"))




        dealer = d.pop("dealer")

        forehand = d.pop("forehand")

        game = WattenStateGame(d.pop("game"))




        hand_number = d.pop("hand_number")

        def _parse_hand_result(data: object) -> None | WattenHandResult:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_result_type_0 = WattenHandResult.from_dict(data)



                if not hasattr(hand_result_type_0, "to_dict") or hand_result_type_0.to_dict() == data:
                    return hand_result_type_0
                parsed.append(hand_result_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenHandResult, parsed[0])
            return cast(None | WattenHandResult, data)

        hand_result = _parse_hand_result(d.pop("hand_result"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in (_hands_item):
                hands_item_item = WattenCard(hands_item_item_data)



                hands_item.append(hands_item_item)

            hands.append(hands_item)


        match_number = d.pop("match_number")

        def _parse_match_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, list):
                    raise TypeError()
                match_winners_type_0 = cast(list[int], data)

                if not hasattr(match_winners_type_0, "to_dict") or match_winners_type_0.to_dict() == data:
                    return match_winners_type_0
                parsed.append(match_winners_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(list[int] | None, parsed[0])
            return cast(list[int] | None, data)

        match_winners = _parse_match_winners(d.pop("match_winners"))


        options = WattenResolvedOptions.from_dict(d.pop("options"))




        out_of_play = []
        _out_of_play = d.pop("out_of_play")
        for out_of_play_item_data in (_out_of_play):
            out_of_play_item = WattenPlay.from_dict(out_of_play_item_data)



            out_of_play.append(out_of_play_item)


        phase = WattenStatePhase(d.pop("phase"))




        raise_ = WattenRaise.from_dict(d.pop("raise"))




        redeal = WattenRedeal.from_dict(d.pop("redeal"))




        def _parse_schlag(data: object) -> None | WattenStateSchlagType1 | WattenStateSchlagType2Type1 | WattenStateSchlagType3Type1:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                schlag_type_1 = WattenStateSchlagType1(data)



                if not hasattr(schlag_type_1, "to_dict") or schlag_type_1.to_dict() == data:
                    return schlag_type_1
                parsed.append(schlag_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                schlag_type_2_type_1 = WattenStateSchlagType2Type1(data)



                if not hasattr(schlag_type_2_type_1, "to_dict") or schlag_type_2_type_1.to_dict() == data:
                    return schlag_type_2_type_1
                parsed.append(schlag_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                schlag_type_3_type_1 = WattenStateSchlagType3Type1(data)



                if not hasattr(schlag_type_3_type_1, "to_dict") or schlag_type_3_type_1.to_dict() == data:
                    return schlag_type_3_type_1
                parsed.append(schlag_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenStateSchlagType1 | WattenStateSchlagType2Type1 | WattenStateSchlagType3Type1, parsed[0])
            return cast(None | WattenStateSchlagType1 | WattenStateSchlagType2Type1 | WattenStateSchlagType3Type1, data)

        schlag = _parse_schlag(d.pop("schlag"))


        scores = cast(list[int], d.pop("scores"))


        seed = d.pop("seed")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)


        stake = d.pop("stake")

        swap = WattenStateSwap(d.pop("swap"))




        tense = cast(list[bool], d.pop("tense"))


        def _parse_tense_choice(data: object) -> None | WattenStateTenseChoiceType1 | WattenStateTenseChoiceType2Type1 | WattenStateTenseChoiceType3Type1:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tense_choice_type_1 = WattenStateTenseChoiceType1(data)



                if not hasattr(tense_choice_type_1, "to_dict") or tense_choice_type_1.to_dict() == data:
                    return tense_choice_type_1
                parsed.append(tense_choice_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tense_choice_type_2_type_1 = WattenStateTenseChoiceType2Type1(data)



                if not hasattr(tense_choice_type_2_type_1, "to_dict") or tense_choice_type_2_type_1.to_dict() == data:
                    return tense_choice_type_2_type_1
                parsed.append(tense_choice_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tense_choice_type_3_type_1 = WattenStateTenseChoiceType3Type1(data)



                if not hasattr(tense_choice_type_3_type_1, "to_dict") or tense_choice_type_3_type_1.to_dict() == data:
                    return tense_choice_type_3_type_1
                parsed.append(tense_choice_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenStateTenseChoiceType1 | WattenStateTenseChoiceType2Type1 | WattenStateTenseChoiceType3Type1, parsed[0])
            return cast(None | WattenStateTenseChoiceType1 | WattenStateTenseChoiceType2Type1 | WattenStateTenseChoiceType3Type1, data)

        tense_choice = _parse_tense_choice(d.pop("tense_choice"))


        to_act = cast(list[int], d.pop("to_act"))


        tok_called = d.pop("tok_called")

        trick = WattenTrick.from_dict(d.pop("trick"))




        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = WattenCompletedTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        tricks_won = cast(list[int], d.pop("tricks_won"))


        def _parse_trump(data: object) -> None | WattenStateTrumpType1 | WattenStateTrumpType2Type1 | WattenStateTrumpType3Type1:
            if data is None:
                return data
            parsed: list[Any] = []
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_1 = WattenStateTrumpType1(data)



                if not hasattr(trump_type_1, "to_dict") or trump_type_1.to_dict() == data:
                    return trump_type_1
                parsed.append(trump_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_2_type_1 = WattenStateTrumpType2Type1(data)



                if not hasattr(trump_type_2_type_1, "to_dict") or trump_type_2_type_1.to_dict() == data:
                    return trump_type_2_type_1
                parsed.append(trump_type_2_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_3_type_1 = WattenStateTrumpType3Type1(data)



                if not hasattr(trump_type_3_type_1, "to_dict") or trump_type_3_type_1.to_dict() == data:
                    return trump_type_3_type_1
                parsed.append(trump_type_3_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(None | WattenStateTrumpType1 | WattenStateTrumpType2Type1 | WattenStateTrumpType3Type1, parsed[0])
            return cast(None | WattenStateTrumpType1 | WattenStateTrumpType2Type1 | WattenStateTrumpType3Type1, data)

        trump = _parse_trump(d.pop("trump"))


        version = d.pop("version")

        watten_state = cls(
            bummerl=bummerl,
            cut=cut,
            dealer=dealer,
            forehand=forehand,
            game=game,
            hand_number=hand_number,
            hand_result=hand_result,
            hands=hands,
            match_number=match_number,
            match_winners=match_winners,
            options=options,
            out_of_play=out_of_play,
            phase=phase,
            raise_=raise_,
            redeal=redeal,
            schlag=schlag,
            scores=scores,
            seed=seed,
            sides=sides,
            stake=stake,
            swap=swap,
            tense=tense,
            tense_choice=tense_choice,
            to_act=to_act,
            tok_called=tok_called,
            trick=trick,
            tricks=tricks,
            tricks_won=tricks_won,
            trump=trump,
            version=version,
        )

        return watten_state

