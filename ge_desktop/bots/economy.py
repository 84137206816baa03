"""The standard bot's Allocation Phase and Play Cards phases.

Allocation (v2.1 1 - POINT ALLOCATION PHASE): engage the best cards first. Each card
still missing points is ranked by its worth per point missing (a card already part-paid
comes first: those points are spent either way); a card is funded only if the pool, with
its economy points declared as needed, covers everything it lacks. Then energy for
Variable Plasma, Phaser Magnifiers and a Mechad EMF, supply for a Mine Deployment System
with a mine aboard, ammunition for heavy weapons, repair and healing
for damaged cards, research at opponents' monsters, and leftover economy declared where
it helps. A scout whose research point is still unspent then looks at an opponent's hand
instead. What nobody can use is left to lapse.

Card plays (v2.1 3/5 - PLAY CARDS PHASE): every legal play gets a score. Terrain early
(the economy comes first), then units the fleet can pay to engage, support cards on its
best units, hazards and monsters against the opponents' best units; reaction cards are
kept for the reactions they are printed for. Card actions that hurt go at opponents,
those that help at its own cards. The phase ends when nothing scores above ``PLAY_BAR``.

Empire systems (issue 19): a mine (equipment whose harm is a card action) goes on one of
its own ships, a Tufor Cutter first (its Mine Deployment System may keep it), and is used
at an opponent's card later; a shuttle goes on a carrier (which rearms its single-use
Phaser); a Krebiz ship funded for one part only is separated before the first Card Play
phase ends (v2.1 KREBIZ); an agenda is played exposed when a Card Play is spare and
accomplished once its complete turn has passed, a hidden one shown only once its Sector
HQ has taken damage (``achieve_score``: the goal is the card's text, judged by the players).
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.bots.position import HOSTILE_KINDS, Position, card_value, hostile, reactive_only
from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType, PointType, SpecialWeapon, SystemKind
from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_empires.actions import DECLARABLE, Achieve, Allocate, DeclareEconomy, Done, MoveShip, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS, CardInfo, is_shuttle
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.hazard_targets import destroyed_by
from ge_desktop.rulesets.galactic_empires.raids import steals_requirements
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone

PLAY_BAR = 20  # a play must score above this to be worth a Card Play
EARLY_TERRAIN = 4  # terrain wanted before anything else
_HEALABLE = frozenset({CardType.DRAGON, CardType.PSY, CardType.CREW, CardType.ANCIENT})
_REPAIRABLE = frozenset({CardType.SHIP, CardType.BASE, CardType.TERRAIN})
_HOME_GUARDS = frozenset({CardType.SHIP, CardType.DRAGON})  # they protect the Sector HQ (v2.1)


# --- allocation --------------------------------------------------------------------------


def _missing(view: CardView) -> dict[PointType, int]:
    received = dict(view.table.received)  # type: ignore[union-attr]
    return {p: n - received.get(p, 0) for p, n in view.table.needs if n > received.get(p, 0)}  # type: ignore[union-attr]


def _funding_order(pos: Position) -> list[tuple[CardView, dict[PointType, int]]]:
    wanting = [(view, _missing(view)) for view in pos.mine]
    wanting = [(view, missing) for view, missing in wanting if missing]

    def rank(item: tuple[CardView, dict[PointType, int]]) -> tuple[bool, float]:
        view, missing = item
        started = bool(view.table.received)  # type: ignore[union-attr]
        return (not started, -pos.value(view) / sum(missing.values()))

    return sorted(wanting, key=rank)


def _shortfall(view: CardView, missing: dict[PointType, int], available: dict[PointType, int], economy: int, legal: set[Action]) -> dict[PointType, int] | None:
    """The points the pool lacks to engage the card (economy declared as them), or None if it cannot."""
    short: dict[PointType, int] = {p: n - available.get(p, 0) for p, n in missing.items() if p is not PointType.COMMAND and n > available.get(p, 0)}
    if any(p not in DECLARABLE for p in short) or sum(short.values()) > economy:
        return None
    if PointType.COMMAND in missing and Allocate(PointType.COMMAND, view.id) not in legal:
        return None
    return short


def _first_point(view: CardView, missing: dict[PointType, int], available: dict[PointType, int], legal: set[Action]) -> Action | None:
    for point in missing:
        step = Allocate(point, view.id)
        if (point is PointType.COMMAND or available.get(point, 0) > 0) and step in legal:
            return step
    return None


def funding_starts(pos: Position, legal: Sequence[Action]) -> list[Action]:
    """For each card not yet given a point this turn that the pool could engage on its
    own, the first point towards it, best first (the order ``allocation_action`` funds
    in): the cards a searching bot may fund first instead of the standard bot's choice."""
    options = set(legal)
    available = pos.pool()
    economy = available.pop(PointType.ECONOMY, 0)
    starts = []
    for view, missing in _funding_order(pos):
        if view.table.received or _shortfall(view, missing, available, economy, options) is None:  # type: ignore[union-attr]
            continue
        step = _first_point(view, missing, available, options)
        if step is not None:
            starts.append(step)
    return starts


def _requirement_step(pos: Position, legal: set[Action]) -> Action | None:
    """The next point towards engaging the best cards the pool can fully pay for."""
    available = pos.pool()
    economy = available.pop(PointType.ECONOMY, 0)
    for view, missing in _funding_order(pos):
        short = _shortfall(view, missing, available, economy, legal)
        if short is None:
            continue
        step = _first_point(view, missing, available, legal)
        if step is not None:
            return step
        for point in short:
            if DeclareEconomy(point) in legal:
                return DeclareEconomy(point)
        for point, need in missing.items():  # nothing to do for it now: keep its points aside
            available[point] = available.get(point, 0) - min(need, available.get(point, 0))
        economy -= sum(short.values())
    return None


def _heavy_unarmed(pos: Position, view: CardView) -> int:
    """Heavy weapons of a funded card still without their ammunition point."""
    info = view.info
    if info is None or _missing(view) or info.heavy_weapons == 0:
        return 0
    received: dict[PointType, int] = dict(view.table.received)  # type: ignore[union-attr]
    needed: dict[PointType, int] = dict(view.table.needs)  # type: ignore[union-attr]
    if info.system(SystemKind.PHASER_MAGNIFIER)[1] and received.get(PointType.ENERGY, 0) > needed.get(PointType.ENERGY, 0):
        return 0  # its Magnifier is armed: its Hyperspace Detonator may not be this turn
    return max(0, info.heavy_weapons - (received.get(PointType.AMMUNITION, 0) - needed.get(PointType.AMMUNITION, 0)))


def _energy_system(view: CardView) -> bool:
    """A funded card whose Variable Plasma, Phaser Magnifier or Phaser Overload takes energy beyond its needs."""
    info = view.info
    if info is None or _missing(view):
        return False
    plasma = any(w.special is SpecialWeapon.VARIABLE_PLASMA for w in info.weapons)
    overload = any(e.kind is Kind.PHASER_OVERLOAD for e in info.effects)
    return plasma or overload or info.system(SystemKind.PHASER_MAGNIFIER)[1] > 0 or (info.kind is CardType.SHIP and info.nodes > 0)


_REMOVING = (PointType.REPAIR, PointType.RESEARCH)


def _mine_system(pos: Position, view: CardView) -> bool:
    """A funded ship with a Mine Deployment System and a mine on it to keep."""
    info = view.info
    if info is None or _missing(view) or not info.system(SystemKind.MINE_DEPLOYMENT)[0]:
        return False
    children = [pos.card(c) for c in view.children]
    return any(c is not None and c.info is not None and "mine" in c.info.title.lower().split() for c in children)


def _damaged(view: CardView) -> bool:
    return any(kind in (DieKind.SHIELD, DieKind.STRUCTURE) for kind, _ in view.dice)


_NEGATING = (PointType.SUPPLY, PointType.ENERGY, PointType.ECONOMY, PointType.AMMUNITION, PointType.RESEARCH, PointType.REPAIR, PointType.HEALING)


def _has_kind(view: CardView, kind: Kind) -> bool:
    return view.info is not None and any(e.kind is kind for e in view.info.effects)


def _extra_step(pos: Position, legal: set[Action]) -> Action | None:
    """After requirements: arm heavy weapons, repair, heal, research monsters, use economy."""
    pool = pos.pool()
    best = sorted(pos.mine, key=lambda v: -pos.value(v))
    wants: list[tuple[PointType, CardView]] = []
    # Energy first: a Magnifier's energy (every Phaser x2) beats arming a Hyperspace Detonator,
    # and a Variable Plasma needs both; the engine refuses what a system cannot take.
    wants += [(PointType.ENERGY, v) for v in best if _energy_system(v)]
    wants += [(PointType.SUPPLY, v) for v in best if _mine_system(pos, v)]
    wants += [(PointType.AMMUNITION, v) for v in best if _heavy_unarmed(pos, v)]
    wants += [(PointType.REPAIR, v) for v in best if v.info.kind in _REPAIRABLE and _damaged(v)]  # type: ignore[union-attr]
    wants += [(PointType.REPAIR, v) for v in best if _salvages(v)]  # held for a Salvage Tug's salvage (the engine caps it)
    wants += [(PointType.HEALING, v) for v in best if v.info.kind in _HEALABLE and _damaged(v)]  # type: ignore[union-attr]
    wants += [(PointType.RESEARCH, v) for v in pos.theirs if v.info.kind is CardType.MONSTER]  # type: ignore[union-attr]
    wants += [(PointType.RESEARCH, v) for v in best if _has_kind(v, Kind.HOLD_DRAWS)]  # a Well of Time's cards into the hand (the engine asks it holds some)
    # energy that prevents an opposing monster's damage to a unit of mine as it engages (Creature From The Black Hole)
    wants += [(PointType.ENERGY, v) for v in pos.theirs if v.info.kind is CardType.MONSTER]  # type: ignore[union-attr]
    # a hazard or occurrence on my cards that research or repair points remove (Plasma Field, Breakdown)
    wants += [(p, v) for v in pos.theirs if v.info is not None for p in _REMOVING if destroyed_by(v.info, p) is not None]
    # a Dragon Gem's Shields (repair or healing) and a Flood on my terrain (its output's points: the engine lists the types it takes)
    wants += [(p, v) for v in best if _has_kind(v, Kind.ARTIFACT_SHIELDS) and _damaged(v) for p in (PointType.REPAIR, PointType.HEALING)]
    wants += [(p, v) for v in pos.theirs if _has_kind(v, Kind.NEGATED_BY_OUTPUT) for p in _NEGATING]
    for point, view in wants:
        if pool.get(point, 0) and Allocate(point, view.id) in legal:
            return Allocate(point, view.id)
    for point, _ in wants:
        if pool.get(PointType.ECONOMY, 0) and not pool.get(point, 0) and DeclareEconomy(point) in legal:
            return DeclareEconomy(point)
    return None


def _salvages(view: CardView) -> bool:
    """A Salvage Tug: repair points held on it buy equipment back from the Discard Pile."""
    return view.info is not None and any(e.kind is Kind.SALVAGE_EQUIPMENT for e in view.info.effects)


def _technician_step(pos: Position, legal: set[Action]) -> Action | None:
    """A Technician's doubled point (an energy or repair point reaching its ship twice)
    beats its research point when no research point has a use now."""
    if any(isinstance(a, Allocate) and a.point is PointType.RESEARCH for a in legal):
        return None
    for view in pos.mine:
        if view.info is None or not any(e.kind is Kind.DOUBLE_POINT for e in view.info.effects):
            continue
        for point in (PointType.ENERGY, PointType.REPAIR):
            if Allocate(point, view.id) in legal:
                return Allocate(point, view.id)
    return None


def allocation_action(pos: Position, legal: Sequence[Action], extras: bool = True) -> Action:
    """The next allocation step, or ``done`` when no point would help. Without ``extras``
    only the cards' requirements are paid (no ammunition, repair, healing, research or
    scouting): the beginner bot's turns that leave points unallocated."""
    options = set(legal)
    step = _multiplier_step(pos, legal) or _raid_step(pos, legal) or _technician_step(pos, options) or _requirement_step(pos, options)
    if step is None and extras:
        step = _extra_step(pos, options) or _scout_step(pos, legal) or _conversion_step(pos, legal)
    if step is not None:
        return step
    return Done() if Done() in options else legal[-1]


def _multiplier_step(pos: Position, legal: Sequence[Action]) -> Action | None:
    """A hand card that multiplies a terrain's output (Temporal Repetition) goes onto my terrain
    of the greatest output, in my Allocation Phase: its multiple counts at once."""
    best: tuple[int, Action] | None = None
    for action in legal:
        if not isinstance(action, PlayCard) or action.target is None:
            continue
        info, target = pos.info(action.card), pos.card(action.target)
        if info is None or target is None or target.info is None or target not in pos.mine:
            continue
        if any(e.kind is Kind.MULTIPLY_OUTPUT for e in info.effects):
            output = sum(n for p, n in target.info.generates.items() if p is not PointType.COMMAND)
            if best is None or output > best[0]:
                best = (output, action)
    return best[1] if best is not None and best[0] > 0 else None


def _raid_step(pos: Position, legal: Sequence[Action]) -> Action | None:
    """A ship that may move against an opponent's terrain (the Vicious Six) goes against the
    one that meets most of its requirements (v2.1 VICIOUS SIX: ``raids.stolen``; one that takes
    none, the Super Heavy Cruiser, if it has heavy weapons to double there), so long as
    another ship or dragon of the fleet stays home to protect the Sector HQ."""
    raids = [a for a in legal if isinstance(a, MoveShip) and a.against and a.to is not None]
    if not raids:
        return None
    home = [c for c in pos.in_play if c.controller == pos.me and c.info is not None and c.info.kind in _HOME_GUARDS and _at_home(pos, c)]
    best: tuple[int, MoveShip] | None = None
    for action in raids:
        ship, terrain = pos.card(action.card), pos.card(action.to)
        if ship is None or terrain is None or ship.info is None or terrain.info is None or not _at_home(pos, ship):
            continue
        if not any(c.id != ship.id for c in home):
            continue
        if steals_requirements(ship.info):
            taken = sum(min(need, terrain.info.generates.get(point, 0)) for point, need in ship.info.requires.items())
        else:  # it raids for what it does there (Super Heavy Cruiser: its heavy weapons double at its location)
            taken = ship.info.heavy_weapons
        if taken > 0 and (best is None or taken > best[0]):
            best = (taken, action)
    return best[1] if best is not None else None


def _at_home(pos: Position, card: CardView) -> bool:
    """In its own space or on a card of its own fleet (not against an opponent's terrain)."""
    holder = pos.card(card.parent)
    return holder is None or holder.controller == card.controller


def _scout_step(pos: Position, legal: Sequence[Action]) -> Action | None:
    """A scout's research point that nothing above wanted buys a look at an opponent's hand
    instead (Tufor Research Scout, Corporate Scout Cruiser): at the fullest hand."""
    looks = [
        a
        for a in legal
        if isinstance(a, UseFunction) and (info := pos.info(a.card)) is not None
        and 0 < a.function <= len(info.function_effects) and info.function_effects[a.function - 1].kind == Kind.SCOUT
    ]
    if not looks:
        return None
    return max(looks, key=lambda a: pos.obs.players[a.player].hand_count if a.player is not None else 0)


def _conversion_step(pos: Position, legal: Sequence[Action]) -> Action | None:
    """Supply or energy nothing above wanted becomes economy where a terrain's output may be
    converted (Urbanization, ``convert_output``: legal only while that output is still whole in
    the pool): the larger of the two."""
    pool = pos.pool()
    turns = [
        (pool.get(effect.point, 0), a)
        for a in legal
        if isinstance(a, UseFunction) and (info := pos.info(a.card)) is not None and 0 < a.function <= len(info.function_effects)
        and (effect := info.function_effects[a.function - 1]).kind == Kind.CONVERT_OUTPUT and effect.point is not None
    ]
    return max(turns, key=lambda pair: pair[0])[1] if turns else None


# --- card plays --------------------------------------------------------------------------


def _affordable(pos: Position, info: CardInfo) -> bool:
    """Could the fleet's output also pay this card's requirements each turn?"""
    if not info.requires:
        return True
    output, upkeep = pos.generation(), pos.upkeep()
    economy = output.get(PointType.ECONOMY, 0) - upkeep.get(PointType.ECONOMY, 0)
    short = 0
    for point, need in info.requires.items():
        spare = output.get(point, 0) - upkeep.get(point, 0)
        short += max(0, need - max(0, spare))
    return short <= max(0, economy)


def _unit_play(pos: Position, info: CardInfo, target: CardView | None) -> float:
    score = 30 + 2 * card_value(info)
    if not _affordable(pos, info):
        score -= 45
    if target is not None:
        score -= 5
    return score


def _part_play(pos: Position, part: CardInfo, target: CardView | None) -> float:
    """A combination card played as one part: alone, the other part is lost (worth it when the
    whole ship cannot be funded and the part can); onto a lone opposite part, one ship again."""
    return _unit_play(pos, part, target) - (0 if target is not None else 10)


def _hostile_play(pos: Position, info: CardInfo, target: CardView | None) -> float:
    if target is None and not reactive_only(info) and any(e.kind is Kind.AGAINST_FLEET for e in info.effects):
        return _fleet_play(pos, info)
    if target is None or target.controller == pos.me or reactive_only(info):
        return -100
    if info.kind is CardType.MONSTER or target.info.kind in UNITS:  # type: ignore[union-attr]
        return 28 + pos.value(target) + (10 if target.engaged else 0)
    return 15


def _fleet_play(pos: Position, info: CardInfo) -> float:
    """A card played against an opponent's whole fleet (Kraken, Zarom, Sargassos): worth it when
    a fleet holds cards it harms."""
    harmed = [e for e in info.effects if e.kind in (Kind.FLEET_DAMAGE, Kind.BURDEN_FIRERS)]
    victims = [v for v in pos.theirs if v.info is not None and any(e.fits(v.info.types) for e in harmed)]
    return 28 + 4 * len(victims) if victims else -100


def _support_play(pos: Position, info: CardInfo, target: CardView | None) -> float:
    if reactive_only(info):
        return -50
    if target is None:
        score = 25.0
    elif target.controller != pos.me:
        return -100
    else:
        score = 18 + pos.value(target) / 2 + (0 if target.info.kind in UNITS else -12)  # type: ignore[union-attr]
        if is_shuttle(info.title) and _on_carrier(pos, target):
            score += 15  # a carrier rearms a shuttle's single-use Phaser each Engagement Phase
        if _carried_weapon(info) and target.info is not None and target.info.system(SystemKind.MINE_DEPLOYMENT)[0]:
            score += 10  # a Mine Deployment System may keep the mine after use (v2.1)
    if not _affordable(pos, info):
        score -= 30
    return score


def _carried_weapon(info: CardInfo) -> bool:
    """Equipment whose hostile effects are card actions (a mine): played on its own unit,
    used against an opponent's card later."""
    if info.kind is not CardType.EQUIPMENT:
        return False
    harmful = [e for e in info.effects if e.kind in HOSTILE_KINDS]
    return bool(harmful) and all(e.trigger is Trigger.CARD_ACTION for e in harmful)


def _on_carrier(pos: Position, target: CardView) -> bool:
    """Is ``target`` a carrier, or a card on one (v2.1: carriers rearm fighters and shuttles)?"""
    view: CardView | None = target
    while view is not None:
        if view.info is not None and view.info.rearms_shuttles:
            return True
        view = pos.card(view.parent)
    return False


def _choice_worth(pos: Position, info: CardInfo, choice: int) -> float | None:
    """A card that does one of several things, played as its choice ``choice``: worth it only when
    that choice finds something to do (Interstellar Plasma: damaged terrain of its own to repair,
    or hazards of its own on opposing fleets to renew); None: scored like any other play."""
    kinds = {e.kind for e in info.effects if e.choice == choice}
    if Kind.REPAIR_ALL in kinds:
        fitting = [e for e in info.effects if e.choice == choice and e.kind is Kind.REPAIR_ALL]
        damaged = [v for v in pos.mine if v.info is not None and _damaged(v) and any(e.fits(v.info.types) for e in fitting)]
        return 30.0 + 5 * sum(n for v in damaged for kind, n in v.dice if kind in (DieKind.SHIELD, DieKind.STRUCTURE)) if damaged else -100.0
    if Kind.RENEW_HAZARDS in kinds:
        renewed = [v for v in pos.mine if v.info is not None and CardType.HAZARD in v.info.types and _on_theirs(pos, v)]
        return 30.0 + 8 * len(renewed) if renewed else -100.0
    if Kind.NEGATE_AGAINST_FLEET in kinds:  # Scientific Breakthrough: worth it against hazards or terrain on its cards
        against = [v for v in pos.theirs if v.info is not None and (CardType.HAZARD in v.info.types or v.info.kind is CardType.TERRAIN) and _on_mine(pos, v)]
        return 30.0 + 10 * len(against) if against else -100.0
    if Kind.ADD_TO_POOL in kinds:
        return -100.0  # points for the pool only in its own Allocation Phase, where the bot does not play cards
    return None


def _on_mine(pos: Position, view: CardView) -> bool:
    """Is this opponent's card on a card of its own?"""
    parent = pos.card(view.parent)
    return parent is not None and parent.controller == pos.me


def _on_theirs(pos: Position, view: CardView) -> bool:
    """Is this card of its own on an opponent's card?"""
    parent = pos.card(view.parent)
    return parent is not None and parent.controller != pos.me


def play_score(pos: Position, action: PlayCard) -> float:
    """How much a card play is worth now (``PLAY_BAR`` and below: not worth a Card Play)."""
    info = pos.info(action.card)
    if info is None:
        return 0
    target = pos.card(action.target)
    score: float
    chosen = _choice_worth(pos, info, action.choice) if action.choice else None
    if chosen is not None:
        return chosen
    if info.parts and action.choice in (2, 3):  # a Krebiz combination card played as one part
        return _part_play(pos, info.parts[action.choice - 2], target)
    if info.kind is CardType.TERRAIN:
        output = sum(info.generates.values())
        score = 35 + 6 * output + (45 if pos.terrain_count() < EARLY_TERRAIN else 0)
    elif info.kind in UNITS:
        score = _unit_play(pos, info, target)
    elif hostile(info) and not _carried_weapon(info):
        score = _hostile_play(pos, info, target)
    else:
        score = _support_play(pos, info, target)
    if info.reaction and info.kind not in UNITS:
        score -= 12  # an R/ card is worth more held for a reaction
    return score


def _infested(pos: Position, action: UseFunction) -> bool:
    """Would this transporter operation count against an opponent's card that transporter
    operations remove (a Rat Infestation on the transporter's unit or the one it goes to)?"""
    carrier = pos.card(action.card)
    if carrier is None or carrier.info is None:
        return False
    kinds = {str(e.param("carrier", "")) for e in carrier.info.function_effects if e.kind == Kind.TRANSPORT} - {""}
    if (kinds and kinds != {"transporter"}) or (not kinds and is_shuttle(carrier.info.title)):
        return False  # a shuttle or fighter goes along: no transporter operation
    places = {carrier.parent, action.target} - {None}
    return any(
        v.parent in places and v.info is not None and any(e.kind == Kind.REMOVED_BY_TRANSPORT for e in v.info.effects)
        for v in pos.theirs
    )


def _strongest_crew(pos: Position, where: int | None) -> int:
    """The highest printed strength of an opponent's crew card on ``where``."""
    return max((v.info.strength for v in pos.theirs if v.parent == where and v.info is not None and v.info.kind is CardType.CREW), default=0)


def use_score(pos: Position, action: UseFunction) -> float:
    """A card action of a card in play: hurt opponents, help its own side."""
    info = pos.info(action.card)
    if info is None or not 0 < action.function <= len(info.function_effects):
        return 0
    kind = info.function_effects[action.function - 1].kind
    target = pos.card(action.target)
    if kind == Kind.RELOCATE:  # the Media Personality: move only to a stronger crew to stop
        here = pos.card(action.card)
        return 45 if here is not None and _strongest_crew(pos, action.target) > _strongest_crew(pos, here.parent) else 0
    if kind == Kind.BLIND_UNITS:  # an Argonian Strobe: an opponent's units kept from firing in his next turn
        return 40 if action.player != pos.me else -100
    if kind in HOSTILE_KINDS:
        if action.player is not None:
            return 40 if action.player != pos.me else -100
        if target is None:
            return 10
        return 45 + pos.value(target) if target.controller != pos.me else -100
    if kind == Kind.DRAW_CARDS:
        return 45
    if kind in (Kind.REPAIR, Kind.HEAL):
        return 35 if target is None or _damaged(target) else 0
    if kind == Kind.JOIN_CRUISER:
        return 30  # one ship of summed strength, Shields and weapons (v2.1 KREBIZ)
    if kind in (Kind.SEPARATE_CAPSULE, Kind.SEPARATE_COMBINATION):
        return 0  # a Card Play that only splits a ship in two
    if kind == Kind.TRANSPORT:
        if _infested(pos, action):
            return 40  # each transporter operation there counts against a Rat Infestation
        return 0  # moving crew about helps only with a plan; a raid is scored as its crew's action
    if target is not None and target.controller != pos.me:
        return -100
    return 22


def achieve_score(pos: Position, action: Achieve) -> float:
    """Accomplishing an agenda (v2.1 AGENDA CARDS). Its goal is the card's text, which the
    engine leaves to the players' judgement (our data has no agenda text), so the bot works
    toward an agenda the way the engine can see: it plays an agenda exposed when it has a
    Card Play to spare (``play_score``) and accomplishes it once the one complete turn has
    passed; a hidden agenda (shown from the hand, no Card Play) it accomplishes only once
    its Sector HQ has taken damage, as agendas on the HQ restore it at 25 strength."""
    view = pos.card(action.card)
    info = pos.info(action.card)
    if view is None or info is None:
        return 0
    if view.zone is Zone.PLAY:
        return 60 + info.strength  # an exposed agenda whose turn has come
    return 40 + info.strength if pos.player.hq_damage > 0 else 0


def play_action(pos: Position, legal: Sequence[Action]) -> Action:
    """The best card play or card action, or ``done``; on its first turn (terrain only, v2.1
    L299) any play that helps at all is made rather than leaving the table empty. When
    ``done`` must wait (a Krebiz ship funded for one part only is separated first, v2.1
    KREBIZ), the separation is made."""
    if Done() not in legal:
        for action in legal:
            info = pos.info(action.card) if isinstance(action, UseFunction) else None
            if info is not None and isinstance(action, UseFunction) and info.function_effects[action.function - 1].kind == Kind.SEPARATE_CAPSULE:
                return action
    first_turn = pos.player.turns_taken == 1 and pos.player.plays_used == 0
    best, best_score = None, 0.0 if first_turn else float(PLAY_BAR)
    for action in legal:
        if isinstance(action, PlayCard):
            score = play_score(pos, action)
        elif isinstance(action, UseFunction):
            score = use_score(pos, action)
        elif isinstance(action, Achieve):
            score = achieve_score(pos, action)
        else:
            continue
        if score > best_score:
            best, best_score = action, score
    if best is not None:
        return best
    return Done() if Done() in legal else legal[-1]
