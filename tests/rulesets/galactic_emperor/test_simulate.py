"""Headless games: every game ends by the aid's end conditions; the standard bot beats random ones."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.simulate import counters, simulate, summary


def test_seeded_games_end_by_the_aids_end_conditions_and_replay() -> None:
    results = simulate(players=3, games=2, seed=5, bots=("standard", "random"), check=True)
    assert {r.end for r in results} <= {"last_token", "vp_pool"}
    assert all(r.winner is not None or r.tie_break for r in results)
    again = simulate(players=3, games=2, seed=5, bots=("standard", "random"))
    assert [r.as_dict() for r in again] == [r.as_dict() for r in results]


def test_the_standard_bot_beats_three_random_bots() -> None:
    results = simulate(players=4, games=4, seed=1, bots=("standard", "random", "random", "random"))
    assert summary(results)["wins_by_bot"].get("standard", 0) >= 3
    used = counters(results)
    for role in ("explorer", "merchant", "steward", "engineer", "warlord", "regent", "scientist"):
        assert used.get(f"role:{role}", 0) > 0
