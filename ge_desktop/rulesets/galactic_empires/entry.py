"""Galactic Empires' entry in the games registry (``ge_desktop.games``): what the game is and
where its parts are. Read by ``load_games()``; the parts are imported only when asked for.

Besides this package, Galactic Empires owns (``owns``) the card catalog and decks
(``ge_desktop.cards``), the LackeyCCG import (``ge_desktop.lackey``), the card faces
(``ge_desktop.render``), the bots (``ge_desktop.bots``) and its table page in ``ge_desktop.ui``
(the table, the card browser and the modules listed): they serve this game alone
(docs/engine.md says which move under this package later).
"""

from __future__ import annotations

from ge_desktop.games import GameType

ABOUT = (
    "the trading card game of 1994-97. Rules: the Universe Edition rulebook v2.1. Card faces are drawn by the app;"
    " put your own scans in the card images folder to see them instead."
)

GAME = GameType(
    name="galactic-empires-2.1",
    title="Galactic Empires",
    package="ge_desktop.rulesets.galactic_empires",
    aliases=("galactic-empires", "ge"),
    min_players=2,
    max_players=12,  # v2.1 intro: "designed for 2 to 12 players" (the table seats 6)
    hidden_information=True,  # hands and deck order
    chance=True,  # shuffles, cuts and dice
    version="2.1",  # the v2.1 rules
    parts={
        "ruleset": "ge_desktop.rulesets.galactic_empires.rules.ruleset:GALACTIC_EMPIRES",
        "online": "ge_desktop.rulesets.galactic_empires.online:ONLINE",
        "effect_kinds": "ge_desktop.rulesets.galactic_empires.resolvers:KIND_MODULES",
        "simulate": "ge_desktop.rulesets.galactic_empires.simulate:run_command",
        "simulate_arguments": "ge_desktop.rulesets.galactic_empires.simulate:add_arguments",
        "bots": "ge_desktop.bots.base:BotKind",
        "table_page": "ge_desktop.ui.table.page:CardTablePage",
        "new_game_form": "ge_desktop.ui.table.new_game_form:CardGameForm",
        "online_page": "ge_desktop.ui.table.online_page:OnlineGePage",
        "log_words": "ge_desktop.ui.log_text:describe_all",
        "rules_help": "ge_desktop.ui.table.page:RULES_HELP",
        "about": "ge_desktop.rulesets.galactic_empires.entry:ABOUT",
        "tutorial": "ge_desktop.ui.tutorial:learn_to_play",
        "record_format": "ge_desktop.rulesets.galactic_empires.records:CARD_RECORDS",
        "record_converter": "ge_desktop.rulesets.galactic_empires.format2:FORMAT2",
        "face_sources": "ge_desktop.lackey.collection:face_sources",
        "self_test": "ge_desktop.selftest.card_game_steps:STEPS",
    },
    owns=(
        "ge_desktop.cards",
        "ge_desktop.lackey",
        "ge_desktop.commands.lackey",  # its command line: cards import-lackey, deck convert
        "ge_desktop.render",
        "ge_desktop.bots",
        "ge_desktop.selftest.card_game_steps",  # its self-test steps and the scripted game they play
        "ge_desktop.selftest.ui_game",
        # The table page and its helpers (to move into a package of this game's: docs/engine.md).
        "ge_desktop.ui.table",
        "ge_desktop.ui.browser",
        "ge_desktop.ui.tutorial",  # the guided first game (Help > Learn to Play)
        *(
            f"ge_desktop.ui.{name}"
            for name in (
                "allocation_assist", "arrangement", "assist", "board", "bot_runner", "colors", "courtesy", "fire_assist", "game_setup",
                "game_story", "inspector_widget", "intents", "lackey_import_dialog", "log_text", "manual_assist",
                "manual_panel", "observed", "phase_bar_widget",
                "reaction_prompt", "reserve_dialog", "sample_games", "seats", "session", "session_assist", "snapshot", "volley_dialog", "window_prompts",
            )
        ),  # fmt: skip
    ),
)
