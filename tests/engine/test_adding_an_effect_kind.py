"""Adding an effect kind is one class and its tests (docs/engine.md, "Effect kinds").

The test writes a new kind as one class, a card naming it in card data, plays the card through
``Game`` and through a game record (written, read back and replayed), and takes the kind away
again. Nothing else is edited: the ``Kind`` member, the card vocabulary's entry and the
resolver all come from the class.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from ge_desktop.cards.catalog import Catalog, catalog_files, default_catalog, load_catalog
from ge_desktop.cards.effects import EFFECT_KINDS, Effect
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers import describe, kind_class, resolver_for, unregister
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.storage import read_record, record_of, write_record
from ge_desktop.storage.replay import replay, snapshot_problem
from tests.engine.builders import Table, card, ship

TOY = "toy_shield_breaker"


@pytest.fixture
def toy_kind() -> Iterator[type[CardResolver]]:
    """The whole of a new kind: its name, text, fields, facts and what it does."""

    class ShieldBreakerKind(CardResolver):
        """Knocks out Shield points of the ships it reaches (a test's kind, not a printed card's)."""

        name = TOY
        text = "knock out {amount} Shield points of {target}"
        needs = ("amount",)
        params = {"ships_only": bool}
        hostile = True

        def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
            for target in targets:
                unit = unit_of(ctx.state, target)
                set_die(unit, DieKind.SHIELD, unit.die(DieKind.SHIELD) + ctx.effect.amount, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} loses {ctx.effect.amount} Shield points"))
            return None

    yield ShieldBreakerKind
    unregister(ShieldBreakerKind)


def _breaker() -> Card:
    """A hazard naming the new kind in card data, as a catalog file would."""
    effects = [{"kind": TOY, "target": "opponent_fleet", "target_types": ["S"], "amount": 2}]
    return card("H", 2, "Toy Shield Breaker", placement={"mode": "fleet"}, discard_after_use=True, rules=["Knocks out 2 Shields."], effects=effects)


def _catalog_with(cards: Iterable[Card], folder: Path) -> Catalog:
    """The shipped catalog plus a catalog file of the test's own cards (what the record's decks name)."""
    shipped = {c.id for c in default_catalog()}
    own = {c.id: c.model_dump(mode="json", exclude_defaults=True) for c in cards if c.id not in shipped}
    path = folder / "toy-cards.json"
    path.write_text(json.dumps({"format_version": 1, "set": "UE", "cards": list(own.values())}), encoding="utf-8")
    return load_catalog([*catalog_files(), path])


def test_a_new_kind_class_is_its_kind_member_its_vocabulary_entry_and_its_resolver(toy_kind: type[CardResolver]) -> None:
    kind = Kind(TOY)
    assert kind is toy_kind.kind and kind.hostile and not kind.continuous and kind.in_card_data
    assert kind_class(TOY) is toy_kind and type(resolver_for(kind)) is toy_kind
    assert EFFECT_KINDS[TOY].needs == frozenset({"amount"})
    effect = Effect(kind=TOY, target="opponent_fleet", target_types=("S",), amount=2)
    assert effect.describe() == "When played: knock out 2 Shield points of each card in an opponent's fleet (S)."
    with pytest.raises(ValidationError, match=f"effect '{TOY}' needs 'amount'"):
        Effect(kind=TOY)
    with pytest.raises(ValidationError, match=f"effect '{TOY}' has no parameter 'range'"):
        Effect(kind=TOY, amount=1, params={"range": 2})


def test_a_card_of_a_new_kind_plays_through_the_game_and_its_record(toy_kind: type[CardResolver], tmp_path: Path) -> None:
    breaker, target_ship = _breaker(), ship(4, shields=3)
    table = Table([breaker], [target_ship])
    target = table.put(target_ship, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    events = table.act(f"play #{table.hand(breaker, 0)}")
    assert table.die(target, "shield") == 2
    assert any(isinstance(e, EffectResolved) and e.kind is Kind(TOY) for e in events)
    assert table.find(breaker, 0, (Zone.DISCARD,)) is not None
    assert describe(table.state.cards[table.find(breaker, 0, (Zone.DISCARD,)).id].info.effects[0]).startswith("knock out 2 Shield points")

    record = read_record(write_record(record_of(table.game)))
    replayed = replay(record, _catalog_with((c for deck in table.config.decks for c in deck.cards), tmp_path))
    assert digest(replayed.state) == digest(table.state)
    assert snapshot_problem(replayed, record) is None
    assert replayed.state.cards[target].die(DieKind.SHIELD) == 2


def test_a_kind_taken_away_is_unknown_again() -> None:
    assert TOY not in EFFECT_KINDS
    with pytest.raises(ValueError):
        Kind(TOY)
    with pytest.raises(ValidationError, match=f"unknown effect kind '{TOY}'"):
        Effect(kind=TOY, amount=1)


def test_a_second_class_for_a_kind_fails_as_it_is_defined() -> None:
    with pytest.raises(ValueError, match="two kind classes for effect kind 'damage'"):

        class SecondDamage(CardResolver):
            name = "damage"

    with pytest.raises(ValueError, match="needs names no Effect field: range"):

        class RangedKind(CardResolver):
            name = "toy_ranged"
            needs = ("range",)

    assert "toy_ranged" not in EFFECT_KINDS
