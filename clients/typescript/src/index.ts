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
/** A legal move of any game (each answer's `game` narrows its moves to that game's). */
export type LegalMove = Schemas["LegalMovesResponse"]["moves"][number];
export type GameMove = Schemas["GameMove"];
export type StichwerkClient = Client<paths>;
type Answer<P extends keyof paths, M extends "get" | "post"> = paths[P][M] extends {
  responses: { 200: { content: { "application/json": infer A } } } } ? A : never;
/** What `POST /v1/games/{game}/moves` answers: per game, applied (`legal: true`, with the
 * `state` or the `state_token`) or rejected (`legal: false`). */
export type MoveOutcome = Answer<"/v1/games/{game}/moves", "post">;
/** What `POST /v1/sessions/{id}/moves` answers: per game, applied or rejected. */
export type SessionMoveOutcome = Answer<"/v1/sessions/{session_id}/moves", "post">;
export type SessionMoveApplied = Extract<SessionMoveOutcome, { legal: true }>;
export type SessionMoveRejected = Extract<SessionMoveOutcome, { legal: false }>;

/** The code of an error answer that does not carry the API's JSON (a page of a proxy
 * in front of the service, a body lost on the way), from its HTTP status. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
  405: "method_not_allowed", 406: "not_acceptable", 408: "request_timeout", 409: "conflict",
  413: "payload_too_large", 414: "uri_too_long", 415: "unsupported_media_type",
  422: "validation_error", 429: "too_many_requests", 431: "header_too_large",
  500: "internal_error", 501: "not_implemented", 502: "bad_gateway", 503: "unavailable",
  504: "gateway_timeout", 505: "http_version_not_supported",
};

/** The API's error shape read from `body` when it has it, else made from the status. */
function errorShape(body: unknown, response?: Response): Schemas["Error"] {
  if (typeof body === "object" && body !== null) {
    const b = body as Record<string, unknown>;
    if (typeof b.code === "string" && typeof b.status === "number"
        && typeof b.message === "string") {
      const errors = typeof b.errors === "object" && b.errors !== null
        ? b.errors as Record<string, string> : {};
      return { code: b.code as ErrorCode, status: b.status, message: b.message, errors };
    }
  }
  const status = response?.status ?? 0;
  const code = STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
  const text = response?.statusText ? ` ${response.statusText}` : "";
  return { code, status, message: `HTTP ${status}${text}, not in the API's error shape`,
    errors: {} };
}

/** An error answer of the API, with its stable `code`; also when something in front of
 * the service answered with a page of its own (the code then follows the HTTP status). */
export class StichwerkError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string>;
  /** `Retry-After` in seconds when the answer had one (429, 503), else null. */
  readonly retryAfter: number | null;

  constructor(body: unknown, response?: Response) {
    const shape = errorShape(body, response);
    super(`${shape.status} ${shape.code}: ${shape.message}`);
    this.name = "StichwerkError";
    this.code = shape.code;
    this.status = shape.status;
    this.errors = shape.errors;
    const retry = response?.headers.get("Retry-After") ?? null;
    this.retryAfter = retry !== null && /^\d+$/.test(retry) ? Number(retry) : null;
  }
}

/** A client for the service at `baseUrl` (`fetch` is the global one unless given). */
export function stichwerk(baseUrl: string, fetchImpl?: typeof fetch): StichwerkClient {
  return createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) {
    return result.data;
  }
  throw new StichwerkError(result.error, result.response);
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
): Promise<SessionMoveOutcome> {
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

/** `DELETE /v1/sessions/{id}` with the host token: the session ends (204). */
export async function deleteSession(
  api: StichwerkClient, sessionId: string, hostToken: string,
): Promise<void> {
  const result = await api.DELETE("/v1/sessions/{session_id}", {
    params: { path: { session_id: sessionId } }, headers: bearer(hostToken) });
  if (!result.response.ok) {
    throw new StichwerkError(result.error, result.response);
  }
}

/** The move a legal move of one game stands for, in that game's types: a descriptor
 * (`choose_from`, `count`) becomes its move with `cards`; a listed move stays as it is. */
export type MoveOf<L extends LegalMove> = L extends {
  seat: number; type: infer T; choose_from: (infer C)[]; count: number;
} ? { seat: number; type: T; cards: C[] } : L;

/** A legal-move descriptor (`choose_from`, `count`) stands for many moves: pick the
 * first `count` cards. A listed move is returned as it is. The result keeps the legal
 * move's game: a `WattenLegalMove` gives a `WattenMove`. */
export function concreteMove<L extends LegalMove>(legal: L): MoveOf<L> {
  if ("choose_from" in legal) {
    return { seat: legal.seat, type: legal.type,
             cards: legal.choose_from.slice(0, legal.count) } as MoveOf<L>;
  }
  return legal as MoveOf<L>;
}
