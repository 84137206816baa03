"""What a seat may see: VP totals, the scanned tile and the stacks' order are secret; the rest is open."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.components import Back
from ge_desktop.rulesets.galactic_emperor.observe import observe
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from tests.rulesets.galactic_emperor.builders import P0, P1, new_game


def test_victory_point_totals_are_secret_until_the_end() -> None:
    state = new_game().state
    state.players[P1].vp = 7
    mine, theirs = observe(state, P1), observe(state, P0)
    assert mine.players[P1].vp == 7 and theirs.players[P1].vp is None and observe(state, None).players[P1].vp is None
    assert GALACTIC_EMPEROR.summary(state)["players"][1]["vp"] is None
    state.ending = "vp_pool"
    from ge_desktop.rulesets.galactic_emperor.components import Role
    from ge_desktop.rulesets.galactic_emperor.flow import finish_game

    finish_game(state, Role.MERCHANT)
    assert observe(state, P0).players[P1].vp is not None


def test_the_facedown_stacks_show_only_how_many_of_each_back() -> None:
    state = new_game().state
    view = observe(state, P0)
    assert view.stack_backs == {Back.PLAIN: sum(1 for t in state.stack if state.components.tile(t).back is Back.PLAIN), Back.ATOMIC: 15}
    assert not set(view.tiles) & set(state.stack)
    text = repr(view)
    assert all(f"'{t}'" not in text for t in state.stack)


def test_everything_else_is_in_clear_view() -> None:
    state = new_game().state
    view = observe(state, P0)
    assert view.players[P1].marks == 5 and view.players[P1].tokens == 10 and view.faceup == tuple(state.faceup)
    assert len(view.ships) == len(state.ships) and view.throne == state.throne
