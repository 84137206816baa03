"""Crew killed as they arrive where a killer stands (issue 38, h-empire: the Mechad Overlord,
"instantly kills opponent crew cards of lesser strength at its location before that crew card
can perform any function; cannot kill automatons").

``kill_weaker_crew`` is continuous, on the killer itself: while it is in play, engaged and its
functions are not suspended, every opposing crew card at its location (``missions.location_of``:
the same nearest ship, base, terrain, installation or dragon) weaker than it, whose title does
not name ``spare_title``, is killed. ``slay_weaker_crew`` applies it: after every rule action
(``rules/ruleset.py``: a crew played there, the killer arriving) and as a crew's journey to
another location ends (``resolution.py``: before the mission's function step), so the crew
never acts there.
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.media import killed
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, strength


class KillWeakerCrewResolver(Resolver):
    name = "kill_weaker_crew"
    text = "kill every opposing crew card weaker than {target} at its location at once, before it acts (none whose title names spare_title)"
    params = {"spare_title": str}
    continuous = True
    about_itself = True
    stat = Stat.KILLS_WEAKER_CREW


def _killers(state: GameState) -> list[CardState]:
    return [
        card
        for card in state.in_play()
        if card.info.is_crew and card.engaged and any(e.kind is Kind.KILL_WEAKER_CREW for e in card.info.effects)
    ]


def _victims(state: GameState, killer: CardState) -> list[CardState]:
    there = location_of(state, killer)
    if there is None or functions_suspended(state, killer):
        return []
    spared = [str(e.param("spare_title", "") or "").lower() for e in killer.info.effects if e.kind is Kind.KILL_WEAKER_CREW]
    might = strength(state, killer)
    return [
        card
        for card in state.stack(there.id)
        if card.info.is_crew and card.in_play and card.controller != killer.controller and location_of(state, card) is there
        and strength(state, card) < might and not any(title and title in card.info.title.lower() for title in spared)
    ]


def slay_weaker_crew(state: GameState, events: list[Event]) -> bool:
    """Kill every crew a killer in play slays now; True if any died."""
    if not any(card.info.is_crew and any(e.kind is Kind.KILL_WEAKER_CREW for e in card.info.effects) for card in state.in_play()):
        return False
    slain = False
    for killer in _killers(state):
        for victim in _victims(state, killer):
            if victim.in_play and killer.in_play:
                events.append(EffectResolved(killer.id, Kind.KILL_WEAKER_CREW, f"#{victim.id} is killed at #{killer.id}'s location"))
                killed(state, victim, killer.controller, events)
                slain = True
    return slain
