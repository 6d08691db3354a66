// Small helpers to build SVG and HTML without a framework, and the pieces every game's
// renderer shares: a node that plays its legal actions, a row of counters.

const SVG = "http://www.w3.org/2000/svg";

export function svg(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

export function html(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, String(v));
  }
  for (const c of children) node.append(c);
  return node;
}

// How wide `text` is drawn at `size` px in the page's own font, measured as the board
// draws it: a count of characters is wrong for wide words ("Banished" at a phone's
// 15 px) and for a device whose font is not ours.
let pen = null;
let family = "";
export function textWidth(text, size, bold = false) {
  if (!pen) {
    pen = document.createElement("canvas").getContext("2d");
    family = getComputedStyle(document.body).fontFamily;
  }
  pen.font = `${bold ? "bold " : ""}${size}px ${family}`;
  return pen.measureText(text).width;
}

// `text` broken at spaces into lines at most `room` px wide at `size` px (a word wider
// than that gets a line of its own).
export function wrap(text, room, size, bold = false) {
  const lines = [];
  let line = "";
  for (const w of String(text).split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${w}` : w;
    if (line && textWidth(longer, size, bold) > room) { lines.push(line); line = w; }
    else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

// `t` cut short enough that it fits `room` px with its "…".
function cut(t, room, size, bold) {
  let s = t.replace(/[…\s.,;:·]*$/, "");
  while (s && textWidth(`${s}…`, size, bold) > room) s = s.slice(0, -1).replace(/[\s.,;:·]*$/, "");
  return `${s}…`;
}

// `t` as it is if it fits `room` px, or cut short with "…".
export function shorten(t, room, size, bold = false) {
  return textWidth(t, size, bold) > room ? cut(t, room, size, bold) : t;
}

// `lines` broken at spaces into at most `most` lines, line k at most `room(k)` px wide at
// `size` px; a word too long is cut, and when anything is left out the last line ends in
// "…".
export function fitLines(lines, room, most, size, bold = false) {
  const out = [];
  for (const line of lines) {
    const words = String(line).split(/\s+/).filter(Boolean);
    while (words.length) {
      if (out.length === most) {
        const k = most - 1;
        if (k >= 0) out[k] = cut(out[k], room(k), size, bold);
        return out;
      }
      const width = room(out.length);
      let t = words.shift();
      while (words.length && textWidth(`${t} ${words[0]}`, size, bold) <= width) t += ` ${words.shift()}`;
      out.push(shorten(t, width, size, bold));
    }
  }
  return out;
}

// A card: a rounded box with a title, a few lines of stats or text, an optional badge, and
// an ⓘ in its corner that zooms it to its full text (js/help.js); `why` says, on the card,
// why it cannot act now. `data-key` names it for the page's what-changed diff.
export function card({ title, lines = [], badge = "", fill = "#fffdf6", w = 110, h = 150,
                       tags = [], dim = false, label = "", why = "" }) {
  const body = [svg("title", {}, [[title, ...lines, why].filter(Boolean).join(" · ")]),
                svg("rect", { class: "frame", x: 1, y: 1, width: w - 2, height: h - 2, rx: 8,
                              fill, stroke: "#6d6146", "stroke-width": 1.5,
                              opacity: dim ? 0.55 : 1 })];
  let y = 18;
  const titleRoom = w - 28;  // from x 7 to 2 px short of the ⓘ
  // One word wider than the room (Sidewinder on a small card) sets the title smaller,
  // both of its lines alike ("Box Jellyfish"); Mosquitoes on the 80 px cards of
  // "Everything in your view" needs 7 px.
  const titleLines = wrap(title, titleRoom, 12, true).slice(0, 2);
  const widest = Math.max(...titleLines.map((t) => textWidth(t, 12, true)));
  const size = widest > titleRoom ? Math.max(7, Math.floor(12 * titleRoom / widest)) : 12;
  for (const t of titleLines) {
    body.push(svg("text", { x: 7, y, "font-size": size, "font-weight": "bold" }, [t]));
    y += 14;
  }
  y += 4;
  // Lines fit the card's width and stop short of the badge beside it; what does not fit
  // ends in "…", and the ⓘ zoom shows it all.
  // `why` goes at the card's full width just above the badge, in up to two lines.
  const whyLines = why ? fitLines([why], () => w - 14, 2, 9.5) : [];
  const whyBase = h - (badge ? 36 : 8);
  const bottom = whyLines.length ? whyBase - 12 * whyLines.length - 2 : h - 20;
  const most = Math.max(0, Math.floor((bottom - y) / 12) + 1);
  const room = (k) => w - 12 - (badge && y + 12 * k > h - 36 ? 30 : 0);
  const shown = fitLines(lines, room, most, 10).map((t, k) => [t, y + 12 * k]);
  for (const [t, at] of shown) body.push(svg("text", { x: 7, y: at, "font-size": 10 }, [t]));
  whyLines.forEach((t, k) => {
    const at = whyBase - 12 * (whyLines.length - 1 - k);
    body.push(svg("text", { class: "why", x: 7, y: at, "font-size": 9.5, fill: "#8a1c1c",
                            "font-style": "italic" }, [t]));
  });
  if (badge) {
    body.push(svg("circle", { cx: w - 18, cy: h - 18, r: 13, fill: "#3f6b3a" }));
    body.push(svg("text", { x: w - 18, y: h - 14, "text-anchor": "middle", "font-size": 11,
                            fill: "white", "font-weight": "bold" }, [badge]));
  }
  // Nothing to read on an empty place or a face-down card.
  const blank = ["empty", "face down"].includes(title);
  if (!blank) body.push(info(w - 11, 11));
  const node = svg("svg", { class: ["card", ...tags].join(" "), width: w, height: h,
                            viewBox: `0 0 ${w} ${h}`, role: "img",
                            "aria-label": label || title, "data-key": label || title }, body);
  if (!blank) zoomable(node, title, [...lines, why]);
  return node;
}

// The ⓘ a zoom is opened by.
export function info(cx, cy) {
  return svg("g", { class: "zoom-me", role: "button", "aria-label": "read the card" }, [
    svg("circle", { cx, cy, r: 8, fill: "#ffffff", stroke: "#6d6146", opacity: 0.9 }),
    svg("text", { x: cx, y: cy + 4, "text-anchor": "middle", "font-size": 11,
                  "font-style": "italic", "font-weight": "bold", fill: "#3f6b3a" }, ["i"]),
  ]);
}

// What a zoom of `node` shows: its title and every line, unclipped.
export function zoomable(node, title, lines) {
  node.setAttribute("data-title", title);
  node.setAttribute("data-text", lines.filter(Boolean).join("\n"));
  return node;
}

// A pile of tokens (acorns, resources): a circle with a count and a caption.
export function pile(count, caption, color = "#8a5a2b") {
  return svg("svg", { class: "pile", width: 90, height: 70, viewBox: "-10 0 90 70",
                      role: "img", "aria-label": `${caption}: ${count}`,
                      "data-key": `pile ${caption}`, "data-value": count }, [
    svg("circle", { cx: 35, cy: 30, r: 22, fill: color }),
    svg("text", { x: 35, y: 36, "text-anchor": "middle", fill: "white", "font-size": 16,
                  "font-weight": "bold" }, [String(count)]),
    svg("text", { x: 35, y: 66, "text-anchor": "middle", "font-size": 10 }, [caption]),
  ]);
}

// Make `node` play `actions` (legal actions of the frame) on a click or Enter: the one
// action it means, or the side panel narrowed to them when it could mean several.
export function clickable(node, actions, ctx) {
  if (!actions.length) return node;
  node.classList.add("legal");
  node.setAttribute("tabindex", "0");
  node.setAttribute("data-actions", actions.map((a) => a.action).join("|"));
  const go = () => (actions.length === 1 ? ctx.act(actions[0].action) : ctx.offer(actions));
  node.addEventListener("click", go);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  return node;
}

// A row of counters; empty texts are left out. A counter "name: value" is keyed by its
// name, so the page can show that its value changed.
export function chips(texts) {
  return html("div", { class: "counters" }, texts.filter(Boolean).map((t) => {
    const [name, ...rest] = t.split(": ");
    return html("span", rest.length ? { class: "counter", "data-key": `chip ${name}`,
                                        "data-value": rest.join(": "), text: t }
      : { class: "counter", text: t });
  }));
}
