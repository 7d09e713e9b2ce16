/**
 * Small string-building helpers shared by the German and French faces. Every face is
 * drawn in a 60 × 90 box; numbers are rounded to two decimals so the markup is short
 * and the same on every call.
 */

/** A number as short SVG text: 12.5, 30, -4.25. */
export function num(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/** Text safe inside an XML attribute or element. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** ``shape`` (drawn in a -10 … 10 box) moved to (x, y), scaled, and turned upside down if asked. */
export function place(shape: string, x: number, y: number, scale: number, upsideDown = false): string {
  const turn = upsideDown ? " rotate(180)" : "";
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})${turn}">${shape}</g>`;
}

/** The outer <svg> element of a face: the white card, then ``body``. */
export function cardFrame(label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="${escapeXml(label)}">`
    + `<rect x="0.5" y="0.5" width="59" height="89" rx="4.5" fill="#fffdf7" stroke="#6b6b6b"/>`
    + body + `</svg>`;
}

/**
 * The corner indices: ``text`` over a small pip at the top left, and the same turned
 * round at the bottom right, so a fanned hand shows the card in either corner.
 */
export function cornerIndices(text: string, pip: string, colour: string): string {
  const size = text.length > 1 ? 10 : 12.5;
  const spacing = text.length > 1 ? ` letter-spacing="-0.8"` : "";
  const index = `<text x="6.6" y="14" font-size="${size}"${spacing} font-weight="700" text-anchor="middle"`
    + ` font-family="Georgia,'DejaVu Serif',serif" fill="${colour}">${escapeXml(text)}</text>`
    + place(pip, 6.6, 21.2, 0.38);
  return index + `<g transform="rotate(180 30 45)">${index}</g>`;
}

/**
 * Where the pips of a number card sit, for 2 to 10 pips (the usual French layouts,
 * which German packs share for the 6 to 10). ``flip`` marks the lower-half pips that a
 * French card turns upside down.
 */
export interface PipSpot { x: number; y: number; flip: boolean }

const L = 19.8;
const R = 40.2;
const C = 30;
const FOUR_ROWS = [20, 36.7, 53.3, 70];

function spot(x: number, y: number): PipSpot {
  return { x, y, flip: y > 45 };
}

export function pipSpots(count: number): PipSpot[] {
  const corners = [spot(L, 21), spot(R, 21), spot(L, 69), spot(R, 69)];
  switch (count) {
    case 1: return [spot(C, 45)];
    case 2: return [spot(C, 21), spot(C, 69)];
    case 3: return [spot(C, 21), spot(C, 45), spot(C, 69)];
    case 4: return corners;
    case 5: return [...corners, spot(C, 45)];
    case 6: return [...corners, spot(L, 45), spot(R, 45)];
    case 7: return [...corners, spot(L, 45), spot(R, 45), spot(C, 33)];
    case 8: return [...corners, spot(L, 45), spot(R, 45), spot(C, 33), spot(C, 57)];
    case 9: return [...FOUR_ROWS.flatMap((y) => [spot(L, y), spot(R, y)]), spot(C, 45)];
    case 10: return [...FOUR_ROWS.flatMap((y) => [spot(L, y), spot(R, y)]), spot(C, 28.3), spot(C, 61.7)];
    default: return [];
  }
}

/** The number of pips a number rank shows, or 0 for a court card / ace. */
export function pipCount(rank: string): number {
  if (rank === "T") return 10;
  const n = Number(rank);
  return Number.isInteger(n) && n >= 2 && n <= 9 ? n : 0;
}
