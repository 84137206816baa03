"""Reading an observation as a player would: my fleet, theirs, values and threats.

``Position`` wraps one ``Observation`` for its viewer and answers the questions the
standard bot asks: which visible cards are mine and which are my opponents', what a card
is worth, how tough a unit is (Shields left plus structure left), how much my ready
weapons can put into a volley, what my terrain generates, whether an effect kind hurts
its target. Everything comes from the observation (printed card facts and what the table
shows); nothing here can reach the game state.
"""

from __future__ import annotations

from functools import cached_property

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS, CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, Observation, PlayerView
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone

HQ_LIFE = 25  # v2.1 DAMAGING THE SECTOR HQ: 25 damage eliminates a player
HQ_FIRERS = frozenset({CardType.SHIP, CardType.DRAGON, CardType.PSY})

# Effect kinds that hurt the card or player they reach (the rest help or are neutral), and
# those a card only makes sense for as a reaction: facts of each kind (``effect_kinds``).
HOSTILE_KINDS = frozenset(kind for kind in Kind if kind.hostile)
REACTIVE_KINDS = frozenset(kind for kind in Kind if kind.answers)
SHIELDING_KINDS = frozenset({Kind.REDUCE_DAMAGE, Kind.ADD_SHIELDS, Kind.WEAKEN_SHIP_VOLLEY})  # they take damage off a volley at a unit


def hostile(info: CardInfo) -> bool:
    """Is the card meant to be played against an opponent's card (hazards, monsters, ...)?"""
    kinds = [e.kind for e in info.effects if not e.kind.about_itself and e.target.value not in ("self", "controller")]
    return bool(kinds) and sum(k in HOSTILE_KINDS for k in kinds) * 2 >= len(kinds)


def reactive_only(info: CardInfo) -> bool:
    """Is every effect of the card a reaction's (void a volley, cancel a play)?"""
    kinds = {e.kind for e in info.effects} - {Kind.DRAW_CARDS}
    return bool(kinds) and kinds <= REACTIVE_KINDS


def weapon_damage(info: CardInfo) -> int:
    return sum(w.count * w.damage for w in info.weapons)


def card_value(info: CardInfo) -> int:
    """A rough worth of a card, in strength points."""
    output = sum(n for p, n in info.generates.items() if p is not PointType.DAMAGE)
    if info.kind in UNITS:
        return info.strength + info.shields + 2 * weapon_damage(info) + output
    if info.kind is CardType.TERRAIN:
        return 2 * output + info.strength // 2
    return 2 + output + 2 * weapon_damage(info)


class Position:
    """One observation from its viewer's side of the table."""

    def __init__(self, observation: Observation) -> None:
        self.obs = observation
        self.me: Seat = observation.viewer if observation.viewer is not None else Seat(0)

    # --- seats --------------------------------------------------------------------------

    @property
    def player(self) -> PlayerView:
        return self.obs.players[self.me]

    @cached_property
    def opponents(self) -> list[PlayerView]:
        return [p for p in self.obs.players if p.seat != self.me and not p.eliminated]

    def pool(self) -> dict[PointType, int]:
        return dict(self.player.pool)

    # --- cards --------------------------------------------------------------------------

    def card(self, instance: InstanceId | None) -> CardView | None:
        return None if instance is None else self.obs.cards.get(instance)

    def info(self, instance: InstanceId | None) -> CardInfo | None:
        view = self.card(instance)
        return view.info if view is not None else None

    @cached_property
    def in_play(self) -> list[CardView]:
        return [c for c in self.obs.cards.values() if c.zone is Zone.PLAY and c.info is not None and c.table is not None]

    @cached_property
    def mine(self) -> list[CardView]:
        return [c for c in self.in_play if c.controller == self.me]

    @cached_property
    def theirs(self) -> list[CardView]:
        return [c for c in self.in_play if c.controller != self.me]

    @cached_property
    def hand(self) -> list[CardView]:
        return [self.obs.cards[i] for i in self.player.hand or () if i in self.obs.cards]

    def units(self, cards: list[CardView]) -> list[CardView]:
        """The bases of combined units among ``cards``."""
        return [c for c in cards if c.info.kind in UNITS and c.table.unit == c.id]  # type: ignore[union-attr]

    # --- numbers ------------------------------------------------------------------------

    def toughness(self, unit: CardView) -> int:
        """Damage that destroys the unit now with one hit: Shields left, structure left and
        what its Armor System would cut."""
        facts = unit.table
        if facts is None:
            return 99
        dice = dict(unit.dice)
        shields = max(0, facts.shields - dice.get(DieKind.SHIELD, 0)) + dice.get(DieKind.EMF, 0)  # a Mechad field absorbs too
        structure = facts.strength - dice.get(DieKind.STRUCTURE, 0) - dice.get(DieKind.PERMANENT, 0)
        if unit.info is not None and unit.info.kind is CardType.TERRAIN:
            return max(1, structure)
        # v2.1 ARMOR SYSTEM: one hit's structural damage is cut by the armor's strength now
        armor = max(0, unit.info.armor - dice.get(DieKind.ARMOR, 0)) if unit.info is not None else 0
        return max(1, shields + structure + armor)

    def value(self, view: CardView | None) -> int:
        """A unit's worth with everything on it; a lone card's worth otherwise."""
        if view is None or view.info is None:
            return 0
        total = card_value(view.info)
        for child in view.children:
            other = self.card(child)
            if other is not None and other.info is not None and other.controller == view.controller:
                total += card_value(other.info)
        return total

    def ready_damage(self, unit: CardView, hq: bool = False, terrain: bool = False) -> int:
        """Damage the unit's ready weapons can still fire (at an HQ: firers only; at terrain: heavy only)."""
        if unit.table is None or not unit.engaged or unit.info is None:
            return 0
        if hq and unit.info.kind not in HQ_FIRERS:
            return 0
        return sum(r.damage for r in unit.table.ready if not terrain or r.symbol is WeaponSymbol.HEAVY)

    def firepower(self, hq: bool = False, terrain: bool = False) -> int:
        return sum(self.ready_damage(u, hq, terrain) for u in self.units(self.mine))

    def hq_left(self, seat: Seat) -> int:
        return HQ_LIFE - self.obs.players[seat].hq_damage

    def generation(self) -> dict[PointType, int]:
        """Points my working cards generate each turn (printed numbers)."""
        total: dict[PointType, int] = {}
        for view in self.mine:
            info = view.info
            if info is None or (info.requires and not view.engaged):
                continue
            for point, amount in info.generates.items():
                total[point] = total.get(point, 0) + amount
        return total

    def upkeep(self) -> dict[PointType, int]:
        """Points my cards in play need each turn to stay engaged."""
        total: dict[PointType, int] = {}
        for view in self.mine:
            for point, amount in view.table.needs:  # type: ignore[union-attr]
                total[point] = total.get(point, 0) + amount
        return total

    def terrain_count(self) -> int:
        return sum(1 for c in self.mine if c.info is not None and c.info.kind is CardType.TERRAIN)

    def on_table(self, card_id: str) -> bool:
        return any(c.card_id == card_id and c.controller == self.me for c in self.in_play)
