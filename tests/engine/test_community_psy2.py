"""Field cards and psy functions (v2.1 FIELD CARDS, DISCIPLINES, PSY FUNCTIONS, FIELD CARD
OPERATION; ``rules/psy_functions.py``) and the community's field and psy cards scripted on
them (issue 38, h-psy2).

A field card sits on a terrain of its fleet; a psy of the fleet switches one of its numbered
functions on in a Card Play Phase, while the field is engaged, if the psy is at least as
strong as the number printed before the function, the field is of a discipline the psy's
discipline line names, and the psy was allocated the line's point (1 energy or research a
function) in the Allocation Phase. Each function works once per complete turn.
"""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

MINOR_TERRAIN_FIELD = "F1_-_Minor_Terrain_Field_PoM"
PSYCANTI_APPRENTICE = "P2_-_Psycanti_Apprentice_PoM"
VISONIC_APPRENTICE = "P2_-_Visonic_Apprentice_PoM"
VISONIC_PRACTITIONER = "P4_-_Visonic_Practitioner_PoM"
PSYCANTI_KINETICIST = "P4_-_Psycanti_Kineticist_PoM"
VISONIC_KINETICIST = "P3_-_Visonic_Kineticist_PoM"
VISONIC_PALADIN = "P6_-_Visonic_Paladin_PoM"
PSYCANTI_PALADIN = "P8_-_Psycanti_Paladin_PoM"
PSYCANTI_DUELIST = "P7_-_Psycanti_Duelist_PoM"
VISONIC_DUELIST = "P7_-_Visonic_Duelist_PoM"
PSYCANTI_OCCULTIST = "P3_-_Psycanti_Occultist_PoM"
VISONIC_OCCULTIST = "P4_-_Visonic_Occultist_PoM"
PSYCANTI_APOSTLE = "P5_-_Psycanti_Apostle_PoM"
VISONIC_APOSTLE = "P5_-_Visonic_Apostle_PoM"

RICH = terrain(6, supply=4, energy=4, ammunition=4, research=4)
TARGET = terrain(10)
PSYCANTI_ONLY_FIELD = card(
    "F",
    2,
    name="Test Psycanti Field",
    effects=[
        {"kind": "field_disciplines", "trigger": "continuous", "target": "self", "params": {"disciplines": "Psycanti", "levels": "1"}},
        {"kind": "damage", "trigger": "card_action", "target": "chosen_card", "target_types": ["T"], "amount": 2, "params": {"can_damage_terrain": True}},
    ],
)


class Scene:
    """Seat 0 (a psy empire) has a rich terrain with ``fields`` and ``psy`` on it (and the ``extra``
    cards in play); seat 1 a terrain to damage."""

    extra: tuple[Card, ...] = ()  # more cards of seat 0 in play, each alone
    aboard: tuple[Card, ...] = ()  # more cards of seat 0 on the rich terrain

    def __init__(self, psy: Card, fields: list[Card], empire: str, points: dict[str, int] | None = None, theirs: Card | None = None) -> None:
        self.table = Table([RICH, *fields, psy, *self.extra, *self.aboard], [TARGET, *([theirs] if theirs else [])], empires=[empire, None])
        table = self.table
        self.extra_ids = [table.put(more, 0) for more in self.extra]
        rock = table.put(RICH, 0)
        self.fields = [table.put(f, 0, on=rock) for f in fields]
        self.psy = table.put(psy, 0, on=rock)
        self.aboard_ids = [table.put(more, 0, on=rock) for more in self.aboard]
        self.target = table.put(TARGET, 1)
        self.theirs = table.put(theirs, 1, on=self.target) if theirs else None
        self.points = {"energy": 1} if points is None else points
        self.fund()

    def fund(self) -> None:
        """A fresh turn of seat 0: the fields and the psy get their requirements, the psy its function points."""
        table = self.table
        table.fresh_turn(0)
        for instance in [*self.fields, self.psy]:
            for point, need in table.card(instance).info.requires.items():
                for _ in range(need):
                    table.act(f"allocate {point.value} #{instance}")
        for point, count in self.points.items():
            for _ in range(count):
                table.act(f"allocate {point} #{self.psy}")
        table.to_phase(Phase.PLAY_A)

    def use(self, function: int, field: int = 0) -> None:
        self.table.act(f"use #{self.fields[field]} {function} at #{self.target} by #{self.psy}")
        settle(self.table)

    def why(self, function: int, field: int = 0, by: bool = True) -> str | None:
        psy = f" by #{self.psy}" if by else ""
        problem = self.table.why(f"use #{self.fields[field]} {function} at #{self.target}{psy}")
        return None if problem is None else problem.message

    def damage(self) -> int:
        return self.table.die(self.target, "structure")


# --- the model --------------------------------------------------------------------------------


def test_field_function_a_psy_of_the_printed_strength_switches_it_on_once_a_turn() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
    assert scene.table.card(scene.fields[0]).engaged
    assert scene.table.legal(f"use #{scene.fields[0]} 1 at #{scene.target} by #{scene.psy}")
    problem = scene.why(2)  # the 3 before function 2: the strength-2 apprentice is too weak
    assert problem is not None and "needs a psy of strength 3 or more" in problem
    problem = scene.why(1, by=False)
    assert problem is not None and "a psy switches on" in problem
    scene.use(1)
    assert scene.damage() == 1
    problem = scene.why(1)
    assert problem is not None and "once per complete turn" in problem


def test_field_function_switches_off_at_the_activating_players_next_record_keeping() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
    scene.use(1)
    scene.fund()  # his next turn: Record Keeping, then the points again
    assert scene.why(1) is None
    scene.use(1)
    assert scene.damage() == 2


def test_psy_functions_cost_the_discipline_lines_point_allocated_to_the_psy() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti", points={})
    problem = scene.why(1)
    assert problem is not None and "1 energy each" in problem
    assert scene.damage() == 0


def test_psy_functions_the_line_takes_as_many_points_as_functions_and_no_more() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti", points={})
    table = scene.table
    table.fresh_turn(0)
    for point, need in table.card(scene.fields[0]).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{scene.fields[0]}")
    table.act(f"allocate supply #{scene.psy}")
    assert table.legal(f"allocate energy #{scene.psy}")
    table.act(f"allocate energy #{scene.psy}")
    problem = table.why(f"allocate energy #{scene.psy}")  # a line of one function takes one energy
    assert problem is not None and "no use for more energy" in problem.message


def test_field_function_needs_the_field_engaged() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
    table = scene.table
    table.fresh_turn(0)  # the field's 3 ammunition not allocated: it is disengaged
    table.act(f"allocate supply #{scene.psy}")
    table.act(f"allocate energy #{scene.psy}")
    table.to_phase(Phase.PLAY_A)
    assert not table.card(scene.fields[0]).engaged
    problem = scene.why(1)
    assert problem is not None and "disengaged" in problem


def test_disciplines_a_psy_uses_only_fields_of_the_disciplines_its_line_names() -> None:
    practitioner = printed(VISONIC_PRACTITIONER)  # Visonic Discipline
    scene = Scene(practitioner, [PSYCANTI_ONLY_FIELD, printed(MINOR_TERRAIN_FIELD)], "Visonic", points={"research": 1})
    problem = scene.why(1, field=0)
    assert problem is not None and "discipline line does not allow it" in problem
    scene.use(2, field=1)  # Minor Terrain Field is of the Visonic discipline too: 3 card damage
    assert scene.damage() == 3


def test_disciplines_fleet_discipline_uses_any_field_of_the_fleet() -> None:
    scene = Scene(printed(VISONIC_APPRENTICE), [PSYCANTI_ONLY_FIELD], "Visonic", points={"research": 1})
    scene.use(1)
    assert scene.damage() == 2


def test_disciplines_a_line_of_one_function_switches_on_one_a_turn() -> None:
    scene = Scene(printed(VISONIC_APPRENTICE), [PSYCANTI_ONLY_FIELD, printed(MINOR_TERRAIN_FIELD)], "Visonic", points={"research": 1})
    scene.use(1, field=0)
    problem = scene.why(1, field=1)
    assert problem is not None and "1 switched on this turn" in problem


def test_kineticists_two_kinetic_functions_or_one_of_any_discipline() -> None:
    for image, point in ((PSYCANTI_KINETICIST, "energy"), (VISONIC_KINETICIST, "research")):
        kineticist = printed(image)
        scene = Scene(kineticist, [printed(MINOR_TERRAIN_FIELD), PSYCANTI_ONLY_FIELD], kineticist.empire or "", points={point: 2})
        scene.use(1, field=0)
        scene.use(2, field=0)  # two functions of the Kinetic field
        assert scene.damage() == 4
        assert scene.why(1, field=1) is not None  # a third: no
        scene.fund()
        scene.use(1, field=1)  # one function of a field of another discipline (Any Discipline)
        problem = scene.why(1, field=0)  # then no second one, even of the Kinetic field
        assert problem is not None and "discipline line does not allow it" in problem


# --- the cards ---------------------------------------------------------------------------------


STRONG_PSY = card(
    "P",
    7,
    name="Test Strong Psy",
    effects=[{"kind": "psy_disciplines", "trigger": "continuous", "target": "self", "amount": 1, "point": "energy", "params": {"disciplines": "Kinetic"}}],
)


def test_minor_terrain_field_each_function_does_its_card_damage_to_a_terrain() -> None:
    for function, amount in ((1, 1), (2, 3), (3, 5), (4, 7)):
        scene = Scene(STRONG_PSY, [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
        scene.use(function)
        assert scene.damage() == amount
        assert scene.table.card(scene.target).card_damage == amount  # card damage: repair points cannot fix it


def test_minor_terrain_field_damages_no_card_but_a_terrain() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
    problem = scene.table.why(f"use #{scene.fields[0]} 1 at #{scene.psy} by #{scene.psy}")
    assert problem is not None and "acts on a chosen card" in problem.message


def test_minor_terrain_field_a_psy_of_strength_six_cannot_use_the_seven_function() -> None:
    six = card(
        "P",
        6,
        name="Test Psy Six",
        effects=[
            {"kind": "psy_disciplines", "trigger": "continuous", "target": "self", "amount": 1, "point": "energy", "params": {"disciplines": "Fleet"}},
        ],
    )
    scene = Scene(six, [printed(MINOR_TERRAIN_FIELD)], "Psycanti")
    problem = scene.why(4)
    assert problem is not None and "strength 7 or more" in problem
    scene.use(3)
    assert scene.damage() == 5


def _fired_at(psy_image: str | None, phasers: int = 3) -> int:
    """Structure damage a psy (``psy_image``, else a plain strength-6 psy) on a shieldless terrain takes from ``phasers`` Phasers."""
    target_psy = printed(psy_image) if psy_image else card("P", 6, name="Test Plain Psy")
    gunner = ship(4, shields=0, weapons=guns(phasers=phasers))
    table = Table([gunner], [TARGET, target_psy], empires=[None, "Visonic"])
    table.put(gunner, 0)
    psy = table.put(target_psy, 1, on=table.put(TARGET, 1))
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{psy}", f"#{table.find(gunner, 0, (Zone.PLAY,)).id} phaser {phasers}")
    settle(table)
    return table.die(psy, "structure")


def test_psy_paladins_sustain_one_point_of_each_two_of_damage() -> None:
    assert _fired_at(None) == 3
    assert _fired_at(VISONIC_PALADIN) == 1  # 3 damage: 1 sustained (fractions dropped)
    assert _fired_at(PSYCANTI_PALADIN, phasers=4) == 2


def _duel_scene(duelist_image: str) -> tuple[Table, int, int, int, int]:
    """Seat 0: a Psycanti apprentice psy (1 psy damage) and a ship; seat 1: a duelist and a ship. Seat 0 is in its Weapons Fire Phase."""
    attacker_psy, gunner, duelist, victim = (
        printed(PSYCANTI_APPRENTICE),
        ship(4, shields=0, weapons=guns(phasers=1)),
        printed(duelist_image),
        ship(3, shields=0),
    )
    table = Table([RICH, attacker_psy, gunner], [TARGET, duelist, victim], empires=["Psycanti", duelist.empire])
    rock = table.put(RICH, 0)
    psy, gun = table.put(attacker_psy, 0, on=rock), table.put(gunner, 0)
    there = table.put(TARGET, 1)
    duel, ship_there = table.put(duelist, 1, on=there), table.put(victim, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.act(f"allocate supply #{psy}")
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, psy, gun, duel, ship_there


def test_psy_duelists_opponents_psys_must_destroy_the_duelist_before_attacking_other_cards() -> None:
    for image in (PSYCANTI_DUELIST, VISONIC_DUELIST):
        table, psy, gun, duel, victim = _duel_scene(image)
        table.act(f"aim #{victim}")
        problem = table.why(f"fire #{psy} damage 1")
        assert problem is not None and "must be destroyed before your psys attack" in problem.message
        assert table.why(f"fire #{gun} phaser 1") is None  # a ship is no psy: it fires where it likes
        table.act(f"fire #{gun} phaser 1")
        table.act("done")
        settle(table)
        assert table.die(victim, "structure") == 1
        table.act(f"aim #{duel}")
        assert table.why(f"fire #{psy} damage 1") is None  # the duelist itself: yes


def test_psy_duelists_opponents_psys_use_no_field_function_on_other_cards_of_its_fleet() -> None:
    scene = Scene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti", theirs=printed(VISONIC_DUELIST))
    problem = scene.why(1)
    assert problem is not None and "must be destroyed before your psys attack" in problem
    assert scene.damage() == 0


def test_occultists_are_played_only_to_the_same_place_as_a_field() -> None:
    for image in (PSYCANTI_OCCULTIST, VISONIC_OCCULTIST):
        occultist = printed(image)
        table = Table([RICH, TARGET, printed(MINOR_TERRAIN_FIELD), occultist], empires=[occultist.empire])
        bare, with_field = table.put(TARGET, 0), table.put(RICH, 0)
        table.put(printed(MINOR_TERRAIN_FIELD), 0, on=with_field)
        for _ in range(2):
            table.fresh_turn(0)
        table.to_phase(Phase.PLAY_A)
        held = table.hand(occultist, 0)
        problem = table.why(f"play #{held} on #{bare}")
        assert problem is not None and "same place as a field card" in problem.message
        table.act(f"play #{held} on #{with_field}")
        settle(table)
        assert table.card(held).parent == with_field


def test_occultists_need_three_less_strength_for_the_functions_of_their_field() -> None:
    scene = Scene(printed(PSYCANTI_OCCULTIST), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")  # strength 3
    problem = scene.why(4)  # the 7 function: 4 for it, still too strong
    assert problem is not None and "strength 7 or more" in problem
    scene.use(3)  # the 5 function: 2 for it
    assert scene.damage() == 5


class TwoTerrainScene(Scene):
    extra = (terrain(4, supply=1),)


def test_occultists_find_no_other_field_easier() -> None:
    scene = TwoTerrainScene(printed(VISONIC_OCCULTIST), [printed(MINOR_TERRAIN_FIELD)], "Visonic", points={"research": 1})  # strength 4
    assert scene.why(3) is None  # the 5 function of its own field: 2 for it
    scene.table.game.apply(MoveCard(scene.fields[0], Zone.PLAY, parent=scene.extra_ids[0]))  # the field on another terrain
    scene.fund()
    problem = scene.why(3)
    assert problem is not None and "strength 5 or more (P4 Visonic Occultist counts 4)" in problem


class PlanetesimalScene(Scene):
    extra = (printed("T5_-_Planet_-_Psycanti_Planetesimal_PoM"),)


def test_psycanti_planetesimal_its_fleets_psycanti_psys_count_two_more_for_functions_only() -> None:
    scene = PlanetesimalScene(printed(PSYCANTI_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Psycanti")  # strength 2: 4 for functions
    problem = scene.why(3)
    assert problem is not None and "strength 5 or more" in problem
    scene.use(2)  # the 3 function
    assert scene.damage() == 3
    from ge_desktop.rulesets.galactic_empires.stats import strength

    assert strength(scene.table.state, scene.table.card(scene.psy)) == 2  # its strength itself is unchanged


def test_psycanti_planetesimal_makes_no_visonic_psy_stronger() -> None:
    scene = PlanetesimalScene(printed(VISONIC_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Visonic", points={"research": 1})
    problem = scene.why(2)
    assert problem is not None and "strength 3 or more" in problem


RECRUIT = card("C", 2, name="Test Recruit")


class ApostleScene(Scene):
    aboard = (RECRUIT,)

    def by_recruit(self, function: int, field: int = 0) -> str | None:
        text = f"use #{self.fields[field]} {function} at #{self.target} by #{self.aboard_ids[0]}"
        problem = self.table.why(text)
        if problem is None:
            self.table.act(text)
            settle(self.table)
        return None if problem is None else problem.message


def test_apostles_let_one_crew_on_their_card_use_a_low_function_free_once_a_turn() -> None:
    for image, point in ((PSYCANTI_APOSTLE, "energy"), (VISONIC_APOSTLE, "research")):
        apostle = printed(image)
        scene = ApostleScene(apostle, [printed(MINOR_TERRAIN_FIELD)], apostle.empire or "", points={})  # no function points at all
        problem = scene.by_recruit(3)  # the 5 function: above the apostle's 3
        assert problem is not None and "level 3 or lower" in problem
        assert scene.table.legal(f"use #{scene.fields[0]} 2 at #{scene.target} by #{scene.aboard_ids[0]}")  # offered to the bots and the table
        assert scene.by_recruit(2) is None  # the 3 function, free
        assert scene.damage() == 3
        problem = scene.by_recruit(1)
        assert problem is not None and "one function a turn" in problem
        assert scene.table.card(scene.psy).received.get(PointType(point), 0) == 0  # the apostle paid nothing either


def test_apostles_only_fields_of_their_discipline_and_no_crew_without_an_apostle() -> None:
    scene = ApostleScene(printed(VISONIC_APOSTLE), [PSYCANTI_ONLY_FIELD], "Visonic", points={})
    problem = scene.by_recruit(1)
    assert problem is not None and "with an apostle of that field's discipline" in problem
    plain = ApostleScene(printed(VISONIC_APPRENTICE), [printed(MINOR_TERRAIN_FIELD)], "Visonic", points={})
    problem = plain.by_recruit(1)
    assert problem is not None and "no psy" in problem
    assert plain.damage() == 0


def _defender_hit(phasers: int) -> Zone:
    """Where a Psycanti Defender (strength 4) ends after one volley of ``phasers`` Phasers."""
    defender = printed("P4_-_Psycanti_Defender_PoM")
    gunner = ship(4, shields=0, weapons=guns(phasers=phasers))
    table = Table([gunner], [TARGET, defender], empires=[None, "Psycanti"])
    table.put(gunner, 0)
    psy = table.put(defender, 1, on=table.put(TARGET, 1))
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{psy}", f"#{table.find(gunner, 0, (Zone.PLAY,)).id} phaser {phasers}")
    settle(table)
    assert table.card(psy).zone is not Zone.PLAY or table.die(psy, "structure") == phasers
    return table.card(psy).zone


def test_psycanti_defender_goes_back_to_the_hand_at_its_strength_and_is_discarded_at_twice_it() -> None:
    assert _defender_hit(3) is Zone.PLAY
    assert _defender_hit(4) is Zone.HAND
    assert _defender_hit(7) is Zone.HAND
    assert _defender_hit(8) is Zone.DISCARD


def _commandant_scene(base_strength: int, on_base: bool = True) -> tuple[Table, int, int, int]:
    """Seat 1 (Psycanti) has a Psycanti Commandant on a base of ``base_strength``; seat 0 a gunner, in its Weapons Fire Phase."""
    commandant, base, gunner = (
        printed("P6_-_Psycanti_Commandant_PoM"),
        card("B", base_strength, name=f"Test Base {base_strength}"),
        ship(4, weapons=guns(phasers=2)),
    )
    table = Table([gunner], [TARGET, base, commandant], empires=[None, "Psycanti"])
    gun = table.put(gunner, 0)
    rock = table.put(TARGET, 1)
    held = table.put(base, 1, on=rock)
    psy = table.put(commandant, 1, on=held if on_base else rock)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, gun, held, psy


def test_psycanti_commandant_its_base_guards_the_psy_network_if_no_stronger() -> None:
    from ge_desktop.engine.terms import Seat
    from ge_desktop.rulesets.galactic_empires.rules.variations import guards_own_hq

    table, _, base, _ = _commandant_scene(6)
    assert guards_own_hq(table.state, table.card(base))
    table, _, base, _ = _commandant_scene(7)
    assert not guards_own_hq(table.state, table.card(base))  # a base stronger than the commandant
    assert table.card(base).controller == Seat(1)


def test_psycanti_commandant_cannot_be_fired_at_until_its_base_is_destroyed() -> None:
    table, gun, base, psy = _commandant_scene(2)
    problem = table.why(f"aim #{psy}")
    assert problem is not None and "the base must be destroyed first" in problem.message
    table.volley(f"#{base}", f"#{gun} phaser 2")
    settle(table)
    assert table.card(base).zone is Zone.DISCARD
    assert table.card(psy).zone is Zone.DISCARD  # the cards on a destroyed base go with it
    table, _, _, psy = _commandant_scene(2, on_base=False)
    assert table.why(f"aim #{psy}") is None  # on a terrain: a target like any psy
