/**
 * Compile-time checks of the generated types: each `@ts-expect-error` line must be a type
 * error, so `tsc` fails if the spec ever loosens (a bot seat without a level, an unknown
 * field on a move, an error code that does not exist, a descriptor type that is a plain
 * string).
 */
import { concreteMove } from "../src/index.js";
import type {
  ErrorCode, GameMove, LegalMove, Schemas, SessionMoveApplied, SessionMoveOutcome, SessionMoveRejected,
} from "../src/index.js";

// @ts-expect-error a bot seat needs a level
export const botWithoutLevel: Schemas["SessionSeatRequest"] = { kind: "bot" };

export const bot: Schemas["SessionSeatRequest"] = { kind: "bot", level: "expert" };

// @ts-expect-error no index signature: a typo in a field name does not compile
export const typo: GameMove = { seat: 0, type: "play", card: "HK", crad: "HK" };

// @ts-expect-error error codes are an enum
export const code: ErrorCode = "no_such_code";

export function descriptorType(legal: LegalMove): "pass" | undefined {
  if ("choose_from" in legal) {
    return legal.type; // narrowed: the descriptor's type is the literal "pass"
  }
  return undefined;
}

// an answer's `game` narrows its moves, events and cards to that game's own types
export function wattenMoves(session: Schemas["Session"]): Schemas["WattenLegalMove"][] {
  return session.game === "watten" ? session.legal_moves : [];
}

export function wattenView(created: Schemas["SessionCreated"]): Schemas["WattenView"] | null {
  return created.game === "watten" ? created.view : null;
}

export function heartsEvents(page: Schemas["SessionEvents"]): Schemas["HeartsSessionEvent"][] {
  return page.game === "hearts" ? page.events : [];
}

export function applied(outcome: SessionMoveOutcome): SessionMoveApplied | null {
  return outcome.legal ? outcome : null; // SessionMoveApplied is the whole `legal: true` arm
}

export function rejectedCode(outcome: SessionMoveOutcome): string | null {
  return outcome.legal ? null : outcome.error.code; // narrowed by `legal`
}

export function wattenRejection(outcome: SessionMoveRejected): Schemas["WattenViolation"] | null {
  return outcome.game === "watten" ? outcome.error : null;
}

// a concrete move keeps its game: a descriptor of Hearts gives a Hearts move
export const wattenMove = (legal: Schemas["WattenLegalMove"]): Schemas["WattenMove"] =>
  concreteMove(legal);
export const heartsMove = (legal: Schemas["HeartsLegalMove"]): Schemas["HeartsMove"] =>
  concreteMove(legal);

// @ts-expect-error without `game`, the moves may be another game's
export const unnarrowed = (s: Schemas["Session"]): Schemas["WattenLegalMove"][] => s.legal_moves;

// @ts-expect-error request options are closed too
export const options: Schemas["WattenOptions"] = { no_such_option: true };

// every request option is optional (a default does not make it required)
export const noOptions: Schemas["WattenOptions"] = {};
export const newState: Schemas["NewStateRequest"] = { seed: 1 };

// a stateless body takes `state` or `state_token`, never both (the server would answer 422)
declare const someState: Schemas["GameState"];
export const withState: Schemas["MoveRequest"] = {
  state: someState, move: { seat: 0, type: "play", card: "HK" } };
export const withToken: Schemas["LegalMovesRequest"] = { state_token: "AQ3k" };
// @ts-expect-error both the state and its token
export const both: Schemas["ViewRequest"] = { state: someState, state_token: "AQ3k", seat: 0 };
