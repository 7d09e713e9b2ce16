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

/** One line of the event log. */
export function eventLine(t: Table, e: Record<string, unknown>): string {
  const deck = deckOf(t.game);
  const who = typeof e.seat === "number" ? seatName(t, e.seat) : "";
  const card = typeof e.card === "string" ? cardLabel(e.card, t.game) : "";
  switch (e.type) {
    case "session_started": return `Match started (${t.game})`;
    case "hand_dealt": return `Hand ${String(e.hand_number ?? "")} dealt`.trim();
    case "cards_dealt": return "Cards dealt";
    case "card_played": return `${who}: ${card}${e.call ? " (Trumpf oder Kritisch!)" : ""}`;
    case "trick_won": return `${who} won the trick`;
    case "hand_scored": {
      const points = (e.points as number[]) ?? [];
      const scores = (e.scores as number[]) ?? [];
      const each = (values: number[]) =>
        values.map((v, i) => `${sideOrSeat(t, i, values.length)} ${v}`).join(", ");
      return `Hand scored (${String(e.reason ?? "")}): ${each(points)}; scores now ${each(scores)}`;
    }
    case "seed_revealed": return `The match's seed revealed: ${String(e.seed ?? "")}`;
    case "match_won": return "Match over";
    case "schlag_named": return `${who} named the Schlag: ${rankName(String(e.rank), deck)}`;
    case "trump_named": return `${who} named the trump: ${suitName(String(e.suit), deck)}`;
    case "raised": return `${who} raised${e.to !== undefined ? ` (the hand worth ${String(e.to)} if held)` : ""}`;
    case "raise_held": return `${who} held the raise`;
    case "folded": return `${who} folded`;
    case "cards_passed": return `${who} passed ${String(e.count ?? "")} cards`;
    case "cards_exchanged": return "The passed cards were exchanged";
    case "hearts_broken": return "Hearts are broken";
    case "moon_shot": return `${who} shot the moon`;
    case "penalty": return `Penalty: ${who} ${String(e.code ?? "")}`.trim();
    default: return `${who ? who + ": " : ""}${String(e.type).replace(/_/g, " ")}`;
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

/** An engine's reason ("C2 was led: seat 0 holds CT, CQ and must follow clubs, not play
 * SK") in the page's words: card names for card codes, "you" for the player's seat, a
 * phase said in words ("Two of Clubs was led: you hold Ten of Clubs, ..."). */
export function readableReason(message: string, t: Table): string {
  const deck = deckOf(t.game);
  return message
    .replace(/\bseat (\d+) holds\b/g, (_, n: string) =>
      (Number(n) === t.mySeat ? "you hold" : `${seatName(t, Number(n))} holds`))
    .replace(/\bseat (\d+)\b/g, (_, n: string) =>
      (Number(n) === t.mySeat ? "you" : seatName(t, Number(n))))
    .replace(/\bin phase (\w+)/g, (all, phase: string) => PHASE_WORDS[phase] ?? all)
    .replace(CARD_CODE[deck], (code) => cardLabel(code, t.game))
    .replace(/^./, (first) => first.toUpperCase());
}
