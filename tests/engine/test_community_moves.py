"""Community cards (issue 38) of h-moves's set: units that go to, or are held at, another
player's cards. Each test plays the printing the decks hold in a real game and checks the change
its text causes, with the case its text refuses (``resources/cards/community-moves.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.raids import stolen
from ge_desktop.rulesets.galactic_empires.stats import requirements_met
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

SURFACE = "D8_-_Surface_Dragoness_PE"  # supply 2, energy 1; plays as its Pirates reprint (the most recent printing)
SURFACE_PIR = "D8_-_Surface_Dragoness_Pir"
RICH = terrain(6, supply=2, energy=1)
POOR = terrain(4, supply=1)
HOME = terrain(3, supply=3, energy=3, ammunition=3)
GUARD = ship(3, shields=0, weapons=guns(phasers=1))
WARDEN = ship(2, shields=0, weapons=guns(phasers=1))


# --- D8 Surface Dragoness: a dragon living off an opponent's terrain ---------------------------


def _dragon_in_hand(image: str, *p1_cards: Card, on_first: Card | None = None) -> tuple[Table, int, list[int]]:
    """p0's Play Cards Phase with the dragon in hand; p1's ``p1_cards`` in play (as roots, and
    ``on_first`` on the first). Returns (table, dragon, p1's card ids, ``on_first``'s last of them)."""
    dragon_card = printed(image)
    table = Table([dragon_card, HOME], [*p1_cards, *([on_first] if on_first else [])])
    table.put(HOME, 0)
    placed = [table.put(c, 1) for c in p1_cards]
    if on_first is not None:
        placed.append(table.put(on_first, 1, on=placed[0]))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(dragon_card, 0), placed


def _against(image: str, *p1_cards: Card, on_first: Card | None = None) -> tuple[Table, int, list[int]]:
    """The dragon played by p0 against p1's first card (a terrain); the turn passes round to
    p0's next Allocation Phase. Returns (table, dragon, p1's card ids)."""
    table, dragon, placed = _dragon_in_hand(image, *p1_cards, on_first=on_first)
    table.act(f"play #{dragon} against #{placed[0]}")
    settle(table)
    table.fresh_turn(0)
    return table, dragon, placed


def test_both_printings_of_surface_dragoness_play_as_the_most_recent_one() -> None:
    assert printed(SURFACE) is printed(SURFACE_PIR)  # v2.1 CARDS HAVE RULES: all versions play as the latest printing


def test_surface_dragoness_may_be_played_against_an_opponent_terrain_or_as_any_dragon() -> None:
    table, dragon, (poor,) = _dragon_in_hand(SURFACE, POOR)
    assert table.why(f"play #{dragon}") is None  # "may be played against terrain": also independently
    table.act(f"play #{dragon} against #{poor}")
    settle(table)
    card = table.card(dragon)
    assert card.in_play and card.parent == poor and card.controller == 0


def test_surface_dragoness_steals_its_engagement_cost_from_its_terrain_and_its_owner_loses_it() -> None:
    table, dragon, (rich,) = _against(SURFACE, RICH)
    assert stolen(table.state, table.card(dragon)) == {PointType.SUPPLY: 2, PointType.ENERGY: 1}
    assert requirements_met(table.card(dragon), table.state)  # nothing allocated by p0
    table.fresh_turn(1)
    pool = table.player(1).pool
    assert pool.get(PointType.SUPPLY, 0) == 0 and pool.get(PointType.ENERGY, 0) == 0  # the terrain's whole output went to the dragon


def test_surface_dragoness_steals_only_what_its_terrain_generates() -> None:
    table, dragon, (poor,) = _against(SURFACE, POOR)
    card = table.card(dragon)
    assert stolen(table.state, card) == {PointType.SUPPLY: 1}  # the rest is its owner's to allocate
    assert not requirements_met(card, table.state)
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate energy #{dragon}")
    assert requirements_met(card, table.state)


def test_surface_dragoness_fires_only_at_its_location_stack() -> None:
    table, dragon, (rich, guard_away, guard_there) = _against(SURFACE, RICH, GUARD, on_first=WARDEN)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "only at its own location stack" in str(table.why(f"aim #{guard_away}"))  # a ship in space: not at the dragon's location
    assert table.why(f"aim #{rich}") is not None  # the ship on the terrain protects it (v2.1), as for any attacker
    table.volley(f"#{guard_there}", f"#{dragon} damage 3")
    assert not table.card(guard_there).in_play  # 3 physical damage: the strength-2 ship on its terrain is destroyed
    table.fresh_turn(0)
    for _ in range(3):
        table.act(f"allocate ammunition #{dragon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{rich}", f"#{dragon} heavy 3")  # unprotected now: the terrain itself, by its breath weapons
    assert table.die(rich, "structure") == 3


def test_surface_dragoness_in_space_has_no_target_and_moves_against_a_terrain_in_allocation() -> None:
    table, dragon, (rich, guard) = _dragon_in_hand(SURFACE, RICH, GUARD)
    table.act(f"play #{dragon}")
    settle(table)
    table.fresh_turn(0)
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate energy #{dragon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "only at its own location stack" in str(table.why(f"aim #{guard}"))  # alone in space
    table.fresh_turn(0)
    table.act(f"move #{dragon} against #{rich}")
    assert table.card(dragon).parent == rich and requirements_met(table.card(dragon), table.state)
