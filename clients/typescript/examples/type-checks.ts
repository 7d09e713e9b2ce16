/**
 * Compile-time checks of the generated types: each `@ts-expect-error` line must be a type
 * error, so `tsc` fails if the spec ever loosens (a bot seat without a level, an unknown
 * field on a move, an error code that does not exist, a descriptor type that is a plain
 * string).
 */
import type { ErrorCode, GameMove, LegalMove, Schemas } from "../src/index.js";

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

// @ts-expect-error request options are closed too
export const options: Schemas["WattenOptions"] = { no_such_option: true };

// every request option is optional (a default does not make it required)
export const noOptions: Schemas["WattenOptions"] = {};
export const newState: Schemas["NewStateRequest"] = { seed: 1 };
