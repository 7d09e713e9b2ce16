/**
 * Everything the page asks the service, through the typed client of clients/typescript
 * (openapi-fetch over the committed spec): the public HTTP API only, same origin.
 */
import {
  createSession, getSession, postSessionMove, stichwerk, StichwerkError,
  type GameMove, type Schemas, type SessionMoveOutcome,
} from "../../typescript/src/index.js";

export { StichwerkError };
export type Session = Schemas["Session"];
export type GameInfo = Schemas["GameInfo"];
export type GameSummary = Schemas["GameSummary"];
export type OptionInfo = Schemas["OptionInfo"];
export type Hint = Schemas["BotMoveResponse"];
export type SessionEvent = Schemas["SessionEvents"]["events"][number]
  & { seq: number; version: number };
export type Created = Schemas["SessionCreated"];
export type CreateBody = Schemas["SessionCreateRequest"];
export type Outcome = SessionMoveOutcome;

export const api = stichwerk(window.location.origin);

function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The answer's body, or the API's error as an exception. The response goes with the
 * error: a page of a proxy in front of the service (502, 504) keeps its HTTP status, and a
 * 429 or 503 its `Retry-After` (without it both read as a status 0). */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new StichwerkError(result.error, result.response);
}

/** An answer with no body (a 204 carries no Content-Type either): only its status says. */
function done(result: { error?: unknown; response: Response }): void {
  if (!result.response.ok) throw new StichwerkError(result.error, result.response);
}

export async function listGames(): Promise<GameSummary[]> {
  return unwrap(await api.GET("/v1/games")).games;
}

export async function gameInfo(game: string): Promise<GameInfo> {
  return unwrap(await api.GET("/v1/games/{game}", {
    params: { path: { game: game as Schemas["SessionCreated"]["game"] } } }));
}

export async function create(body: CreateBody): Promise<Created> {
  return createSession(api, body);
}

export async function read(id: string, token: string): Promise<Session> {
  return getSession(api, id, token);
}

export async function move(id: string, token: string, m: GameMove, version: number,
                           key: string): Promise<Outcome> {
  return postSessionMove(api, id, token, m, { expectedVersion: version, idempotencyKey: key });
}

export async function hint(id: string, token: string): Promise<Hint> {
  return unwrap(await api.POST("/v1/sessions/{session_id}/hints", {
    params: { path: { session_id: id } }, body: { budget_ms: 300 }, headers: bearer(token) }));
}

export async function streamTicket(id: string, token: string,
                                   signal?: AbortSignal): Promise<string> {
  const ticket = unwrap(await api.POST("/v1/sessions/{session_id}/stream-tickets", {
    params: { path: { session_id: id } }, headers: bearer(token), signal }));
  return ticket.stream_url;
}

/** A long-poll of the event log (the fallback when the stream cannot be opened). */
/** The seat's events after `after`, and the newest event's seq (`last_event`): below
 * `after` when the log lost events the client had read (a Redis restart or failover). */
export async function eventsAfter(id: string, token: string, after: number,
                                  wait: number, signal?: AbortSignal
                                  ): Promise<{ events: SessionEvent[]; last_event: number }> {
  const page = unwrap(await api.GET("/v1/sessions/{session_id}/events", {
    params: { path: { session_id: id }, query: { after, wait } }, headers: bearer(token),
    signal }));
  return { events: page.events as SessionEvent[], last_event: page.last_event };
}

/** Leave the seat: its token stops working and a bot plays it from now on, so that the
 * other players' match goes on. `key` (Idempotency-Key) makes a retry safe: the same leave
 * again answers the same (`Idempotent-Replayed: true`), where without it the retry of a
 * leave that landed is a 401 (the token died with the first one). */
export async function leave(id: string, token: string, seat: number,
                            key: string): Promise<void> {
  unwrap(await api.POST("/v1/sessions/{session_id}/seats/{seat}/leave", {
    params: { path: { session_id: id, seat } },
    headers: { ...bearer(token), "Idempotency-Key": key } }));
}

/** End the session with its host token (204, no body): the match is no longer kept for
 * this client (a client holds at most MAX_SESSIONS_PER_CLIENT live sessions). */
export async function end(id: string, hostToken: string): Promise<void> {
  done(await api.DELETE("/v1/sessions/{session_id}", {
    params: { path: { session_id: id } }, headers: bearer(hostToken) }));
}

/** Claim a seat with its invitation code (`seating: "invite"`): the seat's token, once. The
 * `key` (Idempotency-Key) makes a retry of a claim whose answer was lost answer the same. */
export async function claim(id: string, seat: number, code: string, key: string): Promise<string> {
  return unwrap(await api.POST("/v1/sessions/{session_id}/seats/{seat}/claim", {
    params: { path: { session_id: id, seat } }, body: { code },
    headers: { "Idempotency-Key": key } })).token;
}
