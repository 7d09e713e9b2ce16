from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.hearts_session import HeartsSession
from ...models.karnoeffel_session import KarnoeffelSession
from ...models.watten_session import WattenSession
from typing import cast



def _get_kwargs(
    session_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}".format(session_id=quote(str(session_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsSession | KarnoeffelSession | WattenSession:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsSession | KarnoeffelSession | WattenSession:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_0 = HeartsSession.from_dict(data)



                if not hasattr(componentsschemas_session_type_0, "to_dict") or componentsschemas_session_type_0.to_dict() == data:
                    return componentsschemas_session_type_0
                parsed.append(componentsschemas_session_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_1 = KarnoeffelSession.from_dict(data)



                if not hasattr(componentsschemas_session_type_1, "to_dict") or componentsschemas_session_type_1.to_dict() == data:
                    return componentsschemas_session_type_1
                parsed.append(componentsschemas_session_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_2 = WattenSession.from_dict(data)



                if not hasattr(componentsschemas_session_type_2, "to_dict") or componentsschemas_session_type_2.to_dict() == data:
                    return componentsschemas_session_type_2
                parsed.append(componentsschemas_session_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsSession | KarnoeffelSession | WattenSession, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsSession | KarnoeffelSession | WattenSession]:
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

) -> Response[Error | HeartsSession | KarnoeffelSession | WattenSession]:
    """ The session as the token's seat sees it: view, version, legal moves.

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSession | KarnoeffelSession | WattenSession]
     """


    kwargs = _get_kwargs(
        session_id=session_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | HeartsSession | KarnoeffelSession | WattenSession | None:
    """ The session as the token's seat sees it: view, version, legal moves.

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSession | KarnoeffelSession | WattenSession
     """


    return sync_detailed(
        session_id=session_id,
client=client,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | HeartsSession | KarnoeffelSession | WattenSession]:
    """ The session as the token's seat sees it: view, version, legal moves.

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSession | KarnoeffelSession | WattenSession]
     """


    kwargs = _get_kwargs(
        session_id=session_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | HeartsSession | KarnoeffelSession | WattenSession | None:
    """ The session as the token's seat sees it: view, version, legal moves.

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSession | KarnoeffelSession | WattenSession
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,

    )).parsed
