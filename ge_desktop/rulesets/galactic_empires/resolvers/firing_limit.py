"""A card that lets only half a fleet fire for a turn (community decks, issue 38, h-kinds5).

``halve_firing_fleet`` (on play, against one opponent: False Intelligence Report): on that
player's next turn only ships totalling up to half the strength of the ships in his fleet may
fire (``PlayerState.fire_halved_turn`` holds that turn). The player designates them by firing:
a ship that has not fired yet that turn may join a volley (or fire at a fleet) only while the
strength of the ships that have fired, its own added, is at most half the fleet's ship strength
(``rules/weapons.py`` asks ``half_fleet_problem``). The measure is ships, so the limit holds
for ships; other units fire as usual.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of

RULE = "False Intelligence Report"


class HalveFiringFleetResolver(OpponentResolver):
    name = "halve_firing_fleet"
    text = "let only ships of up to half the strength of the {target}'s ships fire on that player's next turn"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        player = ctx.state.players[seat]
        player.fire_halved_turn = player.turns_taken + 1  # that player's next turn
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"on its next turn only half of p{seat}'s fleet may fire"))
        return None


def _fleet_ships(state: GameState, seat: Seat) -> list[CardState]:
    return [c for c in state.fleet(seat) if c.info.kind is CardType.SHIP and unit_of(state, c) is c]


def _fired_ids(state: GameState) -> set[int]:
    fire = state.fire
    if fire is None:
        return set()
    fleet_fired = {key[1] for key in fire.volleyed if isinstance(key, tuple) and key[0] == "fleet"}
    return set(fire.fired) | fleet_fired


def half_fleet_problem(state: GameState, unit: CardState) -> Violation | None:
    """Why ``unit`` may not fire now under a ``halve_firing_fleet`` card (None: it may)."""
    player = state.players[unit.controller]
    if player.fire_halved_turn != player.turns_taken or state.active != unit.controller or unit.info.kind is not CardType.SHIP:
        return None
    fired = _fired_ids(state)
    if unit.id in fired:
        return None
    ships = _fleet_ships(state, unit.controller)
    used = sum(strength(state, ship) for ship in ships if ship.id in fired) + strength(state, unit)
    whole = sum(strength(state, ship) for ship in ships)
    if 2 * used > whole:
        half = f"only ships of up to half your fleet's ship strength ({whole // 2} of {whole}) may fire this turn"
        return Violation(RULE, f"{half}; #{unit.id} would bring it to {used}")
    return None
