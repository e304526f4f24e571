// The seat's page: it speaks the game-night protocol (docs/protocol.md) with the token of its
// own address, shows its seat's view and sends the action texts the host offered. It never
// decides a rule: every button is one of the `legal` texts, the Vedrfolnir preview is the
// view's `reach`, and the words come from the host (/s/<token>/strings.json), with the name of
// the window's picture and icon for each card, class and Order (served at /art/<name>).
"use strict";

const app = document.getElementById("app");
const token = decodeURIComponent(location.pathname.split("/")[2] || "");
// the game's watch address (/w/<token>): the public table, no decision (docs/protocol.md)
const watching = location.pathname.split("/")[1] === "w";
const TAVERN_ORDERS = { SH: "shield", TE: "temple", WA: "wanderers", FO: "forge", TA: "talion" };
const CLASSES = ["warrior", "hunter", "miner", "blacksmith", "explorer"];

const page = {
  lang: localStorage.getItem("lang") || (navigator.language || "en").slice(0, 2),
  words: null,
  welcome: null,
  state: null,
  ended: null,
  seq: null,
  pin: null,
  notice: "",
  closed: false,
  bid: { coin: null, slots: [null, null, null] },
  ws: null,
};

function say(key, params) {
  let text = key.split(".").reduce((node, part) => (node ? node[part] : undefined), page.words && page.words.ui);
  if (typeof text !== "string") text = key;
  for (const [name, value] of Object.entries(params || {})) text = text.split(`{${name}}`).join(value);
  return text;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (name === "onclick") node.addEventListener("click", value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

async function loadWords() {
  const response = await fetch(`${location.pathname}/strings.json?lang=${encodeURIComponent(page.lang)}`);
  page.words = await response.json();
  page.lang = page.words.lang;
  document.documentElement.lang = page.lang;
}

function connect() {
  if (page.closed) return;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws`);
  page.ws = ws;
  ws.onopen = () => hello();
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = () => {
    if (page.ws !== ws) return;
    page.ws = null;
    if (!page.closed) {
      page.notice = say("reconnecting");
      render();
      setTimeout(connect, 1500);
    }
  };
}

function send(message) {
  if (page.ws && page.ws.readyState === WebSocket.OPEN) page.ws.send(JSON.stringify({ v: 1, ...message }));
}

function hello() {
  const message = { type: "hello", token, lang: page.lang };
  if (page.pin) message.pin = page.pin;
  if (page.seq !== null) message.seq = page.seq;
  send(message);
}

const FINAL = ["bad_token", "refused", "replaced", "too_many_attempts"];

function receive(message) {
  if (message.type === "welcome") {
    page.welcome = message;
    page.notice = "";
  } else if (message.type === "state") {
    const before = page.state ? page.state.legal.join("|") : "";
    if (before !== message.legal.join("|")) page.bid = { coin: null, slots: [null, null, null] };
    page.state = message;
    page.seq = message.seq;
    if (message.by === message.seat) page.notice = "";
  } else if (message.type === "ended") {
    page.ended = message;
    page.closed = true;
  } else if (message.type === "error") {
    page.notice = errorText(message);
    if (message.code === "pin_required" || message.code === "bad_pin") page.pin = "";
    if (FINAL.includes(message.code)) page.closed = true;
  }
  render();
}

function errorText(message) {
  if (message.code === "pin_required") return say("pin");
  if (message.code === "awaiting_accept") return say("accept_wait");
  return say("error", { message: message.message || message.code });
}

// ------------------------------------------------------------------ names and labels

function cardName(key) {
  const names = page.words ? page.words.names : {};
  return names[key] || names[String(key).split(":")[0]] || String(key);
}

function family(key) {
  const text = String(key);
  const known = page.words && page.words.art ? page.words.art.families[text] : undefined;
  if (known) return known;
  const order = TAVERN_ORDERS[text.split("-")[1]];
  if (order) return order;
  return CLASSES.find((name) => text.includes(`_${name}`)) || "";
}

// The served name of a key's picture ("pictures"), icon ("icons") or coin face ("coins").
function artName(part, key) {
  const table = page.words && page.words.art ? page.words.art[part] : null;
  if (!table) return null;
  const text = String(key);
  return table[text] || table[text.split(":")[0]] || null;
}

function image(name, cls, lazy) {
  return el("img", { class: cls, src: `/art/${name}`, alt: "", loading: lazy ? "lazy" : null, decoding: "async" });
}

// A key's picture as the window shows it: a portrait (with its class's icon at its foot) or an
// emblem on its family's colour; null when the window shows none.
function picture(key, size, lazy) {
  const pic = artName("pictures", key);
  const icon = artName("icons", key);
  if (!pic && !icon) return null;
  const kind = pic && pic.endsWith(".svg") ? "emblem" : "portrait";
  return el(
    "span",
    { class: ["art", size, pic ? kind : "emblem", family(key)].filter(Boolean).join(" "), "aria-hidden": "true" },
    pic ? image(pic, "pic", lazy) : image(icon, "pic", lazy),
    pic && icon ? el("span", { class: "badge" }, image(icon, "mark", lazy)) : null
  );
}

function seatName(seat) {
  if (!page.welcome) return String(seat + 1);
  const name = page.welcome.names[seat];
  return seat === page.welcome.seat ? `${name} (${say("you")})` : name;
}

function placeName(place) {
  if (place === "tribute" || place === -1) return say("tribute");
  const places = page.state.view.places || [];
  const entry = places[Number(place)];
  return entry && entry.controller >= 0 ? seatName(entry.controller) : String(place);
}

function words(action) {
  const [, verb, ...rest] = action.split(" ");
  const parts = [];
  // the card given is the revealed one, shown above the buttons: each says only where it goes
  for (let i = verb === "give" ? 1 : 0; i < rest.length; i += 1) {
    if (rest[i] === "to" && i + 1 < rest.length) {
      parts.push(`→ ${placeName(rest[i + 1])}`);
      i += 1;
    } else {
      parts.push(argument(rest[i]));
    }
  }
  return { verb: say(`verb.${verb}`), what: parts.join(" "), key: rest[0] || "" };
}

const COIN_PLACE = /^(t|p|hand)(\d*):(\d+g?)$/;

// An action's argument in words: a coin where it lies (`t0:6g`: tavern 1's 6), a coin value,
// yes, no or pass, else a card, a class or an Order by its name.
function argument(text) {
  const coin = COIN_PLACE.exec(text);
  if (coin) {
    const where = coin[1] === "t" ? say("tavern", { n: Number(coin[2]) + 1 }) : say(coin[1] === "p" ? "purse" : "hand");
    return `${where} · ${coinText(coin[3])}`;
  }
  if (/^\d+g?$/.test(text)) return coinText(text);
  if (["yes", "no", "pass"].includes(text)) return say(`word.${text}`);
  return cardName(text);
}

function reachOf(action) {
  const tokens = action.split(" ");
  const at = tokens.indexOf("to");
  const reach = page.state.view.reach;
  if (at < 0 || !reach) return null;
  const to = tokens[at + 1] === "tribute" ? -1 : Number(tokens[at + 1]);
  const choice = tokens[at + 2] || "";
  return reach.find((entry) => entry.to === to && entry.choice === choice) || reach.find((entry) => entry.to === to) || null;
}

// ------------------------------------------------------------------ the page

function render() {
  const parts = [header()];
  if (page.notice) parts.push(el("p", { class: "note error", id: "notice" }, page.notice));
  if (page.pin !== null && !page.state) parts.push(pinForm());
  if (page.ended) parts.push(ending());
  else if (page.state) parts.push(...(watching ? spectate() : seat()));
  else if (!page.notice) parts.push(el("p", { class: "note" }, say("connecting")));
  app.replaceChildren(...parts);
}

function header() {
  const title = page.words ? page.words.title : "";
  const who = watching ? say("watching") : page.welcome ? seatName(page.welcome.seat) : "";
  return el(
    "header",
    {},
    el("h1", {}, title, el("small", {}, who)),
    el("button", { id: "lang", onclick: switchLanguage }, say("language"))
  );
}

async function switchLanguage() {
  page.lang = page.lang === "fr" ? "en" : "fr";
  localStorage.setItem("lang", page.lang);
  await loadWords();
  render();
}

function pinForm() {
  const input = el("input", { id: "pin", inputmode: "numeric", autocomplete: "one-time-code", maxlength: "6" });
  const join = () => {
    page.pin = input.value.trim();
    hello();
  };
  return el("section", {}, el("p", {}, say("pin")), input, el("button", { class: "confirm", onclick: join }, say("pin_send")));
}

function seat() {
  const state = page.state;
  const mine = state.legal.length > 0;
  const others = state.deciding.filter((s) => s !== state.seat).map(seatName);
  const status = mine
    ? say("your_turn")
    : others.length ? say("deciding", { names: others.join(", ") }) : say("nobody");
  const out = [el("div", { class: mine ? "status turn" : "status", id: "status", "data-seq": String(state.seq) }, status)];
  if (mine && others.length) out.push(el("p", { class: "note" }, say("deciding", { names: others.join(", ") })));
  const card = shownCard(state.view);
  if (card !== null) {
    out.push(el("h2", {}, say("revealed")), el("div", { class: "card", id: "revealed" }, picture(card, "big", false), el("span", {}, cardName(card))));
  }
  out.push(...taverns());
  const bids = state.legal.filter((a) => a.split(" ")[1] === "bid");
  if (bids.length) out.push(...bidPad(bids));
  const others_ = state.legal.filter((a) => a.split(" ")[1] !== "bid");
  if (others_.length) out.push(el("div", { class: "choices", id: "choices" }, others_.map(choice)));
  if (state.held) {
    const takeBack = () => send({ type: "undo", seq: state.seq });
    out.push(el("div", { class: "held" }, el("p", { class: "note", id: "held" }, say("held")), el("button", { id: "take-back", onclick: takeBack }, say("take_back"))));
  }
  if (!mine && !state.held) out.push(el("p", { class: "note" }, say("waiting")));
  out.push(...mySeat());
  return out;
}

// Vedrfolnir's card of the moment: the one revealed, else the one a place is receiving.
function shownCard(view) {
  if (view.revealed !== undefined && view.revealed >= 0) return view.revealed;
  return view.transit ? view.transit.card : null;
}

function choice(action) {
  const label = words(action);
  const reach = reachOf(action);
  let after = null;
  let idle = false;
  if (reach) {
    idle = reach.lands === "discard";
    after = idle
      ? say("idle")
      : reach.to === -1 ? say("stars_tribute", { stars: reach.stars }) : say("stars", reach);
  }
  const classes = ["choice", "tile", family(label.key), idle ? "idle" : ""].filter(Boolean).join(" ");
  return el(
    "button",
    { class: classes, "data-action": action, onclick: () => act(action) },
    label.verb === say("verb.give") ? null : picture(label.key, "mid", false),
    el("span", { class: "words" }, el("span", { class: "verb" }, label.verb), el("span", { class: "what" }, label.what)),
    after === null ? null : el("span", { class: "reach" }, after)
  );
}

function act(action) {
  send({ type: "act", action, seq: page.state.seq });
}

function myView() {
  const view = page.state.view;
  return view.seats ? view.seats[page.state.seat] : null;
}

function coinClass(coin) {
  const face = artName("coins", coinSuffix(coin));
  const kind = { g: "gold", s: "special" }[coinSuffix(coin)] || "";
  return ["coin", kind, face ? "pictured" : ""].filter(Boolean).join(" ");
}

function coinSuffix(coin) {
  return String(coin).replace(/^\d+/, "");
}

// A coin's face: the window's picture of its kind when the game has one, the value over it.
function coinStyle(coin) {
  const face = artName("coins", coinSuffix(coin));
  return face ? `background-image: url("/art/${face}")` : null;
}

function coinText(coin) {
  return String(coin).replace(/g$/, "");
}

function bidPad(bids) {
  const hand = (myView() || {}).hand || [];
  const bid = page.bid;
  const coins = hand.map((coin, index) =>
    el(
      "button",
      {
        class: [coinClass(coin), bid.coin === index ? "picked" : "", bid.slots.includes(index) ? "used" : ""].join(" "),
        style: coinStyle(coin),
        "data-coin": String(index),
        onclick: () => {
          bid.coin = bid.slots.includes(index) || bid.coin === index ? null : index;
          render();
        },
      },
      coinText(coin)
    )
  );
  const slots = bid.slots.map((held, slot) =>
    el(
      "button",
      {
        class: "slot",
        "data-slot": String(slot),
        onclick: () => {
          if (bid.coin !== null) {
            bid.slots[slot] = bid.coin;
            bid.coin = null;
          } else bid.slots[slot] = null;
          render();
        },
      },
      held === null ? null : el("span", { class: coinClass(hand[held]), style: coinStyle(hand[held]) }, coinText(hand[held])),
      el("span", { class: "label" }, say("tavern", { n: slot + 1 }))
    )
  );
  const text = bid.slots.every((s) => s !== null)
    ? `${bids[0].split(" ")[0]} bid ${bid.slots.map((s) => hand[s]).join(" ")}`
    : null;
  const ready = text !== null && bids.includes(text);
  return [
    el("h2", {}, say("coins")),
    el("div", { class: "row", id: "coins" }, coins),
    el("p", { class: "note" }, say("tap_coin")),
    el("div", { class: "slots", id: "slots" }, slots),
    el(
      "div",
      { class: "actions" },
      el("button", { id: "clear", onclick: () => { page.bid = { coin: null, slots: [null, null, null] }; render(); } }, say("clear")),
      el("button", { class: "confirm", id: "confirm", disabled: !ready, onclick: () => act(text) }, say("confirm"))
    ),
  ];
}

function chip(key) {
  return el("span", { class: `chip ${family(key)}` }, picture(key, "small", true), cardName(key));
}

function taverns() {
  const rows = page.state.view.taverns;
  if (!rows || !rows.some((row) => row.length)) return [];
  return [
    el("h2", {}, say("taverns")),
    el(
      "div",
      { class: "taverns", id: "taverns" },
      rows.map((row, index) =>
        el(
          "div",
          { class: "tavern" },
          el("span", { class: "tavern-name" }, String(index + 1)),
          el("div", { class: "chips" }, row.map(chip))
        )
      )
    ),
  ];
}

function mySeat() {
  const own = myView();
  if (!own || !own.columns) return [];
  const out = [];
  if (own.hand && own.hand.length && !page.state.legal.some((a) => a.split(" ")[1] === "bid")) {
    out.push(el("h2", {}, say("hand")), el("div", { class: "row" }, own.hand.map((c) => el("span", { class: coinClass(c), style: coinStyle(c) }, coinText(c)))));
  }
  const cards = own.columns.flat().concat(own.command || []);
  if (cards.length) {
    out.push(
      el("h2", {}, say("army"), own.gem !== undefined ? ` · ${say("gems", { gem: own.gem })}` : ""),
      el("div", { class: "chips" }, cards.map(chip))
    );
  }
  return out;
}

function ending() {
  const out = page.ended.outcome;
  if (!out) return el("p", { class: "status" }, say("ended_quit"));
  const winners = out.winners.map(seatName).join(", ");
  const rows = out.sheets.map((sheet, index) =>
    el("tr", { class: out.winners.includes(index) ? "win" : "" }, el("td", {}, seatName(index)), el("td", {}, String(sheet.total)))
  );
  return el(
    "section",
    { id: "ended" },
    el("div", { class: "status turn" }, say("over")),
    winners ? el("p", {}, say("winners", { names: winners })) : null,
    el("table", {}, rows)
  );
}

// ------------------------------------------------------------------ watch mode

// A spectator's page: who is deciding, the round, the card of the moment, the taverns and each
// seat's score, all from the public view; it has nothing to send but its hello.
function spectate() {
  const state = page.state;
  const view = state.view;
  const names = state.deciding.map(seatName);
  const out = [
    el("div", { class: "status", id: "status", "data-seq": String(state.seq) }, names.length ? say("deciding", { names: names.join(", ") }) : say("nobody")),
    el("p", { class: "note", id: "round" }, view.age ? say("age_round", view) : say("round", view)),
  ];
  const card = shownCard(view);
  if (card !== null) out.push(el("h2", {}, say("revealed")), el("div", { class: "card", id: "revealed" }, cardName(card)));
  out.push(...taverns());
  out.push(el("h2", {}, say("scores")), el("table", { id: "scores" }, page.welcome.names.map((name, seat) => el("tr", {}, el("td", {}, name), el("td", {}, standing(view, seat))))));
  return out;
}

// A seat's score so far: its total (Nidavellir, Arran), or its stars toward its objective.
function standing(view, seat) {
  if (view.scores) return String(view.scores[seat].total);
  const place = (view.places || []).find((entry) => entry.controller === seat);
  return place ? `${place.stars}/${place.objective}` : "";
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !page.ws && !page.closed) connect();
});

loadWords().then(() => {
  render();
  connect();
});
