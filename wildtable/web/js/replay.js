// The replay viewer for finished games: step, scrub, and see the game from any seat.

import { api, cardData } from "./api.js";
import { animate, snapshot } from "./changes.js";
import { installHelp } from "./help.js";
import { rendererFor } from "./render.js";
import { knowBots, nameBoard, named, seatHeading, seatLabel } from "./names.js";
import { html } from "./svg.js";

const $ = (id) => document.getElementById(id);
const tableId = location.pathname.split("/").filter(Boolean).pop();
let step = 0;
let steps = 0;
let renderer = null;
let cards = {};
const lengths = new Map(); // step -> the story's length after it
let viewed = null; // the seat the board was last drawn for ("": a spectator)

async function show() {
  const seat = $("seat").value;
  const query = `step=${step}` + (seat === "" ? "" : `&seat=${seat}`);
  const frame = await api(`/api/tables/${tableId}/replay?${query}`);
  steps = frame.steps;
  $("scrub").max = steps;
  $("scrub").value = step;
  $("where").textContent = `move ${step} of ${steps}`;
  $("next-action").textContent = frame.next ? `Next: ${named(frame.next, frame.table)}` : "The end";
  const board = $("board");
  const before = snapshot(board);
  renderer.render(board, frame, { seat: frame.seat, legal: [], cards, act: () => {}, offer: () => {} });
  nameBoard(board, frame.table);
  // A move glides and outlines what it changed; another seat's view of the same move is
  // not a change, and is simply drawn.
  if (viewed === seat) animate(board, before);
  viewed = seat;
  // The story up to this move, its last move's lines marked and in view.
  lengths.set(step, frame.story.length);
  const since = lengths.get(step - 1) ?? frame.story.length - 1;
  const story = $("story");
  story.replaceChildren(...frame.story.map((e, i) => html("li", {
    class: i >= since ? "fresh" : "", text: named(e.text, frame.table) })));
  const first = story.querySelector("li.fresh");
  story.scrollTop = first ? first.offsetTop - story.offsetTop - 8 : story.scrollHeight;
  const box = $("summary");
  box.hidden = !frame.over;
  if (frame.over) {
    const r = frame.view.result;
    const t = frame.table;
    box.replaceChildren(html("h2", { text: `Winner: ${r.winners.map((w) => seatLabel(t, w)).join(", ") || "nobody"}` }),
                        html("p", { text: named(r.reason, t) }),
                        html("ul", {}, r.scores.map((s, i) => html("li", { text: `${seatHeading(t, i)}: ${s}` }))));
  }
}

function go(n) {
  step = Math.max(0, Math.min(steps, n));
  show().catch((e) => { $("where").textContent = e.message; });
}

async function main() {
  const table = await api(`/api/tables/${tableId}`);
  $("title").textContent = `${table.title} · table ${table.id}`;
  $("rules-link").href = `/rules/${table.game}`;
  installHelp(table.game);
  const info = await api(`/api/games/${table.game}`);
  knowBots(info.bots);
  [renderer, cards] = await Promise.all([rendererFor(table.game, info.renderer), cardData(table.game)]);
  $("seat").append(html("option", { value: "", text: "a spectator" }),
                   ...table.seats.map((s) => html("option", { value: s.seat, text: seatLabel(table, s.seat) })));
  $("first").onclick = () => go(0);
  $("back").onclick = () => go(step - 1);
  $("next").onclick = () => go(step + 1);
  $("last").onclick = () => go(steps);
  $("scrub").oninput = () => go(Number($("scrub").value));
  $("seat").onchange = () => { lengths.clear(); go(step); };
  await show();
}

main().catch((e) => { $("where").textContent = e.message; });
