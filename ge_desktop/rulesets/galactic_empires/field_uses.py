"""One field function a psy switched on (v2.1 FIELD CARD OPERATION; issue 38, h-fields2).

A psy (or an apostle's crew) keeps on its ``CardState.functions_on`` one ``SwitchedOn`` per
function it switched on this turn: the field and the function's number, then, once the
function has resolved, the card it holds (``subject``: the psy itself or the card chosen) and
what is left of it (``left``: points of damage still to ignore, or the strength it lends).
The entry goes at its player's next Record Keeping Step (``rules/turns.start_turn``) or when
the psy leaves play ("functions it activated cease immediately"); ``rules/field_effects.py``
reads the entries.

What a field card is about is read here too (``field_disciplines``), below the rules, so a kind
class may ask it (a muse picking a field's function: ``resolvers/remembered_function.py``).
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.terms import InstanceId


class SwitchedOn(NamedTuple):
    field: InstanceId
    function: int
    subject: InstanceId | None = None  # None: switched on, not resolved yet (or countered)
    left: int = 0


def discipline_names(text: object) -> frozenset[str]:
    """The discipline groups a comma-separated list names, lower case ("Psycanti, Visonic")."""
    return frozenset(word.strip().lower() for word in str(text or "").split(",") if word.strip())


class _Card(Protocol):  # a card in play (``state.CardState``, which holds these entries: no import of it here)
    info: CardInfo


def field_disciplines(card: _Card) -> frozenset[str]:
    """The discipline groups a field card belongs to."""
    found: frozenset[str] = frozenset()
    for effect in card.info.effects:
        if effect.kind is Kind.FIELD_DISCIPLINES:
            found |= discipline_names(effect.param("disciplines"))
    return found
