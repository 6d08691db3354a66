// "Learn to play": the coach panel of a lesson table. The server puts a `coach` entry in the
// learner's frames while the lesson lasts: what is decided, the rule (a clause id and its
// plain words), a suggested choice with its reason. This module draws it and marks the
// suggested button among the choices; table.js calls it at two marked hook points.

import { named } from "./names.js";
import { html } from "./svg.js";

let closed = false; // the learner closed the goodbye note

function ruleLink(game, clause) {
  // The rules page (another part of the web table) anchors each clause by its id.
  return html("a", { href: `/rules/${game}#${clause}`, target: "_blank", rel: "noopener",
                     class: "clause", text: clause });
}

// Draw the panel for this frame; hidden at tables that are not lessons.
export function drawCoach(box, frame, act) {
  const c = frame.coach;
  // No coach: not a lesson, a spectator, or the lesson is over and its goodbye was said.
  if (!c || closed) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const parts = [html("h2", { text: c.title || "Learn to play" })];
  if (c.intro) parts.push(html("p", { class: "intro", text: c.intro }));
  parts.push(html("p", { class: "decides", text: named(c.decides, frame.table) }));
  if (c.clause) {
    parts.push(html("p", { class: "rule" }, [ruleLink(frame.table.game, c.clause), " ", c.rule]));
  }
  if (c.suggest) {
    parts.push(html("p", { class: "suggest" }, [
      html("span", { class: "tag", text: "Suggested: " }), html("strong", { text: named(c.label, frame.table) })]));
  }
  parts.push(html("p", { class: "reason", text: named(c.reason, frame.table) }));
  if (c.suggest) {
    parts.push(html("button", { class: "follow", text: "Do what the coach suggests",
                                onclick: () => act(c.suggest) }));
  }
  if (c.done) {
    parts.push(html("button", { class: "secondary", text: "Close",
                                onclick: () => { closed = true; box.hidden = true; } }));
  }
  box.className = c.done ? "done" : "";
  box.replaceChildren(...parts);
  box.hidden = false;
  markSuggestion(document.getElementById("board"), frame);
}

// Mark the suggested choice: the button that plays it, and on the board every card,
// pile or area whose click can play it (renderers list those in data-actions).
export function markSuggestion(box, frame) {
  const c = frame.coach;
  if (!c || !c.suggest) return;
  for (const node of box.querySelectorAll("[data-action], [data-actions]")) {
    const plays = node.dataset.action !== undefined ? [node.dataset.action]
      : node.dataset.actions.split("|");
    if (plays.includes(c.suggest)) {
      node.classList.add("suggested");
      node.setAttribute("aria-description", "the coach suggests this");
    }
  }
}
