"""Effect kinds: one ``Kind`` member per kind, carrying its facts; one resolver per kind."""

from __future__ import annotations

from ge_desktop.cards.effects import EFFECT_KINDS
from ge_desktop.rulesets.galactic_empires.effect_kinds import ENGINE_KINDS, KERNEL_KINDS, Kind, Stat
from ge_desktop.rulesets.galactic_empires.resolvers import missing_resolvers, registered, resolver_for
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, OpponentResolver


def test_the_card_vocabulary_and_the_kind_enum_agree() -> None:
    assert {k.value for k in Kind} - {k.value for k in ENGINE_KINDS} == set(EFFECT_KINDS)
    assert missing_resolvers() == []


def test_every_kind_but_the_kernels_own_has_exactly_its_resolver() -> None:
    have = registered()
    for kind in Kind:
        if kind in KERNEL_KINDS:
            assert kind not in have
        else:
            assert have[kind].kind is kind
            assert resolver_for(kind.value) is have[kind]


def test_the_resolver_reads_its_facts_from_its_kind() -> None:
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
    # every stat hook is one some kind provides
    assert {kind.stat for kind in Kind if kind.stat is not None} == set(Stat)


def test_hostile_kinds_choose_an_opponents_card() -> None:
    hostile = {k.value for k in Kind if k.hostile}
    assert {"damage", "destroy_shields", "disengage", "take_control", "return_to_hand", "block_weapons"} <= hostile
    assert not {"repair", "heal", "engage", "add_shields", "draw_cards"} & hostile


def test_target_first_resolvers_share_the_choice_step() -> None:
    card_kinds = {k for k, r in registered().items() if isinstance(r, CardResolver)}
    opponent_kinds = {k for k, r in registered().items() if isinstance(r, OpponentResolver)}
    assert {Kind.DAMAGE, Kind.REPAIR, Kind.TAKE_CONTROL} <= card_kinds
    assert {Kind.HAND_DISCARD, Kind.REVEAL_HAND} <= opponent_kinds
