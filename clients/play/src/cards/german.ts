/**
 * German-suited faces (Watten, Karnöffel): acorns, leaves, hearts and bells. Number
 * cards show their pips upright, as German packs do; the Sau one large sign; the König
 * wears a crown and his suit on his robe, the Ober holds his sign up high and the Unter
 * low, as on real German cards. The Weli (Schellen Sechs of Tyrolean Watten) has its
 * own face: six bells round a "WELI" banner.
 */

import { figure } from "./figures.js";
import { GERMAN_INK, GERMAN_PIPS } from "./pips.js";
import { cornerIndices, pipCount, pipSpots, place } from "./svg.js";

const INDEX: Record<string, string> = { A: "A", K: "K", O: "O", U: "U", T: "10" };
const TRIM = "#f4c531";

function numberFace(pip: string, count: number): string {
  const scale = count >= 9 ? 0.55 : 0.6;
  return pipSpots(count).map((s) => place(pip, s.x, s.y, scale)).join("");
}

function sauFace(pip: string, ink: string): string {
  return `<ellipse cx="30" cy="46" rx="21" ry="26" fill="none" stroke="${ink}" stroke-width=".8" stroke-dasharray="2 1.6"/>`
    + place(pip, 30, 46, 1.85);
}

function courtFace(rank: string, pip: string, ink: string): string {
  const robe = ink;
  const trim = rank === "S" ? "#7a4a00" : TRIM;
  switch (rank) {
    case "K": return figure("koenig", robe, trim) + place(pip, 30, 57.5, 0.55);
    case "O": return figure("ober", robe, trim) + place(pip, 43.5, 17.5, 0.6);
    default: return figure("unter", robe, trim) + place(pip, 42.5, 58.5, 0.6);
  }
}

/** The Weli: three bells above and three below a red and gold banner reading WELI. */
function weliFace(pip: string): string {
  const bells = [18.5, 30, 41.5].flatMap((x) => [place(pip, x, 27, 0.52), place(pip, x, 63, 0.52)]).join("");
  const banner = `<path d="M3 37.5H57L53.5 45L57 52.5H3L6.5 45Z" fill="#c42a1c" stroke="#6e1208" stroke-width=".8"/>`
    + `<path d="M7.5 39.6H52.5M7.5 50.4H52.5" stroke="#f4c531" stroke-width=".9"/>`
    + `<text x="30" y="49.2" font-size="11.5" font-weight="700" text-anchor="middle" letter-spacing="1.2"`
    + ` font-family="Georgia,'DejaVu Serif',serif" fill="#fff6d0">WELI</text>`;
  return bells + banner;
}

/** The body of a German face (everything inside the card frame), or null for a code it does not know. */
export function germanFace(suit: string, rank: string, weli: boolean): string | null {
  const pip = GERMAN_PIPS[suit];
  const ink = GERMAN_INK[suit];
  if (pip === undefined || ink === undefined) return null;
  if (weli && suit === "S" && rank === "6") return weliFace(pip) + cornerIndices("W", pip, ink);
  const count = pipCount(rank);
  let body: string;
  if (count > 0) body = numberFace(pip, count);
  else if (rank === "A") body = sauFace(pip, ink);
  else if (rank === "K" || rank === "O" || rank === "U") body = courtFace(rank, pip, ink);
  else return null;
  return body + cornerIndices(INDEX[rank] ?? rank, pip, ink);
}
