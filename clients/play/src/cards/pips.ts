/**
 * The suit signs, each drawn in a -10 … 10 box centred on 0,0 (`place` moves and
 * scales them). German signs are the real ones (acorn, leaf, heart, bell), never the
 * French symbols; they carry their own colours.
 */

const HEART_PATH = "M0 9C-4 5.5-10 1.5-10-3.5C-10-7.5-7.3-10-4.6-10C-2.6-10-.9-8.8 0-7"
  + "C.9-8.8 2.6-10 4.6-10C7.3-10 10-7.5 10-3.5C10 1.5 4 5.5 0 9Z";

/** Eichel: an olive-brown acorn standing in its hatched dark cup, a short stalk below (kept
 * well apart in colour from the yellow bell: at 30 px the two were hard to tell apart). */
const ACORN = `<path d="M0-10.5C5.3-10.5 7.2-4.5 7.2 1H-7.2C-7.2-4.5-5.3-10.5 0-10.5Z" fill="#9a6b2f" stroke="#3a1f08" stroke-width=".9"/>`
  + `<path d="M-3.4-5C-3.2-7-2-8.6-.4-9" fill="none" stroke="#e8cf8f" stroke-width="1.2" stroke-linecap="round"/>`
  + `<path d="M-8.2 0H8.2C8.2 5.2 4.6 8 0 8S-8.2 5.2-8.2 0Z" fill="#5e3512" stroke="#3a1f08" stroke-width=".9"/>`
  + `<path d="M-6 1.2L-1.8 7.4M-1.6 1.2L3.6 7.6M2.8 1.2L6.9 5.2M-6.8 4.6L-4.8 6.9M6 1.2L1 7.8M1.6 1.2L-3.8 7.7M-2.8 1.2L-7 5"`
  + ` stroke="#c98a4b" stroke-width=".6" fill="none"/>`
  + `<path d="M0 7.8V10.6" stroke="#3a1f08" stroke-width="1.8" stroke-linecap="round"/>`;

/** Gras (Laub): a broad green leaf, point up, with its stalk and veins. */
const LEAF = `<path d="M0-10.8C3.8-7 8.8-3 8.8 2.2C8.8 6.2 5.2 8.3 0 7.2C-5.2 8.3-8.8 6.2-8.8 2.2C-8.8-3-3.8-7 0-10.8Z"`
  + ` fill="#3f9436" stroke="#1b4a14" stroke-width=".9"/>`
  + `<path d="M0 10.8V-7.5M0-1.5L4.6-5M0-1.5L-4.6-5M0 3L5.6-.2M0 3L-5.6-.2" fill="none" stroke="#1b4a14"`
  + ` stroke-width=".9" stroke-linecap="round"/>`;

/** Herz: a red heart with a small highlight. */
const GERMAN_HEART = `<path d="${HEART_PATH}" fill="#d01a2e" stroke="#7a0714" stroke-width=".9"/>`
  + `<path d="M-6.8-5.2C-6.8-6.9-5.8-7.8-4.6-7.9" fill="none" stroke="#ffb3b9" stroke-width="1.3" stroke-linecap="round"/>`;

/** Schellen: a round yellow sleigh bell with a red band, the slit below and a loop on top. */
const BELL = `<circle cx="0" cy="-8.2" r="1.9" fill="none" stroke="#6e4a00" stroke-width="1.3"/>`
  + `<circle cx="0" cy="1" r="8.2" fill="#f7d117" stroke="#6e4a00" stroke-width=".9"/>`
  + `<path d="M-7.95-1H7.95L8.06 2.5H-8.06Z" fill="#c42a1c"/>`
  + `<path d="M-4.6-3.5C-3.8-5.1-2.4-5.9-1-6.1" fill="none" stroke="#fff2b8" stroke-width="1.3" stroke-linecap="round"/>`
  + `<circle cx="0" cy="5.1" r="1.4" fill="#3b2600"/><path d="M0 5.4V9.2" stroke="#3b2600" stroke-width="1.1"/>`;

export const GERMAN_PIPS: Record<string, string> = { E: ACORN, G: LEAF, H: GERMAN_HEART, S: BELL };

const FRENCH_RED = "#cc1228";
const FRENCH_BLACK = "#161616";

const SPADE_PATH = "M0-10.5C-3.5-6-10-2.5-10 2.5C-10 5.8-7.6 7.6-5 7.6C-3.2 7.6-1.6 6.8-.8 5.5"
  + "C-1 7.6-2.3 9.4-4 10.5H4C2.3 9.4 1 7.6.8 5.5C1.6 6.8 3.2 7.6 5 7.6C7.6 7.6 10 5.8 10 2.5C10-2.5 3.5-6 0-10.5Z";
const DIAMOND_PATH = "M0-10.5C2.4-6.6 5-3.2 7.8 0C5 3.2 2.4 6.6 0 10.5C-2.4 6.6-5 3.2-7.8 0C-5-3.2-2.4-6.6 0-10.5Z";
const CLUB = `<g fill="${FRENCH_BLACK}"><circle cx="0" cy="-5.2" r="4.8"/><circle cx="-5.2" cy="2" r="4.8"/>`
  + `<circle cx="5.2" cy="2" r="4.8"/><circle cx="0" cy=".8" r="3.2"/><path d="M-1.1 0H1.1C1.3 4.5 2.4 8 4.4 10.5H-4.4C-2.4 8-1.3 4.5-1.1 0Z"/></g>`;

export const FRENCH_PIPS: Record<string, string> = {
  C: CLUB,
  D: `<path d="${DIAMOND_PATH}" fill="${FRENCH_RED}"/>`,
  H: `<path d="${HEART_PATH}" fill="${FRENCH_RED}"/>`,
  S: `<path d="${SPADE_PATH}" fill="${FRENCH_BLACK}"/>`,
};

/** The ink of each suit: indices and court costumes. Each reads on the card's paper at 4.5:1 or
 * more (WCAG AA for text), and the four differ by a colour difference (CIE76) of 30 or more. */
export const GERMAN_INK: Record<string, string> = { E: "#4a2a0c", G: "#23681d", H: "#c0142a", S: "#b34d00" };
export const FRENCH_INK: Record<string, string> = { C: FRENCH_BLACK, D: FRENCH_RED, H: FRENCH_RED, S: FRENCH_BLACK };
