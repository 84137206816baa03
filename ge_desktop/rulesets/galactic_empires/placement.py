"""Where each card type may be played (v2.1 card-type rules and *CARD PLAY TERMS*).

A card's own ``placement`` (catalog data) overrides its type's default, because cards
have rules. Defaults:

- Terrain, installation, agenda: independently (a new root). Ships and dragons:
  independently or on one of your terrains (v2.1 SHIP CARDS, DRAGON CARDS). "*Some*
  dragons may be played to other dragons" (L653): a dragon whose card places it ``on``
  a D (``placement: {mode: on, target_types: [T, D]}``) may also go onto one of your
  dragons and merges with it into one dragon of combined strength; others may not.
- Base: only on one of your terrains. Field: on one of your terrains, at most one each.
- Crew and psy: on your ship, base or terrain; ancients also on installations.
- Equipment: on your ship or base. Ability: on your crew (crew, ancient or psy).
- Headquarters (Q): to your Sector HQ.
- Hazard, luck, occurrence: to your fleet, or on/against the card they affect.
  Monster: on or against a unit or terrain.
- A Krebiz capsule also onto one of the cruisers it names; Krebiz Armor only on a cruiser
  (``krebiz.py``).
- Never: equipment, crew or occurrences to or against a dragon (v2.1 DRAGON CARDS); any
  card onto an opponent's card except *against* it; any card onto a Sector HQ.
- A card's ``play_restriction`` effect narrows where it goes further, as printed (v2.1
  MONSTER / HAZARD / OCCURRENCE CARDS: "each card defines where it is played"): a target
  whose title names one of some words (a planet, a moon), of strength at most N (several
  copies already on the target adding their strengths when pooled), the weakest ship of its
  fleet, or one without a named card on it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType, PlacementMode
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CREW_LIKE, CardInfo, is_shuttle
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.discovery import crew_needed_problem
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.emf import shield_refit_problem
from ge_desktop.rulesets.galactic_empires.errors import PLACEMENT
from ge_desktop.rulesets.galactic_empires.krebiz import cruiser_only_problem, cruiser_onto_problem, is_cruiser, join_problem
from ge_desktop.rulesets.galactic_empires.missions import titled, warded
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import continuous_on, free_pilot, hazard_proof, immune, stays_apart, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Placement

T, S, B, D, I = CardType.TERRAIN, CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION  # noqa: E741 (type letters)
_TABLE_TYPES = frozenset(CardType) - {CardType.HEADQUARTERS}
_NO_DRAGON = frozenset({CardType.EQUIPMENT, CardType.CREW, CardType.OCCURRENCE, CardType.ANCIENT, CardType.PSY})

# kind -> (may be a root, own target types for "on", opponent target types for "against")
_DEFAULTS: dict[CardType, tuple[bool, frozenset[CardType], frozenset[CardType]]] = {
    T: (True, frozenset(), frozenset()),
    I: (True, frozenset(), frozenset()),
    CardType.AGENDA: (True, frozenset(), frozenset()),
    S: (True, frozenset({T}), frozenset()),
    D: (True, frozenset({T}), frozenset()),  # onto a dragon only if its card says so (below)
    B: (False, frozenset({T}), frozenset()),
    CardType.FIELD: (False, frozenset({T}), frozenset()),
    CardType.CREW: (False, frozenset({S, B, T}), frozenset()),
    CardType.PSY: (False, frozenset({S, B, T}), frozenset()),
    CardType.ANCIENT: (False, frozenset({S, B, T, I}), frozenset()),
    CardType.EQUIPMENT: (False, frozenset({S, B}), frozenset()),
    CardType.ABILITY: (False, CREW_LIKE, frozenset()),
    CardType.HAZARD: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.LUCK: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.OCCURRENCE: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.MONSTER: (False, frozenset({S, B, T, D}), frozenset({S, B, T, D})),
    CardType.HEADQUARTERS: (False, frozenset(), frozenset()),
}


def _pilot(info: CardInfo) -> bool:
    """A crew card that flies a shuttle or fighter (effect kind ``pilot``: the Green Fighter Pilot)."""
    return info.kind is CardType.CREW and any(e.kind is Kind.PILOT for e in info.effects)


def _shuttle(info: CardInfo) -> bool:
    """v2.1 [Glossary] Shuttle: an equipment card with 'fighter' or 'shuttle' in its title."""
    return info.kind is CardType.EQUIPMENT and is_shuttle(info.title)


def _rules_for(info: CardInfo) -> tuple[bool, frozenset[CardType], frozenset[CardType]]:
    """(root allowed, 'on' types, 'against' types) for this card."""
    mode = info.placement_mode
    if mode is None and _pilot(info):  # a pilot also goes aboard a shuttle or fighter of its fleet
        root, on, against = _DEFAULTS[info.kind]
        return root, on | {CardType.EQUIPMENT}, against
    if mode is None and (info.capsule_for or is_cruiser(info)):  # a Krebiz capsule also goes onto its cruisers, a cruiser onto its capsules
        root, on, against = _DEFAULTS[info.kind]
        return root, on | {S}, against
    if mode is None:
        return _DEFAULTS[info.kind]
    targets = info.placement_targets or _TABLE_TYPES
    if info.kind is D and mode is PlacementMode.ON_OR_AGAINST:  # a dragon that "may be played against terrain" (Surface Dragoness, Pirates)
        return True, targets, targets
    if info.kind is D and mode is PlacementMode.ON:
        # v2.1 DRAGON CARDS L650-654: every dragon may be played independently; "some
        # dragons may be played to other dragons": those whose card places them on a D.
        # A dragon whose card places it on terrain only must go there (Solar Dragoness).
        return D in targets, targets, frozenset()
    # A dual-type terrain (T/H Plasma Field) may always be played as a terrain, independently;
    # its placement says where it goes as its other type (v2.1 CARD TYPE: either type).
    as_terrain = info.kind is T and len(info.types) > 1
    if mode in (PlacementMode.INDEPENDENT, PlacementMode.FLEET):
        return True, frozenset(), frozenset()
    if mode is PlacementMode.ON:
        return as_terrain, targets, frozenset()
    if mode is PlacementMode.AGAINST:
        return as_terrain, frozenset(), targets
    return as_terrain, targets, targets


def _where(info: CardInfo) -> str:
    root, on, against = _rules_for(info)
    parts = ["independently"] if root else []
    if on:
        parts.append("on your " + "/".join(sorted(t.value for t in on)))
    if against:
        parts.append("against an opponent's " + "/".join(sorted(t.value for t in against)))
    if info.kind is CardType.HEADQUARTERS:
        parts.append("to your Sector HQ")
    return " or ".join(parts) or "nowhere"


def _wrong_place(info: CardInfo) -> Violation:
    """The violation of a card played where it may not go (its text made only when needed:
    listing legal plays checks many placements)."""
    return Violation(PLACEMENT, f"{info.label} is played {_where(info)}")


def _ship_on_base(state: GameState, info: CardInfo, target: CardState) -> bool:
    """*Bases Defend Ships* (v2.1 Variations): "Ships may be stacked with a base"."""
    return info.kind is S and target.info.kind is B and state.config.has(Option.BASES_DEFEND_SHIPS)


def check_target(state: GameState, seat: Seat, info: CardInfo, how: Placement, target: CardState | None) -> Violation | None:
    """None if a card with ``info`` may be played by ``seat`` this way (a card played against
    several cards of one fleet: this first one, and enough others there: ``several_problem``)."""
    problem = _target_problem(state, seat, info, how, target)
    if problem is None and target is not None and how is Placement.AGAINST and _several(info):
        return several_problem(state, seat, info, target)
    return problem


def _several(info: CardInfo) -> bool:
    """Is the card played against several cards (a ``several_targets`` effect)?"""
    for effect in info.effects:
        if effect.kind is Kind.SEVERAL_TARGETS:
            return True
    return False


def several_count(state: GameState, seat: Seat, info: CardInfo) -> int:
    """How many cards the card is played against (``several_targets``; 1: one card): its
    ``amount`` in one fleet, or with ``one_per_opponent`` one in each opponent's fleet."""
    for effect in info.effects:
        if effect.kind is Kind.SEVERAL_TARGETS:
            if effect.param("one_per_opponent", False):
                return sum(1 for s in state.living_seats() if s != seat)
            return effect.amount
    return 1


def _one_per_opponent(info: CardInfo) -> bool:
    return any(e.kind is Kind.SEVERAL_TARGETS and e.param("one_per_opponent", False) for e in info.effects)


def companions(state: GameState, seat: Seat, info: CardInfo, first: CardState, taken: list[InstanceId]) -> tuple[InstanceId, ...]:
    """The other cards the card may also be played against (v2.1 OCCURRENCE CARDS: "played to or
    against the card or cards that they affect"), each a legal target on its own, none already
    taken: of ``first``'s fleet, or (``one_per_opponent``) of each other opponent's fleet, one a fleet."""
    if _one_per_opponent(info):
        done = {first.controller, *(state.cards[t].controller for t in taken)}
        pool = [c for c in state.in_play() if c.controller != seat and c.controller not in done]
    else:
        pool = [c for c in state.fleet(first.controller) if c is not first and c.id not in taken]
    return tuple(c.id for c in pool if unit_of(state, c) is c and _target_problem(state, seat, info, Placement.AGAINST, c) is None)


def several_problem(state: GameState, seat: Seat, info: CardInfo, first: CardState) -> Violation | None:
    """A card played against N cards needs N-1 more legal targets beside ``first`` (in one fleet,
    or one in each other opponent's fleet)."""
    wanted = several_count(state, seat, info) - 1
    if wanted <= 0:
        return None
    found = companions(state, seat, info, first, [])
    enough = len({state.cards[c].controller for c in found}) >= wanted if _one_per_opponent(info) else len(found) >= wanted
    if enough:
        return None
    where = "one in each opponent's fleet" if _one_per_opponent(info) else "of one fleet"
    return Violation(f"{info.label} (as printed)", f"it is played against {wanted + 1} cards {where}: too few it may go against beside #{first.id}")


def _target_problem(state: GameState, seat: Seat, info: CardInfo, how: Placement, target: CardState | None) -> Violation | None:
    if how is Placement.HQ:
        return None if info.kind is CardType.HEADQUARTERS else _wrong_place(info)
    root, on, against = _rules_for(info)
    if how is Placement.ROOT:
        if root:
            return crew_needed_problem(state, seat, info)  # Discovery of Discoveries
        if _shuttle(info):  # the Green Fighter Pilot: "allows a shuttle or fighter to be played independently"
            if free_pilot(state, seat) is not None:
                return None
            return Violation(PLACEMENT, f"{info.label} is played on your S/B, or independently only with a pilot of yours free to fly it")
        return _wrong_place(info)
    if target is None or not target.in_play:
        return Violation(PLACEMENT, "the target is not a card in play")
    own = target.controller == seat
    if how is Placement.ON and not own:
        return Violation(PLACEMENT, f"#{target.id} is an opponent's card: play against it, not on it")
    if how is Placement.AGAINST and (own or state.players[target.controller].eliminated):
        return Violation(PLACEMENT, f"#{target.id} is not an opponent's card")
    if how is Placement.ON and hosts(state, target, info):
        return None  # a Star takes one terrain of its limit (v2.1 TERRAIN CARDS: terrain played to terrain)
    allowed = on if how is Placement.ON else against
    if how is Placement.ON and _ship_on_base(state, info, target):
        allowed = allowed | {B}
    if not (target.info.types & allowed):
        return _wrong_place(info)
    if _pilot(info) and target.info.kind is CardType.EQUIPMENT and not is_shuttle(target.info.title):
        return Violation(PLACEMENT, f"{info.label} goes aboard a shuttle or fighter only (#{target.id} is {target.info.title})")
    if how is Placement.ON and info.capsule_for and target.info.kind is S and (problem := join_problem(state, seat, info, target)):
        return problem
    if how is Placement.ON and is_cruiser(info) and target.info.kind is S and (problem := cruiser_onto_problem(state, seat, info, target)):
        return problem
    if info.cruiser_only and (problem := cruiser_only_problem(info, target)) is not None:
        return problem
    if how is Placement.ON and (problem := shield_refit_problem(info, target)) is not None:
        return problem
    if how is Placement.ON and (problem := _refit_limit(state, info, target)) is not None:
        return problem
    if target.info.kind is D and info.kind in _NO_DRAGON:
        return Violation("v2.1 DRAGON CARDS", "no equipment, crew or occurrence may be played to or against a dragon")
    if info.kind is CardType.FIELD and any(state.cards[c].info.kind is CardType.FIELD for c in target.children):
        return Violation("v2.1 FIELD CARDS", f"#{target.id} already has a field: at most one per terrain")
    if any(e.kind is Kind.FIELD_SPECIALIST for e in info.effects) and not any(state.cards[c].info.kind is CardType.FIELD for c in target.children):
        return Violation("occultist (card rule)", f"{info.label} is played to the same place as a field card: #{target.id} bears none")
    problem = _printed_restriction(state, info, target) or _game_wide_restriction(state, seat, info, target)
    if problem is not None:
        return problem
    problem = _condition_problem(state, info, target)
    if problem is not None:
        return problem
    return _gekonauak(state, info, how, target)


def _refit_limit(state: GameState, info: CardInfo, target: CardState) -> Violation | None:
    """A ship carries at most ``refit_limit`` weapons from copies of one refit (Phaser Refit:
    3); bases have no such limit (its printed rule)."""
    if not info.refit_limit or target.info.kind is not S:
        return None
    copies = [state.cards[c] for c in target.children if state.cards[c].info.card_id == info.card_id]
    have = sum(w.count for c in copies for w in c.info.weapons)
    if have + sum(w.count for w in info.weapons) > info.refit_limit:
        return Violation("v2.1 CARDS HAVE RULES", f"a ship carries at most {info.refit_limit} weapons from {info.label} cards")
    return None


def pooled_strength(state: GameState, info: CardInfo, target: CardState) -> int:
    """The strength of a pooling card plus that of its copies already on ``target``."""
    copies = [state.cards[c] for c in target.children]
    return info.strength + sum(c.info.strength for c in copies if c.info.card_id == info.card_id)


def _printed_restriction(state: GameState, info: CardInfo, target: CardState) -> Violation | None:
    """The card's own ``play_restriction`` (v2.1 CARD PLAY TERMS: the card says where it goes)."""
    for effect in info.effects:
        if effect.kind is not Kind.PLAY_RESTRICTION:
            continue
        rule = f"{info.label} (as printed)"
        titles = str(effect.param("titles", "") or "")
        words = [w.strip().lower() for w in titles.split(",") if w.strip()]
        excepted = [w.strip().lower() for w in str(effect.param("except_titles", "") or "").split(",") if w.strip()]
        title = target.info.title.lower()
        if words and (not any(w in title for w in words) or any(w in title for w in excepted)):
            return Violation(rule, f"#{target.id} is not a {' / '.join(words)}")
        limit = effect.param("max_strength")
        if isinstance(limit, int) and not isinstance(limit, bool):
            unit = unit_of(state, target)
            allowed = limit if not effect.param("pooled") else pooled_strength(state, info, target) - info.strength + limit
            if strength(state, unit) > allowed:
                return Violation(rule, f"#{target.id} is stronger than {allowed}")
        if effect.param("lowest_strength"):
            unit = unit_of(state, target)
            rivals = [c for c in state.fleet(unit.controller) if unit_of(state, c) is c and c.info.types & unit.info.types]
            if any(strength(state, c) < strength(state, unit) for c in rivals):
                return Violation(rule, f"#{target.id} is not the weakest such card of its fleet")
        banned = str(effect.param("not_with", "") or "").lower()
        if banned and any(banned in state.cards[c].info.title.lower() for c in target.children):
            return Violation(rule, f"#{target.id} has a {effect.param('not_with')} on it")
        if effect.param("engaged_unit") and not unit_of(state, target).engaged:
            return Violation(rule, f"#{target.id} is not an engaged unit")
        empire = str(effect.param("empire_here", "") or "")
        if empire and not _empire_here(state, target, empire, bool(effect.param("or_controlled", False))):
            also = " nor a unit you control that an opponent owns" if effect.param("or_controlled", False) else ""
            return Violation(rule, f"#{target.id} is not a {empire}'s location{also}")
    return None


def _empire_here(state: GameState, target: CardState, empire: str, or_controlled: bool) -> bool:
    """"Played to a <empire>'s location" (v2.1 glossary: a location is the card other cards are
    played on): the target is a card of that empire or has one on it; with ``or_controlled``
    ("may be played to a controlled unit"), also a unit its player controls but does not own."""
    wanted = empire.lower()
    here = [target, *(state.cards[c] for c in target.children)]
    if any(wanted in (c.info.empire or "").lower() for c in here):
        return True
    unit = unit_of(state, target)
    return or_controlled and unit.controller != unit.owner


def _game_wide_restriction(state: GameState, seat: Seat, info: CardInfo, target: CardState) -> Violation | None:
    """h-time (issue 38): ``play_restriction`` limits that look across every fleet (Rogue Couple):
    ``one_in_game``, no other copy of the title in play anywhere; ``weakest_of_opponents``, the
    target is a unit of the weakest strength among all the player's opponents' units of its type."""
    for effect in info.effects:
        if effect.kind is not Kind.PLAY_RESTRICTION:
            continue
        rule = f"{info.label} (as printed)"
        if effect.param("one_in_game") and any(c.info.title == info.title for c in state.in_play()):
            return Violation(rule, f"only one {info.title} may be in play in the game at a time")
        if effect.param("weakest_of_opponents"):
            unit = unit_of(state, target)
            rivals = [c for c in state.in_play() if c.controller != seat and unit_of(state, c) is c and c.info.types & unit.info.types]
            if unit.controller == seat or any(strength(state, c) < strength(state, unit) for c in rivals):
                return Violation(rule, f"#{target.id} is not the weakest such card of the opponents' fleets")
    return None


def _negative(info: CardInfo) -> bool:
    return info.placement_mode is PlacementMode.AGAINST or any(e.kind.hostile for e in info.effects)


def _repels(state: GameState, target: CardState) -> bool:
    return any(
        e.kind is Kind.REPEL and e.trigger is Trigger.CONTINUOUS
        for child in target.children
        for e in state.cards[child].info.effects
    )


def _occurrence_proof(state: GameState, target: CardState) -> CardState | None:
    """The card of ``target``'s stack (itself or one it is on) whose text says occurrence cards
    have no effect on its stack (the Council of Six ships), if any."""
    card: CardState | None = target
    while card is not None:
        if immune(state, card, "occurrences") and (card is target or not _card_only(state, card)):
            return card
        card = state.cards[card.parent] if card.parent is not None else None
    return None


def _no_stack_basis(state: GameState, target: CardState) -> bool:
    """May ``target`` not be the basis of a stack (``not_a_stack_basis``)? While legal actions are
    listed, the cards in play that say so are found once per state."""
    if state.memo is None:
        return any(e.kind.stat is Stat.STACK_BASIS_BARRED for e in target.info.effects)
    return target.id in memo(state, "stack_basis_barred", lambda: frozenset(
        c.id for c in state.in_play() if any(e.kind.stat is Stat.STACK_BASIS_BARRED for e in c.info.effects)
    ))


def _card_only(state: GameState, card: CardState) -> bool:
    """Is the card's immunity to occurrences its own, not its stack's (``card_only``: the
    Council of Six Homeworld, "may not affect this terrain")?"""
    return all(e.param("card_only", False) for _, e in continuous_on(state, card, Stat.IMMUNITY) if e.param("against") == "occurrences")


def _condition_problem(state: GameState, info: CardInfo, target: CardState) -> Violation | None:
    """A card's text may limit the card it goes to: by strength (Love Interest: a crew of
    strength 4 or less) or by title (Malpractice: a Doctor). Read from its effects' params
    ``max_strength`` and ``title``."""
    for effect in info.effects:
        terrains = effect.param("terrain_titles") if effect.kind is Kind.TRANSPORT else None
        if terrains and target.info.kind is CardType.TERRAIN and not titled(target, str(terrains)):
            return Violation(PLACEMENT, f"{info.label} goes on a terrain only if it is a {str(terrains).replace(',', ', ')}")
        if effect.target is not Target.LOCATION:
            continue
        limit = effect.param("max_strength")
        if isinstance(limit, int) and strength(state, target) > limit:
            return Violation(PLACEMENT, f"{info.label} goes only to a card of strength {limit} or less (#{target.id} has {strength(state, target)})")
        title = str(effect.param("title", "") or "")
        if title and effect.kind is Kind.SUSPEND_FUNCTIONS and not titled(target, title):
            return Violation(PLACEMENT, f"{info.label} goes only to a {title.replace(',', ' or ')} (#{target.id} is {target.info.title})")
    if info.kind is CardType.OCCURRENCE and (holder := _occurrence_proof(state, target)) is not None:
        return Violation(PLACEMENT, f"occurrence cards have no effect on the stack of #{holder.id}")
    if info.kind is CardType.MONSTER and immune(state, target, "monsters"):
        return Violation(PLACEMENT, f"monsters may not affect #{target.id}")
    if _no_stack_basis(state, target):  # h-empire: Heavy War Cruiser
        return Violation(PLACEMENT, f"#{target.id} may not be the basis of a stack: no card is played to or against it")
    if info.kind is CardType.HAZARD and hazard_proof(state, target):  # h-empire: Femerazi System's Tufor ships
        return Violation(PLACEMENT, f"#{target.id} is immune to the effects of hazard cards")
    if info.kind is CardType.ABILITY and _negative(info) and _repels(state, target):
        return Violation(PLACEMENT, f"no negative ability card may be played to #{target.id}")
    ward = warded(state, None, info.title, target)  # a card whose title a ward at that location keeps out
    if ward is not None:
        return Violation(PLACEMENT, f"{info.label} cannot be played where {ward.info.label} (#{ward.id}) is")
    return None


GEKONAUAK = "Gekonauak"


def _gekonauak(state: GameState, info: CardInfo, how: Placement, target: CardState) -> Violation | None:
    """v2.1 GEKONAUAK L1174: no crew against a Gekonauak ship, and only one crew of the fleet on
    it (ancients and psys count as crew). There-and-back missions are not placements."""
    if info.kind not in CREW_LIKE or target.info.kind is not S or target.info.empire != GEKONAUAK:
        return None
    if how is Placement.AGAINST:
        return Violation("v2.1 GEKONAUAK", f"no crew may be played against a Gekonauak ship (#{target.id})")
    if any(state.cards[c].info.kind in CREW_LIKE for c in target.children):
        return Violation("v2.1 GEKONAUAK", f"#{target.id} is a Gekonauak ship with a crew aboard: only one crew may be on it")
    return None


def hosts(state: GameState, star: CardState, info: CardInfo) -> bool:
    """May a terrain with ``info`` be played onto the terrain ``star`` and combine with it (v2.1
    TERRAIN CARDS: "some terrain may be played to other terrain")? Only a card that says so
    (``host_terrain``: the Star takes one other terrain of strength 5 or less), as the basis of
    its stack, with no terrain on it yet; a T/H card played as a hazard is no terrain here."""
    if info.kind is not T or star.info.kind is not T or CardType.HAZARD in info.types or star.parent is not None:
        return False
    limits = [e.amount for e in star.info.effects if e.kind.stat is Stat.TERRAIN_HOSTED]
    if not limits or info.strength > max(limits):
        return False
    return not any(state.cards[c].info.kind is T and not stays_apart(state.cards[c].info) for c in star.children)


def candidate_targets(state: GameState, seat: Seat, info: CardInfo) -> Iterator[tuple[Placement, CardState | None]]:
    """Every (placement, target) worth checking for this card; the checker decides."""
    if info.kind is CardType.HEADQUARTERS:
        yield Placement.HQ, None
        return
    root, on, against = _rules_for(info)
    if root or _shuttle(info):
        yield Placement.ROOT, None
    if info.kind is T and not on:  # v2.1 TERRAIN CARDS: a terrain played onto a Star of the fleet combines with it
        yield from ((Placement.ON, card) for card in state.fleet(seat) if card.info.kind is T and hosts(state, card, info))
    if not on and not against:
        return
    for card in state.in_play():
        if card.controller == seat:
            if (on and card.info.types & on) or _ship_on_base(state, info, card):
                yield Placement.ON, card
        elif against and card.info.types & against:
            yield Placement.AGAINST, card
