"""Observation deltas (``net/delta.py``, protocol 2): a delta patched into the view before it
gives exactly the full view, and carries nothing the full view does not, over seeded
standard-bot games of Galactic Empires and Galactic Supremacy (2 and 4 players), for
every seat and the spectator.
"""

from __future__ import annotations

from typing import Any

import pytest

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game
from ge_desktop.net.codec import Interner, canonical_json, to_data
from ge_desktop.net.delta import DeltaError, diff, patch
from ge_desktop.net.games import online_game
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.server.views import visible_cards

DECKS = ("argonian", "krebiz", "corporate", "mechad")


def _game(ruleset: str, players: int, seed: int) -> Game:
    if ruleset == "gs":
        return Game.new(Setup(players=players, seed=seed))
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(shipped_deck(n), catalog)) for n in DECKS[:players])  # type: ignore[arg-type]
    return Game.new(GameConfig(decks=decks, seed=seed, turn_cap=30), catalog)


def _names(game: Game) -> dict[int, set[str]]:
    """The words that name each card: its catalog id as a field and its label (GE), its name (GS)."""
    cards = game.state.cards
    if game.ruleset.name != "galactic-empires-2.1":
        return {number: {card.name} for number, card in (cards.items() if isinstance(cards, dict) else enumerate(cards))}
    return {c.id: {f'"card_id":"{c.info.card_id}"', c.info.label} for c in cards}


def _deltas(game: Game, steps: int) -> list[tuple[int | None, Any, Any, Any, set[int]]]:
    """Each viewer's (viewer, view before, delta, view after, cards hidden before and after)
    at every action of a standard-bot game, for up to ``steps`` actions."""
    online = online_game(game.ruleset.name)
    players = len(game.state.players)
    bots = [online.make_bot(BotKind.STANDARD, 11, seat) for seat in range(players)]
    viewers: list[int | None] = [*range(players), None]
    interner = Interner(online.interned)
    every = set(_names(game))
    before = {v: (to_data(game.observe(v), interner), visible_cards(game.observe(v))) for v in viewers}
    found = []
    for _ in range(steps):
        if game.is_terminal():
            break
        seat = game.to_act
        legal = game.legal_actions()
        game.apply(legal[0] if len(legal) == 1 else bots[seat].decide(game.observe(seat), legal))  # type: ignore[index]
        for viewer in viewers:
            observation = game.observe(viewer)
            after = (to_data(observation, interner), visible_cards(observation))
            delta = diff(before[viewer][0], after[0], 0)
            found.append((viewer, before[viewer][0], delta, after[0], every - before[viewer][1] - after[1]))
            before[viewer] = after
    return found


GAMES = [("ge", 2, 3), ("ge", 4, 5), ("gs", 2, 4), ("gs", 4, 6)]


@pytest.mark.parametrize(("ruleset", "players", "seed"), GAMES)
def test_every_delta_applied_to_the_previous_view_gives_exactly_the_full_view(ruleset: str, players: int, seed: int) -> None:
    found = _deltas(_game(ruleset, players, seed), 150)
    assert len(found) > 150
    for viewer, before, delta, after, _ in found:
        assert delta is not None, f"viewer {viewer}: no delta between two views of one game"
        assert canonical_json(patch(before, delta)) == canonical_json(after)
    assert sum(len(canonical_json(d)) for _, _, d, _, _ in found) < sum(len(canonical_json(a)) for _, _, _, a, _ in found) / 4


def _values_of_the_full_view(delta: dict[str, Any], before: dict[str, Any], after: dict[str, Any]) -> None:
    for name, value in delta["set"].items():
        assert after[name] == value
    for name, items in delta["extend"].items():
        assert after[name][len(before[name]) :] == items
    for name, change in delta["maps"].items():
        pairs, old = dict(map(tuple, after[name])), {pair[0] for pair in before[name]}  # type: ignore[arg-type]
        assert all(key in pairs and pairs[key] == value for key, value in change["put"])
        assert set(change["drop"]) <= old and set(change.get("keys", [])) <= set(pairs)


@pytest.mark.parametrize(("ruleset", "players", "seed"), GAMES)
def test_no_delta_to_a_seat_names_a_card_hidden_from_it(ruleset: str, players: int, seed: int) -> None:
    game = _game(ruleset, players, seed)
    names = _names(game)
    checked = 0
    for viewer, before, delta, after, hidden in _deltas(game, 150):
        _values_of_the_full_view(delta, before, after)
        text = canonical_json(delta)
        shown = {name for card in set(names) - hidden for name in names[card]}
        forbidden = {name for card in hidden for name in names[card]} - shown
        named = [name for name in forbidden if len(name) >= 4 and name in text and not any(name in other for other in shown)]
        assert not named, f"a delta to {viewer} names hidden cards {named[:3]}"
        keys = {key for change in delta["maps"].values() for key in [*(k for k, _ in change["put"]), *change.get("keys", [])]}
        if ruleset == "ge":
            assert not {key for key in keys if isinstance(key, int) and key >= 0} & hidden, f"a delta to {viewer} names a hidden card's id"
        checked += 1
    assert checked > 150


def test_a_delta_that_does_not_fit_its_view_is_refused() -> None:
    base = {"cards": [[1, {"a": 1}], [2, {"a": 2}]], "phase": "x"}
    with pytest.raises(DeltaError, match="no field"):
        patch(base, {"set": {"colour": 1}, "maps": {}})
    with pytest.raises(DeltaError, match="keys do not match"):
        patch(base, {"set": {}, "maps": {"cards": {"put": [], "drop": [], "keys": [1, 2, 3]}}})
    with pytest.raises(DeltaError, match="not a list of pairs"):
        patch(base, {"set": {}, "maps": {"phase": {"put": [], "drop": []}}})
    with pytest.raises(DeltaError, match="not a list to extend"):
        patch(base, {"extend": {"phase": ["y"]}})


def test_a_delta_keeps_the_order_of_a_map_s_keys() -> None:
    before = {"cards": [[1, "a"], [3, "c"]]}
    after = {"cards": [[1, "a"], [2, "b"], [3, "c"]]}
    delta = diff(before, after, 9)
    assert delta == {"base": 9, "set": {}, "extend": {}, "maps": {"cards": {"put": [[2, "b"]], "drop": [], "keys": [1, 2, 3]}}}
    assert patch(before, delta) == after
