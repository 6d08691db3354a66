// Telling a person it is their turn while they look elsewhere: the tab's title and icon
// change at once; a sound and a browser notification only if they asked for them.

const SOUND_KEY = "wildtable.sound";
const NOTIFY_KEY = "wildtable.notify";
let wasMine = false;
let baseTitle = document.title;
let audio = null;

function icon(color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${color}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function setIcon(color) {
  let link = document.querySelector("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  link.href = icon(color);
  link.dataset.turn = color === "#e0a400" ? "yours" : "";
}

function beep() {
  try {
    audio = audio || new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.4);
  } catch { /* no audio here: the title and icon still change */ }
}

export function soundOn() { return localStorage.getItem(SOUND_KEY) === "1"; }
export function notifyOn() { return localStorage.getItem(NOTIFY_KEY) === "1"; }

// The two switches, in the given box.
export function alertSwitches(box) {
  const make = (id, text, key, on, change) => {
    const input = document.createElement("input");
    input.type = "checkbox";
    input.id = id;
    input.checked = on;
    input.addEventListener("change", () => {
      localStorage.setItem(key, input.checked ? "1" : "0");
      change?.(input);
    });
    const label = document.createElement("label");
    label.append(input, ` ${text}`);
    return label;
  };
  box.replaceChildren(
    make("alert-sound", "sound on my turn", SOUND_KEY, soundOn()),
    make("alert-notify", "notify me on my turn", NOTIFY_KEY, notifyOn(), async (input) => {
      if (input.checked && "Notification" in window && Notification.permission !== "granted") {
        const answer = await Notification.requestPermission();
        if (answer !== "granted") { input.checked = false; localStorage.setItem(NOTIFY_KEY, "0"); }
      }
    }),
  );
}

// Call after every frame drawn: `mine` says whether this browser must decide now.
export function turnAlert(mine, title, what) {
  baseTitle = title;
  document.title = mine ? `● Your turn · ${title}` : title;
  setIcon(mine ? "#e0a400" : "#3f6b3a");
  if (mine && !wasMine) {
    if (soundOn()) beep();
    if (notifyOn() && document.hidden && "Notification" in window && Notification.permission === "granted") {
      new Notification("Your turn", { body: what, tag: "wildtable-turn" });
    }
  }
  wasMine = mine;
}

export function plainTitle() { return baseTitle; }
