"""The game log's sentences: engine events in, plain English out. No Qt.

The log is read by every player at a hot-seat table, so it names a card only when
everyone may see it after the action (the spectator's observation); otherwise it says
"a card". Action notations are never shown: they name instance ids, and an id gives a
hidden card away.
"""

from __future__ import annotations

import re

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import events as ev
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Phase, Zone
from ge_desktop.ui.observed import player_name

ZONE_WORDS = {
    Zone.DECK: "deck",
    Zone.HAND: "hand",
    Zone.DISCARD: "Discard Pile",
    Zone.RESERVE: "reserve fleet",
    Zone.PLAY: "table",
    Zone.HQ: "Sector HQ",
    Zone.ANTE: "ante",
    Zone.REMOVED: "removed cards",
    Zone.MINI_DECK: "mini deck",
    Zone.SET_ASIDE: "cards set aside out of play",
    Zone.HELD: "cards held out of play by a card in play",  # a Well of Time's (laid there face up)
}


def _name(public: Observation, card: InstanceId) -> str:
    seen = public.card(card)
    return seen.label if seen is not None else "a card"


_INSTANCE = re.compile(r"#(\d+)")


def named(public: Observation, text: str) -> str:
    """An engine sentence with its ``#id`` references replaced by what everyone may see of
    those cards (a hidden card is "a card": an id would give it away)."""
    return _INSTANCE.sub(lambda m: _name(public, InstanceId(int(m.group(1)))), text)


END_WORDS = {
    "hq_destroyed": "every other Sector HQ is destroyed",
    "fifty_points": "50 damage to the Sector HQs reached",
    "turn_cap": "the turn limit was reached",
}


def _moved(event: ev.CardMoved, public: Observation) -> str:
    card = _name(public, event.card)
    if event.from_zone is Zone.HAND and event.to_zone is Zone.PLAY:
        seen = public.card(event.card)
        player = seen.owner if seen is not None else event.seat
        target = f" on {_name(public, event.parent)}" if event.parent is not None else ""
        return f"{player_name(player)} plays {card}{target}"
    if event.to_zone is Zone.SET_ASIDE:
        return f"{card} is set aside out of play, with every card on it"
    if event.to_zone is Zone.HELD:  # a Well of Time's draw: the card is exposed
        return f"{card} is drawn, exposed and laid face up out of play on one of {player_name(event.seat)}'s cards"
    if event.from_zone is Zone.SET_ASIDE:
        return f"{card} comes back into play" + (f" on {_name(public, event.parent)}" if event.parent is not None else "")
    if event.parent is not None:
        return f"{card} goes onto {_name(public, event.parent)}"
    where = ZONE_WORDS[event.to_zone]
    if event.to_zone is Zone.DISCARD and event.from_zone is Zone.PLAY:
        return f"{card} goes to {player_name(event.seat)}'s Discard Pile"
    return f"{card} goes to {player_name(event.seat)}'s {where}"


def damage_words(shields: int, field: int, structure: int) -> str:
    """Where a hit went, in words: "2 to its Shields, 2 absorbed by its EMF and 1 to the card"
    (v2.1 *Tracking damage*; the EMF of a Mechad ship takes damage after Shields)."""
    parts = [f"{shields} to its Shields"] if shields else []
    parts += [f"{field} absorbed by its EMF"] if field else []
    parts += [f"{structure} to the card"] if structure else []
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts)


def _damage(event: ev.DamageDealt, public: Observation) -> str:
    where = damage_words(event.shields, event.emf, event.structure)
    total = event.shields + event.emf + event.structure
    return f"{_name(public, event.card)} takes {total} damage" + (f" ({where})" if where else "")


DIE_WORDS = {  # what each die on a card counts, as a player says it (v2.1 *Tracking damage*)
    DieKind.STRUCTURE: ("damage", "no damage left"),
    DieKind.SHIELD: ("damage to its Shields", "its Shields are whole again"),
    DieKind.RESEARCH: ("research points", "no research points left"),
    DieKind.PERMANENT: ("permanent damage", "no permanent damage left"),
    DieKind.DURATION: ("complete turns to go", "its duration is over"),
    DieKind.ARMOR: ("Armor System strength used", "its Armor System is whole again"),
    DieKind.TRANSPORT: ("transporter operations against it", "no transporter operations against it"),
}


def die_words(kind: DieKind, value: int) -> str:
    """A die laid on a card, in words: "now 2 damage", "EMF now 3", "its EMF is gone"."""
    if kind is DieKind.EMF:  # v2.1 ELECTROMAGNETIC FIELD (EMF): its strength, counted down
        return f"EMF now {value}" if value else "its EMF is gone"
    counted, cleared = DIE_WORDS.get(kind, (f"{kind.value}", f"no {kind.value} left"))
    return f"now {value} {counted}" if value else cleared


WEAPON_WORDS = {"phaser": ("Phaser", "Phasers"), "heavy": ("heavy weapon", "heavy weapons"), "damage": ("Physical Damage", "Physical Damage")}


PHASE_WORDS = {
    Phase.ALLOCATION: "Point Allocation Phase",
    Phase.PLAY_A: "Play Cards Phase A",
    Phase.PLAY_B: "Play Cards Phase B",
    Phase.DRAW: "Draw Cards Phase",
}


def phase_words(phase: Phase) -> str:
    """ "Weapons Fire Phase", "Play Cards Phase A": as the rulebook names them."""
    return PHASE_WORDS.get(phase) or f"{phase.value.replace('_', ' ').title()} Phase"


def weapon_words(symbol: str, count: int) -> str:
    """ "4 Phasers", "1 heavy weapon", "2 Physical Damage"."""
    one, many = WEAPON_WORDS.get(symbol, (symbol, symbol))
    return f"{count} {one if count == 1 else many}"


def _volley(event: ev.VolleyDeclared, public: Observation) -> str:
    if event.hq is not None:
        target = f"{player_name(event.hq)}'s Sector HQ"
    elif event.fleet is not None:
        target = f"{player_name(event.fleet)}'s fleet"
    else:
        target = _name(public, event.target) if event.target is not None else "a target"
    return f"{player_name(event.seat)} fires a volley at {target}"


def describe(event: ev.Event, public: Observation) -> str | None:
    """One sentence for ``event`` (None for events the log leaves out)."""
    match event:
        case ev.CardMoved():
            return _moved(event, public)
        case ev.CardEngaged(card, engaged):
            return f"{_name(public, card)} is {'engaged (upright)' if engaged else 'disengaged (sideways)'}"
        case ev.CardFlipped(card, face_up):
            return f"{_name(public, card)} is turned face {'up' if face_up else 'down'}"
        case ev.CardRevealed(card):
            return f"{_name(public, card)} is revealed"
        case ev.DieChanged(card, kind, value):
            return f"{_name(public, card)}: {die_words(kind, value)}"
        case ev.PointsSet(card, point, value):
            return f"{_name(public, card)} now has {value} {point.value} point{'s' if value != 1 else ''} (set by hand)"
        case ev.CardsDrawn(seat, cards):
            return f"{player_name(seat)} draws {len(cards)} card{'s' if len(cards) != 1 else ''}"
        case ev.DeckShuffled(seat):
            return f"{player_name(seat)}'s deck is shuffled"
        case ev.DieRolled(seat, sides, value, purpose):
            who = player_name(seat) if seat is not None else "The table"
            return f"{who} rolls a d{sides}: {value}" + (f" ({purpose})" if purpose != "sandbox" else "")
        case ev.HqDamaged(seat, amount, total, _):
            return f"{player_name(seat)}'s Sector HQ takes {amount} damage ({total} in all)"
        case ev.TurnStarted(seat, turn, complete):
            return f"— {player_name(seat)}'s turn {turn} (complete turn {complete}) —"
        case ev.PhaseChanged(seat, phase, _):
            return f"{player_name(seat)}: {phase_words(phase)}"
        case ev.PlayerEliminated(seat):
            return f"{player_name(seat)} is eliminated"
        case ev.GameEnded(winner, end):
            return f"The game is over ({END_WORDS.get(end.value, end.value)}): " + (f"{player_name(winner)} wins" if winner is not None else "no winner")
        case ev.AnteRevealed(seat, card, strength):
            return f"{player_name(seat)} antes {_name(public, card)} (strength {strength})"
        case ev.TurnOrderSet(order):
            rest = ", then ".join(player_name(s) for s in order[1:])
            return f"{player_name(order[0])} plays first (the strongest ante)" + (f", then {rest}" if rest else "")
        case ev.EconomyDeclared(seat, point):
            return f"{player_name(seat)} turns an economy point into {point.value}"
        case ev.PointsAllocated(seat, point, card):
            article = "an" if point.value[:1] in "aeiou" else "a"
            return f"{player_name(seat)} allocates {article} {point.value} point to {_name(public, card)}"
        case ev.PointsLost(seat, point, amount):
            return f"{player_name(seat)} loses {amount} unallocated {point.value} point{'s' if amount != 1 else ''}"
        case ev.VolleyDeclared():
            return _volley(event, public)
        case ev.WeaponsFired(card, symbol, count):
            return f"  {_name(public, card)} fires {weapon_words(symbol, count)}"
        case ev.VolleyResolved(seat, damage, voided):
            return f"  the volley is {'voided' if voided else f'worth {damage} damage'}"
        case ev.DamageDealt():
            return _damage(event, public)
        case ev.CardDestroyed(card):
            return f"{_name(public, card)} is destroyed"
        case ev.CardExploded(card, onto, amount):
            return f"{_name(public, card)} explodes for {amount} damage onto {_name(public, onto)}"
        case ev.AgendaAchieved(seat, card, hidden):
            return f"{player_name(seat)} accomplishes the agenda {_name(public, card)}" + (" (shown from his hand)" if hidden else "")
        case ev.HqRestored(seat, was):
            return f"{player_name(seat)}'s agendas reach 25 strength: his Sector HQ is restored ({was} damage gone) and they are discarded"
        case ev.TarracHit(card, amount):
            return f"  Tarrac Projectors fired from a base: {amount} structural damage to {_name(public, card)}"
        case ev.ArmorUsed(card, cut, left):
            return f"{_name(public, card)}'s Armor System stops {cut} damage (armor {left} left)"
        case ev.ReactionPassed(seat):
            return f"{player_name(seat)} does not react"
        case ev.Negated(seat, card):
            # the engine names what was cancelled (whose play, which card), not the canceller
            return f"{player_name(seat)}'s " + (f"{_name(public, card)} is cancelled" if card is not None else "action is cancelled")
        case ev.FunctionUsed(card, function, by):
            seen = public.card(card)
            effects = seen.info.function_effects if seen is not None and seen.info is not None else ()
            if 0 < function <= len(effects) and effects[function - 1].kind is Kind.CARD_DAMAGE:  # an Orgon's, ...
                return f"{_name(public, card)} uses its card damage ({effects[function - 1].amount}, a card action)"
            if by is not None:  # a field's function: the psy in play that switched it on
                return f"{_name(public, by)} switches on function {function} of {_name(public, card)}"
            words = seen.info.function_words(function) if seen is not None and seen.info is not None else ""
            return f"{_name(public, card)} uses its function {function}" + (f": {words}" if words else "")
        case ev.ControlChanged(card, controller):
            return f"{player_name(controller)} takes control of {_name(public, card)}"
        case ev.HandShown(seat, to):
            return f"{player_name(seat)} shows his hand to {player_name(to)}"
        case ev.HandCardSeen(seat, to):
            # never which card: that is in the looker's own view only (a scout's function)
            return f"{player_name(to)} looks at a card chosen at random from {player_name(seat)}'s hand"
        case ev.EffectResolved(card, _, text):
            # what a card's effect did: an escort's interception, a shuttle's mission, a capsule joining...
            return f"{_name(public, card)}: {named(public, text)}"
        case ev.DurationExpired(card):
            return f"{_name(public, card)}: its duration is over"
        case ev.ManualResolution(seat, card, started, changes):
            if started:
                return f"{player_name(seat)} resolves {_name(public, card)} by hand"
            if not changes:  # a bot's manual card always ends so: bots do not resolve cards by hand
                return f"{player_name(seat)} is done resolving {_name(public, card)} without changing anything by hand: its effect was not applied"
            return f"{player_name(seat)} is done resolving {_name(public, card)} by hand ({changes} change{'s' if changes != 1 else ''})"
    return None


def describe_all(events: list[ev.Event], public: Observation) -> list[str]:
    """One line per event the log tells; a run of cards removed from the game (a Sector HQ
    destroyed) is one line."""
    lines: list[str] = []
    removed: tuple[Seat, int] | None = None
    told_by_damage = _dice_told_by_damage(events)
    for index, event in enumerate(events):
        if index in told_by_damage:
            continue
        if isinstance(event, ev.CardMoved) and event.to_zone is Zone.REMOVED and event.parent is None:
            if removed is not None and removed[0] == event.seat:
                removed = (event.seat, removed[1] + 1)
            else:
                _flush(lines, removed)
                removed = (event.seat, 1)
            continue
        _flush(lines, removed)
        removed = None
        if isinstance(event, ev.PhaseChanged) and event.phase is Phase.GAME_OVER:
            continue
        if isinstance(event, ev.CardMoved) and event.from_zone is Zone.DECK and event.to_zone is Zone.HAND:
            continue  # "draws N cards" says it
        line = describe(event, public)
        if line:
            lines.append(line)
    _flush(lines, removed)
    return lines


DAMAGE_DICE = (DieKind.SHIELD, DieKind.EMF, DieKind.STRUCTURE, DieKind.ARMOR)


def _dice_told_by_damage(events: list[ev.Event]) -> set[int]:
    """Indices of the die changes a hit makes on its card (Shields, EMF, structure, Armor):
    the "takes N damage (...)" line after them tells the same in words."""
    skipped: set[int] = set()
    for index, event in enumerate(events):
        if not isinstance(event, ev.DamageDealt):
            continue
        back = index - 1
        while back >= 0:
            earlier = events[back]
            if not isinstance(earlier, ev.DieChanged | ev.ArmorUsed) or earlier.card != event.card:
                break
            if isinstance(earlier, ev.DieChanged) and earlier.kind in DAMAGE_DICE:
                skipped.add(back)
            back -= 1
    return skipped


def _flush(lines: list[str], removed: tuple[Seat, int] | None) -> None:
    if removed is not None:
        seat, count = removed
        lines.append(f"{count} card{'s' if count != 1 else ''} of {player_name(seat)} leave{'s' if count == 1 else ''} the game")


def seat_label(seat: Seat) -> str:
    return player_name(seat)
