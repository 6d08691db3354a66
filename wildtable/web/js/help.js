// Help at the table: the game's rules document and glossary (GET /api/games/{id}/rules),
// keywords explained on hover or tap, and every card zoomed to its full text with its
// entry in the rules' designed content.

import { api } from "./api.js";
import { html } from "./svg.js";

const loaded = new Map();

export function rulesFor(gameId) {
  if (!loaded.has(gameId)) {
    loaded.set(gameId, api(`/api/games/${gameId}/rules`)
      .catch(() => ({ markdown: null, glossary: [] })));
  }
  return loaded.get(gameId);
}

function escape(word) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// One pattern for every glossary word, longest first, on word boundaries.
function matcher(glossary) {
  if (matcher.cache && matcher.cache.glossary === glossary) return matcher.cache.re;
  const words = glossary.map((t) => t.word).sort((a, b) => b.length - a.length);
  const re = words.length ? new RegExp(`\\b(${words.map(escape).join("|")})\\b`, "gi") : null;
  matcher.cache = { glossary, re };
  return re;
}

export function termsIn(text, glossary) {
  const re = matcher(glossary);
  if (!re) return [];
  const found = new Map();
  for (const m of String(text).matchAll(re)) {
    const t = glossary.find((g) => g.word.toLowerCase() === m[1].toLowerCase());
    if (t) found.set(t.word, t);
  }
  return [...found.values()];
}

// `text` as nodes, each glossary word a term that explains itself on hover or tap.
export function glossify(text, glossary) {
  const re = matcher(glossary || []);
  if (!re) return [document.createTextNode(text)];
  const out = [];
  let at = 0;
  for (const m of String(text).matchAll(re)) {
    const t = glossary.find((g) => g.word.toLowerCase() === m[1].toLowerCase());
    if (m.index > at) out.push(document.createTextNode(text.slice(at, m.index)));
    out.push(html("span", { class: "term", tabindex: 0, title: t.text, "data-explain": t.text,
                            text: m[0] }));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(document.createTextNode(text.slice(at)));
  return out;
}

// The entries of the rules' "Designed content" (and designed cards) that name `title`: a
// list item with its continuation lines, or a table row read as "cell · cell".
export function designedEntry(markdown, title) {
  if (!markdown || !title) return [];
  const name = title.replace(/\s+\d+$/, "").trim();
  if (name.length < 3) return [];
  const re = new RegExp(`\\b${escape(name)}\\b`, "i");
  const entries = [];
  let inDesign = false;
  let open = false; // whether the next plain line continues the last entry
  for (const line of markdown.split("\n")) {
    if (/^#+ /.test(line)) { inDesign = /^## /.test(line) ? /designed/i.test(line) : inDesign; open = false; continue; }
    if (!inDesign) continue;
    if (!line.trim()) { open = false; continue; }
    if (/^\|/.test(line)) {
      if (!/^\|[\s|:-]+\|$/.test(line)) entries.push(line);
      open = false;
    } else if (/^\s*[-*] /.test(line) || !open) {
      entries.push(line.replace(/^\s*[-*] /, ""));
      open = true;
    } else {
      entries[entries.length - 1] += ` ${line.trim()}`;
    }
  }
  // Balance notes and commands name cards too: they are not the card's entry.
  return entries.filter((x) => x && re.test(x) && !x.includes("`") && x.length < 600).map((x) => (/^\|/.test(x)
    ? x.split("|").map((c) => c.trim()).filter(Boolean).join(" · ")
    : x).replace(/\*\*/g, "")).slice(0, 8);
}

let tip = null;

function showTip(node) {
  if (!tip) {
    tip = html("div", { id: "tip", role: "tooltip" });
    document.body.append(tip);
  }
  tip.textContent = node.dataset.explain;
  const r = node.getBoundingClientRect();
  tip.style.left = `${Math.max(4, Math.min(innerWidth - 264, r.left + scrollX))}px`;
  tip.style.top = `${r.bottom + scrollY + 4}px`;
  tip.hidden = false;
}

// The card a zoom shows: its title and its lines, unclipped.
function zoom(node, gameId) {
  rulesFor(gameId).then(({ markdown, glossary }) => {
    const title = node.dataset.title || "";
    const text = (node.dataset.text || "").split("\n").filter(Boolean);
    const dialog = document.getElementById("zoom") || document.body.appendChild(
      html("dialog", { id: "zoom", "aria-label": "card" }));
    const design = designedEntry(markdown, title);
    const terms = termsIn([title, ...text].join(" "), glossary);
    dialog.replaceChildren(
      html("h2", { text: title }),
      ...text.map((t) => html("p", {}, glossify(t, glossary))),
      ...(design.length ? [html("h3", { text: "In the rules (designed content)" }),
                           html("ul", {}, design.map((d) => html("li", { text: d })))] : []),
      ...(terms.length ? [html("h3", { text: "Words" }), html("dl", {}, terms.flatMap((t) => [
        html("dt", { text: t.word }), html("dd", { text: `${t.text} (${t.clause})` })]))] : []),
      html("form", { method: "dialog" }, [html("button", { text: "Close", autofocus: "" })]),
    );
    if (!dialog.open) dialog.showModal();
  });
}

// Clicks anywhere on the page: a card's ⓘ (or a card that plays nothing) zooms, a term
// explains itself. The ⓘ is caught before the card's own click, which would play it.
export function installHelp(gameId) {
  document.addEventListener("click", (e) => {
    const info = e.target.closest?.(".zoom-me");
    if (info) {
      e.stopPropagation();
      e.preventDefault();
      zoom(info.closest("[data-title]"), gameId);
    }
  }, true);
  document.addEventListener("click", (e) => {
    const term = e.target.closest?.(".term");
    if (term) { showTip(term); return; }
    if (tip) tip.hidden = true;
    const c = e.target.closest?.("#board [data-title]");
    if (c && !c.classList.contains("legal")) zoom(c, gameId);
  });
}
