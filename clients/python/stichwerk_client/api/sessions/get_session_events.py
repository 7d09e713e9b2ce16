from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.hearts_session_events import HeartsSessionEvents
from ...models.karnoeffel_session_events import KarnoeffelSessionEvents
from ...models.watten_session_events import WattenSessionEvents
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    session_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}/events".format(session_id=quote(str(session_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents:
            parsed: list[Any] = []
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_events_type_0 = HeartsSessionEvents.from_dict(data)



                if not hasattr(componentsschemas_session_events_type_0, "to_dict") or componentsschemas_session_events_type_0.to_dict() == data:
                    return componentsschemas_session_events_type_0
                parsed.append(componentsschemas_session_events_type_0)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_events_type_1 = KarnoeffelSessionEvents.from_dict(data)



                if not hasattr(componentsschemas_session_events_type_1, "to_dict") or componentsschemas_session_events_type_1.to_dict() == data:
                    return componentsschemas_session_events_type_1
                parsed.append(componentsschemas_session_events_type_1)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_events_type_2 = WattenSessionEvents.from_dict(data)



                if not hasattr(componentsschemas_session_events_type_2, "to_dict") or componentsschemas_session_events_type_2.to_dict() == data:
                    return componentsschemas_session_events_type_2
                parsed.append(componentsschemas_session_events_type_2)
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if parsed:
                return cast(HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents, parsed[0])
            raise TypeError(f"no type of the union reads {data!r}")

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents]:
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
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: int | Unset = 0,

) -> Response[Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents]:
    """ The event log after event `after`, redacted for the token's seat.

    Args:
        session_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
after=after,
limit=limit,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: int | Unset = 0,

) -> Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents | None:
    """ The event log after event `after`, redacted for the token's seat.

    Args:
        session_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents
     """


    return sync_detailed(
        session_id=session_id,
client=client,
after=after,
limit=limit,
wait=wait,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: int | Unset = 0,

) -> Response[Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents]:
    """ The event log after event `after`, redacted for the token's seat.

    Args:
        session_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
after=after,
limit=limit,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: int | Unset = 0,

) -> Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents | None:
    """ The event log after event `after`, redacted for the token's seat.

    Args:
        session_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HeartsSessionEvents | KarnoeffelSessionEvents | WattenSessionEvents
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,
after=after,
limit=limit,
wait=wait,

    )).parsed
