from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_move_request_with_state import BotMoveRequestWithState
from ...models.bot_move_request_with_state_token import BotMoveRequestWithStateToken
from ...models.error import Error
from ...models.game_id import GameId
from ...models.hearts_bot_move_response import HeartsBotMoveResponse
from ...models.karnoeffel_bot_move_response import KarnoeffelBotMoveResponse
from ...models.watten_bot_move_response import WattenBotMoveResponse
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: BotMoveRequestWithState | BotMoveRequestWithStateToken,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/bot-moves".format(game=quote(str(game), safe=""),),
    }

    
    if isinstance(body, BotMoveRequestWithState):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bot_move_response_type_0 = HeartsBotMoveResponse.from_dict(data)



                if not hasattr(componentsschemas_bot_move_response_type_0, "to_dict") or componentsschemas_bot_move_response_type_0.to_dict() == data:
                    return componentsschemas_bot_move_response_type_0
                parsed.append(componentsschemas_bot_move_response_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bot_move_response_type_1 = KarnoeffelBotMoveResponse.from_dict(data)



                if not hasattr(componentsschemas_bot_move_response_type_1, "to_dict") or componentsschemas_bot_move_response_type_1.to_dict() == data:
                    return componentsschemas_bot_move_response_type_1
                parsed.append(componentsschemas_bot_move_response_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bot_move_response_type_2 = WattenBotMoveResponse.from_dict(data)



                if not hasattr(componentsschemas_bot_move_response_type_2, "to_dict") or componentsschemas_bot_move_response_type_2.to_dict() == data:
                    return componentsschemas_bot_move_response_type_2
                parsed.append(componentsschemas_bot_move_response_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse]:
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
    body: BotMoveRequestWithState | BotMoveRequestWithStateToken,

) -> Response[Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse]:
    """ Choose a move for a seat (the bot sees only that seat's legal moves).

    Args:
        game (GameId): A game id
        body (BotMoveRequestWithState | BotMoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse]
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
    body: BotMoveRequestWithState | BotMoveRequestWithStateToken,

) -> Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse | None:
    """ Choose a move for a seat (the bot sees only that seat's legal moves).

    Args:
        game (GameId): A game id
        body (BotMoveRequestWithState | BotMoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse
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
    body: BotMoveRequestWithState | BotMoveRequestWithStateToken,

) -> Response[Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse]:
    """ Choose a move for a seat (the bot sees only that seat's legal moves).

    Args:
        game (GameId): A game id
        body (BotMoveRequestWithState | BotMoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse]
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
    body: BotMoveRequestWithState | BotMoveRequestWithStateToken,

) -> Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse | None:
    """ Choose a move for a seat (the bot sees only that seat's legal moves).

    Args:
        game (GameId): A game id
        body (BotMoveRequestWithState | BotMoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsBotMoveResponse | KarnoeffelBotMoveResponse | WattenBotMoveResponse
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
