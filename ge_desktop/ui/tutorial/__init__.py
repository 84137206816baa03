"""Galactic Empires' guided first game (Help > Learn to Play, offered on the first launch):
a short rules-enforced game against a bot with fixed decks and a fixed deal, a panel beside
the table that says step by step what to do in the game's words, points at the card or
button meant, waits for the player's real move and says what it did. The steps are data
(``resources/tutorial/galactic-empires.json``, read by ``script.py``); the game and the step
reached are kept in the user's data folder (``progress.py``) so the player may leave and
resume; ``guide.py`` runs it, ``panel.py`` shows it.

This package is Galactic Empires' registry part ``tutorial`` (its ``entry.py``): the window
only asks the registry which games have one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ge_desktop.ui.tutorial import progress
from ge_desktop.ui.tutorial.guide import Guide
from ge_desktop.ui.tutorial.script import shipped_script

if TYPE_CHECKING:
    from ge_desktop.ui.main_window import MainWindow


def learn_to_play(window: MainWindow, restored: bool = False) -> Guide | None:
    """Help > Learn to Play: the guide on ``window``, resumed where the player left it (or
    begun); None if the player kept the game on the table instead. ``restored``: the launch
    put the last session's game back on the table; if it is the lesson's, the guide carries
    on with it (else None, nothing shown)."""
    if restored:
        return _carry_on_restored(window)
    guide = window.findChild(Guide)
    if guide is None:
        guide = Guide(window, shipped_script())
    elif guide.on_table:
        guide.panel.show()
        guide.follow.start()
        guide.after_change()
        return guide
    return guide if guide.begin() else None


def _carry_on_restored(window: MainWindow) -> Guide | None:
    script = shipped_script()
    saved = progress.load_progress(script, window.catalog)
    session = window.session
    if saved is None or session is None:
        return None
    kept, now = saved.game, session.game
    if now.config != kept.config or now.history[: len(kept.history)] != kept.history:
        return None  # another game on the table, or not the lesson where it was kept
    guide = window.findChild(Guide) or Guide(window, script)
    guide.carry_on(saved.step, len(kept.history))
    return guide
