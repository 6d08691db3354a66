// The players panel: each seat's name (or bot level), whether its person is connected,
// away or gone, whose turn it is, each person's time bank, and what others can do for a
// seat whose person has gone (hand it to its bot) or an open seat (sit there).

import { botLabel, seatLabel } from "./names.js";
import { html } from "./svg.js";

let table = null; // the latest public table
let stamp = 0; // when its clocks were read (Date.now())
let presence = []; // per seat: {presence, goneAt, votes}
let grace = 60;
let hooks = null;
let over = false;

// hooks: {mine: [seats], handover(seat), join(seat), rename()}
export function initSeats(h) { hooks = h; }

function readPresence(list) {
  const now = Date.now();
  presence = list.map((p) => ({ presence: p.presence, goneAt: now - p.gone_for * 1000, votes: p.votes }));
}

export function seatsFromFrame(frame) {
  table = frame.table;
  over = frame.over;
  stamp = Date.now();
  if (table.presence) readPresence(table.presence);
  draw();
}

export function seatsFromPresence(msg) {
  grace = msg.grace;
  readPresence(msg.seats);
  if (table) table.spectators = msg.spectators;
  draw();
}

export function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const m = Math.floor(s / 60);
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`
    : `${m}:${String(s % 60).padStart(2, "0")}`;
}

function clockLeft(s) {
  if (s.clock_left === null || s.clock_left === undefined) return null;
  return s.clock_running ? s.clock_left - (Date.now() - stamp) / 1000 : s.clock_left;
}

const PRESENCE_WORDS = { connected: "here", away: "away", gone: "gone" };

function seatRow(s) {
  const mine = hooks.mine.includes(s.seat);
  const p = presence[s.seat] || { presence: "gone", goneAt: Date.now(), votes: 0 };
  const person = s.kind === "human";
  const state = !person ? "bot" : s.claimed ? p.presence : "open";
  const row = html("li", { class: "seat", "data-seat": s.seat, "data-presence": state });
  if (table.to_move === s.seat && !over) row.classList.add("tomove");
  if (mine) row.classList.add("me");
  row.append(html("span", { class: "dot", "aria-hidden": "true" }));
  // A person's own name stays as they wrote it; the panel's own words start a line.
  const label = seatLabel(table, s.seat);
  const who = html("span", { class: "who", text: s.kind === "human" && s.name ? label
    : label.charAt(0).toUpperCase() + label.slice(1) });
  row.append(who);
  if (mine) {
    row.append(html("span", { class: "tag", text: "you" }));
    if (person) row.append(html("button", { class: "link", text: "rename", onclick: () => hooks.rename() }));
  }
  const notes = [];
  if (person) notes.push(s.claimed ? PRESENCE_WORDS[p.presence] : "nobody sits here yet");
  if (person && s.control === "bot") notes.push(`${botLabel(s.agent)} plays`);
  if (table.to_move === s.seat && !over) notes.push("to move");
  row.append(html("span", { class: "what", text: notes.join(" · ") }));
  const left = clockLeft(s);
  if (left !== null) {
    row.append(html("span", { class: `clock${s.clock_running ? " running" : ""}${left < 20 ? " low" : ""}`,
                              "aria-label": `time left for ${seatLabel(table, s.seat)}`, text: clockText(left) }));
  }
  if (!over) row.append(...actionsFor(s, p));
  return row;
}

function actionsFor(s, p) {
  const out = [];
  const seated = hooks.mine.some((m) => m !== s.seat && table.seats[m].control === "human");
  if (s.kind === "human" && !s.claimed && !hooks.mine.length) {
    out.push(html("button", { class: "sit", text: "Sit here", onclick: () => hooks.join(s.seat) }));
  }
  // Nobody is stuck waiting: a person gone past the grace period, or a seat nobody took.
  if (seated && s.kind === "human" && s.control === "human" && p.presence === "gone"
      && !hooks.mine.includes(s.seat)) {
    const waited = (Date.now() - p.goneAt) / 1000;
    if (waited >= grace) {
      const agreed = p.votes ? ` (${p.votes} agreed)` : "";
      const whom = s.claimed ? `for ${seatLabel(table, s.seat)}` : "this seat";
      out.push(html("button", { class: "handover", "data-handover": s.seat,
        text: `Let a bot play ${whom}${agreed}`, onclick: () => hooks.handover(s.seat) }));
    } else {
      out.push(html("small", { class: "wait", text: `a bot can take over in ${Math.ceil(grace - waited)} s` }));
    }
  }
  return out;
}

function draw() {
  const box = document.getElementById("players");
  if (!box || !table || !hooks) return;
  const list = html("ul", { class: "seats" }, table.seats.map(seatRow));
  const watchers = table.spectators ? [html("p", { class: "watchers",
    text: table.spectators === 1 ? "1 person watching" : `${table.spectators} people watching` })] : [];
  box.replaceChildren(list, ...watchers);
}

// Clocks and the hand-over countdown move between frames.
export function tickSeats() {
  if (table && (table.clock || presence.some((p) => p.presence === "gone"))) draw();
}
