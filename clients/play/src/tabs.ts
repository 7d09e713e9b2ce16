/**
 * Where the page keeps the player's seat, and how the tabs of one browser share it.
 *
 * Each tab keeps its own seat in sessionStorage: a reload resumes that tab's match, also
 * when another tab has started another match since. The browser keeps the last match
 * opened in localStorage, so that a new tab (or coming back later) resumes it. (When all
 * tabs read the one localStorage seat, two tabs played one seat as one player, both sent
 * moves, and the one left open broke when the other left.)
 *
 * One tab at a time plays a match: the tab that opens it tells the others (a
 * BroadcastChannel), and a tab that showed it stops and says so, with a button to play it
 * there again. A tab that leaves a match tells the others too: a tab that showed it goes
 * back to the lobby and says why. Without BroadcastChannel (an old browser) tabs are not
 * told, and the server keeps them honest (a stale move is a 409, a left seat a 401).
 *
 * The token is the player's own: it is never put in a URL, a message to a server, or a log.
 */

export interface Seat {
  id: string;
  token: string;
  /** The host token, for the matches this browser started: it ends the session once the
   * player is done with it (a client holds only so many live sessions). */
  host?: string;
  /** The other players' invitation links' codes of a match this browser started with
   * invited seats, shown at the table until the match is over (a claimed code answers
   * 409, so a code shown after its claim opens nothing). */
  invites?: { seat: number; code: string }[];
}

const STORE_KEY = "stichwerk.play.seat";

function parse(raw: string | null): Seat | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Seat>) : null;
    if (!value || typeof value.id !== "string" || typeof value.token !== "string") return null;
    const seat: Seat = { id: value.id, token: value.token };
    if (typeof value.host === "string") seat.host = value.host;
    if (Array.isArray(value.invites)) {
      seat.invites = value.invites.filter((i) => typeof i?.seat === "number"
        && typeof i?.code === "string").map((i) => ({ seat: i.seat, code: i.code }));
    }
    return seat;
  } catch {
    return null;
  }
}

function storage(kind: "local" | "session"): Storage | null {
  try { // storage can be switched off; the page then only forgets the seat on reload
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The seat to resume: this tab's own, else the browser's last match. */
export function savedSeat(): Seat | null {
  return parse(storage("session")?.getItem(STORE_KEY) ?? null)
    ?? parse(storage("local")?.getItem(STORE_KEY) ?? null);
}

/** This tab plays `s`; it is also the browser's last match. */
export function keepSeat(s: Seat): void {
  const raw = JSON.stringify(s);
  storage("session")?.setItem(STORE_KEY, raw);
  storage("local")?.setItem(STORE_KEY, raw);
}

/** The match `id` is over for this player: forgotten by this tab, and by the browser when
 * it is the browser's last match (another tab's newer match stays). */
export function forgetSeat(id: string): void {
  for (const kind of ["session", "local"] as const) {
    const store = storage(kind);
    if (parse(store?.getItem(STORE_KEY) ?? null)?.id === id) store?.removeItem(STORE_KEY);
  }
}

/** This tab goes to the lobby while another tab plays its match: only this tab forgets it. */
export function forgetTabSeat(): void {
  storage("session")?.removeItem(STORE_KEY);
}

type Message = { type: "taken"; id: string; tab: string; at: number } | { type: "left"; id: string };

const TAB = Math.random().toString(36).slice(2) + Date.now().toString(36);
const channel = typeof BroadcastChannel === "function"
  ? new BroadcastChannel("stichwerk.play") : null;
let held: { id: string; at: number } | null = null; // the match this tab plays, since when

/** This tab plays match `id` from now on: a tab that showed it stops. */
export function holdTable(id: string): void {
  held = { id, at: Date.now() };
  channel?.postMessage({ type: "taken", id, tab: TAB, at: held.at } satisfies Message);
}

/** This tab no longer plays a match (the lobby, or another tab took it). */
export function releaseTable(): void {
  held = null;
}

/** The player left match `id` (or closed it, once over): the other tabs that show it go. */
export function announceLeft(id: string): void {
  channel?.postMessage({ type: "left", id } satisfies Message);
}

/**
 * What the other tabs say: `taken(id)` when another tab took the match this tab plays (the
 * newer of two takes wins, in both tabs alike: two tabs that open it at once do not both
 * stop), `left(id)` when the player left match `id` in another tab.
 */
export function listenToTabs(on: { taken(id: string): void; left(id: string): void }): void {
  channel?.addEventListener("message", (event: MessageEvent) => {
    const m = event.data as Message;
    if (m.type === "left") {
      on.left(m.id);
    } else if (m.type === "taken" && held?.id === m.id
               && (m.at > held.at || (m.at === held.at && m.tab > TAB))) {
      held = null;
      on.taken(m.id);
    }
  });
}
