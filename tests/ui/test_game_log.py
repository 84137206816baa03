"""The per-game log tells the story in plain words: antes and the first player, allocations,
card plays, volleys with their damage, draws, the winner; it is cleared on New Game and Open,
rebuilt from the record after a load or a resume, always scrolled to the newest line; undone
lines leave it and redone ones come back."""

from __future__ import annotations

from pathlib import Path

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.actions import Allocate
from ge_desktop.storage.records import record_of, save_record
from ge_desktop.ui.game_story import story
from ge_desktop.ui.log_widget import LogWidget
from ge_desktop.ui.sample_games import rules_game
from tests.ui.conftest import played_until


def test_a_new_game_log_starts_with_the_antes_and_the_first_player(catalog, rules_table) -> None:
    win = rules_table(rules_game(catalog, seed=11))
    lines = win.log_widget.lines()
    assert sum(" antes " in line for line in lines) == 2
    assert any("plays first" in line for line in lines)


def test_the_log_tells_allocations_plays_volleys_draws_and_the_winner(catalog) -> None:
    game = played_until(catalog, 8, lambda g: g.is_terminal(), limit=6000)
    text = "\n".join(story(game, catalog))
    assert "allocates a" in text
    assert " plays " in text
    assert "fires a volley at" in text and "worth" in text and "damage" in text
    assert " draws " in text
    assert "wins" in text.splitlines()[-1]
    assert "#" not in text  # instance ids never reach the log


def test_undone_lines_leave_the_log_and_redone_ones_return(catalog, rules_table) -> None:
    game = played_until(
        catalog, 4, lambda g: g.phase is Phase.ALLOCATION and g.state.window is None and any(isinstance(a, Allocate) for a in g.legal_actions())
    )
    win = rules_table(game)
    before = win.log_widget.lines()
    allocate = next(a for a in game.legal_actions() if isinstance(a, Allocate))
    assert win.session.play([allocate], "Allocate")
    played = win.log_widget.lines()
    assert len(played) > len(before) and "allocates" in played[-1]
    win.act_undo.trigger()
    assert win.log_widget.lines() == before
    win.act_redo.trigger()
    assert win.log_widget.lines() == played


def test_new_game_and_open_clear_the_log_and_a_load_rebuilds_it(catalog, rules_table, tmp_path: Path) -> None:
    game = played_until(catalog, 5, lambda g: g.state.complete_turn >= 3)
    path = tmp_path / "g.gerec"
    save_record(record_of(game), path)
    win = rules_table(rules_game(catalog, seed=12))
    win.log_widget.add_lines(["a line of the old game"])
    assert win.open_path(path)
    lines = win.log_widget.lines()
    assert "a line of the old game" not in lines
    assert lines == story(game, catalog) and len(lines) > 20
    win.set_session(win.make_session(rules_game(catalog, seed=13)))
    assert all("Turn" not in line or "turn 1" in line for line in win.log_widget.lines())
    assert lines[-1] not in win.log_widget.lines()[-3:]


def test_the_log_always_shows_the_newest_line(qtbot, catalog, rules_table) -> None:
    game = played_until(catalog, 6, lambda g: g.phase is Phase.ALLOCATION and g.state.complete_turn >= 2)
    win = rules_table(game, size=(1024, 700))
    bar = win.log_widget.verticalScrollBar()
    bar.setValue(0)  # the reader scrolled up
    agent = WeightedAgent(3)
    for _ in range(30):
        if win.session.game.is_terminal():
            break
        win.session.viewer = win.session.game.to_act
        win.session.waiting_for = None
        win.session.play([agent.choose(win.session.game)], "step")
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_log_never_names_a_card_no_spectator_could_see(catalog) -> None:
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_empires.rules.observe import observe
    from ge_desktop.ui.log_text import describe_all

    game = played_until(catalog, 9, lambda g: g.state.complete_turn >= 6)
    fresh = Game.new(game.config, catalog)
    checked = 0
    for action in game.history:
        public = observe(fresh.state, None, facts=False)
        seen_before = {view.label for view in public.cards.values()}
        lines = describe_all(fresh.apply(action), observe(fresh.state, None, facts=False))
        seen_after = {view.label for view in observe(fresh.state, None, facts=False).cards.values()}
        hidden = {card.info.label for card in fresh.state.cards} - seen_before - seen_after
        for line in lines:
            assert not any(label in line for label in hidden), line
            checked += 1
    assert checked > 100


def test_the_log_tells_card_effects_and_durations_by_name(catalog) -> None:
    """What a card's effect did (a shuttle's or transporter's crew moved, an escort
    intercepting, a capsule joining), a manual card resolved by hand and a duration running
    out each get a line naming the cards as everyone sees them, never an instance id."""
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_empires import events as ev
    from ge_desktop.rulesets.galactic_empires.rules.observe import observe
    from ge_desktop.ui.log_text import describe_all

    game = played_until(catalog, 4, lambda g: g.state.complete_turn >= 8)
    fresh = Game.new(game.config, catalog)
    told: dict[type, int] = {}
    for action in game.history:
        for event in fresh.apply(action):
            if isinstance(event, ev.EffectResolved | ev.ManualResolution | ev.DurationExpired):
                public = observe(fresh.state, None, facts=False)
                (line,) = describe_all([event], public)
                assert "#" not in line, line
                seen = public.card(event.card)
                assert line.split(":")[0].endswith(seen.label if seen is not None else "a card") or (seen is not None and seen.label in line), line
                told[type(event)] = told.get(type(event), 0) + 1
    assert set(told) >= {ev.EffectResolved, ev.DurationExpired}, told


def test_the_log_tells_a_manual_card_resolved_by_hand_by_name() -> None:
    """A card resolved by hand gets a line naming it as everyone sees it, when it starts and ends."""
    from ge_desktop.rulesets.galactic_empires import GameMode, Phase
    from ge_desktop.rulesets.galactic_empires import events as ev
    from ge_desktop.rulesets.galactic_empires.rules.observe import observe
    from ge_desktop.ui.log_text import describe_all
    from tests.engine.builders import Table, card, ship

    handyman = card("C", 2, "Log Test Handyman", rules=["Does something by hand."], manual=True)
    host = ship(4, name="Log Test Host")
    table = Table([host, handyman], [host], mode=GameMode.RULES)
    home = table.put(host, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(handyman, 0)
    events = table.act(f"play #{played} on #{home}")
    while table.state.window is not None:
        events += table.act("pass")
    events += table.act("done")
    manual = [e for e in events if isinstance(e, ev.ManualResolution)]
    assert len(manual) == 2, events  # started, then done
    lines = describe_all(manual, observe(table.state, None, facts=False))
    assert all("Log Test Handyman" in line and "#" not in line for line in lines), lines


def test_a_cancelled_play_is_told_as_cancelled_not_as_the_cancelling_players_move(catalog) -> None:
    """v2.1 Voided Card Plays: when a reaction cancels a card play, the engine's event names
    the cancelled play (its player and card); the log must not say that player cancelled it."""
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_empires import events as ev
    from ge_desktop.rulesets.galactic_empires.rules.observe import observe
    from ge_desktop.ui.log_text import describe_all
    from ge_desktop.ui.observed import player_name

    checked = 0
    for seed in range(3, 40):  # seeded games until some play is cancelled
        game = played_until(catalog, seed, lambda g: g.state.complete_turn >= 10 or g.is_terminal())
        fresh = Game.new(game.config, catalog)
        for action in game.history:
            events = fresh.apply(action)
            for event in events:
                if isinstance(event, ev.Negated) and event.card is not None:
                    public = observe(fresh.state, None, facts=False)
                    (line,) = describe_all([event], public)
                    assert line == f"{player_name(event.seat)}'s {public.card(event.card).label} is cancelled"
                    checked += 1
        if checked:
            break
    assert checked


def test_a_log_that_only_grew_gets_just_its_new_lines(qtbot, monkeypatch):
    log = LogWidget()
    qtbot.addWidget(log)
    log.set_lines(["one", "two"])
    resets = []
    monkeypatch.setattr(log, "setPlainText", lambda text: resets.append(text))
    log.set_lines(["one", "two", "three", "four\nfive"])
    assert resets == [] and log.lines() == ["one", "two", "three", "four", "five"]
    log.set_lines(["one", "other"])  # not a continuation (an undo, another seat's view): laid out anew
    assert resets == ["one\nother"]


def test_orgons_the_log_tells_a_card_damage_card_action_by_name() -> None:
    from ge_desktop.rulesets.galactic_empires import Phase, observe
    from ge_desktop.ui.log_text import describe_all
    from tests.engine.builders import Table, catalog_card, ship

    groth = catalog_card("orgon-groth")
    enemy = ship(3, shields=0, name="Orgon Log Test Target")
    table = Table([groth], [enemy])
    orgon, target = table.put(groth, 0), table.put(enemy, 1)
    table.to_phase(Phase.PLAY_A)
    events = table.act(f"use #{orgon} 1 at #{target}")
    lines = describe_all(events, observe(table.state, None, facts=False))
    assert "D3 Orgon Groth uses its card damage (2, a card action)" in lines, lines


def test_the_log_names_the_psy_that_switched_a_field_function_on() -> None:
    from ge_desktop.rulesets.galactic_empires import observe
    from ge_desktop.ui.log_text import describe_all
    from tests.engine.test_community_fields2 import FIELD_OF_POWER, VISONIC_APPRENTICE, Scene, printed

    scene = Scene(printed(FIELD_OF_POWER), printed(VISONIC_APPRENTICE))
    events = scene.table.act(f"use #{scene.field} 1 by #{scene.psy}")
    lines = describe_all(events, observe(scene.table.state, None, facts=False))
    assert "P2 Visonic Apprentice switches on function 1 of F3 Field of Power" in lines, lines


def test_the_log_says_what_a_card_s_function_does_as_it_is_used() -> None:
    """A function other than card damage is told with its words, not only its number."""
    from ge_desktop.rulesets.galactic_empires import Phase, observe
    from ge_desktop.ui.log_text import describe_all
    from tests.engine.builders import Table, catalog_card, ship

    helmsman = catalog_card("helmsman")
    home = ship(4, shields=0, name="Helm Log Test Ship")
    table = Table([helmsman, home], [])
    unit = table.put(home, 0)
    crew = table.put(helmsman, 0, on=unit)
    table.to_phase(Phase.PLAY_A)
    legal = [a.notation() for a in table.game.legal_actions() if a.notation().startswith(f"use #{crew}")]
    events = table.act(legal[0])
    lines = describe_all(events, observe(table.state, None, facts=False))
    words = table.card(crew).info.function_words(1)
    assert words and f"{table.card(crew).info.label} uses its function 1: {words}" in lines, lines


def test_a_function_of_the_engine_s_own_kinds_is_logged_by_its_number() -> None:
    """A Krebiz capsule's joining is an engine kind with no words in the card vocabulary: the
    log line names the function, and nothing fails."""
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.rulesets.galactic_empires.cardinfo import build_card_info
    from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind

    catalog = default_catalog()
    capsule = next(card for card in catalog if card.capsule_for)
    joining = build_card_info(capsule, catalog.affiliation(capsule), capsule.empire)
    number = next(n for n, e in enumerate(joining.function_effects, start=1) if e.kind is Kind.JOIN_CRUISER)
    assert joining.function_words(number) == ""
