"""Effect kinds: one kind class per kind holds its facts; the ``Kind`` enum and the card
vocabulary are derived from the classes; one resolver per kind but the kernel's own."""

from __future__ import annotations

from ge_desktop.cards.effects import EFFECT_KINDS
from ge_desktop.rulesets.galactic_empires.effect_kinds import FACT_NAMES, Kind, Stat
from ge_desktop.rulesets.galactic_empires.resolvers import kind_class, kind_classes, missing_resolvers, registered, resolver_for
from ge_desktop.rulesets.galactic_empires.resolvers.base import FIELD_FUNCTION_PARAMS, CardResolver, OpponentResolver


def test_the_card_vocabulary_and_the_kind_enum_agree() -> None:
    assert {k.value for k in Kind if k.in_card_data} == set(EFFECT_KINDS)
    assert missing_resolvers() == []


def test_the_card_vocabulary_is_the_kind_classes_text_and_fields() -> None:
    """Each kind's params, and the limits any kind takes as a field's function (h-fields2)."""
    for name, spec in EFFECT_KINDS.items():
        cls = kind_class(name)
        assert (spec.text, spec.needs, spec.params) == (cls.text, frozenset(cls.needs), dict(cls.params) | FIELD_FUNCTION_PARAMS)


def test_every_kind_but_the_kernels_own_has_exactly_its_resolver() -> None:
    have = registered()
    for kind in Kind:
        assert kind_classes()[kind].kind is kind
        if kind.kernel:
            assert kind not in have
        else:
            assert have[kind].kind is kind
            assert resolver_for(kind.value) is have[kind]


def test_the_kind_member_carries_its_classes_facts() -> None:
    for kind, cls in kind_classes().items():
        for fact in FACT_NAMES:
            assert getattr(kind, fact) == getattr(cls, fact), (kind, fact)
    for kind, resolver in registered().items():
        assert resolver.hostile is kind.hostile
        assert resolver.continuous is kind.continuous
        assert resolver.acts_on_entry is kind.acts_on_entry


def test_facts_are_consistent() -> None:
    for kind in Kind:
        if kind.continuous:
            assert kind.stat is not None, f"{kind}: stats must know what a continuous kind changes"
        if kind.acts_on_entry:
            assert kind.stat is not None and kind.hostile
        if kind.answers:
            assert kind.hostile
        if kind.kernel or kind.costs_card_play:
            assert not kind.in_card_data
    # every stat hook is one some kind provides
    assert {kind.stat for kind in Kind if kind.stat is not None} == set(Stat)


def test_hostile_kinds_choose_an_opponents_card() -> None:
    hostile = {k for k in Kind if k.hostile}
    assert {Kind.DAMAGE, Kind.DESTROY_SHIELDS, Kind.DISENGAGE, Kind.TAKE_CONTROL, Kind.RETURN_TO_HAND, Kind.BLOCK_WEAPONS} <= hostile
    assert not {Kind.REPAIR, Kind.HEAL, Kind.ENGAGE, Kind.ADD_SHIELDS, Kind.DRAW_CARDS} & hostile


def test_target_first_resolvers_share_the_choice_step() -> None:
    card_kinds = {k for k, r in registered().items() if isinstance(r, CardResolver)}
    opponent_kinds = {k for k, r in registered().items() if isinstance(r, OpponentResolver)}
    assert {Kind.DAMAGE, Kind.REPAIR, Kind.TAKE_CONTROL} <= card_kinds
    assert {Kind.HAND_DISCARD, Kind.REVEAL_HAND} <= opponent_kinds
