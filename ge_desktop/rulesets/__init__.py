"""Games other than Galactic Empires that the table hosts, each a pure-Python package (no Qt,
no Pillow) with a ``ruleset`` module that registers it with the engine's ruleset registry.

Importing this package registers every one of them; the commands that read a ruleset's
name (``simulate --ruleset``, ``replay``) import it first.
"""

from ge_desktop.rulesets.galactic_emperor import ruleset as _galactic_emperor  # noqa: F401  (registers it)
from ge_desktop.rulesets.galactic_supremacy import ruleset as _galactic_supremacy  # noqa: F401  (registers it)
