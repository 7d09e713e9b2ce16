/**
 * /play: the lobby, then the table. The seat token is the player's own: it is kept in the
 * browser's storage (never in the URL, never logged; tabs.ts: per tab, and the browser's
 * last match), so that a reload — or coming back later — resumes the table where it was,
 * and one tab at a time plays a match. Live updates: the session's SSE stream opened with
 * a single-use stream ticket; when it cannot be opened, long-polls of the event log.
 */
import * as API from "./api.js";
import { h } from "./dom.js";
import { showLobby } from "./lobby.js";
import { readableReason } from "./labels.js";
import {
  drawTable, focusKey, redrawFromLog, restoreFocus, tableOf, type Move, type TableState,
} from "./table.js";
import {
  announceLeft, forgetSeat, forgetTabSeat, holdTable, keepSeat, listenToTabs, releaseTable,
  savedSeat, type Seat,
} from "./tabs.js";
const GONE = "This match is no longer on the server (ended, expired, or the server lost it).";
const LONG_POLL_SECONDS = 20;
const RETRY_MS = 2000;
// With no stream slot for this client (503 too_many_streams: other tabs, players behind the
// same address, streams off), plain polls (`wait=0` takes no slot) keep the table current;
// after PLAIN_POLLS of them the page tries to wait again.
const PLAIN_POLL_MS = 2000;
const PLAIN_POLLS = 15;
// A leave whose answer was lost is sent again once, with the same Idempotency-Key, after
// its Retry-After (at most LEAVE_RETRY_MAX_S) or LEAVE_RETRY_S.
const LEAVE_RETRY_S = 1;
const LEAVE_RETRY_MAX_S = 5;
// A move whose answer was lost (no answer, a 502/503/504) is sent again with the same
// Idempotency-Key and expected version, after its Retry-After (at most MOVE_RETRY_MAX_S) or
// MOVE_RETRY_S, up to MOVE_TRIES times in all; the table says so meanwhile.
const MOVE_RETRY_S = 2;
const MOVE_RETRY_MAX_S = 5;
const MOVE_TRIES = 5;
// The lobby or a kept match that cannot be loaded (no answer, a 502/503/504) is loaded
// again after LOAD_RETRY_MS, for as long as the page shows it.
const LOAD_RETRY_MS = 3000;
let screens = 0; // which lobby or resumed table is the latest (an older one retries no more)
const MOVE_RETRYING = "The server did not answer your move: sending it again…";

const root = document.getElementById("app") as HTMLElement;
let seat: Seat | null = null;
let st: TableState | null = null;
let live: { stop(): void } | null = null;
let hinting = false; // a hint request is on its way
let lostSession = false; // the session is gone (ended, expired) or the token no longer opens it

/** "in about 3 minutes": when a refused request may be sent again (its Retry-After). */
function retryWords(seconds: number | null): string {
  if (seconds === null) return "later";
  if (seconds < 90) return `in ${Math.max(seconds, 1)} seconds`;
  if (seconds < 90 * 60) return `in about ${Math.round(seconds / 60)} minutes`;
  return `in about ${Math.round(seconds / 3600)} hours`;
}

/** What went wrong, for the player: the API's message, except where the page knows
 * better words (a move made stale by another player's, a server that cannot be reached, a
 * limit of the server for this player's address). */
function errorText(error: unknown): string {
  if (error instanceof API.StichwerkError) {
    if (error.code === "stale_version") {
      // Another seat's move (a second human's: both pass at once in Hearts) landed between
      // the page's read and this move; since one tab at a time plays a match (tabs.ts),
      // hardly ever another tab, which is what the page said until session 36.
      return "The table changed before your move arrived (another player moved first): "
        + "here it is as it is now.";
    }
    if (error.code === "too_many_sessions") { // MAX_SESSIONS_PER_CLIENT live sessions
      return "The server keeps no more matches for your address: too many were started "
        + "from it and have not expired yet (players on one network share this). Leave a "
        + `match you no longer play, or try again ${retryWords(error.retryAfter)}.`;
    }
    if (error.code === "rate_limited") { // RATE_LIMIT_SESSIONS, _BOT_MOVES, _SEATS
      return "Too many requests from your address just now: "
        + `try again ${retryWords(error.retryAfter)}.`;
    }
    if (error.code === "search_capacity_exhausted") {
      return "The expert is busy with other players' hints just now: ask again in a moment.";
    }
    if (error.code === "invalid_option" || error.code === "invalid_option_combination") {
      // the lobby's options, named as the lobby names them ("schlecken", not
      // "options.schlecken"), each with the rule that refuses it
      const why = Object.entries(error.errors).map(([path, text]) =>
        `${path.replace(/^options\./, "")} — ${text}`);
      return `These options cannot be played: ${why.join("; ") || error.message}.`;
    }
    if ([502, 503, 504].includes(error.status)) { // the store or the server behind a proxy
      return "The server is not answering just now: try again in a moment.";
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
  drawTable(root, st, actions, seat?.invites ?? []);
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

/** Read the session again; an older version than the one shown is taken only when
 * `rewound` (the server lost the newer one: a Redis restart or failover). */
async function refresh(rewound = false): Promise<void> {
  if (!seat || !st) return;
  const current = st;
  const before = current.session.version;
  reading++;
  try {
    const session = await API.read(seat.id, seat.token);
    if (rewound || session.version >= current.session.version) current.session = session;
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
    sendMove(current, id, token, m)
      .then((outcome) => {
        current.message = null; // (a retry's words)
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
    if (over || !seat || !st) { backToLobby(seat, !lostSession); return; }
    // The seat is given up on the server too: a bot plays it from now on, so a match with
    // other human seats goes on (the page only forgot the token: the others waited for
    // this seat until the session expired).
    const current = st;
    const leaving = seat; // (another tab may take the table while the leave is on its way)
    const { id, token } = leaving;
    current.busy = true;
    current.message = null;
    render();
    live?.stop(); // the token stops working with the leave: nothing more is asked with it
    live = null;
    leaveSeat(id, token, current.session.seat ?? 0)
      // a match with invited players goes on without this one: not ended for them
      .then(() => backToLobby(leaving, !leaving.invites?.length))
      .catch((error: unknown) => {
        // ended, expired, or over meanwhile (409 match_over): nothing left to give up
        if (error instanceof API.StichwerkError && [401, 403, 404, 409].includes(error.status)) {
          backToLobby(leaving, error.status !== 404);
          return;
        }
        current.busy = false;
        current.message = `The seat could not be left: ${errorText(error)}`;
        render();
        if (st === current) live = follow({ id, token }, current.events[current.events.length - 1]?.seq ?? 0);
      });
  },
};

/** Whether a request's answer may have been lost on its way: no answer at all, a proxy
 * that got none from the service (502, 504), or a 503 after which the write may still have
 * landed (README "Retrying a leave"). */
function answerLost(error: unknown): boolean {
  return error instanceof TypeError
    || (error instanceof API.StichwerkError && [502, 503, 504].includes(error.status));
}

/** Posts a move with an Idempotency-Key and the version it was chosen at; while its answer
 * is lost (the server unreachable, or a 503 of a store that does not answer for now) it is
 * sent again with the same key: a move that landed answers its retry the same
 * (`Idempotent-Replayed`), one that did not lands now. Before, the page showed the API's
 * words ("503 session_store_unavailable: … retry in 2 s") and sent nothing again, and they
 * stayed on the table after the server answered again. */
async function sendMove(current: TableState, id: string, token: string,
                        m: Move): Promise<API.Outcome> {
  const key = newKey();
  const version = current.session.version;
  for (let tries = 1; ; tries++) {
    try {
      return await API.move(id, token, m as unknown as Parameters<typeof API.move>[2],
        version, key);
    } catch (error) {
      if (!answerLost(error) || tries >= MOVE_TRIES || st !== current || current.lost) throw error;
      current.message = MOVE_RETRYING;
      render();
      const after = error instanceof API.StichwerkError ? error.retryAfter : null;
      const seconds = Math.min(after ?? MOVE_RETRY_S, MOVE_RETRY_MAX_S);
      await new Promise((r) => window.setTimeout(r, seconds * 1000));
    }
  }
}

/** Leaves the seat, with an Idempotency-Key, and once more with the same key when the
 * answer was lost: a leave that landed answers its retry the same (`Idempotent-Replayed`),
 * one that did not lands now. Without the key the retry of a leave that landed was a 401
 * (its token died with it), and the page could not tell it from a bad token. */
async function leaveSeat(id: string, token: string, seatNumber: number): Promise<void> {
  const key = newKey();
  try {
    await API.leave(id, token, seatNumber, key);
  } catch (error) {
    if (!answerLost(error)) throw error;
    const after = error instanceof API.StichwerkError ? error.retryAfter : null;
    const seconds = Math.min(after ?? LEAVE_RETRY_S, LEAVE_RETRY_MAX_S);
    await new Promise((r) => window.setTimeout(r, seconds * 1000));
    await API.leave(id, token, seatNumber, key);
  }
}

/** Stops showing the table (live updates off, nothing held): another screen comes. */
function closeTable(): void {
  lostSession = false;
  live?.stop();
  live = null;
  seat = null;
  st = null;
  releaseTable();
}

/** The player is done with the match (left it, or it is over): forgotten here and in the
 * other tabs, and ended on the server with its host token where this browser started it
 * (`end`: a client holds only MAX_SESSIONS_PER_CLIENT live sessions; not for a session
 * that is gone already). */
function backToLobby(done: Seat | null, end: boolean): void {
  closeTable();
  if (done) {
    forgetSeat(done.id);
    announceLeft(done.id);
    if (end && done.host) API.end(done.id, done.host).catch(() => undefined);
  }
  lobby();
}

/** Another tab of this browser plays the match now: this one stops and says so, and can
 * take it back (the other tab then stops) or go to the lobby for another match. */
function playedElsewhere(s: Seat): void {
  closeTable();
  root.dataset.state = "elsewhere";
  const here = h("button", { type: "button", class: "primary", "data-testid": "play-here" },
    "Play here");
  const other = h("button", { type: "button", "data-testid": "new-match" }, "New match");
  here.addEventListener("click", () => {
    here.disabled = true;
    resumeTable(s);
  });
  other.addEventListener("click", () => {
    forgetTabSeat(); // the other tab plays on (a new tab, or this one reloaded, would
    // resume the browser's last match, as a tab without its own match does)
    lobby();
  });
  root.replaceChildren(h("h1", {}, "Stichwerk"),
    h("p", { class: "message", role: "alert", "data-testid": "elsewhere" },
      "This match is open in another tab of this browser, and is played there: one tab "
      + "plays a seat at a time."),
    h("p", { class: "row" }, here, " ", other));
  here.focus();
}

listenToTabs({
  taken(id: string): void {
    if (seat?.id === id) playedElsewhere(seat);
  },
  left(id: string): void {
    // the table this tab shows, or its "played elsewhere" notice
    const mine = seat?.id === id || savedSeat()?.id === id;
    if (!mine || root.dataset.state === "lobby") return;
    closeTable();
    forgetSeat(id);
    lobby("You left this match in another tab.");
  },
});

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
    // A seat that left or was claimed changes the seats (a bot plays it now; an invited
    // player arrived: no longer `waiting`) and not the version: the session is read again
    // for it too (README: a client that shows the seats follows the log, not the version).
    if ((e.version > st.session.version || e.type === "seat_left"
         || e.type === "seat_claimed") && !st.busy) {
      window.clearTimeout(refreshTimer);
      refreshTimer = window.setTimeout(() => { refresh().catch(() => undefined); }, 50);
    } else if (!st.busy) {
      redrawFromLog(root, st);
    }
  }

  /** The log lost events it had sent (a Redis restart or failover within its durability
   * window): those after `newest` are void, and the next events take their seqs. Forget
   * them, show the session as the server has it now, and follow on from `newest`. */
  async function rewind(newest: number): Promise<void> {
    last = newest;
    if (st) st.events = st.events.filter((e) => e.seq <= newest);
    window.clearTimeout(refreshTimer);
    while (!stopped) {
      try {
        await refresh(true);
        return;
      } catch {
        await new Promise((r) => window.setTimeout(r, RETRY_MS));
      }
    }
  }

  /** Say so on the table, and stop following: the session will not come back. */
  function lost(text: string): void {
    stopped = true;
    source?.close();
    sessionGone(text);
  }

  /** While the service cannot be reached (`text`), or answers that it cannot serve the
   * session for now (`busyText`: a 503 of its store): say so once, and clear it when it
   * answers (null). */
  const text = "Connection to the server lost: retrying…";
  const busyText = "The server is not answering just now: retrying…";
  function unreachable(now: string | null): void {
    if (!st) return;
    if (now !== null && st.message !== now) { st.message = now; render(); }
    if (now === null && (st.message === text || st.message === busyText)) {
      st.message = null;
      render();
    }
  }

  async function longPoll(): Promise<void> {
    let plainPolls = 0;
    while (!stopped) {
      try {
        const page = await API.eventsAfter(s.id, s.token, last,
          plainPolls > 0 ? 0 : LONG_POLL_SECONDS, calls.signal);
        unreachable(null);
        if (page.last_event < last) {
          await rewind(page.last_event);
          continue;
        }
        page.events.forEach(received);
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
        // no answer, or the proxy's: the server itself cannot be reached; a 503 of the
        // service's store (session_store_unavailable) is said too, and a too_many_streams
        // (polled without a slot above) is only retried
        if (!(error instanceof API.StichwerkError) || [502, 504].includes(error.status)) {
          unreachable(text);
        } else if (error.status === 503 && error.code !== "too_many_streams") {
          unreachable(busyText);
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
        const end = JSON.parse((m as MessageEvent).data as string) as
          { reason: string; last_event: number };
        const reason = end.reason;
        if (stopped) return;
        // max_duration: the stream's time is up; shutdown: this server is stopping (the
        // next ticket opens a stream on another one)
        if (reason === "max_duration" || reason === "shutdown") void stream();
        else if (reason === "gone") lost("This match has ended on the server (or expired).");
        else if (reason === "invalid_token") lost("This seat's token no longer opens the match.");
        else if (reason === "store_unavailable") void longPoll(); // retries until it answers
        else if (reason === "rewound") {
          void rewind(end.last_event).then(() => { if (!stopped) void stream(); });
        }
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
  keepSeat(s); // this tab's match, and the browser's last one
  holdTable(s.id); // another tab that showed it stops
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
    // With invited players every human seat gets a code, this player's too: the page
    // claims seat 0 itself and shows the others' links at the table.
    const own = created.invitations?.find((i) => i.seat === 0);
    const token = own ? await API.claim(created.id, 0, own.code, newKey())
      : created.seat_tokens?.[0]?.token;
    if (!token) throw new Error("the service gave no seat token");
    const invites = (created.invitations ?? []).filter((i) => i.seat !== 0)
      .map((i) => ({ seat: i.seat, code: i.code }));
    await openTable({ id: created.id, token, host: created.host_token,
      ...(invites.length ? { invites } : {}) });
  } catch (error) {
    showError(errorText(error));
  }
}

/** `/play#join=<session>.<seat>.<code>`: an invitation link another player sent. The code
 * is in the fragment, which the browser never sends to a server; it leaves the address bar
 * at once, and the seat is claimed (with an Idempotency-Key: a claim whose answer was lost
 * is sent again once) and played here like one this browser started. */
function joinLink(): { id: string; seat: number; code: string } | null {
  const found = /^#join=([A-Za-z0-9_-]+)\.(\d{1,2})\.(stwi_[A-Za-z0-9_-]{22})$/.exec(window.location.hash);
  if (!found) return null;
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return { id: found[1] ?? "", seat: Number(found[2]), code: found[3] ?? "" };
}

async function join(link: { id: string; seat: number; code: string }): Promise<void> {
  const key = newKey();
  let token: string;
  try {
    token = await API.claim(link.id, link.seat, link.code, key).catch((error: unknown) => {
      if (!answerLost(error)) throw error;
      return API.claim(link.id, link.seat, link.code, key);
    });
  } catch (error) {
    const taken = error instanceof API.StichwerkError && error.code === "invitation_claimed";
    lobby(taken ? "This invitation has been used: its seat is taken." // (by another device)
      : `The invitation could not be used: ${errorText(error)}`);
    return;
  }
  await openTable({ id: link.id, token }).catch((error: unknown) => showError(errorText(error)));
}

function showError(text: string): void {
  root.querySelector(".message")?.remove();
  root.prepend(h("p", { class: "message", role: "alert" }, text));
}

/** The lobby, with what the player should know first (a match that could not be resumed). */
function lobby(notice?: string): void {
  const screen = ++screens;
  root.dataset.state = "lobby";
  showLobby(root, start)
    .then(() => { if (notice) showError(notice); })
    .catch((error: unknown) => {
      if (!answerLost(error)) { showError(errorText(error)); return; }
      showError(retrying(error));
      window.setTimeout(() => {
        if (screen === screens && root.dataset.state === "lobby") lobby(notice);
      }, LOAD_RETRY_MS);
    });
}

/** What a page that cannot load says while it tries again by itself: until session 36 the
 * lobby and a kept match said "try again" ("Reload the page") and tried nothing. */
function retrying(error: unknown): string {
  return `${errorText(error).replace(/: try again in a moment\.$/, "")}: retrying…`;
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

/** Opens the table of a kept seat (a reload, a new tab, "Play here"). */
function resumeTable(s: Seat): void {
  const screen = ++screens;
  openTable(s).catch((error: unknown) => {
    if (error instanceof API.StichwerkError && [401, 403, 404].includes(error.status)) {
      forgetSeat(s.id); // ended, expired or not ours: a new match
      // said, not only a lobby where the table was (a restarted server lost the session)
      lobby(`Your last match could not be resumed: ${GONE.charAt(0).toLowerCase()}${GONE.slice(1)}`);
    } else if (answerLost(error)) { // unreachable for now: the seat kept, tried again
      root.replaceChildren(h("p", { class: "message", role: "alert" }, retrying(error)));
      window.setTimeout(() => { if (screen === screens) resumeTable(s); }, LOAD_RETRY_MS);
    } else { // an answer the page cannot use: keep the seat, try again on reload
      root.replaceChildren(h("p", { class: "message", role: "alert" },
        `${errorText(error).replace(/\.$/, "")}. Reload the page to try again.`));
    }
  });
}

const link = joinLink();
const resume = savedSeat();
if (link) void join(link);
else if (resume) resumeTable(resume);
else lobby();
