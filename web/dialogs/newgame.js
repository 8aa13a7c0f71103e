// The "New game" dialog: the game (every game the engine describes, its default first), the
// players that game takes, each seat a person (with a name, remembered) or a computer (with its
// level), and the game's options (for Five Up the house rules, the target and Muggins). The games,
// the levels and the options' choices are the engine's (hello, table.js; what is offered for a
// game is core/choices.js's): their rows appear once the table is known. Over a game it opens on that
// game's rules, players and seats (the engine's answer in the store), so the same table again is
// one click away; with no game, on the last choice made on this device, where a game or a choice
// the engine no longer offers falls back to the default and is said so.

import { t } from "../i18n/i18n.js";
import { chosenSeats, onTable, playerRange, table } from "../core/table.js";
import { unoffered } from "../core/games.js";
import { offerOf, rulesOfForm } from "../core/choices.js";
import { $ } from "../core/dom.js";
import { KEYS, storage } from "../core/storage.js";
import { isPlain, parseKept } from "../core/kept.js";
import { store } from "../core/store.js";
import { sideGame } from "../core/sidegames.js";
import { checkBox, optionRow, playerChoices, seatRow, segmented } from "./rows.js";

/**
 * @typedef {Record<string, unknown>} RulesWish  the game and its options wished ({preset, target,
 *   muggins...}, or display_target from the address): unchecked
 * @typedef {import("./rows.js").SeatWish} SeatWish
 * @typedef {{players: number | null, seats: (SeatWish | undefined)[], rules: RulesWish}} TableWish  a table as wished
 * @typedef {{display_target: number | null, muggins: boolean | null}} Offer  house rules a link asks for (null: not given)
 * @typedef {{players: number, seats: (SeatWish | undefined)[], rules: RulesWish}} StartChoice  what Deal hands on
 *   (before the engine's table is known, the wishes as they are: the startGame command checks them)
 * @typedef {{onStart: (choice: StartChoice) => void, canCancel: () => boolean}} DialogHooks
 */

/** Seat wishes from the older form: the person in seat 0, one level per computer seat after it.
 * @param {(string | null)[]} levels @returns {SeatWish[]} */
function seatsOfLevels(levels) {
  return [{ kind: "person", name: null }, ...levels.map((level) => ({ kind: "computer", level }))];
}

/** The last choice on this device: {players, seats (four wishes: a person's name or a computer's
 * level), rules}; a choice kept before seats (levels only) reads as the person in seat 0.
 * The seats and rules stay unchecked wishes: the engine's table reads them (core/table.js).
 * @returns {TableWish} */
function rememberedWish() {
  const { value } = parseKept(storage.get(KEYS.newGameWish) || "null"); // junk gives way to the defaults
  /** @type {{players?: unknown, seats?: unknown, levels?: unknown, rules?: unknown} | null} */
  const saved = isPlain(value) ? value : null;
  if (saved && Number.isInteger(saved.players) && (Array.isArray(saved.seats) || Array.isArray(saved.levels))) {
    const rules = saved.rules && typeof saved.rules === "object" ? /** @type {RulesWish} */ (saved.rules) : {};
    const seats = Array.isArray(saved.seats) ? saved.seats : seatsOfLevels(/** @type {string[]} */ (saved.levels));
    return { players: /** @type {number} */ (saved.players), seats, rules };
  }
  return { players: null, seats: [], rules: {} };
}

/** The rules the person chose last time ({preset, options...}, unchecked wishes). */
export function rememberedRules() {
  return rememberedWish().rules;
}

/** The game on the table as the dialog wishes a table (players, its seats, the house rules), as the
 * engine's last answer gives it; null with no game, or a side game (its seats are not the New game
 * defaults).
 * @returns {(TableWish & {seats: SeatWish[]}) | null} */
function wishOfTable() {
  const session = store.get().session;
  if (!session || sideGame(session)) return null;
  const { view, levels } = session;
  const given = Array.isArray(session.seats) ? session.seats : seatsOfLevels((levels ?? []).slice(1));
  const seats = given.map((/** @type {SeatWish} */ s) => (s.remote ? { kind: "friend", name: s.name } : s));
  return { players: view.players, seats, rules: { ...view.rules } };
}

/** @param {TableWish} wish */
function rememberWish(wish) {
  storage.set(KEYS.newGameWish, JSON.stringify(wish)); // not being able to remember is no reason to stop the game
}

/** The house rules wished, with what a link offers in place of them.
 * @param {RulesWish} rules @param {Offer} offer */
function offered(rules, offer) {
  const wished = { ...rules };
  if (offer.display_target !== null) {
    wished.display_target = offer.display_target;
    delete wished.target; // the link's target, in display points, in place of the one kept
  }
  if (offer.muggins !== null) wished.muggins = offer.muggins;
  return wished;
}

/** The New game dialog (static markup in index.html): its rows follow the engine's table and the
 * player count; a choice is remembered on this device. */
class NewGameDialog {
  /** @type {DialogHooks["onStart"]} */ #onStart;
  /** @type {DialogHooks["canCancel"]} */ #canCancel;
  /** @type {HTMLDialogElement} */ #dialog;
  /** @type {HTMLFormElement} */ #form;
  /** @type {HTMLElement} */ #levelsBox;
  /** @type {HTMLElement} */ #rulesBox;
  #remembered = rememberedWish();
  /** What the dialog opens on: the players, seats and rules of the game on the table, else the remembered ones. */
  #wished = this.#remembered;
  /** House rules a link offers ({display_target, muggins}, each null when not given), else null.
   * @type {Offer | null} */
  #offer = null;
  /** A game is on the table behind the dialog (Cancel goes back to it). */
  #overGame = false;
  /** The player count the dialog opens on, until the chosen game's counts are drawn.
   * @type {number | null | undefined} */
  #openPlayers = null;

  /** @param {DialogHooks} hooks */
  constructor({ onStart, canCancel }) {
    this.#onStart = onStart;
    this.#canCancel = canCancel;
    this.#dialog = /** @type {HTMLDialogElement} */ ($("newgame"));
    this.#form = /** @type {HTMLFormElement} */ ($("newgame-form"));
    this.#levelsBox = $("newgame-levels");
    this.#rulesBox = $("newgame-rules");
    this.#form.addEventListener("change", (e) => {
      const field = /** @type {HTMLInputElement} */ (e.target);
      if (field.name === "preset") this.#renderGame();
      if (field.name === "players") this.#renderLevels();
      if (field.name === "players") this.#renderStart();
      if (field.name.startsWith("kind-")) this.#renderKind(Number(field.name.slice(5)));
      if (this.#rulesBox.contains(field)) this.#renderRulesNote();
    });
    this.#form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.#start();
    });
    this.#cancelButton.addEventListener("click", () => {
      if (this.#canCancel()) this.#dialog.close();
    });
    // Escape closes a modal dialog; with no game behind it there is nothing to go back to.
    this.#dialog.addEventListener("cancel", (e) => {
      if (!this.#canCancel()) e.preventDefault();
    });
    // The engine's table arrived (or changed): the rows follow it, choices kept.
    onTable(() => {
      if (this.#dialog.open) this.#render();
    });
  }

  get #cancelButton() {
    return /** @type {HTMLElement} */ (this.#form.querySelector('[data-action="cancel-new-game"]'));
  }

  #chosenPlayers() {
    const checked = /** @type {HTMLInputElement | null} */ (this.#form.querySelector('input[name="players"]:checked'));
    return Number(checked?.value) || playerRange()?.default || 2;
  }

  /** A seat as chosen on screen ({kind, name, level}; undefined before its row is drawn).
   * @param {number} seat @returns {SeatWish | undefined} */
  #chosenSeat(seat) {
    const value = (/** @type {string} */ name) =>
      /** @type {HTMLInputElement} */ (this.#form.querySelector(`input[name="${name}-${seat}"]:checked`))?.value;
    const kind = value("kind");
    if (!kind) return undefined;
    const name = /** @type {HTMLInputElement} */ (this.#form.querySelector(`input[name="name-${seat}"]`))?.value;
    return { kind, name: name?.trim() || null, level: value("level") };
  }

  /** The seats' wishes for every seat the dialog knows: what is on screen, else what was wished. */
  /** @returns {(SeatWish | undefined)[]} */
  #seatWishes() {
    return [0, 1, 2, 3].map(
      (seat) => this.#chosenSeat(seat) ?? this.#wished.seats[seat] ?? (seat === 0 ? { kind: "person" } : undefined),
    );
  }

  /** One row per seat; a change of player count keeps what is chosen. */
  #renderLevels() {
    const players = this.#chosenPlayers();
    const wishes = this.#seatWishes();
    this.#levelsBox.querySelectorAll(".seat-row").forEach((n) => n.remove());
    this.#levelsBox.hidden = !table();
    for (let seat = 0; seat < players && table(); seat++) this.#levelsBox.append(seatRow(seat, players, wishes[seat]));
    $("newgame-note").textContent = players === 4 ? t("newgame.notePairs") : t("newgame.noteAlone");
  }

  /** A seat's kind changed: its name field or its levels show.
   * @param {number} seat */
  #renderKind(seat) {
    const kind = this.#chosenSeat(seat)?.kind;
    const row = this.#levelsBox.querySelector(`[data-seat="${seat}"]`);
    const name = /** @type {HTMLElement | null} */ (row?.querySelector(".seat-name-field") ?? null);
    const levels = /** @type {HTMLElement | null} */ (row?.querySelector(".seat-levels") ?? null);
    if (name) name.hidden = kind === "computer";
    if (levels) levels.hidden = kind !== "computer";
    this.#renderStart();
  }

  /** The dialog's way on says what it does: deal, or (with friends) make their invitations. */
  #renderStart() {
    const friends = this.#seatWishes()
      .slice(0, this.#chosenPlayers())
      .some((w) => w?.kind === "friend");
    const start = /** @type {HTMLElement} */ (this.#form.querySelector('[data-action="start-game"]'));
    start.textContent = t(friends ? "net.makeInvitations" : "action.deal");
  }

  /** Play with friends: the first seat that is not one becomes a friend's, ready for a name. */
  hostTable() {
    const players = this.#chosenPlayers();
    const wishes = this.#seatWishes().slice(0, players);
    if (!wishes.some((w) => w?.kind === "friend")) {
      const seat = Math.max(
        1,
        wishes.findIndex((w, i) => i > 0 && w?.kind !== "person"),
      );
      const radio = /** @type {HTMLInputElement | null} */ (
        this.#form.querySelector(`input[name="kind-${seat}"][value="friend"]`)
      );
      if (radio) radio.checked = true;
      this.#renderKind(seat);
    }
    const field = /** @type {HTMLInputElement | null} */ (
      this.#form.querySelector('.seat-row:has(input[value="friend"]:checked) .seat-name-field')
    );
    field?.focus();
  }

  /** The rules as the form shows them (the game and its options), or as wished before their rows
   * are drawn (the table not yet known, or a game just chosen).
   * @returns {RulesWish} */
  #formRules() {
    const checked = (/** @type {string} */ name) =>
      /** @type {HTMLInputElement | null} */ (this.#form.querySelector(`input[name="${name}"]:checked`))?.value;
    const preset = checked("preset");
    if (preset === undefined || !this.#rulesBox.querySelector("[data-option]")) return this.#wished.rules;
    const shownPreset = /** @type {HTMLElement} */ (this.#rulesBox).dataset.preset;
    if (preset !== shownPreset) return { preset }; // a game just chosen: its defaults
    const valueOf = (/** @type {string} */ name) => {
      const box = /** @type {HTMLInputElement | null} */ (this.#rulesBox.querySelector(`input[name="${name}"]`));
      return box?.type === "checkbox" ? String(box.checked) : checked(name);
    };
    return rulesOfForm(preset, valueOf) ?? this.#wished.rules;
  }

  /** The game chosen: its words, the players it takes, the seats' rows and its options. */
  #renderGame() {
    this.#renderPlayers();
    this.#renderLevels();
    this.#renderRules();
    this.#renderStart();
  }

  /** The games the engine offers, one pill each (the default first), on the one wished. */
  #renderGames() {
    const box = $("newgame-game");
    box.querySelectorAll(".segmented").forEach((n) => n.remove());
    const offer = offerOf(this.#formRules());
    box.hidden = !offer;
    if (!offer) return;
    const pills = segmented("preset", offer.games, offer.preset);
    pills.setAttribute("role", "radiogroup");
    pills.setAttribute("aria-labelledby", "newgame-game-legend");
    box.append(pills);
  }

  /** The player counts the chosen game takes (the markup's 2-4 until the engine's table is
   * known), the count chosen kept where the game takes it, else the first it does. */
  #renderPlayers() {
    const offer = offerOf(this.#formRules());
    if (!offer) return;
    const want = this.#openPlayers ?? this.#chosenPlayers();
    this.#openPlayers = null;
    const players = offer.players.includes(want) ? want : offer.players[0];
    const box = /** @type {HTMLElement} */ (this.#form.querySelector(".players .segmented"));
    box.replaceWith(playerChoices(offer.players, players));
  }

  /** The chosen game's lead and options, one row each, with a note on what the choice means. */
  #renderRules() {
    const wished = this.#formRules(); // before the rows go: a redraw keeps the choices
    this.#rulesBox.querySelectorAll(".level-row, .check, .newgame-rules-note").forEach((n) => n.remove());
    const offer = offerOf(wished);
    this.#rulesBox.hidden = !offer;
    $("newgame-lead").textContent = offer?.lead ?? t("newgame.lead");
    $("newgame-rules-legend").textContent = offer?.legend ?? t("newgame.houseRules");
    if (!offer) return;
    this.#rulesBox.dataset.preset = offer.preset;
    for (const option of offer.options) this.#rulesBox.append(option.check ? checkBox(option) : optionRow(option));
    const note = document.createElement("p");
    note.className = "newgame-rules-note";
    note.id = "newgame-rules-note";
    this.#rulesBox.append(note);
    this.#renderRulesNote();
  }

  #renderRulesNote() {
    const note = document.getElementById("newgame-rules-note");
    const offer = offerOf(this.#formRules());
    if (!note || !offer) return;
    note.textContent = offer.options
      .map((o) => o.note)
      .filter(Boolean)
      .join(" ");
  }

  /** A kept choice the engine no longer offers: what fell back to the default, said first. */
  #renderFallback() {
    const box = $("newgame-fallback");
    const missing = table() && !this.#offer ? unoffered(this.#wished.rules) : [];
    box.hidden = missing.length === 0;
    box.textContent = missing.length ? t("newgame.fallback", { choices: missing.join(", ") }) : "";
  }

  /** The house rules a link asked for, said first (the rows below are already set to them). */
  #renderOffer() {
    const box = $("newgame-offer");
    box.hidden = !this.#offer;
    if (!this.#offer) return;
    const { display_target: target, muggins } = this.#offer;
    const asked = [];
    if (target !== null)
      asked.push(
        t(table() && unoffered({ display_target: target }).length ? "newgame.offerNoTarget" : "newgame.offerTarget", {
          target,
        }),
      );
    if (muggins !== null) asked.push(t(muggins ? "newgame.offerMuggins" : "newgame.offerNoMuggins"));
    const words = [`${t("newgame.offer")} ${asked.join(", ")}.`];
    if (this.#overGame) words.push(t("newgame.offerKeep"));
    box.textContent = words.join(" ");
  }

  #render() {
    this.#renderOffer();
    this.#renderFallback();
    this.#renderGames();
    this.#renderGame();
  }

  /** Deal: remember the choice (seats not in this game too, and every name) and hand it on. */
  #start() {
    const players = this.#chosenPlayers();
    const wishes = this.#seatWishes();
    const seats = table() ? chosenSeats(players, wishes) : wishes.slice(0, players);
    const rules = this.#formRules();
    const kept = wishes.map((w, seat) => (w ? { ...w } : this.#remembered.seats[seat]));
    this.#remembered = { players, seats: kept, rules };
    rememberWish(this.#remembered);
    this.#offer = null;
    this.#dialog.close();
    this.#onStart({ players, seats, rules });
  }

  /** Open the dialog; modal=false leaves the table usable behind it (first visit, while loading);
   * `offer`: house rules a link asks for ({display_target, muggins}, null where not given).
   * @param {{modal?: boolean, offer?: Offer | null}} [options] */
  open({ modal = true, offer = null } = {}) {
    this.#remembered = rememberedWish();
    const current = wishOfTable();
    // The game in play says its seats; the last choice fills the seats it does not have.
    this.#wished = current ? { ...current, seats: this.#mergeSeats(current.seats) } : this.#remembered;
    this.#offer = offer;
    this.#overGame = Boolean(store.get().session);
    if (offer) this.#wished = { ...this.#wished, rules: offered(this.#wished.rules, offer) };
    const want = this.#wished.players ?? playerRange()?.default;
    const players = /** @type {HTMLInputElement} */ (
      this.#form.querySelector(`input[name="players"][value="${want}"]`)
    );
    if (players) players.checked = true;
    this.#openPlayers = want;
    this.#levelsBox.querySelectorAll(".seat-row").forEach((n) => n.remove());
    this.#rulesBox.querySelectorAll(".level-row, .check, .newgame-rules-note").forEach((n) => n.remove());
    this.#render();
    this.#cancelButton.hidden = !this.#canCancel();
    if (this.#dialog.open) this.#dialog.close();
    if (modal) this.#dialog.showModal();
    else this.#dialog.show();
    /** @type {HTMLElement} */ (this.#form.querySelector('[data-action="start-game"]')).focus();
  }

  /** The game's seats, the names remembered filling a person the game left unnamed, and the last
   * choice filling the seats the game does not have.
   * @param {SeatWish[]} seats @returns {(SeatWish | undefined)[]} */
  #mergeSeats(seats) {
    const remembered = this.#remembered.seats;
    const named = seats.map((s, seat) =>
      s.kind === "person" && !s.name && remembered[seat]?.kind === "person" ? { ...s, name: remembered[seat].name } : s,
    );
    return [...named, ...remembered.slice(seats.length)];
  }

  close() {
    if (this.#dialog.open) this.#dialog.close();
  }

  get isOpen() {
    return this.#dialog.open;
  }

  /** After a change of language: the rows again in the new words, choices kept. */
  retranslate() {
    if (this.#dialog.open) this.#render();
  }
}

/**
 * Wire the dialog. onStart({players, seats, rules}) receives one seat per player ({kind: "person",
 * name} or {kind: "computer", level}) and the rules {preset, each option of the game}; before the
 * engine's table is known they are the remembered wishes, which the startGame command checks.
 * canCancel() tells whether there is a game to go back to. Returns {open, close, isOpen, retranslate,
 * hostTable}.
 * @param {DialogHooks} hooks
 */
export function installNewGameDialog({ onStart, canCancel }) {
  return new NewGameDialog({ onStart, canCancel });
}
