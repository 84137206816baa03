"""Cards played as an opponent's Allocation Phase begins or ends (community decks, issue 38, h-occur2).

v2.1 [Reaction cards]: point allocation can be reacted to, and a reaction happens just before
what it answers. When a player's Allocation Phase begins, his fleet's points are generated and
then, before he allocates any, the stack holds ``AllocationItem(seat, begins=True)``: a window
asks his opponents, in turn order, whether they play a card "during an opponent's Allocation
Phase" (``rules/allocation.open_start_window`` opens it only while an opponent holds such a
card; a player with no legal reaction is not asked, as in every window). When the window closes
the item's step recomputes the pool (``rules/allocation.engagement_step``), so what these cards
took is gone before the first point is allocated.

``cut_generated_points`` (Shipping Delays): that opponent's fleet generates ``amount`` fewer
``point`` points this turn (``PlayerState.points_cut`` and ``points_cut_turn``, taken off by
``resolvers/fleet_points.without_withheld`` wherever the fleet's output is counted this turn).

``stop_terrain_output`` (Cessation of Production): one terrain stack of that opponent chosen by
this card's player generates no points this turn (``CardState.output_stopped_turn`` on the stack's
root terrain, read by ``points.fleet_output``). The card text says "one terrain card or stack":
the whole stack always generates at least what any one of its cards does, so the choice is
offered stack by stack (its root terrain card).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, repair, repairable, set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import AllocationItem, Pending
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of


def opponent_allocation_start(item: Pending | None, seat: Seat) -> AllocationItem | None:
    """The answered item, if it is the start of another player's Allocation Phase."""
    if isinstance(item, AllocationItem) and item.begins and item.seat != seat and not item.negated:
        return item
    return None


# played as an opponent's Allocation Phase begins (h-terrain3: Resource Theft's steal_engagement)
START_KINDS = frozenset({Kind.CUT_GENERATED_POINTS, Kind.STOP_TERRAIN_OUTPUT, Kind.STOP_WEAKEST_TERRAIN, Kind.STEAL_ENGAGEMENT})
ALLOCATION_KINDS = START_KINDS | {Kind.STOP_ENGAGEMENT, Kind.REPAIRS_TO_DAMAGE}  # ... or as it ends


def answers_an_allocation(info: CardInfo) -> bool:
    """Is this card played in an opponent's Allocation Phase, as it begins or as it ends?"""
    return any(effect.kind in ALLOCATION_KINDS for effect in info.effects)


def someone_answers_start(state: GameState, seat: Seat) -> bool:
    """Does an opponent of ``seat`` hold a card played as ``seat``'s Allocation Phase begins?"""
    return _opponent_holds(state, seat, START_KINDS)


def _opponent_holds(state: GameState, seat: Seat, kinds: frozenset[Kind]) -> bool:
    """Does an opponent of ``seat`` hold a card with an effect of one of ``kinds``?"""
    return any(
        effect.kind in kinds
        for player in state.players
        if player.seat != seat and not player.eliminated
        for instance in player.hand
        for effect in state.cards[instance].info.effects
    )


class CutGeneratedPointsResolver(Resolver):
    name = "cut_generated_points"
    text = "make an opponent's fleet generate {amount} fewer {point} points this turn (played as his Allocation Phase begins)"
    needs = ("amount", "point")
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return opponent_allocation_start(check.item, check.seat) is not None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = opponent_allocation_start(ctx.answered, ctx.seat)
        point = ctx.effect.point
        if item is None or point is None:
            return None
        player = ctx.state.players[item.seat]
        if player.points_cut_turn != player.turns_taken:
            player.points_cut, player.points_cut_turn = {}, player.turns_taken
        player.points_cut[point] = player.points_cut.get(point, 0) + ctx.effect.amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{item.seat}'s fleet generates {ctx.effect.amount} fewer {point.value} points this turn"))
        return None


class _OpponentWindowResolver(CardResolver):
    """A card played in a window of another player's allocation (``window``: as it begins or as
    it ends), acting on cards of his that ``takes`` accepts."""

    hostile = True
    answers = True

    @staticmethod
    def window(item: Pending | None, seat: Seat) -> AllocationItem | None:
        return opponent_allocation_start(item, seat)

    @staticmethod
    def takes(state: GameState, card: CardState) -> bool:
        raise NotImplementedError

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = self.window(check.item, check.seat)
        return item is not None and any(self.takes(check.state, card) for card in check.state.fleet(item.seat))

    def candidate(self, ctx: Context, card: CardState) -> bool:
        item = self.window(ctx.answered, ctx.seat)
        return item is not None and card.controller == item.seat and self.takes(ctx.state, card)


class StopTerrainOutputResolver(_OpponentWindowResolver):
    name = "stop_terrain_output"
    text = "stop one terrain stack of an opponent generating points this turn (chosen as his Allocation Phase begins)"

    @staticmethod
    def takes(state: GameState, card: CardState) -> bool:
        return _stack_terrain(state, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for card in targets:
            card.output_stopped_turn = ctx.state.players[card.controller].turns_taken
            ctx.events.append(EffectResolved(card.id, self.kind, f"#{card.id}'s stack generates no points this turn"))
        return None


def _stack_terrain(state: GameState, card: CardState) -> bool:
    """A terrain card heading its stack in play (the stack the choice stops)."""
    return card.in_play and card.parent is None and card.info.kind is CardType.TERRAIN


# --- the end of an opponent's allocation: his Engagement Phase comes next -------------------------


def opponent_allocation_end(item: Pending | None, seat: Seat) -> AllocationItem | None:
    """The answered item, if it is the end of another player's allocation (his units engage next)."""
    if isinstance(item, AllocationItem) and not item.begins and item.seat != seat and not item.negated:
        return item
    return None


class StopEngagementResolver(_OpponentWindowResolver):
    """Cessation of Engagement: played as an opponent's Engagement Phase comes (in reaction to the
    end of his allocation, the moment before his units engage: the engine's Engagement Phase has no
    choices of its own), one unit of his chosen by this card's player is not engaged and loses
    the points allocated to it. It stays disengaged until its controller's next turn, as a lobstered
    card does (``CardState.stunned_by``: the next Engagement Phase it may engage in is then)."""

    name = "stop_engagement"
    text = "keep one unit of an opponent from engaging this turn and make it lose the points allocated to it (played as his Engagement Phase comes)"

    @staticmethod
    def window(item: Pending | None, seat: Seat) -> AllocationItem | None:
        return opponent_allocation_end(item, seat)

    @staticmethod
    def takes(state: GameState, card: CardState) -> bool:
        return _own_unit(state, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for card in targets:
            card.received.clear()
            card.stunned_by = card.controller  # cleared as its controller's next turn starts
            ctx.events.append(EffectResolved(card.id, self.kind, f"#{card.id} is not engaged this turn and its allocated points are lost"))
        return None


def _own_unit(state: GameState, card: CardState) -> bool:
    return card.in_play and card.info.is_unit and unit_of(state, card) is card


class RepairsToDamageResolver(_OpponentWindowResolver):
    """Repair Malfunction (each of its two effects turns one point): played just after an
    opponent's allocation (in reaction to its end), one repair point he allocated this turn, on a
    card of his this card's player chooses, becomes a damage point instead: the die it lowered goes
    back up and the card takes 1 point of damage (``CardState.repaired_dice``, kept by
    ``remember_repairs`` as the repair points are allocated)."""

    name = "repairs_to_damage"
    text = "turn {amount} repair point(s) an opponent allocated this turn into damage points on the card that got them"
    needs = ("amount",)

    @staticmethod
    def window(item: Pending | None, seat: Seat) -> AllocationItem | None:
        return opponent_allocation_end(item, seat)

    @staticmethod
    def takes(state: GameState, card: CardState) -> bool:
        return _repaired_now(state, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for card in targets:
            for _ in range(min(ctx.effect.amount, len(card.repaired_dice))):
                kind = card.repaired_dice.pop()
                set_die(card, kind, card.die(kind) + 1, ctx.events)  # the repair undone
                ctx.events.append(EffectResolved(card.id, self.kind, f"a repair point on #{card.id} becomes a damage point"))
                damage_card(ctx.state, card, Hit(1, ctx.seat, card=ctx.card.id), ctx.events)
        return None


def _repaired_now(state: GameState, card: CardState) -> bool:
    """Did ``card`` get repair points in its controller's allocation this turn?"""
    return card.in_play and bool(card.repaired_dice) and card.repaired_turn == state.players[card.controller].turns_taken


def remember_repairs(state: GameState, card: CardState, points: int, events: list[Event]) -> None:
    """Use ``points`` repair points on ``card`` (v2.1 REPAIR), remembering the die each lowered
    this turn (what a ``repairs_to_damage`` card turns back) while an opponent holds such a card:
    a game without one keeps the state, and the digests of its records, as before."""
    if not _opponent_holds(state, card.controller, frozenset({Kind.REPAIRS_TO_DAMAGE})):
        repair(card, points, events)
        return
    turn = state.players[card.controller].turns_taken
    if card.repaired_turn != turn:
        card.repaired_dice, card.repaired_turn = [], turn
    for _ in range(points):
        kind = repairable(card)
        if kind is None or not repair(card, 1, events):
            return
        card.repaired_dice.append(kind)
