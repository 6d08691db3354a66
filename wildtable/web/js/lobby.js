// The lobby: create a table, share its invite links, resume your tables, join or watch others.

import { api, saveSeat, savedSeats } from "./api.js";
import { inviteRows } from "./invites.js";
import { botLabel, knowBots, rememberName, savedName } from "./names.js";
import { html } from "./svg.js";

const $ = (id) => document.getElementById(id);
let games = [];

function current() {
  return games.find((g) => g.id === $("game").value);
}

function fillPlayers() {
  const g = current();
  $("lobby-rules").href = `/rules/${g.id}`;
  $("lobby-rules").textContent = `Read the rules of ${g.title}`;
  const select = $("players");
  select.replaceChildren();
  for (let n = g.min_players; n <= g.max_players; n++) {
    select.append(html("option", { value: n, text: String(n) }));
  }
  fillOptions();
  fillSeats();
}

function fillOptions() {
  const box = $("options");
  box.replaceChildren();
  for (const o of current().options) {
    let input;
    if (o.choices) {
      input = html("select", { name: o.name }, o.choices.map((c) => html("option", { value: c, text: String(c) })));
      input.value = o.default;
    } else if (typeof o.default === "boolean") {
      input = html("input", { type: "checkbox", name: o.name });
      input.checked = o.default;
    } else if (typeof o.default === "number") {
      input = html("input", { type: "number", name: o.name, value: o.default });
      if (o.low !== null) input.min = o.low;
      if (o.high !== null) input.max = o.high;
    } else {
      input = html("input", { type: "text", name: o.name, value: o.default });
    }
    input.dataset.option = o.name;
    box.append(html("label", { title: o.help }, [`${o.name.replace(/_/g, " ")} `, input,
                                                 html("small", { class: "help", text: o.help })]));
  }
}

function fillSeats() {
  const box = $("seats");
  box.replaceChildren(html("legend", { text: "Seats" }));
  const n = Number($("players").value);
  for (let i = 0; i < n; i++) {
    const select = html("select", { "data-seat": i, "aria-label": `seat ${i}` }, [
      html("option", { value: "human", text: i === 0 ? "you" : "a person (invite link)" }),
      html("option", { value: "open", text: "a person who joins from the lobby" }),
      ...current().bots.map((b) => html("option", { value: `bot:${b.agent}`, title: b.about,
                                                    text: `a bot: ${b.words}` })),
    ]);
    select.value = i === 0 ? "human" : `bot:${current().default_bot}`;
    box.append(html("label", {}, [`Seat ${i + 1} `, select]));
  }
}

function readOptions() {
  const out = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const o = current().options.find((x) => x.name === input.dataset.option);
    if (typeof o.default === "boolean") out[o.name] = input.checked;
    else if (typeof o.default === "number") out[o.name] = Number(input.value);
    else out[o.name] = input.value;
  }
  return out;
}

async function create(event) {
  event.preventDefault();
  $("error").textContent = "";
  const seats = [...document.querySelectorAll("[data-seat]")].map((s) =>
    s.value.startsWith("bot:") ? { kind: "bot", agent: s.value.slice(4) }
      : { kind: "human", open: s.value === "open" });
  const name = $("name").value.trim();
  rememberName(name);
  const body = { game: $("game").value, players: Number($("players").value), seats,
                 options: readOptions(), hotseat: $("hotseat").checked, name,
                 spectator_chat: $("spectator-chat").checked };
  if ($("clock").value) {
    body.clock = Number($("clock").value);
    body.increment = Number($("increment").value || 0);
  }
  if ($("seed").value) body.seed = Number($("seed").value);
  try {
    const made = await api("/api/tables", { method: "POST", body });
    const mine = body.hotseat ? made.seats : made.seats.slice(0, 1);
    for (const s of mine) saveSeat(made.id, s.seat, s.token);
    const others = made.seats.filter((s) => !mine.includes(s));
    if (!others.length) {
      location.href = `/table/${made.id}`;
      return;
    }
    $("invite-list").replaceChildren(...inviteRows(others, null));
    $("go").href = `/table/${made.id}`;
    $("invites").hidden = false;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

async function join(id) {
  const name = $("name").value.trim() || savedName();
  if (!name) {
    $("error").textContent = "Write your name first (at the top of New table).";
    $("name").focus();
    return;
  }
  rememberName(name);
  try {
    const got = await api(`/api/tables/${id}/join`, { method: "POST", body: { name } });
    saveSeat(got.id, got.seat, got.token);
    location.href = `/table/${got.id}`;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

function age(created) {
  const s = Math.max(0, Date.now() / 1000 - created);
  if (s < 60) return "just now";
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86400)} d ago`;
}

function seatWords(t) {
  return (t.seats || []).map((s) => {
    if (s.kind === "bot") return botLabel(s.agent);
    if (!s.claimed) return "open seat";
    return s.name || "invited player";
  }).join(", ");
}

async function listTables() {
  const mine = savedSeats();
  const tables = await api("/api/tables");
  // Your own tables first, then the others, each group newest first (as the server sends).
  const ordered = [...tables.filter((t) => mine[t.id]), ...tables.filter((t) => !mine[t.id])];
  // Your tables too old for the list stay a click away.
  const older = Object.keys(mine).filter((id) => !tables.some((t) => t.id === id));
  $("mine").replaceChildren(...older.map((id) => html("li", { class: "mine" }, [
    "An older table of yours · ", html("a", { href: `/table/${id}`, text: "resume" })])));
  $("tables").replaceChildren(...ordered.map((t) => {
    const open = (t.seats || []).filter((s) => s.kind === "human" && !s.claimed).length;
    const item = html("li", { "data-table": t.id, class: mine[t.id] ? "mine" : "" }, [
      html("strong", { text: t.title || t.game }), t.tutorial ? " · a lesson " : " ",
      html("span", { class: `state ${t.status}`, text: t.status }),
      ` · ${seatWords(t)} · ${age(t.created)} · `,
      html("a", { href: `/table/${t.id}`, text: mine[t.id] ? "resume" : "watch" }),
    ]);
    if (t.status === "over") item.append(" · ", html("a", { href: `/replay/${t.id}`, text: "replay" }));
    if (open && t.status !== "over" && !mine[t.id]) {
      item.append(" · ", html("button", { onclick: () => join(t.id), text: open === 1 ? "join" : `join (${open} open)` }));
    }
    return item;
  }));
}

// Learn to play: one button per game with a lesson; the lesson table opens at once.
function fillLessons() {
  const box = $("learn-games");
  const lessons = games.filter((g) => g.tutorial);
  box.replaceChildren(...lessons.map((g) => html("button", {
    class: "learn", "data-learn": g.id, title: g.tutorial.intro, text: g.title,
    onclick: () => learn(g.id) })));
  $("learn").hidden = !lessons.length;
}

async function learn(gameId) {
  try {
    const made = await api("/api/tables/learn", { method: "POST", body: { game: gameId } });
    for (const s of made.seats) saveSeat(made.id, s.seat, s.token);
    location.href = `/table/${made.id}`;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

async function main() {
  games = await api("/api/games");
  for (const g of games) knowBots(g.bots);
  fillLessons(); // hook: Learn to play
  for (const g of games) $("game").append(html("option", { value: g.id, text: g.title }));
  $("game").addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillSeats);
  $("create").addEventListener("submit", create);
  $("name").value = savedName();
  fillPlayers();
  await listTables();
}

main();
