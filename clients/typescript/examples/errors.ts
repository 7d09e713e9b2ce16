/**
 * StichwerkError on answers that are not the API's JSON: a tiny HTTP server here stands
 * for a proxy in front of the service (an HTML 502, a 503 with Retry-After, a 204 of
 * DELETE); with a service URL the API's own 401 and the host's DELETE too. Prints one
 * JSON line. Usage: node dist/examples/errors.js http://127.0.0.1:8000
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { createSession, deleteSession, getSession, stichwerk, StichwerkError } from "../src/index.js";

function proxy(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === "DELETE") {
    response.writeHead(204).end();
  } else if (request.url?.includes("busy")) {
    response.writeHead(503, { "Retry-After": "7", "Content-Type": "text/plain" }).end("busy");
  } else {
    response.writeHead(502, { "Content-Type": "text/html" }).end("<html>Bad Gateway</html>");
  }
}

async function caught(call: () => Promise<unknown>): Promise<StichwerkError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof StichwerkError) {
      return error;
    }
    throw error;
  }
  throw new Error("no error");
}

async function main(): Promise<void> {
  const server = createServer(proxy);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const front = stichwerk(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const page = await caught(() => getSession(front, "x".repeat(22), "stw_token"));
  const busy = await caught(() => getSession(front, "busy".repeat(6), "stw_token"));
  await deleteSession(front, "x".repeat(22), "stw_token");  // 204: no error
  server.close();
  const api = stichwerk(process.argv[2] ?? "http://127.0.0.1:8000");
  const created = await createSession(api, { game: "hearts", seats: [
    { kind: "human" }, { kind: "bot", level: "random" }, { kind: "bot", level: "random" },
    { kind: "bot", level: "random" }] });
  const refused = await caught(() => getSession(api, created.id, "stw_not-a-token"));
  const notHost = await caught(() => deleteSession(api, created.id,
                                                   created.seat_tokens?.[0]?.token ?? ""));
  await deleteSession(api, created.id, created.host_token);
  const gone = await caught(() => getSession(api, created.id, created.host_token));
  const shown = (e: StichwerkError) => ({ code: e.code, status: e.status,
    retryAfter: e.retryAfter, errors: e.errors });
  console.log(JSON.stringify({ page: shown(page), busy: shown(busy), refused: shown(refused),
    notHost: shown(notHost), gone: shown(gone) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
