/**
 * Card faces for the /play page, drawn as SVG by the project (no image downloads).
 *
 * The seam between the page and the card art: the page only calls these three
 * functions. A card code is suit letter then rank (rules-spec §0.1): German-suited
 * decks (Watten, Karnöffel) use suits E G H S, French-suited (Hearts) C D H S.
 * Every face has viewBox "0 0 60 90", role="img" and an aria-label equal to
 * `cardName`. The functions are pure string building (no DOM): the same markup on
 * every call, testable in node.
 *
 * The Weli: S6 of a German deck is the Weli of Tyrolean Watten, drawn and named as
 * such by default. Karnöffel's pack also has a Schellen Sechs that is no Weli: pass
 * `{ weli: false }` for it (the optional third argument; calls without it are unchanged).
 */

import { frenchFace } from "./french.js";
import { germanFace } from "./german.js";
import { cardFrame, escapeXml } from "./svg.js";

export type DeckKind = "german" | "french";

/** Optional: `weli: false` when S6 of a German deck is a plain Schellen Sechs (Karnöffel). */
export interface CardOptions { weli?: boolean }

const SUIT_NAMES: Record<DeckKind, Record<string, string>> = {
  german: { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" },
  french: { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" },
};

const RANK_NAMES: Record<DeckKind, Record<string, string>> = {
  german: { A: "Sau", K: "König", O: "Ober", U: "Unter", T: "Zehn", "9": "Neun", "8": "Acht",
    "7": "Sieben", "6": "Sechs", "5": "Fünf", "4": "Vier", "3": "Drei", "2": "Zwei" },
  french: { "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", T: "Ten", J: "Jack", Q: "Queen", K: "King", A: "Ace" },
};

function isWeli(code: string, deck: DeckKind, options: CardOptions): boolean {
  return deck === "german" && code === "S6" && options.weli !== false;
}

/** The card's name for people and screen readers: "Herz König", "Queen of Spades". */
export function cardName(code: string, deck: DeckKind, options: CardOptions = {}): string {
  const suit = SUIT_NAMES[deck][code[0] ?? ""];
  const rank = RANK_NAMES[deck][code.slice(1)];
  if (suit === undefined || rank === undefined || code.length !== 2) return code;
  if (isWeli(code, deck, options)) return "Weli (Schellen Sechs)";
  return deck === "german" ? `${suit} ${rank}` : `${rank} of ${suit}`;
}

/** The face of ``code`` as the markup of one <svg> element. */
export function cardSvg(code: string, deck: DeckKind, options: CardOptions = {}): string {
  const suit = code[0] ?? "";
  const rank = code.slice(1);
  const body = code.length !== 2 ? null
    : deck === "german" ? germanFace(suit, rank, isWeli(code, deck, options)) : frenchFace(suit, rank);
  const name = cardName(code, deck, options);
  if (body === null) {
    return cardFrame(name, `<text x="30" y="50" font-size="12" text-anchor="middle"`
      + ` font-family="sans-serif" fill="#444">${escapeXml(code)}</text>`);
  }
  return cardFrame(name, body);
}

/** The back of a card (hidden cards, the other seats' hands): a blue lattice in a white border. */
export function cardBackSvg(): string {
  let diamonds = "";
  for (let row = 0; row < 12; row += 1) {
    const y = 8 + row * 6.7;
    const offset = row % 2 === 0 ? 0 : 3.7;
    for (let col = 0; col < 7; col += 1) {
      const x = 8.4 + offset + col * 7.4;
      if (x > 52) continue;
      diamonds += `M${x.toFixed(1)} ${(y - 2.6).toFixed(1)}l2.2 2.6-2.2 2.6-2.2-2.6z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="hidden card">`
    + `<rect x="0.5" y="0.5" width="59" height="89" rx="4.5" fill="#fffdf7" stroke="#6b6b6b"/>`
    + `<rect x="4" y="4" width="52" height="82" rx="2.5" fill="#23427a"/>`
    + `<path d="${diamonds}" fill="#5d80bd"/>`
    + `<rect x="6" y="6" width="48" height="78" rx="1.8" fill="none" stroke="#c9d6ee" stroke-width=".8"/>`
    + `<ellipse cx="30" cy="45" rx="9" ry="12" fill="#23427a" stroke="#e7c35a" stroke-width="1.2"/>`
    + `<path d="M30 37L34.5 45L30 53L25.5 45Z" fill="#e7c35a"/>`
    + `</svg>`;
}
