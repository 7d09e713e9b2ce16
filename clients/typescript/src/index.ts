/**
 * Stichwerk client: the generated types (`schema.d.ts`, openapi-typescript) behind
 * openapi-fetch, plus a few typed helpers for what every client does: create a session,
 * post a seat's move, turn a legal-move descriptor into a move, and read the one error
 * shape `{code, status, message, errors}` as an exception.
 *
 *   const api = stichwerk("http://127.0.0.1:8000");
 *   const created = await createSession(api, {game: "watten", seats: [...]});
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths } from "./schema.js";
export type Schemas = components["schemas"];
export type GameId = Schemas["SessionCreated"]["game"];
export type ErrorCode = Schemas["ErrorCode"];
export type LegalMove = Schemas["LegalMove"];
export type GameMove = Schemas["GameMove"];
export type StichwerkClient = Client<paths>;

/** An error answer of the API, with its stable `code`. */
export class StichwerkError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(body: Schemas["Error"]) {
    super(`${body.status} ${body.code}: ${body.message}`);
    this.name = "StichwerkError";
    this.code = body.code;
    this.status = body.status;
    this.errors = body.errors;
  }
}

/** A client for the service at `baseUrl` (`fetch` is the global one unless given). */
export function stichwerk(baseUrl: string, fetchImpl?: typeof fetch): StichwerkClient {
  return createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

function unwrap<T>(result: { data?: T; error?: unknown }): T {
  if (result.data !== undefined) {
    return result.data;
  }
  throw new StichwerkError(result.error as Schemas["Error"]);
}

/** `POST /v1/sessions`: the session with its seat tokens (shown only in this answer). */
export async function createSession(
  api: StichwerkClient, body: Schemas["SessionCreateRequest"],
): Promise<Schemas["SessionCreated"]> {
  return unwrap(await api.POST("/v1/sessions", { body }));
}

/** `GET /v1/sessions/{id}` as the token's seat sees it. */
export async function getSession(
  api: StichwerkClient, sessionId: string, token: string,
): Promise<Schemas["Session"]> {
  return unwrap(await api.GET("/v1/sessions/{session_id}", {
    params: { path: { session_id: sessionId } }, headers: bearer(token) }));
}

/** `POST /v1/sessions/{id}/moves`: the seat's move; the bots then play. */
export async function postSessionMove(
  api: StichwerkClient, sessionId: string, token: string, move: GameMove,
  options: { expectedVersion?: number; idempotencyKey?: string } = {},
): Promise<Schemas["SessionMoveApplied"] | Schemas["SessionMoveRejected"]> {
  const body: Schemas["SessionMoveRequest"] = { move };
  if (options.expectedVersion !== undefined) {
    body.expected_version = options.expectedVersion;
  }
  const headers: Record<string, string> = bearer(token);
  if (options.idempotencyKey !== undefined) {
    headers["Idempotency-Key"] = options.idempotencyKey;
  }
  return unwrap(await api.POST("/v1/sessions/{session_id}/moves", {
    params: { path: { session_id: sessionId } }, body, headers }));
}

/** A legal-move descriptor (`choose_from`, `count`) stands for many moves: pick the
 * first `count` cards. A listed move is returned as it is. */
export function concreteMove(legal: LegalMove): GameMove {
  if ("choose_from" in legal) {
    return { seat: legal.seat, type: legal.type, cards: legal.choose_from.slice(0, legal.count) };
  }
  return legal;
}
