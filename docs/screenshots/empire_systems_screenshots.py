"""Make the empire-systems screenshots of the docs (issue 19) from the real window (offscreen).

Run from the checkout: ``.venv/bin/python docs/screenshots/empire_systems_screenshots.py``.
A seeded game of the constructed Leopan deck against Basic Set A Krebiz is played by the
standard bot in both seats until a Leopan unit's Armor System has been used; the window
then shows it with the inspector on that unit (its armor left) and the grey armor die on
the card: ``armor-system.png``. A sandbox game of the same decks with three printed agendas
accomplished by the first player (put on his Sector HQ) shows their strength toward the 25
that restore it on the Sector HQ marker, and the log of one accomplished by rule:
``agendas.png``.

At 1920x1080, one shot per empire system's display on the table, each from a seeded game
of a deck that shows it (the standard bot in both seats) stopped at a quiet moment when the
system is in use, with the inspector on the unit: ``system-emf-1920x1080.png`` (a Mechad
ship's EMF strength and Nodes), ``system-armor-1920x1080.png`` (a Leopan unit's armor
left), ``system-mines-1920x1080.png`` (a Tufor Cutter's Mine Deployment System and the
mines aboard), ``system-orgons-1920x1080.png`` (an Orgon that used its top-right card
damage this turn), ``system-tarrac-1920x1080.png`` (an Aqaaran unit acting as a base with
Tarrac Projectors, after a Tarrac hit) and ``system-gekonauak-1920x1080.png`` (a
Gekonauak ship with its one crew aboard), ``system-vicious-six-1920x1080.png`` (a Vicious
Six ship moved against the opponent's terrain: no Sector HQ protection, the requirements
the terrain meets), ``system-carrier-1920x1080.png`` (an engaged Tufor Light Fighter
Carrier with a shuttle aboard whose single-use Phaser has fired) and
``system-capsule-1920x1080.png`` (a Krebiz cruiser and its capsule joined, both engaged),
``system-sysop-1920x1080.png`` (a location a Basic Set C Sysop links: the equipment of
another location that also works there),
and the agendas shot again at full HD with the inspector on the agenda just accomplished:
``system-agendas-1920x1080.png``. ``--only NAME`` makes one of them (``--only agendas``
the full-HD agendas shot).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-systems-shots-")

from PySide6.QtWidgets import QApplication  # noqa: E402

from ge_desktop.bots import BotKind, make_bot, next_action  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, shipped_deck  # noqa: E402
from ge_desktop.cards.model import CardType  # noqa: E402
from ge_desktop.engine import Game, Seat  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Achieve, Done, Draw, GameConfig, GameMode, MoveCard, Option, Phase, PlayerDeck, Zone, emf  # noqa: E402
from ge_desktop.rulesets.galactic_empires import events as ev  # noqa: E402
from ge_desktop.rulesets.galactic_empires.krebiz import is_capsule, joined_cruiser  # noqa: E402
from ge_desktop.rulesets.galactic_empires.raids import against_opponent  # noqa: E402
from ge_desktop.rulesets.galactic_empires.stats import borrowed_equipment  # noqa: E402
from ge_desktop.rulesets.galactic_empires.systems import active_mine_systems, is_mine, is_shuttle, mine_systems  # noqa: E402
from ge_desktop.rulesets.galactic_empires.terms import DieKind  # noqa: E402
from ge_desktop.ui.board import known_key  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, spread_table  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402

SIZE = (1500, 940)
FULL_HD = (1920, 1080)
SEED = 3


def armored_game(catalog) -> tuple[Game, int]:
    """The first seeded game (from SEED) reaching a quiet moment with a used armor in play."""
    decks = [PlayerDeck.from_deck(load_deck(shipped_deck(name), catalog)) for name in ("leopan", "krebiz")]  # type: ignore[arg-type]
    for seed in range(SEED, SEED + 20):
        game = Game.new(GameConfig(decks=tuple(decks), seed=seed, turn_cap=40), catalog)
        bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(2)]
        while not game.is_terminal():
            game.apply(next_action(game, bots[game.to_act]))
            if game.state.busy or game.state.window is not None:
                continue
            for card in game.state.in_play():  # a unit whose armor was used, still in play
                if card.die(DieKind.ARMOR) and card.die(DieKind.STRUCTURE) and not card.children and card.parent is None:
                    return game, card.id
    raise RuntimeError("no armor was used in the seeded games")


def settle() -> None:
    """Let the faces render (they are drawn off the GUI thread and arrive as events)."""
    for _ in range(40):
        QApplication.processEvents()
        time.sleep(0.05)


def window(catalog, game: Game, size: tuple[int, int] = SIZE, viewer: int | None = None) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    session = win.make_session(game)
    session.viewer = game.to_act if viewer is None else viewer
    win.set_session(session)
    win.resize(*size)
    win.show()
    QApplication.processEvents()
    win.page.view.fit_to_window()
    settle()
    return win


AGENDAS_FULL_HD = "system-agendas-1920x1080.png"
AGENDAS = ("agenda-archeology", "agenda-solitude", "agenda-prisoners", "agenda-survey-mission")


def agenda_shot(catalog, size: tuple[int, int] = SIZE, out: str = "agendas.png") -> None:
    leopan = PlayerDeck.from_deck(load_deck(shipped_deck("leopan"), catalog))  # type: ignore[arg-type]
    krebiz = PlayerDeck.from_deck(load_deck(shipped_deck("krebiz"), catalog))  # type: ignore[arg-type]
    agendas = tuple(catalog[i] for i in AGENDAS)
    with_agendas = PlayerDeck(leopan.name, leopan.empire, leopan.cards + agendas)  # at the bottom: not spread
    game = ready_game(GameConfig(decks=(with_agendas, krebiz), seed=SEED, mode=GameMode.SANDBOX, options=frozenset({Option.STACK_YOUR_DECK})), catalog)
    spread_table(game, 6, seed=SEED)
    state = game.state
    ids = {i: next(c.id for c in state.cards if c.info.card_id == i) for i in AGENDAS}
    for name in AGENDAS[:3]:  # accomplished earlier: on the Sector HQ (5 + 4 + 3)
        game.play(MoveCard(ids[name], Zone.HQ, Seat(0)))
    game.play(MoveCard(ids[AGENDAS[3]], Zone.HAND, Seat(0)))
    while not (game.phase is Phase.PLAY_A and game.state.active == 0):
        game.play(Done() if game.phase is not Phase.DRAW else Draw(0))
    win = window(catalog, game, size)
    win.session.play([Achieve(ids[AGENDAS[3]])], "Accomplish an agenda")  # a hidden agenda, shown from the hand
    if game.state.manual is not None:
        win.session.play([Done()], "done")
    settle()
    if size != SIZE:  # the full-HD shot: the inspector on the agenda just accomplished
        win.page.inspect(win.page.scene.card_views[known_key(ids[AGENDAS[3]])])
        for _ in range(3):
            settle()
    win.grab().save(str(HERE / out))
    print("wrote", HERE / out)


# --- one shot per system at 1920x1080 -----------------------------------------------------


def _emf(state, events) -> int | None:
    for card in state.in_play():
        if card.die(DieKind.EMF) and emf.nodes(state, card) and card.parent is None and state.active != card.owner:
            return card.id  # a field standing on the opponent's turn
    return None


def _armor(state, events) -> int | None:
    for card in state.in_play():
        if card.die(DieKind.ARMOR) and card.die(DieKind.STRUCTURE) and not card.children and card.parent is None:
            return card.id
    return None


def _mines(state, events) -> int | None:
    for card in state.in_play():
        if card.parent is None and mine_systems(state, card) and active_mine_systems(state, card):
            if any(is_mine(state.cards[c]) for c in card.children):
                return card.id
    return None


def _orgons(state, events) -> int | None:
    for event in events:
        if isinstance(event, ev.FunctionUsed):
            card = state.cards[event.card]
            if card.in_play and card.info.empire == "Orgons":
                return card.id
    return None


def _tarrac(state, events) -> int | None:
    for event in events:
        if isinstance(event, ev.TarracHit) and state.cards[event.card].in_play:
            shooters = [c for c in state.in_play() if c.info.empire == "Aqaaran" and c.info.kind is CardType.BASE and c.engaged]
            if shooters:
                return shooters[0].id
    return None


def _gekonauak(state, events) -> int | None:
    for card in state.in_play():
        if card.info.empire == "Gekonauak" and card.info.kind is CardType.SHIP and any(state.cards[c].info.is_crew for c in card.children):
            return card.id
    return None


def _vicious_six(state, events) -> int | None:
    for card in state.in_play():
        if against_opponent(state, card):
            return card.id  # a ship moved against the opponent's terrain
    return None


def _carrier(state, events) -> int | None:
    for card in state.in_play():
        shuttles = [state.cards[c] for c in card.children if is_shuttle(state.cards[c])]
        if card.info.rearms_shuttles and card.engaged and any(s.weapons_spent for s in shuttles):
            return card.id  # an engaged carrier with a shuttle aboard whose Phaser has fired
    return None


def _sysop(state, events) -> int | None:
    for card in state.in_play():
        if borrowed_equipment(state, card) is not None:
            return card.id  # a location a Sysop links: another location's equipment works here too
    return None


def _capsule(state, events) -> int | None:
    for card in state.in_play():
        if is_capsule(card.info):
            cruiser = joined_cruiser(state, card)
            if cruiser is not None and cruiser.engaged and card.engaged:
                return cruiser.id  # a cruiser with its capsule joined, both parts engaged
    return None


SYSTEM_SHOTS = {  # name: (the deck showing it, its opponent, the moment and the unit to inspect)
    "emf": ("mechad", "argonian", _emf),
    "armor": ("leopan", "krebiz", _armor),
    "mines": ("tufor-systems", "argonian", _mines),
    "orgons": ("orgons", "argonian", _orgons),
    "tarrac": ("aqaaran", "krebiz", _tarrac),
    "gekonauak": ("gekonauak", "krebiz", _gekonauak),
    "vicious-six": ("vicious-six", "argonian", _vicious_six),
    "carrier": ("tufor-systems", "krebiz", _carrier),
    "capsule": ("a-krebiz", "argonian", _capsule),
    "sysop": ("c-scorpead", "c-tufor", _sysop),
}


def system_game(catalog, mine: str, other: str, moment) -> tuple[Game, int]:
    """The first seeded game (from SEED) reaching a quiet moment where ``moment`` names a unit.
    The deck showing the system sits in seat 0; a seat-1 event (a Tarrac hit on the Aqaaran
    turn) is seen from seat 0 too, since the shot is made from the unit's owner's side."""
    decks = tuple(PlayerDeck.from_deck(load_deck(shipped_deck(name), catalog)) for name in (mine, other))  # type: ignore[arg-type]
    for seed in range(SEED, SEED + 30):
        game = Game.new(GameConfig(decks=decks, seed=seed, turn_cap=40), catalog)
        bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(2)]
        recent: list = []
        while not game.is_terminal():
            recent += game.apply(next_action(game, bots[game.to_act]))
            if game.state.busy or game.state.window is not None:
                continue
            found = moment(game.state, recent)
            recent = []
            if found is not None:
                return game, found
    raise RuntimeError(f"no seeded game of {mine} against {other} showed the system")


def system_shot(catalog, name: str) -> Path:
    mine, other, moment = SYSTEM_SHOTS[name]
    game, unit = system_game(catalog, mine, other, moment)
    win = window(catalog, game, FULL_HD, viewer=game.state.cards[unit].owner)
    view = win.page.scene.card_views[known_key(unit)]
    win.page.inspect(view)  # as when the player points at it: with its unit's systems
    for _ in range(3):  # every face on a full-HD table drawn
        settle()
    print(f"{name}: #{unit}", win.page.inspector.text.toPlainText().splitlines()[:6])
    path = HERE / f"system-{name}-1920x1080.png"
    win.grab().save(str(path))
    print("wrote", path)
    win.close()
    return path


def main() -> None:
    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    if "--only" in sys.argv:
        only = sys.argv[sys.argv.index("--only") + 1]
        if only == "agendas":
            agenda_shot(catalog, FULL_HD, AGENDAS_FULL_HD)
        else:
            system_shot(catalog, only)
        return
    for name in SYSTEM_SHOTS:
        system_shot(catalog, name)
    agenda_shot(catalog, FULL_HD, AGENDAS_FULL_HD)
    agenda_shot(catalog)
    game, unit = armored_game(catalog)
    win = window(catalog, game)
    view = win.page.scene.card_views[known_key(unit)]
    win.page.inspect(view)
    settle()
    print(win.page.inspector.text.toPlainText())
    win.grab().save(str(HERE / "armor-system.png"))
    print("wrote", HERE / "armor-system.png")
    del app


if __name__ == "__main__":
    main()
