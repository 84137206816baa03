"""The effect interpreter: one resolver per effect kind of ``cards/effects.py``.

Every kind in ``EFFECT_KINDS`` must have a resolver; importing this package checks it and
fails loudly (at load, never in the middle of a game). ``unscripted_cards`` is the
catalog check the engine adds: a card with rules lines that is not marked manual must
have effects, and every effect must be one the engine can resolve with its trigger and
target (v2.1 CARDS HAVE RULES).
"""

from __future__ import annotations

from collections.abc import Iterable

from ge_desktop.cards.effects import EFFECT_KINDS, Effect, Target, Trigger
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import KERNEL_KINDS, Kind
from ge_desktop.rulesets.galactic_empires.resolvers import cards, combat, crew, escorts, fleet, krebiz, lucky, media, output, scout
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver, register, registered, resolver_for

register(
    *combat.RESOLVERS,
    *fleet.RESOLVERS,
    *cards.RESOLVERS,
    *output.RESOLVERS,
    *crew.RESOLVERS,
    *escorts.RESOLVERS,
    *krebiz.RESOLVERS,
    *media.RESOLVERS,
    *scout.RESOLVERS,
    *lucky.RESOLVERS,
)


class UnresolvedKindError(RuntimeError):
    """An effect kind of the vocabulary has no resolver in the engine."""


def missing_resolvers() -> list[str]:
    """Kinds of ``EFFECT_KINDS`` (and the engine's own) without a ``Kind`` or a resolver (must be empty)."""
    have = registered()
    names = {kind.value for kind in Kind}
    unknown = [name for name in EFFECT_KINDS if name not in names]
    return sorted(unknown + [kind.value for kind in Kind if kind not in have and kind not in KERNEL_KINDS])


_missing = missing_resolvers()
if _missing:
    raise UnresolvedKindError(f"effect kinds without a resolver: {', '.join(_missing)}")

# Which (trigger, target) pairs the engine can act on, beyond continuous reading.
_UNSUPPORTED_TARGETS = {
    Trigger.CONTINUOUS: frozenset({Target.CHOSEN_CARD, Target.REACTED_TO, Target.OPPONENT, Target.OPPONENT_HQ, Target.OWN_HQ}),
}


def effect_problem(effect: EffectInfo | Effect) -> str | None:
    """Why the engine cannot play this effect, or None."""
    name = effect.kind
    if name not in {kind.value for kind in registered()}:
        return f"no resolver for effect kind '{name}'"
    kind = Kind(name)
    trigger = effect.trigger
    target = effect.target
    if target in _UNSUPPORTED_TARGETS.get(trigger, frozenset()):
        return f"a {trigger.value} '{kind}' effect cannot target {target.value}"
    resolver = resolver_for(kind)
    if trigger is Trigger.CONTINUOUS and not resolver.continuous and not resolver.acts_on_entry:
        return f"'{kind}' is not a continuous effect"
    return None


def unscripted_cards(catalog: Iterable[Card]) -> list[str]:
    """One sentence per card the engine cannot play by its rules (empty when all are scripted)."""
    problems = []
    for card in catalog:
        if card.manual:
            continue
        if card.rules and not card.effects and not card.modifiers and not card.rules_in_numbers:  # modifiers: v2.1 Terrain Output Modifiers
            problems.append(f"{card.label}: has rules lines but no effects and is not marked manual")
        for effect in card.effects:
            problem = effect_problem(effect)
            if problem:
                problems.append(f"{card.label}: {problem}")
    return problems


def describe(effect: EffectInfo) -> str:
    """The English text of an effect (the resolver's ``describe``)."""
    return resolver_for(effect.kind).describe(effect)


__all__ = [
    "ChoiceRequest",
    "Context",
    "ReactionCheck",
    "Resolver",
    "UnresolvedKindError",
    "describe",
    "effect_problem",
    "missing_resolvers",
    "registered",
    "resolver_for",
    "unscripted_cards",
]
