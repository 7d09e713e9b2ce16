from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_id import GameId
from ...models.hearts_game_info import HeartsGameInfo
from ...models.karnoeffel_game_info import KarnoeffelGameInfo
from ...models.watten_game_info import WattenGameInfo
from typing import cast



def _get_kwargs(
    game: GameId,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_info_type_0 = HeartsGameInfo.from_dict(data)



                if not hasattr(componentsschemas_game_info_type_0, "to_dict") or componentsschemas_game_info_type_0.to_dict() == data:
                    return componentsschemas_game_info_type_0
                parsed.append(componentsschemas_game_info_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_info_type_1 = KarnoeffelGameInfo.from_dict(data)



                if not hasattr(componentsschemas_game_info_type_1, "to_dict") or componentsschemas_game_info_type_1.to_dict() == data:
                    return componentsschemas_game_info_type_1
                parsed.append(componentsschemas_game_info_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_info_type_2 = WattenGameInfo.from_dict(data)



                if not hasattr(componentsschemas_game_info_type_2, "to_dict") or componentsschemas_game_info_type_2.to_dict() == data:
                    return componentsschemas_game_info_type_2
                parsed.append(componentsschemas_game_info_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo]:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GameId): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo | None:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GameId): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo]:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GameId): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,

) -> Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo | None:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GameId): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsGameInfo | KarnoeffelGameInfo | WattenGameInfo
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
