"""Galactic Supremacy's entry in the games registry (``ge_desktop.games``): what the game is and
where its parts are. Read by ``load_games()``; the parts are imported only when asked for,
so this module imports nothing of the game.
"""

from __future__ import annotations

from ge_desktop.games import GameType

GAME = GameType(
    name="galactic-supremacy",
    title="Galactic Supremacy",
    package="ge_desktop.rulesets.galactic_supremacy",
    aliases=("gs",),
    min_players=2,
    max_players=6,
    hidden_information=True,  # hands and the deck
    chance=True,  # the shuffle and the technology rolls
    parts={
        "ruleset": "ge_desktop.rulesets.galactic_supremacy.ruleset:GALACTIC_SUPREMACY",
        "simulate": "ge_desktop.rulesets.galactic_supremacy.simulate:run_command",
        "simulate_arguments": "ge_desktop.rulesets.galactic_supremacy.simulate:add_arguments",
        "bots": "ge_desktop.rulesets.galactic_supremacy.simulate:BOTS",
        "table_page": "ge_desktop.ui.gs.table_widget:GsTableWidget",
        "online_page": "ge_desktop.ui.gs.online_page:OnlineGsPage",
        "log_words": "ge_desktop.ui.gs.words:log_line",
        "rules_help": "ge_desktop.ui.rules_help:GS_HELP",
        "record_format": "ge_desktop.rulesets.galactic_supremacy.ruleset:GALACTIC_SUPREMACY.config_data",
    },
    owns=("ge_desktop.ui.gs",),
    blurb="50-card deck built in",
)
