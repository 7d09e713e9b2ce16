from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hearts_view import HeartsView
  from ..models.karnoeffel_view import KarnoeffelView
  from ..models.watten_view import WattenView





T = TypeVar("T", bound="ViewResponse")



@_attrs_define
class ViewResponse:
    """ 
        Attributes:
            view (HeartsView | KarnoeffelView | WattenView): A state as one seat may see it
     """

    view: HeartsView | KarnoeffelView | WattenView





    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        view: dict[str, Any]
        if isinstance(self.view, HeartsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KarnoeffelView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_view import HeartsView # noqa: PLC0415
        from ..models.karnoeffel_view import KarnoeffelView # noqa: PLC0415
        from ..models.watten_view import WattenView # noqa: PLC0415
        d = dict(src_dict)
        def _parse_view(data: object) -> HeartsView | KarnoeffelView | WattenView:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = HeartsView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_0, "to_dict") or componentsschemas_game_view_type_0.to_dict() == data:
                    return componentsschemas_game_view_type_0
                parsed.append(componentsschemas_game_view_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = KarnoeffelView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_1, "to_dict") or componentsschemas_game_view_type_1.to_dict() == data:
                    return componentsschemas_game_view_type_1
                parsed.append(componentsschemas_game_view_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = WattenView.from_dict(data)



                if not hasattr(componentsschemas_game_view_type_2, "to_dict") or componentsschemas_game_view_type_2.to_dict() == data:
                    return componentsschemas_game_view_type_2
                parsed.append(componentsschemas_game_view_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsView | KarnoeffelView | WattenView, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        view = _parse_view(d.pop("view"))


        view_response = cls(
            view=view,
        )

        return view_response

