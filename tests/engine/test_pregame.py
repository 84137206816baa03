"""v2.1 *Reserve fleet, ante and start of game* (card-facts §2.2) and Stack Your Deck."""

from __future__ import annotations

from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import GameConfig, Option, Phase, Zone, observe
from ge_desktop.rulesets.galactic_empires.events import AnteRevealed, DeckCut, DeckShuffled, DieRolled, TurnOrderSet
from tests.engine.builders import Table, card, terrain

ROCK2 = terrain(2)
ROCK5 = terrain(5)


def _pregame(deck0=(), deck1=(), **kw) -> Table:
    return Table(deck0, deck1, skip_pregame=False, first=None, **kw)


def test_creating_the_reserve_fleet_at_most_as_many_cards_as_players() -> None:
    table = _pregame()
    own = [c.id for c in table.state.cards if c.owner == 0]
    table.act(f"reserve #{own[3]}")
    table.act(f"reserve #{own[4]}")
    assert table.player(0).reserve == [own[3], own[4]]
    violation = table.why(f"reserve #{own[5]}")
    assert violation is not None and "at most 2" in violation.message


def test_creating_the_reserve_fleet_only_from_your_own_deck() -> None:
    table = _pregame()
    theirs = next(c.id for c in table.state.cards if c.owner == 1)
    assert "not in your deck" in table.why(f"reserve #{theirs}").message


def test_reserve_fleet_restrictions_reserve_title_and_one_copy_cards() -> None:
    tanker = card("S", 3, "Reserve Tanker", shields=1)
    relic = card("S", 4, "Unique Relic Ship", unique=True, shields=1)
    plain = card("S", 4, "Plain Cruiser", shields=1)
    table = _pregame([tanker, relic, plain])
    by_name = {c.info.card_id: c.id for c in table.state.cards if c.owner == 0}
    assert "RESERVE FLEET RESTRICTIONS" in table.why(f"reserve #{by_name[tanker.id]}").rule
    assert table.why(f"reserve #{by_name[relic.id]}") is not None
    assert table.legal(f"reserve #{by_name[plain.id]}")


def test_reserve_fleet_is_chosen_only_before_play_starts() -> None:
    table = Table()
    deck_card = table.player(0).deck[-1]
    assert "before the game starts" in table.why(f"reserve #{deck_card}").message


def test_shuffle_cut_and_ante_every_deck_with_recorded_chance() -> None:
    decks = _pregame().config.decks
    config = GameConfig(decks=decks, seed=11)  # no Stack Your Deck: shuffled and cut
    events = []
    game = Game.new(config)
    events += game.play(game.legal_actions()[-1])  # p0: done (no reserve)
    events += game.play(game.legal_actions()[-1])  # p1: done -> the game starts
    assert [e.seat for e in events if isinstance(e, DeckShuffled)] == [0, 1]
    assert [e.seat for e in events if isinstance(e, DeckCut)] == [0, 1]
    again = Game.new(config)
    again.play(again.legal_actions()[-1])
    again.play(again.legal_actions()[-1])
    assert again.state.players[0].deck == game.state.players[0].deck
    other = Game.new(GameConfig(decks=decks, seed=12))
    other.play(other.legal_actions()[-1])
    other.play(other.legal_actions()[-1])
    assert other.state.players[0].hand != game.state.players[0].hand


def test_ante_highest_strength_goes_first() -> None:
    table = Table([ROCK2], [ROCK5], first=None)
    assert table.state.turn_order == [1, 0]
    assert table.state.active == 1
    assert table.game.to_act == 1 and table.game.to_act != 0


def test_ante_ties_are_settled_by_a_die_roll() -> None:
    table = _pregame([ROCK5], [ROCK5])
    table.act("done")
    events = table.act("done")
    rolls = {e.seat: e.value for e in events if isinstance(e, DieRolled) and e.purpose == "ante tie"}
    order = next(e.order for e in events if isinstance(e, TurnOrderSet))
    assert len(rolls) >= 2
    assert rolls[order[0]] >= rolls[order[1]]
    untied = _pregame([ROCK2], [ROCK5])
    untied.act("done")
    assert not any(isinstance(e, DieRolled) for e in untied.act("done"))


def test_ante_becomes_the_first_card_of_the_discard_pile() -> None:
    table = _pregame([ROCK2], [ROCK5])
    table.act("done")
    events = table.act("done")
    antes = {e.seat: e.card for e in events if isinstance(e, AnteRevealed)}
    assert table.player(0).discard == [antes[0]]
    assert table.player(1).discard == [antes[1]]
    assert table.card(antes[0]).info.card_id == ROCK2.id


def test_optional_winner_keeps_the_antes() -> None:
    table = Table([ROCK2], [ROCK5], options=[Option.WINNER_KEEPS_ANTES], first=None)
    assert table.player(0).discard == [] and len(table.player(0).ante) == 1
    table.act("~hq-damage p0 25 by p1")
    assert table.game.outcome.winner == 1
    assert len(table.player(1).ante) == 2 and table.player(0).ante == []
    plain = Table([ROCK2], [ROCK5], first=None)
    assert plain.player(0).ante == []


def test_reserve_fleets_are_exposed_after_the_ante() -> None:
    table = _pregame()
    mine = table.player(0).deck[-3]
    table.act(f"reserve #{mine}")
    assert observe(table.state, 1).players[0].reserve == (None,)
    assert observe(table.state, 0).players[0].reserve == (mine,)
    table.act("done")
    table.act("done")
    assert table.card(mine).face_up
    assert observe(table.state, 1).players[0].reserve == (mine,)


def test_starting_play_everyone_draws_nine_and_the_first_player_starts() -> None:
    table = Table([ROCK2], [ROCK5], first=None)
    assert [len(p.hand) for p in table.state.players] == [9, 9]
    assert table.game.phase is Phase.ALLOCATION
    assert table.player(1).turns_taken == 1 and table.player(0).turns_taken == 0


def test_stack_your_deck_draws_in_file_order_without_shuffle_or_cut() -> None:
    first = [terrain(4)] + [card("S", n, f"Order Ship {n}", shields=1) for n in range(1, 10)]
    table = _pregame(first, [ROCK5])
    table.act("done")
    events = table.act("done")
    assert not any(isinstance(e, (DeckShuffled, DeckCut)) for e in events)
    ante = next(e.card for e in events if isinstance(e, AnteRevealed) and e.seat == 0)
    assert table.card(ante).info.card_id == first[0].id
    hand_ids = [table.card(i).info.card_id for i in table.player(0).hand]
    assert hand_ids == [c.id for c in first[1:]]
    assert all(table.card(i).zone is Zone.HAND for i in table.player(0).hand)
