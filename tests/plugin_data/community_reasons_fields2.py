"""Why the field and psy titles h-fields2 read (issue 38) and left manual are so: what each
still needs beyond the field model (``rules/psy_functions.py``) and the switched-on functions
(``field_uses.py``, ``field_effects.py``, ``resolvers/field_functions.py``).
``test_community_coverage.reason`` finds this dict by its name."""

from __future__ import annotations

WHY_MANUAL_FIELDS2: dict[str, str] = {}  # Stellar Field's reason moved to community_reasons_guest.py (session 18)
