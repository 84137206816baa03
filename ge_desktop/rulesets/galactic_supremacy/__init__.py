"""Galactic Supremacy, the 50-card space-empire game, as a pure-Python ruleset.

Layers, bottom up: ``cards`` and ``actions`` (values), ``state`` (the full state, clone and
digest), ``zones`` and ``economy`` (queries and card moves), ``flow`` (setup, phases,
elimination), the rule modules (``drawing``, ``building``, ``commands``, ``combat``,
``research``, ``trade``), ``rules`` (the checker and ``apply``), ``legal`` and ``observe``,
then ``game`` (records and replay), ``bots`` and ``simulate``. The choices made where the
rules text is silent are in each module's docstring and in ``docs/galactic-supremacy.md``.
"""
