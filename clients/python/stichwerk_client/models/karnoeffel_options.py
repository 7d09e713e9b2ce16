from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karnoeffel_options_players import KarnoeffelOptionsPlayers
from ..models.karnoeffel_options_power_loss_scope import KarnoeffelOptionsPowerLossScope
from ..types import UNSET, Unset






T = TypeVar("T", bound="KarnoeffelOptions")



@_attrs_define
class KarnoeffelOptions:
    """ Rule options of Karnöffel (rules-spec.md §2) in a request: every option is optional (unset: the preset's or the
    default value)

        Attributes:
            partner_hands_visible (bool | Unset): A seat's view also shows its partner's hand (partners may show each other
                their cards, seed 003); four players only Default: True.
            players (KarnoeffelOptionsPlayers | Unset): Number of players: 4 = two sides of two, partners opposite; 2 = each
                plays for himself (§4.2 A-K6) Default: KarnoeffelOptionsPlayers.VALUE_4.
            power_loss_scope (KarnoeffelOptionsPowerLossScope | Unset): Which Kings, Obers and Unters take the power of the
                chosen 3, 4 and 5: of any suit (seed 003) or only of the led suit (Parlett's Kaiserspiel, §4.2 A-K1) Default:
                KarnoeffelOptionsPowerLossScope.ANY_SUIT.
            target (int | Unset): Points that win a match (one point per round won) Default: 7.
     """

    partner_hands_visible: bool | Unset = True
    players: KarnoeffelOptionsPlayers | Unset = KarnoeffelOptionsPlayers.VALUE_4
    power_loss_scope: KarnoeffelOptionsPowerLossScope | Unset = KarnoeffelOptionsPowerLossScope.ANY_SUIT
    target: int | Unset = 7





    def to_dict(self) -> dict[str, Any]:
        partner_hands_visible = self.partner_hands_visible

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        power_loss_scope: str | Unset = UNSET
        if not isinstance(self.power_loss_scope, Unset):
            power_loss_scope = self.power_loss_scope.value


        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if partner_hands_visible is not UNSET:
            field_dict["partner_hands_visible"] = partner_hands_visible
        if players is not UNSET:
            field_dict["players"] = players
        if power_loss_scope is not UNSET:
            field_dict["power_loss_scope"] = power_loss_scope
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        partner_hands_visible = d.pop("partner_hands_visible", UNSET)

        _players = d.pop("players", UNSET)
        players: KarnoeffelOptionsPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = KarnoeffelOptionsPlayers(_players)




        _power_loss_scope = d.pop("power_loss_scope", UNSET)
        power_loss_scope: KarnoeffelOptionsPowerLossScope | Unset
        if isinstance(_power_loss_scope,  Unset):
            power_loss_scope = UNSET
        else:
            power_loss_scope = KarnoeffelOptionsPowerLossScope(_power_loss_scope)




        target = d.pop("target", UNSET)

        karnoeffel_options = cls(
            partner_hands_visible=partner_hands_visible,
            players=players,
            power_loss_scope=power_loss_scope,
            target=target,
        )

        return karnoeffel_options

