// A client of examples/web/server.py: it draws the JSON view (wingspan_rules.observation_json)
// as a board and sends the legal move a player clicks. No framework, no build step.
//
// A seat is a game id and its token: the page keeps them in its address (?game=..&token=..),
// so a seat's link opens that seat in any browser, and a reload goes on with the game.
"use strict";

let gameId = null;
let token = null; // the seat's secret: the server answers nothing about the game without it
let version = 0;
let played = 0;
let started = 0;
let current = null; // the last reply
let offered = { modes: [], sets: [], setups: [], bots: [] };

const $ = (id) => document.getElementById(id);
const TIMING = { when_played: "white", when_activated: "brown", once_between_turns: "pink", round_end: "teal", game_end: "yellow" };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("data-") || key === "title") node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

function words(s) {
  return String(s).replaceAll("_", " ");
}

function foods(counts) {
  const parts = Object.entries(counts).filter(([, n]) => n > 0).map(([food, n]) => `${n} ${words(food)}`);
  return parts.length ? parts.join(", ") : "none";
}

function cost(facts) {
  const c = facts.cost;
  if (c.one_of) return c.foods.map(words).join(" / ");
  const parts = c.foods.map(words).concat(Array(c.wild).fill("any"));
  return parts.length ? parts.join(" + ") : "free";
}

function facts(view, card) {
  return card ? view.cards[String(card.id)] : null;
}

// A bird card: its name, then its facts (points, habitats, cost, nest, eggs, wingspan, power).
function birdCard(view, card, extra = []) {
  if (card === null) return el("div", { class: "card hidden" }, "?");
  const f = facts(view, card);
  if (!f) return el("div", { class: "card" }, el("b", { class: "name" }, card.name));
  return el(
    "div",
    { class: `card ${TIMING[f.timing] || "plain"}`, title: `${f.scientific_name} (${f.set})`, "data-card": card.id },
    el("b", { class: "name" }, card.name),
    el("div", { class: "facts" }, `${f.points} pts · ${f.habitats.map(words).join("/")} · costs ${cost(f)}`),
    el("div", { class: "facts" }, `${words(f.nest)} nest · ${f.egg_limit} eggs max · ${f.wingspan === null ? "any" : f.wingspan} cm`),
    ...extra,
    el("div", { class: "power" }, f.power)
  );
}

async function call(method, url, body) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers["X-Wingspan-Token"] = token;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await response.json();
  if (!response.ok) {
    const error = new Error(data.error || response.statusText);
    error.status = response.status;
    throw error;
  }
  return data;
}

function renderTable(view) {
  const table = view.table;
  const goals = view.goals.map((g) => {
    const scored = g.points ? ` — scored ${g.points.map((p, i) => `${view.names[i] || "rival"} ${p}`).join(", ")}` : "";
    const now = g.round === view.round && view.phase === "play"
      ? ` — now ${view.players.filter((p) => p.goal_count !== null).map((p) => `${view.names[p.seat]} ${p.goal_count}`).join(", ")}`
      : "";
    return el("li", { class: g.round === view.round ? "goal now" : "goal" }, `Round ${g.round}: ${g.goal.name}${scored}${now}`);
  });
  $("table").replaceChildren(
    el("div", { class: "row" }, el("b", {}, "Birdfeeder"),
      ...table.feeder.map((f) => el("span", { class: "die" }, words(f))),
      table.outside.length ? el("span", { class: "outside" }, `outside: ${table.outside.map(words).join(", ")}`) : null),
    el("div", { class: "row tray" }, el("b", {}, "Tray"), ...table.tray.map((c) => birdCard(view, c))),
    el("div", { class: "row" }, el("b", {}, "Deck"), `${table.deck} cards · ${table.discard.length} discarded · ${table.bonus_deck} bonus cards`),
    el("div", { class: "row" }, el("b", {}, "Goals"), el("ul", { class: "goals" }, ...goals))
  );
}

function renderMat(view, p) {
  const name = view.names[p.seat];
  const pts = p.points;
  const rows = Object.entries(p.mat).map(([habitat, birds]) => {
    const byColumn = new Map(birds.map((b) => [b.column, b]));
    const gives = view.mat.gives[habitat] || [];
    const cells = view.mat.egg_costs.map((eggs, column) => {
      const bird = byColumn.get(column);
      const label = `column ${column + 1}${eggs ? ` · ${eggs} egg${eggs > 1 ? "s" : ""}` : ""}`;
      if (!bird) {
        const next = column === birds.length ? el("div", { class: "gives" }, `the action gives ${gives[column]}`) : null;
        return el("div", { class: "slot" }, el("div", { class: "cost" }, label), next);
      }
      const extra = [el("div", { class: "eggs", "data-eggs": bird.eggs }, `eggs ${bird.eggs}/${bird.egg_limit}`)];
      if (Object.keys(bird.cached).length) extra.push(el("div", { class: "cache" }, `cached ${foods(bird.cached)}`));
      if (bird.tucked) extra.push(el("div", { class: "tucked" }, `${bird.tucked} tucked`));
      return el("div", { class: "slot taken" }, el("div", { class: "cost" }, label), birdCard(view, bird.card, extra));
    });
    const act = view.mat.actions[habitat];
    const action = p.cubes_on[act] ? `${words(act)}: ${p.cubes_on[act]} cube(s)` : words(act);
    return el("div", { class: `habitat ${habitat}` }, el("div", { class: "habitat-name" }, words(habitat)), ...cells, el("div", { class: "cubes" }, action));
  });
  const bonus = p.bonus.map((c) => (c === null
    ? el("div", { class: "card bonus hidden" }, "?")
    : el("div", { class: "card bonus" }, el("b", { class: "name" }, c.name), el("div", { class: "power" }, (view.bonus_cards[String(c.id)] || {}).text || ""))));
  return el(
    "div",
    { class: p.you ? "player you" : "player", "data-seat": p.seat },
    el("h3", {}, p.you ? `${name} (you)` : name,
      el("span", { class: "points", "data-total": pts.total },
        ` ${pts.total} points (birds ${pts.birds}, eggs ${pts.eggs}, cached ${pts.cached}, tucked ${pts.tucked}, goals ${pts.goals}${p.you ? `, bonus ${pts.bonus}` : ""})`)),
    el("div", { class: "row" }, el("b", {}, "Food"), foods(p.food), el("b", {}, "Cubes left"), p.cubes_left, el("b", {}, "Hand"), p.hand_size,
      ...Object.entries(p.cubes_on).filter(([a, n]) => n && !Object.values(view.mat.actions).includes(a)).map(([a, n]) => `${words(a)}: ${n} cube(s)`)),
    el("div", { class: "mat" }, ...rows),
    el("div", { class: "row hand" }, el("b", {}, "Hand"), ...p.hand.map((c) => birdCard(view, c))),
    el("div", { class: "row" }, el("b", {}, "Bonus"), ...bonus)
  );
}

function render(data) {
  current = data;
  const view = data.view;
  version = data.version;
  $("error").textContent = "";
  const me = view.names[view.viewer];
  $("summary").textContent =
    `Game ${started || 1}: ${view.players_count} player(s), ${words(view.mode)}, round ${view.round}, ` +
    `turn ${view.turn}, ${view.phase}. You are ${me}.`;
  if (!view.decision) $("prompt").textContent = "The game is over.";
  else if (view.deciding === view.viewer) $("prompt").textContent = view.decision.prompt;
  else $("prompt").textContent = `Waiting for ${view.names[view.deciding]}: ${view.decision.prompt}`;
  $("played").textContent = `(${played} played)`;
  $("played").dataset.count = String(played);
  $("undo").disabled = !data.undo;
  $("save").disabled = !data.saves;
  $("moves").replaceChildren(
    ...view.moves.map((m) => el("button", { class: "move", type: "button", "data-action": m.action, onclick: () => play(m) }, m.label))
  );
  renderTable(view);
  $("players-view").replaceChildren(...view.players.map((p) => renderMat(view, p)));
  $("notes").replaceChildren(...view.notes.map((section) => el("pre", { class: "note" }, section.join("\n"))));
  const story = data.story && data.story.length ? data.story : view.lines;
  $("events").replaceChildren(...story.map((line) => el("li", {}, line)));
  $("scores").replaceChildren(
    ...(view.scores || []).map((s) => el("div", { class: "score" }, `${view.names[s.seat]}: ${s.total} points (rank ${s.rank})`))
  );
  if (data.seats) {
    $("invites").replaceChildren(
      ...data.seats.filter((s) => s.person && s.seat !== data.seat).map((s) =>
        el("a", { class: "invite", href: link(data.game, s.token), target: "_blank", "data-seat": s.seat }, `${s.name}'s seat`))
    );
  }
}

function link(game, secret) {
  return `${location.pathname}?game=${game}&token=${encodeURIComponent(secret)}`;
}

function remember(data) {
  gameId = data.game;
  token = data.token || token;
  history.replaceState(null, "", link(gameId, token));
}

async function guarded(action) {
  try {
    await action();
  } catch (error) {
    $("error").textContent = error.message;
    if (error.status === 409 && gameId) await refresh(); // another seat moved first
  }
}

function newGame(event) {
  event.preventDefault();
  const body = {
    players: Number($("players").value),
    mode: $("mode").value,
    sets: [...document.querySelectorAll("#sets input:checked")].map((i) => i.value),
    names: $("names").value.split(",").map((n) => n.trim()),
    people: $("people").value.split(",").filter((s) => s.trim() !== "").map(Number),
  };
  if ($("setup").value) body.setup = $("setup").value;
  if ($("bot").value) body.bot = $("bot").value;
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  return guarded(async () => {
    token = null;
    const data = await call("POST", "/api/games", body);
    started += 1;
    played = 0;
    remember(data);
    render(data);
  });
}

function play(move) {
  const body = move.action === null ? { move: move.move } : { action: move.action };
  body.version = version; // a retried request is not played twice
  return guarded(async () => {
    const data = await call("POST", `/api/games/${gameId}/moves`, body);
    played += 1;
    render(data);
  });
}

async function refresh() {
  const data = await call("GET", `/api/games/${gameId}`);
  if (!current || data.version !== current.version) render(data);
}

function undo() {
  return guarded(async () => render(await call("POST", `/api/games/${gameId}/undo`, { version })));
}

function save() {
  return guarded(async () => {
    const data = await call("GET", `/api/games/${gameId}/save`);
    const blob = new Blob([JSON.stringify(data)], { type: "application/json" });
    el("a", { href: URL.createObjectURL(blob), download: `wingspan-${gameId}.json` }).click();
  });
}

function load(event) {
  const file = event.target.files[0];
  if (!file) return undefined;
  return guarded(async () => {
    const saved = JSON.parse(await file.text());
    token = null;
    const data = await call("POST", "/api/games", { load: saved.save, names: saved.names || [] });
    started += 1;
    remember(data);
    render(data);
  });
}

function fillPlayers() {
  const mode = offered.modes.find((m) => m.mode === $("mode").value);
  const counts = mode ? mode.players : [1, 2, 3, 4, 5];
  $("players").replaceChildren(...counts.map((n) => el("option", { value: n, selected: n === 2 }, n)));
}

async function start() {
  offered = await call("GET", "/api/options");
  $("mode").replaceChildren(...offered.modes.map((m) => el("option", { value: m.mode }, words(m.mode))));
  fillPlayers();
  $("sets").replaceChildren(...offered.sets.map((s) =>
    el("label", {}, el("input", { type: "checkbox", value: s, checked: s === "core", disabled: s === "core" }), words(s))));
  $("setup").append(...offered.setups.map((s) => el("option", { value: s }, words(s))));
  const botName = (kind) => (kind === "bot" ? "random" : words(kind));
  $("bot").replaceChildren(...offered.bots.map((b) => el("option", { value: b }, botName(b))));
  const params = new URLSearchParams(location.search);
  if (params.get("game") && params.get("token")) {
    gameId = Number(params.get("game"));
    token = params.get("token");
    await guarded(refresh);
  }
  setInterval(() => {
    // another seat's moves: follow them while it is not this seat's decision
    if (gameId && current && current.view.phase !== "over" && current.view.deciding !== current.view.viewer) {
      refresh().catch(() => {});
    }
  }, 1000);
}

$("new-game-form").addEventListener("submit", newGame);
$("mode").addEventListener("change", fillPlayers);
$("undo").addEventListener("click", undo);
$("save").addEventListener("click", save);
$("load").addEventListener("change", load);
start();
