// The generic renderer: draws any game's view from its JSON shape alone, so every game is
// playable in the browser before it has a renderer of its own. Scalars become counters,
// lists become rows of cards, objects become zones; hidden things (null) are not drawn.

import { card, html } from "../js/svg.js";

const SKIP = new Set(["game", "seat", "to_move", "over", "result"]);

function words(key) {
  return String(key).replace(/_/g, " ");
}

function isScalar(v) {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

function scalarText(v) {
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

export function counters(obj) {
  const box = html("div", { class: "counters" });
  for (const [k, v] of Object.entries(obj)) {
    if (SKIP.has(k) || v === null || !isScalar(v)) continue;
    box.append(html("span", { class: "counter", text: `${words(k)}: ${scalarText(v)}` }));
  }
  return box;
}

const FACE_DOWN = () => card({ title: "face down", w: 80, h: 60, dim: true, fill: "#d8ceb0" });
const MANY = 24; // a longer list of plain values is data (a map layer), shown compactly

function itemCard(item, ctx) {
  if (item === null) return FACE_DOWN();
  if (isScalar(item)) {
    const title = typeof item === "number" ? `#${item}` : scalarText(item);
    return card({ title: ctx.nameOf ? ctx.nameOf(item) : title, w: 80, h: 60,
                  lines: ctx.nameOf ? [`#${item}`] : [] });
  }
  if (Array.isArray(item)) {
    return card({ title: item.map(scalarText).join(" "), w: 80, h: 60 });
  }
  const title = item.name ?? item.title ?? item.id ?? item.card ?? item.kind ?? "";
  const lines = [];
  for (const [k, v] of Object.entries(item)) {
    if (v === null || ["name", "title"].includes(k)) continue;
    if (isScalar(v)) lines.push(`${words(k)}: ${scalarText(v)}`);
    else if (Array.isArray(v)) lines.push(`${words(k)}: ${v.length}`);
  }
  return card({ title: String(title), lines, w: 110, h: 40 + 12 * Math.min(lines.length, 8) });
}

function listZone(key, list, ctx) {
  const zone = html("div", { class: "zone" }, [html("h3", { text: `${words(key)} (${list.length})` })]);
  if (list.length > MANY && list.every(isScalar)) {
    zone.append(html("p", { class: "values", text: list.map((v) => (v === null ? "·" : scalarText(v))).join(" ") }));
    return zone;
  }
  if (list.length && Array.isArray(list[0])) {
    // A grid: one row of cards per inner list.
    for (const row of list) {
      const line = html("div", { class: "cards" });
      for (const item of row) line.append(itemCard(item, ctx));
      zone.append(line);
    }
    return zone;
  }
  const row = html("div", { class: "cards" });
  for (const item of list) row.append(itemCard(item, ctx));
  zone.append(row);
  return zone;
}

export function objectZone(title, obj, ctx, classes = "zone") {
  const zone = html("div", { class: classes }, [html("h3", { text: title })]);
  zone.append(counters(obj));
  for (const [k, v] of Object.entries(obj)) {
    if (SKIP.has(k) || v === null || isScalar(v)) continue;
    if (Array.isArray(v)) {
      if (isSeatList(k, v, ctx)) {
        v.forEach((p, i) => zone.append(seatZone(p, p.seat ?? i, ctx)));
      } else {
        zone.append(listZone(k, v, ctx));
      }
    } else {
      zone.append(objectZone(words(k), v, ctx));
    }
  }
  return zone;
}

// One entry per seat: objects that name their seat, or a `players`/`seats` list as long as
// the table has players.
function isSeatList(key, list, ctx) {
  const objects = list.length > 0 && list.every((x) => x && typeof x === "object" && !Array.isArray(x));
  if (!objects) return false;
  if (list.every((x) => "seat" in x)) return true;
  return ["players", "seats"].includes(key) && list.length === ctx.frame.table.players;
}

function seatZone(p, seat, ctx) {
  const classes = ["zone"];
  if (seat === ctx.seat) classes.push("me");
  if (seat === ctx.frame.to_move) classes.push("tomove");
  const title = `P${seat}` + (seat === ctx.seat ? " (you)" : "");
  return objectZone(title, p, ctx, classes.join(" "));
}

export function render(board, frame, ctx) {
  board.replaceChildren(objectZone(frame.table.title, frame.view, { ...ctx, frame }));
}
