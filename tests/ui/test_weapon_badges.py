"""Weapon badges in hot-seat: after the screen passes back to the firing player in his
Weapons Fire Phase, every weapon the engine lets fire has its badge (the fire options were
cached by state version while the screen was passed); badges are big enough to find."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.ui import fire_assist
from ge_desktop.ui.table.weapon_badge_item import WeaponBadgeItem
from tests.engine.builders import Table, guns, ship
from tests.ui.conftest import played_until


def _firing(game) -> bool:
    return game.phase is Phase.WEAPONS_FIRE and game.state.window is None and bool(fire_assist.fire_options(game).ready)


def test_badges_return_when_the_firing_player_takes_the_screen_back(catalog, rules_table) -> None:
    game = played_until(catalog, 4, _firing, limit=6000)
    seat = game.to_act
    win = rules_table(game)
    session = win.session
    session.waiting_for = seat  # the screen is being passed (after the other player's reaction)
    session.refresh()
    assert not win.page.scene.assist.badges
    win.pass_screen.ask(seat)
    win.pass_screen.button.click()
    ready = fire_assist.fire_options(session.game).ready
    assert {(session.resolve(unit), symbol) for unit, symbol in win.page.scene.assist.badges} == set(ready)


def test_badges_are_big_targets_inside_their_card(catalog, rules_table) -> None:
    game = played_until(catalog, 4, _firing, limit=6000)
    win = rules_table(game)
    card = win.page.scene.card
    badges: list[WeaponBadgeItem] = list(win.page.scene.assist.badges.values())
    assert badges
    for badge in badges:
        assert badge.width >= 0.45 * card.width and badge.height >= 0.15 * card.height
        foot = win.page.scene.arrangement.scene_footprint(badge.unit)
        rect = badge.sceneBoundingRect()
        assert foot.x - 3 <= rect.left() and rect.right() <= foot.x + foot.width + 3


def test_badges_count_the_phasers_of_equipment_on_the_unit() -> None:
    """v2.1 WEAPONS FIRE L546: a Phaser Refit's Phaser fires with its ship, so the ship's
    badge (the fire options the rules assist reads off the legal actions) counts it."""
    refit = default_catalog().printing("E2_-_Phaser_Refit_PE")
    gunboat, target_card = ship(4, shields=0, weapons=guns(phasers=1)), ship(9, shields=0)
    table = Table([gunboat, refit], [target_card])
    unit = table.put(gunboat, 0)
    equipment = table.put(refit, 0, on=unit)
    target = table.put(target_card, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    options = fire_assist.fire_options(table.game)
    assert options.ready == {(unit, WeaponSymbol.PHASER): 2}
    assert target in options.targets_of(frozenset({(unit, WeaponSymbol.PHASER)}))
    table.act(f"~disengage #{equipment}")
    assert fire_assist.fire_options(table.game).ready == {(unit, WeaponSymbol.PHASER): 1}
