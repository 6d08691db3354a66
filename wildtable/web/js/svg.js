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

// `text` broken into lines of at most `width` characters, at spaces.
export function wrap(text, width) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let line = "";
  for (const w of words) {
    if ((line + " " + w).trim().length > width) { if (line) lines.push(line); line = w; }
    else line = (line + " " + w).trim();
  }
  if (line) lines.push(line);
  return lines;
}

// `lines` broken at spaces into at most `most` lines, line k at most `room(k)` characters;
// a word too long is cut, and when anything is left out the last line ends in "…".
export function fitLines(lines, room, most) {
  const out = [];
  for (const line of lines) {
    const words = String(line).split(/\s+/).filter(Boolean);
    while (words.length) {
      if (out.length === most) {
        const k = most - 1;
        if (k >= 0) out[k] = out[k].slice(0, room(k) - 1).replace(/[…\s.,;:·]*$/, "") + "…";
        return out;
      }
      const width = room(out.length);
      let t = words.shift();
      while (words.length && (t + " " + words[0]).length <= width) t += " " + words.shift();
      out.push(t.length > width ? t.slice(0, width - 1) + "…" : t);
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
  const titleRoom = Math.floor((w - 24) / 8.2);  // left of the ⓘ, bold 12 px (Hummingbird)
  // One word longer than the room (Sidewinder on a small card) sets the title smaller,
  // both of its lines alike ("Box Jellyfish"); Mosquitoes on the 80 px cards of
  // "Everything in your view" needs 7 px.
  const titleLines = wrap(title, titleRoom).slice(0, 2);
  const longest = Math.max(...titleLines.map((t) => t.length));
  const size = longest > titleRoom ? Math.max(7, Math.floor(12 * titleRoom / longest)) : 12;
  for (const t of titleLines) {
    body.push(svg("text", { x: 7, y, "font-size": size, "font-weight": "bold" }, [t]));
    y += 14;
  }
  y += 4;
  // Lines fit the card's width (about 5.6 px a character at 10 px) and stop short of the
  // badge beside it; what does not fit ends in "…", and the ⓘ zoom shows it all.
  // `why` goes at the card's full width just above the badge, in up to two lines.
  const whyLines = why ? fitLines([why], () => Math.floor((w - 14) / 5.3), 2) : [];
  const whyBase = h - (badge ? 36 : 8);
  const bottom = whyLines.length ? whyBase - 12 * whyLines.length - 2 : h - 20;
  const most = Math.max(0, Math.floor((bottom - y) / 12) + 1);
  const room = (k) => Math.floor((w - 12 - (badge && y + 12 * k > h - 36 ? 30 : 0)) / 5.6);
  const shown = fitLines(lines, room, most).map((t, k) => [t, y + 12 * k]);
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
