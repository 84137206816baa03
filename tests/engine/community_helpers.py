"""What the community-card tests share (``tests/engine/test_community_*.py``): the scripted
printing a deck holds, a unit funded for a turn, and the reaction windows passed."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from tests.engine.builders import Table


def printed(image: str) -> Card:
    """The catalog's card of the printing ``image``, which must be scripted (not manual)."""
    found = default_catalog().printing(image)
    assert found is not None and not found.manual, image
    return found


def fund(table: Table, unit: int, extra: dict[str, int] | None = None, seat: int = 0) -> None:
    """A fresh turn for ``seat`` with ``unit``'s requirements (and ``extra`` points) allocated."""
    table.fresh_turn(seat)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    for point, count in (extra or {}).items():
        for _ in range(count):
            table.act(f"allocate {point} #{unit}")


def settle(table: Table) -> None:
    """Every open reaction window passed."""
    while table.state.window is not None:
        table.act("pass")


def settle_choices(table: Table) -> None:
    """Every open reaction window passed and every pending choice given its first option."""
    while table.state.window is not None or table.state.choice is not None:
        table.act("pass" if table.state.window is not None else table.game.legal_actions()[0].notation())
