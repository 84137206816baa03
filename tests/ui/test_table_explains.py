"""A table that explains itself (#40, findings 5a-8f): each test plays the finding through
the real window with mouse and button events, as the new player of the play test did.

5a the volley's preview says where its damage lands (a Mechad ship's EMF first takes what it
can, v2.1 ELECTROMAGNETIC FIELD (EMF)) and the log then says the same; 5b a click on a die of
the target still aims the volley; ...
"""

from __future__ import annotations

import random

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, Phase
from ge_desktop.ui import allocation_assist
from ge_desktop.ui.board import known_key
from tests.engine.builders import Table
from tests.ui.ui_driver import UiDriver

CATALOG = default_catalog()
GUNSHIP = CATALOG.get("argonian-light-cruiser")  # 4 Phasers
MECHAD = CATALOG.printing("S5_-_Mechad_Heavy_Cruiser_PE")  # no Shields: an EMF
SYSTEM = CATALOG.get("small-system-hcsuar-drahcir-system")  # supply 3, energy 2
ROCK = CATALOG.get("moon")


def table_of(*decks, **options) -> Table:
    """A rules game of catalog cards only (the window draws every card from the catalog)."""
    return Table(*decks, mode=GameMode.RULES, filler=ROCK, ante=SYSTEM, **options)


def volley_at_a_mechad_ship(field: int) -> tuple[Table, int, int]:
    """Player 1's engaged gunship in his Weapons Fire Phase; player 2's Mechad ship has an
    EMF of ``field``. Returns the table, the gunship and the Mechad ship."""
    table = table_of([GUNSHIP, SYSTEM], [MECHAD])
    gunship, _ = table.put(GUNSHIP, 0), table.put(SYSTEM, 0)
    mechad = table.put(MECHAD, 1)
    table.fresh_turn(0)
    for action in allocation_assist.engage_plan(table.game):
        table.game.play(action)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.card(mechad).dice[DieKind.EMF] = field
    return table, gunship, mechad


def aim_with_every_badge(driver: UiDriver, target: int) -> None:
    """Click every weapon badge, then the target card: the volley dialog opens."""
    for badge in list(driver.scene.assist.badges.values()):
        driver.click(badge.scenePos())
    driver.click(driver.press_point(known_key(target)))


def fire_and_let_the_defender_pass(driver: UiDriver) -> None:
    """Fire in the volley dialog; the screen comes to the defender, who passes there."""
    win = driver.win
    driver.press_button(win.page.volley.fire_button)
    if win.pages.currentWidget() is win.pass_screen:  # always, since 8f (test_8f_...)
        driver.press_button(win.pass_screen.pass_button)
    assert win.pages.currentWidget() is win.page.view


def test_5a_the_volley_preview_says_what_a_mechads_emf_absorbs_as_the_log_then_does(rules_table) -> None:
    table, _, mechad = volley_at_a_mechad_ship(field=2)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    aim_with_every_badge(driver, mechad)
    assert win.page.volley is not None and win.page.volley.isVisible()
    text = win.page.volley.text.text()
    assert "Damage if nobody reacts: 4" in text
    assert "2 absorbed by its EMF and 2 to the card" in text, text
    fire_and_let_the_defender_pass(driver)
    assert win.session.game.state.cards[mechad].die(DieKind.STRUCTURE) == 2
    assert "takes 4 damage (2 absorbed by its EMF and 2 to the card)" in "\n".join(win.log_widget.lines())


@pytest.fixture(autouse=True)
def _faces_dropped():
    yield
    from ge_desktop.ui.table.face_drawer import shared_drawer

    shared_drawer().drop_ahead()


def die_point(win, key, kind: DieKind):
    """The scene point of the die ``kind`` lying on the card ``key``."""
    from PySide6.QtCore import QPointF

    from ge_desktop.ui.table.dice_item import DiceItem

    dice = next(i for i in win.page.scene.items() if isinstance(i, DiceItem) and i.key == key and i.isVisible())
    spot = next(s for s in dice.spots if s.kind is kind)
    return dice.mapToScene(QPointF(spot.center.x, spot.center.y))


def test_5b_a_click_on_a_die_of_the_target_aims_the_volley_at_its_card(rules_table) -> None:
    table, _, mechad = volley_at_a_mechad_ship(field=3)
    win = rules_table(table.game)
    problems: list[str] = []
    win.session.problem.connect(problems.append)
    driver = UiDriver(win, random.Random(1))
    for badge in list(driver.scene.assist.badges.values()):
        driver.click(badge.scenePos())
    driver.click(die_point(win, known_key(mechad), DieKind.EMF))
    assert problems == []
    assert win.page.volley is not None and win.page.volley.isVisible()
    assert "Target: S5 Mechad Heavy Cruiser" in win.page.volley.text.text()
    assert win.session.game.state.cards[mechad].die(DieKind.EMF) == 3  # the die is the engine's


ENGINE_WORDS = (" die ", "die set", "die removed", "emf", " x ", "'done'", "structure die")


def test_8d_the_log_of_a_volley_speaks_of_damage_and_emf_not_dice(rules_table) -> None:
    table, _, mechad = volley_at_a_mechad_ship(field=2)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    told = len(win.log_widget.lines())
    aim_with_every_badge(driver, mechad)
    fire_and_let_the_defender_pass(driver)
    driver.press_button(win.phase_bar.next)  # on to the next phase
    lines = win.log_widget.lines()[told:]
    assert any("fires 4 Phasers" in line for line in lines), lines
    assert any("Damage Phase" in line or "Phase" in line for line in lines), lines
    assert not [line for line in lines if any(word in line for word in ENGINE_WORDS)], lines


def test_7d_a_long_refusal_shows_whole_on_a_1024x700_window(rules_table) -> None:
    """A ship dropped with every command slot used: the reason names the ship's long title
    (v2.1 [Command limit]) and still shows whole, wrapped, inside the table's view."""
    from PySide6.QtCore import QRectF

    from ge_desktop.rulesets.galactic_empires.terms import Zone
    from ge_desktop.ui.arrangement import DropZone

    table = table_of([GUNSHIP, GUNSHIP, GUNSHIP, SYSTEM, SYSTEM])
    for card in (GUNSHIP, GUNSHIP, SYSTEM, SYSTEM):
        table.put(card, 0)
    ship = table.hand(GUNSHIP, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    win = rules_table(table.game, size=(1024, 700))
    driver = UiDriver(win, random.Random(1))
    drag = driver.drag_of(known_key(ship))
    driver.mouse_drag(driver.press_point(known_key(ship)), lambda: driver.drop_point(drag, DropZone(0, Zone.PLAY)))
    notice = win.page.scene.assist.notice
    assert notice is not None and notice.isVisible() and "needs a command slot" in notice.text
    view = win.page.view
    centre = view.mapFromScene(notice.pos())
    box = notice.boundingRect()
    shown = QRectF(centre.x() + box.left(), centre.y() + box.top(), box.width(), box.height())
    assert QRectF(view.viewport().rect()).contains(shown), (shown, view.viewport().rect())


def test_7e_the_deck_builder_on_a_1024x700_screen_keeps_room_for_a_whole_card(qtbot, window, monkeypatch) -> None:
    """Designed at 1500x900, the deck builder shrank to 1024 px by squeezing its inspector to
    88 px: no card could be seen. Opened from the window's menu on a 1024x700 screen, its
    three columns fit and the inspector shows a whole card face (220 px)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QApplication

    from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow

    area = QRect(0, 0, 1024, 672)  # 1024x700 less a desktop panel
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: area)
    window.act_deck_builder.trigger()
    builder = next(w for w in QApplication.topLevelWidgets() if isinstance(w, DeckBuilderWindow) and w.isVisible())
    qtbot.addWidget(builder)
    qtbot.wait(10)
    assert builder.width() <= area.width() and builder.minimumSizeHint().width() <= area.width()
    assert builder.inspector.width() >= 230, builder.inspector.width()
    assert builder.browser.width() >= 400


def test_8c_a_sandbox_table_shows_no_plays_slots_or_suggest(qtbot, window) -> None:
    """Sandbox mode counts nothing: the phase bar has no Card Plays, command slots or
    Suggest, however the turn goes on (Next Phase clicked through a whole turn)."""
    from PySide6.QtTest import QTest

    from ge_desktop.rulesets.galactic_empires import GameMode
    from tests.ui.ui_driver import LEFT

    bar = window.phase_bar
    assert window.session.mode is GameMode.SANDBOX
    for _ in range(8):
        assert not bar.plays.isVisible() and not bar.slots.isVisible() and not bar.suggest.isVisible(), bar.current_text()
        assert not bar.points.isVisible()
        if not bar.next.isVisible() or not bar.next.isEnabled():
            break
        QTest.mouseClick(bar.next, LEFT)
    assert "Sandbox" in bar.mode.text()


def test_8e_while_a_bot_thinks_the_phase_bar_and_its_area_say_so(qtbot, catalog, rules_table) -> None:
    """The person ends his turn (Game > End Turn); each time the bot starts working out a
    move, the phase bar and the bot's area on the table say it is thinking (the 1024-px
    window no wider for it); when it has moved, neither does."""
    from ge_desktop.bots.base import BotKind
    from ge_desktop.engine.terms import Seat
    from ge_desktop.ui.sample_games import rules_game

    win = rules_table(rules_game(catalog, seed=31), size=(1024, 700), bots={Seat(1): BotKind.RANDOM})
    win.act_fast_bots.setChecked(True)
    seen: list[tuple[bool, str, str]] = []
    runner = win.page.bot_runner
    runner.thinking_changed.connect(
        lambda on: seen.append(
            (on, win.phase_bar.thinking.text() if win.phase_bar.thinking.isVisibleTo(win) else "", win.page.scene.areas[Seat(1)].label_text())
        )
    )
    win.act_end_turn.trigger()
    qtbot.waitUntil(lambda: runner.moves > 0 and win.session.game.to_act == Seat(0) and not runner.thinking, timeout=60_000)
    assert win.width() == 1024 and win.phase_bar.sizeHint().width() <= 1024  # the sign never widens the window
    started = [s for s in seen if s[0]]
    assert started and all("Player 2 (random" in bar and "thinking" in bar and "thinking..." in area for _, bar, area in started), started
    assert not win.phase_bar.thinking.isVisibleTo(win) and "thinking" not in win.page.scene.areas[Seat(1)].label_text()
    win._stop_bots()


def test_6a_holding_a_card_over_a_lit_reserve_card_says_it_swaps_before_the_drop(catalog, rules_table) -> None:
    """v2.1 USING THE RESERVE FLEET: a hand card dropped on a reserve card swaps them (one
    Card Play). Held there, the table says so before the drop; the drop then swaps."""
    from ge_desktop.rulesets.galactic_empires import SwapReserve
    from ge_desktop.rulesets.galactic_empires.terms import Zone
    from tests.ui.conftest import played_until

    game = played_until(catalog, 3, lambda g: g.state.window is None and any(isinstance(a, SwapReserve) for a in g.legal_actions()))
    swap = next(a for a in game.legal_actions() if isinstance(a, SwapReserve))
    win = rules_table(game, size=(1024, 700))
    driver = UiDriver(win, random.Random(1))
    key, reserve = known_key(swap.card), known_key(swap.reserve_card)
    drag = driver.drag_of(key)
    said: list[str] = []

    def held_over_the_reserve_card() -> None:
        hint = win.page.scene.assist.hint
        said.append(hint.text if hint is not None and hint.isVisible() else "")

    driver.mouse_drag(driver.press_point(key), lambda: driver.drop_point(drag, reserve), before_release=held_over_the_reserve_card)
    assert said and said[0].startswith("Swap with your reserve card"), said
    assert "comes to your hand" in said[0]
    state = win.session.game.state
    assert win.session.game.history[-1] == swap
    assert state.cards[swap.card].zone is Zone.RESERVE and state.cards[swap.reserve_card].zone is Zone.HAND
    assert not win.page.scene.assist.hint.isVisible()  # dropped: the hint goes


def test_6b_the_turns_limits_show_before_any_drop(qtbot, catalog, rules_table) -> None:
    """v2.1: only terrain in a player's first turn. In Play Cards Phase A of his first turn
    the phase bar says so, Plays and Slots say their rule on hover, and each hand card that
    cannot be played (here: once the reserve swap is spent) is dimmed with the reason in its
    tooltip (a real tooltip event)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from ge_desktop.cards.model import CardType
    from ge_desktop.rulesets.galactic_empires import PlayCard
    from ge_desktop.rulesets.galactic_empires.terms import Zone
    from ge_desktop.ui import assist
    from ge_desktop.ui.table.card_item import Look
    from tests.ui.conftest import played_until

    def first_turn_play(game) -> bool:
        state = game.state
        return state.phase is Phase.PLAY_A and state.window is None and state.players[state.active].turns_taken == 1

    def stuck_by_the_first_turn_rule(game) -> bool:  # a hand card with no legal drop, refused for that rule
        hand = game.state.players[game.to_act].hand
        return any(not assist.destinations(game, c).moves and "only terrain" in str(game.why_illegal(PlayCard(c))) for c in hand)

    game = played_until(catalog, 3, lambda g: first_turn_play(g) and stuck_by_the_first_turn_rule(g))
    win = rules_table(game, size=(1024, 700))
    bar = win.phase_bar
    assert bar.limits.isVisible() and bar.limits.text() == "Terrain only"
    assert "only terrain" in bar.limits.toolTip()
    assert "at most 3 card plays" in bar.plays.toolTip() and "Command limit" in bar.slots.toolTip()
    seat = game.to_act
    hand = [c for c in game.state.cards if c.zone is Zone.HAND and c.seat == seat]
    stuck = [c for c in hand if c.info.kind is not CardType.TERRAIN and not assist.destinations(game, c.id).moves]
    assert stuck  # (a ship may still swap with a reserve card: that one stays lit)
    for card in hand:
        item = win.page.scene.cards[known_key(card.id)]
        assert (item.look is Look.DIMMED) == (card in stuck), card.info.label
    ships = stuck
    ship = win.page.scene.cards[known_key(ships[0].id)]
    driver = UiDriver(win, random.Random(1))
    where = driver.view_point(driver.press_point(known_key(ships[0].id)))
    viewport = win.page.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, where, viewport.mapToGlobal(where)))
    assert ship.toolTip() == "Cannot be played now: Only terrain may be played in your first turn"
    assert QToolTip.isVisible() and "Only terrain may be played in your first turn" in QToolTip.text()
    QToolTip.hideText()


def test_8a_one_token_drop_allocates_several_points(qtbot, rules_table) -> None:
    """v2.1 1 - POINT ALLOCATION PHASE: the phase bar's count set to 2 (the Up arrow key),
    the supply token dragged onto the ship gives it both supply points it needs in one step
    (one Undo takes both back)."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    from ge_desktop.cards.model import PointType
    from ge_desktop.rulesets.galactic_empires import Allocate
    from ge_desktop.ui.board import ItemKey
    from ge_desktop.ui.table.drag import Drag

    table = table_of([GUNSHIP, SYSTEM])
    gunship, _ = table.put(GUNSHIP, 0), table.put(SYSTEM, 0)
    table.fresh_turn(0)
    win = rules_table(table.game, size=(1024, 700))
    qtbot.wait(20)  # the view fits the window once shown: tokens are found where they then lie
    spin = win.phase_bar.per_drop
    assert spin.isVisible() and spin.value() == 1
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_Up)  # the Up arrow key in the count
    assert spin.value() == 2
    driver = UiDriver(win, random.Random(1))
    token = win.page.scene.assist.tokens[PointType.SUPPLY]
    before = len(win.session.game.history)
    problems: list[str] = []
    win.session.problem.connect(problems.append)
    drag = Drag(ItemKey(token.key), QPointF(), point=PointType.SUPPLY)
    driver.mouse_drag(token.scenePos(), lambda: driver.drop_point(drag, known_key(gunship)))
    added = win.session.game.history[before:]
    assert added == [Allocate(PointType.SUPPLY, gunship)] * 2, (added, problems)
    assert win.session.undo_stack.count() == 1 and "2 supply points" in win.session.undo_stack.text(0)
    win.act_undo.trigger()
    assert len(win.session.game.history) == before



EVASIVE = CATALOG.get("evasive-maneuvers")  # a reaction a defender may play against a volley


def hot_seat_volley_passes(rules_table, holds_reaction: bool) -> tuple[list[int], str, object]:
    """Player 1 fires at player 2's Mechad ship through the UI, at a hot-seat table where
    always-ask is off; player 2 passes on the pass screen. Returns the seats the screen was
    passed to, the pass screen's words, and the window."""
    table = table_of([GUNSHIP, SYSTEM], [MECHAD, EVASIVE] if holds_reaction else [MECHAD])
    table.put(GUNSHIP, 0)
    table.put(SYSTEM, 0)
    mechad = table.put(MECHAD, 1)
    if holds_reaction:
        table.hand(EVASIVE, 1)
    table.fresh_turn(0)
    for action in allocation_assist.engage_plan(table.game):
        table.game.play(action)
    table.to_phase(Phase.WEAPONS_FIRE)
    win = rules_table(table.game)
    assert not win.session.always_ask
    passes: list[int] = []
    win.session.pass_requested.connect(passes.append)
    driver = UiDriver(win, random.Random(1))
    aim_with_every_badge(driver, mechad)
    driver.press_button(win.page.volley.fire_button)
    assert win.pages.currentWidget() is win.pass_screen and passes == [1]
    screen = win.pass_screen
    log = win.log_widget.lines()[-2:]  # the volley's declaration, told alike in both cases
    words = f"{screen.title.text()} | {screen.note.text()} | {screen.button.text()} | {screen.pass_button.text()} | {log}"
    driver.press_button(screen.pass_button)  # answered without showing his hand
    assert win.pages.currentWidget() is win.page.view and win.session.viewer == 0 and win.session.waiting_for is None
    assert win.session.game.state.window is None
    assert any("S5 Mechad Heavy Cruiser takes 4 damage" in line for line in win.log_widget.lines())  # the volley resolved
    return passes, words, win


def test_8f_a_volley_costs_one_screen_pass_held_reaction_or_not(rules_table) -> None:
    """Hot-seat, always-ask off: a volley brings the screen to the defender whether or not he
    holds a reaction (so its coming tells the attacker nothing), and he may pass right on the
    pass screen, his hand unseen: one pass of the screen, not two, and none hidden."""
    without, said_without, _ = hot_seat_volley_passes(rules_table, holds_reaction=False)
    held, said_held, win = hot_seat_volley_passes(rules_table, holds_reaction=True)
    assert without == held == [1]
    assert said_without == said_held and "fires a volley at S5 Mechad Heavy Cruiser" in said_held, (said_without, said_held)
    assert not win.act_undo.isEnabled()  # the defender's answer is not the attacker's to undo


def test_7a_equipment_on_a_ship_never_covers_its_engagement_tag(rules_table) -> None:
    """v2.1 2 - ENGAGEMENT PHASE forecast: a ship with a refit on it, in the Allocation Phase
    at 1024x700: its WILL ENGAGE / DISENGAGED tag shows in the strip of it still seen, the
    ship itself (not the refit) under the tag, the refit's own tag whole below."""
    from PySide6.QtCore import QPointF

    refit = CATALOG.printing("E2_-_Phaser_Refit_PE")
    table = table_of([GUNSHIP, refit, SYSTEM])
    gunship = table.put(GUNSHIP, 0)
    table.put(refit, 0, on=gunship)
    table.put(SYSTEM, 0)
    table.fresh_turn(0)
    win = rules_table(table.game, size=(1024, 700))
    ship = win.page.scene.cards[known_key(gunship)]
    assert ship.engages is not None and ship.band is not None  # a forecast, and a card on it
    tag = ship.marks._tag
    assert tag is not None and tag.isVisible()
    centre = tag.mapToScene(tag.path().boundingRect().center())
    top = win.page.scene.card_item_at(QPointF(centre))
    assert top is ship, (top.key if top else None)


def test_7c_the_table_draws_every_card_alike_and_the_scan_shows_close_up(qtbot, tmp_path, rules_table) -> None:
    """A player with a scan of one card of the game (here a plain red picture): on the table
    that card is drawn like every other (a scan is hard to read at table size, and a table
    mixed scans and drawn faces); the pointer resting on it shows the scan in the zoom."""
    from PIL import Image
    from PySide6.QtCore import QPointF
    from PySide6.QtTest import QTest

    from ge_desktop.render import ScanLibrary, reload_scans, scan_library
    from ge_desktop.ui.table import faces

    def forget_faces() -> None:  # faces read by earlier tests of this process, without the scan
        faces._source.cache_clear()
        faces._table_source.cache_clear()

    before = scan_library()
    forget_faces()
    folder = tmp_path / "card_images"
    folder.mkdir()
    Image.new("RGB", (630, 880), (230, 20, 20)).save(folder / f"{SYSTEM.id}.png")
    reload_scans(ScanLibrary([folder]))
    try:
        table = table_of([GUNSHIP, SYSTEM])
        system = table.put(SYSTEM, 0)
        table.put(GUNSHIP, 0)
        table.fresh_turn(0)
        win = rules_table(table.game, size=(1024, 700))
        win.page.scene.faces.wait_until_drawn()
        qtbot.wait(20)
        item = win.page.scene.cards[known_key(system)]

        def red(image) -> bool:
            colour = image.pixelColor(image.width() // 2, image.height() // 2)
            return colour.red() > 200 and colour.green() < 60 and colour.blue() < 60

        assert not red(item.face.pixmap().toImage())  # the generated face on the table
        driver = UiDriver(win, random.Random(1))
        point = driver.press_point(known_key(system))
        QTest.mouseMove(win.page.view.viewport(), driver.view_point(point))
        QTest.mouseMove(win.page.view.viewport(), driver.view_point(point + QPointF(1, 1)))
        qtbot.waitUntil(lambda: win.page.hover_zoom.isVisible(), timeout=3000)
        assert red(win.page.hover_zoom.pixmap().toImage())  # the player's scan, close up
    finally:
        reload_scans(before)
        forget_faces()
