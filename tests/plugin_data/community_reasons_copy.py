"""Why h-copy's titles (issue 38, session 18: a card acting as a second copy of a unit) are still
manual, each read from its card image (``test_community_coverage`` finds ``WHY_MANUAL_COPY``).
O6 Crew Capture's reason moved to ``community_reasons_capture.py``. Scripted by h-copy: C8 General (``resources/cards/community-copy.json``,
"combat capable" read as ``ge_desktop/rulesets/galactic_empires/combat_crew.py`` says).

Both cards need one model the engine lacks, the MIRROR UNIT: a card in play that is a unit of
its own (its own CardState: damage dice, received points, engagement, used functions, place in
the fleet) while its printed facts are read, live, from another unit in play (its original).
What the engine has and where the mirror would plug in (session 18's survey):

- the card itself can be the mirror: ``krebiz.play_as_part`` already swaps ``CardState.info``
  for other printed facts and keeps the card's own in ``CardState.whole`` until it leaves play
  (``zones._reset_table_marks``); cards are made only at setup (``rules/setup.py``), so the
  mirror cannot be a new CardState made mid-game, and a copied stack cannot be copies of its
  cards: a mirror of a STACK must read the original's cards through the two chokepoints of the
  stats layer, ``stats.members(state, unit)`` (weapons, Shields, strength, systems) and
  ``stats._on_unit(state, unit, stat)`` (continuous effects of the cards on it), and
  ``weapons.armed``/``stats.armed_equipment`` (ammunition and equipment weapons);
- a new link ``CardState.mirror_of`` (the original), read by ``zones._leave_play`` (the mirror
  leaves play with its original; Mechad Network Interface: the card is discarded when either
  leaves), ``stats.requirements`` and ``command._compute_entries`` (the Ship Mimic needs no
  points and uses no command slot; ``stats.needs_points`` too), the research kill read from
  ``whole`` (the Ship Mimic dies to 5 research whatever its original's facts: the research
  listing in ``rules/legal.py`` asks ``info.kind is MONSTER``, ``rules/allocation.py``'s checks
  and ``damage.research_needed`` read ``info``), ``weapons.armed`` (heavy weapons armed without
  ammunition for a mirror needing no points), ``weapons._fleet_targets`` and
  ``weapons.target_problem`` (whether the mirror may be fired at), ``plays.check_use`` /
  ``use_options`` (the mirror's own once-a-turn uses of the original's functions), the
  canonical form and ``tests/engine/test_state_fields.py``, the table view (a mirror shown as
  the original's image with a "copy of #N" mark) and the bots' unit lists. A Krebiz part played
  alone is already a root whose ``info`` is another card's facts and it engages, fires and is
  fired at as a unit, so the swap itself is proven (session 18's scratch probe: a monster card in
  play given an S4 ship's ``info`` took energy, engaged and added its 2 Phasers to a volley with
  the ship's, 4 damage; it also used a command slot and needed points, so those hooks are
  needed); the new work is the link and the hooks above
  (none of them on the legal-action path except the research listing, which must ask a per-state
  ``memo`` of the mirrors in play, never scan for them).

Readings to confirm before building it (the cards are silent):
- Ship Mimic, "completely mimics the actions ... as if there were two such ships": an
  independent second ship (own targets, own function uses) or the ship's every action done a
  second time at the same target (a doubled volley part, a second use of the same function)?
  Its notes ("does not require points or count against command limits") read as for a second
  ship, so the mirror unit; whether it copies the equipment weapons on the ship (Mechad Network
  Interface names "all accompanying cards", the Mimic only "ship"); and whether it may be fired
  at (the card names only research and the real ship's destruction as its end: read as not a
  target of weapons fire).
- Mechad Network Interface, "both 'ships' require points to be supplied for any functions":
  read as each copy needing its own requirements met to be engaged and its own points for each
  function; "for all purposes" read as the facsimile also counting against command limits and
  being fired at and damaged on its own.
"""

from __future__ import annotations

WHY_MANUAL_COPY: dict[str, str] = {
    "Ship Mimic": (
        "M5: played on a ship of at most its strength, it 'completely mimics the actions of' that ship as if there were two such ships"
        " (a second copy of its weapons fire, functions, protection and output), needing no points and using no command slot; research"
        " points equal to its strength applied to it, or the real ship's destruction, end it: needs a mirror unit (a card in play that"
        " is a unit of its own while its printed facts are read from the ship: own engagement, damage and function uses, leaving play"
        " with the ship), which no rule or state has (the model and its hooks: this module's docstring)"
    ),
    "Mechad Network Interface": (
        "E8: played only on a Mechad ship, that ship and every card accompanying it function for all purposes as two such stacks (each"
        " a unit that engages, fires, is fired at and uses functions), both needing their points supplied; the card is discarded when"
        " the facsimile or the original ship is destroyed: needs a mirror unit reading a whole stack (the original's cards through"
        " stats.members and the continuous effects on it), with its own points, damage and command slot; cards are made only at setup,"
        " so the facsimile cannot be copies of the stack's cards (the model and its hooks: this module's docstring)"
    ),
}
