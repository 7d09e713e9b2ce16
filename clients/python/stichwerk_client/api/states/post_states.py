from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_id import GameId
from ...models.new_state_request import NewStateRequest
from ...models.sealed_state_response import SealedStateResponse
from ...models.state_response import StateResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: NewStateRequest | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/states".format(game=quote(str(game), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SealedStateResponse | StateResponse:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> SealedStateResponse | StateResponse:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_0 = StateResponse.from_dict(data)



                if not hasattr(response_201_type_0, "to_dict") or response_201_type_0.to_dict() == data:
                    return response_201_type_0
                parsed.append(response_201_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_1 = SealedStateResponse.from_dict(data)



                if not hasattr(response_201_type_1, "to_dict") or response_201_type_1.to_dict() == data:
                    return response_201_type_1
                parsed.append(response_201_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(SealedStateResponse | StateResponse, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_201 = _parse_response_201(response.json())

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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SealedStateResponse | StateResponse]:
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
    body: NewStateRequest | Unset = UNSET,

) -> Response[Error | SealedStateResponse | StateResponse]:
    """ Create a match state with its first hand dealt (sealed on request).

    Args:
        game (GameId): A game id
        body (NewStateRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SealedStateResponse | StateResponse]
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
    body: NewStateRequest | Unset = UNSET,

) -> Error | SealedStateResponse | StateResponse | None:
    """ Create a match state with its first hand dealt (sealed on request).

    Args:
        game (GameId): A game id
        body (NewStateRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SealedStateResponse | StateResponse
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
    body: NewStateRequest | Unset = UNSET,

) -> Response[Error | SealedStateResponse | StateResponse]:
    """ Create a match state with its first hand dealt (sealed on request).

    Args:
        game (GameId): A game id
        body (NewStateRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SealedStateResponse | StateResponse]
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
    body: NewStateRequest | Unset = UNSET,

) -> Error | SealedStateResponse | StateResponse | None:
    """ Create a match state with its first hand dealt (sealed on request).

    Args:
        game (GameId): A game id
        body (NewStateRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SealedStateResponse | StateResponse
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
