"""Units kept from firing for a turn by an opponent's card (issue 38, h-empire: the Argonian
Strobe, "blinds the fire control scanners of up to 3 bases or ships belonging to any one
opponent for one turn").

``blind_units`` (a card action against one opponent): the card blinds as many of that
opponent's ships and bases as it has energy points (1 energy per unit: its printed energy
is 1 to 3), at most ``amount``; the defending player chooses which (``ChoiceRequest.seat``),
one at a time (``CardState.spread`` holds the picks). Each may not fire weapons during its
controller's next turn (``CardState.blinded_turn``, read by ``rules/weapons.py`` through
``blinded_problem``). The card may not be used on the opponent it blinded in its controller's
previous turn (``CardState.blinding_seat``/``blinding_turn``; ``rules/plays.py`` asks
``blinding_problem``): a card action is taken in its controller's own turn, so his consecutive
turns are consecutive complete turns.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver, choose_opponent
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import pending_cards, unit_of
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

RULE = "Argonian Strobe"
_BLINDED = frozenset({CardType.SHIP, CardType.BASE})


class BlindUnitsResolver(Resolver):
    name = "blind_units"
    text = (
        "blind up to {amount} ships or bases of {target}, one for each energy point this card has, chosen by that player: they may not"
        " fire in his next turn (never the same opponent two turns running)"
    )
    needs = ("amount",)
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card, state = ctx.card, ctx.state
        if ctx.chosen is not None and not ctx.skipped:
            card.spread.append(ctx.chosen)
        seat = Seat(state.cards[card.spread[0]].controller) if card.spread else choose_opponent(ctx)
        if isinstance(seat, ChoiceRequest):  # not the opponent it blinded last turn
            return ChoiceRequest(seat.prompt, players=tuple(s for s in seat.players if blinding_problem(state, card, s) is None))
        if seat is None:
            return None
        wanted = blind_count(ctx.effect.amount, card)
        options = _options(state, seat, card.spread)
        if len(card.spread) < wanted and options:
            left = wanted - len(card.spread)
            return ChoiceRequest(f"choose a ship or base of yours that {card.info.label} blinds for your next turn ({left} to choose)", options, seat=seat)
        self._blind(ctx, seat)
        return None

    def _blind(self, ctx: Context, seat: Seat) -> None:
        card, state = ctx.card, ctx.state
        turn = state.players[seat].turns_taken + 1  # that player's next turn
        for unit_id in card.spread:
            unit = state.cards[unit_id]
            if unit.in_play:
                unit.blinded_turn = turn
                ctx.events.append(EffectResolved(card.id, self.kind, f"#{unit.id} may not fire in p{seat}'s next turn"))
        card.spread = []
        card.blinding_seat, card.blinding_turn = seat, state.players[ctx.seat].turns_taken


def blind_count(most: int, card: CardState) -> int:
    """How many units the card blinds: one per energy point it received, at most ``most``."""
    return min(most, card.received.get(PointType.ENERGY, 0))


def _options(state: GameState, seat: Seat, picked: list[InstanceId]) -> tuple[InstanceId, ...]:
    waiting = pending_cards(state) if state.pending else set()
    return tuple(
        c.id
        for c in state.fleet(seat)
        if c.info.kind in _BLINDED and unit_of(state, c) is c and c.id not in picked and c.id not in waiting
    )


def blind_energy_room(card: CardState) -> int:
    """How many more energy points the card takes beyond its requirement (one per unit it may
    blind, up to its ``blind_units`` amount; 0 for any other card)."""
    most = max((e.amount for e in card.info.effects if e.kind is Kind.BLIND_UNITS), default=0)
    return max(0, most - card.received.get(PointType.ENERGY, 0))


def blinding_problem(state: GameState, card: CardState, seat: Seat | None) -> Violation | None:
    """Why ``card`` may not blind ``seat``'s units now (None: it may): it blinded that opponent in
    its controller's previous turn."""
    if seat is None or card.blinding_seat != seat:
        return None
    if card.blinding_turn == state.players[card.controller].turns_taken - 1:
        return Violation(RULE, f"{card.info.label} may not be used on p{seat} two turns running")
    return None


def blinded_problem(state: GameState, unit: CardState) -> Violation | None:
    """Why ``unit`` may not fire now (None: it may): blinded for this turn of its controller."""
    if unit.blinded_turn and unit.blinded_turn == state.players[unit.controller].turns_taken and state.active == unit.controller:
        return Violation(RULE, f"#{unit.id} is blinded by an Argonian Strobe and may not fire this turn")
    return None
