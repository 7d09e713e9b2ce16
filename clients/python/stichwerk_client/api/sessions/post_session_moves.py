from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.hearts_session_move_applied import HeartsSessionMoveApplied
from ...models.hearts_session_move_rejected import HeartsSessionMoveRejected
from ...models.karnoeffel_session_move_applied import KarnoeffelSessionMoveApplied
from ...models.karnoeffel_session_move_rejected import KarnoeffelSessionMoveRejected
from ...models.session_move_request import SessionMoveRequest
from ...models.watten_session_move_applied import WattenSessionMoveApplied
from ...models.watten_session_move_rejected import WattenSessionMoveRejected
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    session_id: str,
    *,
    body: SessionMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{session_id}/moves".format(session_id=quote(str(session_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = HeartsSessionMoveApplied.from_dict(data)



                if not hasattr(response_200_type_0, "to_dict") or response_200_type_0.to_dict() == data:
                    return response_200_type_0
                parsed.append(response_200_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = KarnoeffelSessionMoveApplied.from_dict(data)



                if not hasattr(response_200_type_1, "to_dict") or response_200_type_1.to_dict() == data:
                    return response_200_type_1
                parsed.append(response_200_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = WattenSessionMoveApplied.from_dict(data)



                if not hasattr(response_200_type_2, "to_dict") or response_200_type_2.to_dict() == data:
                    return response_200_type_2
                parsed.append(response_200_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_3 = HeartsSessionMoveRejected.from_dict(data)



                if not hasattr(response_200_type_3, "to_dict") or response_200_type_3.to_dict() == data:
                    return response_200_type_3
                parsed.append(response_200_type_3)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_4 = KarnoeffelSessionMoveRejected.from_dict(data)



                if not hasattr(response_200_type_4, "to_dict") or response_200_type_4.to_dict() == data:
                    return response_200_type_4
                parsed.append(response_200_type_4)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_5 = WattenSessionMoveRejected.from_dict(data)



                if not hasattr(response_200_type_5, "to_dict") or response_200_type_5.to_dict() == data:
                    return response_200_type_5
                parsed.append(response_200_type_5)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected]:
    """ Post the token's seat's move; the bots then play until a human must act.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected | None:
    """ Post the token's seat's move; the bots then play until a human must act.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected
     """


    return sync_detailed(
        session_id=session_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected]:
    """ Post the token's seat's move; the bots then play until a human must act.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected | None:
    """ Post the token's seat's move; the bots then play until a human must act.

    Args:
        session_id (str):
        idempotency_key (str | Unset):
        body (SessionMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionMoveApplied | HeartsSessionMoveRejected | KarnoeffelSessionMoveApplied | KarnoeffelSessionMoveRejected | WattenSessionMoveApplied | WattenSessionMoveRejected
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
