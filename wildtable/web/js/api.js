// Talking to the server, and remembering this browser's seat tokens.

const KEY = "wildtable.seats";

export async function api(path, options = {}) {
  const init = { method: options.method || "GET", headers: {} };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers["Content-Type"] = "application/json";
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = text; }
  if (!response.ok) {
    const detail = data && data.detail ? data.detail : response.statusText;
    const error = new Error(typeof detail === "string" ? detail : JSON.stringify(detail));
    error.status = response.status;
    throw error;
  }
  return data;
}

// Tokens live in this browser only: {tableId: {seat: token}}.
export function savedSeats() {
  try { return JSON.parse(localStorage.getItem(KEY) || "{}"); } catch { return {}; }
}

export function saveSeat(tableId, seat, token) {
  const all = savedSeats();
  all[tableId] = all[tableId] || {};
  all[tableId][seat] = token;
  localStorage.setItem(KEY, JSON.stringify(all));
}

export function seatsAt(tableId) {
  return savedSeats()[tableId] || {};
}

// An invite link carries its token in the fragment (#seat=0&token=…), never sent to servers.
export function takeFragment(tableId) {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  const seat = params.get("seat");
  if (token && seat !== null) {
    saveSeat(tableId, seat, token);
    history.replaceState(null, "", location.pathname + location.search);
  }
}

export function socketUrl(tableId, token) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${scheme}//${location.host}/ws/tables/${tableId}${query}`;
}

const cardCache = new Map();
export async function cardData(gameId) {
  if (!cardCache.has(gameId)) {
    cardCache.set(gameId, api(`/api/games/${gameId}/cards`).catch(() => ({})));
  }
  return cardCache.get(gameId);
}

// "P0", "P0 and P1", "P0, P1 and P2": names.js then writes each as the seat's name.
function together(seats) {
  const names = seats.map((x) => `P${x}`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");
}

// The outcome in words: a seat reads of itself ("You win"), a spectator of the seats.
export function outcome(result, seat) {
  const w = result.winners;
  if (seat !== null && seat !== undefined) {
    if (w.includes(seat)) return w.length > 1 ? `You win, with ${together(w.filter((x) => x !== seat))}` : "You win";
    // Alone at the table there is nobody else to win; with others, nobody did.
    if (!w.length) return result.scores.length > 1 ? "Nobody wins" : "You lose";
    return `You lose: ${together(w)} ${w.length > 1 ? "win" : "wins"}`;
  }
  if (!w.length) return "Nobody wins";
  return `${together(w)} ${w.length > 1 ? "win" : "wins"}`;
}
