from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_id import GameId
from ...models.view_request_with_state import ViewRequestWithState
from ...models.view_request_with_state_token import ViewRequestWithStateToken
from ...models.view_response import ViewResponse
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: ViewRequestWithState | ViewRequestWithStateToken,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/views".format(game=quote(str(game), safe=""),),
    }

    
    if isinstance(body, ViewRequestWithState):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ViewResponse:
    if response.status_code == 200:
        response_200 = ViewResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ViewResponse]:
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
    body: ViewRequestWithState | ViewRequestWithStateToken,

) -> Response[Error | ViewResponse]:
    """ Redact a state for one seat (seat null: a spectator).

    Args:
        game (GameId): A game id
        body (ViewRequestWithState | ViewRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ViewResponse]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: ViewRequestWithState | ViewRequestWithStateToken,

) -> Error | ViewResponse | None:
    """ Redact a state for one seat (seat null: a spectator).

    Args:
        game (GameId): A game id
        body (ViewRequestWithState | ViewRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ViewResponse
     """


    return sync_detailed(
        game=game,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: ViewRequestWithState | ViewRequestWithStateToken,

) -> Response[Error | ViewResponse]:
    """ Redact a state for one seat (seat null: a spectator).

    Args:
        game (GameId): A game id
        body (ViewRequestWithState | ViewRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ViewResponse]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: ViewRequestWithState | ViewRequestWithStateToken,

) -> Error | ViewResponse | None:
    """ Redact a state for one seat (seat null: a spectator).

    Args:
        game (GameId): A game id
        body (ViewRequestWithState | ViewRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ViewResponse
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
