/**
 * Words for people: seat names, decision buttons, log lines. The buttons themselves come
 * from the legal moves the API lists; this only names them (an unknown move type is
 * shown by its type, so a new move of the engine still gets a working button).
 */
import { cardName, type CardOptions, type DeckKind } from "./cards/index.js";

const RANK_NAMES: Record<DeckKind, Record<string, string>> = {
  german: { A: "Sau", K: "König", O: "Ober", U: "Unter", T: "Zehn", "9": "Neun",
    "8": "Acht", "7": "Sieben", "6": "Sechs (Weli)" },
  french: { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "Ten" },
};
const SUIT_NAMES: Record<DeckKind, Record<string, string>> = {
  german: { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" },
  french: { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" },
};

export function deckOf(game: string): DeckKind {
  return game === "hearts" ? "french" : "german";
}

/** The card art's options for a game: Schellen Sechs is the Weli in Watten only (its
 * Tyrolean deck); Karnöffel's is a plain Sechs. */
export function cardOptions(game: string): CardOptions {
  return { weli: game === "watten" };
}

export function rankName(rank: string, deck: DeckKind): string {
  return RANK_NAMES[deck][rank] ?? rank;
}

export function suitName(suit: string, deck: DeckKind): string {
  return SUIT_NAMES[deck][suit] ?? suit;
}

export interface Table {
  game: string;
  players: number;
  mySeat: number;
  seats: { seat: number; kind: string; level?: string | null }[];
  partnership: boolean;
}

export function seatName(t: Table, seat: number): string {
  if (seat === t.mySeat) return "You";
  const info = t.seats[seat];
  const who = info?.kind === "bot" ? `Bot ${seat} (${info.level ?? "bot"})` : `Seat ${seat}`;
  if (t.partnership && (seat - t.mySeat) % 2 === 0) return `${who}, partner`;
  return who;
}

/** A seat's name where room is short (under a card of the trick): "You", "Bot 2",
 * "Seat 2"; the bot's level and the partner are in the seat's full name elsewhere. */
export function shortSeatName(t: Table, seat: number): string {
  if (seat === t.mySeat) return "You";
  return t.seats[seat]?.kind === "bot" ? `Bot ${seat}` : `Seat ${seat}`;
}

/** Side i of a partnership game: the seats i, i+2, … */
export function sideName(t: Table, side: number): string {
  if (!t.partnership) return seatName(t, side);
  return side === t.mySeat % 2 ? "Your side" : "Opponents";
}

export function sideOrSeat(t: Table, index: number, scoresLength: number): string {
  return scoresLength === t.players ? seatName(t, index) : sideName(t, index);
}

type Move = Record<string, unknown> & { type: string };

const PLAIN: Record<string, string> = {
  raise: "Raise (Gehst?)",
  hold: "Hold",
  fold: "Fold",
  request_redeal: "Ask for a redeal",
  accept_redeal: "Accept the redeal",
  refuse_redeal: "Refuse the redeal",
  offer_swap: "Offer a Schlagwechsel",
  accept_swap: "Accept the Schlagwechsel",
  refuse_swap: "Refuse the Schlagwechsel",
  take_cut_card: "Take the cut card (Schlecken)",
  leave_cut_card: "Leave the cut card",
  pass: "Pass the selected cards",
};

/** The label of a decision button (any move but a plain card play). */
export function moveLabel(m: Move, game: string, tenseChoice: boolean): string {
  const deck = deckOf(game);
  if (m.type === "call_rank") return `Schlag: ${rankName(String(m.rank), deck)}`;
  if (m.type === "call_suit") return `Trump: ${suitName(String(m.suit), deck)}`;
  if (m.type === "choose_moon") {
    return m.mode === "subtract_self" ? "Moon: −26 for me" : "Moon: +26 for each other player";
  }
  if (m.type === "play") {
    const card = cardLabel(String(m.card), game);
    return m.call ? `Lead ${card}, calling “Trumpf oder Kritisch”` : `Play ${card}`;
  }
  if (tenseChoice && m.type === "hold") return "Play on for 3 (tense)";
  if (tenseChoice && m.type === "fold") return "Concede 2 (tense)";
  return PLAIN[m.type] ?? m.type.replace(/_/g, " ");
}

const PASS_DIRECTIONS: Record<string, string> = { left: "to the left", right: "to the right",
  across: "across", none: "none (no pass this hand)" };

/** A rule's code ("must_follow_suit") as words ("must follow suit"). */
function codeWords(code: unknown): string {
  return String(code ?? "").replace(/_/g, " ");
}

/** Scores of every side or seat ("Your side 2, Opponents 0"). */
function perUnit(t: Table, values: number[]): string {
  return values.map((v, i) => `${sideOrSeat(t, i, values.length)} ${v}`).join(", ");
}

/** One line of the event log: every event type of the three games in words. */
export function eventLine(t: Table, e: Record<string, unknown>): string {
  const deck = deckOf(t.game);
  const seatOf = (value: unknown) => (typeof value === "number" ? seatName(t, value) : "");
  const who = seatOf(e.seat);
  const card = typeof e.card === "string" ? cardLabel(e.card, t.game) : "";
  switch (e.type) {
    case "session_started": return `Match started (${t.game})`;
    case "seat_left": {
      const level = typeof e.level === "string" ? ` (${e.level})` : "";
      return `Seat ${String(e.seat)} left the table: a bot${level} plays it from now on`;
    }
    case "seat_claimed": return `Seat ${String(e.seat)} took their seat`;
    case "hand_dealt": {
      const dealer = typeof e.dealer === "number" ? `, dealt by ${seatOf(e.dealer)}` : "";
      const pass = typeof e.pass_direction === "string"
        ? `; pass ${PASS_DIRECTIONS[e.pass_direction] ?? e.pass_direction}` : "";
      const chosen = typeof e.chosen_suit === "string"
        ? `; chosen suit ${suitName(e.chosen_suit, deck)}` : "";
      return `Hand ${String(e.hand_number ?? "")} dealt${dealer}${pass}${chosen}`;
    }
    case "cards_dealt": return `The cut is over; ${seatOf(e.dealer) || "the dealer"} deals`;
    case "card_played": return `${who}: ${card}${e.call ? " (Trumpf oder Kritisch!)" : ""}`;
    case "trick_won": {
      const points = typeof e.points === "number" && e.points > 0 ? ` (${e.points} points)` : "";
      return `${who} won the trick${points}`;
    }
    case "hand_scored":
      return `Hand scored (${handEndWords(t, String(e.reason ?? ""), [])}): `
        + `${perUnit(t, (e.points as number[]) ?? [])}; scores now ${perUnit(t, (e.scores as number[]) ?? [])}`;
    case "seed_revealed": return `The match's seed revealed: ${String(e.seed ?? "")}`;
    case "match_won": {
      const winners = ((e.winners as number[]) ?? []).map((w) =>
        sideOrSeat(t, w, t.partnership ? 2 : t.players));
      return winners.length ? `Match over: ${winners.join(" and ")} won` : "Match over";
    }
    case "schlag_named": return `${who} named the Schlag: ${rankName(String(e.rank), deck)}`;
    case "trump_named": return `${who} named the trump: ${suitName(String(e.suit), deck)}`;
    case "raised": return `${who} raised${e.to !== undefined ? ` (the hand worth ${String(e.to)} if held)` : ""}`;
    case "raise_held": return `${who} held the raise${e.stake !== undefined ? ` (now worth ${String(e.stake)})` : ""}`;
    case "folded": return `${who} folded (refused the raise)`;
    case "redeal_requested": return `${who} asked for a redeal`;
    case "redeal_accepted": return `${who} accepted the redeal`;
    case "redeal_refused": return `${who} refused the redeal`;
    case "swap_offered": return `${who} offered a Schlagwechsel`;
    case "swap_accepted": return `${who} accepted the Schlagwechsel`;
    case "swap_refused": return `${who} refused the Schlagwechsel`;
    case "tense_plays": return `${who} plays on, tense${e.stake !== undefined ? ` (for ${String(e.stake)})` : ""}`;
    case "tense_conceded": return `${who} conceded, tense (2 for the other side)`;
    case "cut_card_taken": return `${who} took the cut card (Schlecken)`;
    case "cut_card_left": return `${who} left the cut card (out of play)`;
    case "schlecken_penalty":
      return `${who} took a cut card and played no critical: a false Schlecken (${String(e.points ?? "")} points)`;
    case "cards_passed": {
      const to = typeof e.to === "number" ? ` to ${seatOf(e.to)}` : "";
      return `${who} passed ${String(e.count ?? "")} cards${to}`;
    }
    case "cards_exchanged": return "The passed cards were exchanged";
    case "hearts_broken": return "Hearts are broken";
    case "moon_shot": return `${who} shot the moon (${moonWords(e.mode)})`;
    case "penalty":
      return `Penalty: ${who}${card ? ` played ${card}` : ""}${e.code ? ` (${codeWords(e.code)})` : ""}`;
    default: return `${who ? who + ": " : ""}${String(e.type).replace(/_/g, " ")}`;
  }
}

function moonWords(mode: unknown): string {
  return mode === "subtract_self" ? "−26 for the shooter" : "+26 for each other player";
}

/** Why a hand ended, in words: its result's `reason`, told more exactly by the events of
 * the move that ended it (a moon shot, the revoke, the fold) when the page has them. */
export function handEndWords(t: Table, reason: string, events: Record<string, unknown>[]): string {
  const event = (type: string) => events.find((e) => e.type === type);
  const who = (e: Record<string, unknown> | undefined) =>
    (typeof e?.seat === "number" ? seatName(t, e.seat) : "");
  switch (reason) {
    case "tricks": {
      const moon = event("moon_shot");
      if (moon) return `${who(moon)} shot the moon, ${moonWords(moon.mode)}`;
      return t.game === "hearts" ? "the fewest points" : "three tricks";
    }
    case "fold": {
      const folded = event("folded");
      return folded ? `${who(folded)} refused the raise` : "a raise was refused";
    }
    case "conceded": return "the tense side conceded";
    case "penalty": {
      const penalty = event("penalty");
      return penalty ? `a penalty: ${who(penalty)} broke a rule (${codeWords(penalty.code)})`
        : "a penalty for a broken rule";
    }
    case "revoke": {
      const penalty = event("penalty");
      const card = typeof penalty?.card === "string" ? ` with ${cardLabel(penalty.card, t.game)}` : "";
      return penalty ? `${who(penalty)} did not follow suit${card}: 26 points` : "a revoke: 26 points";
    }
    default: return reason;
  }
}

/** A card's name for people and screen readers ("Herz König", "Queen of Spades"). */
export function cardLabel(code: string, game: string): string {
  return cardName(code, deckOf(game), cardOptions(game));
}

const CARD_CODE: Record<DeckKind, RegExp> = {
  french: /\b[CDHS][2-9TJQKA]\b/g,
  german: /\b[EGHS][AKOUT6-9]\b/g,
};
const PHASE_WORDS: Record<string, string> = {
  call_rank: "while the Schlag is named", call_suit: "while the trump is named",
  cut: "during the cut", passing: "while cards are passed", redeal_answer:
    "while a redeal is asked", swap_answer: "while a Schlagwechsel is offered",
  tense_choice: "while the tense side chooses", moon_choice: "while the moon is chosen",
  hand_over: "after the hand", match_over: "after the match",
};

// The engine speaks of seats in the third person; where the seat is the player's it is
// "you", and the verb after it takes the second person ("seat 0 holds" → "you hold").
const SECOND_PERSON: Record<string, string> = { holds: "hold", does: "do", has: "have",
  is: "are", deals: "deal", answers: "answer", names: "name", chooses: "choose", leads: "lead" };

/** Seats by name: "you and Bot 3 (random)". */
function seatNames(t: Table, seats: number[]): string {
  const names = seats.map((p) => (p === t.mySeat ? "you" : seatName(t, p)));
  if (names.length <= 1) return names[0] ?? "nobody";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

/** An engine's reason ("C2 was led: seat 0 holds CT, CQ and must follow clubs, not play
 * SK") in the page's words: card names for card codes, "you" for the player's seat (with
 * its verb: "you hold", "your raise", "not yours"), a list of seats by name ("seats [1, 3]"
 * was shown as it came), a phase said in words ("Two of Clubs was led: you hold Ten of
 * Clubs, ..."). */
export function readableReason(message: string, t: Table): string {
  const deck = deckOf(t.game);
  const mine = (n: string) => Number(n) === t.mySeat;
  return message
    .replace(/\bseats \[([\d, ]*)\]( have\b)?/g, (_, list: string, have?: string) => {
      const seats = list.split(",").filter((n) => n.trim() !== "").map(Number);
      const verb = !have ? "" : seats.length === 1 && seats[0] !== t.mySeat ? " has" : " have";
      return seatNames(t, seats) + verb;
    })
    .replace(/\bseat (\d+)'s\b(\s+\w)?/g, (_, n: string, next?: string) => (mine(n)
      ? (next ? `your${next}` : "yours") : `${seatName(t, Number(n))}'s${next ?? ""}`))
    .replace(/\bseat (\d+) (\w+)\b/g, (_, n: string, word: string) => (mine(n)
      ? `you ${SECOND_PERSON[word] ?? word}` : `${seatName(t, Number(n))} ${word}`))
    .replace(/\byou (cannot follow \w+ but) holds\b/g, "you $1 hold")
    .replace(/\byou (shot the moon and) chooses\b/g, "you $1 choose")
    .replace(/\bseat (\d+)\b/g, (_, n: string) => (mine(n) ? "you" : seatName(t, Number(n))))
    .replace(/\bin phase (\w+)/g, (all, phase: string) => PHASE_WORDS[phase] ?? all)
    .replace(CARD_CODE[deck], (code) => cardLabel(code, t.game))
    .replace(/^./, (first) => first.toUpperCase());
}
