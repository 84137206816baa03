import time
from PySide6.QtWidgets import QStackedWidget
from ge_desktop.bots.base import BotKind
from ge_desktop.engine.terms import Seat
from ge_desktop.ui.pass_widget import PassScreenWidget
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget
from tests.ui.emperor.emperor_games import new_game
from tests.ui.emperor.emperor_driver import EmperorDriver

def test_harness(qtbot):
    game = new_game(4, 2)
    session = EmperorSession(game, hot_seat=True, bots={Seat(1): BotKind.STANDARD, Seat(3): BotKind.RANDOM})
    session.set_fast(True)
    pages = QStackedWidget(); table = EmperorTableWidget(); ps = PassScreenWidget()
    qtbot.addWidget(pages)
    pages.addWidget(table); pages.addWidget(ps)
    table.set_session(session)
    session.pass_requested.connect(lambda s: (ps.ask(s), pages.setCurrentWidget(ps)))
    ps.taken.connect(lambda s: (pages.setCurrentWidget(table), session.take_seat(s)))
    pages.resize(1200, 800); pages.show()
    session.refresh(); session._schedule_bot()
    d = EmperorDriver(qtbot, lambda: session, table, ps, pages.currentWidget, seed=2)
    t=time.time()
    d.play_to_end()
    print("end", session.game.state.outcome, "steps", d.steps, "drags", d.drags, "passes", d.passes, "s", time.time()-t)
