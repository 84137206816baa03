"""``observe(state, player)``: what one player may see of a Galactic Supremacy game.

Hidden from a viewer: the order and contents of every deck (only sizes show), other
players' hands (only their sizes), what Spy and Strategic Planning showed another player
(only that he looked: the peeks of a player are his alone), the cards of an offer between
two other players (only how many), and the private lines of the log (a card drawn, stolen
or kept). Cards in play, every discard pile, credits and technology levels are public,
and so is the reaction stack (a command card is played face up). Card ids of hidden cards
never appear: ids follow a fixed deck order, so an id would give a card away.
``player=None`` is a spectator who sees only public information.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.economy import hand_size, production
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, Choice, GameState, HandLimitChoice, KeepChoice, Outcome, Peek, Phase, StackEntry, Unit
from ge_desktop.rulesets.galactic_supremacy.zones import deck_of


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: Seat
    hand: tuple[CardId, ...] | None  # None for another player's hand
    hand_count: int
    deck_count: int  # his own deck (one deck each), else the common deck
    discard: tuple[CardId, ...]  # one deck each: his pile; else empty (see ``Observation.discard``)
    credits: int
    techs: tuple[tuple[Tech, int], ...]
    hand_size: int
    production: int
    homeworld: CardId
    eliminated: bool
    peeks: tuple[Peek, ...] | None  # None for another player


@dataclass(frozen=True, slots=True)
class AttackView:
    attacker: Seat
    defender: Seat
    target: CardId
    step: AttackStep
    fleets: tuple[CardId, ...]
    surprise: bool
    ambush: bool


@dataclass(frozen=True, slots=True)
class OfferView:
    by: Seat
    to: Seat
    give: tuple[CardId, ...] | None  # None when the viewer is neither party
    give_count: int
    give_credits: int
    want_credits: int
    want_kind: str | None
    want_count: int


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: Seat | None
    phase: Phase
    active: Seat
    to_act: Seat | None
    turn_number: int
    turn_order: tuple[Seat, ...]
    players: tuple[PlayerView, ...]
    units: tuple[Unit, ...]  # everything in play
    cards: dict[CardId, CardDef]  # every card the viewer may see
    deck_count: int  # the common deck (0 with one deck each)
    discard: tuple[CardId, ...]  # the common discard pile
    attack: AttackView | None
    attacked: tuple[CardId, ...]  # fleets that have attacked this Attack Phase
    stack: tuple[StackEntry, ...]
    offer: OfferView | None
    choice: str | None  # the pending choice of the viewer, in words
    keep_card: CardId | None  # the card a keep/decline choice of the viewer is about
    log: tuple[str, ...]
    outcome: Outcome | None


def _player(state: GameState, seat: Seat, viewer: Seat | None) -> PlayerView:
    p = state.players[seat]
    own = seat == viewer
    return PlayerView(
        seat=seat,
        hand=tuple(p.hand) if own else None,
        hand_count=len(p.hand),
        deck_count=len(deck_of(state, seat)),
        discard=tuple(p.discard),
        credits=p.credits,
        techs=tuple(p.techs.items()),
        hand_size=hand_size(state, seat),
        production=production(state, seat),
        homeworld=p.homeworld,
        eliminated=p.eliminated,
        peeks=tuple(p.peeks) if own else None,
    )


def _offer(state: GameState, viewer: Seat | None) -> OfferView | None:
    if state.offer is None:
        return None
    by, offer = state.offer
    party = viewer in (by, offer.to)
    return OfferView(
        by,
        offer.to,
        offer.give if party else None,
        len(offer.give),
        offer.give_credits,
        offer.want_credits,
        offer.want_kind.value if offer.want_kind else None,
        offer.want_count,
    )


def _visible_cards(state: GameState, viewer: Seat | None) -> set[CardId]:
    seen: set[CardId] = set(state.units) | set(state.discard) | {e.card for e in state.stack}
    for p in state.players:
        seen.update(p.discard)
    if viewer is None:
        return seen
    me = state.players[viewer]
    seen.update(me.hand)
    for peek in me.peeks:
        seen.update(peek.cards)
    if state.offer is not None and viewer in (state.offer[0], state.offer[1].to):
        seen.update(state.offer[1].give)
    if state.choices and isinstance(state.choices[0], KeepChoice) and state.choices[0].seat == viewer:
        seen.add(state.choices[0].card)
    return seen


def observe(state: GameState, player: Seat | None) -> Observation:
    """The view of ``state`` that ``player`` (or a spectator, None) may see."""
    cards = {c: state.cards[c] for c in sorted(_visible_cards(state, player))}
    attack = state.attack
    choice = state.choices[0] if state.choices and state.choices[0].seat == player else None
    lines = (e.for_viewer(player) for e in state.log)
    return Observation(
        viewer=player,
        phase=state.phase,
        active=state.active,
        to_act=state.to_act(),
        turn_number=state.turn_number,
        turn_order=tuple(state.turn_order),
        players=tuple(_player(state, Seat(s), player) for s in range(len(state.players))),
        units=tuple(state.units.values()),
        cards=cards,
        deck_count=len(state.deck),
        discard=tuple(state.discard),
        attack=AttackView(attack.attacker, attack.defender, attack.target, attack.step, tuple(attack.fleets), attack.surprise, attack.ambush)
        if attack
        else None,
        attacked=tuple(sorted(state.turn.attacked)),
        stack=tuple(state.stack),
        offer=_offer(state, player),
        choice=_choice_text(choice, state),
        keep_card=choice.card if isinstance(choice, KeepChoice) else None,
        log=tuple(line for line in lines if line is not None),
        outcome=state.outcome,
    )


def _choice_text(choice: Choice | None, state: GameState) -> str | None:
    if choice is None:
        return None
    if isinstance(choice, KeepChoice):
        return f"keep or decline #{choice.card} {state.cards[choice.card].name}"
    if isinstance(choice, HandLimitChoice):
        return f"discard down to {hand_size(state, choice.seat)} cards"
    return "pick a technology"
