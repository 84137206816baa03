"""The psy rules of v2.1 (PSY EMPIRES, PSY NETWORK) and the community's psy cards (issue 38).

A player whose deck plays a psy empire (Visonic or Psycanti) defends a Psy Network instead of a
Sector HQ: only psy cards guard it (ships and dragons do not), and a Visonic or Psycanti psy
guards only its own empire's Psy Network (v2.1 PSY NETWORK L1788-1797).
"""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.rules.weapons import hq_problem, hq_protected
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.lackey_data import LackeyData

ROCK = terrain(3, supply=2)
VISONIC_PSY = card("P", 4, empire="Visonic")
PSYCANTI_PSY = card("P", 4, empire="Psycanti")
PLAIN_PSY = card("P", 3)
GUARD = ship(5)


def _psy_table(empire: str | None, cards: list) -> Table:
    """Seat 0 plays ``empire`` with a terrain and ``cards`` in its deck; seat 1 is a plain deck."""
    table = Table([ROCK, *cards], [ROCK], empires=[empire, None])
    table.fresh_turn(0)
    return table


def test_psy_network_ships_do_not_guard_it() -> None:
    table = _psy_table("Visonic", [GUARD])
    table.put(GUARD, 0)
    assert not hq_protected(table.state, Seat(0))
    problem = hq_problem(table.state, Seat(1), 0)
    assert problem is None


def test_psy_network_is_guarded_by_its_own_empires_psy_only() -> None:
    table = _psy_table("Visonic", [PSYCANTI_PSY, VISONIC_PSY])
    rock = table.put(ROCK, 0)
    table.put(PSYCANTI_PSY, 0, on=rock)
    assert not hq_protected(table.state, Seat(0))  # a Psycanti psy guards only a Psycanti network
    table.put(VISONIC_PSY, 0, on=rock)
    assert hq_protected(table.state, Seat(0))
    problem = hq_problem(table.state, Seat(1), 0)
    assert problem is not None and "Psy Network is protected by his psys" in problem.message


def test_psy_network_a_psy_of_no_psy_empire_guards_any_psy_network() -> None:
    table = _psy_table("Psycanti", [PLAIN_PSY])
    table.put(PLAIN_PSY, 0, on=table.put(ROCK, 0))
    assert hq_protected(table.state, Seat(0))


def test_sector_hq_psys_do_not_guard_it_ships_do() -> None:
    table = _psy_table(None, [PLAIN_PSY, GUARD])
    table.put(PLAIN_PSY, 0, on=table.put(ROCK, 0))
    assert not hq_protected(table.state, Seat(0))  # v2.1: cards guarding a Psy Network do not guard a Sector HQ
    table.put(GUARD, 0)
    assert hq_protected(table.state, Seat(0))
    problem = hq_problem(table.state, Seat(1), 0)
    assert problem is not None and "Sector HQ is protected by his ships or dragons" in problem.message


def test_psy_network_the_community_psy_decks_defend_one(lackey_data: LackeyData, tmp_path: Path) -> None:
    """The community's Visonic and Psycanti decks, imported as a player has them, announce a psy
    empire, so their player defends a Psy Network (the rule above reads the deck's empire)."""
    report = import_plugin(lackey_data.installed_plugin(tmp_path / "GalacticEmpires"))
    catalog = load_full_catalog().catalog
    empires = {Path(d.path).stem: load_deck(Path(d.path), catalog).empire for d in report.decks}
    assert empires["Visonic"] == "Visonic" and empires["Psycanti"] == "Psycanti"


def test_psy_network_a_psy_under_divergence_of_psy_does_not_guard_it_for_one_turn() -> None:
    divergence = default_catalog().printing("H1_-_Divergence_of_Psy_UE")
    assert divergence is not None and not divergence.manual
    gunner = ship(4, shields=0, weapons=guns(phasers=2))
    table = Table([divergence, gunner], [ROCK, VISONIC_PSY], empires=[None, "Visonic"])
    table.put(gunner, 0)
    psy = table.put(VISONIC_PSY, 1, on=table.put(ROCK, 1))
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert hq_protected(table.state, Seat(1))  # by its Visonic psy
    played = table.hand(divergence, 0)
    table.act(f"play #{played} against #{psy}")
    while table.state.window is not None or table.state.choice is not None:
        table.step()
    assert not hq_protected(table.state, Seat(1))
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is None
    table.fresh_turn(0)  # one complete turn later it is gone
    assert table.card(played).zone is Zone.DISCARD
    assert hq_protected(table.state, Seat(1))
