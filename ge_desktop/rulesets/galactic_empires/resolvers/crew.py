"""Resolvers for crew on the move: transport, mission travel, destroying or capturing a card,
suspended functions and guards (v2.1 THERE-AND-BACK MISSIONS; ``missions.py`` has the rules
about carriers, locations and suspended crew)."""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.damage import first_damage_cut, shields_left, structure_left
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.events import ControlChanged, EffectResolved
from ge_desktop.rulesets.galactic_empires.hazard_targets import count_transport
from ge_desktop.rulesets.galactic_empires.missions import LOCATIONS, carrier_kind, location_of, may_board, titled, travels_along
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, MissionLeg, Pending, PlayItem, ReactionItem, VolleyItem, item_card
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.media import killed
from ge_desktop.rulesets.galactic_empires.resolvers.volley_answers import backfired
from ge_desktop.rulesets.galactic_empires.state import MOVED, CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import damage_reduction, immune, strength, unit_of, weapon_damages
from ge_desktop.rulesets.galactic_empires.terms import InstanceId
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_table


class TransportResolver(Resolver):
    """Card action of a shuttle or transporter: move up to ``amount`` crew (0: any number)
    from its location to the chosen location, one ``choose`` at a time (``skip`` stops); a
    shuttle goes along. Carrying crew on a mission is the same function, used by the crew
    (``missions.carrier_for``). ``both_ways`` (a troop ship's "to or from this ship"): crew of
    its fleet at the chosen location may come here too; ``carrier`` ``ship``: the ship stays,
    its crew set out from it, and its carrying is no transporter operation. ``or_fire`` ("one of
    the following each turn"): firing its weapons and carrying crew are one or the other each
    turn (``stats.fired_this_turn``, ``stats.carried_this_turn``)."""

    name = "transport"
    text = "move up to {amount} crew between {target} and another location, or carry crew on a there-and-back mission"
    params = {
        "carrier": str,
        "mission_titles": str,
        "terrain_titles": str,
        "equipment": bool,
        "mission_crew": int,
        "through_shields": bool,
        "both_ways": bool,
        "or_fire": bool,
    }

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card.info.kind not in LOCATIONS or card.info.kind is CardType.DRAGON:
            return False
        here = location_of(ctx.state, ctx.card)
        if here is None or location_of(ctx.state, card) is here:
            return False
        if card.controller == ctx.seat:
            return True
        return not travels_along(ctx.card) and may_board(ctx.state, ctx.card, ctx.card, card)

    def _crew_options(self, ctx: Context, here: CardState, there: CardState, moved: int) -> tuple[InstanceId, ...]:
        limit = ctx.effect.amount
        if limit and moved >= limit:
            return ()
        gear = bool(ctx.effect.param("equipment", False)) and not moved  # "3 crew or 1 equipment"
        going = tuple(
            c.id for c in ctx.state.stack(here.id)
            if c.controller == ctx.seat and location_of(ctx.state, c) is here and c is not ctx.card
            and (c.info.is_crew or (gear and c.info.kind is CardType.EQUIPMENT and c.parent == here.id))
        )
        if not ctx.effect.param("both_ways", False):
            return going
        coming = tuple(  # "to or from this ship": crew of its fleet at the other location come here
            c.id for c in ctx.state.stack(there.id)
            if c.controller == ctx.seat and location_of(ctx.state, c) is there and c.info.is_crew and MOVED not in c.used_functions
        )
        return tuple(c for c in going if MOVED not in ctx.state.cards[c].used_functions) + coming

    @staticmethod
    def _moved(ctx: Context, here: CardState, there: CardState) -> int:
        """Crew moved so far by this use: those now at ``there`` (and, both ways, at ``here``)."""
        places = (here, there) if ctx.effect.param("both_ways", False) else (there,)
        return sum(1 for place in places for c in ctx.state.stack(place.id) if c.info.is_crew and c.controller == ctx.seat and MOVED in c.used_functions)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        there_id = ctx.item.target if isinstance(ctx.item, ActionItem) else None
        here = location_of(state, ctx.card)
        if there_id is None or here is None or not ctx.card.in_play:
            return None
        there = state.cards[there_id]
        if not there.in_play:
            return None
        done = ctx.skipped
        if ctx.chosen is not None and not ctx.skipped:
            crew = state.cards[ctx.chosen]
            to_table(state, crew, ctx.seat, here.id if location_of(state, crew) is there else there.id, ctx.events)
            crew.used_functions.add(MOVED)
            done = not crew.info.is_crew  # one equipment card is the whole load
        moved = self._moved(ctx, here, there)
        options = () if done else self._crew_options(ctx, here, there, moved)
        if options:
            way = f"between #{here.id} and #{there.id}" if ctx.effect.param("both_ways", False) else f"to #{there.id}"
            return ChoiceRequest(f"choose a crew (or equipment) to move {way} (skip: no more)", options, may_skip=True)
        if travels_along(ctx.card) and ctx.card.parent != there.id:
            to_table(state, ctx.card, ctx.seat, there.id, ctx.events)  # the shuttle goes along
        elif carrier_kind(ctx.card) != "ship" and not travels_along(ctx.card):
            count_transport(state, ctx.card, (here, there), ctx.events)  # a transporter operation (Rat Infestation)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"moved {moved} crew to #{there.id}"))
        return None


class TravelResolver(Resolver):
    """A leg of a there-and-back mission: the crew (and a shuttle or fighter) go to the
    target's location, or come back to where they set out from. A crew whose starting
    point has left play has nowhere to come back to and is lost (discarded)."""

    name = "travel"
    text = "carry crew (and a shuttle) there or back on a there-and-back mission"
    in_card_data = False

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item, state, crew = ctx.item, ctx.state, ctx.card
        if item is None or not crew.in_play:
            return None
        mission = item if isinstance(item, ActionItem) else None
        carrier = state.cards[mission.carrier] if mission is not None and mission.carrier is not None else None
        along = carrier is not None and carrier.in_play and travels_along(carrier) and carrier.controller == ctx.seat
        if mission is not None and mission.leg is MissionLeg.THERE:
            there = location_of(state, state.cards[mission.target]) if mission.target is not None else None
            if there is None or not there.in_play:
                return None
            escort = self._escort(state, mission, crew)
            to_table(state, crew, ctx.seat, there.id, ctx.events)
            if along and carrier is not None:
                to_table(state, carrier, ctx.seat, there.id, ctx.events)
            if escort is not None:
                to_table(state, escort, ctx.seat, there.id, ctx.events)
            ctx.events.append(EffectResolved(crew.id, self.kind, f"travels to #{there.id}"))
            return None
        origin = state.cards[mission.origin] if mission is not None and mission.origin is not None else None
        escort = self._escort(state, mission, crew)
        if origin is None or not origin.in_play or origin.controller != ctx.seat:
            ctx.events.append(EffectResolved(crew.id, self.kind, "has nowhere to come back to and is lost"))
            leave_play(state, crew, LeaveReason.DISCARDED, ctx.events)
            if escort is not None:
                leave_play(state, escort, LeaveReason.DISCARDED, ctx.events)
            return None
        to_table(state, crew, ctx.seat, origin.id, ctx.events)
        if along and carrier is not None:
            to_table(state, carrier, ctx.seat, origin.id, ctx.events)
        if escort is not None:
            to_table(state, escort, ctx.seat, origin.id, ctx.events)
        ctx.events.append(EffectResolved(crew.id, self.kind, f"comes back to #{origin.id}"))
        return None


    @staticmethod
    def _escort(state: GameState, mission: ActionItem | None, crew: CardState) -> CardState | None:
        """The crew going along (Security Officer), while it is still with the crew."""
        if mission is None or mission.along is None:
            return None
        escort = state.cards[mission.along]
        same = escort.in_play and escort.controller == crew.controller and location_of(state, escort) is location_of(state, crew)
        return escort if same else None


class DestroyCardResolver(CardResolver):
    """Destroy (kill) the chosen card; ``no_stronger``: only one no stronger than this card;
    ``capture``: a crew is taken into your fleet instead, onto the starting point of the
    mission (or this card's location). ``barred_by_title`` (Marine: "except at locations with
    opponent marines"): not at a location where a card of that title of another player is;
    ``dies_if_stronger``: when the card destroyed was stronger than this one, this card is
    killed too; ``by_carrier``: only on a there-and-back mission (``rules/plays.py``)."""

    name = "destroy_card"
    text = "destroy {target}"
    params = {"no_stronger": bool, "capture": bool, "mission": bool, "discard": bool, "barred_by_title": str, "dies_if_stronger": bool, "by_carrier": bool}
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if not super().candidate(ctx, card):
            return False
        if immune(ctx.state, card, "destruction"):
            return False  # Cyber-Programmer: equipment at its location is destroyed only with the location
        if _barred_there(ctx, card):
            return False
        mine = strength(ctx.state, ctx.card) + ctx.strength_bonus
        return not ctx.effect.param("no_stronger", False) or strength(ctx.state, card) <= mine

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state = ctx.state
        for target in targets:
            if not target.in_play:
                continue
            if ctx.effect.param("capture", False):
                home_id = ctx.item.origin if isinstance(ctx.item, ActionItem) and ctx.item.origin is not None else ctx.card.parent
                if home_id is None or not state.cards[home_id].in_play:
                    continue
                to_table(state, target, ctx.seat, home_id, ctx.events)
                target.controller = ctx.seat
                ctx.events.append(ControlChanged(target.id, ctx.seat))
                continue
            stronger = strength(state, target) > strength(state, ctx.card)
            if ctx.effect.param("discard", False):
                leave_play(state, target, LeaveReason.DISCARDED, ctx.events)
            else:
                killed(state, target, ctx.seat, ctx.events)
            if stronger and ctx.effect.param("dies_if_stronger", False) and ctx.card.in_play:
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} was the stronger: #{ctx.card.id} is killed too"))
                killed(state, ctx.card, target.controller, ctx.events)
        return None


def _barred_there(ctx: Context, card: CardState) -> bool:
    """Is there a card of another player titled exactly ``barred_by_title`` at ``card``'s location?"""
    title = str(ctx.effect.param("barred_by_title", "") or "")
    place = location_of(ctx.state, card) if title else None
    if place is None:
        return False
    named = title.strip().lower()
    return any(c.controller != ctx.seat and c.info.title.lower() == named and location_of(ctx.state, c) is place for c in ctx.state.stack(place.id))


class SuspendFunctionsResolver(Resolver):
    """Continuous: the crew it is on performs no functions (``missions.functions_suspended``).
    On play (a second effect of the card) it kills a crew whose title names ``kills_title``
    (Space Vertigo on a telepath)."""

    name = "suspend_functions"
    text = "stop every function of {target}"
    params = {"max_strength": int, "title": str, "kills_title": str, "cancel_titles": str}
    hostile = True
    continuous = True
    stat = Stat.FUNCTIONS_SUSPENDED

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        victim_title = str(ctx.effect.param("kills_title", "")).lower()
        host = ctx.state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        if victim_title and host is not None and host.info.is_crew and victim_title in host.info.title.lower():
            killed(ctx.state, host, ctx.seat, ctx.events)
        return None


class GuardResolver(Resolver):
    """Continuous: crew no stronger than this card cannot attack its location (read by
    ``missions.guarded_by``)."""

    name = "guard"
    text = "stop crew no stronger than {target} attacking its location"
    continuous = True
    stat = Stat.MISSIONS_BLOCKED


class WardResolver(Resolver):
    """Continuous (read by ``placement.py``): cards whose title names one of ``titles``
    (illness, injury) cannot be played to its location. On play (a second effect): those
    already there are discarded (Doctor)."""

    name = "ward"
    text = "discard the illness and injury cards at its location and keep new ones out"
    params = {"titles": str}
    continuous = True
    stat = Stat.WARDED

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        there = location_of(ctx.state, ctx.card)
        if there is None:
            return None
        names = str(ctx.effect.param("titles", "") or "")
        for card in list(ctx.state.stack(there.id)):
            if card.in_play and card is not ctx.card and names and titled(card, names) and card.info.kind is not CardType.CREW:
                leave_play(ctx.state, card, LeaveReason.DISCARDED, ctx.events)
        return None


class HalveStrengthResolver(Resolver):
    """Continuous (read by ``stats.strength``): the card it is on has half its strength,
    fractions dropped; ``one_function``: that crew may use one function a turn."""

    name = "halve_strength"
    text = "halve the strength of {target} (fractions dropped)"
    params = {"one_function": bool}
    hostile = True
    continuous = True
    stat = Stat.STRENGTH
    change = Change.HALVE


class RepelResolver(Resolver):
    """Continuous (read by ``placement.py``): no negative ability card (one played against
    it, or whose effects are hostile) may be played to the card it is on (Genetic Mutation)."""

    name = "repel"
    text = "keep negative ability cards off {target}"
    continuous = True
    stat = Stat.WARDED


def volley_destroys(state: GameState, item: Pending, unit: CardState) -> bool:
    """Would this volley (not yet resolved) destroy ``unit``? Its weapons' damage, less the
    volley's and the unit's reductions, against the unit's Shields and structure left."""
    volley = item.volley if isinstance(item, VolleyItem) else None
    if volley is None or volley.voided or volley.target is None or unit_of(state, state.cards[volley.target]) is not unit:
        return False
    total = 0
    for unit_id, symbol, count in volley.parts:
        total += sum(weapon_damages(state, state.cards[unit_id], symbol)[:count])
    total -= sum(amount for _, amount in backfired(state, volley))
    total = max(0, (total >> volley.halvings) - volley.reduction - damage_reduction(state, unit, True))
    total = max(0, total - first_damage_cut(state, unit)) if total else 0
    return total >= shields_left(state, unit) + structure_left(state, unit)


def own_unit_doomed(check: ReactionCheck) -> CardState | None:
    """The answering player's unit at the reaction's location, when the opponent's volley it
    answers would destroy it (Emergency Capsule Separation, the retreating mishaps)."""
    item, location = check.item, check.location
    if not isinstance(item, VolleyItem) or item.seat == check.seat or location is None:
        return None
    unit = unit_of(check.state, location)
    return unit if unit.controller == check.seat and volley_destroys(check.state, item, unit) else None


class RescueResolver(Resolver):
    """As a reaction to a volley that would destroy the unit it is on (Escape Pod): up to
    ``amount`` crew of its fleet on that unit go at once to another location of its fleet
    (chosen; the strongest crew first), then it is discarded (discard after use).

    ``reaction_mode`` (an on-play effect of a shuttle or transporter: "crew can be taken off
    a unit being destroyed only when it is played in reaction mode", v2.1 THERE-AND-BACK
    MISSIONS L400): it acts only when the card is played from the hand as a reaction to
    such a volley. Played on the doomed unit, it takes the crew to another location of its
    fleet (chosen); a shuttle goes along, a transporter stays. A transporter may instead be
    played on the location of its fleet the crew go to (it must be at one of the two
    locations). ``amount`` 0: any number of crew.
    """

    name = "rescue"
    text = "move up to {amount} crew off {target} as it is being destroyed"
    params = {"reaction_mode": bool}

    def describe(self, effect: EffectInfo) -> str:
        text = super().describe(effect)
        if not effect.amount:
            text = text.replace("up to 0 crew", "any number of crew")
        if effect.param("reaction_mode", False):
            text += " (played in reaction mode only)"
        return text

    def _doomed(self, state: GameState, card: CardState) -> CardState | None:
        there = location_of(state, card)
        return there if there is not None and there.info.kind in (CardType.SHIP, CardType.BASE) else None

    def reaction_use(self, check: ReactionCheck) -> bool:
        if not isinstance(check.item, VolleyItem) or check.item.seat == check.seat:
            return False
        if check.effect.param("reaction_mode", False):
            return not check.in_play and self._from_hand(check) is not None
        if not check.in_play:
            return False
        doomed = self._doomed(check.state, check.card)
        return doomed is not None and volley_destroys(check.state, check.item, doomed) and bool(self._crew(check.state, check.seat, doomed))

    def _from_hand(self, check: ReactionCheck) -> CardState | None:
        """The unit a shuttle or transporter played at ``check.location`` would take crew off."""
        item, state = check.item, check.state
        volley = item.volley if isinstance(item, VolleyItem) else None
        if volley is None or volley.target is None or check.location is None:
            return None
        doomed = unit_of(state, state.cards[volley.target])
        if doomed.info.kind not in (CardType.SHIP, CardType.BASE) or not volley_destroys(state, item, doomed):
            return None
        if not self._crew(state, check.seat, doomed):
            return None
        at = location_of(state, check.location)
        if at is doomed:
            return doomed if self._havens(state, check.seat, doomed) else None
        if at is not None and at.controller == check.seat and not travels_along(check.card) and at.info.kind is not CardType.DRAGON:
            return doomed  # a transporter at the crew's destination
        return None

    def _crew(self, state: GameState, seat: Seat, doomed: CardState) -> list[CardState]:
        crew = [c for c in state.stack(doomed.id) if c.info.is_crew and c.controller == seat and location_of(state, c) is doomed]
        return sorted(crew, key=lambda c: (-strength(state, c), c.id))

    def _havens(self, state: GameState, seat: Seat, doomed: CardState) -> list[InstanceId]:
        return [
            c.id for c in state.fleet(seat)
            if c.info.kind in LOCATIONS and c.info.kind is not CardType.DRAGON and c is not doomed and unit_of(state, c) is c
        ]

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        if ctx.effect.param("reaction_mode", False):
            return self._resolve_played(ctx)
        state = ctx.state
        doomed = self._doomed(state, ctx.card)
        if doomed is None:
            return None
        havens = self._havens(state, ctx.seat, doomed)
        if ctx.chosen is None:
            return ChoiceRequest("choose where the crew escape to", tuple(havens)) if havens else None
        for crew in self._crew(state, ctx.seat, doomed)[: ctx.effect.amount]:
            to_table(state, crew, ctx.seat, ctx.chosen, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"crew escape to #{ctx.chosen}"))
        return None

    def _resolve_played(self, ctx: Context) -> ChoiceRequest | None:
        """The on-play rescue of a shuttle or transporter played in reaction mode."""
        state, answered = ctx.state, ctx.answered
        if not isinstance(ctx.item, ReactionItem) or not isinstance(answered, VolleyItem) or not ctx.card.in_play:
            return None  # played normally (or its volley is gone): nothing to rescue
        here = location_of(state, ctx.card)
        volley = answered.volley
        if here is None or volley is None or volley.target is None:
            return None
        doomed = unit_of(state, state.cards[volley.target])
        if not volley_destroys(state, answered, doomed):
            return None  # no longer being destroyed
        crew = self._crew(state, ctx.seat, doomed)
        if ctx.effect.amount:
            crew = crew[: ctx.effect.amount]
        if here is not doomed:
            if travels_along(ctx.card):
                return None  # a shuttle takes crew off only from the unit it is played on
            haven: InstanceId | None = here.id  # a transporter at the destination
        else:
            havens = self._havens(state, ctx.seat, doomed)
            if ctx.chosen is None:
                return ChoiceRequest("choose where the crew go", tuple(havens)) if havens and crew else None
            haven = ctx.chosen
        for member in crew:
            to_table(state, member, ctx.seat, haven, ctx.events)
        if travels_along(ctx.card) and here is doomed:
            to_table(state, ctx.card, ctx.seat, haven, ctx.events)  # the shuttle goes along
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"takes {len(crew)} crew off #{doomed.id} to #{haven}"))
        return None


class RemovedByArrivalResolver(Resolver):
    """A rule about the card itself (Deviant): a card whose title names ``title``, played in
    reaction mode at its location, discards it (``missions.sent_off_by``, applied as that
    reaction's play completes)."""

    name = "removed_by_arrival"
    text = "be discarded when a card of the named title is played in reaction mode at its location"
    params = {"title": str}
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


class ShareEquipmentResolver(Resolver):
    """Card action (Sysop): one equipment card at its location works as if it were also
    played on the chosen location of the same card type (``CardState.borrowed`` on that
    location; the equipment's continuous effects on its location or stack reach there too,
    ``stats.borrowed_equipment``). One link from its location at a time (a new one replaces
    the old); a location borrows one equipment card. The equipment is asked for when there
    are several. It holds while the card is engaged there and performs functions."""

    name = "share_equipment"
    text = "let one equipment card at its location also work at {target} (same card type)"
    stat = Stat.BORROWED_EQUIPMENT

    def _gear(self, state: GameState, here: CardState) -> list[CardState]:
        return [c for c in state.stack(here.id) if c.info.kind is CardType.EQUIPMENT and location_of(state, c) is here]

    def candidate(self, ctx: Context, card: CardState) -> bool:
        here = location_of(ctx.state, ctx.card)
        if here is None or card is here or not card.in_play or card.controller != ctx.seat:
            return False
        if card.info.kind is not here.info.kind or card.info.kind not in LOCATIONS or unit_of(ctx.state, card) is not card:
            return False
        return bool(self._gear(ctx.state, here))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        there_id = ctx.item.target if isinstance(ctx.item, ActionItem) else None
        here = location_of(state, ctx.card)
        if there_id is None or here is None or not ctx.card.in_play or not state.cards[there_id].in_play:
            return None
        gear = self._gear(state, here)
        chosen = ctx.chosen if ctx.chosen is not None else (gear[0].id if len(gear) == 1 else None)
        if chosen is None:
            return ChoiceRequest(f"choose the equipment that also works at #{there_id}", tuple(c.id for c in gear)) if gear else None
        ids = {c.id for c in gear}
        for place in state.in_play():
            if place.borrowed in ids:
                place.borrowed = None  # one link at a time
        state.cards[there_id].borrowed = chosen
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{chosen} also works at #{there_id}"))
        return None


class RedirectResolver(Resolver):
    """Played in reaction (Crewman): an opponent's card being played on or against another
    crew card of yours goes onto this card instead, which suffers its effect."""

    name = "redirect"
    text = "take the place of another crew card an opponent's card play affects"

    def _victim(self, state: GameState, seat: Seat, item: Pending, me: CardState) -> CardState | None:
        if not isinstance(item, (PlayItem, ReactionItem)) or item.seat == seat or item.negated:
            return None
        played = state.cards[item.card]
        host = state.cards[played.parent] if played.parent is not None else None
        if host is None or host is me or not host.info.is_crew or host.controller != seat:
            return None
        return host

    def reaction_use(self, check: ReactionCheck) -> bool:
        return not check.in_play and self._victim(check.state, check.seat, check.item, check.card) is not None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        answered_card = item_card(answered) if answered is not None else None
        if answered is None or answered_card is None or not ctx.card.in_play:
            return None
        if self._victim(ctx.state, ctx.seat, answered, ctx.card) is None:
            return None
        played = ctx.state.cards[answered_card]
        to_table(ctx.state, played, played.controller, ctx.card.id, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"takes #{played.id} in another crew's stead"))
        return None

