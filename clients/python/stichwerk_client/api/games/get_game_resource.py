from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_info import GameInfo
from ...models.get_game_resource_game import GetGameResourceGame
from typing import cast



def _get_kwargs(
    game: GetGameResourceGame,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | GameInfo:
    if response.status_code == 200:
        response_200 = GameInfo.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | GameInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GetGameResourceGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | GameInfo]:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GetGameResourceGame): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameInfo]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GetGameResourceGame,
    *,
    client: AuthenticatedClient | Client,

) -> Error | GameInfo | None:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GetGameResourceGame): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameInfo
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: GetGameResourceGame,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Error | GameInfo]:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GetGameResourceGame): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameInfo]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GetGameResourceGame,
    *,
    client: AuthenticatedClient | Client,

) -> Error | GameInfo | None:
    """ Describe one game: options, presets, deck with card names, moves, reason codes.

    Args:
        game (GetGameResourceGame): A game id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameInfo
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
