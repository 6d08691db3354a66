// The lobby: create a table, share its invite links, resume your tables, join or watch others.

import { api, saveSeat, savedSeats } from "./api.js";
import { html } from "./svg.js";

const AGENTS = ["heuristic", "random", "ismcts:easy", "ismcts:normal", "ismcts:hard"];
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
      html("option", { value: "human", text: "a person (invite link)" }),
      html("option", { value: "open", text: "a person who joins from the lobby" }),
      ...AGENTS.map((a) => html("option", { value: `bot:${a}`, text: `bot: ${a}` })),
    ]);
    select.value = i === 0 ? "human" : "bot:heuristic";
    box.append(html("label", {}, [`P${i} `, select]));
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
  const body = { game: $("game").value, players: Number($("players").value), seats,
                 options: readOptions(), hotseat: $("hotseat").checked };
  if ($("clock").value) body.clock = Number($("clock").value);
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
    $("invite-list").replaceChildren(...others.map((s) =>
      html("li", {}, [html("strong", { text: `P${s.seat}: ` }), html("a", { href: s.url, text: s.url })])));
    $("go").href = `/table/${made.id}`;
    $("invites").hidden = false;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

async function join(id) {
  try {
    const got = await api(`/api/tables/${id}/join`, { method: "POST", body: {} });
    saveSeat(got.id, got.seat, got.token);
    location.href = `/table/${got.id}`;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

async function listTables() {
  const mine = savedSeats();
  $("mine").replaceChildren(...Object.keys(mine).map((id) =>
    html("li", {}, [html("a", { href: `/table/${id}`, text: `table ${id}` }),
                    ` · seats ${Object.keys(mine[id]).map((s) => "P" + s).join(", ")}`])));
  const tables = await api("/api/tables");
  $("tables").replaceChildren(...tables.map((t) => {
    const open = (t.seats || []).filter((s) => s.kind === "human" && !s.claimed).length;
    const item = html("li", { "data-table": t.id }, [
      `${t.title || t.game} · ${t.players} ${t.players === 1 ? "player" : "players"} · ${t.status} `,
      html("a", { href: `/table/${t.id}`, text: "watch" }),
    ]);
    if (t.status === "over") item.append(" · ", html("a", { href: `/replay/${t.id}`, text: "replay" }));
    if (open && t.status !== "over") {
      item.append(" · ", html("button", { onclick: () => join(t.id), text: `join (${open} open)` }));
    }
    return item;
  }));
}

async function main() {
  games = await api("/api/games");
  for (const g of games) $("game").append(html("option", { value: g.id, text: g.title }));
  $("game").addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillSeats);
  $("create").addEventListener("submit", create);
  fillPlayers();
  await listTables();
}

main();
