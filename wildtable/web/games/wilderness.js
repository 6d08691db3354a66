// Wilderness: the hex map drawn from the view — terrain per area (unknown areas face
// down), rivers on hex edges, the village, each survivor's figure and the animals — with
// the areas you can move into highlighted and clickable. The rest of the view (hands,
// decks, weather, survival tracks) is drawn by the generic renderer.
//
// Geometry (WILD-BOARD-1, as the game documents it): areas are hexes in axial (q, r), six
// rows; landscape tile k = 2j covers row r, q in [7j, 7j + 5 - r], tile 2j + 1 the
// triangle pointing the other way; area order is tile by tile, row by row; the village
// lies beyond the last tile's corner.

import { html, svg } from "../js/svg.js";
import { objectZone } from "./generic.js";

const DIRS = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]]; // compass 1..6
const LOCAL = [];
for (let b = 0; b < 6; b++) for (let a = 0; a < 6 - b; a++) LOCAL.push([a, b]);
const COLORS = { G: "#b9dc8c", R: "#aaa395", D: "#e3cf95", F: "#4f7d3a", S: "#7f9670",
                 M: "#8b7f76", L: "#6fa8dc", T: "#c9b27c", V: "#e8b04a", "?": "#d8ceb0" };
const SIZE = 22;

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

function map(v, ctx) {
  const coords = layout(v.tiles);
  const index = new Map(coords.map((c, i) => [c.join(","), i]));
  const centres = coords.map(centre);
  const xs = centres.map((c) => c[0]);
  const ys = centres.map((c) => c[1]);
  const [x0, y0] = [Math.min(...xs) - SIZE * 1.2, Math.min(...ys) - SIZE * 1.2];
  const width = Math.max(...xs) - x0 + SIZE * 1.2;
  const height = Math.max(...ys) - y0 + SIZE * 1.2;
  // The map scales to the board's width; the viewBox keeps hexes regular.
  const root = svg("svg", { class: "hexmap", width: "100%", style: `max-width:${width * 1.6}px`,
                            viewBox: `${x0} ${y0} ${width} ${height}`, role: "img",
                            "aria-label": "the wilderness" });
  const names = (ctx.cards && ctx.cards.terrain) || {};
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
    const letter = i === v.village ? "V" : (v.terrain[i] || "?");
    const move = moves.get(i);
    const hex = svg("polygon", { points: hexPoints(centres[i]), fill: COLORS[letter] || "#ccc",
                                 stroke: move ? "#e0a400" : "#6d6146",
                                 "stroke-width": move ? 3 : 0.8, "data-area": i,
                                 class: move ? "legal" : "" }, [
      svg("title", {}, [`area ${i}: ${letter === "?" ? "face down" : (names[letter]?.name || letter)}`]),
    ]);
    if (move) {
      hex.style.cursor = "pointer";
      hex.setAttribute("data-actions", move.action);
      hex.addEventListener("click", () => ctx.act(move.action));
    }
    root.append(hex);
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
  const figure = (area, label, fill, dx) => {
    if (area === null || area === undefined || area < 0 || area >= centres.length) return;
    const [x, y] = centres[area];
    // Tokens sit on top of the areas: clicks go through them to the area beneath.
    root.append(svg("circle", { cx: x + dx, cy: y, r: 7, fill, stroke: "white",
                                "pointer-events": "none" }));
    root.append(svg("text", { x: x + dx, y: y + 3, "text-anchor": "middle", "font-size": 7,
                              fill: "white", "font-weight": "bold", "pointer-events": "none" },
                    [label]));
  };
  (v.seats || []).forEach((s, i) => figure(s.area, `P${i}`, i === ctx.seat ? "#c00" : "#333", (i % 3 - 1) * 6));
  for (const [name, area] of Object.entries(v.animals || {})) figure(area, name[0].toUpperCase(), "#7a3c9e", 0);
  return root;
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const rest = Object.fromEntries(Object.entries(v).filter(([k]) => !["terrain", "rivers"].includes(k)));
  board.replaceChildren(
    html("div", { class: "zone" }, [html("h3", { text: "The wilderness" }), map(v, ctx)]),
    objectZone(frame.table.title, rest, { ...ctx, frame }),
  );
}
