/**
 * French-suited faces (Hearts): the standard pips, lower-half pips turned round as on
 * real cards, red hearts and diamonds, black clubs and spades. Jack, Queen and King
 * stand in a framed panel with the suit sign by their heads; the Ace is one large pip.
 */

import { figure, type Figure } from "./figures.js";
import { FRENCH_INK, FRENCH_PIPS } from "./pips.js";
import { cornerIndices, pipCount, pipSpots, place } from "./svg.js";

const COURTS: Record<string, Figure> = { J: "jack", Q: "queen", K: "king" };
const ROBE: Record<string, string> = { C: "#24407a", D: "#c8102e", H: "#c8102e", S: "#24407a" };

function numberFace(pip: string, count: number): string {
  const scale = count >= 9 ? 0.55 : 0.6;
  return pipSpots(count).map((s) => place(pip, s.x, s.y, scale, s.flip)).join("");
}

function courtFace(kind: Figure, suit: string, pip: string, ink: string): string {
  const robe = ROBE[suit] ?? ink;
  const trim = robe === "#c8102e" ? "#24407a" : "#c8102e";
  return `<rect x="12.5" y="11" width="35" height="68" rx="1.5" fill="#fdf3d7" stroke="${ink}" stroke-width=".8"/>`
    + figure(kind, robe, trim) + place(pip, 40.8, 18.6, 0.46);
}

/** The body of a French face, or null for a code it does not know. */
export function frenchFace(suit: string, rank: string): string | null {
  const pip = FRENCH_PIPS[suit];
  const ink = FRENCH_INK[suit];
  if (pip === undefined || ink === undefined) return null;
  const count = pipCount(rank);
  const court = COURTS[rank];
  let body: string;
  if (count > 0) body = numberFace(pip, count);
  else if (rank === "A") body = place(pip, 30, 45, suit === "S" ? 1.9 : 1.5);
  else if (court !== undefined) body = courtFace(court, suit, pip, ink);
  else return null;
  return body + cornerIndices(rank === "T" ? "10" : rank, pip, ink);
}
