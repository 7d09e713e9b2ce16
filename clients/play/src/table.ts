/**
 * The table: drawn again from the session read (`GET /v1/sessions/{id}`) after every
 * change. What may be done comes from the API: `legal_moves` gives the enabled cards and
 * one button per decision, `illegal_cards` the rule that forbids each other card.
 */
import type { Hint, Session, SessionEvent } from "./api.js";
import { cardBackSvg, cardSvg } from "./cards/index.js";
import { h, svgBox } from "./dom.js";
import {
  cardLabel, cardOptions, deckOf, eventLine, handEndWords, moveLabel, rankName, readableReason, seatName,
  shortSeatName, sideOrSeat, suitName,
  type Table,
} from "./labels.js";

// The view is the game's state as this seat sees it (documented per game in the spec).
type View = { [field: string]: any };
export type Move = Record<string, unknown> & { seat: number; type: string };

export interface TableState {
  session: Session;
  events: SessionEvent[];
  selected: Set<string>; // a Hearts pass being chosen
  hints: Hint | null;
  hintVersion: number;
  busy: boolean;
  message: string | null;
  lost: boolean; // the session is gone on the server: nothing can be done at the table
}

export interface TableActions {
  play(move: Move): void;
  toggle(card: string): void;
  hint(): void;
  leave(): void;
}

export function tableOf(session: Session): Table {
  const view = session.view as View;
  const players = session.seats.length;
  return { game: session.game, players, mySeat: session.seat ?? 0, seats: session.seats,
    partnership: Array.isArray(view.scores) && view.scores.length !== players };
}

/** When each seat that left the table left (its `seat_left` event), with its bot's level. */
type Leaves = Map<number, { seq: number; level: string }>;

function leavesOf(events: SessionEvent[]): Leaves {
  const leaves: Leaves = new Map();
  for (const e of events as Record<string, unknown>[]) {
    if (e.type === "seat_left" && typeof e.seat === "number" && typeof e.seq === "number") {
      leaves.set(e.seat, { seq: e.seq, level: typeof e.level === "string" ? e.level : "bot" });
    }
  }
  return leaves;
}

/**
 * The table as it was at event `seq`, to name who did what then: a seat that left later
 * was a human's ("Seat 1"), one that had left already a bot's. The session's `seats` are
 * those of now, and the log named a human's moves after the bot that took the seat over
 * ("Bot 1 (heuristic) named the trump" for a trump the human named before leaving).
 */
function tableAt(t: Table, leaves: Leaves, seq: number): Table {
  if (!leaves.size) return t;
  const seats = t.seats.map((info) => {
    const left = leaves.get(info.seat);
    if (!left) return info;
    return left.seq >= seq ? { seat: info.seat, kind: "human", level: null }
      : { seat: info.seat, kind: "bot", level: left.level };
  });
  return { ...t, seats };
}

/** A stable key of a button, to give the focus back after the table is drawn again. */
export function focusKey(el: Element | null): string | null {
  if (!(el instanceof HTMLElement)) return null;
  const slot = el.closest<HTMLElement>("[data-slot]");
  if (slot) return `slot:${slot.dataset.slot ?? ""}`;
  if (el.dataset.move) {
    return `move:${el.dataset.move}:${el.dataset.rank ?? ""}:${el.dataset.suit ?? ""}:${el.dataset.value ?? ""}`;
  }
  return el.id ? `id:${el.id}` : null;
}

function keyedElement(root: HTMLElement, key: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>("[data-slot], button, [id]")) {
    const own = el.dataset.slot !== undefined ? `slot:${el.dataset.slot}` : focusKey(el);
    if (own === key) {
      if (el.dataset.slot !== undefined) {
        const button = el.querySelector<HTMLButtonElement>("button");
        return button && !button.disabled ? button : el;
      }
      return el;
    }
  }
  return null;
}

export function restoreFocus(root: HTMLElement, key: string | null): void {
  const target = (key ? keyedElement(root, key) : null)
    ?? root.querySelector<HTMLElement>("button[data-card]:not([disabled]), button[data-move]:not([disabled])");
  target?.focus({ preventScroll: true });
}

function statusText(t: Table, s: Session, view: View, legal: Move[]): string {
  if (s.status === "finished") {
    const winners: number[] = s.match?.winners ?? [];
    const names = winners.map((w) => sideOrSeat(t, w, view.scores.length));
    return `Match over — ${names.join(" and ")} won`;
  }
  const toAct: number[] = view.to_act ?? [];
  if (legal.length) {
    const pass = legal.find((m) => m.type === "pass");
    if (pass) return `Your turn: choose ${String(pass.count)} cards to pass`;
    if (legal.some((m) => m.type === "call_rank")) return "Your turn: name the Schlag";
    if (legal.some((m) => m.type === "call_suit")) return "Your turn: name the trump";
    if (legal.some((m) => m.type === "choose_moon")) return "You shot the moon: choose";
    // an answer says to what ("decide" alone sent the player to read the buttons)
    if (legal.some((m) => m.type === "accept_redeal")) return "Your turn: accept or refuse the redeal";
    if (legal.some((m) => m.type === "accept_swap")) {
      return "Your turn: accept or refuse the Schlagwechsel";
    }
    if (legal.some((m) => m.type === "take_cut_card")) return "Your turn: take or leave the cut card";
    if (view.phase === "tense_choice" && legal.some((m) => m.type === "hold")) {
      return "Your turn: tense — play on or concede";
    }
    if (legal.some((m) => m.type === "hold")) return "Your turn: hold or fold the raise";
    if (legal.every((m) => m.type === "raise")) return "You may raise";
    if (!toAct.includes(t.mySeat)) return "You may raise";
    if (legal.some((m) => m.type === "play")) return "Your turn: play a card";
    return "Your turn: decide";
  }
  if (toAct.length) return `Waiting for ${toAct.map((p) => seatName(t, p)).join(", ")}`;
  return "Waiting";
}

function cardFace(code: string, game: string): HTMLSpanElement {
  return svgBox("face", cardSvg(code, deckOf(game), cardOptions(game)));
}

function trickRow(t: Table, cards: { seat: number; card: string | null }[]): HTMLElement {
  return h("ol", { class: "trick-cards" }, ...cards.map((c) =>
    h("li", { "data-seat": c.seat }, c.card ? cardFace(c.card, t.game) : svgBox("face", cardBackSvg()),
      h("span", { class: "who", title: seatName(t, c.seat) }, shortSeatName(t, c.seat)),
      h("span", { class: "sr" }, c.card ? cardLabel(c.card, t.game) : "hidden card"))));
}

/** The last trick_won of the log: the previous hand's last trick, once the next hand is
 * dealt (the view keeps the current hand's tricks only). */
function lastLoggedTrick(t: Table, events: SessionEvent[]): { winner: number;
  cards: { seat: number; card: string }[] } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as Record<string, unknown>;
    if (e.type !== "trick_won") continue;
    const trick = e.trick as { leader: number; cards: string[] } | undefined;
    if (!trick || typeof e.seat !== "number") return null;
    return { winner: e.seat, cards: trick.cards.map((card, k) =>
      ({ seat: (trick.leader + k) % t.players, card })) };
  }
  return null;
}

function drawTrick(t: Table, view: View, events: SessionEvent[], finished: boolean): HTMLElement {
  const current = view.trick?.cards ?? [];
  const tricks = view.tricks ?? [];
  const phase = String(view.phase ?? "");
  const over = finished || phase.endsWith("over") || phase === "moon_choice";
  const box = h("section", { class: "trick", "data-testid": "trick", "aria-label": "Trick" },
    // A hand can end before its last trick (Watten's three tricks, a fold; Karnöffel):
    // only the moon choice comes once all tricks are played.
    h("h2", {}, !over || current.length ? `Trick ${tricks.length + 1}`
      : phase === "moon_choice" ? "All tricks played" : "Hand over"));
  const leader = view.trick?.leader;
  if (current.length) box.append(trickRow(t, current));
  else if (!over && phase === "play" && leader !== null && leader !== undefined) {
    box.append(h("p", { class: "empty" }, leader === t.mySeat ? "You lead"
      : `${seatName(t, leader)} leads`));
  } else if (!over) box.append(h("p", { class: "empty" }, "No card played yet"));
  const last = tricks.length ? tricks[tricks.length - 1] : null;
  if (last) {
    box.append(h("div", { class: "last-trick" },
      h("p", {}, `Last trick won by ${shortSeatName(t, last.winner)}`),
      trickRow(t, last.cards)));
  } else {
    const before = lastLoggedTrick(t, events);
    if (before) {
      box.append(h("div", { class: "last-trick", "data-testid": "previous-hand-trick" },
        h("p", {}, `Last trick of the previous hand won by ${shortSeatName(t, before.winner)}`),
        trickRow(t, before.cards)));
    }
  }
  return box;
}

function drawScores(t: Table, view: View): HTMLElement {
  const scores: number[] = view.scores ?? [];
  const tricksWon: number[] | undefined = view.tricks_won;
  const taken: number[] | undefined = view.points_taken;
  const head = h("tr", {}, h("th", {}, ""), h("th", {}, "Score"),
    tricksWon ? h("th", {}, "Tricks") : null, taken ? h("th", {}, "This hand") : null);
  const rows = scores.map((score, i) => h("tr", {},
    h("th", { scope: "row" }, sideOrSeat(t, i, scores.length)), h("td", {}, String(score)),
    tricksWon ? h("td", {}, String(tricksWon[i] ?? 0)) : null,
    taken ? h("td", {}, String(taken[i] ?? 0)) : null));
  const target = view.options?.target;
  return h("section", { class: "scores", "data-testid": "scores", "aria-label": "Scores" },
    h("table", {}, h("caption", {}, `Hand ${String(view.hand_number)}` +
      (target ? ` — playing to ${String(target)}` : "")), h("thead", {}, head), h("tbody", {}, ...rows)));
}

/** A card taken or left at the Schlecken cut: its face where this seat may see it. */
function cutCard(t: Table, entry: { card: string | null }, words: string): HTMLElement {
  if (!entry.card) return h("span", {}, words);
  return h("span", {}, `${words}: `, cardFace(entry.card, t.game),
    h("span", { class: "sr" }, cardLabel(entry.card, t.game)));
}

/** Karnöffel: the cards dealt face up in the current hand, each named with its seat
 * (everyone saw them, §2.4): from the hand's hand_dealt event, since a view shows a face-up
 * card only while its holder keeps it (a view's own face_up where the log has no event for
 * the hand: a session stored before session 32 logged its first hand's). */
function dealtFaceUp(t: Table, events: SessionEvent[], view: View): HTMLElement | null {
  let cards: (string | null)[] = view.face_up ?? [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as Record<string, unknown>;
    if (e.type !== "hand_dealt") continue;
    if (e.hand_number === view.hand_number && Array.isArray(e.face_up)) {
      cards = e.face_up as (string | null)[];
    }
    break;
  }
  const items = cards.flatMap((card, seat) => {
    if (typeof card !== "string") return [];
    const words = `${seatName(t, seat)}: ${cardLabel(card, t.game)}`;
    return [h("span", { class: "small", title: words }, cardFace(card, t.game),
      h("span", { class: "sr" }, words))];
  });
  return items.length ? h("div", { class: "small-cards", role: "group", "aria-label": "Dealt face up" },
    h("span", { class: "label" }, "Dealt face up:"), ...items) : null;
}

function facts(t: Table, events: SessionEvent[], view: View): HTMLElement {
  const deck = deckOf(t.game);
  const items: (string | HTMLElement)[] = [];
  if (t.game === "watten") {
    items.push(`Schlag: ${view.schlag ? rankName(view.schlag, deck) : "?"}`);
    items.push(`Trump: ${view.trump ? suitName(view.trump, deck) : "?"}`);
    items.push(`Stake: ${String(view.stake)}`);
    if (view.options?.variant) items.push(`Variant: ${String(view.options.variant)}`);
    const pending = view.raise?.pending;
    if (pending !== null && pending !== undefined) {
      const by = Array.isArray(pending) ? pending[0] : pending.seat ?? pending;
      items.push(`Raise pending (${typeof by === "number" ? seatName(t, by) : "a seat"})`);
    }
    (view.tense as boolean[] | undefined)?.forEach((tense, side) => {
      if (tense) items.push(`${sideOrSeat(t, side, view.scores.length)}: tense`);
    });
    if (view.cut?.peek) {
      items.push(h("span", {}, "Cut card: ", cardFace(view.cut.peek, t.game),
        h("span", { class: "sr" }, cardLabel(view.cut.peek, t.game))));
    }
    // After Schlecken: what was taken and left at the cut (the cards themselves only where
    // this seat's view shows them, the taker's own).
    for (const taken of (view.cut?.taken ?? []) as { seat: number; card: string | null }[]) {
      items.push(cutCard(t, taken, taken.seat === t.mySeat ? "You took the cut card"
        : `${seatName(t, taken.seat)} took a cut card`));
    }
    const left = view.cut?.left as { seat: number; card: string | null } | null | undefined;
    if (left) {
      items.push(cutCard(t, left, `${left.seat === t.mySeat ? "You" : seatName(t, left.seat)} `
        + "left the cut card (out of play)"));
    }
  } else if (t.game === "hearts") {
    items.push(`Pass: ${String(view.pass_direction ?? "none")}`);
    items.push(view.hearts_broken ? "Hearts broken" : "Hearts not broken");
  } else if (t.game === "karnoeffel") {
    if (view.chosen_suit) items.push(`Chosen suit: ${suitName(view.chosen_suit, deck)}`);
    // The face-up cards that chose the suit, still shown once played (the view keeps a
    // face-up card only while it is in its holder's hand; the deal's event keeps them all).
    const dealt = dealtFaceUp(t, events, view);
    if (dealt) items.push(dealt);
  }
  return h("ul", { class: "facts", "data-testid": "facts" }, ...items.map((i) => h("li", {}, i)));
}

function smallCards(t: Table, cards: string[], label: string): HTMLElement {
  return h("div", { class: "small-cards", role: "group", "aria-label": label },
    h("span", { class: "label" }, label),
    ...cards.map((c) => h("span", { class: "small", title: cardLabel(c, t.game) },
      cardFace(c, t.game), h("span", { class: "sr" }, cardLabel(c, t.game)))));
}

function drawSeats(t: Table, view: View, finished: boolean): HTMLElement {
  const seats: HTMLElement[] = [];
  for (let p = 0; p < t.players; p++) {
    if (p === t.mySeat) continue;
    const size: number = view.hand_sizes?.[p] ?? 0;
    const open: string[] | null = view.hands?.[p] ?? null;
    const faceUp: string | null = view.face_up?.[p] ?? null;
    const turn = !finished && (view.to_act ?? []).includes(p);
    seats.push(h("li", { class: turn ? "seat turn" : "seat", "data-seat": p },
      h("span", { class: "name" }, seatName(t, p), turn ? " — to act" : ""),
      open ? smallCards(t, open, "Open hand:") : h("span", { class: "backs", role: "img",
        "aria-label": `${size} cards` },
        ...Array.from({ length: Math.min(size, 13) }, () => svgBox("back", cardBackSvg()))),
      faceUp && !open ? smallCards(t, [faceUp], "Face up:") : null));
  }
  return h("ul", { class: "opponents", "aria-label": "The other seats" }, ...seats);
}

const TIP_MARGIN = 4; // px between a tooltip and the viewport's edge

/** Shifts a card's "why" tooltip left until it ends inside the viewport. At its natural
 * place (from the card's left edge) the tip of a card on the right of a 375 px screen
 * reached past it and widened the page by up to 140 px. Measured while shown: the tip is
 * displayed by CSS on hover and focus, and may not be yet when the event arrives. */
function keepTipInView(tip: HTMLElement): void {
  tip.style.removeProperty("left");
  const hidden = getComputedStyle(tip).display === "none";
  if (hidden) tip.style.display = "block";
  const box = tip.getBoundingClientRect();
  if (hidden) tip.style.removeProperty("display");
  const overflow = box.right - (document.documentElement.clientWidth - TIP_MARGIN);
  if (overflow > 0) tip.style.left = `${-Math.min(overflow, Math.max(0, box.left - TIP_MARGIN))}px`;
}

function drawHand(t: Table, st: TableState, view: View, legal: Move[], act: TableActions): HTMLElement {
  const hand: string[] = view.hands?.[t.mySeat] ?? [];
  const pass = legal.find((m) => m.type === "pass");
  const choosable = new Set<string>(pass ? (pass.choose_from as string[]) : []);
  const playable = new Set(legal.filter((m) => m.type === "play" && !m.call).map((m) => String(m.card)));
  const why = new Map<string, { code: string; message: string }>(
    (st.lost ? [] : st.session.illegal_cards).map((c) => [c.card, { code: c.code,
      message: readableReason(c.message, t) }]));
  const faceUp: string | null = view.face_up?.[t.mySeat] ?? null;
  const slots = hand.map((code) => {
    const enabled = !st.busy && (pass ? choosable.has(code) : playable.has(code));
    const selected = pass !== undefined && st.selected.has(code);
    const name = cardLabel(code, t.game) + (code === faceUp ? " (face up)" : "");
    const reason = why.get(code);
    const tipId = `why-${code}`;
    const button = h("button", {
      type: "button", class: selected ? "card selected" : "card", "data-card": code,
      disabled: !enabled, "aria-pressed": pass ? String(selected) : undefined,
      "aria-label": name, "aria-describedby": !enabled && reason ? tipId : undefined,
      title: !enabled && reason ? reason.message : name,
    }, cardFace(code, t.game), code === faceUp ? h("span", { class: "badge" }, "face up") : null);
    button.addEventListener("click", () => {
      if (button.disabled) return;
      if (pass) act.toggle(code);
      else act.play({ seat: t.mySeat, type: "play", card: code });
    });
    const slot = h("span", { class: "slot", "data-slot": code }, button);
    if (!enabled && reason && !st.busy) {
      // A disabled button takes no focus: the slot does, and says why the card is barred.
      slot.tabIndex = 0;
      slot.setAttribute("role", "img");
      slot.setAttribute("aria-label", `${name}: not playable`);
      slot.setAttribute("aria-describedby", tipId);
      slot.title = reason.message;
      const tip = h("span", { class: "why", id: tipId, role: "tooltip", "data-code": reason.code },
        reason.message);
      slot.append(tip);
      slot.addEventListener("mouseenter", () => keepTipInView(tip));
      slot.addEventListener("focusin", () => keepTipInView(tip));
    }
    return slot;
  });
  // Watten §1.6: before trump is named only the dealer and the forehand look at their
  // hands; the view says null for the others' own hand, and its size.
  const faceDown = view.hands?.[t.mySeat] === null ? (view.hand_sizes?.[t.mySeat] ?? 0) : 0;
  const cards = faceDown
    ? [h("span", { class: "backs", "data-testid": "face-down", "aria-label": `${faceDown} cards face down` },
      ...Array.from({ length: faceDown }, () => svgBox("back", cardBackSvg()))),
    h("p", { class: "empty" }, "Face down until Schlag and trump are named")]
    : slots;
  const box = h("section", { class: "hand", "data-testid": "hand", "aria-label": "Your hand" },
    h("h2", {}, "Your hand"), h("div", { class: "cards" }, ...cards));
  const received: string[] | null = view.received?.[t.mySeat] ?? null;
  const passed: string[] | null = view.passed?.[t.mySeat] ?? null;
  if (passed?.length) box.append(smallCards(t, passed, "You passed:"));
  if (received?.length) box.append(smallCards(t, received, "You received:"));
  return box;
}

function moveData(m: Move): Record<string, string | undefined> {
  return { "data-move": m.type, "data-rank": m.rank as string | undefined,
    "data-suit": m.suit as string | undefined,
    "data-value": (m.mode ?? m.call) as string | undefined,
    "data-call-card": m.call ? String(m.card) : undefined };
}

function drawDecisions(t: Table, st: TableState, view: View, legal: Move[], act: TableActions): HTMLElement {
  const tense = view.phase === "tense_choice";
  const buttons: HTMLElement[] = [];
  for (const m of legal) {
    if (m.type === "play" && !m.call) continue;
    if (m.type === "pass") {
      const count = Number(m.count);
      const button = h("button", { type: "button", class: "primary", "data-move": "pass",
        disabled: st.busy || st.selected.size !== count },
      `Pass ${count} cards (${st.selected.size} selected)`);
      button.addEventListener("click", () => act.play({ seat: m.seat, type: "pass",
        cards: hand(view, t).filter((c) => st.selected.has(c)) }));
      buttons.push(button);
      continue;
    }
    const button = h("button", { type: "button", ...moveData(m), disabled: st.busy },
      moveLabel(m, t.game, tense));
    button.addEventListener("click", () => act.play(m));
    buttons.push(button);
  }
  return h("section", { class: "decisions", "data-testid": "decisions", "aria-label": "Decisions" },
    ...buttons);
}

/** A number with its sign and one decimal ("+1.5", "−2.0"). */
function signed(n: number): string {
  return `${n < 0 ? "−" : "+"}${Math.abs(n).toFixed(1)}`;
}

function hand(view: View, t: Table): string[] {
  return view.hands?.[t.mySeat] ?? [];
}

/** The expert's estimates, each move named as its button names it (a tense choice's hold
 * and fold too). */
function drawHints(t: Table, st: TableState): HTMLElement | null {
  if (!st.hints || st.hintVersion !== st.session.version) return null;
  const tense = (st.session.view as View).phase === "tense_choice";
  const rows = [...(st.hints.estimates ?? [])].sort((a, b) => (b.value ?? 0) - (a.value ?? 0)).map((e) => {
    const m = e.move as Move;
    const label = m.type === "play" && !m.call ? cardLabel(String(m.card), t.game)
      : m.type === "pass" ? `Pass ${(m.cards as string[]).map((c) => cardLabel(c, t.game)).join(", ")}`
        : moveLabel(m, t.game, tense);
    // Watten and Karnöffel: the chance to win and the points the rows are ordered by (the
    // side's minus the opponents'), since a sure small loss can beat a likelier win
    // (a tense side's "Concede 2" at 0% above "Play on for 3" at 39%).
    const value = e.win_probability !== undefined && e.win_probability !== null
      ? `${Math.round(e.win_probability * 100)}% to win the hand`
        + (typeof e.value === "number" ? `, ${signed(e.value)} points expected (yours minus theirs)` : "")
      : `${Number(e.expected_points).toFixed(1)} points expected`;
    return h("li", {}, h("strong", {}, label), ` — ${value} (${e.rollouts} rollouts)`);
  });
  return h("section", { class: "hints", "data-testid": "hints", "aria-label": "Hint" },
    h("h2", {}, "The expert's estimates"), h("ol", {}, ...rows));
}

function drawHandResult(t: Table, s: Session, events: SessionEvent[]): HTMLElement {
  const last = s.last_hand;
  const handBox = h("section", { class: "result", "data-testid": "hand-result",
    "data-version": last ? last.version : undefined, "aria-label": "Last hand" });
  if (last) {
    const n = last.hand.points.length;
    const winners = last.hand.winners.map((w) => sideOrSeat(t, w, n)).join(" and ");
    const points = last.hand.points.map((p, i) => `${sideOrSeat(t, i, n)} ${p}`).join(", ");
    const ending = events.filter((e) => e.version === last.version) as Record<string, unknown>[];
    const at = ending.length ? tableAt(t, leavesOf(events), Number(ending[0]?.seq)) : t;
    const why = handEndWords(at, last.hand.reason, ending);
    handBox.append(h("h2", {}, "Last hand"),
      h("p", {}, `${winners} won the hand: ${why}. Points: ${points}.`));
  }
  return handBox;
}

function drawMatchResult(t: Table, s: Session, view: View, act: TableActions): HTMLElement {
  const matchBox = h("section", { class: "result", "data-testid": "match-result",
    "aria-label": "Match result" });
  if (s.match) {
    const names = s.match.winners.map((w) => sideOrSeat(t, w, view.scores.length));
    const mine = s.match.winners.some((w) => (t.partnership ? w === t.mySeat % 2 : w === t.mySeat));
    const again = h("button", { type: "button", class: "primary", id: "new-match" }, "New match");
    again.addEventListener("click", act.leave);
    matchBox.append(h("h2", {}, mine ? "You won the match!" : "Match over"),
      h("p", {}, `Winner: ${names.join(" and ")}. Final scores: ${(view.scores as number[]).map(
        (score, i) => `${sideOrSeat(t, i, view.scores.length)} ${score}`).join(", ")}.`), again);
  }
  return matchBox;
}

function drawLog(t: Table, events: SessionEvent[], open = true): HTMLElement {
  const recent = events.slice(-150).reverse();
  const leaves = leavesOf(events);
  return h("details", { class: "log", open },
    h("summary", {}, "Event log"),
    h("ol", { "data-testid": "log", reversed: true },
      ...recent.map((e) => h("li", { value: e.seq },
        eventLine(tableAt(t, leaves, e.seq), e as Record<string, unknown>)))));
}

/**
 * Redraws what the table draws from the event log (the facts, the trick, how the last hand
 * ended, the log itself) for an event that does not change the session: one can come after
 * the view that already shows its move. The buttons stay the same elements, so a click on its
 * way (or the focus, or a hover) is never lost to a redraw.
 */
export function redrawFromLog(root: HTMLElement, st: TableState): void {
  const s = st.session;
  const view = s.view as View;
  const t = tableOf(s);
  const swap = (selector: string, fresh: HTMLElement): void => {
    root.querySelector(selector)?.replaceWith(fresh);
  };
  swap("[data-testid=facts]", facts(t, st.events, view));
  swap("[data-testid=trick]", drawTrick(t, view, st.events, s.status === "finished"));
  swap("[data-testid=hand-result]", drawHandResult(t, s, st.events));
  const log = root.querySelector<HTMLDetailsElement>("details.log");
  if (log) log.replaceWith(drawLog(t, st.events, log.open));
}

const TITLES: Record<string, string> = { watten: "Watten", hearts: "Hearts",
  karnoeffel: "Karnöffel" };

/** The links that seat the invited players (`/play#join=…`), while the match goes on; a
 * seat whose player has claimed it (no longer `waiting`) shows "joined" instead, and "left:
 * a bot plays it" once that player has left (the seat is a bot's: only its own token, which
 * an invited seat gets by its claim, can leave it). */
function drawInvites(t: Table, s: Session, invites: { seat: number; code: string }[]): HTMLElement | "" {
  if (!invites.length || s.status === "finished") return "";
  const base = `${window.location.origin}${window.location.pathname}`;
  return h("section", { class: "invites", "aria-label": "Invitations" },
    h("h2", {}, "Invite the other players"),
    h("p", {}, "Send each player their own link: it seats them once."),
    h("ul", {}, ...invites.map((i) => {
      if (s.seats[i.seat]?.kind === "bot") {
        return h("li", {}, `${seatName(t, i.seat)}: `,
          h("span", { class: "joined", "data-testid": `invite-${i.seat}` }, "left: a bot plays it"));
      }
      if (s.seats[i.seat]?.waiting === false) {
        return h("li", {}, `${seatName(t, i.seat)}: `,
          h("span", { class: "joined", "data-testid": `invite-${i.seat}` }, "joined"));
      }
      const url = `${base}#join=${s.id}.${i.seat}.${i.code}`;
      return h("li", {}, `${seatName(t, i.seat)}: `,
        h("a", { href: url, "data-testid": `invite-${i.seat}` }, url));
    })));
}

export function drawTable(root: HTMLElement, st: TableState, act: TableActions,
                          invites: { seat: number; code: string }[] = []): void {
  const s = st.session;
  const view = s.view as View;
  const t = tableOf(s);
  const legal = (st.lost ? [] : s.legal_moves) as Move[];
  const hintButton = h("button", { type: "button", id: "hint", "data-testid": "hint",
    disabled: st.busy || !legal.length, "aria-keyshortcuts": "H" }, "Hint (H)");
  hintButton.addEventListener("click", act.hint);
  const leave = h("button", { type: "button", id: "leave", class: "quiet" }, "Leave table");
  leave.addEventListener("click", act.leave);
  const logOpen = root.querySelector<HTMLDetailsElement>("details.log")?.open ?? true;
  const finished = s.status === "finished";
  // One live region for the table's life: a screen reader announces a change of its text,
  // and seldom a region that was just inserted (a new one every redraw said nothing).
  const status = root.querySelector<HTMLParagraphElement>("p.status") ??
    h("p", { class: "status", "data-testid": "status", role: "status", "aria-live": "polite" });
  const text = st.lost ? "This match is gone" : statusText(t, s, view, legal);
  if (status.textContent !== text) status.textContent = text;
  root.dataset.version = String(s.version);
  root.replaceChildren(
    h("header", {}, h("h1", {}, TITLES[t.game] ?? t.game), status, leave),
    st.message ? h("p", { class: "message", role: "alert" }, st.message) : "",
    drawScores(t, view),
    facts(t, st.events, view),
    drawSeats(t, view, finished),
    drawTrick(t, view, st.events, finished),
    // The hand before the decisions: a call (the Schlag, the trump, a raise) is made looking
    // at one's cards, and on a phone eight call buttons above them pushed them off screen.
    drawHand(t, st, view, legal, act),
    drawDecisions(t, st, view, legal, act),
    h("div", { class: "tools" }, hintButton),
    drawHints(t, st) ?? "",
    drawHandResult(t, s, st.events),
    drawMatchResult(t, s, view, act),
    drawInvites(t, s, invites), // below the hand: on a phone the hand shows first
    drawLog(t, st.events, logOpen),
  );
}
