"""A bot never receives hidden information (v2.1: hands are secret, decks are shuffled face down).

- Structurally: a bot is handed ``observe(state, seat)`` and the legal actions, never the
  game or its state, and nothing reachable from the observation is engine state.
- By content: no instance id of an opponent's hand card, of any deck card, or of a
  face-down card in play appears anywhere in a seat's observation (ids follow deck-file
  order, so an id would name the card), nor in the legal actions it is given.
- By invariance: changing what is hidden (which cards an opponent holds, every deck's
  order) leaves every other seat's observation exactly as it was.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import typing
from collections.abc import Iterator

from ge_desktop.bots import BotKind, make_bot, next_action, play_match
from ge_desktop.bots.base import Bot
from ge_desktop.engine import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Flip, GameConfig, GameMode, MoveCard, Observation, Phase, observe
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, PlayerView, StackItem
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Zone

_ID_IN_TEXT = re.compile(r"#(-?\d+)")


def observation_ids(obs: Observation) -> set[int]:
    """Every card id the observation names, in any field that can name one."""
    found: set[int] = set(obs.cards)
    for view in obs.cards.values():
        found |= {view.id, *view.children} | ({view.parent} if view.parent is not None else set())
        if view.table is not None:
            found.add(view.table.unit)
    for player in obs.players:
        for pile in (player.hand or (), player.discard, player.hq, player.ante, player.roots):
            found |= set(pile)
        found |= {i for i in player.reserve if i is not None}
    items = [*obs.stack, *([obs.open_volley] if obs.open_volley else [])]
    for item in items:
        found |= {i for i in (item.card, item.target) if i is not None} | {u for u, _, _ in item.damage_parts}
    for text in (*obs.waiting, obs.volley or "", obs.choice or ""):
        found |= {int(n) for n in _ID_IN_TEXT.findall(text)}
    return found


def hidden_from(state: GameState, seat: Seat) -> set[int]:
    """Cards ``seat`` may not identify: opponents' hands, decks (his own outside the pregame),
    face-down cards in play of others."""
    hidden: set[int] = set()
    for player in state.players:
        if player.seat != seat:
            hidden |= set(player.hand)
        if player.seat != seat or state.phase is not Phase.RESERVE:
            hidden |= set(player.deck)
    hidden |= {c.id for c in state.in_play() if not c.face_up and c.controller != seat and not c.revealed}
    if state.choice is not None and state.choice.seat == seat:
        hidden -= set(state.choice.cards)  # he looks at what he picks from (his deck, a hand shown to him)
    return hidden


def action_ids(action) -> set[int]:
    return {getattr(action, f) for f in ("card", "target", "reserve_card") if isinstance(getattr(action, f, None), int)}


def test_no_observation_names_a_hidden_card_nor_does_any_legal_action(starter_config) -> None:
    checked = 0
    for seed in (3, 4):
        game = Game.new(starter_config(seed, turn_cap=8))
        bots = [make_bot(BotKind.STANDARD, seed, 0), make_bot(BotKind.RANDOM, seed, 1)]
        while not game.is_terminal():
            for seat in (Seat(0), Seat(1)):
                obs = observe(game.state, seat)
                assert not observation_ids(obs) & hidden_from(game.state, seat)
            acting = game.to_act
            assert all(action_ids(a) <= set(observe(game.state, acting).cards) for a in game.legal_actions())
            game.apply(next_action(game, bots[acting]))
            checked += 1
    assert checked > 300


def _swap_places(state: GameState, a: CardState, b: CardState) -> None:
    """Exchange two cards lying in piles: each takes the other's place, zone and seat."""
    pile_a = state.players[a.seat].pile(a.zone)
    pile_b = state.players[b.seat].pile(b.zone)
    i, j = pile_a.index(a.id), pile_b.index(b.id)
    pile_a[i], pile_b[j] = b.id, a.id
    a.zone, b.zone = b.zone, a.zone
    a.seat, b.seat = b.seat, a.seat


def _disguise(state: GameState, viewer: Seat, seed: int) -> GameState:
    """The same position with everything ``viewer`` may not see changed."""
    twin = state.clone()
    rng = GameRandom(seed)
    for player in twin.players:
        if player.seat != viewer and player.hand and player.deck:
            _swap_places(twin, twin.cards[player.hand[0]], twin.cards[player.deck[rng.below(len(player.deck))]])
        if player.seat != viewer or twin.phase is not Phase.RESERVE:
            rng.shuffle(player.deck)
    return twin


def test_changing_hidden_cards_leaves_the_observation_unchanged(starter_config) -> None:
    game = Game.new(starter_config(5, turn_cap=6))
    bots = [make_bot(BotKind.STANDARD, 5, 0), make_bot(BotKind.STANDARD, 5, 1)]
    compared = 0
    while not game.is_terminal():
        if len(game.history) % 7 == 0 and game.state.phase is not Phase.RESERVE:
            for seat in (Seat(0), Seat(1)):
                twin = _disguise(game.state, seat, len(game.history))
                assert observe(twin, seat) == observe(game.state, seat)
                compared += 1
        game.apply(next_action(game, bots[game.to_act]))
    assert compared > 20


def test_a_face_down_card_in_play_is_a_table_slot_to_opponents(starter_config) -> None:
    config = dataclasses.replace(starter_config(6), mode=GameMode.SANDBOX)
    game = Game.new(config)
    card = game.state.players[0].deck[-1]
    game.play(MoveCard(card, Zone.PLAY, Seat(0)))
    game.play(Flip(card, False))
    on_top = game.state.players[0].deck[-1]
    game.play(MoveCard(on_top, Zone.PLAY, parent=card))  # face up, on the hidden card
    theirs = observe(game.state, Seat(1))
    assert card not in observation_ids(theirs)
    slot = theirs.players[0].roots[0]
    assert slot < 0 and theirs.cards[on_top].parent == slot
    assert card in observe(game.state, Seat(0)).cards  # its controller sees it


class _Spy:
    """A bot that records what it is given."""

    def __init__(self) -> None:
        self.seen: list[tuple[type, type]] = []
        self.inner = make_bot(BotKind.RANDOM, 1, 0)

    def decide(self, observation, legal):
        self.seen.append((type(observation), type(legal)))
        assert _no_engine_state(observation)
        return self.inner.decide(observation, legal)


def _walk(value, depth: int = 0) -> Iterator[object]:
    yield value
    if depth > 6:
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _walk(getattr(value, field.name), depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _walk(item, depth + 1)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from _walk(item, depth + 1)


def _no_engine_state(observation: Observation) -> bool:
    return not any(isinstance(v, (Game, GameState, CardState, GameConfig)) for v in _walk(observation))


def test_a_bot_is_given_only_an_observation_and_the_legal_actions(starter_config) -> None:
    spy = _Spy()
    play_match(starter_config(7, turn_cap=3), [spy, make_bot(BotKind.STANDARD, 7, 1)])
    assert spy.seen and set(spy.seen) == {(Observation, tuple)}
    hints = typing.get_type_hints(Bot.decide)
    assert hints["observation"] is Observation and set(inspect.signature(Bot.decide).parameters) == {"self", "observation", "legal"}
    for part in (CardView, PlayerView, StackItem, Observation):
        assert dataclasses.is_dataclass(part) and part.__dataclass_params__.frozen
