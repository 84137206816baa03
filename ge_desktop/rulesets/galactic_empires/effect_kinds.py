"""Effect kinds by name: the ``Kind`` enum, and the ``Stat`` hooks continuous kinds change.

Everything about a kind lives in its *kind class* (``resolvers/``: one class per kind, a
subclass of ``resolvers.base.Resolver``): the name card data uses, its English text, its typed
fields and parameters, its facts and what it does. Registering the class (defining it is
enough) makes its name known to the card vocabulary (``cards/effects.py``) and copies its
facts onto its ``Kind`` member, so code that holds a kind reads them as ``kind.hostile``:

- ``hostile``: it acts against another player (a chosen card of this kind must be an
  opponent's; bots treat such a card as one to play against an opponent);
- ``acts_on_entry``: a continuous kind that also acts once as its card enters play
  (taking control, keeping disengaged);
- ``continuous``: ``stats`` reads it while its card is in play;
- ``stat``: the number or property of a unit it changes while it holds (the stat hook
  ``stats`` selects effects by);
- ``change``: how it changes that number (``Change``: raised by its amount, the usual;
  lowered; halved; cancelled), so ``stats`` never asks which kind it is;
- ``answers``: it only answers a card play, card action or volley (a pure reaction);
- ``about_itself``: a rule about the card itself (how it is destroyed), not an action;
- ``in_card_data``: card files may name it (the engine's own kinds may not);
- ``kernel``: the stack kernel turns it into something else, so it has no resolver;
- ``costs_card_play``: a card function that costs a Card Play (v2.1 KREBIZ).

A member here is only the name code uses to point at a kind (``Kind.DAMAGE``, never the
string): its value comes from the member's name (``auto()``), its facts from its class. A kind
no code names needs no member: registering its class adds a member that ``Kind("its name")``
finds (``extend``). Adding a kind is one class and its tests.
"""

from __future__ import annotations

from enum import Enum, StrEnum, auto

# The facts a kind class declares and its ``Kind`` member carries (``resolvers.base.Resolver``).
FACT_NAMES = ("hostile", "acts_on_entry", "continuous", "stat", "change", "answers", "about_itself", "in_card_data", "kernel", "costs_card_play")


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
    DAMAGE_TAKEN_SCALED = "damage_taken_scaled"  # one weapon kind's damage to the card, halved or doubled (Forming System)
    FOREIGN_TECHNOLOGY = "foreign_technology"  # foreign technology equipment may engage at the location (Engineer)
    REPAIR_MULTIPLIER = "repair_multiplier"  # each repair point used at the location counts more than once (Engineer)
    HQ_PROTECTION = "hq_protection"  # the ship does not protect its Sector HQ
    MOVEMENT = "movement"  # the ship may not change location (trapped by Web Crawlers)
    FUNCTIONS_SUSPENDED = "functions_suspended"
    MISSIONS_BLOCKED = "missions_blocked"
    WARDED = "warded"
    DAMAGE_MULTIPLIER = "damage_multiplier"  # damage the card causes, multiplied (Bionic Enhancement)
    SPOTLIGHT = "spotlight"  # the strongest crew at a location is disengaged and performs no functions
    PILOTING = "piloting"  # a pilot flies the shuttle or fighter it is on
    POINT_DOUBLING = "point_doubling"  # an energy or repair point given to the card reaches its location twice
    BORROWED_EQUIPMENT = "borrowed_equipment"  # a card function: an equipment card at its location also works at another
    CARD_PLAYS = "card_plays"  # how many Card Plays the other players have a turn (Bureaucracy; resolvers/card_plays.py)
    # h-dragon (issue 38)
    DAMAGE_DEALT_SCALED = "damage_dealt_scaled"  # one weapon kind's damage the unit deals to a kind of card (Hydrogen Dragoness)
    HEALING_RESTRICTED = "healing_restricted"  # the healing points a card produces heal only dragons (and monsters): Dragon Cave
    # h-double (issue 38): add yours below this line
    DOUBLES_MISFORTUNE = "doubles_misfortune"  # the first negative luck or occurrence card played to its crew counts twice (Unlucky Crew Action)
    DOUBLES_HAZARDS = "doubles_hazards"  # its player's hazards of at most its strength may count twice (Void Dragoness)
    FREE_CREW_PLAY = "free_crew_play"  # the first crew played onto the ship each turn costs no Card Play (Troop Ship)
    CAPSULE_SHIELD_REPAIR = "capsule_shields_regained"  # every Krebiz capsule in play regains one more Shield point each turn (Krebizar)
    FIRST_DAMAGE_CUT = "first_damage_cut"  # the first damage a unit takes in each opponent turn is lower (Krebiz Monolith)
    STAYS_WITH_HOST = "stays_on_host"  # a lucky, hazard or occurrence card stays on its card until that card leaves play
    #
    # h-copy (issue 38): add yours below this line
    FREE_MISSION = "mission_without_carrier"  # a crew at its location may make one there-and-back mission a turn without a carrier (General)
    PHASER_OVERLOAD = "phasers_overloaded"  # energy beyond requirements doubles the unit's unmodified Phasers (Heavy War Cruiser)
    STACK_BASIS_BARRED = "no_card_played_to_it"  # no card may be played to or against the card (Heavy War Cruiser)
    KILLS_WEAKER_CREW = "crew_killed_on_arrival"  # opposing weaker crew at its location are killed at once (Mechad Overlord)
    INFEST_LIMIT = "infest_limit"  # Infesters may seize ships stronger than their strength (Filarian Mind Lord)
    LOCAL_REPAIR = "repair_kept_local"  # the repair points the card generates go only to its own location (Damage Control Team)
    PHASERS_SHIELDS_ONLY = "phaser_structure_barred"  # Phasers fired at the unit cause it no structural damage (Shroud Web Device)
    WEAPON_ENERGY_MULTIPLIER = "weapon_energy_multiplier"  # each energy point on the card multiplies one named weapon of its unit
    #
    # h-dictate (issue 38): add yours below this line
    FIRE_DICTATED = "fire_dictated"  # the unit's weapons fire is declared by the card's player (Miscommunications)
    ACTIONS_DICTATED = "actions_dictated"  # the crew's card actions are taken by the card's player (O5 Insanity: resolvers/dictation.py)
    APPLIED_DOUBLING = "applied_doubling"  # each point of a type allocated to the unit counts twice (Operations Officer: resolvers/operations.py)
    FIRERS_BURDENED = "firers_burdened"  # its fleet's ships firing at its player's fleet need more to engage next turn (Sargassos)
    FIRE_CONFINED = "fire_confined"  # the unit fires only at the other units the card is against (Tuforeous Dead Zone)
    TERRAIN_PROTECTION = "terrain_protection"  # the base does not keep weapons fire off its terrain (Plasma Vortex)
    #
    # h-piles (issue 38): add yours below this line
    HELD_PILE = "held_pile"  # it holds drawn cards out of play until research empties it (rules/held_piles.py: Well of Time)
    #
    # h-guest (issue 38): add yours below this line
    DAMAGE_SUSTAINED = "damage_sustained"  # the card sustains 1 point of each 2 of a hit (a psy paladin: resolvers/psy.py)
    PSY_FUNCTIONS = "psy_functions"  # a field's disciplines and levels, a psy's discipline line (rules/psy_functions.py)
    BEATEN_BACK = "beaten_back"  # the card goes back to the hand when damage beats it, unless it took twice its strength (damage.py)
    TERRAIN_GUEST = "terrain_guest"  # a terrain played onto another terrain of its fleet, combined with it or kept apart (resolvers/guest_terrain.py)
    ENTERS_ENGAGED = "enters_engaged"  # ships of the fleet printed with exactly one cost enter play engaged (resolvers/cheap_ships.py)
    #
    # h-moves (issue 38): add yours below this line
    FIRE_RANGE = "fire_range"  # the unit fires only at its own location stack (Surface Dragoness: resolvers/location_fire.py)
    TERRAIN_GUARD = "terrain_guard"  # the ship keeps weapons fire off its terrain as a base does (Political Clout: resolvers/stationed.py)
    RAIDS_TERRAIN = "raids_terrain"  # the ship may move against an opponent's terrain, taking its cost from it (raids.py)
    DETECTION = "detection"  # a unit fires at it only after points applied that turn (Dark Dragoness: resolvers/detection.py)
    STRUCTURE_DAMAGE_HALVED = "structure_damage_halved"  # weapons damage reaching its structure is halved (Council of Six Homeworld: damage.py)
    WEAPON_COST = "weapon_cost"  # a named weapon of the unit fires for fewer points (Corporate Homeworld, Plasmatic Nebula: systems.weapon_discount)
    SURPRISE_ATTACK = "attack_without_points"  # enters play engaged, its heavy weapons fire unloaded in the turn it is played (Moon Dragoness)
    DAMAGE_BLOCKED = "damage_blocked"  # no damage at all reaches the card (the Solar Dragoness's terrain)
    DRAGONS_RALLIED = "dragons_rallied"  # the other dragons of its empire deal double Physical Damage (Deinos Nameh)
    SHIELDS_PIERCED = "shields_pierced"  # the unit's fire ignores the Shields of the card types named (Radiation Dragoness)
    TERRAIN_HOSTED = "terrain_hosted"  # one other terrain of at most its amount in strength may be played onto it and combine (Star)
    #
    # h-plays (issue 38): add yours below this line
    ENGAGED_DAMAGE = "engaged_damage"  # the unit it is against takes its strength in damage as it engages (Creature From The Black Hole)
    REACTION_TRAP = "reaction_trap"  # the next card played in reaction mode to its stack is negated (Impending Chaos: resolvers/reaction_traps.py)
    FLEET_REQUIREMENTS = "fleet_requirements"  # one opponent's units need a multiple of a point type while the card is in play (Broken Supply Lines)
    #
    # h-perf (issue 38): add yours below this line
    HULL_LOSS = "hull_loss"  # the unit loses half its strength for good as its owner's next turn begins (Scentari Snails: growth.owner_turn_effects)
    #


class Change(Enum):
    """How a kind changes its ``stat`` (``stats`` reads this, never the kind's name)."""

    RAISE = "raise"  # by the effect's amount (more strength, Shields, points needed): the usual
    LOWER = "lower"  # by the effect's amount (less strength, fewer points needed)
    HALVE = "halve"  # halved, fractions dropped, once per such effect
    CANCEL = "cancel"  # none while it holds (no Shields under a Magnetic Cloud)
    MULTIPLY = "multiply"  # the printed number times the effect's amount (h-time: Power Leech's tripled engagement energy)


class Kind(StrEnum):
    """Every effect kind the engine resolves (the card vocabulary's and its own), by name."""

    hostile: bool
    acts_on_entry: bool
    continuous: bool
    stat: Stat | None
    change: Change
    answers: bool
    about_itself: bool
    in_card_data: bool
    kernel: bool
    costs_card_play: bool

    # damage and defence
    DAMAGE = auto()
    DESTROY_SHIELDS = auto()
    REDUCE_DAMAGE = auto()
    IMMUNE = auto()
    DESTROYED_BY = auto()
    INTERCEPT_DAMAGE = auto()  # an escort takes over a volley's damage (resolvers/escorts.py)
    DRAIN_OUTPUT = auto()  # a black hole drains an opponent's terrain output (points.fleet_output)
    SPLIT_DAMAGE = auto()  # resolvers/drains.py
    SCALE_DAMAGE_TAKEN = auto()  # resolvers/damage_taken.py
    ALLOW_FOREIGN_TECHNOLOGY = auto()  # resolvers/foreign.py
    MULTIPLY_REPAIR = auto()  # resolvers/foreign.py
    INFEST = auto()  # resolvers/infest.py
    REDIRECT_VOLLEY = auto()  # resolvers/volleys.py
    # weapons
    ADD_WEAPONS = auto()
    WEAPON_DAMAGE_BONUS = auto()
    MULTIPLY_HOST_DAMAGE = auto()  # damage.caused_damage (Bionic Enhancement)
    BOOST_NEXT_VOLLEY = auto()  # used up by the unit's next volley (weapons.py)
    BLOCK_WEAPONS = auto()
    VOID_VOLLEY = auto()
    # engagement, control and strength
    DISENGAGE = auto()
    ENGAGE = auto()
    TAKE_CONTROL = auto()
    ADD_SHIELDS = auto()
    ADD_STRENGTH = auto()
    REDUCE_REQUIREMENTS = auto()
    # monsters and beings
    SUSPEND_MONSTERS = auto()
    HEAL = auto()
    REPAIR = auto()
    # points
    GENERATE_POINTS = auto()
    # output, placement and expiry (printed Basic Set terrain, hazards and monsters)
    PRODUCE = auto()
    SUPPRESS_OUTPUT = auto()
    PLAY_RESTRICTION = auto()
    RETURN_ON_EXPIRY = auto()
    SUPPRESS_SHIELDS = auto()
    ABSORB_DAMAGE = auto()
    NO_HQ_PROTECTION = auto()
    REDUCE_STRENGTH = auto()
    RAISE_REQUIREMENTS = auto()
    REMOVED_BY_TRANSPORT = auto()
    EXPLODE = auto()  # damage.explosion: onto its destroyer
    TRAP = auto()
    MOVE_AGAINST_TERRAIN = auto()  # movement.py: ship movement against terrain
    # cards and hands
    DRAW_CARDS = auto()
    EXTRA_CARD_PLAYS = auto()
    DISCARD_TARGET = auto()
    RETURN_TO_HAND = auto()
    NEGATE = auto()
    HAND_DISCARD = auto()
    REVEAL_HAND = auto()
    SEARCH_DECK = auto()
    RETRIEVE_DISCARD = auto()
    MULTIPLY_DAMAGE = auto()  # Lucky Mine Explosion: answers its own mine action (resolvers/lucky.py)
    SCOUT = auto()  # instead of generating: a look at 1 random card of an opponent's hand (scouting.py)
    # crew: there-and-back missions, shuttles and transporters, suspended functions (issue 15)
    TRANSPORT = auto()
    DESTROY_CARD = auto()
    SUSPEND_FUNCTIONS = auto()
    GUARD = auto()
    WARD = auto()
    HALVE_STRENGTH = auto()
    REPEL = auto()
    RESCUE = auto()
    REMOVED_BY_ARRIVAL = auto()  # Deviant: a bar tender in reaction
    SHARE_EQUIPMENT = auto()  # Sysop: one equipment at its location also works at another (``CardState.borrowed``)
    REDIRECT = auto()
    # the last manual Basic Set cards (issue 15: Media Personality, Technician, Green Fighter Pilot)
    SPOTLIGHT = auto()
    RELOCATE = auto()
    KILLER_DISCARDS = auto()
    RALLY_CREW = auto()
    DOUBLE_POINT = auto()
    PILOT = auto()
    OPPONENT_INDIRIGANS_FIRST = auto()  # tribes.py
    RETURN_WHEN_DISCARDED = auto()  # zones.leave_play: a patrol ship goes back to the hand
    KEEP_OFF_PIRATES = auto()  # raids.police_problem: Police Headquarters
    # community decks' lucky breaks and mishaps (issue 38, resolvers/mishaps.py)
    RESTORE_SHIELDS = auto()
    RESTORE_HALF_STRENGTH = auto()
    HALF_STRENGTH_DAMAGE = auto()
    RETRIEVE_LATEST = auto()
    RETREAT_STACK = auto()
    BACK_ON_DECK = auto()
    LIMIT_CARD_PLAYS = auto()  # resolvers/card_plays.py: read by rules/plays.py
    STOP_CARD_PLAYS = auto()
    # h-dragon (issue 38): damage a unit's weapon kind deals, scaled by the kind of card it hits
    SCALE_DAMAGE_DEALT = auto()  # resolvers/dragons.py: read by rules/weapons.py
    HEALING_ONLY_FOR = auto()  # resolvers/dragons.py: read by points.own_points and rules/allocation.py
    # h-double (issue 38): add yours below this line
    DOUBLE_MISFORTUNE = auto()  # resolvers/doubling.py, resolution.py: Unlucky Crew Action
    DOUBLE_HAZARDS = auto()  # resolvers/doubling.py, resolution.py: Void Dragoness
    DOUBLED_PLAY = auto()  # resolvers/doubling.py: the engine's step making a play count twice
    FREE_FIRST_CREW = auto()  # resolvers/ships.py: read by rules/plays.py
    EMERGENCY_SEPARATION = auto()  # resolvers/krebiz.py: Emergency Capsule Separation
    RETURN_FIRE = auto()  # resolvers/ships.py: the Diplomatic Cruiser fires back as a reaction
    CAPSULE_SHIELD_REPAIR = auto()  # resolvers/krebiz.py: read by krebiz.capsule_shield_repair (rules/allocation.py)
    CUT_FIRST_DAMAGE = auto()  # resolvers/first_damage.py: read by damage.first_damage_cut
    STAYS_WITH_HOST = auto()  # resolvers/staying.py: read by cardinfo (no errata discard after use)
    SEPARATE_COMBINATION = auto()  # resolvers/krebiz.py: a combination card in play becomes its cruiser and a proxy capsule (engine's own)
    #
    # h-copy (issue 38): add yours below this line
    FREE_MISSION = auto()  # resolvers/free_missions.py, missions.py, rules/plays.py: General
    PHASER_OVERLOAD = auto()  # resolvers/ship_systems.py, systems.py: Heavy War Cruiser - Council of Six Tribe Cruiser
    NOT_A_STACK_BASIS = auto()  # resolvers/ship_systems.py, placement.py: Heavy War Cruiser - Council of Six Tribe Cruiser
    BLIND_UNITS = auto()  # resolvers/blinding.py, rules/weapons.py: Argonian Strobe
    TRACTOR = auto()  # resolvers/tractor.py, rules/weapons.py: Tractor Beam
    KILL_WEAKER_CREW = auto()  # resolvers/arrival_kills.py, rules/ruleset.py, resolution.py: Mechad Overlord
    REDUCE_DAMAGE_BY_SHIELDS = auto()  # resolvers/officers.py: Hull Rotation
    DISCOVER = auto()  # resolvers/officers.py, discovery.py: Discovery of Discoveries
    RAISE_INFEST_LIMIT = auto()  # resolvers/infest.py: Filarian Mind Lord
    REMOVE_RESEARCH = auto()  # resolvers/infest.py: Filarian Mind Lord
    SUICIDE_STRIKE = auto()  # resolvers/strikes.py: Suicide Squad
    KEEP_LAST_POINT = auto()  # resolvers/damage_control.py: Damage Control Team in reaction
    LOCAL_REPAIR = auto()  # resolvers/damage_control.py, rules/damage_control.py
    PHASERS_SHIELDS_ONLY = auto()  # resolvers/phaser_defence.py: read by rules/weapons.py
    WARNING_FIRE = auto()  # resolvers/warning_fire.py: Early Warning
    ENERGIZE_WEAPONS = auto()  # resolvers/weapon_energy.py: read by systems.firing_weapons (Energy Flux Mode Enhancement)
    #
    # h-dictate (issue 38): add yours below this line
    DICTATE_FIRE = auto()  # resolvers/dictation.py, rules/weapons.py: Miscommunications (another player declares the unit's fire)
    DICTATE_ACTIONS = auto()  # resolvers/dictation.py, rules/plays.py, rules/discard.py: O5 Insanity (another player takes a crew's card actions)
    REDUCE_EITHER_REQUIREMENT = auto()  # resolvers/operations.py: one supply OR one energy fewer (stats._either_reduced)
    DOUBLE_APPLIED_POINTS = auto()  # resolvers/operations.py: ammunition applied to the unit counts twice (allocation.apply_allocate)
    RESERVE_ENERGY = auto()  # resolvers/reserve_energy.py: points straight to its unit; also played in the Allocation Phase (rules/plays.py)
    SALVAGE_EQUIPMENT = auto()  # resolvers/salvage.py: equipment from the Discard Pile for repair held on the ship (Draw Cards Phase)
    BACK_TO_HAND_IN_DISCARD = auto()  # resolvers/reserve_energy.py: taken back to the hand in the Discard Phase (rules/phases.py, rules/legal.py)
    SEVERAL_TARGETS = auto()  # resolvers/fleet_targets.py: played against N cards of one fleet (CardState.also_against; placement.several_problem)
    COLLIDE = auto()  # resolvers/fleet_targets.py: Ship Collision
    AGAINST_FLEET = auto()  # resolvers/fleet_targets.py: played against a whole opposing fleet (CardState.against_fleet)
    FLEET_DAMAGE = auto()  # resolvers/fleet_targets.py: damage to the units of that fleet, each or divided (Zarom, Kraken)
    FIRE_AT_EACH_OTHER = auto()  # resolvers/fleet_targets.py: read by rules/weapons.fire_limit (Tuforeous Dead Zone)
    CRASH_LANDING = auto()  # resolvers/fleet_targets.py: Navigational Error
    BURDEN_FIRERS = auto()  # resolvers/fleet_targets.py: read by rules/weapons.resolve_volley (Sargassos)
    SPREAD_DAMAGE = auto()  # resolvers/hazards.py: a minefield's damage placed point by point
    REQUIREMENT_DAMAGE = auto()  # resolvers/hazards.py: structural damage equal to a unit's engagement energy (Power Outage)
    NO_TERRAIN_PROTECTION = auto()  # resolvers/hazards.py: read by hazard_targets.base_protects
    HALT_MONSTER = auto()  # resolvers/hazards.py: read by stats.suspended
    #
    # h-piles (issue 38): add yours below this line
    HOLD_DRAWS = auto()  # resolvers/held_pile.py: Well of Time (rules/held_piles.py: filled in the Draw Cards Phase, emptied into the hand by research)
    MOVE_THIEF = auto()  # resolvers/time_thief.py: the stack's owner moves the Time Thief to another fleet (rules/thief_answers.py)
    DISCARD_FROM_STACK = auto()  # resolvers/time_thief.py: ... or discards a card of its stack, the thief too if that card is stronger
    FLEET_DISCARD = auto()  # resolvers/time.py: Time Wave
    DISCARD_TO_BOTTOM = auto()  # resolvers/time.py: read by zones.leave_play
    MULTIPLY_REQUIREMENT = auto()  # resolvers/time.py: read by stats.requirements
    FREE_CARD_PLAYS = auto()  # resolvers/time.py: read by rules/plays.count_play
    SET_ASIDE = auto()  # resolvers/set_aside.py: Time Skip, Time Warp, Stasis Mine, Time Gap Generator (rules/set_aside.py)
    DISCARD_TO_DECK = auto()  # resolvers/just_discarded.py: Time Switch (discarded.py: the window after a discard)
    DISCARD_EXCHANGE = auto()  # resolvers/just_discarded.py: Discard Exchange
    EVACUATE = auto()  # resolvers/just_discarded.py: Time Evacuation (back by rules/set_aside.bring_back_evacuated)
    VOLATILE_TERRAIN = auto()  # resolvers/just_discarded.py: Volatile Terrain (CardState.fire_damaged_by)
    SPY_REFUGE = auto()  # resolvers/just_discarded.py: the Corporate spy ships (discarded.spy_refuge_steps)
    TIME_TRAP = auto()  # resolvers/set_aside.py: Time Trap (CardState.trapped_by, zones._release_trapped)
    #
    # h-guest (issue 38): add yours below this line
    GUEST_TERRAIN = auto()  # resolvers/guest_terrain.py: Comet - Scorpead Comet of Lore (stats.stays_apart, points grouping)
    SHARE_MAGNIFIER = auto()  # resolvers/magnifier_loan.py: Comet - Scorpead Comet of Lore (PlayerState.magnifier_loan, systems.firing_weapons)
    CHEAP_SHIPS_ENGAGED = auto()  # resolvers/cheap_ships.py: Nagiridni Pirate Outpost (placed_from_deck.entry_position)
    RETURN_CHEAP_SHIP = auto()  # resolvers/cheap_ships.py: Nagiridni Pirate Outpost (rules/reactions.check_react_use: once each player turn)
    WEAKEN_SHIP_VOLLEY = auto()  # resolvers/volley_answers.py: Sun Spot's first choice
    STOP_WEAKEST_TERRAIN = auto()  # resolvers/weakest_terrain.py: Sun Spot's second choice (points.own_points)
    REPAIR_ALL = auto()  # resolvers/regeneration.py: Interstellar Plasma's first choice
    RENEW_HAZARDS = auto()  # resolvers/regeneration.py: Interstellar Plasma's second choice
    ENGULF_VOLLEY = auto()  # resolvers/engulfing.py: a Stellar Gas Cloud played in reaction to a volley at its terrain's stack
    NEGATE_AGAINST_FLEET = auto()  # resolvers/negation.py: Scientific Breakthrough's second choice (stats.negated_against_fleet)
    PSY_DISCIPLINES = auto()  # resolvers/psy.py: a psy's discipline line, read by rules/psy_functions.py
    FIELD_DISCIPLINES = auto()  # resolvers/psy.py: the disciplines a field card belongs to
    SUSTAIN_HALF_DAMAGE = auto()  # resolvers/psy.py: read by damage.damage_card
    PSYS_DUEL_FIRST = auto()  # resolvers/psy.py: read by rules/psy_functions.duel_problem
    FIELD_SPECIALIST = auto()  # resolvers/psy.py: an occultist (placement.py, rules/psy_functions.py)
    PSY_FUNCTION_BONUS = auto()  # resolvers/psy.py: a terrain making its fleet's psys stronger for functions
    APOSTLE = auto()  # resolvers/psy.py: a crew on its card uses a low field function free (rules/psy_functions.py)
    BEATEN_BACK_TO_HAND = auto()  # resolvers/psy.py: a psy defender (damage.damage_card)
    COMMANDS_BASE = auto()  # resolvers/psy.py: a psy commandant (rules/variations.guards_own_hq, rules/weapons.target_problem)
    EXTRA_PSY_DAMAGE = auto()  # resolvers/field_functions.py: read by stats.weapons (field_effects.py)
    PSY_ASSAULT = auto()  # resolvers/field_functions.py: read by rules/variations.guards_own_hq (field_effects.py)
    IGNORE_DAMAGE = auto()  # resolvers/field_functions.py: read by damage.damage_card (field_effects.py)
    CHANNEL_SHIELDS = auto()  # resolvers/field_functions.py: read by rules/variations.guards_own_hq (field_effects.py)
    PSY_STRENGTH_DAMAGE = auto()  # resolvers/field_functions.py: Damage Stream
    EASIER_FIELD_FUNCTIONS = auto()  # resolvers/field_functions.py: Visonic Ruins (rules/psy_functions.use_problem)
    DOUBLED_WITH = auto()  # resolvers/field_functions.py: Visonic Ruins and an archeologist (stats.strength)
    REPEAT_FIELD_FUNCTION = auto()  # resolvers/field_functions.py: Psycanti Projection Station (rules/psy_functions.second_use)
    INFEST_DRAGONS = auto()  # resolvers/infest.py: Infested Moon (infest.dragons_reached)
    #
    # h-moves (issue 38): add yours below this line
    FIRE_ONLY_AT_LOCATION = auto()  # resolvers/location_fire.py: read by rules/weapons.fire_limit (Surface Dragoness)
    STATION_ON_TERRAIN = auto()  # resolvers/stationed.py: on play, the ship moved onto a terrain of its fleet (Political Clout)
    GUARD_TERRAIN = auto()  # resolvers/stationed.py: read by hazard_targets.base_protects and rules/weapons (Political Clout)
    ARTIFACT_SHIELDS = auto()  # resolvers/artifact_shields.py: read by damage.artifact_first (Dragon Gem of Protection)
    NEGATED_BY_OUTPUT = auto()  # resolvers/output_negation.py: read by rules/allocation.py and rules/legal.py (Flood)
    MULTIPLY_OUTPUT = auto()  # resolvers/output_multiplier.py: read by points.fleet_output (Temporal Repetition)
    FADE_STRENGTH = auto()  # resolvers/output_multiplier.py: fade_cards, called by rules/allocation.begin (Temporal Repetition)
    RECOUNT_OUTPUT = auto()  # resolvers/output_multiplier.py: on play in the Allocation Phase (Temporal Repetition)
    HALVE_ANSWERED_DAMAGE = auto()  # resolvers/half_damage.py: GameState.halved_for, read by damage.damage_card
    STEAL_ENGAGEMENT = auto()  # resolvers/resource_theft.py: PlayerState.points_cut; theft_problem read by rules/plays (Resource Theft)
    WEAPON_DISCOUNT = auto()  # resolvers/weapon_costs.py: read by systems.weapon_discount (Corporate Homeworld, Plasmatic Nebula)
    CONVERT_OUTPUT = auto()  # resolvers/terrain_output.py: its functions exclude one another (rules/plays.py; Urbanization)
    DOUBLE_OUTPUT = auto()  # resolvers/terrain_output.py: read by points.fleet_output (Gaia Separation)
    DETECTION_COST = auto()  # resolvers/detection.py: read by rules/allocation and rules/weapons (Dark Dragoness)
    HALVE_OUTPUT = auto()  # resolvers/terrain_output.py: read by points.fleet_output (Ice Age)
    HALVE_STRUCTURE_DAMAGE = auto()  # resolvers/structure_damage.py: read by damage.damage_card (Council of Six Homeworld)
    ENGAGE_DRAGON = auto()  # resolvers/dragon_powers.py: Dragon Lair (T7 card action; T8 in the Engagement Phase, rules/lairs.py)
    HEAL_DRAGON_FULLY = auto()  # resolvers/dragon_powers.py: Dragon Lair (T9 in the Engagement Phase, rules/lairs.py)
    SURPRISE_ATTACK = auto()  # resolvers/dragon_powers.py: read by rules/plays.py and rules/weapons.py (Moon Dragoness)
    BLOCK_ALL_DAMAGE = auto()  # resolvers/dragon_powers.py: read by damage.damage_card (Solar Dragoness)
    DOUBLE_OTHER_DRAGONS = auto()  # resolvers/dragon_powers.py: read by rules/weapons.py (Deinos Nameh)
    PIERCE_SHIELDS = auto()  # resolvers/dragon_powers.py: read by rules/weapons.py (Radiation Dragoness)
    HOST_TERRAIN = auto()  # resolvers/dragon_powers.py: read by placement.py (Star: terrain combining)
    #
    # h-plays (issue 38): add yours below this line
    REMEMBER_FIELD_FUNCTION = auto()  # resolvers/remembered_function.py: CardState.remembered, used by rules/remembered_functions.py (Psycanti Muse)
    RESERVE_EXCHANGE = auto()  # resolvers/reserve_fleet.py: read by rules/plays.check_swap (the card never goes into the reserve)
    BREACH_BASE = auto()  # resolvers/just_played.py: a reaction to an opponent's base being played
    DIVERT_PLAY = auto()  # resolvers/just_played.py: an opponent's card just played on the fleet diverted onto another opponent
    NEGATE_FIRST_REACTION = auto()  # resolvers/reaction_traps.py: read by rules/reactions.apply_react_play (spring_trap)
    ENGAGED_STRENGTH_DAMAGE = auto()  # resolvers/engagement_damage.py: read by rules/allocation.py (energy prevents it) and finish_engagement
    SEQUENTIAL_PLAYS = auto()  # resolvers/card_sequence.py: read by rules/plays.py (a card continuing the sequence is no Card Play)
    MULTIPLY_FLEET_REQUIREMENT = auto()  # resolvers/fleet_requirements.py: says how its card goes (cardinfo._SAYS_HOW_IT_GOES)
    WITHHOLD_POINTS = auto()  # resolvers/fleet_points.py: read by rules/allocation.py
    HALVE_VOLLEY = auto()  # resolvers/volley_answers.py: read by rules/weapons.py
    HALVE_FIRING_FLEET = auto()  # resolvers/firing_limit.py: read by rules/weapons.py
    BACKFIRE_HEAVY_WEAPONS = auto()  # resolvers/volley_answers.py: read by rules/weapons.py
    GRANT_INTERCEPTION = auto()  # resolvers/volley_answers.py: read by interception.py
    COUNTER_VOLLEY = auto()  # resolvers/volley_answers.py: CardState.fire_bonus, read by rules/weapons.py
    EVADE_NEXT_VOLLEY = auto()  # resolvers/volley_answers.py: CardState.volley_evasion, read by rules/weapons.py
    ADD_TO_POOL = auto()  # resolvers/allocation_plays.py: played in the Allocation Phase (rules/plays.py, rules/legal.py)
    CUT_GENERATED_POINTS = auto()  # resolvers/allocation_start.py: as an opponent's Allocation Phase begins (read by fleet_points.without_withheld)
    STOP_TERRAIN_OUTPUT = auto()  # resolvers/allocation_start.py: as an opponent's Allocation Phase begins (read by points.fleet_output)
    FEWER_DRAWS = auto()  # resolvers/hand_size.py: read by rules/turns.draws_allowed (Cursed Alien Artifact)
    REFILL_HAND = auto()  # resolvers/hand_size.py: done by rules/turns.apply_draw (Capital Revitalization)
    RESTORE_HANDS = auto()  # resolvers/hand_size.py: every hand drawn or discarded to its amount (Quantum Occurrence)
    CUT_COMMAND = auto()  # resolvers/command_cut.py: read by rules/allocation.begin (Command Disjunction)
    REPAIRS_TO_DAMAGE = auto()  # resolvers/allocation_start.py: answers an opponent's end of allocation (Repair Malfunction)
    STOP_ENGAGEMENT = auto()  # resolvers/allocation_start.py: answers an opponent's end of allocation (Cessation of Engagement)
    EACH_OPPONENT_DISCARDS = auto()  # resolvers/hand_size.py: each opponent discards from his hand, his choice (Quantum Occurrence)
    #
    # h-perf (issue 38): add yours below this line
    DRIFT_STRENGTH = auto()  # resolvers/growth.py: CardState.strength_drift, read by stats.strength
    MOVE_TO_STRONGER = auto()  # resolvers/growth.py: Space Illness
    MULTIPLY_ENGAGEMENT_COST = auto()  # resolvers/growth.py: read by stats.requirements
    FIX_STRENGTH = auto()  # resolvers/growth.py: read by stats.strength (Accelerated Aging)
    GROWING_DAMAGE = auto()  # resolvers/growth.py: CardState.last_damage (Maelstrom)
    RESEARCH_IN_ONE_TURN = auto()  # resolvers/growth.py: read by damage.research_needed and rules/allocation.begin
    HALVE_HULL = auto()  # resolvers/growth.py: read by rules/allocation.begin (Scentari Snails)
    ESCAPE_BY_ENERGY = auto()  # resolvers/growth.py: read by rules/allocation (Gravity Pocket)
    CAP_PLAY_STRENGTH = auto()  # resolvers/growth.py: CardState.bound_seat, read by rules/plays (Time Fiend)
    SHUFFLE_INTO_MINI_DECK = auto()  # resolvers/mini_deck.py: PlayerState.mini_deck, drawn from by rules/turns.apply_draw (Time Tornado)
    SHIP_TO_DECK_OR_RESERVE = auto()  # resolvers/decks.py: Anti-Time Mine Field
    PEEK_OPPONENT_DECKS = auto()  # resolvers/decks.py: Time Lore (its host's only function: rules/plays.check_use)
    EXCHANGE_OPPONENT_HAND = auto()  # resolvers/hand_exchange.py: Anti-Time Exchange
    COMPRESS_CARD_PLAYS = auto()  # resolvers/compression.py: read by rules/plays.py (Time Compression)
    PLACE_FROM_DECK = auto()  # resolvers/placed_from_deck.py: Aurora Borealis (each Allocation Phase)
    END_DRAW_PHASE = auto()  # resolvers/draw_phase.py: answers an opponent's Draw Cards Phase (read by rules/turns.py: Cessation of Time)
    #
    # the engine's own kinds (never in card files)
    CARD_DAMAGE = auto()  # general damage points at the top right: a card action (v2.1 DAMAGE)
    MANUAL = auto()  # a card marked manual: its controller resolves it with free-form actions
    REACTION_FIRE = auto()  # a unit played in reaction mode in an opponent's Weapons Fire Phase
    JOIN_CRUISER = auto()  # a Krebiz capsule joins a cruiser in play (v2.1 KREBIZ)
    SEPARATE_CAPSULE = auto()  # a Krebiz capsule leaves its cruiser (v2.1 KREBIZ)
    TRAVEL = auto()  # a leg of a there-and-back mission: the crew (and a shuttle) go there or come back

    def __getattr__(self, name: str) -> object:
        """Only reached for a fact not copied yet: its kind class is not registered."""
        if name in FACT_NAMES:
            raise AttributeError(f"effect kind '{self.value}' has no kind class registered (import ge_desktop.rulesets.galactic_empires.resolvers)")
        raise AttributeError(name)

    @classmethod
    def extend(cls, name: str) -> Kind:
        """The member for ``name``: an existing one, or a new one for a kind no code names."""
        found = cls._value2member_map_.get(name)
        if isinstance(found, Kind):
            return found
        member = str.__new__(cls, name)
        member._value_ = name
        member._name_ = name.upper()
        cls._value2member_map_[name] = member
        return member

    def take_facts(self, facts: dict[str, object]) -> None:
        """Copy the kind class's facts onto the member (``resolvers.base`` registers the class)."""
        for name in FACT_NAMES:
            setattr(self, name, facts[name])

    def forget(self) -> None:
        """Drop a member ``extend`` added (a test's kind, unregistered again)."""
        if self.name not in type(self).__members__:
            del type(self)._value2member_map_[self.value]
