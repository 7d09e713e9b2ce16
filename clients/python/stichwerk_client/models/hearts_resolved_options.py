from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_resolved_options_illegal_move_policy import HeartsResolvedOptionsIllegalMovePolicy
from ..models.hearts_resolved_options_moon_mode import HeartsResolvedOptionsMoonMode
from ..models.hearts_resolved_options_pass_cycle_item import HeartsResolvedOptionsPassCycleItem
from ..models.hearts_resolved_options_players import HeartsResolvedOptionsPlayers
from ..models.hearts_resolved_options_tie_policy import HeartsResolvedOptionsTiePolicy
from typing import cast






T = TypeVar("T", bound="HeartsResolvedOptions")



@_attrs_define
class HeartsResolvedOptions:
    """ Every rule option of Hearts, resolved (as a state carries them)

        Attributes:
            can_lead_hearts_instead_of_qs (bool): A leader holding only hearts and SQ, hearts unbroken, may lead a heart
                (otherwise SQ must be led)
            illegal_move_policy (HeartsResolvedOptionsIllegalMovePolicy): A revoke (not following suit when able) is
                refused, or accepted and ends the hand: the offender scores 26
            moon_mode (HeartsResolvedOptionsMoonMode): Shooting the moon: every other player scores 26, the shooter scores
                -26, or the shooter chooses (choose_moon)
            moon_requires_jd (bool): Omnibus only: the moon also needs DJ
            omnibus (bool): Omnibus: DJ counts -10 for whoever takes it
            pass_count (int): Cards per pass
            pass_cycle (list[HeartsResolvedOptionsPassCycleItem]): Pass direction of hand 1, 2, 3, ... (the cycle repeats,
                at most 16 entries); across needs an even number of players (default: 4 and 6 players: left, right, across,
                none; 3 and 5 players: left, right, none)
            players (HeartsResolvedOptionsPlayers): Number of players, each for himself
            qs_breaks_hearts (bool): Playing SQ breaks hearts too
            removed_cards (list[HeartsCard]): Cards taken out so that the deal comes out even (never a heart, SQ or DJ)
                (default: 3 players: D2; 4: none; 5: D2, C2; 6: D2, C2, D3, C3)
            target (int): The match ends after a hand in which a total reaches this (seed: 100, or 50 for a shorter match)
            tie_policy (HeartsResolvedOptionsTiePolicy): Tied lowest totals at the end share the win, or another hand is
                played
     """

    can_lead_hearts_instead_of_qs: bool
    illegal_move_policy: HeartsResolvedOptionsIllegalMovePolicy
    moon_mode: HeartsResolvedOptionsMoonMode
    moon_requires_jd: bool
    omnibus: bool
    pass_count: int
    pass_cycle: list[HeartsResolvedOptionsPassCycleItem]
    players: HeartsResolvedOptionsPlayers
    qs_breaks_hearts: bool
    removed_cards: list[HeartsCard]
    target: int
    tie_policy: HeartsResolvedOptionsTiePolicy





    def to_dict(self) -> dict[str, Any]:
        can_lead_hearts_instead_of_qs = self.can_lead_hearts_instead_of_qs

        illegal_move_policy = self.illegal_move_policy.value

        moon_mode = self.moon_mode.value

        moon_requires_jd = self.moon_requires_jd

        omnibus = self.omnibus

        pass_count = self.pass_count

        pass_cycle = []
        for pass_cycle_item_data in self.pass_cycle:
            pass_cycle_item = pass_cycle_item_data.value
            pass_cycle.append(pass_cycle_item)



        players = self.players.value

        qs_breaks_hearts = self.qs_breaks_hearts

        removed_cards = []
        for removed_cards_item_data in self.removed_cards:
            removed_cards_item = removed_cards_item_data.value
            removed_cards.append(removed_cards_item)



        target = self.target

        tie_policy = self.tie_policy.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "can_lead_hearts_instead_of_qs": can_lead_hearts_instead_of_qs,
            "illegal_move_policy": illegal_move_policy,
            "moon_mode": moon_mode,
            "moon_requires_jd": moon_requires_jd,
            "omnibus": omnibus,
            "pass_count": pass_count,
            "pass_cycle": pass_cycle,
            "players": players,
            "qs_breaks_hearts": qs_breaks_hearts,
            "removed_cards": removed_cards,
            "target": target,
            "tie_policy": tie_policy,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_lead_hearts_instead_of_qs = d.pop("can_lead_hearts_instead_of_qs")

        illegal_move_policy = HeartsResolvedOptionsIllegalMovePolicy(d.pop("illegal_move_policy"))




        moon_mode = HeartsResolvedOptionsMoonMode(d.pop("moon_mode"))




        moon_requires_jd = d.pop("moon_requires_jd")

        omnibus = d.pop("omnibus")

        pass_count = d.pop("pass_count")

        pass_cycle = []
        _pass_cycle = d.pop("pass_cycle")
        for pass_cycle_item_data in (_pass_cycle):
            pass_cycle_item = HeartsResolvedOptionsPassCycleItem(pass_cycle_item_data)



            pass_cycle.append(pass_cycle_item)


        players = HeartsResolvedOptionsPlayers(d.pop("players"))




        qs_breaks_hearts = d.pop("qs_breaks_hearts")

        removed_cards = []
        _removed_cards = d.pop("removed_cards")
        for removed_cards_item_data in (_removed_cards):
            removed_cards_item = HeartsCard(removed_cards_item_data)



            removed_cards.append(removed_cards_item)


        target = d.pop("target")

        tie_policy = HeartsResolvedOptionsTiePolicy(d.pop("tie_policy"))




        hearts_resolved_options = cls(
            can_lead_hearts_instead_of_qs=can_lead_hearts_instead_of_qs,
            illegal_move_policy=illegal_move_policy,
            moon_mode=moon_mode,
            moon_requires_jd=moon_requires_jd,
            omnibus=omnibus,
            pass_count=pass_count,
            pass_cycle=pass_cycle,
            players=players,
            qs_breaks_hearts=qs_breaks_hearts,
            removed_cards=removed_cards,
            target=target,
            tie_policy=tie_policy,
        )

        return hearts_resolved_options

