"""An opponent's ship stationed on a terrain by a card (issue 38, h-moves: the O6 Political
Clout, "a ship must be deployed to a planet to supervise an impending election").

The card is played against one opponent's ship (``placement: against S``) and sits on it:

- ``station_on_terrain`` (on play): the card's player picks a terrain of that ship's own fleet
  and the ship goes onto it (as ship movement would put it there). Reading: "played against one
  opponent's ship and terrain card" names one opponent for both, so the terrain is one of the
  ship's own fleet; the ship may already be on it.
- ``trap`` and ``no_hq_protection`` (existing kinds, on the ship): it stays on that terrain and
  does not protect its Sector HQ.
- ``guard_terrain`` (continuous, on the ship): the ship keeps weapons fire off the terrain it is
  on as a base does (``hazard_targets.base_protects`` asks ``hazard_targets.guards_terrain``); with
  ``until_fired_at`` the card is discarded as soon as a volley of any opponent of the ship's
  controller is resolved at the ship (``rules/weapons.py`` asks ``release_fired_at``).
- the card's duration (2) discards it as its player's second turn after this one begins: "2
  complete turns".
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import recompute_output
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_table


class StationOnTerrainResolver(CardResolver):
    name = "station_on_terrain"
    text = "move {target} onto a terrain of its own fleet that you choose"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        ships = [unit_of(ctx.state, t) for t in targets if t.in_play and t.info.kind is CardType.SHIP]
        if not ships:
            return None
        ship = ships[0]
        if ctx.chosen is None:
            options = tuple(c.id for c in ctx.state.fleet(ship.controller) if c.info.kind is CardType.TERRAIN and c.parent is None)
            if not options:
                return None
            return ChoiceRequest(f"choose a terrain of #{ship.id}'s own fleet to station it on", options)
        ground = ctx.state.cards[ctx.chosen]
        if ship.parent != ground.id:
            to_table(ctx.state, ship, ship.controller, ground.id, ctx.events)
            recompute_output(ctx.state, ship.controller, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ship.id} is stationed on #{ground.id}"))
        return None


class GuardTerrainResolver(Resolver):
    name = "guard_terrain"
    text = "let {target} keep weapons fire off the terrain it is on, as a base does (until_fired_at: until an opponent fires at it)"
    params = {"until_fired_at": bool}
    continuous = True
    stat = Stat.TERRAIN_GUARD


def release_fired_at(state: GameState, ship: CardState, firing_seat: int, events: list[Event]) -> None:
    """A volley of an opponent of the ship's controller was resolved at it: the cards holding
    it ``until_fired_at`` are discarded."""
    if not ship.children or firing_seat == ship.controller:
        return
    for child_id in list(ship.children):
        card = state.cards[child_id]
        if card.in_play and any(e.kind is Kind.GUARD_TERRAIN and e.param("until_fired_at", False) for e in card.info.effects):
            events.append(EffectResolved(card.id, Kind.GUARD_TERRAIN, f"#{ship.id} was fired at: released"))
            leave_play(state, card, LeaveReason.DISCARDED, events)
