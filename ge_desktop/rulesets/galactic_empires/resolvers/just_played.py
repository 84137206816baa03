"""Cards played in answer to an opponent's card just played (community decks, issue 38, h-occur3).

Breached City (R/O6): played in reaction to an opponent's base being played, the base at once
sustains the damage that leaves it 1 strength point, straight to its structure (its Shields
stay intact). The reaction resolves before the base's play completes (v2.1 LAST REACTION CARD
PLAYED HAS PRECEDENCE), so the base enters play with that damage on it; a base immune to
occurrences (v2.1: the card says what may not affect it) takes none.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import set_die, structure_left
from ge_desktop.rulesets.galactic_empires.events import DamageDealt, EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import immune
from ge_desktop.rulesets.galactic_empires.terms import DieKind

_IMMUNITY_WORDS = {CardType.OCCURRENCE: "occurrences", CardType.MONSTER: "monsters"}


def base_just_played(state: GameState, seat: Seat, item: Pending) -> CardState | None:
    """The base an opponent of ``seat`` is playing (``item`` a play of it not yet complete), if any."""
    if not isinstance(item, (PlayItem, ReactionItem)) or item.negated or item.seat == seat:
        return None
    played = state.cards[item.card]
    return played if CardType.BASE in played.info.types else None


class BreachBaseResolver(Resolver):
    name = "breach_base"
    text = "leave the base just played at 1 strength point, its Shields intact"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return base_just_played(check.state, check.seat, check.item) is not None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        base = base_just_played(ctx.state, ctx.seat, answered) if answered is not None else None
        if base is None or not base.in_play:
            return None
        word = _IMMUNITY_WORDS.get(ctx.card.info.kind)
        if word is not None and immune(ctx.state, base, word):
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{base.id} may not be affected by {word}"))
            return None
        breach = structure_left(ctx.state, base) - 1
        if breach <= 0:
            return None
        set_die(base, DieKind.STRUCTURE, base.die(DieKind.STRUCTURE) + breach, ctx.events)
        ctx.events.append(DamageDealt(base.id, 0, breach, ctx.seat, False))
        return None
