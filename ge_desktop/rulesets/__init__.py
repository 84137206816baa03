"""The games the table hosts, each a pure-Python package (no Qt, no Pillow) with a ``ruleset``
module that registers it with the kernel's ruleset registry (``ge_desktop.engine.ruleset``):
Galactic Empires (``galactic_empires``) and Galactic Supremacy (``galactic_supremacy``).

Importing this package imports no game (Galactic Supremacy is imported only for its games).
"""
