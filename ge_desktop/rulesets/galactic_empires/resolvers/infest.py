"""The Filarian Infester (v2.1 FILARIAN INFESTERS, UE21 L1141-1165; community cards, issue 38).

An Infester is played on one of your own crew cards. ``infest`` is its card action: the crew,
once it has moved aboard an opponent's ship by standard means (a shuttle, a transporter), seizes
control of that ship and every card with it, if the ship's strength is no greater than the
combined strength of the Infesters on the crew ("two or more Infesters may combine strength on
a single crew card"). Only ships can be infested. The ship and its cards count as the
Infester player's fleet until the infestation is eliminated: control goes back when the
Infester leaves play (``state.control_links``, as for ``take_control``).

The Infester's ``destroyed_by`` research rule carries ``with_host``: research points applied
to the Infesters of a crew count together, and once they equal the combined strength of the
crew and its Infesters, crew and Infesters are discarded (``damage.add_research``).

``infest_dragons`` (Infested Moon, a terrain): infested crew on it may seize an opponent's dragon of
no more than its Infesters' strength as if it were aboard (``dragons_reached``; h-fields2).

``any_strength`` (the Filarian Overlord, played against an opponent's crew it takes control of):
the crew seizes the ship stack it is on whatever the ship's strength.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import ControlChanged, EffectResolved
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind


def infesters_strength(state: GameState, crew: CardState) -> int:
    """The combined strength of the Infesters (cards with an ``infest`` action) on ``crew``."""
    return sum(
        strength(state, state.cards[c]) for c in crew.children
        if any(e.kind is InfestResolver.kind for e in state.cards[c].info.effects)
    )


def infest_bonus(state: GameState) -> int:
    """How much stronger than their strength a ship every Infester in play may seize: the
    greatest ``raise_infest_limit`` of a working card in play (Filarian Mind Lord: 2; several
    Mind Lords do not add up)."""
    return max(
        (
            e.amount
            for card in state.in_play()
            if card.engaged and not functions_suspended(state, card)
            for e in card.info.effects
            if e.kind.stat is Stat.INFEST_LIMIT
        ),
        default=0,
    )


def dragons_reached(state: GameState, crew: CardState) -> bool:
    """Infested Moon (``infest_dragons``): infested crew on that terrain may seize an opponent's
    dragon no stronger than its Infesters as though it were aboard the dragon (the card's rule
    beats the rulebook's "only ships can be infested")."""
    here = location_of(state, crew)
    return here is not None and here.info.kind is CardType.TERRAIN and any(e.kind is Kind.INFEST_DRAGONS for e in here.info.effects)


class InfestResolver(CardResolver):
    name = "infest"
    text = "let the crew it is on seize {target}: an opponent's ship it is aboard, no stronger than its Infesters together, with every card on it"
    params = {"any_strength": bool}
    hostile = True

    def _crew(self, ctx: Context) -> CardState | None:
        parent = ctx.state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        return parent if parent is not None and parent.info.is_crew and parent.controller == ctx.seat else None

    def candidate(self, ctx: Context, card: CardState) -> bool:
        crew = self._crew(ctx)
        if crew is None or unit_of(ctx.state, card) is not card or card.controller == ctx.seat:
            return False
        if card.info.kind is CardType.DRAGON:
            if not dragons_reached(ctx.state, crew):
                return False  # only from an Infested Moon, "as if on the dragon" (h-fields2)
        elif card.info.kind is not CardType.SHIP or location_of(ctx.state, crew) is not card:
            return False
        return bool(ctx.effect.param("any_strength", False)) or strength(ctx.state, card) <= infesters_strength(ctx.state, crew) + infest_bonus(ctx.state)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state = ctx.state
        links = []
        for target in targets:
            if target.controller == ctx.seat or not self.candidate(ctx, target):
                continue
            previous = target.controller
            for card in [c for c in state.stack(target.id) if c.controller == previous]:
                links.append((card.id, card.controller))
                card.controller = ctx.seat
                ctx.events.append(ControlChanged(card.id, ctx.seat))
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} is infested: p{ctx.seat} controls it"))
        if links:
            state.control_links[ctx.card.id] = state.control_links.get(ctx.card.id, ()) + tuple(links)
        return None


class RaiseInfestLimitResolver(Resolver):
    """Filarian Mind Lord: "all Filarian Infester cards in play may infest ships 2 strength points
    higher than normal" (``infest_bonus``), while the card works (engaged, on an engaged crew)."""

    name = "raise_infest_limit"
    text = "let every Infester in play seize ships up to {amount} strength points stronger than usual"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.INFEST_LIMIT


class RemoveResearchResolver(CardResolver):
    """Filarian Mind Lord's card action: take up to ``amount`` research points applied to the
    chosen card away (its research die), a card whose title names ``title``."""

    name = "remove_research"
    text = "take {amount} applied research points off {target}"
    needs = ("amount",)
    params = {"title": str}

    def candidate(self, ctx: Context, card: CardState) -> bool:
        title = str(ctx.effect.param("title", "") or "").lower()
        return card.in_play and card.die(DieKind.RESEARCH) > 0 and (not title or title in card.info.title.lower()) and super().candidate(ctx, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if target.in_play:
                set_die(target, DieKind.RESEARCH, max(0, target.die(DieKind.RESEARCH) - ctx.effect.amount), ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"research taken off #{target.id}"))
        return None


class InfestDragonsResolver(Resolver):
    name = "infest_dragons"
    text = "let infested crew on {target} seize an opponent's dragon no stronger than its Infesters, as if aboard it"
    continuous = True
    about_itself = True
    stat = Stat.CONTROL
