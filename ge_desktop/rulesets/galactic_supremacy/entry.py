"""Galactic Supremacy's entry in the games registry (``ge_desktop.games``): what the game is and
where its parts are. Read by ``load_games()``; the parts are imported only when asked for,
so this module imports nothing of the game.
"""

from __future__ import annotations

from ge_desktop.games import GameType

ABOUT = "a small space-empire card game of conquest, played with one 50-card deck built into the app."

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
        "online": "ge_desktop.rulesets.galactic_supremacy.online:ONLINE",
        "simulate": "ge_desktop.rulesets.galactic_supremacy.simulate:run_command",
        "simulate_arguments": "ge_desktop.rulesets.galactic_supremacy.simulate:add_arguments",
        "bots": "ge_desktop.rulesets.galactic_supremacy.simulate:BOTS",
        "table_page": "ge_desktop.ui.gs.page:GsTablePage",
        "new_game_form": "ge_desktop.ui.gs.new_game_form:GsNewGameForm",
        "online_page": "ge_desktop.ui.gs.online_page:OnlineGsPage",
        "log_words": "ge_desktop.ui.gs.words:log_line",
        "rules_help": "ge_desktop.ui.gs.page:RULES_HELP",
        "about": "ge_desktop.rulesets.galactic_supremacy.entry:ABOUT",
        "self_test": "ge_desktop.selftest.gs_steps:STEPS",
    },
    owns=("ge_desktop.ui.gs", "ge_desktop.selftest.gs_steps"),
    blurb="50-card deck built in",
)
