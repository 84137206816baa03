"""Game > Open of a hostile record shows one message naming the file and keeps the game.

Issue 13, Why item 1: a record of ``[`` x 1000 or with a 4,301-digit number raised out of
the loader, and Game > Open showed no message at all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.mark.parametrize(
    "text",
    ["[" * 1000 + "\n", '{"format_version": ' + "1" * 4301 + "}\n", "\ufeff\u2028\n", ""],
    ids=["deep", "huge number", "line separator", "empty"],
)
def test_opening_a_hostile_record_names_the_file_and_keeps_the_game(window, tmp_path: Path, monkeypatch, text: str) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, message, *a: shown.append(message))
    path = tmp_path / "hostile.gerec"
    path.write_text(text, encoding="utf-8")
    before = window.session
    assert window.open_path(path) is False
    assert window.session is before
    assert len(shown) == 1 and path.name in shown[0]


def test_opening_a_game_of_more_players_than_the_table_seats_says_so_and_keeps_the_game(window, tmp_path: Path, monkeypatch) -> None:
    """Issue 43: the rules allow 12 players, the table seats 6; the record is refused from its header."""
    import json

    from ge_desktop.cards.decks import load_deck, starter_deck_paths
    from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
    from ge_desktop.rulesets.galactic_empires.records import header_for

    decks = tuple(PlayerDeck.from_deck(load_deck(p, window.catalog)) for p in starter_deck_paths())
    header = header_for(GameConfig(decks=decks, seed=1)).model_dump(mode="json")
    header.update(players=8, decks=[header["decks"][0]] * 8)
    path = tmp_path / "eight.gerec"
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, message, *a: shown.append(message))
    before = window.session
    assert window.open_path(path) is False
    assert window.session is before
    assert shown == [f"{path}: this game cannot be opened: it is a game of 8 players, more than the table seats (2 to 6); "
                     "ge-desktop replay plays it. The game on the table is unchanged. (Details are in the app's log file.)"]
