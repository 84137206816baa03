"""What the resolve-by-hand panel shows and plays, for a ``manual`` card in rules mode. No Qt.

A card marked manual waits on its controller (``GameState.manual``): he applies its text by
hand with the engine's adjustments (``engine.MANUAL_ADJUSTMENTS``: move a card, engage or
disengage it, a die or points on it, draw, roll a die, Sector HQ damage), each an ordinary
recorded action, then says ``done``. ``manual_card`` gives the panel the card's name, its
rules text and the cards the player may name, as his own view shows them (``observe``):
cards in play, his hand and reserve, every Discard Pile and Sector HQ; nothing hidden from
him is listed. ``*_action`` build the actions the panel's buttons play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine import Action, Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DamageHq, DrawCards, MoveCard, Rotate, SetDie, SetPoints, observe
from ge_desktop.rulesets.galactic_empires.actions import BOTTOM, TOP
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, Observation
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone
from ge_desktop.ui.log_text import ZONE_WORDS
from ge_desktop.ui.observed import player_name

NO_TEXT = "Its rules text is not in the card data: read it on the card (hover over the card to zoom)."
ADJUSTABLE_DICE = (DieKind.STRUCTURE, DieKind.SHIELD, DieKind.PERMANENT, DieKind.RESEARCH, DieKind.DURATION)
CARD_POINTS = tuple(p for p in PointType if p is not PointType.ECONOMY)  # points a card is given (economy is declared first)
MAX_ADJUST = 99


@dataclass(frozen=True, slots=True)
class ManualTarget:
    """A card the resolving player may name, with what the panel shows of it."""

    instance: InstanceId
    label: str  # its name and where it is
    zone: Zone
    owner: Seat
    engaged: bool
    dice: dict[DieKind, int]
    points: dict[PointType, int]


@dataclass(frozen=True, slots=True)
class ManualCard:
    """The manual card being resolved, for the panel."""

    seat: Seat  # who resolves it
    card: InstanceId
    name: str
    rules: tuple[str, ...]
    targets: tuple[ManualTarget, ...]  # the card itself first
    players: int
    changes: int  # adjustments made so far

    def target(self, instance: InstanceId | None) -> ManualTarget | None:
        return next((t for t in self.targets if t.instance == instance), None)


def manual_card(game: Game, lookup: Callable[[str], Card | None]) -> ManualCard | None:
    """The manual card being resolved by hand, as its resolver sees the table; None if none."""
    state = game.state
    waiting = getattr(state, "manual", None)
    if waiting is None:
        return None
    seat, instance = waiting
    seen = observe(state, seat, facts=False)
    card = state.cards[instance]
    printed = lookup(card.info.card_id)
    rules = tuple(printed.rules) if printed is not None and printed.rules else ()
    order = [instance, *(i for i in _listed(seen, seat) if i != instance)]
    targets = tuple(_target(game, seen, i) for i in order if seen.card(i) is not None)
    return ManualCard(seat, instance, card.info.label, rules, targets, len(state.players), state.manual_changes)


def _listed(seen: Observation, seat: Seat) -> list[InstanceId]:
    """Cards in play (seat by seat, each stack from its base), then the resolver's hand and
    reserve, then every Discard Pile (top first) and Sector HQ."""
    found: list[InstanceId] = []

    def walk(instance: InstanceId) -> None:
        found.append(instance)
        view = seen.card(instance)
        for child in view.children if view is not None else ():
            walk(child)

    for player in seen.players:
        for root in player.roots:
            walk(root)
    mine = seen.players[seat]
    found += list(mine.hand or ()) + [i for i in mine.reserve if i is not None]
    for player in seen.players:
        found += list(reversed(player.discard)) + list(player.hq)
    return [i for i in found if i >= 0]  # a face-down card he may not see has a negative slot: never listed


def _where(view: CardView, seat: Seat) -> str:
    if view.zone in (Zone.HAND, Zone.RESERVE) and view.seat == seat:
        return f"your {ZONE_WORDS[view.zone]}"
    return f"{player_name(view.seat)}'s {ZONE_WORDS[view.zone]}"


def _target(game: Game, seen: Observation, instance: InstanceId) -> ManualTarget:
    view = seen.card(instance)
    assert view is not None
    state_card = game.state.cards[instance]
    points = dict(state_card.received) if view.zone is Zone.PLAY else {}
    return ManualTarget(instance, f"{view.label} ({_where(view, seen.viewer or Seat(0))})", view.zone, view.owner, view.engaged, dict(view.dice), points)


# --- the panel's buttons ---------------------------------------------------------------------


def die_action(target: ManualTarget, kind: DieKind, change: int) -> Action | None:
    """Damage (+) or healing (-) on a card: its ``kind`` die moved by ``change`` (None if it
    would go below 0 or above the limit)."""
    value = target.dice.get(kind, 0) + change
    return SetDie(target.instance, kind, value) if 0 <= value <= MAX_ADJUST and change else None


def points_action(target: ManualTarget, point: PointType, value: int) -> Action:
    return SetPoints(target.instance, point, value)


def engage_action(target: ManualTarget, engaged: bool) -> Action:
    return Rotate(target.instance, engaged)


def move_action(target: ManualTarget, zone: Zone, seat: Seat, bottom: bool = False) -> MoveCard:
    """``target`` to ``seat``'s pile ``zone`` (its top, or the bottom of a deck) or his table area."""
    return MoveCard(target.instance, zone, seat, position=BOTTOM if bottom else TOP)


def discard_action(target: ManualTarget) -> MoveCard:
    """``target`` onto its owner's Discard Pile."""
    return move_action(target, Zone.DISCARD, target.owner)


def draw_action(seat: Seat, count: int) -> Action:
    return DrawCards(seat, count)


def hq_damage_action(seat: Seat, amount: int, by: Seat) -> Action:
    """``amount`` damage to ``seat``'s Sector HQ, scored by the resolving player ``by`` (by nobody on his own)."""
    return DamageHq(seat, amount, by if by != seat else None)
