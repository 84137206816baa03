"""Community cards of issue 38 scripted by h-plays (``resources/cards/community-plays.json``;
numbers pinned by ``tests/cards/data/community-printings.tsv``).

P1 Psycanti Muse (``remember_field_function``, ``rules/remembered_functions.py``): as it is
played its player picks one function of a Psycanti-discipline field in play in his fleet
(``choose N``, then the field if several have one); the muse uses that function free once a
turn, at any level, even after the field is destroyed.
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn
from ge_desktop.rulesets.galactic_empires.stats import weapon_count
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed, settle

PSYCANTI_MUSE = "P1_-_Psycanti_Muse_PoM"
PSYCANTI_FIELD = "F4_-_Psycanti_Field_PoM"  # functions at levels 1, 4, 6, 8; 3: Proton Activation, 4 damage
VISONIC_FIELD = "F4_-_Visonic_Field_PoM"
MINOR_TERRAIN_FIELD = "F1_-_Minor_Terrain_Field_PoM"  # Psycanti, Visonic and Kinetic; 1: 1 card damage to a terrain
FIELD_OF_POWER = "F3_-_Field_of_Power_PoM"  # Psycanti and Visonic; 4: Mind Assault, 4 more psy damage

RICH = terrain(6, supply=4, energy=4, ammunition=4, research=4)
TARGET = terrain(10)


class MuseScene:
    """Seat 0 (Psycanti) has a rich terrain with ``fields`` on it and the muse in hand; seat 1 a terrain."""

    def __init__(self, fields: list[str]) -> None:
        cards = [printed(f) for f in fields]
        self.muse_card = printed(PSYCANTI_MUSE)
        self.table = table = Table([RICH, *cards, self.muse_card], [TARGET], empires=["Psycanti", None])
        self.rock = table.put(RICH, 0)
        self.fields = [table.put(c, 0, on=self.rock) for c in cards]
        self.muse = table.hand(self.muse_card, 0)
        self.target = table.put(TARGET, 1)
        self.fund()

    def fund(self, muse: bool = False) -> None:
        """A fresh turn of seat 0 with the fields' (and the muse's) requirements allocated, no function points."""
        table = self.table
        table.fresh_turn(0)
        for instance in [*(f for f in self.fields if table.card(f).in_play), *([self.muse] if muse else [])]:
            for point, need in table.card(instance).info.requires.items():
                for _ in range(need):
                    table.act(f"allocate {point.value} #{instance}")
        table.to_phase(Phase.PLAY_A)

    def play(self, function: int) -> None:
        self.table.act(f"play #{self.muse} on #{self.rock} choose {function}")
        settle(self.table)

    def use(self, function: int, field: int = 0) -> str:
        return f"use #{self.fields[field]} {function} at #{self.target} by #{self.muse}"

    def damage(self) -> int:
        return self.table.die(self.target, "structure")


def test_psycanti_muse_takes_the_function_picked_as_it_is_played() -> None:
    scene = MuseScene([PSYCANTI_FIELD])
    table = scene.table
    assert all(table.legal(f"play #{scene.muse} on #{scene.rock} choose {n}") for n in (1, 2, 3, 4))
    scene.play(3)
    assert table.card(scene.muse).remembered == SwitchedOn(scene.fields[0], 3)


def test_psycanti_muse_uses_its_function_free_at_any_level_once_a_turn() -> None:
    scene = MuseScene([PSYCANTI_FIELD])
    table = scene.table
    scene.play(3)  # Proton Activation needs a psy of strength 6; the muse is 1
    problem = table.why(scene.use(3))
    assert problem is not None and "disengaged" in problem.message  # played this turn: engaged by its next allocation
    scene.fund(muse=True)
    assert set(table.card(scene.muse).received) == {PointType.SUPPLY}  # its requirement only: no energy or research for the function
    assert table.legal(scene.use(3))
    table.act(scene.use(3))
    settle(table)
    assert scene.damage() == 4
    problem = table.why(scene.use(3))
    assert problem is not None and "once a turn" in problem.message
    assert 3 not in table.card(scene.fields[0]).used_functions  # the field's own use is left to its psys
    scene.fund(muse=True)
    table.act(scene.use(3))
    settle(table)
    assert scene.damage() == 8


def test_psycanti_muse_uses_its_function_after_the_field_is_destroyed() -> None:
    scene = MuseScene([PSYCANTI_FIELD])
    table = scene.table
    scene.play(3)
    table.act(f"~move #{scene.fields[0]} discard p0 top")
    scene.fund(muse=True)
    assert table.legal(scene.use(3))
    table.act(scene.use(3))
    settle(table)
    assert scene.damage() == 4


def test_psycanti_muse_uses_only_the_function_it_took() -> None:
    scene = MuseScene([PSYCANTI_FIELD])
    table = scene.table
    scene.play(3)
    scene.fund(muse=True)
    problem = table.why(scene.use(1))  # a level-1 function it is strong enough for, but not the one it took
    assert problem is not None and "no discipline line" in problem.message
    uses = {a.notation() for a in table.game.legal_actions() if a.notation().startswith("use ")}
    assert uses and all(u.startswith(f"use #{scene.fields[0]} 3 ") and u.endswith(f"by #{scene.muse}") for u in uses)


def test_psycanti_muse_needs_a_psycanti_field_in_play_in_its_fleet() -> None:
    scene = MuseScene([VISONIC_FIELD])
    problem = scene.table.why(f"play #{scene.muse} on #{scene.rock} choose 1")
    assert problem is not None and "Psycanti discipline" in problem.message
    assert not any(a.notation().startswith(f"play #{scene.muse}") for a in scene.table.game.legal_actions())


def test_psycanti_muse_names_the_field_when_several_have_the_function() -> None:
    scene = MuseScene([PSYCANTI_FIELD, MINOR_TERRAIN_FIELD])
    table = scene.table
    scene.table.act(f"play #{scene.muse} on #{scene.rock} choose 1")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == set(scene.fields)
    table.act(f"choose #{scene.fields[1]}")
    settle(table)
    assert table.card(scene.muse).remembered == SwitchedOn(scene.fields[1], 1)
    scene.fund(muse=True)
    table.act(scene.use(1, field=1))
    settle(table)
    assert scene.damage() == 1


def test_psycanti_muse_keeps_a_switched_on_function_after_the_field_is_destroyed() -> None:
    scene = MuseScene([FIELD_OF_POWER])
    table = scene.table
    scene.play(4)  # Mind Assault: 4 more psy damage, for a psy of strength 4 (the muse is 1)
    scene.fund(muse=True)
    muse = table.card(scene.muse)
    assert weapon_count(table.state, muse, WeaponSymbol.DAMAGE) == 1  # its own printed Psy Damage
    table.act(f"use #{scene.fields[0]} 4 by #{scene.muse}")
    settle(table)
    assert weapon_count(table.state, muse, WeaponSymbol.DAMAGE) == 5
    table.game.apply(MoveCard(scene.fields[0], Zone.DISCARD, Seat(0)))  # the field is destroyed
    assert weapon_count(table.state, muse, WeaponSymbol.DAMAGE) == 5  # the muse's function does not cease with it
    scene.fund(muse=True)
    assert weapon_count(table.state, muse, WeaponSymbol.DAMAGE) == 1  # off at its player's next Record Keeping
