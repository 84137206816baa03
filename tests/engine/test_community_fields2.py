"""Field functions that stay switched on until the using psy's player's next Record Keeping
Step (v2.1 FIELD CARD OPERATION: "a function deactivates in the next Record Keeping Step of
the player who activated it"; "if a psy is discarded functions it activated cease
immediately"), and the community's field, psy and cyber cards scripted on them (issue 38,
h-fields2: ``field_uses.py``, ``field_effects.py``, ``resolvers/field_functions.py``).
"""

from __future__ import annotations

from ge_desktop.cards.model import Card, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.rules.variations import guards_own_hq
from ge_desktop.rulesets.galactic_empires.stats import weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

FIELD_OF_POWER = "F3_-_Field_of_Power_PoM"
VISONIC_FIELD = "F4_-_Visonic_Field_PoM"
VISONIC_APPRENTICE = "P2_-_Visonic_Apprentice_PoM"
VISONIC_PRACTITIONER = "P4_-_Visonic_Practitioner_PoM"
PSYCANTI_APPRENTICE = "P2_-_Psycanti_Apprentice_PoM"
PSYCANTI_KINETICIST = "P4_-_Psycanti_Kineticist_PoM"

RICH = terrain(6, supply=4, energy=4, ammunition=4, research=4)
THEIRS = terrain(10)
GUNNER = ship(6, shields=0, weapons=guns(phasers=4))
VISONIC_EIGHT = card(
    "P",
    8,
    name="Test Visonic Psy Eight",
    empire="Visonic",
    effects=[{"kind": "psy_disciplines", "trigger": "continuous", "target": "self", "amount": 1, "point": "research", "params": {"disciplines": "Fleet"}}],
)


class Scene:
    """Seat 0 (Visonic) has a rich terrain with ``field`` and ``psy`` on it; seat 1 (Psycanti) a
    terrain with ``their_psy`` on it and a ship with 4 Phasers."""

    point = "research"  # the point the psy's discipline line takes

    def __init__(self, field: Card, psy: Card, their_psy: Card | None = None, empires: tuple[str, str] = ("Visonic", "Psycanti")) -> None:
        self.table = table = Table([RICH, field, psy], [THEIRS, GUNNER, *([their_psy] if their_psy else [])], empires=list(empires))
        rock = table.put(RICH, 0)
        self.field, self.psy = table.put(field, 0, on=rock), table.put(psy, 0, on=rock)
        self.their_rock, self.gunner = table.put(THEIRS, 1), table.put(GUNNER, 1)
        self.their_psy = table.put(their_psy, 1, on=self.their_rock) if their_psy else None
        self.fund()

    def fund(self) -> None:
        """A fresh turn of seat 0: the field and the psy get their requirements, the psy 1 research."""
        table = self.table
        table.fresh_turn(0)
        for instance in (self.field, self.psy):
            for point, need in table.card(instance).info.requires.items():
                for _ in range(need):
                    table.act(f"allocate {point.value} #{instance}")
        table.act(f"allocate {self.point} #{self.psy}")
        table.to_phase(Phase.PLAY_A)

    def use(self, function: int, target: int | None = None) -> None:
        at = f" at #{target}" if target is not None else ""
        self.table.act(f"use #{self.field} {function}{at} by #{self.psy}")
        settle(self.table)

    def why(self, function: int, target: int | None = None) -> str | None:
        at = f" at #{target}" if target is not None else ""
        problem = self.table.why(f"use #{self.field} {function}{at} by #{self.psy}")
        return None if problem is None else problem.message

    def fired_at_psy(self, phasers: int) -> int:
        """Seat 1 fires ``phasers`` Phasers at seat 0's psy in its own Weapons Fire Phase: the structure damage the psy has then."""
        table = self.table
        table.to_phase(Phase.WEAPONS_FIRE, seat=1)
        table.volley(f"#{self.psy}", f"#{self.gunner} phaser {phasers}")
        settle(table)
        return table.die(self.psy, "structure")


# --- Field of Power -------------------------------------------------------------------------


def test_field_of_power_gives_the_psy_extra_psy_damage_until_its_next_record_keeping() -> None:
    scene = Scene(printed(FIELD_OF_POWER), printed(VISONIC_APPRENTICE))
    table, psy = scene.table, scene.table.card(scene.psy)
    assert weapon_count(table.state, psy, WeaponSymbol.DAMAGE) == 1  # its own printed Psy Damage
    scene.use(2)  # Mind Blast: 2 more
    assert weapon_count(table.state, psy, WeaponSymbol.DAMAGE) == 3
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{scene.gunner}", f"#{scene.psy} damage 3")  # the extra points are weapons fire
    settle(table)
    assert table.die(scene.gunner, "structure") == 3
    table.fresh_turn(1)
    assert weapon_count(table.state, psy, WeaponSymbol.DAMAGE) == 3  # on through the opponents' turns
    table.fresh_turn(0)
    assert weapon_count(table.state, psy, WeaponSymbol.DAMAGE) == 1  # off at its player's next Record Keeping


def test_field_of_power_functions_need_the_printed_psy_strength() -> None:
    scene = Scene(printed(FIELD_OF_POWER), printed(VISONIC_APPRENTICE))
    problem = scene.why(3)  # Lesser Mind Assault: a psy of strength 3; the apprentice is 2
    assert problem is not None and "needs a psy of strength 3 or more" in problem
    assert weapon_count(scene.table.state, scene.table.card(scene.psy), WeaponSymbol.DAMAGE) == 1


def test_switched_on_function_ceases_when_its_psy_leaves_play() -> None:
    scene = Scene(printed(FIELD_OF_POWER), printed(VISONIC_APPRENTICE))
    scene.use(1)
    table = scene.table
    table.to_phase(Phase.WEAPONS_FIRE, seat=1)
    table.volley(f"#{scene.psy}", f"#{scene.gunner} phaser 2")  # the strength-2 apprentice is destroyed
    settle(table)
    psy = table.card(scene.psy)
    assert psy.zone is Zone.DISCARD and psy.functions_on == []
    assert 1 in table.card(scene.field).used_functions  # not used again until the complete turn is over


# --- Visonic Field ---------------------------------------------------------------------------


def test_visonic_field_psy_assault_stops_a_stronger_psy_protecting_the_psy_network() -> None:
    scene = Scene(printed(VISONIC_FIELD), printed(VISONIC_APPRENTICE), their_psy=printed(PSYCANTI_KINETICIST))
    table = scene.table
    assert scene.their_psy is not None
    assert guards_own_hq(table.state, table.card(scene.their_psy))
    scene.use(1, scene.their_psy)
    assert not guards_own_hq(table.state, table.card(scene.their_psy))
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is None  # its only guard is assaulted: the Psy Network is open
    table.fresh_turn(0)
    assert guards_own_hq(table.state, table.card(scene.their_psy))


def test_visonic_field_psy_assault_needs_a_psy_stronger_than_its_user() -> None:
    scene = Scene(printed(VISONIC_FIELD), printed(VISONIC_APPRENTICE), their_psy=printed(PSYCANTI_APPRENTICE))
    assert scene.their_psy is not None
    problem = scene.why(1, scene.their_psy)  # 2 is not stronger than the strength-2 apprentice
    assert problem is not None and "stronger than" in problem
    scene.table.to_phase(Phase.WEAPONS_FIRE)
    assert scene.table.why("aim hq p1") is not None


def test_visonic_field_proton_block_ignores_only_the_first_point_of_damage() -> None:
    scene = Scene(printed(VISONIC_FIELD), printed(VISONIC_PRACTITIONER))
    problem = scene.why(3)  # the 6 before the second Proton Block: the practitioner is 4
    assert problem is not None and "needs a psy of strength 6 or more" in problem
    scene.use(2)  # Proton Block: the first point
    assert scene.fired_at_psy(3) == 2


def test_visonic_field_stream_block_ignores_damage_up_to_the_psys_strength_until_its_next_record_keeping() -> None:
    scene = Scene(printed(VISONIC_FIELD), VISONIC_EIGHT)
    scene.use(4)
    assert scene.fired_at_psy(4) == 0
    [entry] = scene.table.card(scene.psy).functions_on
    assert entry.left == 4  # 8 to ignore, 4 ignored so far
    scene.fund()  # its next turn: the function is off
    assert scene.table.card(scene.psy).functions_on == []
    assert scene.fired_at_psy(4) == 4


# --- Field of Minor Wilding ------------------------------------------------------------------

MINOR_WILDING = "F3_-_Field_of_Minor_Wilding_PoM"
CYBER_MAGE = "C4_-_Cyber_Mage_NE"
OWN_SHIP = ship(3, shields=1)
SHIELDED = ship(5, shields=3)


def visonic_psy(strength: int, empire: str = "Visonic", point: str = "research") -> Card:
    """A psy of ``strength`` whose line is 1 function a turn from any field of its fleet (1 ``point``)."""
    line = {"kind": "psy_disciplines", "trigger": "continuous", "target": "self", "amount": 1, "point": point, "params": {"disciplines": "Fleet"}}
    return card("P", strength, name=f"Test {empire} Psy {strength}", empire=empire, effects=[line])


class Wilding(Scene):
    """Minor Wilding and a Visonic psy of ``psy_strength`` (and a ship) for seat 0; seat 1 (Psycanti)
    has a ship with 3 Shields carrying ``aboard``."""

    def __init__(self, psy_strength: int, *aboard: Card) -> None:
        field, psy = printed(MINOR_WILDING), visonic_psy(psy_strength)
        self.table = table = Table([RICH, field, psy, OWN_SHIP], [THEIRS, SHIELDED, *aboard], empires=["Visonic", "Psycanti"])
        rock = table.put(RICH, 0)
        self.field, self.psy, self.own_ship = table.put(field, 0, on=rock), table.put(psy, 0, on=rock), table.put(OWN_SHIP, 0)
        self.their_rock, self.their_ship = table.put(THEIRS, 1), table.put(SHIELDED, 1)
        self.aboard = [table.put(c, 1, on=self.their_ship) for c in aboard]
        self.fund()


def test_minor_wilding_shield_elimination_damages_every_shield_of_one_target() -> None:
    scene = Wilding(1)
    assert scene.table.die(scene.their_ship, "shield") == 0
    scene.use(1, scene.their_ship)
    assert scene.table.die(scene.their_ship, "shield") == 3
    problem = scene.why(2, scene.their_ship)  # Technology Disruption: a psy of strength 5
    assert problem is not None and "needs a psy of strength 5 or more" in problem


def test_minor_wilding_technology_disruption_discards_equipment_no_stronger_than_the_psy() -> None:
    weak, strong = card("E", 5, name="Test Gear Five"), card("E", 6, name="Test Gear Six")
    scene = Wilding(5, weak, strong)
    problem = scene.why(2, scene.aboard[1])
    assert problem is not None and "no stronger than" in problem
    scene.use(2, scene.aboard[0])
    assert scene.table.card(scene.aboard[0]).zone is Zone.DISCARD
    assert scene.table.card(scene.aboard[1]).in_play


def test_minor_wilding_shield_channeler_lets_a_ship_protect_the_psy_network_until_the_next_record_keeping() -> None:
    scene = Wilding(7)
    table, own = scene.table, scene.table.card(scene.own_ship)
    assert not guards_own_hq(table.state, own)  # v2.1 PSY NETWORK: only psys guard it
    scene.use(3, scene.own_ship)
    assert guards_own_hq(table.state, own)
    table.fresh_turn(1)
    assert guards_own_hq(table.state, own)
    scene.fund()
    assert not guards_own_hq(table.state, own)


def test_minor_wilding_cyber_blast_discards_only_a_cyber_mage_no_stronger_than_the_psy() -> None:
    mage, other = printed(CYBER_MAGE), card("C", 2, name="Test Plain Crew")
    scene = Wilding(9, mage, other)
    problem = scene.why(4, scene.aboard[1])
    assert problem is not None and "titled cyber mage only" in problem
    scene.use(4, scene.aboard[0])
    assert scene.table.card(scene.aboard[0]).zone is Zone.DISCARD


# --- Psycanti Field --------------------------------------------------------------------------

PSYCANTI_FIELD = "F4_-_Psycanti_Field_PoM"


class Psycanti(Scene):
    """Psycanti Field and a Psycanti psy of ``psy_strength`` for seat 0 (Psycanti); seat 1 (Visonic)
    has a terrain with ``their_psy`` on it and the 4-Phaser ship."""

    point = "energy"

    def __init__(self, psy_strength: int, their_psy: Card | None = None) -> None:
        super().__init__(printed(PSYCANTI_FIELD), visonic_psy(psy_strength, "Psycanti", "energy"), their_psy, empires=("Psycanti", "Visonic"))


def test_psycanti_field_psy_assault_stops_a_stronger_psy_protecting_the_psy_network() -> None:
    scene = Psycanti(1, their_psy=printed(VISONIC_APPRENTICE))
    assert scene.their_psy is not None
    scene.use(1, scene.their_psy)
    assert not guards_own_hq(scene.table.state, scene.table.card(scene.their_psy))


def test_psycanti_field_ion_damage_and_proton_activation_damage_at_once() -> None:
    scene = Psycanti(6)
    assert scene.why(2, scene.their_rock) is not None  # Ion Damage: a ship or base only
    scene.use(2, scene.gunner)  # Ion Damage: 1 to a ship or base
    assert scene.table.die(scene.gunner, "structure") == 1
    scene = Psycanti(6)
    scene.use(3, scene.their_rock)  # Proton Activation: 4 to a ship, base or terrain
    assert scene.table.die(scene.their_rock, "structure") == 4


def test_psycanti_field_damage_stream_deals_the_psys_strength_to_an_unprotected_psy() -> None:
    scene = Psycanti(8, their_psy=printed(VISONIC_PRACTITIONER))
    assert scene.their_psy is not None
    scene.use(4, scene.their_psy)  # its terrain has no Shields: the psy is unprotected
    assert scene.table.card(scene.their_psy).zone is Zone.DISCARD  # 8 damage on a strength-4 psy
    scene = Psycanti(7)
    problem = scene.why(4, scene.gunner)  # Damage Stream needs a psy of strength 8
    assert problem is not None and "needs a psy of strength 8 or more" in problem


def test_psycanti_field_damage_stream_spares_a_psy_its_locations_shields_protect() -> None:
    shielded_rock = card("T", 6, name="Test Shielded Terrain", shields=2)
    scene = Psycanti(8)
    mine, theirs_psy = [RICH, printed(PSYCANTI_FIELD), visonic_psy(8, "Psycanti", "energy")], printed(VISONIC_PRACTITIONER)
    table = Table(mine, [shielded_rock, theirs_psy], empires=["Psycanti", "Visonic"])
    scene.table = table
    rock = table.put(RICH, 0)
    scene.field, scene.psy = table.put(printed(PSYCANTI_FIELD), 0, on=rock), table.put(visonic_psy(8, "Psycanti", "energy"), 0, on=rock)
    theirs = table.put(theirs_psy, 1, on=table.put(shielded_rock, 1))
    scene.fund()
    problem = scene.why(4, theirs)  # its terrain's 2 Shields protect it
    assert problem is not None and "name one it may act on" in problem
    assert table.card(theirs).in_play


# --- Visonic Pledge --------------------------------------------------------------------------

VISONIC_PLEDGE = "P1_-_Visonic_Pledge_PoM"


def test_visonic_pledge_makes_every_other_visonic_at_its_location_stronger_with_more_psy_damage() -> None:
    from ge_desktop.rulesets.galactic_empires.stats import strength

    pledge, here, elsewhere, plain = printed(VISONIC_PLEDGE), printed(VISONIC_APPRENTICE), printed(VISONIC_PRACTITIONER), card("C", 2, name="Test Plain Crew")
    visonic_rock = card("T", 5, name="Test Visonic Moon", empire="Visonic")
    table = Table([visonic_rock, RICH, pledge, here, elsewhere, plain], [THEIRS], empires=["Visonic", None])
    rock, other_rock = table.put(visonic_rock, 0), table.put(RICH, 0)
    ids = [table.put(pledge, 0, on=rock), table.put(here, 0, on=rock), table.put(elsewhere, 0, on=other_rock), table.put(plain, 0, on=rock)]
    table.fresh_turn(0)
    state = table.state
    pledge_card, here_card, elsewhere_card, plain_card = (table.card(i) for i in ids)
    assert strength(state, here_card) == 4 and weapon_count(state, here_card, WeaponSymbol.DAMAGE) == 2  # 2 + 2, 1 + 1
    assert strength(state, elsewhere_card) == 4 and weapon_count(state, elsewhere_card, WeaponSymbol.DAMAGE) == 2  # another location: printed
    assert strength(state, plain_card) == 2  # no Visonic
    assert strength(state, pledge_card) == 1 and weapon_count(state, pledge_card, WeaponSymbol.DAMAGE) == 0  # not itself
    assert strength(state, table.card(rock)) == 5  # the Visonic location card is not "at" its location


# --- Visonic Ruins ---------------------------------------------------------------------------

VISONIC_RUINS = "B6_-_Visonic_Ruins_PoM"


def _ruins_scene(with_ruins: bool) -> Scene:
    """Seat 0 has the Visonic Field and a strength-5 Visonic psy on its terrain (and the Ruins there too)."""
    ruins = printed(VISONIC_RUINS)
    scene = Scene.__new__(Scene)
    field, psy = printed(VISONIC_FIELD), visonic_psy(5)
    scene.table = table = Table([RICH, field, psy, ruins], [THEIRS, GUNNER], empires=["Visonic", "Psycanti"])
    rock = table.put(RICH, 0)
    scene.field, scene.psy = table.put(field, 0, on=rock), table.put(psy, 0, on=rock)
    if with_ruins:
        table.put(ruins, 0, on=rock)
    scene.their_rock, scene.gunner, scene.their_psy = table.put(THEIRS, 1), table.put(GUNNER, 1), None
    scene.fund()
    return scene


def test_visonic_ruins_make_the_functions_of_the_field_on_its_terrain_3_easier() -> None:
    problem = _ruins_scene(with_ruins=False).why(4)  # Stream Block: 8; the psy is 5
    assert problem is not None and "needs a psy of strength 8 or more" in problem
    scene = _ruins_scene(with_ruins=True)
    scene.use(4)  # 8 - 3 = 5: the strength-5 psy may
    assert scene.fired_at_psy(4) == 0  # Stream Block on: 5 points to ignore


def test_visonic_ruins_an_archeologist_doubles_its_strength() -> None:
    from ge_desktop.rulesets.galactic_empires.stats import strength

    ruins, archeologist, other = printed(VISONIC_RUINS), card("C", 2, name="Test Archeologist"), card("C", 2, name="Test Botanist")
    table = Table([RICH, ruins, archeologist, other], empires=[None])
    base = table.put(ruins, 0, on=table.put(RICH, 0))
    table.put(other, 0, on=base)
    assert strength(table.state, table.card(base)) == 6
    table.put(archeologist, 0, on=base)
    assert strength(table.state, table.card(base)) == 12


# --- Lesser Healing Field --------------------------------------------------------------------

LESSER_HEALING = "F2_-_Lesser_Healing_Field_PoM"
ILLNESS = "O1_-_Illness_PE"
INJURY = "O2_-_Injury_PE"


def test_lesser_healing_field_heals_a_psy() -> None:
    scene = Scene(printed(LESSER_HEALING), printed(VISONIC_PRACTITIONER))
    assert scene.fired_at_psy(3) == 3
    scene.fund()
    scene.use(1, scene.psy)  # Cure Mind: 1
    assert scene.table.die(scene.psy, "structure") == 2
    problem = scene.why(1, scene.gunner)  # a psy being only
    assert problem is not None


def _afflicted(psy: Card, *afflictions: str) -> tuple[Scene, list[int]]:
    """Seat 0's psy and a crewmate with ``afflictions`` seat 1 played on it, and the Lesser Healing Field."""
    scene = Scene.__new__(Scene)
    field, cards, mate = printed(LESSER_HEALING), [printed(a) for a in afflictions], card("C", 3, name="Test Sick Crewman")
    scene.table = table = Table([RICH, field, psy, mate], [THEIRS, GUNNER, *cards], empires=["Visonic", "Psycanti"])
    rock = table.put(RICH, 0)
    scene.field, scene.psy = table.put(field, 0, on=rock), table.put(psy, 0, on=rock)
    scene.their_rock, scene.gunner, scene.their_psy = table.put(THEIRS, 1), table.put(GUNNER, 1), None
    sick = table.put(mate, 0, on=rock)
    placed = [table.put(c, 1, on=sick) for c in cards]
    scene.fund()
    return scene, placed


def test_lesser_healing_field_disburse_disease_discards_an_illness_played_against_the_fleet_not_an_injury() -> None:
    scene, (illness, injury) = _afflicted(printed(VISONIC_PRACTITIONER), ILLNESS, INJURY)
    problem = scene.why(3, injury)
    assert problem is not None and "titled illness or disease or plague only" in problem
    scene.use(3, illness)
    assert scene.table.card(illness).zone is Zone.DISCARD and scene.table.card(injury).in_play


def test_lesser_healing_field_heal_being_discards_any_health_affecting_card_played_against_the_fleet() -> None:
    scene, (injury,) = _afflicted(visonic_psy(6), INJURY)
    scene.use(4, injury)
    assert scene.table.card(injury).zone is Zone.DISCARD


# --- the Per cyber fighters ------------------------------------------------------------------

PSYCANTI_FIGHTER = "E5_-_Psycanti_Intellect_Fighter_Per"
VISONIC_FIGHTER = "E5_-_Visonic_Probe_Fighter_Per"
FILARIAN_FIGHTER = "E5_-_Filarian_Needle_Fighter_Per"


def _fighter_table(fighter: Card, empire: str, aboard: Card) -> tuple[Table, int, int, int]:
    """Seat 0 (``empire``) has a ship with ``aboard`` on it, a bare ship and ``fighter`` in hand in
    its Card Play Phase A. Returns (table, fighter in hand, ship with it, bare ship)."""
    crewed, bare = ship(4, shields=0), ship(3, shields=0)
    table = Table([RICH, crewed, bare, aboard, fighter], [THEIRS], empires=[empire, None])
    table.put(RICH, 0)
    with_it, without = table.put(crewed, 0), table.put(bare, 0)
    table.put(aboard, 0, on=with_it)
    table.put(THEIRS, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(fighter, 0), with_it, without


def test_cyber_fighters_are_played_only_to_a_location_of_their_empire() -> None:
    for image, empire, aboard in (
        (PSYCANTI_FIGHTER, "Psycanti", printed(PSYCANTI_APPRENTICE)),
        (VISONIC_FIGHTER, "Visonic", printed(VISONIC_APPRENTICE)),
        (FILARIAN_FIGHTER, "Filarian", card("C", 2, name="Test Filarian Crewman", empire="Filarian")),
    ):
        table, fighter, with_it, without = _fighter_table(printed(image), empire, aboard)
        problem = table.why(f"play #{fighter} on #{without}")
        assert problem is not None and f"is not a {empire}'s location" in problem.message, image
        table.act(f"play #{fighter} on #{with_it}")
        settle(table)
        assert table.card(fighter).parent == with_it


def test_filarian_fighter_may_be_played_to_a_unit_its_player_controls_but_does_not_own() -> None:
    fighter, taken = printed(FILARIAN_FIGHTER), ship(5, shields=0)
    table = Table([RICH, fighter], [THEIRS, taken], empires=["Filarian", None])
    table.put(RICH, 0)
    table.put(THEIRS, 1)
    seized = table.put(taken, 1)
    table.card(seized).controller = Seat(0)  # what an Infester's take-over does (a controlled unit)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.card(seized).controller == 0 and table.card(seized).owner == 1
    in_hand = table.hand(fighter, 0)
    table.act(f"play #{in_hand} on #{seized}")
    settle(table)
    assert table.card(in_hand).parent == seized


def test_cyber_fighters_go_back_to_their_owners_hand_when_discarded() -> None:
    scene = Wilding(5, printed(PSYCANTI_FIGHTER))  # seat 1's fighter on its ship; seat 0's strength-5 psy
    [fighter] = scene.aboard
    scene.use(2, fighter)  # Technology Disruption discards it
    assert scene.table.card(fighter).zone is Zone.HAND and fighter in scene.table.player(1).hand


def test_psycanti_fighter_switches_on_a_cyber_field_function_with_its_energy() -> None:
    fighter, field, gunner = printed(PSYCANTI_FIGHTER), printed(MINOR_WILDING), ship(4, shields=0)
    table = Table([RICH, field, fighter, gunner, printed(PSYCANTI_APPRENTICE)], [THEIRS, SHIELDED], empires=["Psycanti", None])
    rock = table.put(RICH, 0)
    field_id, unit = table.put(field, 0, on=rock), table.put(gunner, 0)
    table.put(printed(PSYCANTI_APPRENTICE), 0, on=unit)
    fighter_id = table.put(fighter, 0, on=unit)
    table.put(THEIRS, 1)
    theirs = table.put(SHIELDED, 1)
    table.fresh_turn(0)
    for point, need in table.card(field_id).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{field_id}")
    table.to_phase(Phase.PLAY_A)
    problem = table.why(f"use #{field_id} 1 at #{theirs} by #{fighter_id}")
    assert problem is not None and "1 energy each" in problem.message  # no energy allocated to it this turn
    table.fresh_turn(0)
    for point, need in table.card(field_id).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{field_id}")
    table.act(f"allocate energy #{fighter_id}")
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{field_id} 1 at #{theirs} by #{fighter_id}")  # Shield Elimination, a Cyber field
    settle(table)
    assert table.die(theirs, "shield") == 3


# --- Psycanti Projection Station -------------------------------------------------------------

PROJECTION_STATION = "B5_-_Psycanti_Projection_Station_PoM"
MINOR_TERRAIN_FIELD = "F1_-_Minor_Terrain_Field_PoM"
KINETIC_SEVEN = card(
    "P",
    7,
    name="Test Psycanti Kinetic Psy",
    empire="Psycanti",
    effects=[{"kind": "psy_disciplines", "trigger": "continuous", "target": "self", "amount": 2, "point": "energy", "params": {"disciplines": "Kinetic"}}],
)


def _station_scene(with_station: bool) -> tuple[Table, int, int, int]:
    """Seat 0 (Psycanti): Minor Terrain Field and a strength-7 psy (2 Kinetic functions a turn, both
    energy points allocated) on its terrain, and the Projection Station there too; seat 1's terrain.
    Returns (table, field, psy, their terrain) in Play Cards Phase A."""
    station, field = printed(PROJECTION_STATION), printed(MINOR_TERRAIN_FIELD)
    table = Table([RICH, field, KINETIC_SEVEN, station], [THEIRS], empires=["Psycanti", None])
    rock = table.put(RICH, 0)
    field_id, psy = table.put(field, 0, on=rock), table.put(KINETIC_SEVEN, 0, on=rock)
    base = table.put(station, 0, on=rock) if with_station else None
    theirs = table.put(THEIRS, 1)
    table.fresh_turn(0)
    for instance in (field_id, base):
        if instance is not None:
            for point, need in table.card(instance).info.requires.items():
                for _ in range(need):
                    table.act(f"allocate {point.value} #{instance}")
    for _ in range(2):
        table.act(f"allocate energy #{psy}")
    table.to_phase(Phase.PLAY_A)
    return table, field_id, psy, theirs


def test_psycanti_projection_station_lets_one_psy_use_a_function_of_level_5_or_less_twice() -> None:
    table, field, psy, theirs = _station_scene(with_station=False)
    table.act(f"use #{field} 1 at #{theirs} by #{psy}")
    settle(table)
    problem = table.why(f"use #{field} 1 at #{theirs} by #{psy}")
    assert problem is not None and "once per complete turn" in problem.message
    table, field, psy, theirs = _station_scene(with_station=True)
    for _ in range(2):
        assert table.legal(f"use #{field} 1 at #{theirs} by #{psy}")
        table.act(f"use #{field} 1 at #{theirs} by #{psy}")
        settle(table)
    assert table.die(theirs, "structure") == 2


def test_psycanti_projection_station_repeats_no_function_above_level_5() -> None:
    table, field, psy, theirs = _station_scene(with_station=True)
    table.act(f"use #{field} 4 at #{theirs} by #{psy}")  # 7 card damage: the function printed 7
    settle(table)
    problem = table.why(f"use #{field} 4 at #{theirs} by #{psy}")
    assert problem is not None and "once per complete turn" in problem.message
    assert table.die(theirs, "structure") == 7


def test_visonic_fighter_that_carried_crew_does_not_fire_its_psy_damage_that_turn() -> None:
    fighter, home, friend = printed(VISONIC_FIGHTER), ship(4, shields=0), ship(3, shields=0)
    passenger = card("C", 1, name="Test Visonic Passenger", empire="Visonic")
    table = Table([RICH, home, friend, fighter, passenger], [THEIRS], empires=["Visonic", None])
    table.put(RICH, 0)
    unit, other = table.put(home, 0), table.put(friend, 0)
    crew, craft = table.put(passenger, 0, on=unit), table.put(fighter, 0, on=unit)
    table.put(THEIRS, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.DAMAGE) == 1  # the fighter's Psy Damage fires with its ship
    table.act(f"use #{craft} 1 at #{other}")
    table.act(f"choose #{crew}")
    assert table.card(crew).parent == other and table.card(craft).parent == other
    assert weapon_count(table.state, table.card(other), WeaponSymbol.DAMAGE) == 0  # it carried this turn: its weapons stay silent


# --- Filarian Moon - Infested Moon -----------------------------------------------------------

INFESTED_MOON = "T6_-_Filarian_Moon_-_Infested_Moon_Per"
INFESTER = "A4_-_Filarian_Infester_PoM"


def _moon_scene(moon: Card, dragon_strength: int) -> tuple[Table, int, int]:
    """Seat 0's crew with a strength-4 Infester on it, on ``moon``; seat 1's dragon of
    ``dragon_strength`` (with a crew of its own on it). Returns (table, infester, dragon)."""
    crewman, infester, wyrm, rider = card("C", 1, name="Test Infested Crewman"), printed(INFESTER), card("D", dragon_strength, name="Test Dragon"), card("C", 1)
    table = Table([moon, crewman, infester], [THEIRS, wyrm, rider], empires=["Filarian", None])
    crew = table.put(crewman, 0, on=table.put(moon, 0))
    placed = table.put(infester, 0, on=crew)
    table.put(THEIRS, 1)
    dragon = table.put(wyrm, 1)
    table.put(rider, 1, on=dragon)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, placed, dragon


def test_infested_moon_lets_infested_crew_on_it_seize_an_opponents_dragon_as_if_aboard() -> None:
    table, infester, dragon = _moon_scene(printed(INFESTED_MOON), 4)
    table.act(f"use #{infester} 1 at #{dragon}")
    settle(table)
    assert all(c.controller == 0 for c in table.state.stack(dragon))  # the dragon and the card on it
    table, infester, dragon = _moon_scene(printed(INFESTED_MOON), 5)
    assert table.why(f"use #{infester} 1 at #{dragon}") is not None  # stronger than its Infesters


def test_infested_crew_on_another_terrain_seizes_no_dragon() -> None:
    table, infester, dragon = _moon_scene(terrain(6, supply=2), 4)
    assert table.why(f"use #{infester} 1 at #{dragon}") is not None  # v2.1: only ships can be infested
    assert table.card(dragon).controller == 1
