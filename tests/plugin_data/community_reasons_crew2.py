"""Why titles of h-crew2's list (issue 38: crew and equipment) are still manual, each read from its
image, with what the rules lack (session 17: moved to ``community_reasons_crew3.py``). ``test_community_coverage.reason`` looks a title up here first.
Scripted (``resources/cards/community-crew2.json``): Suicide Squad, Marine, Damage Control Team,
Shroud Web Device, Early Warning, Energy Flux Mode Enhancement, Anarchist, Distortion Generator."""

from __future__ import annotations

WHY_MANUAL_CREW2: dict[str, str] = {}  # its four titles (General, Crew Capture, Insanity, Unlucky Crew Action) moved to community_reasons_crew3.py
