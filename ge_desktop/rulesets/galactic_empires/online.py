"""Galactic Empires on the wire (its registry entry's ``online`` part, read by ``net/games.py``).

Games are dealt from the decks the players send (deck-file text, read against the server's
catalog and judged by the stocking rules); a card's printed facts (``CardInfo``) are interned
on the wire; face-down cards in play are named to a seat that may not see them by a table slot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ge_desktop.bots.base import make_bot
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import DeckError, parse_deck
from ge_desktop.cards.stocking import StockingOptions, check_deck
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.net.games import OnlineGame, RequestProblem
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS, GameConfig, Option, PlayerDeck
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, Observation, hidden_slots, observe
from ge_desktop.rulesets.galactic_empires.rules.ruleset import GALACTIC_EMPIRES
from ge_desktop.rulesets.galactic_empires.terms import GameMode, InstanceId

MAX_DECK_CHARS = 64 * 1024  # a deck file sent to the server


def read_deck(text: str, catalog: Catalog, players: int, seat: int) -> PlayerDeck:
    """A deck sent for ``seat``: read against the server's catalog and judged by the stocking
    rules; ``RequestProblem`` names every card the server lacks or rule it breaks."""
    if len(text) > MAX_DECK_CHARS:
        raise RequestProblem(f"the deck for seat {seat} is {len(text):,} characters; a deck has at most {MAX_DECK_CHARS:,}")
    try:
        deck = parse_deck(text, catalog, f"deck for seat {seat}")
    except DeckError as exc:
        raise RequestProblem(str(exc)) from None
    violations = check_deck(deck, catalog, StockingOptions(players=players))
    if violations:
        raise RequestProblem(f"the deck for seat {seat} breaks the stocking rules: " + "; ".join(str(v) for v in violations[:5]))
    return PlayerDeck.from_deck(deck)


def make_config(options: dict[str, Any], decks: Sequence[Any], players: int, seed: int) -> GameConfig:
    """The config of a new online game: always rules mode, the lobby's options and turn cap."""
    chosen = []
    offered = [o for o in Option if o not in LEGACY_OPTIONS]  # an older record's options make no new game
    for name in options.get("options", []):
        if name not in {o.value for o in offered}:
            raise RequestProblem(f"'{name}' is not an option (known: {', '.join(o.value for o in offered)})")
        chosen.append(Option(name))
    cap = options.get("turn_cap")
    config = GameConfig(decks=tuple(decks), seed=seed, options=frozenset(chosen), mode=GameMode.RULES, turn_cap=cap if isinstance(cap, int) else None)
    problems = config.problems()
    if problems:
        raise RequestProblem("; ".join(problems))
    return config


def bot_decides(bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
    """A bot's move from the seat's observation with ``QuickFacts``: each card's table numbers
    worked out only when the bot reads them (the same numbers as the full observation's, inside
    one ``memoized`` block, read before the state changes; the systems' state in words, which no
    server bot reads, left out). A server bot's move costs a fraction of a full observation's."""
    with state.memoized():
        action: Action = bot.decide(observe(state, seat, quick=True), legal)
    return action


def table_slots(state: Any, seat: Seat | None) -> dict[int, int]:
    return {int(k): int(v) for k, v in hidden_slots(state, seat).items()}


ONLINE = OnlineGame(
    name=GALACTIC_EMPIRES.name,
    title=GALACTIC_EMPIRES.title,
    observation=Observation,
    interned=(CardInfo,),
    card_id=InstanceId,
    min_players=2,
    max_players=6,
    make_bot=make_bot,
    bot_decides=bot_decides,
    options=frozenset({"options", "turn_cap"}),
    make_config=make_config,
    read_deck=read_deck,
    hidden_slots=table_slots,
    remembered=(CardView,),
)
