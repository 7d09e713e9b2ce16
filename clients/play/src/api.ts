/**
 * Everything the page asks the service, through the typed client of clients/typescript
 * (openapi-fetch over the committed spec): the public HTTP API only, same origin.
 */
import {
  createSession, deleteSession, getSession, postSessionMove, stichwerk, StichwerkError,
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

function unwrap<T>(result: { data?: T; error?: unknown }): T {
  if (result.data !== undefined) return result.data;
  throw new StichwerkError(result.error as Schemas["Error"]);
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
export async function eventsAfter(id: string, token: string, after: number,
                                  wait: number, signal?: AbortSignal): Promise<SessionEvent[]> {
  const page = unwrap(await api.GET("/v1/sessions/{session_id}/events", {
    params: { path: { session_id: id }, query: { after, wait } }, headers: bearer(token),
    signal }));
  return page.events as SessionEvent[];
}

/** End a session with its host token (`DELETE`): a match the page started, whose one
 * human seat is the player's. The server forgets it at once, and it stops counting
 * against the address's live sessions (`MAX_SESSIONS_PER_CLIENT`, shared by everyone
 * behind one NAT) instead of for a day, until it would expire. */
export async function end(id: string, host: string): Promise<void> {
  await deleteSession(api, id, host);
}

/** Leave the seat: its token stops working and a bot plays it from now on, so that the
 * other players' match goes on. */
export async function leave(id: string, token: string, seat: number): Promise<void> {
  unwrap(await api.POST("/v1/sessions/{session_id}/seats/{seat}/leave", {
    params: { path: { session_id: id, seat } }, headers: bearer(token) }));
}
