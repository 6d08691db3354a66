// Wild Realms: the round, phase and decks with any lasting Legendary effects; The Wild in
// a solo game; each player's kingdom (four realm slots with their realm card, lock and
// defenders), alliance and discard, and your hand, drawn as cards with name, realm, class,
// Leader, group, Roll Attack icon and strike. Hand cards you can act with are highlighted:
// a click plays the one action it means or narrows the choices. Everything in the view
// stays one click away, drawn by the generic renderer under "Everything in your view".
//
// A card in the view is a token, owner * 72 + card (the game's documented scheme):
// cards 0..49 are the animals of cards.toml in order, 50..57 the realm cards (realms_list
// order), 58..61 "Unleash a Legendary", 62..71 "Into The Wild".

import { card, chips, clickable, html } from "../js/svg.js";
import { objectZone } from "./generic.js";

const PER_OWNER = 72;
const TYPE_COLOR = { Land: "#e9dcb5", Water: "#cfe3f3", Air: "#eef1f7", Fire: "#f6d2c4" };

function describe(token, data) {
  if (typeof token !== "number" || token < 0) return null;
  const c = token % PER_OWNER;
  const animals = data.animals || [];
  if (c < 50 && animals[c]) {
    const a = animals[c];
    const roll = a.dice ? `roll ${a.dice} × ${a.times}` : "do not roll";
    const ability = ((data.texts || {}).abilities || [])[c];
    return { title: a.name, lines: [`${a.realm} · ${a.class}${a.leader ? " · Leader" : ""}`,
                                    a.group || "", roll, ...(ability ? [ability] : [])],
             badge: String(a.strike), fill: TYPE_COLOR[a.realm], animal: true };
  }
  if (c < 58) {
    const r = (data.realms_list || [])[c - 50];
    return { title: r ? r.name : "realm", lines: [r ? `${r.type} realm` : ""], fill: TYPE_COLOR[r?.type] };
  }
  if (c < 62) return { title: "Unleash a Legendary", lines: [] };
  return { title: "Into The Wild", lines: [] };
}

function cardFor(token, ctx, extra = {}, small = false) {
  const d = describe(token, ctx.cards);
  if (!d) return card({ title: "empty", w: small ? 70 : 90, h: small ? 40 : 60, dim: true, ...extra });
  // Animals carry their ability's words: a taller card; an opponent's is cut short (its
  // ⓘ shows it whole).
  const h = small ? (d.animal ? 100 : 70) : (d.animal ? 190 : 120);
  return card({ ...d, w: small ? 96 : 110, h, label: `${d.title} ${token}`, ...extra });
}

function withToken(ctx, token) {
  return ctx.legal.filter((l) => Number(l.action.split(" ")[1]) === token);
}

// The actions aimed at realm slot `slot` of seat `seat` (4: its Alliance): an attack on
// it, a raid on an Alliance, one of your animals defending or moving there. Once a card is
// chosen, ctx.legal holds its actions only, so a click on a slot picks where it goes.
function atSlot(ctx, seat, slot) {
  return ctx.legal.filter((l) => {
    const [verb, , a, b] = l.action.split(" ").map((x, i) => (i ? Number(x) : x));
    if (verb === "attack") return a === seat && b === slot;
    if (verb === "raid") return slot === 4 && a === seat;
    if (seat !== ctx.seat) return false;
    if (verb === "defend" || verb === "move") return a === slot;
    return verb === "ally" && slot === 4;
  });
}

function kingdom(s, seat, v, ctx) {
  const me = seat === ctx.seat;
  const classes = ["zone", me ? "me" : "", v.active === seat && !v.over ? "tomove" : ""].join(" ");
  const zone = html("div", { class: classes, "data-seat": seat }, [
    html("h3", { text: `P${seat}${me ? " (you)" : ""} · ${s.board} board · ${s.hand_count} in hand · deck ${s.deck_count} · discard ${s.discard.length}` }),
  ]);
  const realms = html("div", { class: "cards realms" });
  s.realms.forEach((r, i) => {
    const head = clickable(html("h3", { text: `${r.type}${r.locked ? " · locked" : ""}` }), atSlot(ctx, seat, i), ctx);
    const slot = html("div", { class: "zone", style: `background:${TYPE_COLOR[r.type]}` }, [
      head,
      cardFor(r.realm, ctx, {}, !me),
      html("div", { class: "cards" }, r.defenders.map((t) => cardFor(t, ctx, {}, !me))),
    ]);
    realms.append(slot);
  });
  zone.append(realms);
  const allianceHead = clickable(html("h3", { text: `Alliance (${s.alliance.length} of 5)` }), atSlot(ctx, seat, 4), ctx);
  if (s.alliance.length || allianceHead.classList.contains("legal")) {
    const leader = s.alliance.some((t) => t >= 0 && (ctx.cards.animals || [])[t % PER_OWNER]?.leader);
    const why = me && s.alliance.length && !leader ? "no Leader in your Alliance: it cannot attack" : "";
    zone.append(allianceHead, ...(why ? [html("p", { class: "why", text: why })] : []),
                html("div", { class: "cards" }, s.alliance.map((t) => clickable(cardFor(t, ctx, {}, !me), me ? withToken(ctx, t) : [], ctx))));
  }
  if (s.hand) {
    zone.append(html("h3", { text: "Your hand" }),
                html("div", { class: "cards hand" }, s.hand.map((t) => clickable(cardFor(t, ctx), withToken(ctx, t), ctx))));
  }
  return zone;
}

function statusZone(v, ctx) {
  const legends = (ctx.cards && ctx.cards.legendaries) || [];
  const lasting = (v.lasting || []).map(([legend, effect, seat]) => {
    const l = legends[legend];
    return l ? `lasting: ${l.name}'s ${String(l.effects[effect]).replace(/_/g, " ")} (P${seat})` : "";
  });
  return html("div", { class: "zone" }, [
    html("h3", { text: v.over ? "The game is over" : `Round ${v.round} · ${v.phase} · P${v.active}'s turn` }),
    chips([
      `first player: P${v.first}`,
      v.discarding === 1 ? "discarding from hand" : "",  // the view's OPEN
      `Legendary deck: ${v.legendary_deck_count}`,
      v.legendary_discard.length ? `Legendary discard: ${v.legendary_discard.length}` : "",
      v.players === 1 ? `The Wild deck: ${v.wild_deck_count}` : "",
      v.wild_discard.length ? `The Wild discard: ${v.wild_discard.length}` : "",
      v.wild_bonus ? `wild bonus: ${v.wild_bonus}` : "",
      v.deck_out ? "a deck ran out: this is the last round" : "",
      ...lasting,
    ]),
  ]);
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const zones = [statusZone(v, ctx)];
  // The Wild holds cards only in a solo game.
  if (v.players === 1 || v.wild.some((t) => t >= 0)) {
    zones.push(html("div", { class: "zone" }, [html("h3", { text: "The Wild" }),
      html("div", { class: "cards" }, v.wild.map((t) => cardFor(t, ctx)))]));
  }
  const seats = v.seats.map((s, i) => kingdom(s, i, v, ctx));
  // The others before your own kingdom, drawn smaller, so that at a laptop's height they
  // are in view.
  seats.sort((a, b) => (a.classList.contains("me") ? 1 : 0) - (b.classList.contains("me") ? 1 : 0));
  const all = html("details", { class: "zone" }, [
    html("summary", { text: "Everything in your view" }),
    objectZone(frame.table.title, v, { ...ctx, frame }),
  ]);
  board.replaceChildren(...zones, ...seats, all);
}
