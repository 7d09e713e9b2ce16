/**
 * Plays a whole session against bots and a whole stateless hand, then prints one JSON
 * line with what happened. Usage: node dist/examples/play.js http://127.0.0.1:8000
 */
import {
  concreteMove, createSession, getSession, postSessionMove, stichwerk, type GameId,
  type GameMove, type Schemas, StichwerkError,
} from "../src/index.js";

const MAX_MOVES = 2000; // a bound on every loop: a match never needs this many

async function playSession(baseUrl: string, game: GameId, players: number): Promise<number> {
  const api = stichwerk(baseUrl);
  const seats: Schemas["SessionSeatRequest"][] = [{ kind: "human" }];
  for (let i = 1; i < players; i++) {
    seats.push({ kind: "bot", level: "random" });
  }
  const created = await createSession(api, { game, seats, seed: 7 });
  const token = created.seat_tokens?.[0]?.token;
  if (token === undefined) {
    throw new Error("no seat token");
  }
  let session = await getSession(api, created.id, token);
  let moves = 0;
  while (session.status !== "finished") {
    const legal = session.legal_moves[0];
    if (legal === undefined || moves >= MAX_MOVES) {
      throw new Error(`stuck after ${moves} moves`);
    }
    const outcome = await postSessionMove(api, created.id, token, concreteMove(legal), {
      expectedVersion: session.version, idempotencyKey: `move-${moves}` });
    if (!outcome.legal) {
      throw new Error(`a listed move was refused: ${outcome.error.code}`);
    }
    moves++;
    session = await getSession(api, created.id, token);
  }
  try { // the token still reads a finished session; a wrong token is a typed error
    await getSession(api, created.id, "stw_not-a-token");
    throw new Error("a wrong token was accepted");
  } catch (error) {
    if (!(error instanceof StichwerkError) || error.code !== "invalid_token") {
      throw error;
    }
  }
  return moves;
}

async function playStatelessHand(baseUrl: string, game: GameId): Promise<number> {
  const api = stichwerk(baseUrl);
  const path = { game };
  const created = await api.POST("/v1/games/{game}/states", {
    params: { path }, body: { seed: 1, dealer: 0 } });
  if (created.data === undefined) {
    throw new StichwerkError(created.error);
  }
  if (!("state" in created.data)) {
    throw new Error("a sealed state was not asked for");
  }
  // Every field of a new state is optional, and so is the body (requestBody.required false).
  const dealtWithoutBody = await api.POST("/v1/games/{game}/states", { params: { path } });
  if (dealtWithoutBody.response.status !== 201 || dealtWithoutBody.data === undefined) {
    throw new Error(`a state without a body was refused: ${dealtWithoutBody.response.status}`);
  }
  let state: Schemas["GameState"] = created.data.state;
  for (let moves = 0; moves < MAX_MOVES; moves++) {
    if (state.phase === "hand_over" || state.phase === "match_over") {
      return moves;
    }
    const legal = await api.POST("/v1/games/{game}/legal-moves", {
      params: { path }, body: { state } });
    const first = legal.data?.moves[0];
    if (first === undefined) {
      throw new Error("no legal move");
    }
    const move: GameMove = concreteMove(first);
    const applied = await api.POST("/v1/games/{game}/moves", {
      params: { path }, body: { state, move } });
    if (applied.data === undefined || !applied.data.legal || !("state" in applied.data)) {
      throw new Error("a listed move was refused");
    }
    state = applied.data.state;
  }
  throw new Error("the hand did not end");
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8000";
  const sessionMoves = await playSession(baseUrl, "watten", 4);
  const handMoves = await playStatelessHand(baseUrl, "hearts");
  console.log(JSON.stringify({ session: { game: "watten", moves: sessionMoves },
                               stateless: { game: "hearts", moves: handMoves } }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
