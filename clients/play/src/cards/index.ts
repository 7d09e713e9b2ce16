/**
 * Card faces for the /play page, drawn as SVG by the project (no image downloads).
 *
 * The seam between the page and the card art: the page only calls these three
 * functions. A card code is suit letter then rank (rules-spec §0.1): German-suited
 * decks (Watten, Karnöffel) use suits E G H S, French-suited (Hearts) C D H S.
 * Every face has viewBox "0 0 60 90".
 */

export type DeckKind = "german" | "french";

const SUITS: Record<DeckKind, Record<string, { name: string; symbol: string; colour: string }>> = {
  german: {
    E: { name: "Eichel", symbol: "♣", colour: "#6b4a1e" },
    G: { name: "Gras", symbol: "♠", colour: "#2f6b2a" },
    H: { name: "Herz", symbol: "♥", colour: "#b3141b" },
    S: { name: "Schellen", symbol: "♦", colour: "#c98a00" },
  },
  french: {
    C: { name: "Clubs", symbol: "♣", colour: "#111" },
    D: { name: "Diamonds", symbol: "♦", colour: "#c0141b" },
    H: { name: "Hearts", symbol: "♥", colour: "#c0141b" },
    S: { name: "Spades", symbol: "♠", colour: "#111" },
  },
};

const RANKS: Record<DeckKind, Record<string, string>> = {
  german: { A: "Sau", K: "König", O: "Ober", U: "Unter", T: "Zehn", "9": "Neun", "8": "Acht",
    "7": "Sieben", "6": "Sechs", "5": "Fünf", "4": "Vier", "3": "Drei", "2": "Zwei" },
  french: { "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", T: "Ten", J: "Jack", Q: "Queen", K: "King", A: "Ace" },
};

const SHORT_RANK: Record<DeckKind, Record<string, string>> = {
  german: { A: "A", K: "K", O: "O", U: "U", T: "10" },
  french: { T: "10" },
};

/** The card's name for people and screen readers: "Herz König", "Queen of Spades". */
export function cardName(code: string, deck: DeckKind): string {
  const suit = SUITS[deck][code[0]];
  const rank = RANKS[deck][code.slice(1)];
  if (!suit || !rank) return code;
  if (deck === "german" && code === "S6") return "Weli (Schellen Sechs)";
  return deck === "german" ? `${suit.name} ${rank}` : `${rank} of ${suit.name}`;
}

/** The face of ``code`` as the markup of one <svg> element. */
export function cardSvg(code: string, deck: DeckKind): string {
  const suit = SUITS[deck][code[0]] ?? { name: "?", symbol: "?", colour: "#444" };
  const rankCode = code.slice(1);
  const rank = SHORT_RANK[deck][rankCode] ?? rankCode;
  const label = code === "S6" && deck === "german" ? "Weli" : rank;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="${cardName(code, deck)}">`
    + `<rect x="1" y="1" width="58" height="88" rx="5" fill="#fffdf6" stroke="#333"/>`
    + `<text x="6" y="16" font-size="13" font-family="sans-serif" fill="${suit.colour}">${label}</text>`
    + `<text x="30" y="58" font-size="30" text-anchor="middle" fill="${suit.colour}">${suit.symbol}</text>`
    + `</svg>`;
}

/** The back of a card (hidden cards, the other seats' hands). */
export function cardBackSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="hidden card">`
    + `<rect x="1" y="1" width="58" height="88" rx="5" fill="#284a7e" stroke="#333"/>`
    + `<rect x="6" y="6" width="48" height="78" rx="3" fill="none" stroke="#9bb3d9"/></svg>`;
}
