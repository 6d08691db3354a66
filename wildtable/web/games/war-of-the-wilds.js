// War of the Wilds on the table: the day, the wild and the resource piles, the row, each
// player's home, acorn store, buried acorns, resources and army, and your hand. Cards you
// can act with are highlighted; a click plays the one choice it means, or narrows the
// choices in the side panel when it could mean several.

import { card, chips, clickable, html, pile } from "../js/svg.js";

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

// The actions card `id` takes part in: as the card played, used, sent or blocking, or as
// the target of another (a creature a trick damages, an attacker a blocker stops). Once a
// card is chosen, ctx.legal holds its actions only, so a click picks its target.
function withCard(ctx, id) {
  return actionsFor(ctx, ([verb, first, second]) => {
    if (CARD_VERBS.has(verb) && Number(first) === id) return true;
    if (second === undefined || Number(second) !== id) return false;
    if (verb === "block") return true;
    return verb === "play" && catalog(ctx.cards)[Number(first)]?.target === "creature";
  });
}

// The actions aimed at seat `seat`: an attack sent against it, a trick played on it.
function atSeat(ctx, seat) {
  return actionsFor(ctx, ([verb, first, second]) => second !== undefined && Number(second) === seat
    && (verb === "send" || (verb === "play" && catalog(ctx.cards)[Number(first)]?.target === "player")));
}

// Why a creature in an army cannot act now, where the view says (WOTW-ATTACK-2, TIRED-1).
function whyNot(c) {
  if (c.tired) return "tired: can't attack or block";
  if (c.fresh) return "just played: can't attack";
  return "";
}

// A player's home: acorns, resources and army. An opponent's is drawn compact (counters,
// a smaller army), so that at a laptop's height every opponent, the row and your hand
// are in view together.
function playerZone(p, v, ctx) {
  const me = p.seat === ctx.seat;
  const classes = ["zone", me ? "me" : "opponent", v.to_move === p.seat ? "tomove" : ""].join(" ");
  const zone = html("div", { class: classes, "data-seat": p.seat }, [
    html("h3", { text: `P${p.seat}${me ? " (you)" : ""} · ${p.home} (gathers ${p.gathers.join(", ")})` }),
  ]);
  if (me) {
    zone.append(html("div", { class: "cards piles" }, [
      pile(p.store, "store", "#8a5a2b"), pile(p.buried, "buried", "#4d3319"),
      ...Object.entries(p.resources).map(([r, n]) => clickable(pile(n, r, RESOURCE_COLOR[r] || "#777"),
        actionsFor(ctx, ([, ...args]) => args.includes(r)), ctx)),
      pile(p.hand_size, "cards in hand", "#555"),
    ]));
  } else {
    zone.append(chips([`store: ${p.store}`, `buried: ${p.buried}`,
                       ...Object.entries(p.resources).map(([r, n]) => `${r}: ${n}`),
                       `cards in hand: ${p.hand_size}`]));
    zone.querySelectorAll("[data-key]").forEach((n) => { n.dataset.key += ` P${p.seat}`; });
    clickable(zone.querySelector("h3"), atSeat(ctx, p.seat), ctx);
  }
  const army = html("div", { class: "cards army" });
  for (const c of p.army) {
    const extra = { dim: c.tired, tags: c.fresh ? ["fresh"] : [], why: whyNot(c),
                    ...(me ? {} : { w: 96, h: 124 }) };
    army.append(clickable(cardOf(c.card, ctx, extra), withCard(ctx, c.card), ctx));
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
  const day = v.day ? `Day ${v.day} of ${v.days}` : "Setup";
  const top = html("div", { class: "zone" }, [
    html("h3", { text: v.day_card ? `${day} · ${v.day_card}: ${v.day_text}` : day }),
  ]);
  top.append(html("div", { class: "cards piles" }, [
    pile(v.wild, "acorns in the wild", "#8a5a2b"),
    ...Object.entries(v.piles).map(([r, n]) => pile(n, `${r} pile`, RESOURCE_COLOR[r] || "#777")),
  ]));
  const row = html("div", { class: "cards row" });
  v.row.forEach((id, i) => {
    row.append(clickable(cardOf(id, ctx), actionsFor(ctx, ([verb, a]) => verb === "take" && Number(a) === i), ctx));
  });
  const deck = card({ title: "Deck", lines: [`${v.deck_size} cards`], fill: "#d8ceb0", label: "deck" });
  row.append(clickable(deck, actionsFor(ctx, ([verb, a]) => verb === "take" && a === "deck"), ctx));
  top.append(row);
  // The others first, then the row, then your own home and hand (a spectator: all seats).
  const players = v.players.map((p) => playerZone(p, v, ctx));
  const mine = players.filter((z) => z.classList.contains("me"));
  const others = players.filter((z) => !z.classList.contains("me"));
  board.replaceChildren(...others, top, ...mine);
}
