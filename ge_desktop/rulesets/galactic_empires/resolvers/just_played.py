"""Cards played in answer to an opponent's card just played (community decks, issue 38, h-occur3).

Breached City (R/O6): played in reaction to an opponent's base being played, the base at once
sustains the damage that leaves it 1 strength point, straight to its structure (its Shields
stay intact). The reaction resolves before the base's play completes (v2.1 LAST REACTION CARD
PLAYED HAS PRECEDENCE), so the base enters play with that damage on it; a base immune to
occurrences (v2.1: the card says what may not affect it) takes none.

Anomaly Portal (R/L7): played in reaction to an opponent's card just played on its player's
fleet, it diverts that card onto the opponent of its player's choice, never back to the card's
own player unless he is the last opponent remaining. "On your fleet" is one of two things here:

- a card played against a card of his fleet: it goes against a card of the chosen opponent's
  fleet instead, one it could be played against there (``placement.check_target``), chosen by the
  Portal's player; with no such card there, the Portal is not played (``divert_options``);
- a card played to its own player's fleet whose effects name an opponent (``Target.OPPONENT``:
  Broken Supply Lines, Command Disjunction, a Kraken against a whole fleet) when the Portal's
  player is that player's only opponent, so the card can only be aimed at him: it acts on the
  chosen opponent instead (``CardState.diverted_to``, read by ``base.choose_opponent``). With
  more opponents such a card names its opponent only as it resolves, after the reaction
  windows: the Portal cannot answer it then.

A card played against several cards (``CardState.also_against``) is not diverted (one Portal
moves one card's place).
"""

from __future__ import annotations

from ge_desktop.cards.effects import Target
from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import damage_blocked, set_die, structure_left
from ge_desktop.rulesets.galactic_empires.events import DamageDealt, EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.placement import check_target
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import immune
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Placement
from ge_desktop.rulesets.galactic_empires.zones import to_table

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
        if damage_blocked(ctx.state, base):
            return None  # no damage reaches it (an Occumbus round its player's fleet)
        breach = structure_left(ctx.state, base) - 1
        if breach <= 0:
            return None
        set_die(base, DieKind.STRUCTURE, base.die(DieKind.STRUCTURE) + breach, ctx.events)
        ctx.events.append(DamageDealt(base.id, 0, breach, ctx.seat, False))
        return None


def _played_on_fleet(state: GameState, seat: Seat, item: Pending) -> CardState | None:
    """The card an opponent of ``seat`` is playing on ``seat``'s fleet (``item`` its play), if any."""
    if not isinstance(item, (PlayItem, ReactionItem)) or item.negated or item.seat == seat:
        return None
    played = state.cards[item.card]
    if played.also_against or played.diverted_to is not None:
        return None
    if played.parent is not None:
        return played if state.cards[played.parent].controller == seat else None
    aimed = any(e.target is Target.OPPONENT and e.kind.hostile for e in played.info.effects)
    return played if aimed and [s for s in state.living_seats() if s != item.seat] == [seat] else None


def divert_seats(state: GameState, seat: Seat, played: CardState) -> list[Seat]:
    """The opponents of ``seat`` a card may be diverted onto: not the card's own player unless he is the last one."""
    opponents = [s for s in state.living_seats() if s != seat]
    others = [s for s in opponents if s != played.controller]
    return others or [s for s in opponents if s == played.controller]


def divert_options(state: GameState, seat: Seat, played: CardState, onto: Seat) -> list[CardState]:
    """The cards of ``onto``'s fleet a card played against a card may go against instead."""
    checker = played.controller if onto != played.controller else seat  # against his own card: judged as the Portal's player would play it
    parent = played.parent
    return [
        c for c in state.fleet(onto)
        if c.id != parent and c.id != played.id and check_target(state, checker, played.info, Placement.AGAINST, c) is None
    ]


class DivertPlayResolver(Resolver):
    name = "divert_play"
    text = "divert an opponent's card just played on your fleet onto an opponent of your choice (its own player only if he is the last)"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        played = _played_on_fleet(check.state, check.seat, check.item)
        if played is None:
            return False
        seats = divert_seats(check.state, check.seat, played)
        return played.parent is None or any(divert_options(check.state, check.seat, played, s) for s in seats)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        played = _played_on_fleet(ctx.state, ctx.seat, answered) if answered is not None else None
        if played is None or not played.in_play:
            return None
        seats = divert_seats(ctx.state, ctx.seat, played)
        onto = ctx.chosen_player if ctx.chosen_player in seats else seats[0] if len(seats) == 1 else None
        if onto is None:
            return ChoiceRequest(f"choose the opponent #{played.id} is diverted onto", players=tuple(seats))
        if played.parent is None:
            played.diverted_to = onto
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{played.id} is diverted onto p{onto}"))
            return None
        options = divert_options(ctx.state, ctx.seat, played, onto)
        chosen = ctx.state.cards[ctx.chosen] if ctx.chosen is not None else None
        if chosen is None or chosen not in options:
            return ChoiceRequest(f"choose the card of p{onto}'s fleet #{played.id} goes against", tuple(c.id for c in options))
        to_table(ctx.state, played, played.controller, chosen.id, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{played.id} is diverted onto #{chosen.id} of p{onto}"))
        return None
