from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.new_state_request import NewStateRequest
from ...models.post_states_game import PostStatesGame
from ...models.state_response import StateResponse
from typing import cast



def _get_kwargs(
    game: PostStatesGame,
    *,
    body: NewStateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/states".format(game=quote(str(game), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | StateResponse:
    if response.status_code == 201:
        response_201 = StateResponse.from_dict(response.json())



        return response_201

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

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | StateResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: PostStatesGame,
    *,
    client: AuthenticatedClient | Client,
    body: NewStateRequest,

) -> Response[Error | StateResponse]:
    """ Create a match state with its first hand dealt.

    Args:
        game (PostStatesGame): A game id
        body (NewStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StateResponse]
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
    game: PostStatesGame,
    *,
    client: AuthenticatedClient | Client,
    body: NewStateRequest,

) -> Error | StateResponse | None:
    """ Create a match state with its first hand dealt.

    Args:
        game (PostStatesGame): A game id
        body (NewStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StateResponse
     """


    return sync_detailed(
        game=game,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game: PostStatesGame,
    *,
    client: AuthenticatedClient | Client,
    body: NewStateRequest,

) -> Response[Error | StateResponse]:
    """ Create a match state with its first hand dealt.

    Args:
        game (PostStatesGame): A game id
        body (NewStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StateResponse]
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
    game: PostStatesGame,
    *,
    client: AuthenticatedClient | Client,
    body: NewStateRequest,

) -> Error | StateResponse | None:
    """ Create a match state with its first hand dealt.

    Args:
        game (PostStatesGame): A game id
        body (NewStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StateResponse
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
