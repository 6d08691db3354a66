// Wild Realms: each player's kingdom (four realm slots with their realm card, lock and
// defenders), alliance and discard, and your hand, drawn as cards with name, realm, class
// and strike. Hand cards you can act with are highlighted: a click plays the one action
// it means or narrows the choices. The rest of the view is drawn by the generic renderer.
//
// A card in the view is a token, owner * 72 + card (the game's documented scheme):
// cards 0..49 are the animals of cards.toml in order, 50..57 the realm cards (realms_list
// order), 58..61 "Unleash a Legendary", 62..71 "Into The Wild".

import { card, html } from "../js/svg.js";
import { objectZone } from "./generic.js";

const PER_OWNER = 72;
const TYPE_COLOR = { Land: "#e9dcb5", Water: "#cfe3f3", Air: "#eef1f7", Fire: "#f6d2c4" };

function describe(token, data) {
  if (typeof token !== "number" || token < 0) return null;
  const c = token % PER_OWNER;
  const animals = data.animals || [];
  if (c < 50 && animals[c]) {
    const a = animals[c];
    return { title: a.name, lines: [`${a.realm} · ${a.class}`, a.group || ""], badge: String(a.strike),
             fill: TYPE_COLOR[a.realm] };
  }
  if (c < 58) {
    const r = (data.realms_list || [])[c - 50];
    return { title: r ? r.name : "realm", lines: [r ? `${r.type} realm` : ""], fill: TYPE_COLOR[r?.type] };
  }
  if (c < 62) return { title: "Unleash a Legendary", lines: [] };
  return { title: "Into The Wild", lines: [] };
}

function cardFor(token, ctx, extra = {}) {
  const d = describe(token, ctx.cards);
  if (!d) return card({ title: "empty", w: 90, h: 60, dim: true, ...extra });
  return card({ ...d, w: 100, h: 120, label: `${d.title} ${token}`, ...extra });
}

function withToken(ctx, token) {
  return ctx.legal.filter((l) => Number(l.action.split(" ")[1]) === token);
}

function clickable(node, actions, ctx) {
  if (!actions.length) return node;
  node.classList.add("legal");
  node.setAttribute("data-actions", actions.map((a) => a.action).join("|"));
  node.addEventListener("click", () => (actions.length === 1 ? ctx.act(actions[0].action) : ctx.offer(actions)));
  return node;
}

function kingdom(s, seat, v, ctx) {
  const me = seat === ctx.seat;
  const classes = ["zone", me ? "me" : "", v.active === seat ? "tomove" : ""].join(" ");
  const zone = html("div", { class: classes, "data-seat": seat }, [
    html("h3", { text: `P${seat}${me ? " (you)" : ""} · ${s.board} board · ${s.hand_count} in hand · deck ${s.deck_count} · discard ${s.discard.length}` }),
  ]);
  const realms = html("div", { class: "cards realms" });
  for (const r of s.realms) {
    const slot = html("div", { class: "zone", style: `background:${TYPE_COLOR[r.type]}` }, [
      html("h3", { text: `${r.type}${r.locked ? " · locked" : ""}` }),
      cardFor(r.realm, ctx),
      html("div", { class: "cards" }, r.defenders.map((t) => cardFor(t, ctx))),
    ]);
    realms.append(slot);
  }
  zone.append(realms);
  if (s.alliance.length) {
    zone.append(html("h3", { text: "Alliance" }), html("div", { class: "cards" }, s.alliance.map((t) => cardFor(t, ctx))));
  }
  if (s.hand) {
    zone.append(html("h3", { text: "Your hand" }),
                html("div", { class: "cards hand" }, s.hand.map((t) => clickable(cardFor(t, ctx), withToken(ctx, t), ctx))));
  }
  return zone;
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const wild = html("div", { class: "zone" }, [html("h3", { text: `The Wild · round ${v.round} · ${v.phase}` }),
    html("div", { class: "cards" }, v.wild.map((t) => cardFor(t, ctx)))]);
  const seats = v.seats.map((s, i) => kingdom(s, i, v, ctx));
  seats.sort((a, b) => (b.classList.contains("me") ? 1 : 0) - (a.classList.contains("me") ? 1 : 0));
  const rest = Object.fromEntries(Object.entries(v).filter(([k]) => !["seats", "wild"].includes(k)));
  board.replaceChildren(wild, ...seats, objectZone(frame.table.title, rest, { ...ctx, frame }));
}
