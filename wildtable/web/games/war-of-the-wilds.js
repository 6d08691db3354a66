// War of the Wilds on the table: the day, the wild and the resource piles, the row, each
// player's home, acorn store, buried acorns, resources and army, and your hand. Cards you
// can act with are highlighted; a click plays the one choice it means, or narrows the
// choices in the side panel when it could mean several.

import { card, clickable, html, pile, svg } from "../js/svg.js";

const CARD_VERBS = new Set(["play", "discard", "return", "use", "send", "block"]);
const RESOURCE_COLOR = { berry: "#a3223a", twig: "#7a5230", pebble: "#6f7479", feather: "#4b7fa8" };

// A deck card's id is its place in the 108-card deck: every creature kind repeated `count`
// times in cards.toml order, then every trick kind (the game's documented id scheme).
function catalog(data) {
  if (catalog.cache && catalog.cache.data === data) return catalog.cache.byId;
  const byId = [];
  for (const kind of [...(data.creature || []), ...(data.trick || [])]) {
    for (let i = 0; i < (kind.count || 0); i++) byId.push(kind);
  }
  catalog.cache = { data, byId };
  return byId;
}

function costText(kind) {
  const parts = Object.entries(kind.cost || {}).map(([r, n]) => `${n} ${r}`);
  if (kind.any) parts.push(`${kind.any} any`);
  return parts.join(" + ") || "free";
}

function cardOf(id, ctx, extra = {}) {
  const kind = catalog(ctx.cards)[id];
  if (!kind) return card({ title: `card ${id}`, ...extra });
  const lines = [costText(kind)];
  if (kind.text) lines.push(kind.text);
  const badge = kind.strength !== undefined ? `${kind.strength}/${kind.health}` : "";
  return card({ title: kind.name, lines, badge, label: `${kind.name} ${id}`, ...extra });
}

// Which legal actions a card (or a row place) takes part in.
function actionsFor(ctx, test) {
  return ctx.legal.filter((l) => test(l.action.split(" ")));
}

function withCard(ctx, id) {
  return actionsFor(ctx, ([verb, first]) => CARD_VERBS.has(verb) && Number(first) === id);
}

function playerZone(p, v, ctx) {
  const me = p.seat === ctx.seat;
  const classes = ["zone", me ? "me" : "", v.to_move === p.seat ? "tomove" : ""].join(" ");
  const zone = html("div", { class: classes, "data-seat": p.seat }, [
    html("h3", { text: `P${p.seat}${me ? " (you)" : ""} · ${p.home} (gathers ${p.gathers.join(", ")})` }),
  ]);
  const piles = html("div", { class: "cards" }, [
    pile(p.store, "store", "#8a5a2b"), pile(p.buried, "buried", "#4d3319"),
    ...Object.entries(p.resources).map(([r, n]) => clickable(pile(n, r, RESOURCE_COLOR[r] || "#777"),
      me ? actionsFor(ctx, ([, ...args]) => args.includes(r)) : [], ctx)),
    pile(p.hand_size, "cards in hand", "#555"),
  ]);
  zone.append(piles);
  const army = html("div", { class: "cards army" });
  for (const c of p.army) {
    const extra = { dim: c.tired, tags: c.fresh ? ["fresh"] : [] };
    const node = cardOf(c.card, ctx, extra);
    if (c.tired) node.append(svg("text", { x: 55, y: 140, "text-anchor": "middle", "font-size": 10 }, ["tired"]));
    army.append(clickable(node, withCard(ctx, c.card), ctx));
  }
  if (p.army.length) zone.append(html("h3", { text: "Army" }), army);
  if (p.hand) {
    const hand = html("div", { class: "cards hand" });
    for (const id of p.hand) hand.append(clickable(cardOf(id, ctx), withCard(ctx, id), ctx));
    zone.append(html("h3", { text: "Your hand" }), hand);
  }
  return zone;
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const top = html("div", { class: "zone" }, [
    html("h3", { text: v.day ? `Day ${v.day} of ${v.days}` : "Setup" }),
  ]);
  if (v.day_card) top.append(html("p", { text: `${v.day_card}: ${v.day_text}` }));
  top.append(html("div", { class: "cards" }, [
    pile(v.wild, "acorns in the wild", "#8a5a2b"),
    ...Object.entries(v.piles).map(([r, n]) => pile(n, `${r} pile`, RESOURCE_COLOR[r] || "#777")),
  ]));
  const row = html("div", { class: "cards row" });
  v.row.forEach((id, i) => {
    row.append(clickable(cardOf(id, ctx), actionsFor(ctx, ([verb, a]) => verb === "take" && Number(a) === i), ctx));
  });
  const deck = card({ title: "Deck", lines: [`${v.deck_size} cards`], fill: "#d8ceb0", label: "deck" });
  row.append(clickable(deck, actionsFor(ctx, ([verb, a]) => verb === "take" && a === "deck"), ctx));
  top.append(html("h3", { text: "The row" }), row);
  const players = v.players.map((p) => playerZone(p, v, ctx));
  // Your own seat first, the others after it.
  players.sort((a, b) => (b.classList.contains("me") ? 1 : 0) - (a.classList.contains("me") ? 1 : 0));
  board.replaceChildren(top, ...players);
}
