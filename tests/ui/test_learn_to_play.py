"""The guided first game (#40): Help > Learn to Play, played through UI events exactly as each
step's instruction says (the step's goal names the move: the test makes that move with the
gesture the instruction describes, then checks the guide went on); left halfway, the window
closed and launched again, it resumes at the same step with the same game; a first launch
with an empty user folder offers it."""

from __future__ import annotations

import random

import shiboken6
from PySide6.QtTest import QTest

from ge_desktop.app import show_start, start_game
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import Done
from ge_desktop.ui.board import known_key
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.tutorial import Guide, progress
from ge_desktop.ui.tutorial.script import shipped_script
from tests.ui.ui_driver import LEFT, UiDriver

BOT_TURN_MS = 120_000


def launch(qtbot, catalog, size=(1024, 700)) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))  # hot-seat on: one person, no pass screen
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def open_the_guide(qtbot, win: MainWindow) -> Guide:
    """Help > Learn to Play, bots sped up."""
    (learn,) = win.learn_actions
    learn.trigger()
    guide = win.findChild(Guide)
    assert guide is not None and guide.panel.isVisible()
    if not win.act_fast_bots.isChecked():
        win.act_fast_bots.trigger()
    return guide


def your_turn(qtbot, win: MainWindow, you: int) -> Game:
    qtbot.waitUntil(lambda: win.session.game.to_act == you and not win.page.bots_moving(), timeout=BOT_TURN_MS)
    return win.session.game


def the_named_move(game: Game, guide: Guide):
    """The legal move the step's instruction names (its goal), for the gesture to make."""
    goal = guide.current.expect
    moves = [action for action in game.legal_actions() if goal.met(game, guide.you, [action])]
    assert moves, f"step {guide.step + 1} ({guide.current.title}): the game has no move '{goal}'"
    return moves[0]


def check_pointed(win: MainWindow, guide: Guide) -> None:
    """The guide rings the card the instruction names."""
    card = guide.pointed_card()
    assert card is not None, guide.current.title
    item = win.page.scene.cards[known_key(card)]
    assert guide.pointer is not None and guide.pointer.isVisible()
    assert guide.pointer.rect().contains(item.sceneBoundingRect()), guide.current.title


def do_the_step(qtbot, win: MainWindow, guide: Guide, driver: UiDriver) -> None:
    """What the step's instruction says, with the gesture it names; then the guide goes on."""
    goal, before = guide.current.expect, guide.step
    if goal.do == "continue":
        assert guide.pointed_button() is guide.panel.next_button
        QTest.mouseClick(guide.panel.next_button, LEFT)
    elif goal.do == "phase":
        for _ in range(8):  # "press Next Phase until the phase bar shows ..."
            your_turn(qtbot, win, guide.you)
            assert guide.pointed_button() is win.phase_bar.next
            driver.perform(Done())
            if guide.step != before:
                break
    elif goal.do == "end_turn":
        your_turn(qtbot, win, guide.you)
        button = win.main_toolbar.widgetForAction(win.act_end_turn)
        assert guide.pointed_button() is button
        QTest.mouseClick(button, LEFT)
    else:
        game = your_turn(qtbot, win, guide.you)
        check_pointed(win, guide)
        driver.perform(the_named_move(game, guide))
    assert guide.step == before + 1, f"step {before + 1} ({guide.current.title}) did not go on"


def play_steps(qtbot, win: MainWindow, guide: Guide, until: int) -> None:
    driver = UiDriver(win, random.Random(guide.step))
    while guide.step < until:
        do_the_step(qtbot, win, guide, driver)


def test_the_guided_game_plays_through_its_instructions_to_the_end(qtbot, catalog) -> None:
    script = shipped_script()
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    assert guide.step == 0 and guide.panel.heading.text() == script.steps[0].title
    assert win.session.game.history and win.session.viewer == script.game.you  # dealt, the pregame played
    play_steps(qtbot, win, guide, until=len(script.steps) - 1)
    last = script.steps[-1]
    assert guide.panel.heading.text() == last.title and guide.panel.finish_button.isVisible()
    assert guide.panel.counter.text() == f"Step {len(script.steps)} of {len(script.steps)}"
    game = win.session.game
    assert game.state.complete_turn >= 3 and not game.is_terminal()
    assert any("damage" in line for line in win.log_widget.lines())  # the volley landed
    assert not any(path.exists() for path in progress.progress_paths(script))  # done: nothing to resume
    QTest.mouseClick(guide.panel.finish_button, LEFT)
    assert not guide.panel.isVisible() and win.session.game is game  # the game goes on, guide closed


def leave_halfway(qtbot, catalog) -> tuple[int, list]:
    """The lesson played to its first allocation, then Quit: (that step, the game's moves)."""
    halfway = next(n for n, step in enumerate(shipped_script().steps) if step.expect.do == "allocate")
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    play_steps(qtbot, win, guide, until=halfway)
    your_turn(qtbot, win, guide.you)
    history = list(win.session.game.history)
    win.close()  # leave: Quit (or the app stopped): the autosave holds the lesson's game
    return halfway, history


def test_the_guided_game_left_halfway_resumes_after_a_relaunch(qtbot, catalog) -> None:
    script = shipped_script()
    halfway, history = leave_halfway(qtbot, catalog)
    win = launch(qtbot, catalog)
    assert win.session is None or win.session.game.history != history
    guide = open_the_guide(qtbot, win)
    assert guide.step == halfway and guide.panel.heading.text() == script.steps[halfway].title
    assert win.session.game.history == history and win.session.viewer == script.game.you
    assert "Welcome back" in guide.panel.happened.text()
    play_steps(qtbot, win, guide, until=len(script.steps) - 1)
    assert guide.panel.finish_button.isVisible()


def test_a_first_launch_with_an_empty_user_folder_offers_the_guided_game(qtbot, catalog) -> None:
    from ge_desktop.paths import user_dir_path

    assert not any(user_dir_path(kind).exists() and any(user_dir_path(kind).iterdir()) for kind in ("data", "config"))
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF))  # as run_app does
    qtbot.addWidget(win)
    show_start(win, start_game(catalog))
    offer = win.offer_learning()
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    assert offer is not None and offer.isVisible() and "Galactic Empires" in offer.text.text()
    QTest.mouseClick(offer.learn_button, LEFT)
    guide = win.findChild(Guide)
    assert guide is not None and guide.panel.isVisible() and guide.step == 0 and not offer.isVisible()
    again = launch(qtbot, catalog)  # the next launch: offered once only
    assert again.offer_learning() is None


def test_a_broken_tutorial_script_is_refused_with_its_file_and_place(tmp_path) -> None:
    import json

    import pytest

    from ge_desktop.ui.tutorial.script import ScriptError, read_script, script_path

    data = json.loads(script_path().read_text(encoding="utf-8"))
    data["steps"][3]["expect"]["do"] = "dance"
    bad = tmp_path / "tutorial.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScriptError) as refused:
        read_script(bad)
    assert str(refused.value).startswith(f"{bad}: at steps.3.expect.do:")


def test_a_move_off_the_lesson_is_the_engines_and_undo_brings_the_lesson_back(qtbot, catalog) -> None:
    from ge_desktop.rulesets.galactic_empires import Phase

    script = shipped_script()
    play_card = next(n for n, step in enumerate(script.steps) if step.expect.do == "play")
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    play_steps(qtbot, win, guide, until=play_card)
    driver = UiDriver(win, random.Random(3))
    driver.perform(Done())  # Next Phase instead of the terrain: the engine plays it, the guide does not undo it
    assert win.session.game.phase is Phase.WEAPONS_FIRE and guide.step == play_card
    assert guide.off_path() and "Undo" in guide.panel.happened.text()
    win.act_undo.trigger()
    assert win.session.game.phase is Phase.PLAY_A and guide.step == play_card and not guide.off_path()
    play_steps(qtbot, win, guide, until=play_card + 1)


def test_another_game_on_the_table_closes_the_guide_and_learn_to_play_resumes_the_lesson(qtbot, catalog) -> None:
    from ge_desktop.ui.game_setup import ready_game, starter_config

    script = shipped_script()
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    play_steps(qtbot, win, guide, until=4)
    history = list(win.session.game.history)
    win.set_session(win.make_session(ready_game(starter_config(catalog, 2, seed=3), catalog)))  # as New Game does
    qtbot.waitUntil(lambda: not guide.panel.isVisible())
    assert guide.pointer is None or not shiboken6.isValid(guide.pointer) or not guide.pointer.isVisible()
    assert open_the_guide(qtbot, win) is guide and guide.step == 4 and win.session.game.history == history
    assert guide.panel.heading.text() == script.steps[4].title


def test_undo_of_the_move_that_finished_a_step_takes_the_guide_back_to_that_step(qtbot, catalog) -> None:
    script = shipped_script()
    play_card = next(n for n, step in enumerate(script.steps) if step.expect.do == "play")
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    play_steps(qtbot, win, guide, until=play_card)
    history = list(win.session.game.history)
    play_steps(qtbot, win, guide, until=play_card + 1)  # the card played: the guide went on
    assert len(win.session.game.history) > len(history)
    win.act_undo.trigger()
    assert win.session.game.history == history
    assert guide.step == play_card and guide.panel.heading.text() == script.steps[play_card].title
    check_pointed(win, guide)  # it points at the card to play again
    play_steps(qtbot, win, guide, until=play_card + 1)  # and the lesson goes on as before


def test_the_next_launch_restores_the_lessons_game_with_its_guide(qtbot, catalog) -> None:
    script = shipped_script()
    halfway, history = leave_halfway(qtbot, catalog)
    start = start_game(catalog)
    assert start.restored and start.game.history == history
    win = launch(qtbot, catalog)
    show_start(win, start)  # what the next launch does
    guide = win.findChild(Guide)
    assert guide is not None and guide.panel.isVisible() and guide.on_table
    assert guide.step == halfway and guide.panel.heading.text() == script.steps[halfway].title
    assert "Welcome back" in guide.panel.happened.text()
    if not win.act_fast_bots.isChecked():
        win.act_fast_bots.trigger()
    play_steps(qtbot, win, guide, until=len(script.steps) - 1)
    assert guide.panel.finish_button.isVisible()


def test_a_restored_game_that_is_not_the_lessons_brings_no_guide(qtbot, catalog) -> None:
    script = shipped_script()
    win = launch(qtbot, catalog)
    guide = open_the_guide(qtbot, win)
    play_steps(qtbot, win, guide, until=3)  # a lesson kept halfway ...
    guide.leave()
    from ge_desktop.ui.game_setup import ready_game, starter_config

    win.set_session(win.make_session(ready_game(starter_config(catalog, 2, seed=3), catalog)))  # ... then another game
    win.close()
    start = start_game(catalog)
    assert start.restored
    win = launch(qtbot, catalog)
    show_start(win, start)
    assert win.findChild(Guide) is None
    assert progress.load_progress(script, catalog) is not None  # the lesson still waits for Help > Learn to Play
