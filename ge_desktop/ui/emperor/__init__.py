"""Galactic Emperor's table page: the hex board (``board_scene``), its items, the side panel,
the session that is the page's only caller of the engine, and the New Game form. Owned by the
game's registry entry (``rulesets/galactic_emperor/entry.py``)."""
