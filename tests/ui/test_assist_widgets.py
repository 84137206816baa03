"""Phase bar, allocation forecast and suggestion, weapons fire lighting and preview, F1 help,
game over: each checked against what the engine itself does.

v2.1 PLAYER TURN SEQUENCE (Next Phase only when leaving is legal), 7 - DRAW CARDS PHASE,
1 - POINT ALLOCATION PHASE and 2 - ENGAGEMENT PHASE, 4 - WEAPONS FIRE PHASE (WEAPONS
VOLLEY), [Victory conditions].
"""

from __future__ import annotations

import pytest

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires import Done, Draw, Phase
from ge_desktop.rulesets.galactic_empires.actions import Fire, Pass
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES, Zone
from ge_desktop.ui import allocation_assist, assist, fire_assist
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import known_key
from ge_desktop.ui.game_over_dialog import final_lines, headline
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.rules_help import help_sections
from ge_desktop.ui.sample_games import rules_game
from ge_desktop.ui.table.page import RULES_HELP, section_key
from tests.ui.conftest import played_until


@pytest.fixture
def table(qtbot, catalog):
    """Put a game on a shown rules window, the player to act at the screen."""

    def show(game) -> MainWindow:
        win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
        qtbot.addWidget(win)
        win.autosave_enabled = False
        session = win.make_session(game)
        session.viewer = game.to_act
        win.set_session(session)
        win.resize(1400, 900)
        win.show()
        return win

    return show


def test_player_turn_sequence_next_phase_is_enabled_exactly_when_done_is_legal(table, catalog) -> None:
    game = rules_game(catalog, seed=2)
    win = table(game)
    assert win.phase_bar.next.isEnabled() == game.is_legal(Done())
    status = assist.turn_status(game)
    assert win.phase_bar.plays.text() == f"Plays left {status.plays_left}"
    assert win.phase_bar.points.text() == f"Unallocated {status.unallocated}"
    assert not win.phase_bar.suggest.isHidden()  # the Allocation Phase
    win.session.waiting_for = game.to_act  # a pass pending: nobody at the screen may act
    win.session.refresh()
    assert not win.phase_bar.next.isEnabled()


def test_draw_cards_phase_offers_one_button_per_legal_draw(table, catalog) -> None:
    game = played_until(catalog, 4, lambda g: g.phase is Phase.DRAW and g.state.window is None)
    win = table(game)
    legal = [a.count for a in game.legal_actions() if isinstance(a, Draw)]
    assert [c for c in range(3) if win.phase_bar.draw_button(c) is not None] == sorted(legal)
    assert win.phase_bar.next.isHidden()
    most = max(legal)
    win.phase_bar.draw_button(most).click()
    assert win.session.game.history[-1] == Draw(most)


def test_engagement_forecast_is_what_the_engagement_phase_does(catalog) -> None:
    checked = 0
    for seed in range(30):
        game = played_until(catalog, seed, lambda g: g.phase is Phase.ALLOCATION and g.state.complete_turn >= 5 and g.state.window is None)
        forecast = allocation_assist.engagement_forecast(game)
        if not forecast:
            continue
        trial = game.clone()
        trial.play(Done())
        while trial.state.window is not None:
            trial.play(Pass())
        for card, engaged in forecast.items():
            if trial.state.cards[card].in_play:
                assert trial.state.cards[card].engaged is engaged, (seed, card)
                checked += 1
        if checked > 40:
            return
    assert checked > 10


def test_allocation_suggestion_is_legal_and_never_engages_fewer_cards(catalog) -> None:
    improved = 0
    for seed in range(20):
        game = played_until(catalog, seed, lambda g: g.phase is Phase.ALLOCATION and g.state.complete_turn >= 5 and g.state.window is None)
        plan = allocation_assist.engage_plan(game)
        trial = game.clone()
        for action in plan:
            trial.play(action)  # every suggested step is legal in turn
        before = sum(allocation_assist.engagement_forecast(game).values())
        after = allocation_assist.plan_engages(game, plan)
        assert after >= before
        improved += after > before
    assert improved > 3


def test_weapons_volley_hovering_a_weapon_lights_exactly_what_it_may_hit(table, catalog, qtbot) -> None:
    game = played_until(catalog, 5, lambda g: g.phase is Phase.WEAPONS_FIRE and g.state.window is None and len(fire_assist.fire_options(g).ready) >= 2)
    win = table(game)
    scene = win.page.scene
    state = game.state
    for (unit, symbol), ready in fire_assist.fire_options(game).ready.items():
        badge = scene.assist.badges[(known_key(unit), symbol)]
        scene.assist.hover_weapon(badge, True)
        expected = set()
        for target in [c.id for c in state.in_play()] + [fire_assist.HqTarget(p.seat) for p in state.players]:
            aim = fire_assist.aim_of(target)
            if not game.is_legal(aim):
                continue
            trial = game.clone()
            trial.play(aim)
            if any(trial.is_legal(Fire(unit, symbol, n)) for n in range(1, ready + 1)):
                expected.add(DropZone(target.seat, Zone.HQ) if isinstance(target, fire_assist.HqTarget) else known_key(target))
        assert scene.lit_targets() == expected
        scene.assist.hover_weapon(badge, False)
    assert scene.lit_targets() == set()  # nothing chosen: nothing stays lit


def test_weapons_volley_preview_is_what_firing_and_nobody_reacting_does(table, catalog) -> None:
    from ge_desktop.rulesets.galactic_empires.summary import digest

    game = played_until(catalog, 5, lambda g: g.phase is Phase.WEAPONS_FIRE and g.state.window is None and len(fire_assist.fire_options(g).ready) >= 2)
    win = table(game)
    session = win.session
    requests = []
    session.volley_requested.connect(requests.append)
    for unit, symbol in session.fire_options().ready:
        session.toggle_weapon(known_key(unit), symbol)
    assert session.aim(next(iter(session.fire_targets())))
    request, before = requests[0], session.game.clone()
    assert len(session.game.history) == len(before.history)  # the preview played nothing
    assert f"Damage if nobody reacts: {request.preview.damage}" in win.page.volley.text.text()
    win.page.volley.fire_button.click()
    assert session.game.history[len(before.history) :] == list(request.actions)
    while session.game.state.window is not None:
        session.play([Pass()], "pass")
    for action in request.actions:
        before.play(action)
    while before.state.window is not None:
        before.play(Pass())
    assert digest(session.game.state) == digest(before.state)
    assert request.preview.damage > 0 and session.fire_selection == frozenset()


def test_f1_opens_the_rules_of_the_card_under_the_cursor_or_of_the_phase(table, catalog) -> None:
    game = rules_game(catalog, seed=2)
    win = table(game)
    win.act_rules_help.trigger()
    assert win.page.rules_help.shown == "phase:allocation"
    win.page.rules_help.close()
    card = game.state.players[game.to_act].hand[0]
    win.page.scene.hovered = known_key(card)
    win.act_rules_help.trigger()
    assert win.page.rules_help.shown == f"type:{game.state.cards[card].info.kind.value}"
    assert "Rulebook:" in win.page.rules_help.text.toPlainText()


def test_rules_help_has_a_section_for_every_phase_and_card_type() -> None:
    sections = help_sections(RULES_HELP)
    assert {f"phase:{p.value}" for p in TURN_PHASES} <= set(sections)
    assert {f"type:{t.value}" for t in CardType} <= set(sections)
    assert section_key(None, Phase.RESERVE) == "turn"


def test_victory_conditions_game_over_says_who_won_and_how(catalog) -> None:
    game = rules_game(catalog, seed=8)
    agent = WeightedAgent(8)
    while not game.is_terminal():
        game.play(agent.choose(game))
    lines = final_lines(game)
    winner = game.outcome.winner
    assert headline(game) == f"Player {winner + 1} wins"
    assert lines[0] == f"Every other Sector HQ is destroyed, after {game.outcome.complete_turns} complete turns."
    loser = 1 - winner
    assert f"Sector HQ damage {game.state.players[loser].hq_damage}" in lines[1 + loser]
    assert game.state.players[loser].hq_damage >= 25


def test_reaction_prompt_says_what_may_be_answered(table, catalog) -> None:
    game = played_until(catalog, 7, lambda g: g.state.window is not None)
    win = table(game)
    request = win.session.reaction_request()
    assert request is not None and request.options[0][1] == (Pass(),)
    assert win.page.reaction is not None and win.page.reaction.isVisible()
    assert len(request.options) == len(game.legal_actions())
    win.page.reaction.pass_button.click()
    assert win.session.game.history[-1] == Pass()


def test_a_hand_card_dropped_back_in_the_hand_stays_without_a_complaint(table, catalog) -> None:
    from PySide6.QtCore import QPointF

    from ge_desktop.ui.table.drag import Drag

    game = rules_game(catalog, seed=2)
    win = table(game)
    key = known_key(game.state.players[game.to_act].hand[0])
    assert win.page.scene._drop_intent(Drag(key, QPointF()), DropZone(game.to_act, Zone.HAND)) is None


def test_reaction_cards_always_ask_keeps_having_no_reaction_secret(table, catalog) -> None:
    game = rules_game(catalog, seed=2)  # turn 1: nobody holds a reaction to the end of allocation
    win = table(game)
    win.act_always_ask.trigger()
    session = win.session
    actor, other = game.to_act, 1 - game.to_act
    lines: list[str] = []
    session.log_lines.connect(lines.extend)
    assert session.play([Done()], "Next phase")
    assert win.pages.currentWidget() is win.pass_screen and win.pass_screen.seat == other
    assert lines == []  # the step's log waits until the prompts are over
    win.pass_screen.button.click()
    prompt = win.page.reaction
    assert prompt is not None and prompt.isVisible() and [b.text() for b in prompt.buttons] == ["Pass (no reaction)"]
    assert "ends the Allocation Phase" in prompt.findChildren(type(win.status))[0].text()
    assert session.board().phase is Phase.ALLOCATION  # the table shows the game before the step
    prompt.buttons[0].click()
    assert win.pass_screen.seat == actor and any("phase" in line for line in lines)
    win.pass_screen.button.click()
    assert session.viewer == actor and session.board().phase is Phase.PLAY_A
    assert session.game.history[-1] == Done() and len(session.game.history) == len(game.history) + 1
