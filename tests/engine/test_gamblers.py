"""v2.1 Variations, *The Gamblers*: every 5 Sector HQ damage wins a card of the victim's
deck (kept), the victim draws one; no elimination by damage; quitting on your own turn
before any action; a series' next decks."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Option, Phase, Variant, Zone
from ge_desktop.rulesets.galactic_empires.rules.gamblers import next_decks
from ge_desktop.rulesets.galactic_empires.terms import EndReason
from tests.engine.builders import Table, card, ship

PRIZE = card("T", 2, "Prize Moon")
HULL = ship(4)


def test_the_gamblers_every_five_damage_takes_a_card_of_the_victims_deck() -> None:
    table = Table([], [PRIZE, PRIZE, PRIZE], options=[Option.GAMBLERS])
    mine, theirs = len(table.player(0).hand), len(table.player(1).hand)
    top = table.player(1).deck[-1]
    table.act("~hq-damage p1 4 by p0")
    assert len(table.player(0).hand) == mine  # not 5 yet
    table.act("~hq-damage p1 7 by p0")  # 11 in all: two stakes of 5
    assert len(table.player(0).hand) == mine + 2 and len(table.player(1).hand) == theirs + 2
    won = table.card(top)
    assert won.zone is Zone.HAND and won.seat == 0 and won.owner == 0  # his to keep


def test_the_gamblers_no_elimination_by_25_damage() -> None:
    table = Table(options=[Option.GAMBLERS])
    table.act("~hq-damage p1 30 by p0")
    assert not table.player(1).eliminated and not table.game.is_terminal()
    plain = Table()
    plain.act("~hq-damage p1 30 by p0")
    assert plain.game.is_terminal()  # without the variation 25 damage ends it


def test_the_gamblers_quit_only_on_your_own_turn_before_any_action() -> None:
    table = Table([HULL], [], [], options=[Option.GAMBLERS])
    assert table.game.phase is Phase.ALLOCATION and table.state.active == 0
    assert table.legal("quit")
    table.act("done")  # an action of the turn: too late now
    assert table.why("quit").rule == "v2.1 Variations: The Gamblers"
    table.next_turn()
    seat = table.state.active
    assert table.legal("quit")
    table.act("quit")
    assert table.player(seat).eliminated and not table.game.is_terminal()
    seat = table.state.active
    table.act("quit")  # the last one left wins
    assert table.game.outcome.reason == EndReason.OTHERS_QUIT and table.game.outcome.winner not in (seat,)


def test_the_gamblers_off_nobody_may_quit() -> None:
    table = Table()
    assert table.why("quit").rule == "v2.1 Variations: The Gamblers"
    assert "quit" not in [a.notation() for a in table.game.legal_actions()]


def test_the_gamblers_not_with_the_basic_game_or_everyone_plays_to_the_end() -> None:
    basic = Table([HULL], variant=Variant.BASIC, players=2).config
    from dataclasses import replace

    assert any("Basic Game" in p for p in replace(basic, options=basic.options | {Option.GAMBLERS}).problems())
    both = replace(Table().config, options=frozenset({Option.GAMBLERS, Option.EVERYONE_PLAYS_TO_THE_END}))
    assert any("choose one" in p for p in both.problems())


def test_the_gamblers_a_series_next_decks_hold_the_cards_each_player_owns() -> None:
    table = Table([], [PRIZE], options=[Option.GAMBLERS], size=20)
    table.act("~hq-damage p1 5 by p0")  # p0 wins p1's top card
    decks = next_decks(table.config, table.state)
    assert [len(d.cards) for d in decks] == [21, 19]
    assert sum(c.id == PRIZE.id for c in decks[0].cards) + sum(c.id == PRIZE.id for c in decks[1].cards) == 1
    assert [d.name for d in decks] == [d.name for d in table.config.decks]


def test_the_gamblers_series_ends_when_a_deck_is_too_small() -> None:
    from ge_desktop.rulesets.galactic_empires.rules.gamblers import SERIES_MIN_CARDS, next_game

    table = Table([], [PRIZE], options=[Option.GAMBLERS], size=20)
    config, why = next_game(table.config, table.state, 99)
    assert config is not None and why == "" and config.seed == 99 and config.options == table.config.options
    small = Table([], [PRIZE], options=[Option.GAMBLERS], size=SERIES_MIN_CARDS - 1)  # a deck built too small
    config, why = next_game(small.config, small.state, 99)
    assert config is None and "Deck 1" in why
