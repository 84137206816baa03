"""The Green Fighter Pilot (1994 Basic Set, C3): a pilot flies a shuttle or fighter.

A crew card with a ``pilot`` effect may be played aboard a shuttle or fighter of its
fleet (crew go on ships, bases and terrain otherwise, ``placement.py``). While its player
has such a pilot engaged, performing functions and not aboard one already, a shuttle or
fighter may be played independently (not on a ship or base): a *free-flying* shuttle, a
standard target (v2.1 STANDARD TARGETS) that fires its own weapons (``weapons.py``,
``stats.free_flying``). As its play completes, the free pilot goes aboard
(``settle_pilots``, after every rule action). With a pilot aboard, one single-use Phaser
of the shuttle fires one extra time, on a later turn than the one it was spent in
(``stats.pilot_extra``), once until a carrier rearms it.
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import free_flying, free_pilot, pending_cards
from ge_desktop.rulesets.galactic_empires.zones import to_table


def settle_pilots(state: GameState, events: list[Event]) -> None:
    """A free-flying shuttle or fighter without a pilot aboard takes its player's free pilot
    (the one whose presence let it be played independently)."""
    for player in state.players:
        for root_id in list(player.roots):
            shuttle = state.cards[root_id]
            if not free_flying(shuttle) or shuttle.id in pending_cards(state):
                continue
            if any(e.kind is Kind.PILOT for c in shuttle.children for e in state.cards[c].info.effects):
                continue
            pilot = free_pilot(state, shuttle.controller)
            if pilot is not None:
                to_table(state, pilot, shuttle.controller, shuttle.id, events)
                events.append(EffectResolved(pilot.id, Kind.PILOT, f"goes aboard #{shuttle.id} to fly it"))
