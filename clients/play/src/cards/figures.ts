/**
 * The court figures: one simple standing figure in card coordinates (60 × 90), told
 * apart by what it wears (crown, feathered hat, cap, the queen's crown and hair) so a
 * player knows the rank at a glance even without reading the corner letter.
 */

export type Figure = "koenig" | "ober" | "unter" | "king" | "queen" | "jack";

const SKIN = `fill="#f6d3a8" stroke="#6b4a2a" stroke-width=".7"`;
const LINE = `stroke="#2b2b2b" stroke-width=".8"`;

const FACE = `<circle cx="30" cy="31" r="6" ${SKIN}/>`
  + `<circle cx="27.8" cy="30.4" r=".75" fill="#2b2b2b"/><circle cx="32.2" cy="30.4" r=".75" fill="#2b2b2b"/>`
  + `<path d="M28.3 34Q30 35.1 31.7 34" fill="none" stroke="#8a3b2a" stroke-width=".7"/>`;
const COLLAR = `<ellipse cx="30" cy="40" rx="6.6" ry="2.2" fill="#ffffff" ${LINE}/>`;
const LEGS = `<path d="M23.2 70h5v8.5h-5zM31.8 70h5v8.5h-5z" fill="#2d2d2d"/>`;
const CROWN = `<path d="M23.6 26.2V19.4L26.8 23L30 17.8L33.2 23L36.4 19.4V26.2Z" fill="#f4c531" stroke="#8a6400" stroke-width=".7"/>`;
const SMALL_CROWN = `<path d="M25 25.6V21L27.5 23.2L30 19.8L32.5 23.2L35 21V25.6Z" fill="#f4c531" stroke="#8a6400" stroke-width=".7"/>`;
const BEARD = `<path d="M24.3 32.6Q25 42.5 30 42.5T35.7 32.6Q33 36.6 30 36.6T24.3 32.6Z" fill="#8a5424" stroke="#4d2c10" stroke-width=".5"/>`;
const MOUSTACHE = `<path d="M26.9 33.4Q30 31.8 33.1 33.4Q30 34.5 26.9 33.4Z" fill="#5a3514"/>`;
const LONG_HAIR = `<path d="M23.2 31C22.6 21.6 37.4 21.6 36.8 31L38 41H22Z" fill="#7a4216"/>`;

function tunic(robe: string, trim: string): string {
  return `<path d="M21.5 40.5Q30 37.2 38.5 40.5L42 70H18Z" fill="${robe}" ${LINE}/>`
    + `<path d="M20.2 55.2h19.6v2.8H20.2z" fill="${trim}"/>` + LEGS;
}

/** A long robe or gown to the feet, with a trimmed hem (ermine for the kings). */
function gown(robe: string, hem: string): string {
  return `<path d="M21.8 40.5Q30 37.2 38.2 40.5L45 77H15Z" fill="${robe}" ${LINE}/>`
    + `<path d="M15.6 72.5H44.4L45 77H15Z" fill="${hem}" ${LINE}/>`
    + `<path d="M20 74.6h1.2M26 74.6h1.2M32 74.6h1.2M38 74.6h1.2" stroke="#1a1a1a" stroke-width="1.6"/>`;
}

function hat(colour: string, feather: string): string {
  return `<path d="M19 17Q22 13.5 27 21" fill="none" stroke="${feather}" stroke-width="2.4" stroke-linecap="round"/>`
    + `<path d="M24.4 25.6Q24.4 19.4 30 19.4T35.6 25.6Z" fill="${colour}" ${LINE}/>`
    + `<path d="M20.6 26.6Q30 23 39.4 26.6Q30 28.8 20.6 26.6Z" fill="${colour}" ${LINE}/>`;
}

function cap(colour: string): string {
  return `<path d="M23.4 27.4Q22.6 20.4 30 20.4T36.6 27.4Q30 25.4 23.4 27.4Z" fill="${colour}" ${LINE}/>`;
}

/** An arm from the right shoulder to (x, y), in the sleeve's colour, with a hand. */
function arm(robe: string, x: number, y: number): string {
  return `<path d="M37.4 43L${x} ${y}" stroke="#2b2b2b" stroke-width="4.4" stroke-linecap="round"/>`
    + `<path d="M37.4 43L${x} ${y}" stroke="${robe}" stroke-width="2.8" stroke-linecap="round"/>`
    + `<circle cx="${x}" cy="${y}" r="1.9" ${SKIN}/>`;
}

const SCEPTRE = `<path d="M19 71L20.6 31" stroke="#8a6400" stroke-width="1.5"/><circle cx="20.7" cy="30" r="2" fill="#f4c531" stroke="#8a6400" stroke-width=".6"/>`;

/**
 * The figure's markup. ``robe`` is the costume colour (the suit's ink), ``trim`` the
 * belt and hat feather. The caller adds the suit sign where the rank holds it.
 */
export function figure(kind: Figure, robe: string, trim: string): string {
  switch (kind) {
    case "koenig":
    case "king":
      return gown(robe, "#ffffff") + COLLAR + FACE + BEARD + CROWN + SCEPTRE;
    case "queen":
      return LONG_HAIR + gown(robe, trim) + COLLAR + FACE + SMALL_CROWN;
    case "ober":
      return tunic(robe, trim) + arm(robe, 42.5, 27) + COLLAR + FACE + MOUSTACHE + hat("#2f2f2f", trim);
    case "unter":
      return tunic(robe, trim) + arm(robe, 42.5, 57) + COLLAR + FACE + cap(robe);
    case "jack":
      return tunic(robe, trim) + COLLAR + FACE + hat(robe, trim);
  }
}
