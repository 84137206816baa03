"""Crew on the move: there-and-back missions, shuttles and transporters, suspended crew.

v2.1 THERE-AND-BACK MISSIONS (UE21 L391-404): a crew card assaults another location by
travelling there with a shuttle, fighter or transporter, doing its card action there and
travelling back; each of the three steps is a reactable stack item (``ActionItem.leg``).
Shuttles and fighters travel with the crew; a transporter stays where it is. Any crew card
may go on a mission to use one of its functions at another location (a function acting
at its location then acts where the crew arrived).

- A *carrier* is an engaged card of your fleet with a ``transport`` card action still
  unused this turn (its function is the carrying: once per turn). A shuttle (``carrier``
  "shuttle", or a shuttle/fighter title, v2.1 [Glossary] Shuttle) must be at the crew's
  location; a transporter at the crew's location or at the target's. A transporter puts
  crew aboard an opponent's ship or base only while that unit's Shields are down.
  ``mission_titles`` limits which crew it carries (Shuttlecraft: a marine or a boarding
  party). A mission carries one crew; a carrier with ``mission_crew`` N takes N crew to the
  same location in a turn, one mission each (Heavy Shuttlecraft: two); of several carriers able to take it, the engine
  uses the first (lowest id).
- A card with a ``free_mission`` effect (General) lets one crew it reaches at its location make
  one mission a turn with no carrier at all (``free_mission_giver``), when no carrier can take it.
- A card with a ``guard`` effect (Security Officer) stops crew no stronger than itself
  from attacking anything at its location.
- ``suspend_functions`` (Illness, Injury, Love Interest, Malpractice, Space Vertigo,
  Deviant): the crew it is on performs no functions: no card actions, no reactions, and
  its continuous effects stop. Its ``max_strength`` and ``title`` params limit where it
  may be played (``placement.py``); ``kills_title`` destroys a crew of that title.

A card's *location* is the nearest ship, base, terrain, installation or dragon at or
under it (a crew on a ship is at that ship).
"""

from __future__ import annotations

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, is_shuttle
from ge_desktop.rulesets.galactic_empires.damage import shields_left
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import fired_this_turn, fleet_wide_on, functions_suspended, strength, unit_of

LOCATIONS = frozenset({CardType.SHIP, CardType.BASE, CardType.TERRAIN, CardType.INSTALLATION, CardType.DRAGON})
_BOARDABLE = frozenset({CardType.SHIP, CardType.BASE})


def location_of(state: GameState, card: CardState) -> CardState | None:
    """The location a card is at (combined units count as one), or None off the table."""
    walker: CardState | None = card
    while walker is not None and walker.info.kind not in LOCATIONS:
        walker = state.cards[walker.parent] if walker.parent is not None else None
    return unit_of(state, walker) if walker is not None else None


def titled(card: CardState, titles: str) -> bool:
    """Does the card's title name one of ``titles`` (comma-separated; empty: any card)?"""
    names = [t.strip() for t in titles.lower().split(",") if t.strip()]
    return not names or any(name in card.info.title.lower() for name in names)


def warded(state: GameState, played: CardState | None, info_title: str, target: CardState) -> CardState | None:
    """An engaged card with a ``ward`` (Doctor, Distortion Generator) at the target's location
    that keeps a card of this title out (illness and injury cards, a Divergent Anomaly)."""
    if not _wards_in_play(state):
        return None
    there = location_of(state, target)
    if there is None:
        return None
    title = info_title.lower()
    for card, names in _wards_at(state, there):
        if card is not played and any(name in title for name in names):
            return card
    return None


def _wards_in_play(state: GameState) -> bool:
    """Is any card with a ``ward`` in play (remembered while the state is read only)?"""
    return memo(state, "wards in play", lambda: any(e.kind is Kind.WARD for c in state.in_play() for e in c.info.effects))


def _wards_at(state: GameState, there: CardState) -> list[tuple[CardState, list[str]]]:
    """The working ``ward`` cards at a location and the title words each keeps out (remembered
    while the state is read only: placement asks it for every card a player might play)."""

    def compute() -> list[tuple[CardState, list[str]]]:
        found = []
        for card in state.stack(there.id):
            if not card.engaged or functions_suspended(state, card) or location_of(state, card) is not there:
                continue
            for effect in card.info.effects:
                if effect.kind is Kind.WARD and effect.trigger is Trigger.CONTINUOUS:
                    found.append((card, [t.strip() for t in str(effect.param("titles", "") or "").lower().split(",") if t.strip()]))
        return found

    return memo(state, ("wards", there.id), compute)


def leads(state: GameState, card: CardState, title: str) -> bool:
    """Is ``card`` its player's strongest card of this title in play, and stronger than every
    other player's (no ties)? (Cyber Mage: the single player with the strongest cyber mage.)"""
    if not card.in_play:
        return False
    best: dict[int, tuple[int, int]] = {}
    for other in state.in_play():
        if titled(other, title):
            value = (strength(state, other), -other.id)
            if other.controller not in best or value > best[other.controller]:
                best[other.controller] = value
    mine = best.get(card.controller)
    if mine is None or mine[1] != -card.id:
        return False
    return all(value[0] < mine[0] for seat, value in best.items() if seat != card.controller)


# --- carriers ----------------------------------------------------------------------------


def transport_effect(card: CardState) -> tuple[int, EffectInfo] | None:
    """The card's ``transport`` card action (function number, effect), if it has one."""
    for number, effect in enumerate(card.info.function_effects, start=1):
        if effect.kind is Kind.TRANSPORT and effect.trigger is Trigger.CARD_ACTION:
            return number, effect
    return None


def carrier_kind(carrier: CardState) -> str:
    """The ``carrier`` parameter of the card's ``transport`` (``transporter``, ``shuttle``,
    ``ship``: a troop ship carrying crew from itself), "" when it names none."""
    found = transport_effect(carrier)
    return str(found[1].param("carrier", "")) if found else ""


def travels_along(carrier: CardState) -> bool:
    """Shuttles and fighters travel with the crew; a transporter, or a troop ship carrying
    crew from itself, stays where it is."""
    kind = carrier_kind(carrier)
    if kind:
        return kind not in ("transporter", "ship")
    return is_shuttle(carrier.info.title)


def _room_for(carrier: CardState, found: tuple[int, EffectInfo], there: CardState) -> bool:
    """Has the carrier a mission left this turn to ``there``? Its carrying function unused, or
    (``mission_crew``: Heavy Shuttlecraft, two crew on one mission to the same location) fewer
    crew carried this turn than it takes, all to ``there``."""
    number, effect = found
    if number not in carrier.used_functions:
        return True
    most = effect.param("mission_crew", 1)
    carried = carrier.carried_to
    return bool(carried) and isinstance(most, int) and len(carried) < most and all(place == there.id for place in carried)


def _carries(effect: EffectInfo, crew: CardState) -> bool:
    return titled(crew, str(effect.param("mission_titles", "") or ""))


def may_board(state: GameState, carrier: CardState, crew: CardState, there: CardState) -> bool:
    """A transporter puts crew aboard an opponent's ship or base only with its Shields down,
    unless its ``transport`` effect has ``through_shields`` (Oscillating Transporter). A troop
    ship's carrying prints no such limit (``carrier`` ``ship``)."""
    if travels_along(carrier) or carrier_kind(carrier) == "ship" or there.controller == crew.controller or there.info.kind not in _BOARDABLE:
        return True
    found = transport_effect(carrier)
    if found is not None and found[1].param("through_shields", False):
        return True
    return shields_left(state, there) == 0


def carrier_for(state: GameState, crew: CardState, there: CardState) -> CardState | None:
    """The first carrier of the crew's fleet able to take it to ``there`` now (lowest id)."""
    here = location_of(state, crew)
    if here is None:
        return None
    for card in state.fleet(crew.controller):
        found = transport_effect(card)
        if found is None or card is crew or not card.engaged or not _room_for(card, found, there) or fired_this_turn(state, card):
            continue
        number, effect = found
        if not _carries(effect, crew):
            continue
        at = location_of(state, card)
        allowed = (here,) if travels_along(card) or carrier_kind(card) == "ship" else (here, there)
        if any(at is place for place in allowed) and may_board(state, card, crew, there):
            return card
    return None


# --- missions ----------------------------------------------------------------------------


def needs_mission(state: GameState, crew: CardState, effect: EffectInfo, target: CardState | None) -> bool:
    """Does this use of a crew's function take a there-and-back mission?

    A function at its location named at another location, or a function whose text says it
    raids by shuttle or transporter (param ``mission``) aimed at a card elsewhere.
    """
    if target is None or not crew.info.is_crew:
        return False
    if effect.target is Target.CHOSEN_CARD and not effect.param("mission", False):
        return False
    if effect.target not in (Target.CHOSEN_CARD, Target.LOCATION, Target.STACK):
        return False
    there = location_of(state, target)
    return there is not None and there is not location_of(state, crew)


def guarded_by(state: GameState, crew: CardState, there: CardState, bonus: int = 0) -> CardState | None:
    """A guard at ``there`` (Security Officer) at least as strong as the attacking crew
    (``bonus``: strength it will have there, from a crew going along)."""
    if there.controller == crew.controller:
        return None
    attacker = strength(state, crew) + bonus
    for card in state.stack(there.id):
        if card.controller == crew.controller or not card.engaged or functions_suspended(state, card):
            continue
        if any(e.kind is Kind.GUARD and e.trigger is Trigger.CONTINUOUS for e in card.info.effects):
            if strength(state, card) >= attacker:
                return card
    return None


def mission_problem(state: GameState, crew: CardState, target: CardState, along: CardState | None = None) -> str | None:
    """Why the crew cannot go on a mission to the target's location now, or None."""
    there = location_of(state, target)
    if there is None:
        return "the target is not at a location"
    carrier = carrier_for(state, crew, there)
    problem = along_problem(state, crew, along, carrier) if along is not None and carrier is not None else None
    if problem is not None:
        return problem
    bonus = along_bonus(along) if along is not None else 0
    guard = guarded_by(state, crew, there, bonus)
    if guard is not None:
        return f"{guard.info.label} (#{guard.id}) stops crew of strength {strength(state, crew) + bonus} or less from attacking there"
    if carrier is None and free_mission_giver(state, crew) is None:
        return "it needs an engaged shuttle, fighter or transporter of your fleet, unused this turn, to get there (v2.1 THERE-AND-BACK MISSIONS)"
    if carrier is None and along is not None:
        return "a crew goes along only with a transporter that carries two crew or more, not on a mission without transportation"
    return None


def free_mission_giver(state: GameState, crew: CardState) -> CardState | None:
    """A working card at the crew's location that lets it make one there-and-back mission a
    turn without a carrier (General, ``free_mission``: its reach decides which crew) and has not
    given it this turn (``carried_to`` empty), or None."""
    if not crew.info.is_crew:
        return None
    return next((source for source, _ in fleet_wide_on(state, crew, Stat.FREE_MISSION) if not source.carried_to), None)


def can_travel(state: GameState, crew: CardState, there: CardState) -> bool:
    """May the crew set out on a there-and-back mission to ``there`` now, by a carrier or without one?"""
    return carrier_for(state, crew, there) is not None or free_mission_giver(state, crew) is not None


# --- cards sent off by an arrival (Deviant and the bar tender) ----------------------------


def sent_off_by(state: GameState, arrival: CardState, place: CardState | None) -> list[CardState]:
    """The cards at ``place``'s location that ``arrival``, played there in reaction mode,
    discards: each with a ``removed_by_arrival`` rule whose ``title`` the arrival's title
    names (Deviant: "a bar tender played in reaction to location discards this card")."""
    there = location_of(state, place) if place is not None else None
    if there is None:
        return []
    found = []
    for card in state.stack(there.id):
        if card is arrival or not card.in_play or location_of(state, card) is not there:
            continue
        for effect in card.info.effects:
            title = str(effect.param("title", "") or "") if effect.kind is Kind.REMOVED_BY_ARRIVAL else ""
            if title and titled(arrival, title):
                found.append(card)
                break
    return found


# --- crew going along (Security Officer) -------------------------------------------------


def goes_along(card: CardState) -> bool:
    """A crew whose text lets it go along with friendly crew on a mission: it has an effect
    that holds only while it is away at another player's location (``host_away``)."""
    return card.info.is_crew and any(e.param("host_away", False) for e in card.info.effects)


def along_bonus(card: CardState) -> int:
    """The strength a crew going along gives the crew it goes with (Security Officer: 2)."""
    return sum(e.amount for e in card.info.effects if e.kind is Kind.ADD_STRENGTH and e.param("host_away", False))


def along_problem(state: GameState, crew: CardState, along: CardState, carrier: CardState) -> str | None:
    """Why ``along`` cannot go with the crew on its mission by ``carrier``, or None: it must
    be another engaged crew of the same fleet at the crew's location, performing functions,
    whose text lets it go along, and the carrier must be a transporter that moves two crew
    or more (the Basic Set's shuttles carry one crew on a mission, as printed)."""
    if along is crew or not along.in_play or along.controller != crew.controller or not goes_along(along):
        return f"#{along.id} is not a crew of your fleet that may go along on a mission"
    if not along.engaged or functions_suspended(state, along):
        return f"{along.info.label} is disengaged or performs no functions now"
    if location_of(state, along) is not location_of(state, crew):
        return f"{along.info.label} is not at the crew's location"
    found = transport_effect(carrier)
    if found is None or travels_along(carrier) or not _carries(found[1], along) or found[1].amount == 1:
        return f"{carrier.info.label} cannot carry {along.info.label} as well: a shuttle or fighter carries one crew on a mission"
    return None
