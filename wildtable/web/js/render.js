// The renderer registry: /static/games/<game-id>.js draws that game; generic.js draws any.
// A renderer module exports `render(board, frame, ctx)`; ctx has `act(notation)`,
// `offer(actions)` (show a subset of choices), `cards` (the game's card data), `seat`.

import * as generic from "../games/generic.js";

const loaded = new Map();

// `hasOwn` comes from the server (GET /api/games/{id} says whether the module exists).
export async function rendererFor(gameId, hasOwn = true) {
  if (!hasOwn) return generic;
  if (!loaded.has(gameId)) {
    loaded.set(gameId, import(`../games/${gameId}.js`).catch(() => generic));
  }
  return loaded.get(gameId);
}

export { generic };
