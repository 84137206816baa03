"""``ge-desktop replay --check`` rejects illegal combat actions and names the rule broken
(v2.1 DAMAGING THE SECTOR HQ, PHASER, WEAPONS VOLLEY, [Reaction cards], AMMUNITION, 3 - PLAY
CARDS PHASE A), and replays the Narrative Example record to Bob's Sector HQ at 4."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.storage import load_record, record_of, write_record
from ge_desktop.storage.replay import replay
from tests.engine.builders import Table, catalog_card

GOLDEN = Path(__file__).parent / "golden" / "narrative-example.gerec"
# Records replay against the shipped catalog, so these tables use only its cards.
FLUX_SHIP = catalog_card("argonian-light-cruiser")  # printed S5 Whirlwind: 4 Phasers, 2 Energy Flux; needs 2 supply + 1 energy
TARGET = catalog_card("fleet-freighter")
ROCK = catalog_card("small-moon")
DEBRIS = catalog_card("space-debris")
EVASIVE = catalog_card("evasive-maneuvers")
AMMO_ROCK = catalog_card("gas-giant")  # 2 supply, 4 energy, 2 ammunition
CATALOG_ONLY = {"filler": catalog_card("ice-moonlet"), "ante": catalog_card("earthlike-planet")}


def _table(*decks) -> Table:
    return Table(*decks, **CATALOG_ONLY)


def _funded(table: Table, flux: int, ammunition: int = 0) -> None:
    """A fresh turn of p0: the cruiser gets its requirements (and ammunition), then Weapons Fire."""
    table.fresh_turn(0)
    for point, count in FLUX_SHIP.requirements.items():
        for _ in range(count):
            table.act(f"allocate {point.value} #{flux}")
    for _ in range(ammunition):
        table.act(f"allocate ammunition #{flux}")
    table.to_phase(Phase.WEAPONS_FIRE)


def _check(capsys, tmp_path: Path, table: Table, illegal: str) -> str:
    """Save the table's game as a record with one more (illegal) line; replay it with --check."""
    record = record_of(table.game, with_snapshot=False)
    record.actions.append(illegal)
    path = tmp_path / "game.gerec"
    path.write_text(write_record(record), encoding="utf-8")
    code = main(["replay", "--check", str(path)])
    out = capsys.readouterr().out
    assert code == 1
    last = out.strip().splitlines()[-1]
    assert last.startswith(f"line {len(record.actions) + 1}: rejected: {illegal}: ")
    return last


def _fire_table() -> tuple[Table, int, int, int]:
    table = _table([FLUX_SHIP, AMMO_ROCK], [TARGET, ROCK, DEBRIS])
    flux = table.put(FLUX_SHIP, 0)
    table.put(AMMO_ROCK, 0)
    target = table.put(TARGET, 1)
    rock = table.put(ROCK, 1)
    _funded(table, flux)
    return table, flux, target, rock


def test_replay_check_rejects_fire_at_a_protected_sector_hq(capsys, tmp_path: Path) -> None:
    table, _, _, _ = _fire_table()
    assert _check(capsys, tmp_path, table, "aim hq p1").endswith("(v2.1 DAMAGING THE SECTOR HQ)")


def test_replay_check_rejects_a_phaser_damaging_terrain_structure(capsys, tmp_path: Path) -> None:
    table = _table([FLUX_SHIP, AMMO_ROCK], [ROCK])
    flux = table.put(FLUX_SHIP, 0)
    table.put(AMMO_ROCK, 0)
    rock = table.put(ROCK, 1)
    _funded(table, flux, ammunition=1)
    table.act(f"aim #{rock}")
    assert "(v2.1 PHASER: non-heavy weapons cannot damage terrain structure)" in _check(capsys, tmp_path, table, f"fire #{flux} phaser")


def test_replay_check_rejects_a_second_volley_at_the_same_target(capsys, tmp_path: Path) -> None:
    table, flux, target, _ = _fire_table()
    table.volley(f"#{target}", f"#{flux} phaser")
    assert _check(capsys, tmp_path, table, f"aim #{target}").endswith("(v2.1 WEAPONS VOLLEY)")


def test_replay_check_rejects_reacting_with_a_card_that_is_not_an_r_card(capsys, tmp_path: Path) -> None:
    table = _table([FLUX_SHIP, AMMO_ROCK], [TARGET, EVASIVE, DEBRIS])
    flux, target = table.put(FLUX_SHIP, 0), table.put(TARGET, 1)
    table.put(AMMO_ROCK, 0)
    table.hand(EVASIVE, 1)
    debris = table.hand(DEBRIS, 1)
    _funded(table, flux)
    table.act(f"aim #{target}")
    table.act(f"fire #{flux} phaser 2")
    table.act("done")
    assert table.game.to_act == 1  # p1 is asked to react
    assert _check(capsys, tmp_path, table, f"play #{debris} against #{flux}").endswith("(v2.1 [Reaction cards])")


def test_replay_check_rejects_a_heavy_weapon_without_ammunition(capsys, tmp_path: Path) -> None:
    table, flux, target, _ = _fire_table()
    table.act(f"aim #{target}")
    assert _check(capsys, tmp_path, table, f"fire #{flux} heavy").endswith("(v2.1 AMMUNITION)")


def test_replay_check_rejects_a_fourth_card_play(capsys, tmp_path: Path) -> None:
    table = _table([ROCK, ROCK, ROCK, ROCK], [])
    table.to_phase(Phase.PLAY_A)
    for _ in range(3):
        table.act(f"play #{table.hand(ROCK, 0)}")
    fourth = table.hand(ROCK, 0)
    assert _check(capsys, tmp_path, table, f"play #{fourth}").endswith("(v2.1 3 - PLAY CARDS PHASE A: a maximum of 3 Card Plays)")


def test_narrative_example_record_replays_with_check_to_bobs_hq_at_4(capsys) -> None:
    code = main(["replay", "--check", str(GOLDEN)])
    out = capsys.readouterr().out
    assert code == 0 and "rejected" not in out
    assert "p1 Bob: HQ damage 4" in out
    state = replay(load_record(GOLDEN), default_catalog()).state
    bob_discard = [state.cards[i].info.card_id for i in state.players[1].discard]
    sue_discard = [state.cards[i].info.card_id for i in state.players[0].discard]
    assert "indirigan-frigate" in bob_discard and "space-dragon" in sue_discard
    assert all(state.cards[i].zone is Zone.DISCARD for i in state.players[1].discard)


@pytest.mark.parametrize("line", ["aim hq", "fire #1 laser", "choose", "use #1 1 at"])
def test_replay_check_malformed_combat_notation_is_one_clear_line(capsys, tmp_path: Path, line: str) -> None:
    table, _, _, _ = _fire_table()
    record = record_of(table.game, with_snapshot=False)
    text = write_record(record) + '{"action": "' + line + '"}\n'
    path = tmp_path / "bad.gerec"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", "--check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:{len(record.actions) + 2}: ") and len(err.strip().splitlines()) == 1
