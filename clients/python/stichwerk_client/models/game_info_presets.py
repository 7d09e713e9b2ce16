from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_resolved_options import HeartsResolvedOptions
  from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions
  from ..models.watten_resolved_options import WattenResolvedOptions





T = TypeVar("T", bound="GameInfoPresets")



@_attrs_define
class GameInfoPresets:
    """ Preset name → the options it resolves to

     """

    additional_properties: dict[str, HeartsResolvedOptions | KarnoeffelResolvedOptions | WattenResolvedOptions] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_resolved_options import HeartsResolvedOptions # noqa: PLC0415
        from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions # noqa: PLC0415
        from ..models.watten_resolved_options import WattenResolvedOptions # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, HeartsResolvedOptions):
                field_dict[prop_name] = prop.to_dict()
            elif isinstance(prop, KarnoeffelResolvedOptions):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()



        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_resolved_options import HeartsResolvedOptions # noqa: PLC0415
        from ..models.karnoeffel_resolved_options import KarnoeffelResolvedOptions # noqa: PLC0415
        from ..models.watten_resolved_options import WattenResolvedOptions # noqa: PLC0415
        d = dict(src_dict)
        game_info_presets = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> HeartsResolvedOptions | KarnoeffelResolvedOptions | WattenResolvedOptions:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_resolved_options_type_0 = HeartsResolvedOptions.from_dict(data)



                    return componentsschemas_game_resolved_options_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_resolved_options_type_1 = KarnoeffelResolvedOptions.from_dict(data)



                    return componentsschemas_game_resolved_options_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_resolved_options_type_2 = WattenResolvedOptions.from_dict(data)



                return componentsschemas_game_resolved_options_type_2

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        game_info_presets.additional_properties = additional_properties
        return game_info_presets

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> HeartsResolvedOptions | KarnoeffelResolvedOptions | WattenResolvedOptions:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: HeartsResolvedOptions | KarnoeffelResolvedOptions | WattenResolvedOptions) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
