"""Effect kinds: one enum member per kind, carrying what the rules need to know about it.

The card files name kinds by string (``cards/effects.py`` says which fields each needs and
how it reads); the engine turns each name into a ``Kind`` as the card's facts are built.
A kind's member says, in one place:

- ``hostile``: it acts against another player (a chosen card of this kind must be an
  opponent's; bots treat such a card as one to play against an opponent);
- ``acts_on_entry``: a continuous kind that also acts once as its card enters play
  (taking control, keeping disengaged);
- ``continuous``: ``stats`` reads it while its card is in play;
- ``stat``: the number or property of a unit it changes while it holds (the stat hook
  ``stats`` selects effects by);
- ``answers``: it only answers a card play, card action or volley (a pure reaction);
- ``about_itself``: a rule about the card itself (how it is destroyed), not an action.

The resolver of a kind (``resolvers/``) reads these facts through ``Resolver.kind``; a new
mechanic is one member here plus one resolver class (and its entry in the card vocabulary).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum


class Stat(Enum):
    """What a continuous kind changes on the unit it reaches."""

    STRENGTH = "strength"
    SHIELDS = "shields"
    WEAPONS = "weapons"
    WEAPON_DAMAGE = "weapon_damage"
    VOLLEY_BOOST = "volley_boost"
    WEAPONS_BLOCKED = "weapons_blocked"
    DAMAGE_REDUCTION = "damage_reduction"
    IMMUNITY = "immunity"
    REQUIREMENTS = "requirements"
    KEPT_DISENGAGED = "kept_disengaged"
    MONSTERS_SUSPENDED = "monsters_suspended"
    CONTROL = "control"
    DESTRUCTION = "destruction"
    FIRE_TARGETS = "fire_targets"  # what a unit may fire at (tribes.py)
    OUTPUT = "output"  # the points a card produces (terrain output, production by other cards)
    PLACEMENT = "placement"  # where the card may be played (a rule about the card itself)
    EXPIRY = "expiry"  # where the card goes when its duration runs out
    DAMAGE_ABSORBED = "damage_absorbed"  # another card takes the damage dealt to the unit
    HQ_PROTECTION = "hq_protection"  # the ship does not protect its Sector HQ
    MOVEMENT = "movement"  # the ship may not change location (trapped by Web Crawlers)
    FUNCTIONS_SUSPENDED = "functions_suspended"
    MISSIONS_BLOCKED = "missions_blocked"
    WARDED = "warded"
    DAMAGE_MULTIPLIER = "damage_multiplier"  # damage the card causes, multiplied (Bionic Enhancement)
    SPOTLIGHT = "spotlight"  # the strongest crew at a location is disengaged and performs no functions
    PILOTING = "piloting"  # a pilot flies the shuttle or fighter it is on
    POINT_DOUBLING = "point_doubling"  # an energy or repair point given to the card reaches its location twice


@dataclass(frozen=True)
class Facts:
    hostile: bool = False
    acts_on_entry: bool = False
    continuous: bool = False
    stat: Stat | None = None
    answers: bool = False
    about_itself: bool = False


_HOSTILE = Facts(hostile=True)
_PLAIN = Facts()


def _held(stat: Stat, hostile: bool = False, about_itself: bool = False) -> Facts:
    return Facts(hostile=hostile, continuous=True, stat=stat, about_itself=about_itself)


class Kind(StrEnum):
    """Every effect kind the engine resolves (the card vocabulary's and its own)."""

    hostile: bool
    acts_on_entry: bool
    continuous: bool
    stat: Stat | None
    answers: bool
    about_itself: bool

    def __new__(cls, value: str, facts: Facts = _PLAIN) -> Kind:
        member = str.__new__(cls, value)
        member._value_ = value
        member.hostile = facts.hostile
        member.acts_on_entry = facts.acts_on_entry
        member.continuous = facts.continuous
        member.stat = facts.stat
        member.answers = facts.answers
        member.about_itself = facts.about_itself
        return member

    # damage and defence
    DAMAGE = "damage", _HOSTILE
    DESTROY_SHIELDS = "destroy_shields", _HOSTILE
    REDUCE_DAMAGE = "reduce_damage", _held(Stat.DAMAGE_REDUCTION)
    IMMUNE = "immune", _held(Stat.IMMUNITY)
    DESTROYED_BY = "destroyed_by", _held(Stat.DESTRUCTION, about_itself=True)
    INTERCEPT_DAMAGE = "intercept_damage"  # an escort takes over a volley's damage (resolvers/escorts.py)
    # weapons
    ADD_WEAPONS = "add_weapons", _held(Stat.WEAPONS)
    WEAPON_DAMAGE_BONUS = "weapon_damage_bonus", _held(Stat.WEAPON_DAMAGE)
    MULTIPLY_HOST_DAMAGE = "multiply_host_damage", _held(Stat.DAMAGE_MULTIPLIER)  # damage.caused_damage (Bionic Enhancement)
    BOOST_NEXT_VOLLEY = "boost_next_volley", _held(Stat.VOLLEY_BOOST)  # used up by the unit's next volley (weapons.py)
    BLOCK_WEAPONS = "block_weapons", _held(Stat.WEAPONS_BLOCKED, hostile=True)
    VOID_VOLLEY = "void_volley", Facts(hostile=True, answers=True)
    # engagement, control and strength
    DISENGAGE = "disengage", Facts(hostile=True, acts_on_entry=True, stat=Stat.KEPT_DISENGAGED)
    ENGAGE = "engage"
    TAKE_CONTROL = "take_control", Facts(hostile=True, acts_on_entry=True, continuous=True, stat=Stat.CONTROL)
    ADD_SHIELDS = "add_shields", _held(Stat.SHIELDS)
    ADD_STRENGTH = "add_strength", _held(Stat.STRENGTH)
    REDUCE_REQUIREMENTS = "reduce_requirements", _held(Stat.REQUIREMENTS)
    # monsters and beings
    SUSPEND_MONSTERS = "suspend_monsters", _held(Stat.MONSTERS_SUSPENDED)
    HEAL = "heal"
    REPAIR = "repair"
    # points
    GENERATE_POINTS = "generate_points"
    # output, placement and expiry (printed Basic Set terrain, hazards and monsters)
    PRODUCE = "produce", _held(Stat.OUTPUT)
    SUPPRESS_OUTPUT = "suppress_output", _held(Stat.OUTPUT, hostile=True)
    PLAY_RESTRICTION = "play_restriction", _held(Stat.PLACEMENT, about_itself=True)
    RETURN_ON_EXPIRY = "return_on_expiry", _held(Stat.EXPIRY, about_itself=True)
    SUPPRESS_SHIELDS = "suppress_shields", _held(Stat.SHIELDS, hostile=True)
    ABSORB_DAMAGE = "absorb_damage", _held(Stat.DAMAGE_ABSORBED)
    NO_HQ_PROTECTION = "no_hq_protection", _held(Stat.HQ_PROTECTION, hostile=True)
    REDUCE_STRENGTH = "reduce_strength", _held(Stat.STRENGTH, hostile=True)
    RAISE_REQUIREMENTS = "raise_requirements", _held(Stat.REQUIREMENTS, hostile=True)
    REMOVED_BY_TRANSPORT = "removed_by_transport", _held(Stat.DESTRUCTION, about_itself=True)
    EXPLODE = "explode", _held(Stat.DESTRUCTION, about_itself=True)  # damage.explosion: onto its destroyer
    TRAP = "trap", _held(Stat.MOVEMENT, hostile=True)
    MOVE_AGAINST_TERRAIN = "move_against_terrain", Facts(about_itself=True)  # movement.py: ship movement against terrain
    # cards and hands
    DRAW_CARDS = "draw_cards"
    EXTRA_CARD_PLAYS = "extra_card_plays"
    DISCARD_TARGET = "discard_target", _HOSTILE
    RETURN_TO_HAND = "return_to_hand", _HOSTILE
    NEGATE = "negate", Facts(hostile=True, answers=True)
    HAND_DISCARD = "hand_discard", _HOSTILE
    REVEAL_HAND = "reveal_hand", _HOSTILE
    SEARCH_DECK = "search_deck"
    RETRIEVE_DISCARD = "retrieve_discard"
    MULTIPLY_DAMAGE = "multiply_damage"  # Lucky Mine Explosion: answers its own mine action (resolvers/lucky.py)
    SCOUT = "scout", _HOSTILE  # instead of generating: a look at 1 random card of an opponent's hand (scouting.py)
    # crew: there-and-back missions, shuttles and transporters, suspended functions (issue 15)
    TRANSPORT = "transport"
    DESTROY_CARD = "destroy_card", _HOSTILE
    SUSPEND_FUNCTIONS = "suspend_functions", _held(Stat.FUNCTIONS_SUSPENDED, hostile=True)
    GUARD = "guard", _held(Stat.MISSIONS_BLOCKED)
    WARD = "ward", _held(Stat.WARDED)
    HALVE_STRENGTH = "halve_strength", _held(Stat.STRENGTH, hostile=True)
    REPEL = "repel", _held(Stat.WARDED)
    RESCUE = "rescue"
    REMOVED_BY_ARRIVAL = "removed_by_arrival", _held(Stat.DESTRUCTION, about_itself=True)  # Deviant: a bar tender in reaction
    SHARE_EQUIPMENT = "share_equipment"  # Sysop: one equipment at its location also works at another (``CardState.borrowed``)
    REDIRECT = "redirect"
    # the last manual Basic Set cards (issue 15: Media Personality, Technician, Green Fighter Pilot)
    SPOTLIGHT = "spotlight", Facts(hostile=True, acts_on_entry=True, continuous=True, stat=Stat.SPOTLIGHT)
    RELOCATE = "relocate", _HOSTILE
    KILLER_DISCARDS = "killer_discards"
    RALLY_CREW = "rally_crew"
    DOUBLE_POINT = "double_point", _held(Stat.POINT_DOUBLING)
    PILOT = "pilot", _held(Stat.PILOTING)
    # the engine's own kinds (never in card files)
    OPPONENT_INDIRIGANS_FIRST = "opponent_indirigans_first", _held(Stat.FIRE_TARGETS, about_itself=True)  # tribes.py

    CARD_DAMAGE = "card_damage", _HOSTILE  # general damage points at the top right: a card action (v2.1 DAMAGE)
    MANUAL = "manual"  # a card marked manual: its controller resolves it with free-form actions
    REACTION_FIRE = "reaction_fire"  # a unit played in reaction mode in an opponent's Weapons Fire Phase
    JOIN_CRUISER = "join_cruiser"  # a Krebiz capsule joins a cruiser in play (v2.1 KREBIZ)
    SEPARATE_CAPSULE = "separate_capsule"  # a Krebiz capsule leaves its cruiser (v2.1 KREBIZ)
    TRAVEL = "travel"  # a leg of a there-and-back mission: the crew (and a shuttle) go there or come back


ENGINE_KINDS = frozenset({Kind.CARD_DAMAGE, Kind.MANUAL, Kind.REACTION_FIRE, Kind.TRAVEL, Kind.JOIN_CRUISER, Kind.SEPARATE_CAPSULE})
# Card functions that cost a Card Play (v2.1 KREBIZ: joining and separating the parts).
CARD_PLAY_FUNCTIONS = frozenset({Kind.JOIN_CRUISER, Kind.SEPARATE_CAPSULE})
# Kinds the stack kernel turns into something else, so they need no resolver: card damage
# resolves as damage, a manual card is resolved by hand.
KERNEL_KINDS = frozenset({Kind.CARD_DAMAGE, Kind.MANUAL})
