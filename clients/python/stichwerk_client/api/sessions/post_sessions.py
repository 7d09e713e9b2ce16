from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.hearts_session_created import HeartsSessionCreated
from ...models.karnoeffel_session_created import KarnoeffelSessionCreated
from ...models.session_create_request import SessionCreateRequest
from ...models.watten_session_created import WattenSessionCreated
from typing import cast



def _get_kwargs(
    *,
    body: SessionCreateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_created_type_0 = HeartsSessionCreated.from_dict(data)



                if not hasattr(componentsschemas_session_created_type_0, "to_dict") or componentsschemas_session_created_type_0.to_dict() == data:
                    return componentsschemas_session_created_type_0
                parsed.append(componentsschemas_session_created_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_created_type_1 = KarnoeffelSessionCreated.from_dict(data)



                if not hasattr(componentsschemas_session_created_type_1, "to_dict") or componentsschemas_session_created_type_1.to_dict() == data:
                    return componentsschemas_session_created_type_1
                parsed.append(componentsschemas_session_created_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_created_type_2 = WattenSessionCreated.from_dict(data)



                if not hasattr(componentsschemas_session_created_type_2, "to_dict") or componentsschemas_session_created_type_2.to_dict() == data:
                    return componentsschemas_session_created_type_2
                parsed.append(componentsschemas_session_created_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated]:
    """ Create a session: seats, tokens (shown once) and the spectator's view.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated | None:
    """ Create a session: seats, tokens (shown once) and the spectator's view.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Response[Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated]:
    """ Create a session: seats, tokens (shown once) and the spectator's view.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequest,

) -> Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated | None:
    """ Create a session: seats, tokens (shown once) and the spectator's view.

    Args:
        body (SessionCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionCreated | KarnoeffelSessionCreated | WattenSessionCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
