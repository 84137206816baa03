"""Galactic Empires v2.1 (Standard Game and the 1994 Basic Game): its rule modules and,
in ``ruleset``, the ``Ruleset`` that wires them into one game (``docs/engine.md`` maps them).

This file imports nothing, so a rule module importing a sibling does not run the wiring.
"""
