// The one place that turns seats into the words people read: a person's chosen name, a
// bot's level ("heuristic bot"), and the story's "P1" written as that seat's name.

export const NAME_KEY = "wildtable.name";
export const NAME_MAX = 24;

export function savedName() {
  return (localStorage.getItem(NAME_KEY) || "").trim().slice(0, NAME_MAX);
}

export function rememberName(name) {
  localStorage.setItem(NAME_KEY, name.trim().slice(0, NAME_MAX));
}

// A bot's level in the words the server gives (GET /api/games/{id}: "bots"); a bot with
// settings of its own is called by its spec.
const botWords = new Map();
export function knowBots(bots) {
  for (const b of bots || []) botWords.set(b.agent, b.words);
}

export function botLabel(agent) {
  const spec = agent || "heuristic";
  return `bot (${botWords.get(spec) ?? spec})`;
}

// How a seat is called everywhere: a name, a bot's level, or what the seat is waiting for.
// Two bots of one level, or two people of one name, are numbered in seat order ("bot 1
// (a fair fight)", "bot 2 (a fair fight)"): the story must tell who did what.
export function seatLabel(table, seat) {
  if (seat === null || seat === undefined) return "a spectator";
  const s = table.seats[seat];
  if (!s) return "someone";
  const base = plainLabel(s);
  if (s.kind !== "bot" && !s.name) return base;
  const same = table.seats.flatMap((o, i) => (o && (o.kind === "bot" || o.name)
    && plainLabel(o) === base ? [i] : []));
  if (same.length < 2) return base;
  const k = same.indexOf(seat) + 1;
  return s.kind === "bot" ? base.replace(/^bot/, `bot ${k}`) : `${base} ${k}`;
}

function plainLabel(s) {
  if (s.kind === "bot") return botLabel(s.agent);
  if (s.name) return s.name;
  return s.claimed ? "an invited player" : "an open seat";
}

// A seat's label opening a line: "Bot 2 (a fair fight): 3".
export function seatHeading(table, seat) {
  return capital(seatLabel(table, seat));
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The same with what plays the seat now, when a bot stands in for the person.
export function seatLabelNow(table, seat) {
  const s = table.seats[seat];
  const base = seatLabel(table, seat);
  return s && s.kind === "human" && s.control === "bot" ? `${base} (${botLabel(s.agent)} plays)` : base;
}

// A line of the story with each seat reference ("P1") as that seat's label. The games
// write seats as P0, P1…; only whole words are replaced, so "P10" stays seat ten.
export function named(text, table) {
  const out = String(text).replace(/\bP(\d+)\b/g, (whole, n) => {
    const seat = Number(n);
    return seat < table.seats.length ? seatLabel(table, seat) : whole;
  });
  // "an open seat's home is…" opens a sentence: capitalise it, as the game's "P1" was.
  return /^P\d/.test(text) ? capital(out) : out;
}

// The same for what a renderer drew: its headings and notes say "P1 (you)" too. Text in
// SVG (a figure's label on a map) keeps the short form, which fits its token.
export function nameBoard(root, table) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentNode instanceof SVGElement || !/\bP\d+\b/.test(node.data)
      ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  for (const node of nodes) node.data = named(node.data, table);
}
