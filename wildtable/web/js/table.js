// A table page: one seat, several (hot-seat) or none (a spectator). Each seat held in this
// browser has its own websocket and gets only its own view; the page shows the seat to
// move, hiding the board between two people's turns in hot-seat.

import { api, cardData, outcome, saveSeat, seatsAt, socketUrl, takeFragment } from "./api.js";
import { alertSwitches, turnAlert } from "./alerts.js";
import { chatAccess, chatLines, initChat } from "./chat.js";
import { showInvites } from "./invites.js";
import { knowBots, nameBoard, named, rememberName, savedName, seatHeading, seatLabel, seatLabelNow } from "./names.js";
import { animate, mark, snapshot } from "./changes.js";
import { glossify, installHelp, rulesFor } from "./help.js";
import { generic, rendererFor } from "./render.js";
import { initSeats, seatsFromFrame, seatsFromPresence, tickSeats } from "./seats.js";
import { drawCoach, markSuggestion } from "./coach.js"; // hook: Learn to play
import { html } from "./svg.js";

const $ = (id) => document.getElementById(id);
const tableId = location.pathname.split("/").filter(Boolean).pop();
takeFragment(tableId);
const tokens = seatsAt(tableId); // {seat: token}
const mySeats = Object.keys(tokens).map(Number).sort((a, b) => a - b);
const frames = new Map(); // seat (or "spectator") -> latest frame
let shown = null; // the seat on screen
let unveiled = null; // the seat the curtain was last lifted for (hot-seat)
let offered = null; // a subset of choices a click on the board narrowed to
let renderer = null;
let cards = {};
// The frame (seat:seq) whose action is on its way: a second click on it is dropped, but a
// click on the frame after it is not (the socket brings that frame before the answer).
let sending = null;
const sockets = new Map(); // seat (or "spectator") -> its open websocket
let glossary = [];
let drawn = null; // {seat, shot}: the board last drawn, measured
const decided = new Map(); // seat -> {shot, story}: the board and story at its last decision

function key(seat) { return seat === null ? "spectator" : String(seat); }

function connect(seat, attempt = 0) {
  const token = seat === null ? null : tokens[seat];
  const ws = new WebSocket(socketUrl(tableId, token));
  ws.onopen = () => {
    sockets.set(key(seat), ws);
    if (document.hidden) ws.send(JSON.stringify({ type: "presence", state: "away" }));
  };
  ws.onmessage = (event) => {
    attempt = 0;
    const msg = JSON.parse(event.data);
    if (msg.type === "state") {
      msg.story = wholeStory(frames.get(key(seat)), msg);
      if (!msg.story) { ws.close(); return; } // lines went missing: a new socket tells all
      frames.set(key(seat), msg);
      update();
    } else if (msg.type === "chat") {
      chatLines(msg);
    } else if (msg.type === "presence") {
      seatsFromPresence(msg);
    } else if (msg.type === "error") {
      setStatus(msg.detail, true);
    }
  };
  ws.onclose = () => {
    sockets.delete(key(seat));
    if (attempt < 30) setTimeout(() => connect(seat, attempt + 1), Math.min(5000, 300 * (attempt + 1)));
  };
}

// A frame's story goes on from line `story_from` of the one before on the same socket (0:
// the whole story, as on connecting): the page always holds the whole story.
function wholeStory(before, frame) {
  const from = frame.story_from || 0;
  if (!from) return frame.story;
  if (!before || before.story.length < from) return null;
  return before.story.slice(0, from).concat(frame.story);
}

// Chat and presence go over the socket of the seat on screen (or the spectator's).
function sendOnSocket(message) {
  const ws = sockets.get(key(shown)) || [...sockets.values()][0];
  if (!ws || ws.readyState !== WebSocket.OPEN) { setStatus("Not connected; try again in a moment.", true); return false; }
  ws.send(JSON.stringify(message));
  return true;
}

document.addEventListener("visibilitychange", () => {
  const state = document.hidden ? "away" : "here";
  for (const ws of sockets.values()) {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "presence", state }));
  }
});

function setStatus(text, error = false) {
  $("status").textContent = text;
  $("status").className = error ? "error" : "";
}

// Which seat to show: the one to move if it is ours and played by a person, else stay.
function chooseSeat() {
  if (!mySeats.length) return null;
  const any = frames.get(key(shown ?? mySeats[0])) || [...frames.values()][0];
  if (!any) return shown ?? mySeats[0];
  const t = any.table;
  const toMove = any.to_move;
  if (toMove !== null && mySeats.includes(toMove) && t.seats[toMove].control === "human") return toMove;
  return shown ?? mySeats[0];
}

function update() {
  shown = chooseSeat();
  const frame = frames.get(key(shown));
  if (!frame) return;
  const hotseat = mySeats.length > 1;
  if (hotseat && unveiled !== shown && !frame.over) {
    const t = frame.table;
    $("curtain-text").textContent = t.seats[shown].name
      ? `Pass the device to ${seatLabel(t, shown)}.` : "Pass the device to the next player.";
    $("curtain").hidden = false;
    // Nothing of the last person's seat stays on the page under the curtain.
    $("board").replaceChildren();
    $("actions").replaceChildren();
    $("story").replaceChildren();
    $("summary").hidden = true;
    return;
  }
  $("curtain").hidden = true;
  draw(frame);
}

// While a card's choices are offered (a card that needs a target was picked, or a board
// click meant several things), the board offers those choices only: a click on a space
// then picks the chosen card's target there, never another action on that space.
function ctxFor(frame) {
  return {
    seat: frame.seat,
    legal: offered || frame.legal,
    chosen: offered !== null,
    cards,
    act: (notation) => act(frame, notation),
    offer: (actions) => { offered = actions; drawBoard(frame, false); drawActions(frame); },
  };
}

function drawBoard(frame, changes = true) {
  const board = $("board");
  const before = drawn && drawn.seat === frame.seat ? drawn.shot : null;
  renderer.render(board, frame, ctxFor(frame));
  board.classList.toggle("choosing", offered !== null);
  nameBoard(board, frame.table);
  if (changes) animate(board, before);
  drawn = { seat: frame.seat, shot: snapshot(board) };
  if (frame.seat !== null) mark(board, decided.get(frame.seat)?.shot);
}

function draw(frame) {
  const t = frame.table;
  $("title").textContent = t.title;
  const mineNow = frame.legal.length > 0;
  const toMove = frame.to_move === null ? "nobody" : seatLabelNow(t, frame.to_move);
  // The game's own words for what is being decided, addressed to this seat.
  setStatus(frame.prompt ? named(frame.prompt, t)
    : frame.over ? "The game is over." : mineNow ? "Your turn." : `Waiting for ${toMove}.`);
  // On a phone the choices lie under the board: one tap away.
  if (mineNow) $("status").append(html("a", { class: "to-choices", href: "#actions", text: "↓ your choices" }));
  turnAlert(mineNow && !frame.over, `wildtable — ${t.title}`, `${t.title}: it is your turn`);
  seatsFromFrame(frame);
  chatAccess(frame.seat !== null, t.spectator_chat);
  offered = null;
  drawBoard(frame);
  drawActions(frame);
  drawCoach($("coach"), frame, (notation) => act(frame, notation)); // hook: Learn to play
  drawStory(frame);
  announceChance(frame);
  const mine = frame.seat !== null;
  $("undo").hidden = !(mine && t.undo && !frame.over);
  $("leave").hidden = !(mine && !frame.over && t.seats[frame.seat].control === "human");
  $("takeback").hidden = !(mine && !frame.over && t.seats[frame.seat].control === "bot");
  $("show-invites").hidden = !(mySeats.includes(t.creator) && !frame.over && !t.hotseat);
  drawSummary(frame);
}

// The whole story; what happened since this seat's last decision is marked, and the
// list scrolls to its first such line (or the end). Lines drawn already stay: only the new
// ones are added, unless the seat, the names or the glossary changed.
let storyDrawn = null; // {seat, names, glossary, lines}: what the story box shows

function storyItem(frame, e) {
  return html("li", {
    class: e.kind === "table" ? "table-note"
      : /dice|roll|shuffle|reshuffle|spin|compass/.test(e.kind) ? "chance" : "",
    "data-kind": e.kind }, glossify(named(e.text, frame.table), glossary));
}

function drawStory(frame) {
  const since = frame.seat === null ? null : decided.get(frame.seat)?.story;
  const fresh = since === undefined || since === null ? frame.story.length : since;
  const box = $("story");
  const t = frame.table;
  const names = t.seats.map((_, i) => seatLabel(t, i)).join("\n");
  const d = storyDrawn;
  const kept = d && d.seat === frame.seat && d.names === names && d.glossary === glossary
    && box.children.length === d.lines.length && d.lines.length <= frame.story.length
    && d.lines.every((e, i) => frame.story[i] === e) ? d.lines.length : 0;
  const items = frame.story.slice(kept).map((e) => storyItem(frame, e));
  if (kept) box.append(...items);
  else box.replaceChildren(...items);
  storyDrawn = { seat: frame.seat, names, glossary, lines: frame.story };
  [...box.children].forEach((li, i) => li.classList.toggle("fresh", i >= fresh));
  storyAim = (b) => {
    const first = b.querySelector("li.fresh");
    return first && frame.legal.length ? first.offsetTop - b.offsetTop - 8 : b.scrollHeight;
  };
  aimStory();
}

// Where the story should be scrolled to, kept until the reader scrolls it: the panels
// around it (buttons shown or hidden, the coach, the summary) change its height after it
// is drawn, and a scroll set before that left the newest lines below the box's edge.
let storyAim = null;
function aimStory() {
  const box = $("story");
  if (storyAim) box.scrollTop = storyAim(box);
}
new ResizeObserver(aimStory).observe($("story"));
for (const kind of ["wheel", "touchmove", "pointerdown", "keydown"]) {
  $("story").addEventListener(kind, () => { storyAim = null; }, { passive: true });
}

// Shuffles, rolls and spins that just happened are announced above the board.
const lastStory = new Map(); // seat -> the story last drawn for it

function freshEvents(before, now) {
  if (!before) return [];
  const last = before[before.length - 1];
  if (!last) return now;
  for (let j = now.length - 1; j >= 0; j--) {
    if (now[j].text === last.text && now[j].kind === last.kind) return now.slice(j + 1);
  }
  return now;
}

function announceChance(frame) {
  const fresh = freshEvents(lastStory.get(frame.seat), frame.story);
  lastStory.set(frame.seat, frame.story);
  const chance = fresh.filter((e) => /dice|roll|shuffle|spin|compass/.test(e.kind));
  if (chance.length) {
    $("board").prepend(html("div", { class: "chance-note", role: "status",
      text: `Chance: ${chance.map((e) => named(e.text, frame.table)).join(" · ")}` }));
  }
}

// The choices under their headings: the game's own ("group") where the frame has them,
// else one heading per kind of action, named by its first word; few choices, no headings.
function groups(list) {
  const out = new Map();
  for (const l of list) {
    const key = l.group || l.action.split(" ")[0];
    if (!out.has(key)) {
      const word = l.group || l.label.split(" ")[0];
      out.set(key, { title: word.charAt(0).toUpperCase() + word.slice(1), items: [] });
    }
    out.get(key).items.push(l);
  }
  return [...out.values()];
}

function drawActions(frame) {
  const box = $("actions");
  const seq = `${frame.seat}:${frame.seq}`;
  // A new question is read from its top, wherever the last one was scrolled to.
  const fresh = box.dataset.seq !== seq;
  box.dataset.seq = seq;
  const list = offered || frame.legal;
  if (!list.length) {
    box.replaceChildren(html("p", { class: "waiting", text: frame.over ? "" : "Waiting for the others…" }));
    return;
  }
  const button = (l) => html("button", {
    "data-action": l.action, text: named(l.label, frame.table), onclick: () => act(frame, l.action) });
  const ask = offered ? "Which one? Pick it here or on the board." : (frame.prompt ? named(frame.prompt, frame.table) : "Your choice:");
  const head = html("p", { class: "ask", text: ask });
  const parts = groups(list);
  const body = parts.length > 1 && list.length > 5
    ? parts.map((g) => html("div", { class: "group" }, [
      html("h4", { text: `${g.title} (${g.items.length})` }), ...g.items.map(button)]))
    : list.map(button);
  box.replaceChildren(head, html("div", { class: "choices" }, body));
  markSuggestion(box, frame); // hook: Learn to play
  if (fresh) box.scrollTop = 0;
  if (offered) {
    box.append(html("button", { class: "secondary", text: "Back to all choices",
                                onclick: () => { offered = null; drawBoard(frame, false); drawActions(frame); } }));
  }
}

function drawSummary(frame) {
  const box = $("summary");
  if (!frame.over) { box.hidden = true; return; }
  const r = frame.view.result;
  const t = frame.table;
  box.replaceChildren(
    // At a hot-seat table everyone shares the screen: "you" would be whoever moved last.
    html("h2", { text: named(outcome(r, t.hotseat ? null : frame.seat), t) }),
    html("p", { text: named(r.reason, t) }),
    html("ul", {}, r.scores.map((s, i) => html("li", { text: `${seatHeading(t, i)}: ${s}` }))),
    html("a", { class: "button", href: `/api/tables/${t.id}/record`, download: "", text: "Download the record" }),
    html("a", { class: "button", href: `/replay/${t.id}`, text: "Watch the replay" }),
  );
  if (mySeats.length) box.append(html("button", { id: "rematch", text: "Rematch", onclick: rematch }));
  box.hidden = false;
}

async function act(frame, notation) {
  const sent = `${frame.seat}:${frame.seq}`;
  if (sending === sent) return;
  sending = sent;
  decided.set(frame.seat, { shot: snapshot($("board")), story: frame.story.length });
  try {
    await api(`/api/tables/${tableId}/actions`, { method: "POST",
      body: { token: tokens[frame.seat], action: notation, seq: frame.seq } });
  } catch (e) {
    setStatus(e.message, true);
  } finally {
    if (sending === sent) sending = null;
  }
}

async function post(path, body) {
  try { return await api(`/api/tables/${tableId}/${path}`, { method: "POST", body }); }
  catch (e) { setStatus(e.message, true); return null; }
}

async function rematch() {
  let next = null;
  for (const seat of mySeats) {
    const got = await post("rematch", { token: tokens[seat] });
    if (!got) return;
    const all = JSON.parse(localStorage.getItem("wildtable.seats") || "{}");
    all[got.id] = { ...(all[got.id] || {}), [got.seat]: got.token };
    localStorage.setItem("wildtable.seats", JSON.stringify(all));
    next = got.id;
  }
  if (next) location.href = `/table/${next}`;
}

// The name this browser goes by: remembered, or asked for once.
function askName(prefill = savedName(), remember = true) {
  const box = $("namebox");
  $("name-input").value = prefill;
  box.hidden = false;
  $("name-input").focus();
  return new Promise((resolve) => {
    $("name-form").onsubmit = (event) => {
      event.preventDefault();
      const name = $("name-input").value.trim();
      if (!name) return;
      if (remember) rememberName(name);
      box.hidden = true;
      resolve(name);
    };
  });
}

async function nameSeats(table, ask) {
  if (table.hotseat) return; // one browser, several people: the seats keep their bot-free labels
  for (const seat of mySeats) {
    if (table.seats[seat].name && !ask) continue;
    const name = !ask && savedName() ? savedName() : await askName();
    await post("name", { token: tokens[seat], name });
  }
}

async function join(seat) {
  const name = savedName() || await askName();
  const got = await post("join", { seat, name });
  if (!got) return;
  saveSeat(got.id, got.seat, got.token);
  location.reload();
}

async function handover(seat) {
  const voter = mySeats.find((m) => m !== seat);
  const got = await post("handover", { token: tokens[voter], seat });
  if (got && !got.handed_over) setStatus("Asked. The seat goes to its bot once most of the others agree.");
}

async function main() {
  const table = await api(`/api/tables/${tableId}`);
  const info = await api(`/api/games/${table.game}`);
  knowBots(info.bots);
  [renderer, cards] = await Promise.all([rendererFor(table.game, info.renderer), cardData(table.game)]);
  $("rules-link").href = `/rules/${table.game}`;
  installHelp(table.game);
  // The glossary may come after the first frame: the story then gets its terms.
  rulesFor(table.game).then((r) => {
    glossary = r.glossary;
    const f = frames.get(key(shown));
    if (f && $("curtain").hidden) drawStory(f);
  });
  // ?renderer=generic draws any game the way a game without its own renderer is drawn.
  if (new URLSearchParams(location.search).get("renderer") === "generic") renderer = generic;
  $("reveal").addEventListener("click", async () => {
    unveiled = shown;
    // Hot-seat: each person names their seat the first time the device comes to them.
    const f = frames.get(key(shown));
    if (f && f.table.hotseat && !f.table.seats[shown].name) {
      $("curtain").hidden = true;
      await post("name", { token: tokens[shown], name: await askName("", false) });
    }
    update();
  });
  $("undo").addEventListener("click", () => {
    const f = frames.get(key(shown));
    if (f) post("undo", { token: tokens[shown], seq: f.seq });
  });
  $("leave").addEventListener("click", () => post("control", { token: tokens[shown], control: "bot" }));
  $("takeback").addEventListener("click", () => post("control", { token: tokens[shown], control: "human" }));
  $("show-invites").addEventListener("click", () =>
    showInvites(tableId, tokens[table.creator], frames.get(key(shown))?.table || table, $("invites"))
      .catch((e) => setStatus(e.message, true)));
  alertSwitches($("alerts"));
  initSeats({ mine: mySeats, handover, join, rename: () => nameSeats(table, true) });
  initChat(sendOnSocket);
  await nameSeats(table, false);
  if (mySeats.length) mySeats.forEach((s) => connect(s));
  else connect(null);
  setInterval(tickSeats, 500);
}

main().catch((e) => setStatus(e.message, true));
