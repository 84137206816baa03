"""Why each community card of h-dragon's set (issue 38: the dragon rules and damage halved or
doubled by weapon kind or target) that is still manual is not scripted yet, read from each card's
image and table row. ``test_community_coverage.reason`` looks a title up here before its text
patterns."""

from __future__ import annotations

WHY_MANUAL_DRAGON = {
}
