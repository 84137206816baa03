"""Why each of h-empire's community titles (issue 38, session 17: Mechad, Argonian, Council of
Six, Tufor ships, systems and equipment) that is still manual is so, read from its image
(``test_community_coverage`` finds ``WHY_MANUAL_EMPIRE``). Session 18: its one title, Mechad
Network Interface, moved to ``community_reasons_copy.py`` (h-copy's mirror-unit model)."""

from __future__ import annotations

WHY_MANUAL_EMPIRE: dict[str, str] = {}
