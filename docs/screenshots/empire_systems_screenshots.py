"""Make the empire-systems screenshots of the docs (issue 19) from the real window (offscreen).

Run from the checkout: ``.venv/bin/python docs/screenshots/empire_systems_screenshots.py``.
A seeded game of the constructed Leopan deck against Basic Set A Krebiz is played by the
standard bot in both seats until a Leopan unit's Armor System has been used; the window
then shows it with the inspector on that unit (its armor left) and the grey armor die on
the card: ``armor-system.png``. A sandbox game of the same decks with three printed agendas
accomplished by the first player (put on his Sector HQ) shows their strength toward the 25
that restore it on the Sector HQ marker, and the log of one accomplished by rule:
``agendas.png``.
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
from ge_desktop.engine import Achieve, Done, Draw, Game, GameConfig, GameMode, MoveCard, Option, Phase, PlayerDeck, Seat, Zone  # noqa: E402
from ge_desktop.engine.terms import DieKind  # noqa: E402
from ge_desktop.ui.board import known_key  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, spread_table  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402

SIZE = (1500, 940)
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


def window(catalog, game: Game) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    session = win.make_session(game)
    session.viewer = game.to_act
    win.set_session(session)
    win.resize(*SIZE)
    win.show()
    QApplication.processEvents()
    win.view.fit_to_window()
    settle()
    return win


AGENDAS = ("agenda-archeology", "agenda-solitude", "agenda-prisoners", "agenda-survey-mission")


def agenda_shot(catalog) -> None:
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
    win = window(catalog, game)
    win.session.play([Achieve(ids[AGENDAS[3]])], "Accomplish an agenda")  # a hidden agenda, shown from the hand
    if game.state.manual is not None:
        win.session.play([Done()], "done")
    settle()
    win.grab().save(str(HERE / "agendas.png"))
    print("wrote", HERE / "agendas.png")


def main() -> None:
    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    agenda_shot(catalog)
    game, unit = armored_game(catalog)
    win = window(catalog, game)
    view = win.scene.card_views[known_key(unit)]
    win.inspector.show_card(view)
    settle()
    print(win.inspector.text.toPlainText())
    win.grab().save(str(HERE / "armor-system.png"))
    print("wrote", HERE / "armor-system.png")
    del app


if __name__ == "__main__":
    main()
