"""Weapon badges in hot-seat: after the screen passes back to the firing player in his
Weapons Fire Phase, every weapon the engine lets fire has its badge (the fire options were
cached by state version while the screen was passed); badges are big enough to find."""

from __future__ import annotations

from ge_desktop.engine import Phase
from ge_desktop.ui import fire_assist
from ge_desktop.ui.table.weapon_badge_item import WeaponBadgeItem
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
    assert not win.scene.assist.badges
    win.pass_screen.ask(seat)
    win.pass_screen.button.click()
    ready = fire_assist.fire_options(session.game).ready
    assert {(session.resolve(unit), symbol) for unit, symbol in win.scene.assist.badges} == set(ready)


def test_badges_are_big_targets_inside_their_card(catalog, rules_table) -> None:
    game = played_until(catalog, 4, _firing, limit=6000)
    win = rules_table(game)
    card = win.scene.card
    badges: list[WeaponBadgeItem] = list(win.scene.assist.badges.values())
    assert badges
    for badge in badges:
        assert badge.width >= 0.45 * card.width and badge.height >= 0.15 * card.height
        foot = win.scene.arrangement.scene_footprint(badge.unit)
        rect = badge.sceneBoundingRect()
        assert foot.x - 3 <= rect.left() and rect.right() <= foot.x + foot.width + 3
