"""Time cards about decks, draws and card-play limits (issue 38, h-time5;
``resources/cards/community-time5.json``): each test plays the printing the decks hold in a real
game and checks the state change its text causes, with the case its text refuses; hidden cards
(decks, hands) stay hidden in every other player's observation."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered
from ge_desktop.rulesets.galactic_empires.pending import DrawItem
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from tests.engine.builders import Table, card, effect, ship, terrain
from tests.engine.community_helpers import printed, settle

CESSATION_OF_TIME = "O8_-_Cessation_of_Time_TG"
FIELDS = terrain(6, supply=6)


def _hand_of(table: Table, seat: int, size: int) -> None:
    """Seat ``seat``'s hand made ``size`` cards (free-form moves from or to the deck)."""
    player = table.player(seat)
    while len(player.hand) > size:
        table.game.apply(MoveCard(player.hand[-1], Zone.DECK, Seat(seat)))
    while len(player.hand) < size:
        table.game.apply(MoveCard(player.deck[-1], Zone.HAND, Seat(seat)))


# --- the window as an opponent's Draw Cards Phase begins: Cessation of Time -------------------------


def _opponent_reaches_draw(image: str = CESSATION_OF_TIME) -> tuple[Table, int, list]:
    """Seat 0 holds ``image``; seat 1 (hand of 5) ends its Discard Phase: its Draw Cards Phase begins."""
    held_card = printed(image)
    table = Table([held_card], [FIELDS])
    held = table.hand(held_card, 0)
    table.fresh_turn(1)
    _hand_of(table, 1, 5)
    table.to_phase(Phase.DISCARD, Seat(1))
    events = table.act("done")
    return table, held, events


def test_cessation_of_time_is_offered_as_an_opponents_draw_cards_phase_begins() -> None:
    table, held, events = _opponent_reaches_draw()
    assert table.game.phase is Phase.DRAW and table.state.active == 1
    assert any(isinstance(e, ReactionOffered) and e.seat == 0 for e in events)  # before any card is drawn
    assert isinstance(table.state.pending[-1], DrawItem) and table.legal(f"play #{held}")


def test_cessation_of_time_ends_the_draw_cards_phase_with_no_card_drawn() -> None:
    table, held, _ = _opponent_reaches_draw()
    deck_before = len(table.player(1).deck)
    table.act(f"play #{held}")
    settle(table)
    assert len(table.player(1).hand) == 5 and len(table.player(1).deck) == deck_before  # no card at all drawn
    assert table.state.active == 0 and table.game.phase is Phase.ALLOCATION  # the phase ended: the turn passed
    assert table.player(0).pile(Zone.DISCARD)[0] == held  # placed at the bottom of the discard pile after use


def test_without_cessation_of_time_the_opponent_draws_as_usual() -> None:
    table, _, _ = _opponent_reaches_draw()
    settle(table)  # seat 0 lets the phase go on
    assert table.state.active == 1 and table.game.phase is Phase.DRAW
    table.act("draw 2")
    assert len(table.player(1).hand) == 7


def test_cessation_of_time_is_not_played_in_its_own_players_draw_cards_phase() -> None:
    cessation = printed(CESSATION_OF_TIME)
    table = Table([cessation], [FIELDS])
    held = table.hand(cessation, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.DISCARD, Seat(0))
    table.act("done")  # seat 0's own Draw Cards Phase: no window for its own card
    assert table.game.phase is Phase.DRAW and table.state.window is None and not table.state.pending
    assert not table.legal(f"play #{held}")
    table.act("draw 2")
    assert table.state.active == 1


def test_no_window_opens_as_a_draw_cards_phase_begins_when_no_opponent_holds_such_a_card() -> None:
    table = Table([], [FIELDS])
    table.fresh_turn(1)
    table.to_phase(Phase.DISCARD, Seat(1))
    table.act("done")
    assert table.game.phase is Phase.DRAW and table.state.window is None and not table.state.pending


def test_the_standard_bot_ends_an_opponents_draw_cards_phase_with_cessation_of_time() -> None:
    table, held, _ = _opponent_reaches_draw()
    bot = make_bot(BotKind.STANDARD, 7, 0)
    action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert action == PlayCard(held)
    table.game.play(action)
    settle(table)
    assert table.state.active == 0 and len(table.player(1).hand) == 5


# --- a mini deck beside the main deck: Time Tornado ---------------------------------------------------

TIME_TORNADO = "H7_-_Time_Tornado_TG"
TARGET = ship(4, shields=0)
CREW = card("C", 1, "Tornado Crew")
HIS_HAZARD = card("O", 2, "Tornado Onlooker")


def _tornado_on_a_stack() -> tuple[Table, int, int, int, int]:
    """Seat 0 plays Time Tornado on seat 1's ship carrying a crew of his and a card of seat 0's."""
    tornado = printed(TIME_TORNADO)
    table = Table([tornado, HIS_HAZARD], [TARGET, CREW])
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    hostile = table.put(HIS_HAZARD, 0, on=target)
    played = table.hand(tornado, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    settle(table)
    return table, played, target, crew, hostile


def test_time_tornado_shuffles_the_opponents_whole_stack_into_a_mini_deck() -> None:
    table, played, target, crew, hostile = _tornado_on_a_stack()
    choice = table.state.choice
    assert choice is not None and target in choice.cards and crew not in choice.cards  # a stack, from its base; an opponent's
    table.act(f"choose #{target}")
    settle(table)
    assert sorted(table.player(1).mini_deck) == sorted([target, crew]) and table.player(1).mini_draws == 1
    assert table.card(target).zone is Zone.MINI_DECK and table.card(crew).zone is Zone.MINI_DECK
    assert table.card(hostile).zone is Zone.DISCARD and table.card(hostile).seat == 0  # another player's card: to its owner's pile
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    assert not table.player(1).roots


def test_the_mini_deck_is_hidden_from_every_player_but_its_size() -> None:
    table, _, target, crew, _ = _tornado_on_a_stack()
    table.act(f"choose #{target}")
    settle(table)
    for viewer in (Seat(0), Seat(1), None):
        seen = observe(table.state, viewer)
        assert seen.players[1].mini_deck_count == 2
        assert target not in seen.cards and crew not in seen.cards  # not even named: its order is hidden


def test_its_owner_draws_one_card_from_the_mini_deck_each_draw_cards_phase_besides_his_draws() -> None:
    table, _, target, crew, _ = _tornado_on_a_stack()
    table.act(f"choose #{target}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.DRAW, Seat(1))
    hand, deck = len(table.player(1).hand), len(table.player(1).deck)
    table.act("draw 2")
    assert len(table.player(1).hand) == hand + 3 and len(table.player(1).deck) == deck - 2  # two from the deck, one from the mini deck
    assert len(table.player(1).mini_deck) == 1
    first = ({target, crew} - set(table.player(1).mini_deck)).pop()
    assert table.card(first).zone is Zone.HAND and first not in observe(table.state, Seat(0)).cards  # drawn into a hidden hand
    table.fresh_turn(1)
    table.to_phase(Phase.DRAW, Seat(1))
    table.act("draw 0")  # even drawing nothing from the deck, one card comes from the mini deck
    assert table.player(1).mini_deck == [] and table.player(1).mini_draws == 0
    assert table.card(target).zone is Zone.HAND and table.card(crew).zone is Zone.HAND


def test_time_tornado_takes_no_stack_of_its_own_player() -> None:
    tornado = printed(TIME_TORNADO)
    table = Table([tornado, TARGET], [])
    own = table.put(TARGET, 0)
    played = table.hand(tornado, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    settle(table)
    assert table.state.choice is None and table.card(own).in_play and table.player(0).mini_deck == []


def test_cessation_of_time_stops_the_mini_deck_draw_too() -> None:
    tornado, cessation = printed(TIME_TORNADO), printed(CESSATION_OF_TIME)
    table = Table([tornado, cessation], [TARGET])
    target = table.put(TARGET, 1)
    played, held = table.hand(tornado, 0), table.hand(cessation, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    settle(table)
    table.act(f"choose #{target}")
    settle(table)
    table.fresh_turn(1)
    hand = len(table.player(1).hand)
    table.to_phase(Phase.DISCARD, Seat(1))
    table.act("done")
    table.act(f"play #{held}")
    settle(table)
    assert table.state.active == 0 and len(table.player(1).hand) == hand and table.player(1).mini_deck == [target]  # any and all draws


# --- a ship sent into its owner's deck or reserve fleet: Anti-Time Mine Field ------------------------

MINE_FIELD = "H8_-_Anti-Time_Mine_Field_TG"
RESERVE_BIG, RESERVE_SMALL = card("B", 5, "Reserve Base"), card("S", 2, "Reserve Scout")
EQUIPMENT = card("E", 1, "Mine Field Gear")
BIG_SHIP = ship(9, shields=0)


def _mine_field_game(target_card=TARGET) -> tuple[Table, int, int, int, int, int, int]:
    """Seat 0 holds the mine field and has a card against seat 1's ship, which carries seat 1's
    crew and equipment; seat 1's reserve fleet holds a strength 5 base and a strength 2 scout."""
    mine = printed(MINE_FIELD)
    table = Table([mine, HIS_HAZARD], [target_card, CREW, EQUIPMENT, RESERVE_BIG, RESERVE_SMALL])
    target = table.put(target_card, 1)
    crew = table.put(CREW, 1, on=target)
    gear = table.put(EQUIPMENT, 1, on=target)
    hostile = table.put(HIS_HAZARD, 0, on=target)
    big, small = (table.find(c, 1, (Zone.HAND, Zone.DECK)).id for c in (RESERVE_BIG, RESERVE_SMALL))
    for reserve in (big, small):
        table.game.apply(MoveCard(reserve, Zone.RESERVE, Seat(1)))
    played = table.hand(mine, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, played, target, crew, gear, hostile, big


def test_anti_time_mine_field_lets_the_ships_owner_send_it_to_the_bottom_of_his_deck() -> None:
    table, played, target, crew, gear, hostile, big = _mine_field_game()
    table.act(f"play #{played} against #{target}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.seat == 1  # the ship owner's choice
    assert set(choice.cards) == {target, big}  # the ship (the deck) or a reserve card of strength 4 or more
    table.act(f"choose #{target}")
    assert table.player(1).deck[0] == target and table.card(target).zone is Zone.DECK  # the bottom of his deck
    assert table.card(crew).zone is Zone.HAND and table.card(gear).zone is Zone.HAND and table.card(crew).seat == 1  # back in the hand
    assert table.card(hostile).zone is Zone.HAND and table.card(hostile).seat == 0  # each card to its own owner's hand
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    assert target not in observe(table.state, Seat(0)).cards  # in a deck, hidden


def test_anti_time_mine_field_lets_the_owner_put_the_ship_in_his_reserve_for_a_stronger_reserve_card() -> None:
    table, played, target, crew, _, _, big = _mine_field_game()
    position = table.player(1).reserve.index(big)
    table.act(f"play #{played} against #{target}")
    settle(table)
    table.act(f"choose #{big}")
    assert table.card(target).zone is Zone.RESERVE and table.player(1).reserve[position] == target
    assert table.card(big).zone is Zone.DISCARD  # the reserve card discarded for it
    assert target in observe(table.state, Seat(0)).cards  # reserve fleets are exposed
    assert table.card(crew).zone is Zone.HAND


def test_anti_time_mine_field_cannot_be_played_against_a_ship_stronger_than_8() -> None:
    table, played, target, _, _, _, _ = _mine_field_game(BIG_SHIP)
    assert not table.legal(f"play #{played} against #{target}")
    assert "stronger than 8" in str(table.why(f"play #{played} against #{target}"))


# --- the top of every opposing deck: Time Lore ------------------------------------------------------

TIME_LORE = "A8_-_Time_Lore_TG"
KEEPER = card("C", 2, "Lore Keeper", effects=[effect("draw_cards", trigger="card_action", target="controller", amount=1)])
TOP_SECRET, NEXT_SECRET = card("S", 3, "Top Secret Ship"), card("T", 2, "Next Secret Rock")


def _lore_game(players: int = 2) -> tuple[Table, int, int, list[int]]:
    """Seat 0's Lore Keeper crew (on a ship) holds Time Lore; each opponent's deck has a known card on top."""
    lore = printed(TIME_LORE)
    decks = [[lore, TARGET, KEEPER]] + [[NEXT_SECRET, TOP_SECRET] for _ in range(players - 1)]
    table = Table(*decks)
    for _ in range(2):
        table.fresh_turn(0)
    holder = table.put(TARGET, 0)
    keeper = table.put(KEEPER, 0, on=holder)
    played = table.hand(lore, 0)
    tops = []
    for seat in range(1, players):
        secret = table.find(TOP_SECRET, seat, (Zone.HAND, Zone.DECK)).id
        table.game.apply(MoveCard(secret, Zone.DECK, Seat(seat)))  # on top of his deck
        tops.append(secret)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played} on #{keeper}")
    settle(table)
    return table, played, keeper, tops


def test_time_lore_shows_each_opposing_top_card_to_its_player_alone_and_exposes_the_one_sent_to_the_bottom() -> None:
    table, lore, _, tops = _lore_game(players=3)
    table.act(f"use #{lore} 1")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.seat == 0 and set(choice.cards) == set(tops)
    for secret in tops:  # seen by the Time Lore's player alone
        assert secret in observe(table.state, Seat(0)).cards
        assert secret not in observe(table.state, Seat(1)).cards and secret not in observe(table.state, None).cards
    sent, kept = tops
    table.act(f"choose #{sent}")
    assert table.player(1).deck[0] == sent  # the bottom of its owner's deck
    assert table.card(sent).revealed and sent in observe(table.state, None).cards  # exposed to every player
    assert table.player(2).deck[-1] == kept and kept not in observe(table.state, Seat(1)).cards  # put back unexposed
    assert kept not in observe(table.state, Seat(0)).cards


def test_time_lore_is_its_crews_only_function_each_turn() -> None:
    table, lore, keeper, _ = _lore_game()
    table.act(f"use #{lore} 1")
    settle(table)
    table.act(f"choose #{table.state.choice.cards[0]}")
    assert not table.legal(f"use #{keeper} 1")  # the crew's own function: not after its time lore
    assert "only action or function" in str(table.why(f"use #{keeper} 1"))
    assert not table.legal(f"use #{lore} 1")  # once a turn


def test_time_lore_is_refused_after_its_crew_acted_this_turn() -> None:
    table, lore, keeper, _ = _lore_game()
    table.act(f"use #{keeper} 1")
    settle(table)
    while table.state.choice is not None:
        table.act(table.game.legal_actions()[0].notation())
    settle(table)
    assert not table.legal(f"use #{lore} 1")
    assert "only action or function" in str(table.why(f"use #{lore} 1"))


# --- an opponent's hand exchanged for new draws: Anti-Time Exchange ----------------------------------

ANTI_TIME_EXCHANGE = "L6_-_Anti-Time_Exchange_TG"


def _exchange_game() -> tuple[Table, int]:
    """Seat 0 in its Play Cards Phase A with Anti-Time Exchange in hand; seat 1 holds 5 cards."""
    exchange = printed(ANTI_TIME_EXCHANGE)
    table = Table([exchange], [FIELDS])
    for _ in range(2):
        table.fresh_turn(0)
    _hand_of(table, 1, 5)
    played = table.hand(exchange, 0)
    table.to_phase(Phase.PLAY_A)
    return table, played


def test_anti_time_exchange_discards_three_random_cards_of_the_opponents_hand_and_he_draws_three() -> None:
    table, played = _exchange_game()
    hand, deck, discards = list(table.player(1).hand), len(table.player(1).deck), len(table.player(1).discard)
    table.act(f"play #{played}")
    settle(table)
    for _ in range(3):
        choice = table.state.choice
        assert choice is not None and choice.players == (1,) and choice.cards == ()  # at random: he saw none of them
        table.act("choose p1")
    assert table.state.choice is None  # three at most
    gone = [i for i in hand if table.card(i).zone is Zone.DISCARD]
    assert len(gone) == 3 and len(table.player(1).discard) == discards + 3
    assert len(table.player(1).hand) == 5 and len(table.player(1).deck) == deck - 3  # replaced by new draws
    assert table.card(played).zone is Zone.DISCARD


def test_anti_time_exchange_may_discard_a_card_its_player_saw_and_stop_early() -> None:
    table, played = _exchange_game()
    seen, unseen = table.player(1).hand[0], table.player(1).hand[1]
    table.card(seen).known_to.add(Seat(0))  # seen there by a scout's look
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.cards == (seen,)  # only a card he saw may be named
    assert not table.legal(f"choose #{unseen}")
    assert seen in observe(table.state, Seat(0)).cards and seen not in observe(table.state, None).cards
    table.act(f"choose #{seen}")
    table.act("choose skip")  # up to 3: he stops after one
    assert table.card(seen).zone is Zone.DISCARD and table.card(unseen).zone is Zone.HAND
    assert len(table.player(1).hand) == 5 and table.state.choice is None


# --- an opponent's cards squeezed into one phase: Time Compression -----------------------------------

TIME_COMPRESSION = "O1_-_Time_Compression_TG"
ROCKS = [card("T", 1, f"Compressed Rock {n}") for n in range(4)]


def _compression_game() -> tuple[Table, int, list[int]]:
    """Seat 0 holds Time Compression; seat 1 holds four terrain cards; both are past turn 2."""
    compression = printed(TIME_COMPRESSION)
    table = Table([compression], ROCKS)
    for _ in range(2):
        table.fresh_turn(1)
    held = table.hand(compression, 0)
    rocks = [table.hand(rock, 1) for rock in ROCKS]
    return table, held, rocks


def test_time_compression_lets_the_opponent_play_two_cards_next_turn_in_one_phase() -> None:
    table, held, rocks = _compression_game()
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held}")
    settle(table)
    assert table.player(1).compressed_turn == table.player(1).turns_taken + 1
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{rocks[0]}")
    settle(table)
    table.to_phase(Phase.PLAY_B)
    assert not table.legal(f"play #{rocks[1]}")  # all in the one Card Play phase of his first card
    assert "one Card Play phase (Play Cards Phase A)" in str(table.why(f"play #{rocks[1]}"))


def test_time_compression_stops_a_third_card() -> None:
    table, held, rocks = _compression_game()
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    for rock in rocks[:2]:
        table.act(f"play #{rock}")
        settle(table)
    assert not table.legal(f"play #{rocks[2]}") and "all the cards it allows" in str(table.why(f"play #{rocks[2]}"))
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{rocks[2]}")  # the turn after: no limit any more
    settle(table)
    table.act(f"play #{rocks[3]}")
    assert table.card(rocks[3]).in_play


def test_time_compression_in_reaction_stops_the_third_card_play_and_the_rest_of_the_turn() -> None:
    table, held, rocks = _compression_game()
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    for rock in rocks[:2]:
        table.act(f"play #{rock}")
        assert table.state.window is None  # no answer to a first or second Card Play
    table.act(f"play #{rocks[2]}")
    assert table.state.window is not None and table.state.to_act == 0 and table.legal(f"play #{held}")
    table.act(f"play #{held}")
    settle(table)
    assert table.card(rocks[2]).zone is Zone.DISCARD  # the third play stopped
    assert table.card(rocks[0]).in_play and table.card(rocks[1]).in_play
    assert not table.legal(f"play #{rocks[3]}")  # no more cards this turn
    assert table.card(held).zone is Zone.DISCARD


def test_the_standard_bot_stops_an_opponents_third_card_play_with_time_compression() -> None:
    table, held, rocks = _compression_game()
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    for rock in rocks[:3]:
        table.act(f"play #{rock}")
    bot = make_bot(BotKind.STANDARD, 7, 0)
    action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert action == PlayCard(held)


# --- the top of the deck straight onto a terrain stack: Aurora Borealis ------------------------------

AURORA_BOREALIS = "A5_-_Aurora_Borealis_TG"
AURORA_SHIP = ship(3, shields=0, requirements={"energy": 1})


def _aurora_game(top_card) -> tuple[Table, int, int, int]:
    """Seat 0's terrain carries Aurora Borealis; ``top_card`` is put on top of seat 0's deck;
    seat 0's next Allocation Phase is about to begin."""
    aurora = printed(AURORA_BOREALIS)
    table = Table([aurora, FIELDS, top_card], [])
    for _ in range(2):
        table.fresh_turn(0)
    fields = table.put(FIELDS, 0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(aurora, 0)
    table.act(f"play #{played} on #{fields}")
    settle(table)
    top = table.find(top_card, 0, (Zone.HAND, Zone.DECK)).id
    table.game.apply(MoveCard(top, Zone.DECK, Seat(0)))  # on top of the deck
    table.fresh_turn(1)
    table.to_phase(Phase.DRAW, Seat(1))
    return table, played, fields, top


def test_aurora_borealis_puts_an_exposed_ship_from_the_deck_onto_its_terrain_stack() -> None:
    table, _, fields, top = _aurora_game(AURORA_SHIP)
    table.act("draw 0")  # seat 0's Allocation Phase begins
    choice = table.state.choice
    assert choice is not None and choice.cards == (fields,)  # where playing the ship would be legal
    assert top in observe(table.state, Seat(1)).cards and top in observe(table.state, None).cards  # exposed to every player
    plays = table.player(0).plays_used
    table.act(f"choose #{fields}")
    ship_card = table.card(top)
    assert ship_card.in_play and ship_card.parent == fields and ship_card.controller == 0
    assert not ship_card.engaged and table.player(0).plays_used == plays  # placed, not played: no Card Play; needs its energy to engage


def test_aurora_borealis_puts_any_other_card_back_on_the_deck_exposed() -> None:
    table, _, _, top = _aurora_game(ROCKS[0])
    table.act("draw 0")
    assert table.state.choice is None
    assert table.player(0).deck[-1] == top and table.card(top).revealed  # back on top, known to all
    assert top in observe(table.state, Seat(1)).cards
