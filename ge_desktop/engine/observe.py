"""``observe(state, player)``: what one player may see, computed from the full state.

Hidden from a viewer: the order and contents of every deck, other players' hands (only
their sizes show), other players' face-down reserve cards (before the ante exposes them)
and face-down cards in play. Everything on the table, every Discard Pile (in order), the
Sector HQs and the ante piles are public, and so is any card that was revealed. Hidden
cards are not even named by id: instance ids follow deck-file order, so an id would give
the card away. ``player=None`` is a spectator who sees only public information.

Hot-seat hand hiding, bot inputs and screenshots all go through this function.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.cards.model import PointType
from ge_desktop.engine.state import CardState, GameState, Outcome
from ge_desktop.engine.terms import DieKind, InstanceId, Phase, Seat, Zone


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the viewer may see: its catalog id and everything the table shows about it."""

    id: InstanceId
    card_id: str
    label: str
    owner: Seat
    controller: Seat
    zone: Zone
    seat: Seat
    parent: InstanceId | None
    children: tuple[InstanceId, ...]
    engaged: bool
    face_up: bool
    dice: tuple[tuple[DieKind, int], ...]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as the viewer sees it; ``hand`` is None for other players."""

    seat: Seat
    deck_name: str
    empire: str | None
    hand: tuple[InstanceId, ...] | None
    hand_count: int
    deck_count: int
    discard: tuple[InstanceId, ...]  # bottom first; the last is the top of the pile
    reserve: tuple[InstanceId | None, ...]  # None for a card the viewer may not see
    hq: tuple[InstanceId, ...]
    ante: tuple[InstanceId, ...]
    roots: tuple[InstanceId, ...]
    hq_damage: int
    damage_dealt: int
    eliminated: bool
    turns_taken: int
    plays_used: int
    pool: tuple[tuple[PointType, int], ...]
    command_total: int


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: Seat | None
    phase: Phase
    active: Seat
    complete_turn: int
    turn_order: tuple[Seat, ...]
    outcome: Outcome | None
    players: tuple[PlayerView, ...]
    cards: dict[InstanceId, CardView]  # every card the viewer may see
    to_act: Seat | None = None  # who must act now: the active player, one asked to react or to choose
    waiting: tuple[str, ...] = ()  # the reaction stack, bottom first, as short sentences
    volley: str | None = None  # the volley being declared, if any
    choice: str | None = None  # what a card asks the player to act to choose

    def card(self, instance: InstanceId) -> CardView | None:
        return self.cards.get(instance)


def _visible(card: CardState, viewer: Seat | None) -> bool:
    if card.revealed:
        return True
    zone = card.zone
    if zone is Zone.PLAY:
        return card.face_up or card.controller == viewer
    if zone is Zone.HAND:
        return card.seat == viewer
    if zone is Zone.DECK:
        return False
    if zone is Zone.RESERVE:
        return card.face_up or card.seat == viewer
    return True  # discard, HQ, ante and removed piles are public


def _view(card: CardState) -> CardView:
    return CardView(
        id=card.id,
        card_id=card.info.card_id,
        label=card.info.label,
        owner=card.owner,
        controller=card.controller,
        zone=card.zone,
        seat=card.seat,
        parent=card.parent,
        children=tuple(card.children),
        engaged=card.engaged,
        face_up=card.face_up,
        dice=tuple(sorted(card.dice.items(), key=lambda item: item[0].value)),
    )


def _waiting(state: GameState) -> tuple[str, ...]:
    lines = []
    for item in state.pending:
        what = f"p{item.seat} {item.kind.value}"
        if item.card is not None:
            what += f" #{item.card} {state.cards[item.card].info.label}"
        if item.volley is not None:
            what += f" at {item.volley.notation()}"
        if item.negated:
            what += " (cancelled)"
        lines.append(what)
    return tuple(lines)


def _volley(state: GameState) -> str | None:
    fire = state.fire
    if fire is None or fire.open is None:
        return None
    parts = ", ".join(f"#{u} {s.value} x{n}" for u, s, n in fire.open.parts)
    return f"p{fire.open.seat} fires at {fire.open.notation()}" + (f": {parts}" if parts else "")


def observe(state: GameState, player: Seat | None) -> Observation:
    """The view of ``state`` that ``player`` (or a spectator, None) may see."""
    cards = {card.id: _view(card) for card in state.cards if _visible(card, player)}
    views = []
    for p in state.players:
        own = p.seat == player
        views.append(
            PlayerView(
                seat=p.seat,
                deck_name=p.deck_name,
                empire=p.empire,
                hand=tuple(p.hand) if own else None,
                hand_count=len(p.hand),
                deck_count=len(p.deck),
                discard=tuple(p.discard),
                reserve=tuple(i if i in cards else None for i in p.reserve),
                hq=tuple(p.hq),
                ante=tuple(p.ante),
                roots=tuple(p.roots),
                hq_damage=p.hq_damage,
                damage_dealt=p.damage_dealt,
                eliminated=p.eliminated,
                turns_taken=p.turns_taken,
                plays_used=p.plays_used,
                pool=tuple(sorted(((k, v) for k, v in p.pool.items() if v), key=lambda item: item[0].value)),
                command_total=p.command_total,
            )
        )
    return Observation(
        viewer=player,
        phase=state.phase,
        active=state.active,
        complete_turn=state.complete_turn,
        turn_order=tuple(state.turn_order),
        outcome=state.outcome,
        players=tuple(views),
        cards=cards,
        to_act=None if state.phase is Phase.GAME_OVER else state.to_act,
        waiting=_waiting(state),
        volley=_volley(state),
        choice=state.choice.prompt if state.choice is not None else None,
    )
