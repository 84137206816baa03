"""Galactic Emperor's entry in the games registry (``ge_desktop.games``): what the game is and
where its parts are. Read by ``load_games()``; the parts are imported only when asked for,
so this module imports nothing of the game. Its table page and New Game form live in
``ge_desktop.ui.emperor``, which it owns.
"""

from __future__ import annotations

from ge_desktop.games import GameType

GAME = GameType(
    name="galactic-emperor",
    title="Galactic Emperor",
    package="ge_desktop.rulesets.galactic_emperor",
    aliases=("gem",),
    min_players=3,
    max_players=6,
    hidden_information=True,
    chance=True,
    parts={
        "ruleset": "ge_desktop.rulesets.galactic_emperor.ruleset:GALACTIC_EMPEROR",
        "simulate": "ge_desktop.rulesets.galactic_emperor.simulate:run_command",
        "bots": "ge_desktop.rulesets.galactic_emperor.simulate:BOTS",
        "table_page": "ge_desktop.ui.emperor.page:EmperorTablePage",
        "new_game_form": "ge_desktop.ui.emperor.new_game_form:EmperorNewGameForm",
        "rules_help": "ge_desktop.ui.emperor.page:RULES_HELP",
    },
    owns=("ge_desktop.ui.emperor",),
    blurb="hex board, 3-6 players",
    private_words="Victory Points and scanned tiles",
    card_game=False,  # sector tiles, ships and tokens: no card of the catalog
)
