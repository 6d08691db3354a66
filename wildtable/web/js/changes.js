// What changed on the board: every drawn thing that names itself (`data-key`, with
// `data-value` for a counter) is measured before a redraw and after it, as lichess's
// chessground does. Between two frames a moved card glides from where it was, a new one
// fades in, a counter that changed pulses with its difference; against the board at this
// seat's last decision, everything that changed since stays outlined until the next one.

// Where `node` lies in `root`'s drawing, whatever the page's or the board's scroll.
function place(node, root) {
  const r = node.getBoundingClientRect();
  const o = root.getBoundingClientRect();
  return [r.left - o.left + root.scrollLeft, r.top - o.top + root.scrollTop];
}

export function snapshot(root) {
  const out = new Map();
  for (const node of root.querySelectorAll("[data-key]")) {
    const key = node.dataset.key;
    if (out.has(key)) continue; // a key drawn twice (a zone and its "everything" copy)
    const [x, y] = place(node, root);
    out.set(key, { x, y, value: node.dataset.value ?? null });
  }
  return out;
}

const reduced = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

// Animate `root`'s new drawing from `before` (a snapshot of the last drawing).
export function animate(root, before) {
  if (!before || !before.size || reduced() || !Element.prototype.animate) return;
  const seen = new Set();
  for (const node of root.querySelectorAll("[data-key]")) {
    const key = node.dataset.key;
    if (seen.has(key)) continue;
    seen.add(key);
    const was = before.get(key);
    if (!was) {
      node.animate([{ opacity: 0, transform: "scale(0.85)" }, { opacity: 1, transform: "none" }],
                   { duration: 350, easing: "ease-out" });
      continue;
    }
    if (was.value !== null && was.value !== (node.dataset.value ?? null)) {
      node.animate([{ transform: "scale(1.25)", filter: "drop-shadow(0 0 6px #e0a400)" },
                    { transform: "none", filter: "none" }], { duration: 700, easing: "ease-out" });
      continue;
    }
    const [x, y] = place(node, root);
    const [dx, dy] = [was.x - x, was.y - y];
    if (Math.abs(dx) > 2 || Math.abs(dy) > 2) {
      node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
                   { duration: 450, easing: "ease-in-out" });
    }
  }
}

function number(v) {
  const n = Number(String(v).split(/[ /]/)[0]);
  return Number.isFinite(n) ? n : null;
}

// Outline what is new or changed since `since` (the board at this seat's last decision);
// counters carry their difference ("+2", "−1").
export function mark(root, since) {
  for (const old of root.querySelectorAll(".delta")) old.remove();
  if (!since || !since.size) return 0;
  let marked = 0;
  for (const node of root.querySelectorAll("[data-key]")) {
    const was = since.get(node.dataset.key);
    const value = node.dataset.value ?? null;
    const changed = !was || (was.value !== null && was.value !== value)
      || (node.closest(".grid") && Math.abs(was.y - place(node, root)[1]) > 30);
    node.classList.toggle("changed", Boolean(changed));
    if (!changed) continue;
    marked += 1;
    const [a, b] = [number(was?.value), number(value)];
    if (was && a !== null && b !== null && a !== b && node.tagName !== "svg") {
      node.append(Object.assign(document.createElement("b"), {
        className: "delta", textContent: b > a ? ` +${b - a}` : ` −${a - b}` }));
    }
  }
  return marked;
}
