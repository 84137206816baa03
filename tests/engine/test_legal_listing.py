"""The fast legal-action listing equals the plain one at every state of many seeded games.

``legal.legal_actions`` (what ``Game.legal_actions`` returns) skips work the plain listing
does: it checks the phase's candidates without routing each one, asks the card-wide
checks of a card play once per card of the hand, and skips places and reserve swaps that
cannot be legal; a reaction window's listing asks an R/ card's card-wide checks once.
``legal.reference_legal_actions`` is the plain listing: every candidate through
``why_illegal``. Both must give the same actions in the same order, or a seeded game (a
bot's playout, a recorded game) would not replay. Wherever the reaction stack holds
something, every living player's reactions (what decides whom a window asks) are compared
the same way.

The games: every two-player pairing of the Basic Set decks and the three Basic Games, played
by the uniform random agent, the simulator's weighted agent (weapons fire, reactions, card
effects) and the standard bot; the constructed decks (agendas, Krebiz capsules, Gekonauak,
...); and three- and four-player games of random decks with a random mix of the optional
rules. Turn caps keep the whole test to a few seconds. With the LackeyCCG data, four pairings of
the community's Limited Edition decks as well (the most cards in play of any decks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

from ge_desktop.bots import BotKind, make_bot, next_action
from ge_desktop.bots.random_play import RandomAgent
from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.catalog import Catalog, default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine import Game
from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.actions import PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.rules.legal import reference_legal_actions
from ge_desktop.rulesets.galactic_empires.rules.reactions import check_react_play, check_react_use, reaction_candidates, reaction_options
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase
from tests.engine.builders import random_options
from tests.lackey.community_games import deck_empires, import_community_decks, pairings
from tests.lackey_data import LackeyData

STANDARD_PAIRINGS = (("argonian", "krebiz"), ("corporate", "mechad"), ("pot", "scorpead"), ("pot", "tufor"), ("scorpead", "tufor"))
BASIC_GAMES = ("a", "b", "c")
CONSTRUCTED = ("agendas", "aqaaran", "gekonauak", "leopan", "orgons", "tufor-systems", "vicious-six")
AGENTS = ("random", "weighted", "standard")

Chooser = Callable[[Game], Action]


def _deck(name: str) -> PlayerDeck:
    path = shipped_deck(name)
    assert path is not None, name
    return PlayerDeck.from_deck(load_deck(path, default_catalog()))


def _chooser(agent: str, seed: int, players: int) -> Chooser:
    if agent == "random":
        return RandomAgent(seed).choose
    if agent == "weighted":
        return WeightedAgent(seed).choose
    bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(players)]
    return lambda game: next_action(game, bots[game.to_act or 0])


def _play_comparing(config: GameConfig, choose: Chooser, seen: Counter[str], catalog: Catalog | None = None) -> None:
    """Play the game to its end, comparing the two listings before every action."""
    game = Game.new(config, catalog or default_catalog())
    while not game.is_terminal():
        state = game.state
        fast = game.legal_actions()
        with state.memoized():
            plain = tuple(reference_legal_actions(state, game.why_illegal))
        assert fast == plain, f"seed {config.seed}, action {len(game.history)}, {state.phase.name}: {fast} != {plain}"
        if state.pending:
            _compare_reactions(game, seen)
        seen[state.phase.name if state.window is None else "reaction window"] += 1
        seen["actions listed"] += len(fast)
        game.apply(choose(game))


def _compare_reactions(game: Game, seen: Counter[str]) -> None:
    """Whoever might be asked next (a window skips a player with no reaction: ``has_reaction``)
    gets the same reactions from ``reaction_options`` as from checking every candidate."""
    state = game.state
    with state.memoized():
        for seat in state.living_seats():
            fast = tuple(reaction_options(state, seat))
            plain = tuple(a for a in reaction_candidates(state, seat) if _react_problem(state, seat, a) is None)
            assert fast == plain, f"seed {state.config.seed}, action {len(game.history)}, p{seat}: {fast} != {plain}"
            seen["reaction listings"] += 1
            seen["reactions listed"] += len(fast)


def _react_problem(state: GameState, seat: Seat, action: Action) -> Violation | None:
    if isinstance(action, PlayCard):
        return check_react_play(state, seat, action)
    assert isinstance(action, UseFunction)
    return check_react_use(state, seat, action)


def test_fast_listing_equals_the_plain_one_in_every_state_of_seeded_games() -> None:
    seen: Counter[str] = Counter()
    seed = 0
    # The Standard Game pairings of the Basic Set decks, each seat order, each agent.
    for first, second in STANDARD_PAIRINGS:
        for agent in AGENTS:
            for swap in (False, True):
                seed += 1
                decks = (_deck(second), _deck(first)) if swap else (_deck(first), _deck(second))
                config = GameConfig(decks=decks, seed=seed, turn_cap=8 if agent == "random" else 14)
                _play_comparing(config, _chooser(agent, seed, 2), seen)
    # The Basic Games: both seats draw from the Set's one shared deck.
    for name in BASIC_GAMES:
        for agent in AGENTS:
            seed += 1
            config = GameConfig(decks=(_deck(name),), players=2, seed=seed, turn_cap=14, variant=Variant.BASIC)
            _play_comparing(config, _chooser(agent, seed, 2), seen)
    # The constructed decks against a Basic Set deck, by the weighted agent and the standard bot.
    for number, name in enumerate(CONSTRUCTED):
        for agent in ("weighted", "standard"):
            seed += 1
            other = STANDARD_PAIRINGS[number % len(STANDARD_PAIRINGS)][0]
            config = GameConfig(decks=(_deck(name), _deck(other)), seed=seed, turn_cap=10)
            _play_comparing(config, _chooser(agent, seed, 2), seen)
    # Three and four players, random decks of the whole shipped pool, optional rules mixed.
    pool = [card for name in (*CONSTRUCTED, "a", "b", "c") for card in _deck(name).cards]
    for players in (3, 4, 3, 4):
        seed += 1
        rng = GameRandom(seed)
        decks = tuple(PlayerDeck(f"Random {s}", None, tuple(pool[rng.below(len(pool))] for _ in range(30))) for s in range(players))
        config = GameConfig(decks=decks, seed=seed, turn_cap=6, options=random_options(rng, players))
        if config.problems():
            continue
        _play_comparing(config, _chooser("weighted", seed, players), seen)
    # The listings were compared where it matters: every phase, reaction windows, many actions.
    for phase in (Phase.ALLOCATION, Phase.PLAY_A, Phase.WEAPONS_FIRE, Phase.PLAY_B, Phase.DISCARD, Phase.DRAW):
        assert seen[phase.name] > 100, seen
    assert seen["reaction window"] > 100 and seen["actions listed"] > 100_000, seen
    assert seen["reaction listings"] > 500 and seen["reactions listed"] > 100, seen


def test_fast_listing_equals_the_plain_one_in_every_state_of_seeded_games_of_the_community_ltd_decks(lackey_data: LackeyData, tmp_path: Path) -> None:
    """The Limited Edition decks put the most cards in play (the Allocation Phase lists each pool
    point for each of them, the listing to make cheaper, ``benchmarks/bench_engine_work.py --decks ltd``):
    four pairings of different empires, imported as a player imports them, played by the
    weighted agent and the standard bot in turn."""
    decks = import_community_decks(tmp_path, lackey_data)
    catalog = load_full_catalog().catalog
    seen: Counter[str] = Counter()
    for number, pair in enumerate(pairings(decks, deck_empires(decks), 4, small=False)):
        seed = 300 + number
        config = GameConfig(decks=tuple(PlayerDeck.from_deck(load_deck(decks[name], catalog)) for name in pair), seed=seed, turn_cap=10)
        _play_comparing(config, _chooser(AGENTS[1 + number % 2], seed, 2), seen, catalog)
    for phase in (Phase.ALLOCATION, Phase.PLAY_A, Phase.WEAPONS_FIRE):
        assert seen[phase.name] > 100, seen
    assert seen["actions listed"] > 10_000, seen
