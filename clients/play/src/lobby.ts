/**
 * The lobby: the game, a preset, the options it resolves to (every option of
 * `GET /v1/games/{game}` with a choice of values, editable), and the seats (you at seat 0,
 * a bot of a chosen level at every other seat).
 */
import { gameInfo, listGames, type CreateBody, type GameInfo, type OptionInfo } from "./api.js";
import { h } from "./dom.js";

const LEVELS = ["random", "heuristic", "expert"];
const INVITE = "invite"; // a seat's choice: another player, invited by a link
const DEFAULT_PRESET: Record<string, string> = { watten: "bavarian", hearts: "standard",
  karnoeffel: "standard" };

type Values = Record<string, unknown>;

function optionControl(o: OptionInfo, value: unknown): HTMLElement | null {
  const id = `opt-${o.name}`;
  let control: HTMLInputElement | HTMLSelectElement;
  if (o.type === "boolean") {
    control = h("input", { id, type: "checkbox", "data-option": o.name, checked: value === true });
  } else if ((o.type === "string" || o.type === "integer") && o.allowed) {
    // An option that may be null (Watten's raise_cap: no cap) offers "none" too: without
    // it the first value showed, and was sent as a change of the preset's rules.
    const none = o.nullable
      ? [h("option", { value: "", selected: value === null }, "none")] : [];
    control = h("select", { id, "data-option": o.name,
      "data-type": o.type === "integer" ? "integer" : undefined,
      "data-nullable": o.nullable ? "true" : undefined },
      ...none,
      ...o.allowed.map((v) => h("option", { value: String(v), selected: v === value }, String(v))));
  } else if (o.type === "integer") {
    control = h("input", { id, type: "number", "data-option": o.name, "data-type": "integer",
      min: o.minimum, max: o.maximum, value: value === null ? "" : String(value),
      placeholder: o.nullable ? "none" : undefined });
  } else {
    return null; // list options (pass cycle, removed cards) keep the preset's value
  }
  return h("div", { class: "option" }, h("label", { for: id, title: o.description }, o.name), control);
}

function readControl(el: HTMLInputElement | HTMLSelectElement): unknown {
  if (el instanceof HTMLInputElement && el.type === "checkbox") return el.checked;
  if (el.dataset.type === "integer") return el.value === "" ? null : Number(el.value);
  if (el.dataset.nullable === "true" && el.value === "") return null;
  return el.value;
}

export async function showLobby(root: HTMLElement,
                                start: (body: CreateBody) => Promise<void>): Promise<void> {
  const games = await listGames();
  const infos = new Map<string, GameInfo>();
  const gameSelect = h("select", { id: "game", "data-testid": "game" },
    ...games.map((g) => h("option", { value: g.id }, g.title)));
  const presetSelect = h("select", { id: "preset", "data-testid": "preset" });
  const options = h("div", { class: "options" });
  const seats = h("div", { class: "seats" });
  const seed = h("input", { id: "seed", type: "number", min: 0, "data-testid": "seed",
    placeholder: "random" });
  const startButton = h("button", { type: "submit", "data-testid": "start", class: "primary" },
    "Start");
  const form = h("form", { class: "lobby", "aria-label": "New match" },
    h("div", { class: "row" }, h("label", { for: "game" }, "Game"), gameSelect),
    h("div", { class: "row" }, h("label", { for: "preset" }, "Preset"), presetSelect),
    h("details", {}, h("summary", {}, "Options"), options),
    h("fieldset", {}, h("legend", {}, "Seats"), seats),
    h("div", { class: "row" }, h("label", { for: "seed" }, "Seed (replay a deal)"), seed),
    startButton);
  root.replaceChildren(h("h1", {}, "Stichwerk — play against the bots"), form);

  let preset: Values = {};

  function players(): number {
    const el = options.querySelector<HTMLSelectElement>("[data-option=players]");
    return el ? Number(el.value) : Number(preset.players ?? 4);
  }

  function drawSeats(): void {
    const old = [...seats.querySelectorAll<HTMLSelectElement>("select")].map((s) => s.value);
    const rows: HTMLElement[] = [h("p", {}, "Seat 0: you")];
    for (let seat = 1; seat < players(); seat++) {
      const id = `seat-${seat}`;
      const level = old[seat - 1] ?? "heuristic";
      rows.push(h("div", { class: "row" }, h("label", { for: id }, `Seat ${seat}`),
        h("select", { id, "data-testid": `seat-level-${seat}`, "data-seat": seat },
          ...LEVELS.map((l) => h("option", { value: l, selected: l === level }, `bot: ${l}`)),
          h("option", { value: INVITE, selected: level === INVITE }, "a player (invite by link)"))));
    }
    seats.replaceChildren(...rows);
  }

  function drawOptions(info: GameInfo): void {
    const chosen = (info.presets[presetSelect.value] ?? {}) as Values;
    // what each control shows first: the preset's value, else the option's default
    preset = Object.fromEntries(info.options.map((o) => [o.name, chosen[o.name] ?? o.default]));
    const controls = info.options.map((o) => optionControl(o, preset[o.name]));
    options.replaceChildren(...controls.filter((c): c is HTMLElement => c !== null));
    options.querySelector("[data-option=players]")?.addEventListener("change", drawSeats);
    drawSeats();
  }

  let choosing = 0; // which call of chooseGame is the latest

  async function chooseGame(): Promise<void> {
    const id = gameSelect.value;
    const call = ++choosing;
    let info = infos.get(id);
    if (!info) {
      info = await gameInfo(id);
      infos.set(id, info);
      // The game was chosen again while its rules were on their way (the first game's,
      // fetched as the lobby opens, can come after a choice): the latest call draws the
      // form, once, and an earlier one must not draw over what was picked since.
      if (call !== choosing) return;
    }
    const names = Object.keys(info.presets);
    presetSelect.replaceChildren(...names.map((n) =>
      h("option", { value: n, selected: n === DEFAULT_PRESET[id] }, n)));
    drawOptions(info);
    form.dataset.game = id; // the form now shows this game (presets, options, seats)
  }

  gameSelect.addEventListener("change", () => { void chooseGame(); });
  presetSelect.addEventListener("change", () => {
    const info = infos.get(gameSelect.value);
    if (info) drawOptions(info);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const changed: Values = {};
    for (const el of options.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
      const name = el.dataset.option ?? "";
      const value = readControl(el);
      if (value !== preset[name]) changed[name] = value;
    }
    const seatList: CreateBody["seats"] = [{ kind: "human" }];
    for (const s of seats.querySelectorAll<HTMLSelectElement>("select[data-seat]")) {
      seatList.push(s.value === INVITE ? { kind: "human" }
        : { kind: "bot", level: s.value as "random" | "heuristic" | "expert" });
    }
    // Other players claim their seats themselves with the codes of `seating: "invite"`
    // (this page claims seat 0 with its own): nobody, this browser included, holds their
    // tokens.
    const invite = seatList.some((s, i) => i > 0 && s.kind === "human");
    startButton.disabled = true;
    const body = { game: gameSelect.value, preset: presetSelect.value, seats: seatList,
      ...(invite ? { seating: "invite" } : {}),
      ...(Object.keys(changed).length ? { options: changed } : {}),
      ...(seed.value !== "" ? { seed: Number(seed.value) } : {}) } as CreateBody;
    start(body).finally(() => { startButton.disabled = false; });
  });
  await chooseGame();
  gameSelect.focus();
}
