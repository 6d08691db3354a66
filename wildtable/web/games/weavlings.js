// Weavlings in the Wilds: the Tender Wilds as a 4×3 grid (4 columns, 3 rows, row by row
// in the view), with the Trapper, face-down cards and overlays; spaces you can act on are
// highlighted and clickable. The rest of the view (hand, piles, wounds…) is drawn by the
// generic renderer, with card names from the view's own `names`.

import { html, svg } from "../js/svg.js";
import { objectZone } from "./generic.js";

const COLUMNS = 4;
const SPACE_VERBS = new Set(["start", "move", "collect", "take", "lure", "swap", "cancel"]);
const W = 130;
const H = 86;

function cellText(entry, names) {
  if (entry === "trapper") return "the Trapper";
  if (entry === "down") return "face down";
  if (entry === null || entry === undefined) return "empty";
  return names[String(entry)] ?? `card ${entry}`;
}

function spaceActions(ctx, index) {
  return ctx.legal.filter((l) => {
    const [verb, first] = l.action.split(" ");
    return SPACE_VERBS.has(verb) && Number(first) === index;
  });
}

function grid(v, ctx) {
  const rows = Math.ceil(v.grid.length / COLUMNS);
  const board = svg("svg", { class: "grid", width: COLUMNS * (W + 8), height: rows * (H + 8),
                             role: "img", "aria-label": "the Tender Wilds" });
  v.grid.forEach((entry, i) => {
    const x = (i % COLUMNS) * (W + 8);
    const y = Math.floor(i / COLUMNS) * (H + 8);
    const actions = spaceActions(ctx, i);
    const fill = entry === "trapper" ? "#3f6b3a" : entry === "down" ? "#d8ceb0" : "#fffdf6";
    const ink = entry === "trapper" ? "white" : "#2b2a26";
    const cell = svg("g", { class: actions.length ? "card legal" : "card", "data-space": i,
                            transform: `translate(${x},${y})` }, [
      svg("rect", { class: "frame", x: 1, y: 1, width: W - 2, height: H - 2, rx: 8, fill,
                    stroke: "#6d6146" }),
      svg("text", { x: 8, y: 20, "font-size": 12, "font-weight": "bold", fill: ink },
          [cellText(entry, v.names)]),
      svg("text", { x: W - 8, y: H - 8, "text-anchor": "end", "font-size": 10, fill: ink },
          [`space ${i}`]),
    ]);
    const overlay = v.overlays ? v.overlays[i] : null;
    if (overlay !== null && overlay !== undefined) {
      cell.append(svg("text", { x: 8, y: 40, "font-size": 11, fill: "#7a3c9e" },
                      [`+ ${cellText(overlay, v.names)}`]));
    }
    if (actions.length) {
      cell.style.cursor = "pointer";
      cell.setAttribute("data-actions", actions.map((a) => a.action).join("|"));
      cell.addEventListener("click", () =>
        (actions.length === 1 ? ctx.act(actions[0].action) : ctx.offer(actions)));
    }
    board.append(cell);
  });
  return board;
}

export function render(board, frame, ctx) {
  const v = frame.view;
  const names = v.names || {};
  const rest = Object.fromEntries(Object.entries(v).filter(([k]) => !["grid", "overlays", "names"].includes(k)));
  const wilds = html("div", { class: "zone" }, [html("h3", { text: "The Tender Wilds" }), grid(v, ctx)]);
  const others = objectZone(frame.table.title, rest,
                            { ...ctx, frame, nameOf: (id) => names[String(id)] ?? `#${id}` });
  board.replaceChildren(wilds, others);
}
