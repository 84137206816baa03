"""The effect interpreter: one kind class per effect kind (``base.Resolver``).

Each module holds the classes of one family of kinds (every module here but ``base``, found
at import); defining a class registers it, and
with it its ``Kind`` member's facts and its entry in the card vocabulary
(``cards/effects.py``). Importing this package imports them all, then checks that every
``Kind`` member has its class and fails loudly (at load, never in the middle of a game). ``unscripted_cards`` is the
catalog check the engine adds: a card with rules lines that is not marked manual must
have effects, and every effect must be one the engine can resolve with its trigger and
target (v2.1 CARDS HAVE RULES).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from types import ModuleType

from ge_desktop.cards.effects import EFFECT_KINDS, Effect, Target, Trigger
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.resolvers.base import (
    ChoiceRequest,
    Context,
    ReactionCheck,
    Resolver,
    kind_class,
    kind_classes,
    register,
    registered,
    resolver_for,
    unregister,
)

# The modules of the kind classes: every module of this package but ``base``, imported for
# their classes, which register as they are defined (a new family is one new module).
KIND_MODULES: tuple[ModuleType, ...] = tuple(
    importlib.import_module(f"{__name__}.{module.name}") for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name) if module.name != "base"
)


class UnresolvedKindError(RuntimeError):
    """An effect kind of the vocabulary has no resolver in the engine."""


def missing_resolvers() -> list[str]:
    """Kinds of the card vocabulary without a resolver, and ``Kind`` members without a kind class (must be empty)."""
    have = registered()
    classes = kind_classes()
    unresolved = [name for name in EFFECT_KINDS if Kind(name) not in have]
    return sorted(unresolved + [kind.value for kind in Kind if kind not in classes])


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
    "kind_class",
    "kind_classes",
    "missing_resolvers",
    "register",
    "registered",
    "resolver_for",
    "unregister",
    "unscripted_cards",
]
