"""Why the titles h-choice read (issue 38, session 17) and left manual are so: what each still
needs beyond the choice between effects (``Effect.choice``, ``play #C ... choose N``: a card that
"does one of the following" is played as one of its printed choices). ``test_community_coverage``
finds this dict by its name."""

from __future__ import annotations

WHY_MANUAL_CHOICE: dict[str, str] = {}  # Psycanti Muse: scripted by h-plays (remember_field_function)
