"""In a Basic Game the shared deck's list is public, and the search samples from it.

The players make the one shared deck together (B94 Create the Deck: "formed from any cards
as desired by the players"), so both know its list, never its order nor who holds which of
its cards. ``Observation.shared_deck`` carries that list; a searching bot's sampled worlds
fill every hidden card with one of the listed cards it cannot see now (before, they were
drawn from the cards seen so far and generic catalog cards, so nearly every hidden card of
a sampled Basic Game was a card the deck does not hold).
"""

from __future__ import annotations

from collections import Counter

import pytest

from ge_desktop.bots import next_action
from ge_desktop.bots.base import bot_random
from ge_desktop.bots.beliefs import Beliefs
from ge_desktop.bots.information import fingerprint, hidden_cards, public_state
from ge_desktop.bots.standard import StandardBot
from ge_desktop.bots.strong import Level, StrongBot
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck, Variant, observe
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone
from tests.bots.positions import searched_positions


@pytest.fixture(scope="module")
def basic_deck(catalog) -> PlayerDeck:
    path = shipped_deck("basic-set-a")
    assert path is not None
    return PlayerDeck.from_deck(load_deck(path, catalog))


def _basic_game(deck: PlayerDeck, seed: int) -> Game:
    return Game.new(GameConfig(decks=(deck,), players=2, seed=seed, turn_cap=14, variant=Variant.BASIC))


def _positions(deck: PlayerDeck, seed: int, viewer: Seat, wanted: int) -> list[tuple[Game, list]]:
    """Positions of a seeded standard-bot Basic Game where ``viewer`` has a decision worth searching."""
    return searched_positions(_basic_game(deck, seed), viewer, wanted, spacing=6, warmup=10)


def test_the_observation_lists_the_shared_deck_and_not_where_its_cards_are(basic_deck, starter_config) -> None:
    game = _basic_game(basic_deck, 3)
    views = [observe(game.state, Seat(0)), observe(game.state, Seat(1)), observe(game.state, None)]
    assert views[0].shared_deck == views[1].shared_deck == views[2].shared_deck
    ids = [info.card_id for info in views[0].shared_deck]
    assert ids == sorted(ids) and Counter(ids) == Counter(card.id for card in basic_deck.cards)
    for _ in range(120):  # cards move between the deck, hands, play and the discard pile; the list stays
        game.apply(next_action(game, StandardBot(GameRandom(0))))
    assert observe(game.state, Seat(1)).shared_deck == views[0].shared_deck
    standard = Game.new(starter_config(3))
    assert observe(standard.state, Seat(0)).shared_deck == ()


def test_sampled_worlds_of_a_basic_game_hold_exactly_the_shared_decks_cards(basic_deck, catalog) -> None:
    for viewer in (Seat(0), Seat(1)):  # the deck's owner and the other player
        positions = _positions(basic_deck, 40 + viewer, viewer, 3)
        assert len(positions) == 3
        for number, (game, memory) in enumerate(positions):
            beliefs = Beliefs(viewer, catalog)
            for earlier in memory:
                beliefs.update(earlier)
            obs = observe(game.state, viewer)
            beliefs.update(obs)
            public = public_state(game.state, viewer, obs)
            assert len(hidden_cards(public)) > 5
            truth = Counter(card.info.card_id for card in game.state.cards)
            for seed in range(3):
                world = beliefs.determinize(public, GameRandom(100 * number + seed), obs)
                assert Counter(card.info.card_id for card in world.cards) == truth
                for instance in obs.cards:
                    if instance >= 0:
                        assert world.cards[instance].info.card_id == game.state.cards[instance].info.card_id  # what it sees stays


def _other_hidden_cards(state: GameState, viewer: Seat, seed: int) -> GameState:
    """The same Basic Game position with other hidden cards where they are: the opponent's
    hand cards change places with shared-deck cards of other names, and the deck is
    reshuffled."""
    twin = state.clone()
    rng = GameRandom(seed)
    opponent = twin.players[1 - viewer]
    deck = twin.pile_player(viewer).deck
    for position, instance in enumerate(opponent.hand):
        other = next((d for d in deck if twin.cards[d].info.card_id != twin.cards[instance].info.card_id), None)
        if other is None:
            continue
        opponent.hand[position], deck[deck.index(other)] = other, instance
        twin.cards[instance].zone, twin.cards[other].zone = Zone.DECK, Zone.HAND
        twin.cards[other].seat, twin.cards[instance].seat = opponent.seat, twin.pile_player(viewer).seat
    rng.shuffle(deck)
    twin.rng = GameRandom(seed * 7919 + 1)
    return twin


def test_basic_states_with_other_hidden_cards_give_identical_inputs_and_the_same_decision(basic_deck) -> None:
    viewer = Seat(0)
    positions = _positions(basic_deck, 52, viewer, 2)
    assert len(positions) == 2
    for number, (game, memory) in enumerate(positions):
        twin = _other_hidden_cards(game.state, viewer, 200 + number)
        hand = [game.state.cards[i].info.card_id for i in game.state.players[1].hand]
        assert hand != [twin.cards[i].info.card_id for i in twin.players[1].hand]  # the opponent holds other cards
        obs, twin_obs = observe(game.state, viewer), observe(twin, viewer)
        assert obs == twin_obs and obs.shared_deck
        legal, twin_legal = game.legal_actions(), Game(twin, list(game.history)).legal_actions()
        assert legal == twin_legal
        public, twin_public = public_state(game.state, viewer, obs), public_state(twin, viewer, twin_obs)
        assert fingerprint(public) == fingerprint(twin_public)
        decisions = []
        for state, observation, actions in ((game.state, obs, legal), (twin, twin_obs, twin_legal)):
            bot = StrongBot(bot_random(52, viewer), viewer, Level.NORMAL, time_cap=None)
            for earlier in memory:
                bot.beliefs.update(earlier)
            chosen = bot.decide_searching(observation, actions, lambda s=state, o=observation: public_state(s, viewer, o))
            decisions.append((chosen, bot.stats.iterations))
        assert decisions[0] == decisions[1] and decisions[0][1] >= Level.NORMAL.iterations // 2
        assert game.state.phase is not Phase.GAME_OVER
