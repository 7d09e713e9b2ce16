from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_id import GameId
from ...models.hearts_move_applied import HeartsMoveApplied
from ...models.hearts_move_rejected import HeartsMoveRejected
from ...models.hearts_sealed_move_applied import HeartsSealedMoveApplied
from ...models.karnoeffel_move_applied import KarnoeffelMoveApplied
from ...models.karnoeffel_move_rejected import KarnoeffelMoveRejected
from ...models.karnoeffel_sealed_move_applied import KarnoeffelSealedMoveApplied
from ...models.move_request_with_state import MoveRequestWithState
from ...models.move_request_with_state_token import MoveRequestWithStateToken
from ...models.watten_move_applied import WattenMoveApplied
from ...models.watten_move_rejected import WattenMoveRejected
from ...models.watten_sealed_move_applied import WattenSealedMoveApplied
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: MoveRequestWithState | MoveRequestWithStateToken,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/moves".format(game=quote(str(game), safe=""),),
    }

    
    if isinstance(body, MoveRequestWithState):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = HeartsMoveApplied.from_dict(data)



                if not hasattr(response_200_type_0, "to_dict") or response_200_type_0.to_dict() == data:
                    return response_200_type_0
                parsed.append(response_200_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = KarnoeffelMoveApplied.from_dict(data)



                if not hasattr(response_200_type_1, "to_dict") or response_200_type_1.to_dict() == data:
                    return response_200_type_1
                parsed.append(response_200_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = WattenMoveApplied.from_dict(data)



                if not hasattr(response_200_type_2, "to_dict") or response_200_type_2.to_dict() == data:
                    return response_200_type_2
                parsed.append(response_200_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_3 = HeartsSealedMoveApplied.from_dict(data)



                if not hasattr(response_200_type_3, "to_dict") or response_200_type_3.to_dict() == data:
                    return response_200_type_3
                parsed.append(response_200_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_4 = KarnoeffelSealedMoveApplied.from_dict(data)



                if not hasattr(response_200_type_4, "to_dict") or response_200_type_4.to_dict() == data:
                    return response_200_type_4
                parsed.append(response_200_type_4)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_5 = WattenSealedMoveApplied.from_dict(data)



                if not hasattr(response_200_type_5, "to_dict") or response_200_type_5.to_dict() == data:
                    return response_200_type_5
                parsed.append(response_200_type_5)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_6 = HeartsMoveRejected.from_dict(data)



                if not hasattr(response_200_type_6, "to_dict") or response_200_type_6.to_dict() == data:
                    return response_200_type_6
                parsed.append(response_200_type_6)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_7 = KarnoeffelMoveRejected.from_dict(data)



                if not hasattr(response_200_type_7, "to_dict") or response_200_type_7.to_dict() == data:
                    return response_200_type_7
                parsed.append(response_200_type_7)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_8 = WattenMoveRejected.from_dict(data)



                if not hasattr(response_200_type_8, "to_dict") or response_200_type_8.to_dict() == data:
                    return response_200_type_8
                parsed.append(response_200_type_8)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied, parsed[0])
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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied]:
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
    body: MoveRequestWithState | MoveRequestWithStateToken,

) -> Response[Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied]:
    """ Apply a move to a state; nothing is stored.

    Args:
        game (GameId): A game id
        body (MoveRequestWithState | MoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied]
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
    body: MoveRequestWithState | MoveRequestWithStateToken,

) -> Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied | None:
    """ Apply a move to a state; nothing is stored.

    Args:
        game (GameId): A game id
        body (MoveRequestWithState | MoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied
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
    body: MoveRequestWithState | MoveRequestWithStateToken,

) -> Response[Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied]:
    """ Apply a move to a state; nothing is stored.

    Args:
        game (GameId): A game id
        body (MoveRequestWithState | MoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied]
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
    body: MoveRequestWithState | MoveRequestWithStateToken,

) -> Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied | None:
    """ Apply a move to a state; nothing is stored.

    Args:
        game (GameId): A game id
        body (MoveRequestWithState | MoveRequestWithStateToken): Exactly one of `state` and
            `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsMoveApplied | HeartsMoveRejected | HeartsSealedMoveApplied | KarnoeffelMoveApplied | KarnoeffelMoveRejected | KarnoeffelSealedMoveApplied | WattenMoveApplied | WattenMoveRejected | WattenSealedMoveApplied
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
