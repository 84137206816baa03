"""The kernel's ``Outcome``: winners, a ranking and the game's own reason, for every game."""

from __future__ import annotations

import pytest

from ge_desktop.engine.terms import Outcome, Seat, places_by, ranked

S0, S1, S2, S3 = Seat(0), Seat(1), Seat(2), Seat(3)


def test_one_winner_is_the_winner_and_a_shared_victory_has_none() -> None:
    assert Outcome((S1,), "conquest", 3).winner == S1
    shared = Outcome((S0, S2), "vp_pool", 9, ((S0, S2), (S1,)))
    assert shared.winner is None and shared.winners == (S0, S2)
    assert Outcome((), "turn_cap", 40).winner is None


def test_the_first_place_of_a_ranking_is_the_winners() -> None:
    with pytest.raises(ValueError, match="first place"):
        Outcome((S0,), "conquest", 3, ((S1,), (S0,)))


def test_a_seat_holds_one_place() -> None:
    with pytest.raises(ValueError, match="two places"):
        Outcome((S0,), "conquest", 3, ((S0,), (S1, S0)))


def test_the_reason_text_is_the_games_and_reads_from_the_identifier_without_one() -> None:
    assert Outcome((S0,), "hq_destroyed", 3, text="Every other Sector HQ is destroyed").text == "Every other Sector HQ is destroyed"
    assert Outcome((S0,), "last_token", 3).text == "Last token"


def test_places_group_equal_scores_highest_first_after_the_winners() -> None:
    scores = {S0: 5, S1: 9, S2: 5, S3: 1}
    assert ranked((S1,), places_by([S0, S2, S3], scores)) == ((S1,), (S0, S2), (S3,))
    assert ranked((), [*places_by([S0, S1], scores), ()]) == ((S1,), (S0,))
