// Wilderness on the table: today's Weather card with the time marker, the hex map drawn
// from the view — terrain per area (unknown areas face down), rivers on hex edges, the
// village, each survivor's figure and the animals — with the areas you can move into
// highlighted and clickable; each survivor's thirst, hunger and exhaustion tracks with
// their markers, Sickness cards and shelter; the turn's energy and modifiers; and your
// Event cards, each with its good side (for you) and bad side (against another player).
// A hand card you can play is highlighted: a click plays it, or narrows the choices to
// its sides and targets. Everything in the view stays one click away, drawn by the
// generic renderer under "Everything in your view".
//
// Geometry (WILD-BOARD-1, as the game documents it): areas are hexes in axial (q, r), six
// rows; landscape tile k = 2j covers row r, q in [7j, 7j + 5 - r], tile 2j + 1 the
// triangle pointing the other way; area order is tile by tile, row by row; the village
// lies beyond the last tile's corner.
//
// Card ids (the game's documented scheme): each kind of Event, Weather and Sickness card
// repeated `count` times in cards.toml order (Event kinds twice when no count is given).

import { card, chips, clickable, html, svg } from "../js/svg.js";
import { objectZone } from "./generic.js";

const DIRS = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]]; // compass 1..6
const LOCAL = [];
for (let b = 0; b < 6; b++) for (let a = 0; a < 6 - b; a++) LOCAL.push([a, b]);
const COLORS = { G: "#b9dc8c", R: "#aaa395", D: "#e3cf95", F: "#4f7d3a", S: "#7f9670",
                 M: "#8b7f76", L: "#6fa8dc", T: "#c9b27c", V: "#e8b04a", "?": "#d8ceb0" };
const SIZE = 22;
const ROUND_KIND = { D: "daylight", N: "night", "*": "special round" };
const TIMING = { A: "any time", S: "start of a turn", T: "in an attack", N: "Nature's turn",
                 V: "as a player enters the village" };

function layout(tiles) {
  const coords = [];
  for (let k = 0; k < tiles; k++) {
    const j = Math.floor(k / 2);
    for (const [a, b] of LOCAL) coords.push(k % 2 === 0 ? [7 * j + a, b] : [7 * j + 6 - a, 5 - b]);
  }
  coords.push([7 * (Math.floor(tiles / 2) - 1) + 7, 5]);
  return coords;
}

function centre([q, r]) {
  return [SIZE * Math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r];
}

function hexPoints([x, y]) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const angle = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(x + SIZE * Math.cos(angle)).toFixed(1)},${(y + SIZE * Math.sin(angle)).toFixed(1)}`);
  }
  return pts.join(" ");
}

// The part of the map drawn: all of it on a laptop; on a phone what is known (face-up
// areas and figures) and two hexes around it, so that its hexes stay big enough to read
// and tap; the rest is face down. `cut` says whether it is the phone's cut.
function mapWindow(v, coords) {
  const centres = coords.map(centre);
  const xs = centres.map((c) => c[0]);
  const ys = centres.map((c) => c[1]);
  const known = matchMedia("(max-width: 700px)").matches
    ? coords.map((c, i) => i).filter((i) => letterOf(v, i) !== "?" && i !== v.village
      || (v.seats || []).some((s) => s.area === i))
    : [];
  const cut = known.length > 0;
  const shown = cut ? known.map((i) => centres[i]) : centres;
  const margin = cut ? SIZE * 4 : SIZE * 1.2;
  const sx = shown.map((c) => c[0]);
  const x0 = Math.max(Math.min(...xs) - SIZE * 1.2, Math.min(...sx) - margin);
  const y0 = Math.min(...ys) - SIZE * 1.2;
  const width = Math.min(Math.max(...xs) + SIZE * 1.2, Math.max(...sx) + margin) - x0;
  return { centres, cut, x0, y0, width, height: Math.max(...ys) - y0 + SIZE * 1.2 };
}

function map(v, ctx) {
  const coords = layout(v.tiles);
  const index = new Map(coords.map((c, i) => [c.join(","), i]));
  const { centres, x0, y0, width, height } = mapWindow(v, coords);
  // The map scales to the board's width; the viewBox keeps hexes regular.
  const root = svg("svg", { class: "hexmap", width: "100%", style: `max-width:${width * 1.6}px`,
                            viewBox: `${x0} ${y0} ${width} ${height}`, role: "img",
                            "aria-label": "the wilderness" });
  const mine = ctx.seat !== null && v.seats && v.seats[ctx.seat] ? v.seats[ctx.seat].area : null;
  const moves = new Map(); // area -> the move action into it
  for (const l of ctx.legal) {
    const [verb, d] = l.action.split(" ");
    if (verb !== "move" || mine === null || mine < 0) continue;
    const [dq, dr] = DIRS[Number(d) - 1] || [0, 0];
    const [q, r] = coords[mine];
    const target = index.get(`${q + dq},${r + dr}`);
    if (target !== undefined) moves.set(target, l);
  }
  coords.forEach((c, i) => {
    const letter = letterOf(v, i);
    const move = moves.get(i);
    const hex = svg("polygon", { points: hexPoints(centres[i]), fill: COLORS[letter] || "#ccc",
                                 stroke: move ? "#e0a400" : "#6d6146",
                                 "stroke-width": move ? 3 : 0.8, "data-area": i }, [
      svg("title", {}, [`area ${i}: ${areaName(v, i, ctx)}`]),
    ]);
    root.append(clickable(hex, move ? [move] : [], ctx));
  });
  // Rivers: bit d of an area's mask is a river on its edge toward compass direction d + 1.
  coords.forEach((c, i) => {
    const mask = v.rivers[i] || 0;
    for (let d = 0; d < 6; d++) {
      if (!(mask >> d & 1)) continue;
      const [x, y] = centres[i];
      const [nx, ny] = centre([c[0] + DIRS[d][0], c[1] + DIRS[d][1]]);
      const [mx, my] = [(x + nx) / 2, (y + ny) / 2];
      const [ux, uy] = [-(ny - y), nx - x].map((t) => t / Math.hypot(nx - x, ny - y) * SIZE / 2);
      root.append(svg("line", { x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy,
                                stroke: "#2a6fb0", "stroke-width": 3, "stroke-linecap": "round",
                                "pointer-events": "none" }));
    }
  });
  // Figures sharing an area stand side by side, up to three a row, none hiding another.
  const all = figures(v, ctx).filter((f) => f.area < centres.length);
  for (const f of all) {
    const here = all.filter((o) => o.area === f.area);
    const k = here.indexOf(f);
    const [cols, rows] = [Math.min(here.length, 3), Math.ceil(here.length / 3)];
    const dx = (k % 3 - (cols - 1) / 2) * 13;
    const dy = (Math.floor(k / 3) - (rows - 1) / 2) * 13;
    const [x, y] = [centres[f.area][0] + dx, centres[f.area][1] + dy];
    // Tokens sit on top of the areas: clicks go through them to the area beneath.
    root.append(svg("circle", { cx: x, cy: y, r: 6.5, fill: f.fill, stroke: "white",
                                "pointer-events": "none" }));
    root.append(svg("text", { x, y: y + 2.5, "text-anchor": "middle", "font-size": 7,
                              fill: "white", "font-weight": "bold", "pointer-events": "none" },
                    [f.mark]));
  }
  return root;
}

// The figures on the map: each player's, numbered in seat order from 1 (a number fits
// the token; the legend beside it names whose it is), and the animals that roam.
function figures(v, ctx) {
  const out = (v.seats || []).map((s, i) => ({ area: s.area, mark: `${i + 1}`,
    fill: i === ctx.seat ? "#c00" : "#333", name: `P${i}${i === ctx.seat ? " (you)" : ""}` }));
  for (const [name, area] of Object.entries(v.animals || {})) {
    out.push({ area, mark: name[0].toUpperCase(), fill: "#7a3c9e", name });
  }
  return out.filter((f) => f.area !== null && f.area !== undefined && f.area >= 0);
}

function token(mark, fill) {
  return svg("svg", { class: "token", width: 16, height: 16, viewBox: "0 0 16 16", "aria-hidden": "true" }, [
    svg("circle", { cx: 8, cy: 8, r: 7.5, fill }),
    svg("text", { x: 8, y: 10.5, "text-anchor": "middle", "font-size": 7, fill: "white",
                  "font-weight": "bold" }, [mark])]);
}

// What each colour on the map is, with what it costs and does (the glossary's words on
// hover or tap; names from cards.toml).
function legend(v, ctx) {
  const who = figures(v, ctx).map((f) => html("span", { class: "figure" }, [token(f.mark, f.fill), f.name]));
  const terrain = (ctx.cards && ctx.cards.terrain) || {};
  const items = Object.entries(COLORS).filter(([k]) => terrain[k] || k === "?").map(([k, colour]) => {
    const t = terrain[k];
    const name = t ? t.name : "face down";
    const tip = !t ? "not yet revealed" : k === "L" ? "cannot be entered (but with the Raft)"
      : `${t.cost} energy to enter${t.food ? ", food may be searched" : ""}`;
    return html("span", { class: "term", tabindex: 0, title: tip, "data-explain": `${name}: ${tip}` },
                [html("i", { style: `background:${colour}` }), name]);
  });
  items.push(html("span", {}, [html("i", { style: "background:#2a6fb0;height:4px" }), "river"]));
  return html("div", { class: "legend", "aria-label": "map legend" }, [...who, ...items]);
}

// Under a phone's cut map the village, the goal, may be out of sight: say where it lies
// and how far it is as the crow flies (WILD-BOARD-1's hexes; terrain costs not counted).
function villageNote(v, ctx) {
  const coords = layout(v.tiles);
  const { centres, cut, x0, width } = mapWindow(v, coords);
  const village = centres[v.village];
  if (!cut || !village || village[0] - SIZE < x0 + width) return null; // in sight
  const [vq, vr] = coords[v.village];
  const steps = (area) => {
    const [dq, dr] = [vq - coords[area][0], vr - coords[area][1]];
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  const seats = v.seats || [];
  const mine = ctx.seat !== null && seats[ctx.seat] && seats[ctx.seat].area >= 0 ? seats[ctx.seat].area : null;
  const areas = mine !== null ? [mine] : seats.map((s) => s.area).filter((a) => a >= 0 && a < coords.length);
  if (!areas.length) return null;
  const n = Math.min(...areas.map(steps));
  const who = mine !== null ? "you" : "the nearest survivor";
  return html("p", { class: "village-note" }, [
    html("i", { style: `background:${COLORS.V}` }),
    `The village, the goal, lies off the map to the east: ${n} area${n === 1 ? "" : "s"} from ${who}.`,
  ]);
}

function letterOf(v, area) {
  return area === v.village ? "V" : (v.terrain[area] || "?");
}

function areaName(v, area, ctx) {
  const letter = letterOf(v, area);
  if (letter === "?") return "face down";
  const extra = (v.extra_areas || {})[String(area)];
  const name = ((ctx.cards && ctx.cards.terrain) || {})[letter]?.name || letter;
  return extra ? `${extra} (${name})` : name;
}

// The cards of one kind list, by id.
function byId(kinds, defaultCount) {
  const out = [];
  for (const kind of kinds || []) {
    for (let i = 0; i < (kind.count ?? defaultCount); i++) out.push(kind);
  }
  return out;
}

function catalog(data) {
  if (catalog.cache && catalog.cache.data === data) return catalog.cache;
  catalog.cache = { data, events: byId(data.event, 2), weather: byId(data.weather, 1) };
  return catalog.cache;
}

function signed(n) {
  return n > 0 ? `+${n}` : `−${-n}`;
}

// One side of an Event card in words, from its effect data ([effect, amount, timing]).
function sideText([effect, n], data) {
  switch (effect) {
    case "restore_thirst": return "restore thirst";
    case "thirst": return `thirst ${signed(n)}`;
    case "hunger": return `hunger ${signed(n)}`;
    case "exhaust": return `exhaustion ${signed(n)}`;
    case "both": return `thirst and hunger ${signed(n)}`;
    case "energy": return `energy ${signed(n)}`;
    case "move_mod": return n < 0 ? `moves cost ${-n} less` : `moves cost ${n} more`;
    case "sure_feet": return "no night dice";
    case "lost": return "gets lost";
    case "raft": return "a raft for the turn";
    case "swept": return "swept away by the compass";
    case "companion": return `energy ${signed(n)}, travel together`;
    case "attack_mod": return n > 0 ? `${signed(n)} to your die` : `${signed(n)} to the victim's die`;
    case "animal_mod": return `${signed(n)} to the animal`;
    case "cancel_attack": return "escape the attack";
    case "hunt": return "hunt";
    case "ambush": return "an animal attack";
    case "shelter": return "no exhaustion this Nature's turn";
    case "cold": return `exhaustion ${signed(n)} at Nature's turn`;
    case "cure": return "cure a lasting Sickness";
    case "sickness": return "draw a Sickness card";
    case "draw": return `draw ${n}`;
    case "turn_away": return "turn a player away from the village";
    case "terrain": return `lay a ${(data.extra || [])[n]?.name || "terrain area"}`;
    case "peace": return "the Tribe makes peace";
    case "anger": return "the Tribe turns hostile";
    default: return effect.replace(/_/g, " ");
  }
}

const HOOKS = { move: "moves cost 1 more", nature_exhaust: "exhaustion +1 each Nature's turn",
                nature_hunger: "hunger +1 each Nature's turn", nature_thirst: "thirst +1 each Nature's turn" };
const CURES = { sleep: "until you sleep", food: "until a food search succeeds", drink: "until you drink" };

// A lasting Sickness card in words: what it does and what cures it (WILD-SICK-2).
function sicknessLines(name, data) {
  const s = ((data && data.sickness) || []).find((x) => x.name === name);
  if (!s || s.effect !== "lasting") return [];
  return [`${HOOKS[s.hook] || s.hook}, ${CURES[s.discard] || s.discard}`];
}

function eventCard(id, ctx, extra = {}) {
  const kind = catalog(ctx.cards).events[id];
  if (!kind) return card({ title: `Event ${id}`, w: 130, h: 140, ...extra });
  const [good, bad] = [kind.good, kind.bad];
  const lines = [`You: ${sideText(good, ctx.cards)} (${TIMING[good[2]] || good[2]})`,
                 `Other: ${sideText(bad, ctx.cards)} (${TIMING[bad[2]] || bad[2]})`];
  return card({ title: kind.name, lines, w: 130, h: 140, label: `${kind.name} ${id}`, ...extra });
}

// A track: its squares with what each prints, the marker's square filled; `skull` adds
// the square past the last (exhaustion's). On a phone a long track (exhaustion's 23
// squares) goes on in a second row, rather than shrinking to squares too small to read.
function track(name, printed, at, skull = false) {
  const squares = skull ? [...printed, "☠"] : printed;
  const w = 22;
  const most = matchMedia("(max-width: 700px)").matches ? 12 : squares.length;
  const perRow = Math.max(1, Math.ceil(squares.length / Math.ceil(squares.length / most)));
  const rows = Math.ceil(squares.length / perRow);
  const body = squares.map((value, i) => {
    const here = i === at;
    const [x, y] = [(i % perRow) * w, Math.floor(i / perRow) * 24];
    return svg("g", {}, [
      svg("rect", { x: 1 + x, y: 1 + y, width: w - 2, height: 20, rx: 3,
                    fill: here ? "#c00" : "#fffdf6", stroke: "#6d6146" }),
      svg("text", { x: x + w / 2, y: 15 + y, "text-anchor": "middle", "font-size": 10,
                    fill: here ? "white" : "#2b2a26" }, [String(value)]),
    ]);
  });
  const [width, height] = [perRow * w + 2, rows * 24 - 2];
  return html("div", { class: "track" }, [
    html("span", { class: "track-name", text: name }),
    svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img",
                 "aria-label": `${name}: square ${at + 1} of ${squares.length}` }, body),
  ]);
}

function seatZone(s, seat, v, ctx) {
  const me = seat === ctx.seat;
  const classes = ["zone", me ? "me" : "", v.to_move === seat ? "tomove" : ""].join(" ");
  const where = s.area >= 0 ? `${areaName(v, s.area, ctx)} (area ${s.area})` : "not on the board";
  // The bad side of an Event card is played against a player: a click on their name.
  const against = ctx.legal.filter((l) => { const [verb, , side, p] = l.action.split(" "); return verb === "play" && side === "b" && Number(p) === seat; });
  const zone = html("div", { class: classes, "data-seat": seat }, [
    clickable(html("h3", { text: `P${seat}${me ? " (you)" : ""} · ${s.alive ? where : "dead"}` }), against, ctx),
  ]);
  zone.append(chips([
    s.alive ? `energy per turn: ${s.energy_per_turn}` : "",
    `Event cards: ${s.hand_size}`,
    s.tribe_hostile ? "the Tribe is hostile" : "",
    v.shelter && v.shelter[seat] ? "sheltered" : "",
    v.cold && v.cold[seat] ? `cold: exhaustion +${v.cold[seat]} at Nature's turn` : "",
    (v.companions || []).includes(seat) ? "travels with the active player" : "",
  ]));
  const tracks = v.tracks || {};
  zone.append(track("thirst", tracks.thirst || [], s.thirst),
              track("hunger", tracks.hunger || [], s.hunger),
              track("exhaustion", tracks.exhaustion || [], s.exhaustion, true));
  if (s.sickness.length) {
    zone.append(html("h3", { text: "Sickness" }),
                html("div", { class: "cards" }, s.sickness.map((name) => card({
                  title: name, lines: sicknessLines(name, ctx.cards), w: 130, h: 70, fill: "#f3e3d8" }))));
  }
  if (me && v.hand) {
    const hand = html("div", { class: "cards hand" });
    for (const id of v.hand) {
      const plays = ctx.legal.filter((l) => { const [verb, c] = l.action.split(" "); return verb === "play" && Number(c) === id; });
      hand.append(clickable(eventCard(id, ctx), plays, ctx));
    }
    zone.append(html("h3", { text: "Your Event cards" }), hand);
  }
  return zone;
}

function weatherZone(v, ctx) {
  const data = ctx.cards || {};
  const today = catalog(data).weather[v.weather_line[v.weather_line.length - 1]];
  const squares = today ? today.squares.split("") : [];
  const w = 34;
  const day = svg("svg", { width: squares.length * w + 2, height: 34, role: "img",
                           "aria-label": `${v.weather}: round ${v.time + 1} of ${squares.length}` },
    squares.map((kind, i) => svg("g", {}, [
      svg("rect", { x: 1 + i * w, y: 1, width: w - 2, height: 30, rx: 4,
                    fill: kind === "N" ? "#3b4a6b" : (kind === "*" ? "#e8b04a" : "#f7e7a1"),
                    stroke: i === v.time ? "#c00" : "#6d6146", "stroke-width": i === v.time ? 3 : 1 }),
      svg("text", { x: i * w + w / 2, y: 21, "text-anchor": "middle", "font-size": 12,
                    fill: kind === "N" ? "white" : "#2b2a26" }, [kind === "*" ? "★" : kind]),
    ])));
  const extras = (data.extra || []).map((e, i) => `${e.name} ${v.extra_left[i] ?? 0}`).join(", ");
  const events = catalog(data).events;
  const lastEvent = v.event_discard.length ? events[v.event_discard[v.event_discard.length - 1]] : null;
  const faceDown = v.board.filter((t) => t === null).length;
  return html("div", { class: "zone" }, [
    html("h3", { text: `Day ${v.weather_line.length} · ${v.weather} · ${ROUND_KIND[v.round_kind] || v.round_kind}` }),
    day,
    chips([
      `rounds played: ${v.rounds}`,
      today ? `each new day: draw ${today.draw}` : "",
      `Weather deck: ${v.weather_deck}`,
      `Event deck: ${v.event_deck}`,
      `Event discard: ${v.event_discard.length}${lastEvent ? ` (top: ${lastEvent.name})` : ""}`,
      `Sickness deck: ${v.sickness_deck}`,
      `tiles: ${v.board.filter((t) => t !== null).join(", ")}${faceDown ? ` · ${faceDown} face down` : ""}`,
      extras ? `extra areas left: ${extras}` : "",
    ]),
  ]);
}

// From "Nature's turn." until time moves on, no player's turn is under way: the last
// player's energy and modifiers are spent, and showing them as "P1's turn" misleads.
function natureTurn(v) {
  return (v.pending || []).some((task) => task[0] === "nat_time");
}

function turnZone(v) {
  if (!v.over && natureTurn(v)) {
    return html("div", { class: "zone" }, [
      html("h3", { text: "Nature's turn" }),
      chips(["everyone: thirst and hunger +1, then exhaustion", "the animals move",
             "the time marker moves on",
             `first player: P${v.first}`]),
    ]);
  }
  return html("div", { class: "zone" }, [
    html("h3", { text: v.over ? "The game is over" : `P${v.active}'s turn` }),
    chips([
      `energy left: ${v.energy}`,
      v.move_mod ? (v.move_mod < 0 ? `moves cost ${-v.move_mod} less` : `moves cost ${v.move_mod} more`) : "",
      v.sure_feet ? "no night dice" : "",
      v.raft ? "on a raft" : "",
      v.turn_over ? "turn over" : "",
      `first player: P${v.first}`,
    ]),
  ]);
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const seats = (v.seats || []).map((s, i) => seatZone(s, i, v, ctx));
  // The others before your own seat, so that at a laptop's height they are in view.
  seats.sort((a, b) => (a.classList.contains("me") ? 1 : 0) - (b.classList.contains("me") ? 1 : 0));
  const all = html("details", { class: "zone" }, [
    html("summary", { text: "Everything in your view" }),
    objectZone(frame.table.title, v, { ...ctx, frame }),
  ]);
  board.replaceChildren(
    weatherZone(v, ctx),
    html("div", { class: "zone" }, [html("h3", { text: "The wilderness" }), map(v, ctx), ...[villageNote(v, ctx)].filter(Boolean), legend(v, ctx)]),
    turnZone(v),
    ...seats,
    all,
  );
}
