"""Why O6 Crew Capture (issue 38, session 18 second wave, branch ``capture``) is still manual,
read from its card image (``test_community_coverage`` finds ``WHY_MANUAL_CAPTURE``).

The image: played to a crew card of equal or lesser strength (the card's own, 6); the crew is
captured and placed on the highest strength terrain card in play in the capturing player's
fleet; the crew is not usable; recovery requires a there-and-back mission by an attack-capable
crew; discarded after use. v2.1 [Glossary] "Captured" (L1989) says captured crew is discarded,
but the card's own rules take precedence (v2.1 L364), so the captive state is the card's.

Readings taken (to confirm): "attack-capable" = ``combat_crew.combat_capable`` (as for the
General); "highest strength terrain" = the highest ``stats.strength`` now among the capturing
player's terrain cards in play (not in hazard mode), a tie picked by the capturing player (as
``resolvers/weakest_terrain.py`` does for the weakest); the card cannot be played when its
player has no terrain in play (nowhere to place the crew); "of equal or lesser strength" is
the crew's strength now, at most 6; the crew stays its owner's card (only its owner may recover
it) and the cards on it go with it.

The model that would script it faithfully (hooks found in this wave's survey):

- ``CardState.captured_by`` (the capturing seat; canonical form, ``test_state_fields``), set
  by an on-play kind ``capture_crew`` (CHOSEN_CARD opposing crew, ``max_strength``; the
  placement check of ``suspend_functions`` cards) that moves the crew onto the terrain with
  ``zones.to_table`` and is then discarded after use; the state outlives the card;
- "not usable": ``stats.functions_suspended`` true for a captive (no card actions, reactions
  or continuous effects); refused as a mover, commander, mission crew, escort or transport
  passenger (``missions``, ``resolvers/crew.py``, ``command.py``); no strength added to the
  terrain's stack (``stats.members``); whether its requirements are still paid by its owner is
  a further reading to settle;
- recovery: a NEW player action (no crew prints it, so ``UseFunction`` cannot carry it), e.g.
  ``rescue #R from #C``: actions.py, notation parse/format, ruleset check/apply, listed in
  ``rules/legal.py`` only while a captive of the seat is in play (a state flag, no scan on the
  legal path), the bots and the table (an activation of the rescuing crew); checked by
  ``missions.mission_problem`` (carrier or free mission, guards) plus ``combat_capable``;
  applied as an ``ActionItem`` with a new field ``rescues`` (its MISSION leg does no function:
  ``resolution._expand`` indexes ``function_effects[function - 1]``, so function 0 cannot be
  used as a marker) whose BACK leg (``TravelResolver``) brings the captive home with the
  rescuer, as it brings an escort, and clears ``captured_by``.

Not built: that is a new state field, a new kind, a new action with its notation, listing, UI
path and bot use, and a mission-leg hook, too much to do and test faithfully in the wave's 45
minutes; nothing of it is half-built on this branch.
"""

from __future__ import annotations

WHY_MANUAL_CAPTURE: dict[str, str] = {
    "Crew Capture": (
        "O6 (TG): played on a crew of strength at most 6, that crew is captured: moved onto the capturing player's highest strength"
        " terrain (a tie picked by him; no terrain, no play) and not usable there, a state that outlives this card (discarded after"
        " use; the card's text overrides v2.1's 'captured crew is discarded'); its owner recovers it only by a there-and-back mission"
        " of an attack-capable crew (combat_crew.combat_capable) bringing it home: needs CardState.captured_by (read by"
        " functions_suspended, stats.members, movement, command and missions), a capture_crew kind, and a rescue action no crew"
        " prints (new action, notation, legal listing gated by a captive in play, table path, bots; an ActionItem 'rescues' field"
        " whose BACK leg carries the captive home): the model in community_reasons_capture.py, not built in session 18"
    ),
}
