// The rules page: a game's rules document rendered from Markdown (marked, vendored), its
// glossary, and a filter box that keeps the sections and glossary words that match.

import { marked } from "../vendor/marked.esm.js";
import { api } from "./api.js";
import { html } from "./svg.js";

const $ = (id) => document.getElementById(id);
const gameId = location.pathname.split("/").filter(Boolean).pop();

// Each "## " section and each list item or table row is a block the filter shows or hides.
function filter(query) {
  const q = query.trim().toLowerCase();
  let shown = 0;
  for (const block of document.querySelectorAll("#doc li, #doc tr, #doc p, #glossary div")) {
    if (block.closest("thead")) continue;
    const hit = !q || block.textContent.toLowerCase().includes(q);
    block.hidden = !hit;
    if (hit && q) shown += 1;
  }
  for (const section of document.querySelectorAll("#doc section")) {
    const any = !q || [...section.querySelectorAll("li, tr, p")].some((b) => !b.hidden && !b.closest("thead"));
    section.hidden = !any;
  }
  $("found").textContent = q ? `${shown} passages mention “${query.trim()}”` : "";
}

// Sections as <section> elements, so a filter can hide a whole section at once.
function sectioned(root) {
  const out = html("div");
  let section = html("section");
  for (const node of [...root.childNodes]) {
    if (node.tagName === "H2") { out.append(section); section = html("section"); }
    section.append(node);
  }
  out.append(section);
  return out;
}

async function main() {
  const [info, rules] = await Promise.all([api(`/api/games/${gameId}`), api(`/api/games/${gameId}/rules`)]);
  $("title").textContent = info.title;
  document.title = `wildtable — rules of ${info.title}`;
  $("glossary").replaceChildren(...rules.glossary.map((t) => html("div", {}, [
    html("dt", { text: t.word }), html("dd", { text: `${t.text} (${t.clause})` })])));
  if (!rules.markdown) {
    $("doc").replaceChildren(html("p", { text: "This installation has no rules document: "
      + "the rules pages read docs/rules/ from a source checkout of wildtable." }));
  } else {
    const root = html("div");
    root.innerHTML = marked.parse(rules.markdown);  // our own repository's document
    $("doc").replaceChildren(sectioned(root));
  }
  const q = new URLSearchParams(location.search).get("q");
  if (q) { $("filter").value = q; filter(q); }
  $("filter").addEventListener("input", () => filter($("filter").value));
}

main().catch((e) => { $("doc").textContent = e.message; });
