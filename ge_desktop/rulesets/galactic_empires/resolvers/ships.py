"""Ships of the community decks (issue 38, h-ships). The Troop Ship, the Scorpead Troop Ship
and the Nagiridni Pirate Boarding Cruiser print "each turn, the first crew played to this ship
does not require a card play"; the Diplomatic Cruiser fires back (``return_fire``, below).

``free_first_crew`` is that rule: while its ship is in play, the first crew card its controller
plays onto it in a turn costs no Card Play (v2.1 CARD PLAY: the three-plays limit), even when
the three are spent. It is a rule of the card, not an action, so it works on a disengaged ship
(v2.1 L386: "rules on a disengaged card may still affect" it); a card suspending the ship's
functions stops it. A cap an opponent's card sets with no exception (Bureaucracy) still holds
(``rules/plays.py`` checks that first). The turn of the free play is ``CardState.free_crew_turn``.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.hazard_targets import shooter_problem
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver, volley_at
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import blocked_by, functions_suspended, turn_index, unit_of, weapon_damages, weapons


class FreeFirstCrewResolver(Resolver):
    name = "free_first_crew"
    text = "let the first crew played onto {target} each turn cost no Card Play"
    continuous = True
    about_itself = True
    stat = Stat.FREE_CREW_PLAY


def _has_free_crew_rule(card: CardState) -> bool:
    return any(e.kind is Kind.FREE_FIRST_CREW and e.trigger is Trigger.CONTINUOUS for e in card.info.effects)


def free_crew_ship(state: GameState, seat: Seat, crew: CardState, target: CardState | None) -> bool:
    """Would playing ``crew`` onto ``target`` now be the free first crew play of a troop ship?"""
    if target is None or crew.info.kind is not CardType.CREW or not _has_free_crew_rule(target):
        return False
    if not target.in_play or target.controller != seat or target.info.kind is not CardType.SHIP:
        return False
    return target.free_crew_turn != turn_index(state) and not functions_suspended(state, target)


def any_free_crew_ship(state: GameState, seat: Seat, crew: CardState) -> bool:
    """Is there a ship of ``seat`` that would take ``crew`` free this turn?"""
    return crew.info.kind is CardType.CREW and any(free_crew_ship(state, seat, crew, ship) for ship in _troop_ships(state, seat))


def _troop_ships(state: GameState, seat: Seat) -> list[CardState]:
    """The ships of ``seat``'s fleet with the ``free_first_crew`` rule, remembered while the
    state is read only (the legal actions ask at every crew card of the hand)."""
    return memo(state, ("troop_ships", seat), lambda: [c for c in state.fleet(seat) if c.info.kind is CardType.SHIP and _has_free_crew_rule(c)])


def take_free_crew_play(state: GameState, seat: Seat, crew: CardState, target: CardState | None) -> bool:
    """Spend the ship's free crew play on ``crew`` if this is it (True: no Card Play is counted)."""
    if target is None or not free_crew_ship(state, seat, crew, target):
        return False
    target.free_crew_turn = turn_index(state)
    return True


class ReturnFireResolver(Resolver):
    """As a reaction to an opponent's volley at its unit, the ship fires its Phasers at one unit
    firing in that volley (the Diplomatic Cruiser: "as a reaction, may fire phasers at a target
    firing at this unit"). It acts only while engaged (v2.1: a disengaged card takes no action)
    and its Phasers not blocked; once a turn, as every function. Its own lasting Phasers fire
    (a shuttle's single-use Phaser on it is not spent), with their damage bonuses; the hit is
    weapons fire, before the volley it answers resolves."""

    name = "return_fire"
    text = "as a reaction, fire the Phasers of {target} at a unit firing at it"

    def reaction_use(self, check: ReactionCheck) -> bool:
        if not check.in_play or not check.card.engaged:
            return False
        target = volley_at(check)
        unit = unit_of(check.state, check.card)
        item = check.item
        return target is unit and isinstance(item, VolleyItem) and item.volley is not None and bool(shooters_at(check.state, unit, item))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        unit = unit_of(ctx.state, ctx.card)
        if not isinstance(answered, VolleyItem) or answered.volley is None or not unit.engaged:
            return None
        shooters = shooters_at(ctx.state, unit, answered)
        if ctx.chosen is None and len(shooters) > 1:
            return ChoiceRequest(f"choose a unit firing at #{unit.id} to fire back at", tuple(s.id for s in shooters))
        aimed = [s for s in shooters if ctx.chosen is None or s.id == ctx.chosen]
        if not aimed:
            return None
        lasting = [w for w in weapons(ctx.state, unit) if not w.single_use]
        power = sum(weapon_damages(ctx.state, unit, WeaponSymbol.PHASER, lasting))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} fires {power} Phaser damage back at #{aimed[0].id}"))
        damage_card(ctx.state, aimed[0], Hit(power, ctx.seat, weapons_fire=True, card=unit.id), ctx.events)
        return None


def shooters_at(state: GameState, unit: CardState, item: VolleyItem) -> list[CardState]:
    """The units firing in the answered volley that ``unit``'s Phasers may fire back at."""
    if item.volley is None or blocked_by(state, unit, WeaponSymbol.PHASER) is not None:
        return []
    found: list[CardState] = []
    for part_id, _, _ in item.volley.parts:
        shooter = unit_of(state, state.cards[part_id])
        if shooter.in_play and shooter.controller != unit.controller and shooter not in found and shooter.info.kind is not CardType.TERRAIN:
            if shooter_problem(state, shooter, unit, WeaponSymbol.PHASER) is None:
                found.append(shooter)
    return found
