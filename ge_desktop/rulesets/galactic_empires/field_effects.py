"""What the field functions switched on now change (v2.1 FIELD CARD OPERATION: "a function
deactivates in the next Record Keeping Step of the player who activated it"; issue 38,
h-fields2). The kinds are in ``resolvers/field_functions.py``; each reader here is asked by
the rule it changes:

- ``extra_psy_damage``: the psy's added Psy Damage weapons (``stats.weapons``);
- ``psy_network_guard``: a psy assaulted stops guarding the Psy Network, a ship or base
  channeled starts (``rules/variations.guards_own_hq``);
- ``ignore_damage``: the first points of damage applied to the psy are ignored, the pool
  shrinking as it is used (``damage.damage_card``).
"""

from __future__ import annotations

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, WeaponInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo

PSY_DAMAGE = "Psy Damage"


def function_effect(state: GameState, entry: SwitchedOn, psy: CardState | None = None) -> EffectInfo | None:
    """The effect of the switched-on function (None: the field is gone, unless ``psy`` took
    that function as its own: a muse keeps it after the field is destroyed)."""
    field = state.cards[entry.field]
    effects = field.info.function_effects
    kept = psy is not None and psy.remembered is not None and (psy.remembered.field, psy.remembered.function) == (entry.field, entry.function)
    return effects[entry.function - 1] if (field.in_play or kept) and 1 <= entry.function <= len(effects) else None


def switched_on(state: GameState) -> list[tuple[CardState, SwitchedOn, EffectInfo]]:
    """Every resolved function switched on now: its psy, its entry and its effect."""

    def compute() -> list[tuple[CardState, SwitchedOn, EffectInfo]]:
        found = []
        for card in state.in_play():
            for entry in card.functions_on:
                effect = function_effect(state, entry, card) if entry.subject is not None else None
                if effect is not None:
                    found.append((card, entry, effect))
        return found

    return memo(state, "switched_on", compute)


def _holding(state: GameState, card: CardState, kind: Kind) -> list[tuple[CardState, SwitchedOn, EffectInfo]]:
    return [(psy, entry, effect) for psy, entry, effect in switched_on(state) if entry.subject == card.id and effect.kind is kind]


def extra_psy_damage(state: GameState, unit: CardState) -> list[WeaponInfo]:
    """The Psy Damage a switched-on function adds to the psy that switched it on (Field of Power)."""
    extra = sum(entry.left for _, entry, _ in _holding(state, unit, Kind.EXTRA_PSY_DAMAGE))
    return [WeaponInfo(WeaponSymbol.DAMAGE, PSY_DAMAGE, extra)] if extra else []


def psy_network_guard(state: GameState, card: CardState) -> bool | None:
    """A switched-on function's say on whether ``card`` guards its Psy Network: False while it
    is assaulted (Psy Assault), True while it is channeled (Shield Channeler), else None."""
    if _holding(state, card, Kind.PSY_ASSAULT):
        return False
    if _holding(state, card, Kind.CHANNEL_SHIELDS):
        return True
    return None


def ignore_damage(state: GameState, unit: CardState, amount: int) -> int:
    """What of ``amount`` points applied to ``unit`` is left once its switched-on blocks have
    ignored what they still may (Proton Block, Stream Block); each block's pool shrinks."""
    for psy, entry, _ in _holding(state, unit, Kind.IGNORE_DAMAGE):
        cut = min(amount, entry.left)
        if cut:
            psy.functions_on[psy.functions_on.index(entry)] = entry._replace(left=entry.left - cut)
            amount -= cut
    return amount
