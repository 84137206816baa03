"""The community's decks play whole games (the seeded sample of ``benchmarks/bench_community_decks.py``).

The 24 decks are imported as a player's installed plugin; every Limited Edition pairing of
different empires and every small deck against a Ltd deck plays seeded games by the
standard bot and by the simulator's weighted agent, with no exception, and every game's
record replays to its snapshot with each action legal.
"""

from __future__ import annotations

from pathlib import Path

from ge_desktop.bots.simulation import Entrant, SimulationSpec, run_games
from tests.lackey.community_games import check_records, deck_empires, import_community_decks, pairings
from tests.lackey_data import LackeyData


def test_ltd_pairings_are_eight_of_different_empires_and_every_small_deck_meets_a_ltd_deck(lackey_data: LackeyData, tmp_path: Path) -> None:
    decks = import_community_decks(tmp_path, lackey_data)
    empires = deck_empires(decks)
    limited = pairings(decks, empires, 8, small=False)
    assert len(limited) == 8 and all(empires[a] != empires[b] for a, b in limited)
    assert {deck for pair in limited for deck in pair} == {name for name in decks if name.startswith("Ltd_")}
    small = pairings(decks, empires, 0, small=True)
    assert {a for a, _ in small} == {"Beta_Starter", "Council_of_Six", "Filarian", "Nagiridni", "Psycanti", "Visonic"}


def test_every_pairing_plays_seeded_games_to_an_end_and_every_record_checks(lackey_data: LackeyData, tmp_path: Path) -> None:
    decks = import_community_decks(tmp_path, lackey_data)
    empires = deck_empires(decks)
    plan = pairings(decks, empires, 8, small=False) + pairings(decks, empires, 0, small=True)
    for k, (first, second) in enumerate(plan):
        for player in ("standard", "weighted"):
            records = tmp_path / "records" / f"{player}-{k}"
            records.mkdir(parents=True)
            spec = SimulationSpec(tuple(Entrant(str(decks[d]), player) for d in (first, second)), games=1, seed=100 + k, turn_cap=40, save_records=str(records))
            results = run_games(spec)
            assert [r["end"] for r in results if r["end"] in ("error", None)] == [], results
            assert all(r["winner"] is not None or r["end"] == "turn_cap" for r in results)
            assert len(list(records.glob("*.gerec"))) == 1
            assert check_records(records) == [], (first, second, player)
