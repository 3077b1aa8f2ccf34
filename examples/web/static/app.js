// A client of examples/web/server.py: it shows the JSON view (wingspan_rules.observation_json)
// and sends the legal move a player clicks. No framework, no build step.
"use strict";

let gameId = null;
let played = 0;
let token = null; // the seat's secret: the server answers nothing about the game without it
let started = 0; // games this page started (the server's ids are random, so not shown)
let version = 0;

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("data-")) node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) {
    if (child !== null && child !== undefined) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

function card(c) {
  return c === null ? el("span", { class: "card hidden" }, "?") : el("span", { class: "card" }, c.name);
}

function foods(counts) {
  const parts = Object.entries(counts).filter(([, n]) => n > 0).map(([food, n]) => `${n} ${food}`);
  return parts.length ? parts.join(", ") : "none";
}

function describeEvent(event) {
  const parts = [];
  for (const [key, value] of Object.entries(event)) {
    if (key === "type") continue;
    let shown;
    if (value === null) shown = "hidden";
    else if (Array.isArray(value)) shown = "[" + value.map((v) => (v && v.name) || (v === null ? "hidden" : v)).join(", ") + "]";
    else if (typeof value === "object") shown = value.name || foods(value);
    else shown = value;
    parts.push(`${key}: ${shown}`);
  }
  return `${event.type} (${parts.join("; ")})`;
}

async function call(method, url, body) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers["X-Wingspan-Token"] = token;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

function render(view, log) {
  $("error").textContent = "";
  $("summary").textContent =
    `Game ${started}: ${view.players_count} player(s), round ${view.round}, phase ${view.phase}. ` +
    `You are seat ${view.viewer}.`;
  $("prompt").textContent = view.decision ? view.decision.prompt : "The game is over.";
  $("played").textContent = `(${played} played)`;
  $("played").dataset.count = String(played);

  const moves = $("moves");
  moves.replaceChildren(
    ...view.moves.map((m) =>
      el("button", { class: "move", type: "button", "data-action": m.action, onclick: () => play(m) }, m.label)
    )
  );

  const table = view.table;
  $("table").replaceChildren(
    el("div", { class: "row" }, el("b", {}, "Birdfeeder"), ...table.feeder.map((f) => el("span", { class: "die" }, f))),
    el("div", { class: "row" }, el("b", {}, "Tray"), ...table.tray.map(card)),
    el("div", { class: "row" }, el("b", {}, "Deck"), `${table.deck} cards, ${table.discard.length} discarded`),
    el("div", { class: "row" }, el("b", {}, "Goals"), view.goals.map((g) => `${g.round}: ${g.goal.name}`).join(" · "))
  );

  $("players-view").replaceChildren(
    ...view.players.map((p) =>
      el(
        "div",
        { class: p.you ? "player you" : "player", "data-seat": p.seat },
        el("div", { class: "row" }, el("b", {}, p.you ? "You" : `Seat ${p.seat}`),
          `food: ${foods(p.food)} · cubes left: ${p.cubes_left} · hand: ${p.hand_size}`),
        el("div", { class: "row" }, el("b", {}, "Hand"), ...p.hand.map(card)),
        el("div", { class: "row" }, el("b", {}, "Bonus"), ...p.bonus.map(card)),
        ...Object.entries(p.mat).map(([habitat, birds]) =>
          el("div", { class: "row" }, el("b", {}, habitat),
            ...birds.map((b) => el("span", { class: "card" },
              `${b.card.name} (${b.eggs}/${b.egg_limit} eggs` +
              (b.tucked ? `, ${b.tucked} tucked` : "") +
              (Object.keys(b.cached).length ? `, cached ${foods(b.cached)}` : "") + ")")))
        )
      )
    )
  );

  $("events").replaceChildren(...(log || view.events).map((e) => el("li", { "data-type": e.type }, describeEvent(e))));
  $("scores").replaceChildren(
    ...(view.scores || []).map((s) => el("div", {}, `Seat ${s.seat}: ${s.total} points (rank ${s.rank})`))
  );
}

async function newGame(event) {
  event.preventDefault();
  const body = { players: Number($("players").value) };
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  try {
    const data = await call("POST", "/api/games", body);
    gameId = data.game;
    started += 1;
    token = data.token;
    version = data.version;
    played = 0;
    render(data.view, data.log);
  } catch (error) {
    $("error").textContent = error.message;
  }
}

async function play(move) {
  const body = move.action === null ? { move: move.move } : { action: move.action };
  body.version = version; // a retried request is not played twice
  try {
    const data = await call("POST", `/api/games/${gameId}/moves`, body);
    version = data.version;
    played += 1;
    render(data.view, data.log);
  } catch (error) {
    $("error").textContent = error.message;
  }
}

$("new-game-form").addEventListener("submit", newGame);
