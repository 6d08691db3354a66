// Weavlings in the Wilds: the Tender Wilds as a 4×3 grid (4 columns, 3 rows, row by row
// in the view), with the Trapper, face-down cards and overlays; spaces you can act on are
// highlighted and clickable. Every revealed card shows what it does: a Beastie its Chomp
// and Devour arrows, Speed, Meat and the Wound its wheel shows, a Weavling its
// population, cost and mood, a Trap its rank, chain and effect, a Spirit or an Event its
// effect; the wheels are read on the side that is up now. Then the turn, the Meat, the
// Wounds and the populations against their limits, your hand (a Trap you can use is a
// click away) and the piles. Everything in the view stays one click away, drawn by the
// generic renderer under "Everything in your view".
//
// Card ids (the game's documented scheme): the Events, Wilds Spirits, Traps, Weavlings and
// Beasties of cards.toml in that order, each entry repeated `count` times.

import {
  card, chips, clickable, fitLines, html, info, shorten, svg, textWidth, zoomable,
} from "../js/svg.js";
import { objectZone } from "./generic.js";

const COLUMNS = 4;
const SPACE_VERBS = new Set(["start", "move", "collect", "take", "lure", "swap", "cancel", "put"]);
const W = 150;
const H = 104;
const ARROWS = { up: "↑", down: "↓", left: "←", right: "→", "up-left": "↖", "up-right": "↗",
                 "down-left": "↙", "down-right": "↘" };
const UP_SIDE = ["▲", "◀", "▼", "▶"]; // the printed side up after 0..3 quarter turns
const KIND_FILL = { event: "#efe3f7", spirit: "#e0f2f1", trap: "#fff3c4", weavling: "#e3f1d8",
                    beastie: "#f6d9d2" };
const EFFECT_WORDS = {
  sunlight: "every column moves down one row",
  eclipse: "discards every non-Beastie card",
  bonus_meat: "pays as Meat",
  cancel_event: "cancels a revealed Event",
  bonus_action: "a bonus Action",
  recover_trap: "takes a Trap back from the Banished Pile",
  wound_to_meat: "turns a Wound into Meat",
  capture_row: "captures a row",
  capture_column: "captures a column",
  capture_block: "captures a 2×2 block",
  bait: "catches a Beastie that reaches it",
  capture_any: "captures a revealed Beastie anywhere",
  snare: "set on a space: catches the first Beastie to come beneath it",
  swap_two: "swaps 2 cards",
  discard_diagonals: "discards the diagonals through a space",
  discard_orthogonals: "discards a space's row and column",
  arrange_column: "rearranges a column",
  arrange_row: "rearranges a row",
  transpose: "trades a discarded card for a banished one",
  second_sight: "name a card type, then draw",
};

function catalog(data) {
  if (catalog.cache && catalog.cache.data === data) return catalog.cache.byId;
  const byId = [];
  for (const kind of ["event", "spirit", "trap", "weavling", "beastie"]) {
    for (const entry of data[kind] || []) {
      for (let i = 0; i < (entry.count || 0); i++) byId.push({ ...entry, kind });
    }
  }
  catalog.cache = { data, byId };
  return byId;
}

// The lines a card shows: what it does, with its wheels read on side `rot`.
function cardLines(c, rot) {
  switch (c.kind) {
    case "beastie": {
      const reach = (c.chomp || []).map((d) => ARROWS[d]).join("") || "–";
      const devour = (c.devour || []).map((d) => ARROWS[d]).join("");
      const lines = [`chomp ${reach}${devour ? ` · devour ${devour}` : ""}`,
                     `speed ${c.speed} · meat ${c.meat}`, `wound ${(c.wounds || [0, 0, 0, 0])[rot]}`];
      if (c.prowl) lines.push("prowl");
      if (c.sanguinarius) lines.push("sanguinarius");
      return lines;
    }
    case "weavling": {
      const happy = (c.happiness || [])[rot] !== "unhappy";
      return [`population ${c.population} · cost ${c.cost}`, happy ? "happy" : "unhappy"];
    }
    case "trap":
      return [`rank ${c.rank}${c.chain ? " · chain" : ""}${c.fixed ? " · fixed once played" : ""}`,
              EFFECT_WORDS[c.effect] || c.effect];
    case "event":
      if (c.effect === "summon") return [`summons ${/^[AEIOU]/.test(c.summons) ? "an" : "a"} ${c.summons}`];
      return [EFFECT_WORDS[c.effect] || c.effect];
    default:
      return [EFFECT_WORDS[c.effect] || c.effect || ""];
  }
}

function describe(id, v, ctx) {
  const c = catalog(ctx.cards || {})[id];
  const name = (v.names || {})[String(id)] ?? `card ${id}`;
  if (!c) return { title: name, lines: [], fill: "#fffdf6" };
  return { title: c.name, lines: cardLines(c, v.rotation || 0), fill: KIND_FILL[c.kind] };
}

function pileCard(id, v, ctx, extra = {}) {
  const d = describe(id, v, ctx);
  return card({ ...d, w: 120, h: 108, label: `${d.title} ${id}`, ...extra });
}

// The spaces an action acts on: a space verb's first space (a chained collection names
// its first Trap there), a Trap's target read by its effect: a row, a column, a 2×2 block
// (target t: top-left space (t div 3) * 4 + t mod 3), a space; none for the rest.
function targets(l, ctx) {
  const [verb, first, second] = l.action.split(" ");
  if (SPACE_VERBS.has(verb)) return [Number(first)];
  if (verb !== "use" || second === undefined) return [];
  const trap = catalog(ctx.cards || {}).find((c) => c.kind === "trap" && c.slug === first);
  const t = Number(second);
  if (!trap || !Number.isInteger(t)) return [];
  switch (trap.effect) {
    case "capture_row": case "arrange_row": return [0, 1, 2, 3].map((c) => t * COLUMNS + c);
    case "capture_column": case "arrange_column": return [0, 1, 2].map((r) => r * COLUMNS + t);
    case "capture_block": {
      const top = Math.floor(t / 3) * COLUMNS + (t % 3);
      return [top, top + 1, top + COLUMNS, top + COLUMNS + 1];
    }
    case "transpose": case "second_sight": return [];
    default: return [t];
  }
}

// The choices a click on space `index` means. Once a card is chosen (ctx.chosen), the
// legal list is that card's actions alone: the click picks its target here.
function spaceActions(ctx, index) {
  return ctx.legal.filter((l) => targets(l, ctx).includes(index));
}

// A bold title's size so that it fits `room` px: "Spirit of Intervention" is set
// smaller rather than run to the card's edge.
function fitted(title, size, room) {
  return Math.max(8, Math.min(size, Math.floor(size * room / textWidth(title, size, true))));
}

function grid(v, ctx) {
  const rows = Math.ceil(v.grid.length / COLUMNS);
  const compact = matchMedia("(max-width: 700px)").matches;
  // Scaled to the board's width on a phone; the viewBox keeps the cards' shape.
  const board = svg("svg", { class: "grid", width: COLUMNS * (W + 8), height: rows * (H + 8),
                             viewBox: `0 0 ${COLUMNS * (W + 8)} ${rows * (H + 8)}`,
                             role: "img", "aria-label": "the Tender Wilds" });
  v.grid.forEach((entry, i) => {
    const x = (i % COLUMNS) * (W + 8);
    const y = Math.floor(i / COLUMNS) * (H + 8);
    const actions = spaceActions(ctx, i);
    let title = "empty";
    let lines = [];
    let fill = "#fffdf6";
    if (entry === "trapper") [title, fill] = ["the Trapper", "#3f6b3a"];
    else if (entry === "down") [title, fill] = ["face down", "#d8ceb0"];
    else if (entry !== null && entry !== undefined) ({ title, lines, fill } = describe(entry, v, ctx));
    const ink = entry === "trapper" ? "white" : "#2b2a26";
    // On a phone the grid is drawn at ~60%: bigger letters, fewer lines.
    const [big, small, most] = compact ? [17, 15, 3] : [12, 10.5, 4];
    const shortTitle = compact
      ? shorten(title.startsWith("Spirit of ") ? title.slice(10) : title, W - 16, big, true) : title;
    // A card played onto the space (an overlay) takes the card's last line.
    const overlay = v.overlays ? v.overlays[i] : null;
    const onTop = overlay !== null && overlay !== undefined ? `+ ${describe(overlay, v, ctx).title}` : "";
    const lineY = (k) => (compact ? 46 : 34) + (compact ? 18 : 13) * k;
    // Lines run from x 8 to 8 px short of the edge; one that reaches down to the ⓘ (a
    // circle of radius 8 at H - 30) stops short of it.
    const room = (k) => (lineY(k) + 4 > H - 38 ? W - 32 : W - 16);
    // The card, keyed by what lies there, inside the space's place: a card that slides
    // down a row in a collapse glides there (js/changes.js animates the inner group).
    const key = entry === "trapper" ? "trapper" : typeof entry === "number" ? `card ${entry}` : `space ${i} ${entry}`;
    const face = svg("g", { "data-key": key }, [
      svg("rect", { class: "frame", x: 1, y: 1, width: W - 2, height: H - 2, rx: 8, fill,
                    stroke: "#6d6146" }),
      svg("text", { x: 8, y: compact ? 24 : 18, "font-weight": "bold", fill: ink,
                    "font-size": compact ? big : fitted(title, big, W - 16) }, [shortTitle]),
      ...fitLines(lines, room, onTop ? most - 1 : most, small)
        .map((line, k) => svg("text", { x: 8, y: lineY(k), "font-size": small, fill: ink }, [line])),
      svg("text", { x: W - 8, y: H - 7, "text-anchor": "end", "font-size": 10, fill: ink },
          [`space ${i}`]),
    ]);
    const cell = svg("g", { class: "card", "data-space": i, transform: `translate(${x},${y})` }, [face]);
    if (onTop) {
      cell.append(svg("text", { x: 8, y: lineY(most - 1), "font-size": small, fill: "#7a3c9e" },
                      [shorten(onTop, room(most - 1), small)]));
    }
    if (typeof entry === "number") {
      zoomable(cell, title, onTop ? [...lines, onTop] : lines);
      face.append(info(W - 14, H - 30));
    }
    board.append(clickable(cell, actions, ctx));
  });
  return board;
}

// Spending a Wilds Spirit from the hand, by its effect (the verbs the game's actions use).
const SPIRIT_VERBS = { bonus_meat: ["pay", "keep"], recover_trap: ["recover"],
                       bonus_action: ["opportunity"], wound_to_meat: ["restore"],
                       cancel_event: ["cancel"] };

// The actions a hand card takes part in: a Trap's uses name it by its slug, a Spirit's
// by its effect's verbs, a Beastie paid as Meat by its Meat.
function handActions(id, ctx) {
  const c = catalog(ctx.cards || {})[id];
  if (!c) return [];
  return ctx.legal.filter((l) => {
    const [verb, first] = l.action.split(" ");
    if (c.kind === "trap") return verb === "use" && first === c.slug;
    if (c.kind === "spirit") {
      const verbs = SPIRIT_VERBS[c.effect] || [];
      return verbs.includes(verb) && (c.effect !== "bonus_meat" || first === "fortune");
    }
    if (c.kind === "beastie") return (verb === "pay" || verb === "keep") && first === String(c.meat);
    return false;
  });
}

function pile(title, ids, v, ctx, classes = "cards", head = `${title} (${ids.length})`) {
  return [html("h3", { text: head }),
          html("div", { class: classes }, ids.map((id) => pileCard(id, v, ctx)))];
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const status = html("div", { class: "zone" }, [
    html("h3", { text: v.over ? "The game is over" : `Turn ${v.turn} · ${v.phase} phase` }),
    chips([
      v.over ? "" : `Actions left: ${v.actions}`,
      `Meat: ${v.meat}`,
      `Wounds: ${v.wound_total} of ${v.wound_limit}`,
      `lured population: ${v.lured_population} of ${v.win_population}`,
      `lost population: ${v.lost_population} of ${v.lose_population}`,
      `Wilds Deck: ${v.deck}`,
      `reshuffles: ${v.reshuffles}`,
      `side up: ${UP_SIDE[v.rotation || 0]}`,
      `${v.trapper} Trapper · ${v.difficulty}`,
      v.spirits_removed ? `${v.spirits_removed} Spirits removed unseen` : "",
    ]),
  ]);
  const wilds = html("div", { class: "zone" }, [html("h3", { text: "The Tender Wilds" }), grid(v, ctx)]);
  const yours = html("div", { class: "zone me" }, [html("h3", { text: `Your hand (${v.hand.length})` })]);
  yours.append(html("div", { class: "cards hand" },
                    v.hand.map((id) => clickable(pileCard(id, v, ctx), handActions(id, ctx), ctx))));
  for (const [title, key] of [["Chosen to lure", "chosen"], ["Paying", "paying"],
                              ["Unhappy: pay 1 Meat or lose", "unhappy"],
                              ["Revealed Events", "events_waiting"]]) {
    if ((v[key] || []).length) yours.append(...pile(title, v[key], v, ctx));
  }
  const piles = html("div", { class: "zone" });
  // Each Wound card counts its Wound Wheel's top number: 5 cards may be worth 1.
  if ((v.wounds || []).length) {
    piles.append(...pile("Wounds", v.wounds, v, ctx, "cards",
                         `Wound cards (${v.wounds.length}), worth ${v.wound_total} of ${v.wound_limit}`));
  }
  // The other piles are long and seldom read (their counts head the table): a click away.
  for (const [title, key] of [["Lured", "lured"], ["Lost", "lost"], ["Discard pile", "discard"],
                              ["Banished Pile", "banished"]]) {
    if ((v[key] || []).length) {
      piles.append(html("details", {}, [html("summary", { text: `${title} (${v[key].length})` }),
                                        ...pile(title, v[key], v, ctx).slice(1)]));
    }
  }
  const names = v.names || {};
  const all = html("details", { class: "zone" }, [
    html("summary", { text: "Everything in your view" }),
    objectZone(frame.table.title, v, { ...ctx, frame, nameOf: (id) => names[String(id)] ?? `#${id}` }),
  ]);
  board.replaceChildren(status, wilds, yours, ...(piles.children.length ? [piles] : []), all);
}
