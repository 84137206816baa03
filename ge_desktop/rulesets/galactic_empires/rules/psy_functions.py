"""Field cards and psy functions (v2.1 FIELD CARDS, DISCIPLINES, PSY FUNCTIONS, FIELD CARD
OPERATION; issue 38).

- A field card is played on a terrain of its player's fleet, one per terrain (``placement``),
  and goes only with that terrain. Its numbered functions are its card actions, each with the
  least psy strength that may switch it on (``levels`` of its ``field_disciplines``).
- A psy switches a function on (``use #F N [at #T] by #P``) in a Card Play Phase, from an
  engaged field of its own fleet, while the psy is engaged and at least that strong, and the
  field is of a discipline its discipline line names (``field_disciplines`` on the field,
  ``psy_disciplines`` on the psy: ``resolvers/psy.py``).
- The line says how many functions a turn and which point each costs: 1 energy (✸) or
  research (❏) a function, allocated to the psy in the Allocation Phase the way ammunition
  is (beyond its own requirements). A psy with an "either ... or ..." line keeps all its
  uses of a turn within one alternative.
- An occultist (``field_specialist``) is played to the card bearing a field and needs that many
  less strength for that field's functions (the field on the card it sits on); a Psycanti
  Planetesimal (``psy_function_bonus``) makes its fleet's Psycanti psys that much stronger for
  functions only.
- A card other than a psy with a discipline line (a Psycanti or Visonic fighter's "Cyber
  Discipline") switches functions on as a psy does, with its own strength.
- A Psycanti Projection Station (``repeat_field_function``) lets one psy of its fleet use one
  function of at most its level twice a turn (``second_use``).
- An apostle (``apostle``, ``amount`` its level) lets one non-psy crew on its card switch on a
  function of at most that level of a field of its ``disciplines``, free, once a turn.
- A psy commandant (``commands_base``) on a base no stronger than itself makes the base guard
  the Psy Network (``variations.guards_own_hq``); on a base it is no target for weapons fire
  until the base is destroyed (``weapons.target_problem``).
- A psy duelist (``psys_duel_first``) in a fleet: the psys of that player's opponents attack no
  card of that fleet but a psy, neither by weapons fire (``weapons.fire_limit``) nor by a field
  function, until the duelist is destroyed ("non-psy targets in the fleet": the Psy Network is
  not in the fleet and stays a target).
- Each function of a field works once per complete turn (``CardState.used_functions``) and
  switches off at the activating player's next Record Keeping Step (his turn's start).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn, discipline_names, field_disciplines
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, requirements, strength
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

RULE = "v2.1 PSY FUNCTIONS"
FIELD_RULE = "v2.1 FIELD CARD OPERATION"
DUEL_RULE = "psy duelist (card rule)"
APOSTLE_RULE = "apostle (card rule)"
COMMANDANT_RULE = "psy commandant (card rule)"
FIELD_USERS = frozenset({CardType.PSY, CardType.EQUIPMENT})  # psys, and cyber fighters with a discipline line (h-fields2)
_WHOLE_FLEET = frozenset({"fleet", "any"})  # Fleet Discipline, Any Discipline: every field of the player's fleet


@dataclass(frozen=True, slots=True)
class DisciplineLine:
    """One alternative of a psy's discipline line: ``count`` functions a turn at 1 ``point``
    each, from fields of ``disciplines`` (lower case)."""

    count: int
    point: PointType
    disciplines: frozenset[str]


def discipline_lines(card: CardState) -> list[DisciplineLine]:
    """The alternatives of a psy's printed discipline line (none: it uses no field)."""
    return [
        DisciplineLine(e.amount, e.point, discipline_names(e.param("disciplines")))
        for e in card.info.effects
        if e.kind is Kind.PSY_DISCIPLINES and e.trigger is Trigger.CONTINUOUS and e.point is not None
    ]


def _covers(line: DisciplineLine, field: CardState) -> bool:
    return bool(line.disciplines & _WHOLE_FLEET) or bool(line.disciplines & field_disciplines(field))


def _paid(state: GameState, psy: CardState, point: PointType) -> int:
    """Points of ``point`` given to the psy this turn beyond its requirements: its function points."""
    return max(0, psy.received.get(point, 0) - requirements(state, psy).get(point, 0))


def discipline_room(state: GameState, card: CardState, point: PointType) -> int:
    """How many more ``point`` points the psy's discipline line can use this turn."""
    if card.info.kind not in FIELD_USERS:
        return 0
    most = max((line.count for line in discipline_lines(card) if line.point is point), default=0)
    return most - _paid(state, card, point) if most else 0


def _fits(state: GameState, psy: CardState, fields: list[CardState]) -> bool:
    """Do these switched-on functions (one field each) fit one alternative of the psy's line,
    each paid with a point of the line's kind?"""
    return any(len(fields) <= min(line.count, _paid(state, psy, line.point)) and all(_covers(line, f) for f in fields) for line in discipline_lines(psy))


def min_psy(field: CardState, function: int) -> int:
    """The least psy strength function ``function`` of a field needs (the number printed before it)."""
    for effect in field.info.effects:
        if effect.kind is Kind.FIELD_DISCIPLINES:
            levels = [int(word) for word in str(effect.param("levels", "")).split(",") if word.strip().isdigit()]
            if function <= len(levels):
                return levels[function - 1]
    return 0


def _specialist(psy: CardState, field: CardState) -> int:
    """How much easier an occultist finds the functions of the field it was played with (the field on its card)."""
    if psy.parent is None or field.parent != psy.parent:
        return 0
    return sum(e.amount for e in psy.info.effects if e.kind is Kind.FIELD_SPECIALIST)


def _easier(state: GameState, field: CardState) -> int:
    """How much less strength the field's functions need from a base on its terrain (Visonic Ruins)."""
    if field.parent is None:
        return 0
    return sum(
        e.amount
        for c in state.cards[field.parent].children
        if state.cards[c].engaged
        for e in state.cards[c].info.effects
        if e.kind is Kind.EASIER_FIELD_FUNCTIONS
    )


def _fleet_bonus(state: GameState, psy: CardState) -> int:
    """Strength the psy counts more for field functions (Psycanti Planetesimal: its fleet's Psycanti)."""
    empire = (psy.info.empire or "").lower()
    return sum(
        e.amount
        for card in state.fleet(psy.controller)
        for e in card.info.effects
        if e.kind is Kind.PSY_FUNCTION_BONUS and str(e.param("empire", "") or "").lower() == empire
    )


def use_problem(state: GameState, seat: Seat, card: CardState, action: UseFunction) -> Violation | None:
    """Who may switch on a field's function (the module docstring); only fields take ``by``."""
    if card.info.kind is not CardType.FIELD:
        return Violation(RULE, "only a field card's functions are switched on by a psy") if action.by is not None else None
    if action.by is None:
        return Violation(RULE, f"a psy switches on {card.info.label}'s functions: name it ('use #{card.id} {action.function} ... by #P')")
    psy = state.cards[action.by] if 0 <= action.by < len(state.cards) else None
    if psy is None or not psy.in_play or psy.controller != seat or not (psy.info.is_crew or discipline_lines(psy)):
        return Violation(RULE, f"#{action.by} is not a psy of your fleet in play")
    if not psy.engaged or functions_suspended(state, psy):
        return Violation(RULE, f"{psy.info.label} is disengaged or performs no functions")
    if psy.info.kind is not CardType.PSY and not discipline_lines(psy):
        return _recruit_problem(state, psy, card, action)
    level = max(0, min_psy(card, action.function) - _easier(state, card))
    counted = strength(state, psy) + _fleet_bonus(state, psy) + _specialist(psy, card)
    if counted < level:
        text = f"function {action.function} of {card.info.label} needs a psy of strength {level} or more"
        return Violation(FIELD_RULE, f"{text} ({psy.info.label} counts {counted})")
    if not discipline_lines(psy):
        return Violation(RULE, f"{psy.info.label} has no discipline line: it uses no field functions")
    if not _fits(state, psy, [state.cards[f] for f in psy.psy_uses] + [card]):
        return Violation(RULE, f"{psy.info.label}'s discipline line does not allow it: {_line_text(psy)}")
    target = state.cards[action.target] if action.target is not None and 0 <= action.target < len(state.cards) else None
    if target is None:
        return None
    return target_limits(state, psy, card.info.function_effects[action.function - 1], target)


def target_limits(state: GameState, psy: CardState, effect: EffectInfo, target: CardState) -> Violation | None:
    """The limits a field's function puts on the card it acts on, measured on the psy using it."""
    return _strength_limit(state, psy, effect, target) or duel_problem(state, psy, target)


def _strength_limit(state: GameState, psy: CardState, effect: EffectInfo, target: CardState) -> Violation | None:
    """A function whose chosen card must be stronger than the psy using it (``stronger_than_psy``:
    Psy Assault) or no stronger (``at_most_psy``: Technology Disruption, Cyber Blast), or have a
    title holding one of the comma-separated ``titled`` (Cyber Blast's cyber mage; Lesser Healing
    Field's illness, disease...)."""
    if not effect.params:
        return None
    mine, theirs = strength(state, psy), strength(state, target)
    if effect.param("stronger_than_psy", False) and theirs <= mine:
        return Violation(FIELD_RULE, f"this function acts on a card stronger than {psy.info.label} ({theirs} is not more than {mine})")
    if effect.param("at_most_psy", False) and theirs > mine:
        return Violation(FIELD_RULE, f"this function acts on a card no stronger than {psy.info.label} ({theirs} is more than {mine})")
    titles = [t.strip() for t in str(effect.param("titled", "") or "").lower().split(",") if t.strip()]
    if titles and not any(t in target.info.title.lower() for t in titles):
        return Violation(FIELD_RULE, f"this function acts on a card titled {' or '.join(titles)} only")
    return None


def _apostles(state: GameState, crew: CardState) -> list[EffectInfo]:
    """The ``apostle`` effects of the engaged apostles on the same card as ``crew``."""
    if crew.parent is None:
        return []
    return [
        e
        for c in state.stack(crew.parent)
        if c.parent == crew.parent and c.engaged and c.in_play
        for e in c.info.effects
        if e.kind is Kind.APOSTLE
    ]


def _recruit_problem(state: GameState, crew: CardState, field: CardState, action: UseFunction) -> Violation | None:
    """An apostle lets one non-psy crew at its place switch on a function of its discipline of
    at most its level, free, once a turn (each apostle there: one use a turn)."""
    apostles = [e for e in _apostles(state, crew) if discipline_names(e.param("disciplines")) & field_disciplines(field)]
    if not apostles:
        return Violation(RULE, f"{crew.info.label} is no psy: it uses a field's function only with an apostle of that field's discipline on its card")
    if min_psy(field, action.function) > max(e.amount for e in apostles):
        return Violation(APOSTLE_RULE, f"an apostle lets a crew use functions of level {max(e.amount for e in apostles)} or lower only")
    here = [c for c in state.stack(crew.parent or crew.id) if c.parent == crew.parent and c.info.kind is CardType.CREW]
    if sum(len(c.psy_uses) for c in here) >= len(apostles):
        return Violation(APOSTLE_RULE, "each apostle lets one crew at its place use one function a turn")
    return None


def duel_problem(state: GameState, attacker: CardState, target: CardState) -> Violation | None:
    """A psy may not attack a non-psy card of a fleet that has a psy duelist of an opponent in play."""
    if attacker.info.kind is not CardType.PSY or target.info.kind is CardType.PSY or not target.in_play:
        return None
    fleet = target.controller
    if fleet == attacker.controller:
        return None
    for card in state.fleet(fleet):
        if any(e.kind is Kind.PSYS_DUEL_FIRST for e in card.info.effects):
            return Violation(DUEL_RULE, f"#{card.id} ({card.info.label}) must be destroyed before your psys attack cards of that fleet other than psys")
    return None


def _line_text(psy: CardState) -> str:
    lines = discipline_lines(psy)
    used = len(psy.psy_uses)
    options = " or ".join(f"{line.count} function(s) of {', '.join(sorted(line.disciplines))} at 1 {line.point.value} each" for line in lines)
    return f"{options}; {used} switched on this turn, paid with the points allocated to it"


def station_level(state: GameState, seat: Seat) -> int:
    """The highest function level an engaged Projection Station of the fleet lets a psy repeat (-1: none)."""

    def compute() -> int:
        levels = [e.amount for c in state.fleet(seat) if c.engaged for e in c.info.effects if e.kind is Kind.REPEAT_FIELD_FUNCTION]
        return max(levels, default=-1)

    return memo(state, ("station_level", seat), compute)


def second_use(state: GameState, seat: Seat, field: CardState, action: UseFunction) -> bool:
    """Psycanti Projection Station (``repeat_field_function``): one psy of its fleet may use one
    function of at most its level a second time in a turn. The second use is a use like the
    first (it costs its point and counts toward the psy's line: ``use_problem`` still asks);
    only the once-a-turn limit of that function is lifted, for one psy and one function a turn."""
    if action.by is None or field.info.kind is not CardType.FIELD:
        return False
    if min_psy(field, action.function) > station_level(state, seat):
        return False
    psy = state.cards[action.by] if 0 <= action.by < len(state.cards) else None
    if psy is None or psy.controller != seat or psy.info.kind is not CardType.PSY:
        return False
    mine = [(e.field, e.function) for e in psy.functions_on]
    if mine.count((field.id, action.function)) != 1:
        return False  # it must have used this very function once this turn, and not twice
    return not any(len(set(pairs)) < len(pairs) for c in state.fleet(seat) for pairs in [[(e.field, e.function) for e in c.functions_on]])


def record_use(state: GameState, action: UseFunction) -> None:
    if action.by is not None:
        state.cards[action.by].psy_uses.append(action.card)
        state.cards[action.by].functions_on.append(SwitchedOn(InstanceId(action.card), action.function))


def psy_options(state: GameState, seat: Seat, field: CardState, options: list[UseFunction]) -> list[UseFunction]:
    """A field's ``use`` actions, once for each psy of the fleet that has a discipline line
    (and each crew on an apostle's card)."""
    psys = [c for c in state.fleet(seat) if c.engaged and _may_use_fields(state, c)]
    return [replace(option, by=psy.id) for psy in psys for option in options]


def _may_use_fields(state: GameState, card: CardState) -> bool:
    if card.info.kind in FIELD_USERS:
        return bool(discipline_lines(card))
    return card.info.kind is CardType.CREW and bool(_apostles(state, card))


def _commandants(state: GameState, base: CardState) -> list[CardState]:
    return [state.cards[c] for c in base.children if any(e.kind is Kind.COMMANDS_BASE for e in state.cards[c].info.effects)]


def commanded_base(state: GameState, card: CardState) -> bool:
    """A base with a psy commandant on it of at least its strength: it guards the Psy Network."""
    if card.info.kind is not CardType.BASE or not card.children:
        return False
    return any(strength(state, card) <= strength(state, psy) for psy in _commandants(state, card))


def behind_base(state: GameState, target: CardState) -> Violation | None:
    """A psy commandant on a base may not be fired at until the base is destroyed."""
    if target.info.kind is not CardType.PSY or target.parent is None or not any(e.kind is Kind.COMMANDS_BASE for e in target.info.effects):
        return None
    base = state.cards[target.parent]
    if base.info.kind is CardType.BASE and base.in_play:
        return Violation(COMMANDANT_RULE, f"{target.info.label} is on #{base.id} ({base.info.label}): the base must be destroyed first")
    return None
