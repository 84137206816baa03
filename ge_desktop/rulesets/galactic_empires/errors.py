"""Why an action is not legal: a ``Violation`` names the rulebook section that forbids it.

``Game.why_illegal(action)`` returns one (or None); ``Game.play(action)`` raises
``IllegalActionError`` carrying it, so a UI shows "Turn 1 restrictions (v2.1 TURN 1
RESTRICTIONS): only terrain may be played in your first turn".
"""

from __future__ import annotations

from ge_desktop.engine.errors import GameSetupError as GameSetupError
from ge_desktop.engine.errors import IllegalActionError as IllegalActionError
from ge_desktop.engine.errors import Violation as Violation  # the kernel's, re-exported

# Rule citations used across the engine: v2.1 section labels (and B94 for the Basic Game).
SEQUENCE = "v2.1 PLAYER TURN SEQUENCE"
NOT_YOUR_CARD = "v2.1 THE FLEET"
CARD_PLAY_LIMIT = "v2.1 3 - PLAY CARDS PHASE A: a maximum of 3 Card Plays"
TURN_1 = "v2.1 TURN 1 RESTRICTIONS"
TURN_2 = "v2.1 TURN 2 RESTRICTIONS"
COMMAND_LIMIT = "v2.1 [Command limit]"
RESERVE_CREATE = "v2.1 CREATING THE RESERVE FLEET"
RESERVE_RESTRICT = "v2.1 RESERVE FLEET RESTRICTIONS"
RESERVE_USE = "v2.1 USING THE RESERVE FLEET"
ALLOCATION = "v2.1 1 - POINT ALLOCATION PHASE: ALLOCATION"
ECONOMY = "v2.1 ECONOMY"
AMMUNITION = "v2.1 AMMUNITION"
REPAIR = "v2.1 REPAIR"
COMMAND_POINTS = "v2.1 COMMAND"
CARD_ACTIONS = "v2.1 LIMIT ON CARD ACTIONS"
DISENGAGED = "v2.1 [Disengaged cards]"
DISCARD_PHASE = "v2.1 6 - DISCARD CARDS PHASE"
DRAW_PHASE = "v2.1 7 - DRAW CARDS PHASE"
PLACEMENT = "v2.1 CARD PLAY TERMS"
SANDBOX = "GE Desktop sandbox mode"
CARD_RULES = "v2.1 CARDS HAVE RULES"
REACTIONS = "v2.1 [Reaction cards]"
REACTION_WINDOW = "GE Desktop reaction window"
CHOICE = "GE Desktop card choice"
MANUAL = "GE Desktop manual card"
CONTROL = "v2.1 [Control]"
MISSIONS = "v2.1 THERE-AND-BACK MISSIONS"
SUSPENDED = "v2.1 CARDS HAVE RULES: a crew that performs no functions"
GAME_OVER = "v2.1 [Victory conditions]"
AGENDA = "v2.1 AGENDA CARDS"
