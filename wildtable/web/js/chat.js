// The table's chat, beside the story: seated people write, spectators read (or write,
// where the table allows it). Lines are set as text, never as markup.

import { savedName } from "./names.js";
import { html } from "./svg.js";

const MAX = 300;
let send = null; // (message) => bool: sends over this browser's socket
let canWrite = false;
const seen = new Set();

export function initChat(sender) {
  send = sender;
  const box = document.getElementById("chat");
  if (!box) return;
  const input = html("input", { id: "chat-text", maxlength: MAX, autocomplete: "off",
                                 placeholder: "Say something to the table", "aria-label": "chat message" });
  const form = html("form", { id: "chat-form", hidden: "" }, [input, html("button", { type: "submit", text: "Send" })]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const message = { type: "chat", text };
    if (!canWrite.seated) message.name = savedName() || "spectator";
    if (send(message)) input.value = "";
  });
  box.replaceChildren(html("h2", { text: "Chat" }), html("ol", { id: "chat-lines", "aria-live": "polite" }), form);
}

// Whether this browser may write: a seat here, or spectator chat allowed.
export function chatAccess(seated, spectatorChat) {
  canWrite = { seated, ok: seated || spectatorChat };
  const form = document.getElementById("chat-form");
  if (form) form.hidden = !canWrite.ok;
}

export function chatLines(msg) {
  const list = document.getElementById("chat-lines");
  if (!list) return;
  for (const line of msg.lines) {
    if (seen.has(line.n)) continue; // a seat's and a spectator's socket both bring each line
    seen.add(line.n);
    const who = line.seat === null ? `${line.name} (watching)` : line.name;
    list.append(html("li", { "data-n": line.n }, [html("strong", { text: `${who}: ` }), html("span", { text: line.text })]));
  }
  list.scrollTop = list.scrollHeight;
}
