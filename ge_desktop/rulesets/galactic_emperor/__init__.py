"""Galactic Emperor (Crosscut Games, 2008), the hex-tile role-selection game, as a pure-Python ruleset.

Layers, bottom up: ``hexes`` (axial coordinates), ``components`` (the aid's constants and the
designed data file), ``actions`` (values), ``state`` (the full state, clone and digest),
``board`` (shared queries and moves), the rule modules (``explorer``, ``economy`` for the
Merchant, Steward, Engineer and Scientist, ``warlord``, ``combat``, ``regent``, ``techs``,
``tiebreak``), ``flow`` (setup, rounds, turns, the end), ``rules`` (the checker and
``apply``), ``legal`` and ``observe``, then ``ruleset`` (registration), ``bots`` and
``simulate``. Choices made where the aid is silent are in each module's docstring and in
``docs/galactic-emperor.md``.
"""
