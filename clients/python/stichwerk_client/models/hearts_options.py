from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hearts_card import HeartsCard
from ..models.hearts_options_illegal_move_policy import HeartsOptionsIllegalMovePolicy
from ..models.hearts_options_moon_mode import HeartsOptionsMoonMode
from ..models.hearts_options_pass_cycle_item import HeartsOptionsPassCycleItem
from ..models.hearts_options_players import HeartsOptionsPlayers
from ..models.hearts_options_tie_policy import HeartsOptionsTiePolicy
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HeartsOptions")



@_attrs_define
class HeartsOptions:
    """ Rule options of Hearts (rules-spec.md §3) in a request: every option is optional (unset: the preset's or the default
    value)

        Attributes:
            can_lead_hearts_instead_of_qs (bool | Unset): A leader holding only hearts and SQ, hearts unbroken, may lead a
                heart (otherwise SQ must be led) Default: False.
            illegal_move_policy (HeartsOptionsIllegalMovePolicy | Unset): A revoke (not following suit when able) is
                refused, or accepted and ends the hand: the offender scores 26 Default: HeartsOptionsIllegalMovePolicy.REJECT.
            moon_mode (HeartsOptionsMoonMode | Unset): Shooting the moon: every other player scores 26, the shooter scores
                -26, or the shooter chooses (choose_moon) Default: HeartsOptionsMoonMode.ADD_TO_OTHERS.
            moon_requires_jd (bool | Unset): Omnibus only: the moon also needs DJ Default: False.
            omnibus (bool | Unset): Omnibus: DJ counts -10 for whoever takes it Default: False.
            pass_count (int | Unset): Cards per pass Default: 3.
            pass_cycle (list[HeartsOptionsPassCycleItem] | Unset): Pass direction of hand 1, 2, 3, ... (the cycle repeats,
                at most 16 entries); across needs an even number of players (default: 4 and 6 players: left, right, across,
                none; 3 and 5 players: left, right, none)
            players (HeartsOptionsPlayers | Unset): Number of players, each for himself Default:
                HeartsOptionsPlayers.VALUE_4.
            qs_breaks_hearts (bool | Unset): Playing SQ breaks hearts too Default: False.
            removed_cards (list[HeartsCard] | Unset): Cards taken out so that the deal comes out even (never a heart, SQ or
                DJ) (default: 3 players: D2; 4: none; 5: D2, C2; 6: D2, C2, D3, C3)
            target (int | Unset): The match ends after a hand in which a total reaches this (seed: 100, or 50 for a shorter
                match) Default: 100.
            tie_policy (HeartsOptionsTiePolicy | Unset): Tied lowest totals at the end share the win, or another hand is
                played Default: HeartsOptionsTiePolicy.SHARE.
     """

    can_lead_hearts_instead_of_qs: bool | Unset = False
    illegal_move_policy: HeartsOptionsIllegalMovePolicy | Unset = HeartsOptionsIllegalMovePolicy.REJECT
    moon_mode: HeartsOptionsMoonMode | Unset = HeartsOptionsMoonMode.ADD_TO_OTHERS
    moon_requires_jd: bool | Unset = False
    omnibus: bool | Unset = False
    pass_count: int | Unset = 3
    pass_cycle: list[HeartsOptionsPassCycleItem] | Unset = UNSET
    players: HeartsOptionsPlayers | Unset = HeartsOptionsPlayers.VALUE_4
    qs_breaks_hearts: bool | Unset = False
    removed_cards: list[HeartsCard] | Unset = UNSET
    target: int | Unset = 100
    tie_policy: HeartsOptionsTiePolicy | Unset = HeartsOptionsTiePolicy.SHARE





    def to_dict(self) -> dict[str, Any]:
        can_lead_hearts_instead_of_qs = self.can_lead_hearts_instead_of_qs

        illegal_move_policy: str | Unset = UNSET
        if not isinstance(self.illegal_move_policy, Unset):
            illegal_move_policy = self.illegal_move_policy.value


        moon_mode: str | Unset = UNSET
        if not isinstance(self.moon_mode, Unset):
            moon_mode = self.moon_mode.value


        moon_requires_jd = self.moon_requires_jd

        omnibus = self.omnibus

        pass_count = self.pass_count

        pass_cycle: list[str] | Unset = UNSET
        if not isinstance(self.pass_cycle, Unset):
            pass_cycle = []
            for pass_cycle_item_data in self.pass_cycle:
                pass_cycle_item = pass_cycle_item_data.value
                pass_cycle.append(pass_cycle_item)



        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        qs_breaks_hearts = self.qs_breaks_hearts

        removed_cards: list[str] | Unset = UNSET
        if not isinstance(self.removed_cards, Unset):
            removed_cards = []
            for removed_cards_item_data in self.removed_cards:
                removed_cards_item = removed_cards_item_data.value
                removed_cards.append(removed_cards_item)



        target = self.target

        tie_policy: str | Unset = UNSET
        if not isinstance(self.tie_policy, Unset):
            tie_policy = self.tie_policy.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if can_lead_hearts_instead_of_qs is not UNSET:
            field_dict["can_lead_hearts_instead_of_qs"] = can_lead_hearts_instead_of_qs
        if illegal_move_policy is not UNSET:
            field_dict["illegal_move_policy"] = illegal_move_policy
        if moon_mode is not UNSET:
            field_dict["moon_mode"] = moon_mode
        if moon_requires_jd is not UNSET:
            field_dict["moon_requires_jd"] = moon_requires_jd
        if omnibus is not UNSET:
            field_dict["omnibus"] = omnibus
        if pass_count is not UNSET:
            field_dict["pass_count"] = pass_count
        if pass_cycle is not UNSET:
            field_dict["pass_cycle"] = pass_cycle
        if players is not UNSET:
            field_dict["players"] = players
        if qs_breaks_hearts is not UNSET:
            field_dict["qs_breaks_hearts"] = qs_breaks_hearts
        if removed_cards is not UNSET:
            field_dict["removed_cards"] = removed_cards
        if target is not UNSET:
            field_dict["target"] = target
        if tie_policy is not UNSET:
            field_dict["tie_policy"] = tie_policy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_lead_hearts_instead_of_qs = d.pop("can_lead_hearts_instead_of_qs", UNSET)

        _illegal_move_policy = d.pop("illegal_move_policy", UNSET)
        illegal_move_policy: HeartsOptionsIllegalMovePolicy | Unset
        if isinstance(_illegal_move_policy,  Unset):
            illegal_move_policy = UNSET
        else:
            illegal_move_policy = HeartsOptionsIllegalMovePolicy(_illegal_move_policy)




        _moon_mode = d.pop("moon_mode", UNSET)
        moon_mode: HeartsOptionsMoonMode | Unset
        if isinstance(_moon_mode,  Unset):
            moon_mode = UNSET
        else:
            moon_mode = HeartsOptionsMoonMode(_moon_mode)




        moon_requires_jd = d.pop("moon_requires_jd", UNSET)

        omnibus = d.pop("omnibus", UNSET)

        pass_count = d.pop("pass_count", UNSET)

        _pass_cycle = d.pop("pass_cycle", UNSET)
        pass_cycle: list[HeartsOptionsPassCycleItem] | Unset = UNSET
        if _pass_cycle is not UNSET:
            pass_cycle = []
            for pass_cycle_item_data in _pass_cycle:
                pass_cycle_item = HeartsOptionsPassCycleItem(pass_cycle_item_data)



                pass_cycle.append(pass_cycle_item)


        _players = d.pop("players", UNSET)
        players: HeartsOptionsPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = HeartsOptionsPlayers(_players)




        qs_breaks_hearts = d.pop("qs_breaks_hearts", UNSET)

        _removed_cards = d.pop("removed_cards", UNSET)
        removed_cards: list[HeartsCard] | Unset = UNSET
        if _removed_cards is not UNSET:
            removed_cards = []
            for removed_cards_item_data in _removed_cards:
                removed_cards_item = HeartsCard(removed_cards_item_data)



                removed_cards.append(removed_cards_item)


        target = d.pop("target", UNSET)

        _tie_policy = d.pop("tie_policy", UNSET)
        tie_policy: HeartsOptionsTiePolicy | Unset
        if isinstance(_tie_policy,  Unset):
            tie_policy = UNSET
        else:
            tie_policy = HeartsOptionsTiePolicy(_tie_policy)




        hearts_options = cls(
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

        return hearts_options

