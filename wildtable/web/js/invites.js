// Invite links: each with a copy button; the table's creator can show them all again.

import { api } from "./api.js";
import { seatLabel } from "./names.js";
import { html } from "./svg.js";

export function copyButton(text, label = "Copy link") {
  const button = html("button", { class: "copy", type: "button", text: label });
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "Copied";
    } catch {
      // No clipboard (an insecure origin, or permission refused): select the text instead.
      const field = button.previousElementSibling;
      if (field && field.select) field.select();
      button.textContent = "Select and copy";
    }
    setTimeout(() => { button.textContent = label; }, 2000);
  });
  return button;
}

// One row per link: who sits there, the link in a read-only field, a copy button.
export function inviteRows(invites, table) {
  return invites.map((s) => {
    const field = html("input", { class: "invite-url", readonly: "", value: s.url, "aria-label": "invite link",
                                  onfocus: (e) => e.target.select() });
    const who = table ? seatLabel(table, s.seat) : "";
    const title = who && who !== "an invited player" ? `Seat of ${who}` : "A seat for one person";
    return html("li", { "data-seat": s.seat }, [html("strong", { text: `${title}: ` }), field, copyButton(s.url)]);
  });
}

// The creator's button on the table page: every person's link again.
export async function showInvites(tableId, token, table, box) {
  const invites = await api(`/api/tables/${tableId}/invites`, { method: "POST", body: { token } });
  const others = invites.filter((s) => s.token !== token);
  box.replaceChildren(
    html("h3", { text: "Invite links" }),
    html("p", { text: others.length ? "Each link is one seat: send it only to the person who sits there."
                                     : "Nobody else has a link at this table." }),
    html("ul", { class: "invites" }, inviteRows(others, table)),
    html("button", { class: "secondary", text: "Hide", onclick: () => { box.hidden = true; } }),
  );
  box.hidden = false;
}
