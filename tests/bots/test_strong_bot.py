"""The strong bot: it searches only what its seat may know, reproduces under a seed, and
its levels, hurry and registry entries work.

The hidden-information proof: two states that differ in which hidden cards there are (the
opponent's hand and deck hold other cards, not only in another order, and every deck is
in another order) give the bot identical inputs (the observation, the legal actions and
the public state it may sample worlds from) and the same decision under one seed.
"""

from __future__ import annotations

import json

import pytest

from ge_desktop.bots import BotKind, make_bot, next_action
from ge_desktop.bots.base import bot_random
from ge_desktop.bots.beliefs import Beliefs
from ge_desktop.bots.information import UNKNOWN, fingerprint, hidden_cards, public_state
from ge_desktop.bots.standard import StandardBot
from ge_desktop.bots.strong import Level, StrongBot, candidate_actions, world_observation
from ge_desktop.cli import main
from ge_desktop.engine import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import observe
from ge_desktop.rulesets.galactic_empires.actions import Done
from ge_desktop.rulesets.galactic_empires.cardinfo import build_card_info
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone
from tests.bots.positions import searched_positions


def _strong(seed: int, seat: int, level: Level = Level.EASY) -> StrongBot:
    return StrongBot(bot_random(seed, seat), Seat(seat), level, time_cap=None)


def _searched_positions(starter_config, seed: int, wanted: int) -> list[tuple[Game, list]]:
    """Positions of a seeded standard-bot game where seat 0 has a decision worth searching,
    each with the observations seat 0 saw before it (its memory)."""
    return searched_positions(Game.new(starter_config(seed, turn_cap=12)), Seat(0), wanted)


def _other_cards(state: GameState, viewer: Seat, catalog, seed: int) -> GameState:
    """The same position with other hidden cards: the opponent's hand and deck hold other
    catalog cards (new identities), a hand card changes places with a deck card, and every
    deck is in another order."""
    twin = state.clone()
    rng = GameRandom(seed)
    cards = [c for c in catalog if not c.manual]
    for player in twin.players:
        if player.seat == viewer:
            rng.shuffle(player.deck)
            continue
        hidden = player.hand + player.deck
        for index, instance in enumerate(hidden):
            if index % 2 == 0:
                card = cards[rng.below(len(cards))]
                twin.cards[instance].info = build_card_info(card, catalog.affiliation(card), player.empire)
        if player.hand and player.deck:
            a, b = player.hand[0], player.deck[-1]
            player.hand[0], player.deck[-1] = b, a
            twin.cards[a].zone, twin.cards[b].zone = Zone.DECK, Zone.HAND
        rng.shuffle(player.deck)
    twin.rng = GameRandom(seed * 7919 + 1)
    return twin


def test_states_with_other_hidden_cards_give_identical_inputs_and_the_same_decision(starter_config, catalog) -> None:
    positions = _searched_positions(starter_config, 31, 3)
    assert len(positions) == 3
    for number, (game, memory) in enumerate(positions):
        twin = _other_cards(game.state, Seat(0), catalog, 100 + number)
        opponent = game.state.players[1]
        assert [game.state.cards[i].info.card_id for i in opponent.hand] != [twin.cards[i].info.card_id for i in twin.players[1].hand]
        assert fingerprint(game.state) != fingerprint(twin)  # the hidden cards really differ
        obs, twin_obs = observe(game.state, Seat(0)), observe(twin, Seat(0))
        assert obs == twin_obs
        legal, twin_legal = game.legal_actions(), Game(twin, list(game.history)).legal_actions()
        assert legal == twin_legal
        public, twin_public = public_state(game.state, Seat(0), obs), public_state(twin, Seat(0), twin_obs)
        assert fingerprint(public) == fingerprint(twin_public)
        decisions = []
        for state, observation, actions in ((game.state, obs, legal), (twin, twin_obs, twin_legal)):
            bot = _strong(31, 0, Level.NORMAL)  # the default level: several candidates, many sampled worlds
            for earlier in memory:
                bot.beliefs.update(earlier)
            decisions.append((bot.decide_searching(observation, actions, lambda s=state, o=observation: public_state(s, Seat(0), o)), bot.stats))
        (first, stats), (second, twin_stats) = decisions
        assert stats.searches == 1 and stats.iterations >= Level.NORMAL.iterations // 2
        assert first == second and stats.iterations == twin_stats.iterations


def test_the_public_state_blanks_every_card_the_seat_may_not_see(starter_config) -> None:
    game, _ = _searched_positions(starter_config, 32, 1)[0]
    obs = observe(game.state, Seat(0))
    public = public_state(game.state, Seat(0), obs)
    blank = {c.id for c in hidden_cards(public)}
    assert blank == {c.id for c in public.cards if c.id not in obs.cards}
    assert blank and public.rng.state == 0
    for player in public.players:
        assert len(player.deck) == len(game.state.players[player.seat].deck)
        if player.seat != 0:
            assert all(public.cards[i].info is UNKNOWN for i in player.hand)


def test_sampled_worlds_keep_its_own_deck_list_and_never_the_opponents(starter_config, catalog) -> None:
    """Its own unseen cards are exactly its deck list less what it sees; an opponent's are
    drawn from the cards seen of him and his empire's and generic catalog cards."""
    game, memory = _searched_positions(starter_config, 33, 1)[0]
    obs = observe(game.state, Seat(0))
    beliefs = Beliefs(Seat(0), catalog)
    for earlier in [*memory, obs]:
        beliefs.update(earlier)
    public = public_state(game.state, Seat(0), obs)
    world = beliefs.determinize(public, GameRandom(5), obs)
    mine = sorted(world.cards[i].info.card_id for i in world.players[0].deck)
    truth = sorted(game.state.cards[i].info.card_id for i in game.state.players[0].deck)
    assert mine == truth
    empire = game.state.players[1].empire
    allowed = {c.id for c in catalog if c.empire is None or c.empire == empire} | {v.card_id for v in obs.cards.values()}
    theirs = [world.cards[i].info.card_id for i in world.players[1].hand + world.players[1].deck]
    assert all(card in allowed for card in theirs)
    assert all(c.info is not UNKNOWN for c in world.cards)
    other = beliefs.determinize(public, GameRandom(6), obs)
    assert [c.info.card_id for c in other.cards] != [c.info.card_id for c in world.cards]


def test_one_seed_gives_the_same_game_and_hurry_ends_a_search_early(starter_config) -> None:
    def play(seed: int) -> list:
        game = Game.new(starter_config(seed, turn_cap=3))
        bots = [_strong(seed, 0), StandardBot(GameRandom(0))]
        while not game.is_terminal():
            game.apply(next_action(game, bots[game.to_act]))
        return list(game.history)

    assert play(41) == play(41)
    game, _ = _searched_positions(starter_config, 34, 1)[0]
    bot = _strong(34, 0, Level.HARD)
    original = bot.playout

    def hurried(*args):
        bot.hurry()
        return original(*args)

    bot.playout = hurried  # type: ignore[method-assign]
    obs = observe(game.state, Seat(0))
    bot.decide_searching(obs, game.legal_actions(), lambda: public_state(game.state, Seat(0), obs))
    assert bot.stats.cut_short == 1 and bot.stats.iterations < Level.HARD.iterations


def test_levels_are_growing_budgets_and_the_benchmarks_play_each_by_name() -> None:
    """The searching bot a seat offers is the normal level; the benchmarks still play easy and hard."""
    assert Level.EASY.iterations < Level.NORMAL.iterations <= Level.HARD.iterations
    assert 2 <= Level.EASY.candidates < Level.NORMAL.candidates <= Level.HARD.candidates
    for name, level in (("strong-easy", Level.EASY), ("strong", Level.NORMAL), ("strong-hard", Level.HARD)):
        bot = make_bot(name, 1, Seat(0))
        assert isinstance(bot, StrongBot) and bot.level is level
    seated = make_bot(BotKind.STRONG, 1, Seat(0))
    assert isinstance(seated, StrongBot) and seated.level is Level.NORMAL and BotKind.STRONG.title == "Searching bot"


def test_simulate_plays_strong_against_standard(capsys) -> None:
    argv = ["simulate", "--decks", "argonian", "krebiz", "--bots", "strong-easy", "standard", "--games", "1", "--turn-cap", "3", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"][0]["bots"] == ["strong-easy", "standard"] and data["games"][0]["end"] != "error"


@pytest.mark.parametrize("kind", ["strong"])
def test_simulate_accepts_the_default_strong_bot_name(kind: str) -> None:
    from ge_desktop.commands.simulate import BOT_NAMES

    assert kind in BOT_NAMES


def test_the_evaluation_prefers_damage_dealt_a_stronger_fleet_and_wins(starter_config) -> None:
    from ge_desktop.bots.evaluation import evaluate
    from ge_desktop.rulesets.galactic_empires.state import Outcome
    from ge_desktop.rulesets.galactic_empires.terms import EndReason

    game, _ = _searched_positions(starter_config, 35, 1)[0]
    state = game.state
    base = evaluate(state, Seat(0))
    assert 0 < base < 1 and abs(evaluate(state, Seat(1)) - (1 - base)) < 1e-9
    hurt = state.clone()
    hurt.players[1].hq_damage += 5
    assert evaluate(hurt, Seat(0)) > base
    fleet = [c for c in state.fleet(Seat(0))]
    assert fleet
    weaker = state.clone()
    for card in fleet:
        weaker.cards[card.id].engaged = False
    assert evaluate(weaker, Seat(0)) < base
    won = state.clone()
    won.outcome = Outcome((Seat(0),), EndReason.HQ_DESTROYED.value, 5)
    assert evaluate(won, Seat(0)) == 1.0 and evaluate(won, Seat(1)) == 0.0
    won.outcome = Outcome((), EndReason.TURN_CAP.value, 40)
    assert evaluate(won, Seat(0)) == 0.5


def test_hard_also_searches_which_card_the_pool_engages_first_and_the_weapons_of_its_volleys(starter_config) -> None:
    """At hard two small steps are searched decisions. The first point towards a card: the
    standard bot's choice against the other cards not yet paid for that the pool could
    engage on its own, each a first point towards a different card. A weapon added to its
    own volley: against firing the volley as it is and the other weapons. Easy and normal
    leave both to the standard bot."""
    from ge_desktop.rulesets.galactic_empires.actions import Allocate, Fire

    assert Level.HARD.searches_steps and not Level.NORMAL.searches_steps and not Level.EASY.searches_steps
    game = Game.new(starter_config(5, turn_cap=12))
    bot = StandardBot(GameRandom(0))
    starts = volleys = 0
    while not game.is_terminal() and (starts < 3 or volleys < 3):
        legal = game.legal_actions()
        obs = observe(game.state, game.to_act)
        default = bot.decide(obs, legal)
        wide = candidate_actions(obs, legal, default, 5, steps=True)
        if game.state.phase is Phase.ALLOCATION and isinstance(default, Allocate):
            assert candidate_actions(obs, legal, default, 5) == [default]
            if len(wide) > 1:
                starts += 1
                assert wide[0] == default and all(isinstance(a, Allocate) and a in legal for a in wide)
                assert len({a.card for a in wide}) == len(wide)  # one first point per card
                assert all(not obs.cards[a.card].table.received for a in wide)  # none paid for yet
        if obs.open_volley is not None and obs.open_volley.seat == game.to_act and any(isinstance(a, Fire) for a in legal):
            assert candidate_actions(obs, legal, default, 5) == [default]
            volleys += 1
            assert wide[0] == default and len(wide) > 1 and all(a in legal for a in wide)
            assert Done() in wide or Done() not in legal  # firing the volley as it is, where it may be fired
        game.apply(default)
    assert starts >= 3 and volleys >= 3


def test_a_sampled_worlds_view_has_the_tables_numbers_without_the_systems_words() -> None:
    """``world_observation`` (thousands a search) carries every number the observation's
    table facts carry, worked out when read, but not the systems' state in words, which no
    bot reads."""
    from dataclasses import replace

    from tests.engine.test_basic_set_lines import _settle, _sysop_table

    table, _first, second, _rock, sysop = _sysop_table()
    table.act(f"use #{sysop} 1 at #{second}")
    _settle(table)
    full = observe(table.state, Seat(0))
    cut = world_observation(table.state, Seat(0))
    assert any(view.table.systems for view in full.cards.values() if view.table is not None)  # a Sysop link line
    in_play = [i for i, view in cut.cards.items() if view.table is not None]
    assert in_play and all(cut.cards[i].table.facts() == replace(full.cards[i].table, systems=()) for i in in_play)
    assert all(cut.cards[i].table.systems == () for i in in_play)
