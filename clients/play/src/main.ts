/**
 * /play: the lobby, then the table. The seat token is the player's own: it is kept in
 * localStorage (never in the URL, never logged), so that a reload — or coming back later —
 * resumes the table where it was. So is the host token of a match the page started: leaving
 * that match ends it on the server (see `actions.leave`). Live updates: the session's SSE
 * stream opened with a single-use stream ticket; when it cannot be opened, long-polls of
 * the event log.
 */
import * as API from "./api.js";
import { h } from "./dom.js";
import { showLobby } from "./lobby.js";
import { readableReason } from "./labels.js";
import {
  drawTable, focusKey, redrawFromLog, restoreFocus, tableOf, type Move, type TableState,
} from "./table.js";

const STORE_KEY = "stichwerk.play.seat";
const GONE = "This match is no longer on the server (ended, expired, or the server lost it).";
const LONG_POLL_SECONDS = 20;
const RETRY_MS = 2000;
// With no stream slot for this client (503 too_many_streams: other tabs, players behind the
// same address, streams off), plain polls (`wait=0` takes no slot) keep the table current;
// after PLAIN_POLLS of them the page tries to wait again.
const PLAIN_POLL_MS = 2000;
const PLAIN_POLLS = 15;

// host: the host token, kept for a match this page started (its one human seat is the
// player's); a seat opened another way has none.
interface Seat { id: string; token: string; host?: string }

const root = document.getElementById("app") as HTMLElement;
let seat: Seat | null = null;
let st: TableState | null = null;
let live: { stop(): void } | null = null;
let hinting = false; // a hint request is on its way
let lostSession = false; // the session is gone (ended, expired) or the token no longer opens it

function saved(): Seat | null {
  try {
    const raw = window.localStorage.getItem(STORE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Seat>) : null;
    if (!value || typeof value.id !== "string" || typeof value.token !== "string") return null;
    return typeof value.host === "string"
      ? { id: value.id, token: value.token, host: value.host }
      : { id: value.id, token: value.token };
  } catch {
    return null;
  }
}

/** What went wrong, for the player: the API's message, except where the page knows
 * better words (a move from another tab or window, a server that cannot be reached). */
function errorText(error: unknown): string {
  if (error instanceof API.StichwerkError) {
    if (error.code === "stale_version") {
      return "The table changed in another tab or window: here it is as it is now.";
    }
    if (error.code === "too_many_sessions") { // the address's MAX_SESSIONS_PER_CLIENT
      return "Too many matches are open from your network address: leave one (here or in " +
        "another tab), or try again later.";
    }
    return error.message;
  }
  if (error instanceof TypeError) return "The server cannot be reached: try again in a moment.";
  return error instanceof Error ? error.message : String(error);
}

/** The session is not there for this token: ended, expired, lost by the server, or the
 * token no longer opens it. */
function gone(error: unknown): boolean {
  return error instanceof API.StichwerkError && [401, 404].includes(error.status);
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

let reading = 0; // session reads on their way
let focusWanted: string | null = null; // what had the focus before the table was redrawn

function render(): void {
  if (!st) return;
  const active = document.activeElement;
  const inside = active === document.body || root.contains(active);
  if (inside) focusWanted = focusKey(active) ?? focusWanted;
  drawTable(root, st, actions);
  // "ready" only when no move and no read is on its way: what is shown is the session now.
  root.dataset.state = st.busy || reading > 0 ? "busy" : "ready";
  // While a move is posted its buttons are disabled and lose the focus; it comes back to
  // the same card or decision (or the first thing to do) once the table is drawn again.
  if (inside && !st.busy) restoreFocus(root, focusWanted);
}

/** A Hearts pass being chosen keeps the cards it may still pass: another seat's move (a
 * second human passing) changed the version and cleared the player's choice. */
function keepChoosable(current: TableState): void {
  const pass = (current.session.legal_moves as Move[]).find((m) => m.type === "pass");
  const choosable = new Set<string>(pass ? (pass.choose_from as string[]) : []);
  for (const card of [...current.selected]) {
    if (!choosable.has(card)) current.selected.delete(card);
  }
}

async function refresh(): Promise<void> {
  if (!seat || !st) return;
  const current = st;
  const before = current.session.version;
  reading++;
  try {
    const session = await API.read(seat.id, seat.token);
    if (session.version >= current.session.version) current.session = session;
    if (current.session.version !== before) keepChoosable(current);
  } finally {
    reading--;
  }
  render();
}

const actions = {
  play(m: Move): void {
    if (!seat || !st || st.busy || st.lost) return;
    const current = st;
    const { id, token } = seat;
    current.busy = true;
    current.message = null;
    render();
    API.move(id, token, m as unknown as Parameters<typeof API.move>[2],
      current.session.version, newKey())
      .then((outcome) => {
        if (!outcome.legal) {
          current.message = `Not allowed: ${readableReason(outcome.error.message,
            tableOf(current.session))}`;
        }
        current.selected.clear();
      })
      .catch((error: unknown) => { current.message = errorText(error); })
      .finally(() => { // the move's buttons stay disabled until the new session is read
        refresh()
          .catch((error: unknown) => {
            if (gone(error)) sessionGone(GONE);
            else current.message = errorText(error);
          })
          .finally(() => {
            current.busy = false;
            render();
            // An event of another seat's move that came while this move was on its way
            // (events are not followed up while busy) may be newer than the read.
            const newest = current.events[current.events.length - 1];
            if (st === current && newest && newest.version > current.session.version) {
              refresh().catch(() => undefined);
            }
          });
      });
  },
  toggle(card: string): void {
    if (!st) return;
    if (st.selected.has(card)) st.selected.delete(card);
    else st.selected.add(card);
    render();
  },
  hint(): void {
    // The H key reaches here too: only while the seat can act and no hint is on its way
    // (the button is disabled then; a key press sent a search anyway).
    if (!seat || !st || st.busy || st.lost || hinting || !st.session.legal_moves.length) return;
    // The estimates shown are this position's already: another search would only cost the
    // server a second and show other sampled numbers for the same cards.
    if (st.hints && st.hintVersion === st.session.version) return;
    const current = st;
    const version = current.session.version;
    hinting = true;
    current.message = "Thinking…";
    render();
    API.hint(seat.id, seat.token)
      .then((hint) => { current.hints = hint; current.hintVersion = version; current.message = null; })
      .catch((error: unknown) => {
        if (gone(error)) sessionGone(GONE);
        else current.message = errorText(error);
      })
      .finally(() => { hinting = false; render(); });
  },
  leave(): void {
    const over = st?.session.status === "finished" || lostSession;
    if (!over && !window.confirm("Leave this match? It cannot be resumed afterwards.")) return;
    // A match this page started (it holds the host token; its one human seat is the
    // player's) is ENDED, finished or not: kept, it would count against the address's live
    // sessions (MAX_SESSIONS_PER_CLIENT, shared by everyone behind one NAT) for a day,
    // until it expired, and nobody else can read it. Any other seat is given up on the
    // server: a bot plays it from now on, so a match with other human seats goes on (the
    // page only forgot the token: the others waited for this seat until the session
    // expired).
    const host = lostSession ? undefined : seat?.host;
    if (!seat || !st || (over && host === undefined)) { backToLobby(); return; }
    const current = st;
    const { id, token } = seat;
    current.busy = true;
    current.message = null;
    render();
    live?.stop(); // the token stops working with the leave: nothing more is asked with it
    live = null;
    (host !== undefined ? API.end(id, host) : API.leave(id, token, current.session.seat ?? 0))
      .then(backToLobby)
      .catch((error: unknown) => {
        // ended, expired, or over meanwhile (409 match_over): nothing left to give up; a
        // finished match that could not be ended expires on its own
        if (over || (error instanceof API.StichwerkError
                     && [401, 403, 404, 409].includes(error.status))) {
          backToLobby();
          return;
        }
        current.busy = false;
        current.message = `The seat could not be left: ${errorText(error)}`;
        render();
        if (st === current) live = follow({ id, token }, current.events[current.events.length - 1]?.seq ?? 0);
      });
  },
};

function backToLobby(): void {
  window.localStorage.removeItem(STORE_KEY);
  lostSession = false;
  live?.stop();
  live = null;
  seat = null;
  st = null;
  lobby();
}

/** The session is gone on the server (ended, expired, lost by a restart) or the token no
 * longer opens it: say so on the table, stop following it, and disable what would act. */
function sessionGone(text: string): void {
  lostSession = true;
  live?.stop();
  if (st) {
    st.lost = true;
    st.message = `${text} Leave the table to start a new match.`;
    render();
  }
}

/** Follows the seat's event log: the SSE stream, or long-polls when it fails. */
function follow(s: Seat, after: number): { stop(): void } {
  let stopped = false;
  let source: EventSource | null = null;
  // a long-poll or ticket on its way is called off when following stops (a seat that
  // left: its token answered them 401, an error in the console)
  const calls = new AbortController();
  let last = after;
  let refreshTimer = 0;

  function received(e: API.SessionEvent): void {
    if (e.seq <= last || !st) return;
    last = e.seq;
    st.events.push(e);
    // A seat that left changes the seats (a bot plays it now) and not the version: the
    // session is read again for it too (README: a client that shows the seats follows the
    // log, not the version).
    if ((e.version > st.session.version || e.type === "seat_left") && !st.busy) {
      window.clearTimeout(refreshTimer);
      refreshTimer = window.setTimeout(() => { refresh().catch(() => undefined); }, 50);
    } else if (!st.busy) {
      redrawFromLog(root, st);
    }
  }

  /** Say so on the table, and stop following: the session will not come back. */
  function lost(text: string): void {
    stopped = true;
    source?.close();
    sessionGone(text);
  }

  /** While the service cannot be reached: say so once, and clear it when it answers. */
  function unreachable(now: boolean): void {
    if (!st) return;
    const text = "Connection to the server lost: retrying…";
    if (now && st.message !== text) { st.message = text; render(); }
    if (!now && st.message === text) { st.message = null; render(); }
  }

  async function longPoll(): Promise<void> {
    let plainPolls = 0;
    while (!stopped) {
      try {
        const events = await API.eventsAfter(s.id, s.token, last,
          plainPolls > 0 ? 0 : LONG_POLL_SECONDS, calls.signal);
        unreachable(false);
        events.forEach(received);
        if (st?.session.status === "finished") return;
        if (plainPolls > 0) {
          plainPolls -= 1;
          await new Promise((r) => window.setTimeout(r, PLAIN_POLL_MS));
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof API.StichwerkError && [401, 403, 404].includes(error.status)) {
          lost(GONE);
          return;
        }
        if (error instanceof API.StichwerkError && error.code === "too_many_streams"
            && plainPolls === 0) {
          plainPolls = PLAIN_POLLS; // no slot to wait in: poll without one, at once
          continue;
        }
        // no answer, or the proxy's: the server itself cannot be reached (a 503 of the
        // service, such as too_many_streams, is only retried)
        if (!(error instanceof API.StichwerkError) || [502, 504].includes(error.status)) {
          unreachable(true);
        }
        await new Promise((r) => window.setTimeout(r, RETRY_MS));
      }
    }
  }

  async function stream(): Promise<void> {
    try {
      const url = await API.streamTicket(s.id, s.token, calls.signal);
      if (stopped) return;
      source = new EventSource(`${url}&after=${last}`);
      source.onmessage = (m) => received(JSON.parse(m.data as string) as API.SessionEvent);
      source.addEventListener("end", (m) => {
        source?.close();
        const reason = (JSON.parse((m as MessageEvent).data as string) as { reason: string }).reason;
        if (stopped) return;
        // max_duration: the stream's time is up; shutdown: this server is stopping (the
        // next ticket opens a stream on another one)
        if (reason === "max_duration" || reason === "shutdown") void stream();
        else if (reason === "gone") lost("This match has ended on the server (or expired).");
        else if (reason === "invalid_token") lost("This seat's token no longer opens the match.");
        else if (reason === "store_unavailable") void longPoll(); // retries until it answers
        // finished: the match is over, nothing more will come
      });
      source.onerror = () => { // a ticket is single-use: never let EventSource reconnect
        source?.close();
        if (!stopped) void longPoll();
      };
    } catch {
      if (!stopped) void longPoll();
    }
  }

  void stream();
  return {
    stop(): void {
      stopped = true;
      source?.close();
      calls.abort();
      window.clearTimeout(refreshTimer); // a read for an event already in
    },
  };
}

async function openTable(s: Seat): Promise<void> {
  const session = await API.read(s.id, s.token);
  lostSession = false;
  seat = s;
  st = { session, events: [], selected: new Set(), hints: null, hintVersion: -1, busy: false,
    message: null, lost: false };
  render();
  restoreFocus(root, null);
  live?.stop();
  live = follow(s, 0);
}

async function start(body: API.CreateBody): Promise<void> {
  try {
    const created = await API.create(body);
    const token = created.seat_tokens?.[0]?.token;
    if (!token) throw new Error("the service gave no seat token");
    const s: Seat = { id: created.id, token, host: created.host_token };
    window.localStorage.setItem(STORE_KEY, JSON.stringify(s));
    await openTable(s);
  } catch (error) {
    showError(errorText(error));
  }
}

function showError(text: string): void {
  root.querySelector(".message")?.remove();
  root.prepend(h("p", { class: "message", role: "alert" }, text));
}

/** The lobby, with what the player should know first (a match that could not be resumed). */
function lobby(notice?: string): void {
  root.dataset.state = "lobby";
  showLobby(root, start)
    .then(() => { if (notice) showError(notice); })
    .catch((error: unknown) => showError(errorText(error)));
}

document.addEventListener("keydown", (event) => {
  if (!st || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (target.closest("input, select, textarea")) return;
  if (event.key === "h" || event.key === "H") {
    event.preventDefault();
    actions.hint();
    return;
  }
  if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    const stops = [...root.querySelectorAll<HTMLElement>(".hand .slot")].map((slot) =>
      slot.querySelector<HTMLButtonElement>("button:not([disabled])") ?? slot);
    const at = stops.findIndex((el) => el === target || el.contains(target));
    if (at < 0 || !stops.length) return;
    event.preventDefault();
    const next = (at + (event.key === "ArrowRight" ? 1 : -1) + stops.length) % stops.length;
    stops[next]?.focus();
  }
});

const resume = saved();
if (resume) {
  openTable(resume).catch((error: unknown) => {
    if (error instanceof API.StichwerkError && [401, 403, 404].includes(error.status)) {
      window.localStorage.removeItem(STORE_KEY); // ended, expired or not ours: a new match
      // said, not only a lobby where the table was (a restarted server lost the session)
      lobby(`Your last match could not be resumed: ${GONE.charAt(0).toLowerCase()}${GONE.slice(1)}`);
    } else { // the service is unreachable for now: keep the seat, try again on reload
      root.replaceChildren(h("p", { class: "message", role: "alert" },
        `${errorText(error)}. Reload the page to try again.`));
    }
  });
} else {
  lobby();
}
