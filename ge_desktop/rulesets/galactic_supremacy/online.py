"""Galactic Supremacy on the wire (its registry entry's ``online`` part, read by ``net/games.py``).

No decks are sent (the game deals its own), nothing is interned, and no card in play is
face down; the lobby may ask for individual decks and the advanced game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ge_desktop.bots.base import BotKind
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.net.games import OnlineGame, RequestProblem
from ge_desktop.rulesets.galactic_supremacy import bots
from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import MAX_PLAYERS, MIN_PLAYERS, Setup


def make_config(options: dict[str, Any], decks: Sequence[Any], players: int, seed: int) -> Setup:
    setup = Setup(players=players, individual_decks=bool(options.get("individual_decks", False)), advanced=bool(options.get("advanced", False)), seed=seed)
    problem = setup.problem()
    if problem:
        raise RequestProblem(problem)
    return setup


def bot_decides(bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
    action: Action = bot.decide(GALACTIC_SUPREMACY.observe(state, seat), legal)
    return action


def make_bot(kind: BotKind, seed: int, seat: int) -> Any:
    maker = bots.RandomBot if kind is BotKind.RANDOM else bots.StandardBot
    return maker(bots.bot_random(seed, seat))


ONLINE = OnlineGame(
    name=GALACTIC_SUPREMACY.name,
    title=GALACTIC_SUPREMACY.title,
    observation=Observation,
    interned=(),
    card_id=CardId,
    min_players=MIN_PLAYERS,
    max_players=min(MAX_PLAYERS, 6),
    make_bot=make_bot,
    bot_decides=bot_decides,
    options=frozenset({"individual_decks", "advanced"}),
    make_config=make_config,
)
