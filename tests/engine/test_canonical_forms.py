"""The canonical state form of every game sees every field, and ``copy()`` keeps it exactly.

The state classes are found, not listed: every dataclass reachable from a game's ``GameState``
through its state fields (``engine/canonical.py``; fields marked ``outside`` or ``cache`` and
shared facts with ``canonical_form()`` are not walked). For each class hypothesis builds
instances from the type hints, changes one field to another value and checks that the
canonical form and the digest change; a field left out of the form (or one the form could not
tell apart) fails here. ``copy()`` of a mutable class gives the same canonical form and shares
no list, dict or set. On real games of each ruleset the clone's form equals the original's,
and the per-seat form hides what the seat may not see.
"""

from __future__ import annotations

import dataclasses
import importlib
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ge_desktop.bots.random_play import RandomAgent
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.engine import Game, Seat, get_ruleset
from ge_desktop.engine.canonical import ROLE, canonical, copier, digest_of
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Outcome, ranked
from ge_desktop.games import load_games
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck

load_games()
STATE_MODULES = {
    "galactic-empires-2.1": "ge_desktop.rulesets.galactic_empires.state",
    "galactic-supremacy": "ge_desktop.rulesets.galactic_supremacy.state",
    "galactic-emperor": "ge_desktop.rulesets.galactic_emperor.state",
}


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, vars(importlib.import_module(cls.__module__)))


def _state_fields(cls: type) -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(cls) if f.metadata.get(ROLE, "state") == "state"]


def _classes_in(hint: Any) -> list[type]:
    found, todo = [], [hint]
    while todo:
        item = todo.pop()
        while hasattr(item, "__supertype__"):
            item = item.__supertype__
        if isinstance(item, type) and dataclasses.is_dataclass(item):
            found.append(item)
        todo.extend(typing.get_args(item))
    return found


def state_classes(root: type) -> list[type]:
    """Every dataclass the canonical form of ``root`` walks into, ``root`` first."""
    seen: list[type] = []
    todo = [root]
    while todo:
        cls = todo.pop(0)
        if cls in seen or hasattr(cls, "canonical_form"):
            continue
        seen.append(cls)
        hints = _hints(cls)
        for field in _state_fields(cls):
            todo += _classes_in(hints[field.name])
    return seen


# --- real games, and what hypothesis takes from them ----------------------------------------


def _ge_game(actions: int = 150) -> Game:
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(path, catalog)) for path in starter_deck_paths()[:2])
    game = Game.new(GameConfig(decks=decks, seed=3), catalog)
    agent = RandomAgent(3)
    for _ in range(actions):
        game.apply(agent.choose(game))
    return game


def _other_game(name: str, actions: int = 120) -> Game:
    setup = importlib.import_module(STATE_MODULES[name]).Setup
    game = Game.new(setup(players=3, seed=5), None, get_ruleset(name))
    agent = RandomAgent(5)
    for _ in range(actions):
        if game.is_terminal():
            break
        game.apply(agent.choose(game))
    return game


GAMES = {"galactic-empires-2.1": _ge_game(), **{name: _other_game(name) for name in ("galactic-supremacy", "galactic-emperor")}}
_GE = GAMES["galactic-empires-2.1"].state
_SHARED: dict[str, st.SearchStrategy[Any]] = {
    "CardInfo": st.sampled_from(list({c.info.card_id: c.info for c in _GE.cards}.values())[:6]),
    "GameConfig": st.just(_GE.config),
    "GameRandom": st.builds(GameRandom, st.integers(0, 2**64 - 1)),
    "Components": st.just(GAMES["galactic-emperor"].state.components),
    "CardDef": st.sampled_from(list(GAMES["galactic-supremacy"].state.cards[:6])),
}


@st.composite
def _outcomes(draw: st.DrawFn) -> Outcome:
    """An outcome the class accepts: the ranking, when there is one, places the winners first and each seat once."""
    seats = draw(st.lists(st.integers(0, 5), unique=True, max_size=4))
    cut = draw(st.integers(0, len(seats)))
    winners, rest = tuple(Seat(s) for s in seats[:cut]), tuple(Seat(s) for s in seats[cut:])
    ranking = draw(st.sampled_from([(), ranked(winners, [rest])]))
    return Outcome(winners, draw(strategy(str)), draw(strategy(int)), ranking, draw(strategy(str)))


def strategy(hint: Any) -> st.SearchStrategy[Any]:
    """Values of the type ``hint`` names: small containers, the shared facts from real games."""
    while hasattr(hint, "__supertype__"):
        hint = hint.__supertype__
    if hint is Any:
        return st.integers(0, 9)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, __import__("types").UnionType):
        return st.one_of(*(strategy(a) for a in args))
    if origin is list:
        return st.lists(strategy(args[0]), max_size=3)
    if origin is set:
        return st.sets(strategy(args[0]), max_size=3)
    if origin is frozenset:
        return st.frozensets(strategy(args[0]), max_size=3)
    if origin is dict:
        return st.dictionaries(strategy(args[0]), strategy(args[1]), max_size=3)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(strategy(args[0]), max_size=3).map(tuple)
        return st.tuples(*(strategy(a) for a in args))
    if hint is int:
        return st.integers(-3, 40)
    if hint is str:
        return st.text("abcé ", max_size=4)
    if hint is Outcome:
        return _outcomes()
    if isinstance(hint, type) and hint.__name__ in _SHARED:
        return _SHARED[hint.__name__]
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = _hints(hint)
        return st.builds(hint, **{f.name: strategy(hints[f.name]) for f in dataclasses.fields(hint) if f.init and (f in _state_fields(hint) or _required(f))})
    return st.from_type(hint)


def _required(field: dataclasses.Field[Any]) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


CASES = [(game, cls) for game, module in STATE_MODULES.items() for cls in state_classes(importlib.import_module(module).GameState)]


def test_the_walk_finds_the_state_classes_of_every_game() -> None:
    names = {game: {cls.__name__ for g, cls in CASES if g == game} for game in STATE_MODULES}
    assert {"GameState", "CardState", "PlayerState", "FireState", "Volley", "ActionItem", "EffectStep", "Choice"} <= names["galactic-empires-2.1"]
    assert {"GameState", "PlayerState", "TurnState", "AttackState", "Unit"} <= names["galactic-supremacy"]
    assert {"GameState", "PlayerState", "Sector", "Ship", "Declared"} <= names["galactic-emperor"]
    assert "CardInfo" not in names["galactic-empires-2.1"] and "GameConfig" not in names["galactic-empires-2.1"]  # shared, outside


def _same(a: Any, b: Any) -> bool:
    """Equal field by field, also for the state classes that compare by identity (``eq=False``)."""
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return type(a) is type(b) and all(_same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, list | tuple):
        return isinstance(b, list | tuple) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, GameRandom):  # compares by identity too: the same position of the stream is the same
        return isinstance(b, GameRandom) and a.state == b.state
    return bool(a == b)


def _with(value: Any, name: str, new: Any) -> Any:
    if type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return dataclasses.replace(value, **{name: new}) if dataclasses.fields(value) and _init(value, name) else _set(value, name, new)
    changed = copier(type(value))(value)
    setattr(changed, name, new)
    return changed


def _init(value: Any, name: str) -> bool:
    return next(f.init for f in dataclasses.fields(value) if f.name == name)


def _set(value: Any, name: str, new: Any) -> Any:
    changed = dataclasses.replace(value)
    object.__setattr__(changed, name, new)
    return changed


@pytest.mark.parametrize(("game", "cls"), CASES, ids=[f"{game.split('-')[1]}-{cls.__name__}" for game, cls in CASES])
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_changing_any_field_changes_the_canonical_form_and_the_digest(game: str, cls: type, data: st.DataObject) -> None:
    fields = _state_fields(cls)
    assume(fields)
    value = data.draw(strategy(cls), label="instance")
    field = data.draw(st.sampled_from(fields), label="field")
    new = data.draw(strategy(_hints(cls)[field.name]), label="new value")
    assume(not _same(new, getattr(value, field.name)))
    try:
        changed = _with(value, field.name, new)
    except ValueError:  # a value the class refuses (an Outcome whose ranking does not start with its winners)
        assume(False)
    assume(not _same(getattr(changed, field.name), getattr(value, field.name)))  # not a change the class undoes (an Outcome's empty text)
    assert canonical(changed) != canonical(value), f"{cls.__name__}.{field.name} is not in the canonical form"
    assert digest_of(canonical(changed)) != digest_of(canonical(value))


MUTABLE = [(game, cls) for game, cls in CASES if not cls.__dataclass_params__.frozen]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("game", "cls"), MUTABLE, ids=[f"{game.split('-')[1]}-{cls.__name__}" for game, cls in MUTABLE])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_copy_round_trips_the_canonical_form_and_shares_no_container(game: str, cls: type, data: st.DataObject) -> None:
    value = data.draw(strategy(cls), label="instance")
    copied = copier(cls)(value)
    assert canonical(copied) == canonical(value)
    for field in dataclasses.fields(cls):
        item = getattr(value, field.name)
        if isinstance(item, list | dict | set) and item:
            assert getattr(copied, field.name) is not item, f"{cls.__name__}.{field.name} is shared by the copy"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_real_games_clone_has_the_same_canonical_form_and_digest(name: str) -> None:
    game = GAMES[name]
    rules = game.ruleset
    clone = game.clone()
    assert rules.canonical_state(clone.state) == rules.canonical_state(game.state)
    assert rules.digest(clone.state) == rules.digest(game.state)
    assert rules.canonical_state(game.state)["form"] == rules.state_form and rules.canonical_state(game.state)["game"] == name
    clone.apply(RandomAgent(9).choose(clone))
    assert rules.digest(clone.state) != rules.digest(game.state)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_seat_form_is_canonical_json_of_what_the_seat_sees(name: str) -> None:
    game = GAMES[name]
    rules = game.ruleset
    forms = {seat: rules.seat_form(game.state, Seat(seat)) for seat in range(2)}
    assert forms[0]["seat"] == 0 and forms[0]["game"] == name and forms[0] != forms[1]
    assert rules.seat_digest(game.state, Seat(0)) == digest_of(forms[0]) == rules.seat_digest(game.clone().state, Seat(0))
    assert rules.seat_digest(game.state, Seat(0)) != rules.digest(game.state)


def test_a_change_to_a_hidden_card_changes_the_full_digest_but_not_the_other_seats_form() -> None:
    game = GAMES["galactic-empires-2.1"].clone()
    rules = game.ruleset
    hand = game.state.players[1].hand
    assert len(set(hand)) >= 2
    before = rules.seat_digest(game.state, Seat(0)), rules.seat_digest(game.state, Seat(1)), rules.digest(game.state)
    hand.reverse()  # player 2 reorders a hand player 1 cannot see
    assert rules.seat_digest(game.state, Seat(0)) == before[0]
    assert rules.seat_digest(game.state, Seat(1)) != before[1] and rules.digest(game.state) != before[2]
