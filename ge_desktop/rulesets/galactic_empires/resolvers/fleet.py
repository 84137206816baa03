"""Resolvers for engagement, control, monsters, repair, healing and points."""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.command import slots_available, slots_used_after
from ge_desktop.rulesets.galactic_empires.damage import heal, repair
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, ControlChanged, EffectResolved, PointsGenerated
from ge_desktop.rulesets.galactic_empires.pending import PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import HOST_PARAMS, CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of

SLOT_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.PSY})


def _set_engaged(card: CardState, engaged: bool, ctx: Context) -> None:
    if card.engaged != engaged:
        card.engaged = engaged
        ctx.events.append(CardEngaged(card.id, engaged))


class _EngagementResolver(CardResolver):
    """Turns its targets upright (engage) or sideways (disengage)."""

    engaged: bool

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            _set_engaged(target, self.engaged, ctx)
        return None


class DisengageResolver(_EngagementResolver):
    """Disengages its target now; as a continuous effect (Amphibian Desire) it also keeps
    the target disengaged while the card is in play."""

    name = "disengage"
    text = "disengage {target}"
    hostile = True
    acts_on_entry = True
    stat = Stat.KEPT_DISENGAGED
    engaged = False

    def reaction_use(self, check: ReactionCheck) -> bool:
        """Disengaging can answer anything an opponent does (v2.1 [Reaction cards] L452)."""
        return check.item.seat != check.seat


class EngageResolver(_EngagementResolver):
    name = "engage"
    text = "engage {target}"
    engaged = True


def _followers(state: GameState, card: CardState) -> list[CardState]:
    """A card and the cards on it that share its controller (they change hands together)."""
    found = [card]
    for child_id in card.children:
        child = state.cards[child_id]
        if child.controller == card.controller:
            found += _followers(state, child)
    return found


class TakeControlResolver(CardResolver):
    """'You control it' while this card is in play (v2.1 [Control]); control goes back when
    the card leaves play, even if the owner has no free slot (L518)."""

    name = "take_control"
    text = "take control of {target}"
    hostile = True
    acts_on_entry = True
    continuous = True
    stat = Stat.CONTROL

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state = ctx.state
        links = []
        for target in targets:
            if target.controller == ctx.seat:
                continue
            for card in _followers(state, target):
                links.append((card.id, card.controller))
                card.controller = ctx.seat
                ctx.events.append(ControlChanged(card.id, ctx.seat))
        if links:
            state.control_links[ctx.card.id] = tuple(links)
        return None


def control_needs_slot(state: GameState, seat: Seat, target: CardState) -> bool:
    """Taking control of a slot-using card needs a free command slot (v2.1 [Control] L507)."""
    if target.info.kind not in SLOT_KINDS:
        return False
    return slots_used_after(state, seat, target.info, None) > slots_available(state, seat)


class SuspendMonstersResolver(Resolver):
    """The Science Officer: monsters at its location lose their hostile effects (stats.py)."""

    name = "suspend_monsters"
    text = "suspend the hostile effects of monsters on {target}"
    continuous = True
    stat = Stat.MONSTERS_SUSPENDED

    def reaction_use(self, check: ReactionCheck) -> bool:
        location = check.location
        if location is None:
            return False
        item = check.item
        if isinstance(item, (PlayItem, ReactionItem)):
            played = check.state.cards[item.card]
            if played.info.kind is CardType.MONSTER and played.parent == location.id:
                return True
        return any(check.state.cards[c].info.kind is CardType.MONSTER for c in location.children)


class RepairResolver(CardResolver):
    name = "repair"
    text = "repair {amount} damage of {target}"
    needs = ("amount",)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        left = ctx.effect.amount
        for target in targets:
            left -= repair(unit_of(ctx.state, target), left, ctx.events)
        if left < ctx.effect.amount:
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{ctx.effect.amount - left} damage repaired"))
        return None


class HealResolver(CardResolver):
    name = "heal"
    text = "heal {amount} damage of {target}"
    needs = ("amount",)
    params = {"beings": str}

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        left = ctx.effect.amount
        for target in targets:
            left -= heal(target, left, ctx.events)
        return None


class ReduceRequirementsResolver(Resolver):
    name = "reduce_requirements"
    text = "lower the {point} requirement of {target} by {amount}"
    needs = ("amount", "point")
    params = {**HOST_PARAMS, "title": str}  # title: only ships whose title names it (Nagiridni Pirate Outpost: pirate ships)
    continuous = True
    stat = Stat.REQUIREMENTS
    change = Change.LOWER


class GeneratePointsResolver(Resolver):
    """Points for the controller's pool (in his Allocation Phase: Windfall, Supply Convoy)."""

    name = "generate_points"
    text = "generate {amount} {point} for {target}"
    needs = ("amount", "point")
    params = {"in_allocation": bool}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        point = ctx.effect.point or PointType.ECONOMY
        player = ctx.state.players[ctx.seat]
        if point is PointType.COMMAND:
            player.command_total += ctx.effect.amount
        else:
            player.pool[point] = player.pool.get(point, 0) + ctx.effect.amount
        ctx.events.append(PointsGenerated(ctx.seat, point, ctx.effect.amount, ctx.card.id))
        return None

