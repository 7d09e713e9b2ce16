from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.seat_token import SeatToken
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    session_id: str,
    seat: int,
    *,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{session_id}/seats/{seat}/token".format(session_id=quote(str(session_id), safe=""),seat=quote(str(seat), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SeatToken:
    if response.status_code == 200:
        response_200 = SeatToken.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | SeatToken]:
    """ Rotate the seat's token (that seat's token): the old one stops working (but
    for a retry of this rotation with the same `Idempotency-Key`).

    Args:
        session_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatToken]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
seat=seat,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Error | SeatToken | None:
    """ Rotate the seat's token (that seat's token): the old one stops working (but
    for a retry of this rotation with the same `Idempotency-Key`).

    Args:
        session_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatToken
     """


    return sync_detailed(
        session_id=session_id,
seat=seat,
client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | SeatToken]:
    """ Rotate the seat's token (that seat's token): the old one stops working (but
    for a retry of this rotation with the same `Idempotency-Key`).

    Args:
        session_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatToken]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
seat=seat,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Error | SeatToken | None:
    """ Rotate the seat's token (that seat's token): the old one stops working (but
    for a retry of this rotation with the same `Idempotency-Key`).

    Args:
        session_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatToken
     """


    return (await asyncio_detailed(
        session_id=session_id,
seat=seat,
client=client,
idempotency_key=idempotency_key,

    )).parsed
