from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.game_id import GameId
from ...models.hearts_legal_moves_response import HeartsLegalMovesResponse
from ...models.karnoeffel_legal_moves_response import KarnoeffelLegalMovesResponse
from ...models.legal_moves_request_with_state import LegalMovesRequestWithState
from ...models.legal_moves_request_with_state_token import LegalMovesRequestWithStateToken
from ...models.watten_legal_moves_response import WattenLegalMovesResponse
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: LegalMovesRequestWithState | LegalMovesRequestWithStateToken,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/legal-moves".format(game=quote(str(game), safe=""),),
    }

    
    if isinstance(body, LegalMovesRequestWithState):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_0 = HeartsLegalMovesResponse.from_dict(data)



                if not hasattr(componentsschemas_legal_moves_response_type_0, "to_dict") or componentsschemas_legal_moves_response_type_0.to_dict() == data:
                    return componentsschemas_legal_moves_response_type_0
                parsed.append(componentsschemas_legal_moves_response_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_1 = KarnoeffelLegalMovesResponse.from_dict(data)



                if not hasattr(componentsschemas_legal_moves_response_type_1, "to_dict") or componentsschemas_legal_moves_response_type_1.to_dict() == data:
                    return componentsschemas_legal_moves_response_type_1
                parsed.append(componentsschemas_legal_moves_response_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_2 = WattenLegalMovesResponse.from_dict(data)



                if not hasattr(componentsschemas_legal_moves_response_type_2, "to_dict") or componentsschemas_legal_moves_response_type_2.to_dict() == data:
                    return componentsschemas_legal_moves_response_type_2
                parsed.append(componentsschemas_legal_moves_response_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse, parsed[0])
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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse]:
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
    body: LegalMovesRequestWithState | LegalMovesRequestWithStateToken,

) -> Response[Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse]:
    """ List the legal moves of one seat, or of every seat.

    Args:
        game (GameId): A game id
        body (LegalMovesRequestWithState | LegalMovesRequestWithStateToken): Exactly one of
            `state` and `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse]
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
    body: LegalMovesRequestWithState | LegalMovesRequestWithStateToken,

) -> Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse | None:
    """ List the legal moves of one seat, or of every seat.

    Args:
        game (GameId): A game id
        body (LegalMovesRequestWithState | LegalMovesRequestWithStateToken): Exactly one of
            `state` and `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse
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
    body: LegalMovesRequestWithState | LegalMovesRequestWithStateToken,

) -> Response[Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse]:
    """ List the legal moves of one seat, or of every seat.

    Args:
        game (GameId): A game id
        body (LegalMovesRequestWithState | LegalMovesRequestWithStateToken): Exactly one of
            `state` and `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse]
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
    body: LegalMovesRequestWithState | LegalMovesRequestWithStateToken,

) -> Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse | None:
    """ List the legal moves of one seat, or of every seat.

    Args:
        game (GameId): A game id
        body (LegalMovesRequestWithState | LegalMovesRequestWithStateToken): Exactly one of
            `state` and `state_token`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsLegalMovesResponse | KarnoeffelLegalMovesResponse | WattenLegalMovesResponse
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
