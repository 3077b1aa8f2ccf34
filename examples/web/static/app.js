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
// what the server declares (GET /api/options): the form's choices, and how to read a view's
// parts no base game has (food words, score categories, mode sections): nothing below names
// an expansion or a mode
let offered = { modes: [], sets: [], setups: [], bots: [], expansions: [], foods: [], categories: {}, sections: [] };

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

// A die face: its foods joined by "/" ("seed_nectar": "seed/nectar"), else its word.
function face(word) {
  const parts = String(word).split("_");
  return parts.length > 1 && parts.every((p) => offered.foods.includes(p)) ? parts.join("/") : words(word);
}

// Any value of the view, in words: a card by its name, a list item by item, an object's
// entries, null as a dash. For the parts of a view the page has no layout of its own for.
function shown(value) {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length ? value.map(shown).join(", ") : "none";
  if (typeof value === "object") {
    if ("id" in value && "name" in value) return value.name;
    const parts = Object.entries(value).map(([k, v]) => `${words(k)} ${shown(v)}`);
    return parts.length ? parts.join(", ") : "none";
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

// A score category's column: its declared label (an expansion's or a mode's), else its key.
function category(key) {
  return offered.categories[key] || words(key);
}

// A zone of a player's board (an expansion's cards or tokens, named "set-thing-habitat"):
// the habitat it belongs to when its name ends with one, and its name without it.
function zonePlace(name, habitats) {
  const habitat = habitats.find((h) => name.endsWith(`-${h}`));
  return habitat ? [habitat, words(name.slice(0, -habitat.length - 1).replaceAll("-", " "))] : [null, words(name.replaceAll("-", " "))];
}

// A card of an expansion's zone (a card that is no bird): its name and its facts in words
// (the view gives them: a group, a benefit...), or "?" for one the viewer cannot see.
function zoneCard(card, top = false) {
  if (card === null) return el("span", { class: "zone-card hidden" }, "?");
  const about = Object.entries(card).filter(([k]) => k !== "id" && k !== "name").map(([k, v]) => `${words(k)} ${words(v)}`);
  return el("span", { class: top ? "zone-card top" : "zone-card", "data-card": card.id, title: about.join(", ") },
    el("b", {}, card.name), about.length ? ` (${about.join(", ")})` : "");
}

// The table's zones (an expansion's decks, piles and spaces shared by every player): each with
// its size and, when it lies face up, its cards from the bottom to the top (the top marked).
function tableZones(zones) {
  return Object.entries(zones || {}).map(([name, z]) => {
    const cards = z.cards.map((c, i) => zoneCard(c, i === z.cards.length - 1));
    const size = z.hidden ? `${z.count} face down` : `${z.count}`;
    return el("span", { class: "zone", "data-zone": name, "data-count": z.count }, `${words(z.label)}: ${size}`,
      ...(cards.length ? [" — ", ...cards] : []));
  });
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
      ...table.feeder.map((f) => el("span", { class: "die", "data-face": f }, face(f))),
      table.outside.length ? el("span", { class: "outside" }, `outside: ${table.outside.map(face).join(", ")}`) : null),
    el("div", { class: "row tray" }, el("b", {}, "Tray"), ...table.tray.map((c) => birdCard(view, c))),
    el("div", { class: "row" }, el("b", {}, "Deck"), `${table.deck} cards · ${table.discard.length} discarded · ${table.bonus_deck} bonus cards`),
    el("div", { class: "row" }, el("b", {}, "Goals"), el("ul", { class: "goals" }, ...goals)),
    table.zones ? el("div", { class: "row zones table-zones" }, el("b", {}, "Shared"), ...tableZones(table.zones)) : null,
    // what an expansion adds to the table (the promos' shared bonus cards...)
    ...Object.entries(table).filter(([key]) => !TABLE_KEYS.includes(key)).map(([key, value]) =>
      el("div", { class: "row extra", "data-key": key }, el("b", {}, words(key)), shown(value)))
  );
}

// The keys of a view (format 2) and of its players that the page lays out itself: any other
// (a mode's section, a part a newer expansion adds) is shown in words as it comes.
const VIEW_KEYS = ["format", "card_set", "viewer", "players_count", "mode", "goal_board", "phase", "round", "turn",
  "first_player", "active_player", "deciding", "decision", "moves", "goals", "table", "players", "powers", "events",
  "scores", "names", "lines", "notes", "mat", "cards", "bonus_cards"];
const PLAYER_KEYS = ["seat", "you", "food", "hand", "hand_size", "bonus", "cubes_used", "cubes_left", "cubes_on",
  "pink_used", "points", "goal_count", "mat", "zones", "zone_cards"];
const TABLE_KEYS = ["feeder", "outside", "tray", "deck", "discard", "bonus_deck", "bonus_discard", "zones"];

function renderMat(view, p) {
  const name = view.names[p.seat];
  const pts = p.points;
  const habitats = Object.keys(p.mat);
  const zones = { "": [] }; // by habitat ("": a zone of no habitat)
  const held = p.zone_cards || {}; // the cards of a player's zones of cards (by name)
  for (const [zone, count] of Object.entries(p.zones || {})) {
    const [habitat, label] = zonePlace(zone, habitats);
    const what = held[zone] ? held[zone].map((c) => zoneCard(c)) : [String(count)];
    (zones[habitat || ""] = zones[habitat || ""] || []).push(el("span", { class: "zone", "data-zone": zone, "data-count": count }, `${label}: `, ...what));
  }
  const converts = view.mat.conversion || {};
  const rows = Object.entries(p.mat).map(([habitat, birds]) => {
    const byColumn = new Map(birds.map((b) => [b.column, b]));
    const gives = view.mat.gives[habitat] || [];
    const cells = view.mat.egg_costs.map((eggs, column) => {
      const bird = byColumn.get(column);
      const label = `column ${column + 1}${eggs ? ` · ${eggs} egg${eggs > 1 ? "s" : ""}` : ""}`;
      if (!bird) {
        const conversion = (converts[habitat] || [])[column] ? " + a conversion" : "";
        const next = column === birds.length ? el("div", { class: "gives" }, `the action gives ${gives[column]}${conversion}`) : null;
        return el("div", { class: "slot" }, el("div", { class: "cost" }, label), next);
      }
      const extra = [el("div", { class: "eggs", "data-eggs": bird.eggs }, `eggs ${bird.eggs}/${bird.egg_limit}`)];
      if (Object.keys(bird.cached).length) extra.push(el("div", { class: "cache" }, `cached ${foods(bird.cached)}`));
      if (bird.tucked) extra.push(el("div", { class: "tucked" }, `${bird.tucked} tucked`));
      return el("div", { class: "slot taken" }, el("div", { class: "cost" }, label), birdCard(view, bird.card, extra));
    });
    const act = view.mat.actions[habitat];
    const action = p.cubes_on[act] ? `${words(act)}: ${p.cubes_on[act]} cube(s)` : words(act);
    return el("div", { class: `habitat ${habitat}` }, el("div", { class: "habitat-name" }, words(habitat)), ...cells,
      el("div", { class: "cubes" }, action, ...(zones[habitat] || [])));
  });
  const bonus = p.bonus.map((c) => (c === null
    ? el("div", { class: "card bonus hidden" }, "?")
    : el("div", { class: "card bonus" }, el("b", { class: "name" }, c.name), el("div", { class: "power" }, (view.bonus_cards[String(c.id)] || {}).text || ""))));
  return el(
    "div",
    { class: p.you ? "player you" : "player", "data-seat": p.seat },
    el("h3", {}, p.you ? `${name} (you)` : name,
      el("span", { class: "points", "data-total": pts.total },
        ` ${pts.total} points (${Object.entries(pts).filter(([k]) => k !== "total" && (k !== "bonus" || p.you)).map(([k, n]) => `${category(k)} ${n}`).join(", ")})`)),
    el("div", { class: "row" }, el("b", {}, "Food"), foods(p.food), el("b", {}, "Cubes left"), p.cubes_left, el("b", {}, "Hand"), p.hand_size,
      ...Object.entries(p.cubes_on).filter(([a, n]) => n && !Object.values(view.mat.actions).includes(a)).map(([a, n]) => `${words(a)}: ${n} cube(s)`)),
    zones[""].length ? el("div", { class: "row zones" }, el("b", {}, "Zones"), ...zones[""]) : null,
    ...Object.entries(p).filter(([key]) => !PLAYER_KEYS.includes(key)).map(([key, value]) =>
      el("div", { class: "row extra", "data-key": key }, el("b", {}, words(key)), shown(value))),
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
  $("scores").replaceChildren(...(view.scores || []).map((s) => scoreRow(view, s)));
  const sections = offered.sections.concat(Object.keys(view).filter((k) => !VIEW_KEYS.includes(k) && !offered.sections.includes(k)));
  $("sections").replaceChildren(...sections.filter((key) => view[key]).map((key) => modeSection(key, view[key])));
  if (data.seats) {
    $("invites").replaceChildren(
      ...data.seats.filter((s) => s.person && s.seat !== data.seat).map((s) =>
        el("a", { class: "invite", href: link(data.game, s.token), target: "_blank", "data-seat": s.seat }, `${s.name}'s seat`))
    );
  }
}

// A final score: its total and rank, then every category the view gives (the base game's,
// then those the game's expansions and mode declare, under their labels).
function scoreRow(view, s) {
  const parts = Object.entries(s).filter(([k]) => !["seat", "total", "rank", "extra", "food_left"].includes(k))
    .concat(Object.entries(s.extra || {}))
    .map(([k, n]) => el("span", { class: "category", "data-category": k, "data-points": n }, `${category(k)} ${n}`));
  return el("div", { class: "score", "data-seat": s.seat },
    `${view.names[s.seat]}: ${s.total} points (rank ${s.rank})`, el("span", { class: "categories" }, ...parts),
    el("span", { class: "tiebreak" }, `food left ${s.food_left} (breaks ties)`));
}

// A mode's own section of the view (the key a mode declares): each of its entries in words.
function modeSection(key, section) {
  return el("div", { class: "mode-section", "data-section": key }, el("h3", {}, words(key)),
    ...Object.entries(section).map(([k, v]) => el("div", { class: "row", "data-key": k }, el("b", {}, words(k)), shown(v))));
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
  const options = chosenOptions(body.sets);
  if (Object.keys(options).length) body.options = options;
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

// The options of the checked sets' expansions, as the server lists them: a checkbox, a
// number or a text ("5, 2" for a list of numbers) per option, each starting at its default.
function fillOptions() {
  const sets = [...document.querySelectorAll("#sets input:checked")].map((i) => i.value);
  const shownOptions = offered.expansions.filter((e) => e.options.length && e.sets.some((s) => sets.includes(s)));
  $("expansion-options").replaceChildren(...shownOptions.map((e) => el("fieldset", { class: "options", title: e.about },
    el("legend", {}, `${words(e.name)} options`),
    ...e.options.filter((o) => o.kind !== "other").map((o) => {
      const attrs = { "data-expansion": e.name, "data-field": o.name, "data-kind": o.kind };
      const input = o.kind === "bool"
        ? el("input", { ...attrs, type: "checkbox", checked: o.default })
        : el("input", { ...attrs, type: o.kind === "int" ? "number" : "text", size: 6, value: o.kind === "ints" ? o.default.join(", ") : o.default });
      return el("label", {}, words(o.name), " ", input);
    }))));
}

// The options set away from their defaults, for the chosen sets: {expansion: {field: value}}.
function chosenOptions(sets) {
  const chosen = {};
  for (const e of offered.expansions.filter((x) => x.sets.some((s) => sets.includes(s)))) {
    for (const o of e.options) {
      const input = document.querySelector(`#expansion-options input[data-expansion="${e.name}"][data-field="${o.name}"]`);
      if (!input) continue;
      let value = input.value;
      if (o.kind === "bool") value = input.checked;
      else if (o.kind === "int") value = Number(value);
      else if (o.kind === "ints") value = value.split(",").filter((v) => v.trim() !== "").map(Number);
      if (JSON.stringify(value) !== JSON.stringify(o.default)) (chosen[e.name] = chosen[e.name] || {})[o.name] = value;
    }
  }
  return chosen;
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
    el("label", {}, el("input", { type: "checkbox", value: s, checked: s === "core", disabled: s === "core", onchange: fillOptions }), words(s))));
  fillOptions();
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
