"""Community occurrences, lucky breaks and mishaps (issue 38, h-occur2): each test plays the
printing the decks hold in a real ``Game`` and checks the change its text causes, with the case
the text refuses (``resources/cards/community-occur2.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Choose, DieKind, GameMode, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

# --- False Intelligence Report: half the chosen opponent's fleet fires on his next turn -------------

REPORT = "O7_-_False_Intelligence_Report_PE"


def _report_against(chosen: int) -> tuple[Table, list[int], list[int], int]:
    """Three players: seat 0 plays a False Intelligence Report and chooses ``chosen``; seats 1 and 2
    each have ships of strength 6, 4 and 2 with one Phaser each; seat 0 has an unshielded target."""
    report = printed(REPORT)
    fleets = [ship(s, shields=0, weapons=guns(phasers=1)) for s in (6, 4, 2)]
    target = ship(9, shields=0)
    table = Table([report, target], fleets, fleets, mode=GameMode.RULES)
    aim = table.put(target, 0)
    ones = [table.put(c, 1) for c in fleets]
    twos = [table.put(c, 2) for c in fleets]
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(report, 0)
    table.act(f"play #{played}")
    assert table.state.choice is not None and set(table.state.choice.players) == {1, 2}  # the player names the opponent
    table.act(f"choose p{chosen}")
    settle(table)
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    return table, ones, twos, aim


def test_false_intelligence_report_lets_the_chosen_opponent_fire_only_half_his_fleet_next_turn() -> None:
    table, _, (big, middle, small), aim = _report_against(2)
    table.fresh_turn(2)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    table.act(f"fire #{middle} phaser 1")  # 4 of 12
    table.act(f"fire #{small} phaser 1")  # 6 of 12: the half he designated
    assert not table.legal(f"fire #{big} phaser 1")
    assert "half" in str(table.why(f"fire #{big} phaser 1"))


def test_false_intelligence_report_leaves_the_opponent_not_chosen_firing_his_whole_fleet() -> None:
    table, (big, middle, small), _, aim = _report_against(2)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    for unit in (big, middle, small):
        table.act(f"fire #{unit} phaser 1")  # all 12 of 12
    table.act("done")
    settle(table)
    assert table.die(aim, "structure") == 3


def test_a_players_elimination_closes_the_choice_his_card_left_open() -> None:
    """v2.1 VICTORY CONDITIONS: the eliminated player's cards leave play and what they were asking
    goes with them. A False Intelligence Report's choice of opponent stayed open into the next
    player's Allocation Phase when its player's Sector HQ fell (5-player random game, test_invariants)."""
    report = printed(REPORT)
    table = Table([report], [], [])  # sandbox: a Sector HQ hit by hand, as in the random game
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(report, 0)
    table.act(f"play #{played}")
    assert table.state.choice is not None
    table.act("~hq-damage p0 25 by p1")
    assert table.player(0).eliminated
    assert table.state.choice is None and not table.state.steps
    assert table.state.active == 1 and table.game.phase is Phase.ALLOCATION
    assert table.player(1).fire_halved_turn == 0 and table.player(2).fire_halved_turn == 0  # nobody was affected


# --- the window as an opponent's Allocation Phase begins: Shipping Delays, Cessation of Production --

FIELDS = terrain(6, supply=6, energy=2)
MINE = terrain(4, supply=3)
DELAYS = "O2_-_Shipping_Delays_02-10_UE"
CESSATION = "O7_-_Cessation_of_Production_TG"


def _to_seat_one_allocation(table: Table) -> list:
    """Seat 0 ends its turn: seat 1's turn begins (its points generated); the events of that start."""
    table.to_phase(Phase.DRAW, Seat(0))
    return table.act("draw 0")


def _opponent_starts_allocation(image: str) -> tuple[Table, int, int, int]:
    """Seat 0 holds ``image``; seat 1's fleet holds FIELDS and MINE; seat 1's Allocation Phase begins."""
    occurrence = printed(image)
    table = Table([occurrence], [FIELDS, MINE])
    fields, mine = table.put(FIELDS, 1), table.put(MINE, 1)
    held = table.hand(occurrence, 0)
    table.fresh_turn(0)
    events = _to_seat_one_allocation(table)
    assert table.state.active == 1 and table.game.phase is Phase.ALLOCATION
    assert any(isinstance(e, ReactionOffered) and e.seat == 0 for e in events)  # the window asks seat 0 before any point is allocated
    return table, held, fields, mine


def test_shipping_delays_makes_the_opponents_fleet_generate_four_fewer_supply_that_turn() -> None:
    table, held, _, _ = _opponent_starts_allocation(DELAYS)
    assert table.player(1).pool[PointType.SUPPLY] == 9
    table.act(f"play #{held}")
    settle(table)
    assert table.player(1).pool[PointType.SUPPLY] == 5 and table.player(1).pool[PointType.ENERGY] == 2
    assert table.card(held).zone is Zone.DISCARD
    assert not table.state.busy and table.state.to_act == 1  # seat 1 allocates now


def test_shipping_delays_holds_for_that_turn_only() -> None:
    table, held, _, _ = _opponent_starts_allocation(DELAYS)
    table.act(f"play #{held}")
    settle(table)
    table.fresh_turn(1)
    assert table.player(1).pool[PointType.SUPPLY] == 9


def test_shipping_delays_is_not_played_in_its_own_players_allocation_phase() -> None:
    delays = printed(DELAYS)
    table = Table([delays, MINE], [FIELDS])
    table.put(MINE, 0)
    held = table.hand(delays, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.DRAW, Seat(1))
    table.act("draw 0")  # seat 0's own Allocation Phase begins: no window for its own card
    assert table.state.active == 0 and table.state.window is None and not table.state.pending
    assert not table.legal(f"play #{held}")
    assert table.player(0).pool[PointType.SUPPLY] == 3


def test_cessation_of_production_stops_the_chosen_terrain_stack_generating_that_turn() -> None:
    table, held, fields, mine = _opponent_starts_allocation(CESSATION)
    table.act(f"play #{held}")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {fields, mine}  # seat 0 chooses among seat 1's terrain
    table.act(f"choose #{fields}")
    assert table.player(1).pool.get(PointType.SUPPLY) == 3 and not table.player(1).pool.get(PointType.ENERGY)
    discard = table.player(0).pile(Zone.DISCARD)
    assert discard[0] == held  # placed at the bottom of the discard pile after use
    table.fresh_turn(1)
    assert table.player(1).pool[PointType.SUPPLY] == 9  # that turn only


def test_no_window_opens_as_an_allocation_begins_when_no_opponent_holds_such_a_card() -> None:
    table = Table([], [FIELDS])
    table.put(FIELDS, 1)
    table.fresh_turn(0)
    _to_seat_one_allocation(table)
    assert table.state.window is None and not table.state.pending


def test_the_standard_bot_plays_shipping_delays_as_an_opponents_allocation_begins() -> None:
    table, held, _, _ = _opponent_starts_allocation(DELAYS)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert action == PlayCard(held)
    table.game.play(action)
    settle(table)
    assert table.player(1).pool[PointType.SUPPLY] == 5


def test_the_standard_bot_stops_a_terrain_stack_with_cessation_of_production() -> None:
    table, held, fields, mine = _opponent_starts_allocation(CESSATION)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    table.game.play(bot.decide(table.game.observe(Seat(0)), table.game.legal_actions()))
    settle(table)
    choice = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert choice in (Choose(card=fields), Choose(card=mine))
    table.game.play(choice)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) < 9


# --- hands and draws: Quantum Occurrence, Capital Revitalization, Cursed Alien Artifact --------------


def _hand_of(table: Table, seat: int, size: int) -> None:
    """Seat ``seat``'s hand made ``size`` cards (free-form moves from or to the deck)."""
    player = table.player(seat)
    while len(player.hand) > size:
        table.game.apply(MoveCard(player.hand[-1], Zone.DECK, Seat(seat)))
    while len(player.hand) < size:
        table.game.apply(MoveCard(player.deck[-1], Zone.HAND, Seat(seat)))


def test_quantum_occurrence_brings_every_hand_to_nine_then_each_opponent_discards_one() -> None:
    quantum = printed("O7_-_Quantum_Occurrence_TG")
    table = Table([quantum], [], [])
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(quantum, 0)
    _hand_of(table, 0, 5)  # 4 cards besides the Quantum Occurrence
    _hand_of(table, 1, 11)
    _hand_of(table, 2, 3)
    table.act(f"play #{played}")
    settle(table)
    assert len(table.player(0).hand) == 9 and len(table.player(2).hand) == 3  # drawn up to 9, in turn order
    for _ in range(2):  # seat 1 discards two cards of his own choice
        choice = table.state.choice
        assert choice is not None and choice.seat == 1 and set(choice.cards) == set(table.player(1).hand)
        table.act(f"choose #{choice.cards[0]}")
    assert [len(table.player(s).hand) for s in (0, 1, 2)] == [9, 9, 9]  # then seat 2 draws 6; now the opponents' one card each
    for seat in (1, 2):
        choice = table.state.choice
        assert choice is not None and choice.seat == seat
        table.act(f"choose #{choice.cards[-1]}")
    assert [len(table.player(s).hand) for s in (0, 1, 2)] == [9, 8, 8]  # its own player keeps 9
    assert table.state.choice is None and table.card(played).zone is Zone.DISCARD


def test_quantum_occurrence_draws_no_more_than_the_deck_holds() -> None:
    quantum = printed("O7_-_Quantum_Occurrence_UE")
    table = Table([quantum], [], size=12)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(quantum, 0)
    _hand_of(table, 1, 2)
    for instance in list(table.player(1).deck)[:-3]:
        table.game.apply(MoveCard(instance, Zone.DISCARD, Seat(1)))  # 3 cards left in his deck
    table.act(f"play #{played}")
    settle(table)
    assert len(table.player(1).hand) == 5 and not table.player(1).deck  # 2 + the 3 the deck held
    table.act(f"choose #{table.state.choice.cards[0]}")
    assert len(table.player(1).hand) == 4


def test_capital_revitalization_draws_up_to_nine_after_the_draw_cards_phase() -> None:
    revival = printed("O7_-_Capital_Revitalization_UE")
    table = Table([revival])
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(revival, 0)
    _hand_of(table, 0, 4)
    table.act(f"play #{played}")
    settle(table)
    assert len(table.player(0).hand) == 3 and table.card(played).zone is Zone.DISCARD  # nothing drawn yet
    table.to_phase(Phase.DRAW)
    table.act("draw 2")
    assert len(table.player(0).hand) == 9  # 3 + 2 drawn, then 4 more to a hand of 9
    table.fresh_turn(0)
    table.to_phase(Phase.DRAW)
    _hand_of(table, 0, 4)
    table.act("draw 2")
    assert len(table.player(0).hand) == 6  # its turn only


def test_cursed_alien_artifact_cuts_the_opponents_next_draw_by_two() -> None:
    curse = printed("L4_-_Cursed_Alien_Artifact_2-2_PE")
    table = Table([curse], [])
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(curse, 0)}")
    settle(table)
    table.to_phase(Phase.DRAW)
    _hand_of(table, 0, 5)
    assert table.legal("draw 2")  # its own player draws as usual
    table.act("draw 2")
    table.to_phase(Phase.DRAW, Seat(1))
    _hand_of(table, 1, 5)
    assert not table.legal("draw 1") and "cuts your draw" in str(table.why("draw 1"))
    table.act("draw 0")
    table.to_phase(Phase.DRAW, Seat(1))
    _hand_of(table, 1, 5)
    assert table.legal("draw 2")  # his next turn draws as usual again


# --- Cessation of Engagement: answers the end of an opponent's allocation --------------------------

ENGAGEMENT = "O6_-_Cessation_of_Engagement_TG"
CRUISER = ship(5, shields=0, requirements={"supply": 2}, weapons=guns(phasers=1))
PICKET = ship(2, shields=0)


def _opponent_ends_allocation() -> tuple[Table, int, int, int]:
    """Seat 0 holds Cessation of Engagement; seat 1 allocates its cruiser's 2 supply and says done."""
    cessation = printed(ENGAGEMENT)
    table = Table([cessation], [FIELDS, CRUISER, PICKET])
    table.put(FIELDS, 1)
    cruiser, picket = table.put(CRUISER, 1), table.put(PICKET, 1)
    held = table.hand(cessation, 0)
    table.fresh_turn(1)
    table.act(f"allocate supply #{cruiser}")
    table.act(f"allocate supply #{cruiser}")
    table.act("done")  # the end of the allocation: the window asks seat 0
    assert table.state.window is not None and table.state.window.asked == 0
    return table, held, cruiser, picket


def test_cessation_of_engagement_keeps_the_chosen_unit_disengaged_and_its_points_lost() -> None:
    table, held, cruiser, picket = _opponent_ends_allocation()
    table.act(f"play #{held}")
    settle(table)
    assert set(table.state.choice.cards) == {cruiser, picket}  # one unit of that opponent, this card's player's choice
    table.act(f"choose #{cruiser}")
    assert table.game.phase is Phase.PLAY_A and table.state.active == 1
    assert not table.card(cruiser).engaged and not table.card(cruiser).received  # not engaged; its 2 supply lost
    assert table.card(picket).engaged
    assert table.player(0).pile(Zone.DISCARD)[0] == held  # placed at the bottom of the discard pile
    table.to_phase(Phase.WEAPONS_FIRE)
    assert not any(a.notation().startswith(f"fire #{cruiser}") for a in table.game.legal_actions())
    table.fresh_turn(1)
    table.act(f"allocate supply #{cruiser}")
    table.act(f"allocate supply #{cruiser}")
    table.act("done")
    assert table.card(cruiser).engaged  # it engages again on its controller's next turn


def test_cessation_of_engagement_is_not_played_on_its_own_players_allocation() -> None:
    cessation = printed(ENGAGEMENT)
    table = Table([cessation, PICKET])
    table.put(PICKET, 0)
    held = table.hand(cessation, 0)
    table.fresh_turn(0)
    table.act("done")  # the end of its own player's allocation: no window asks him
    assert table.state.window is None and table.game.phase is Phase.PLAY_A and table.card(held).zone is Zone.HAND
    assert table.card(table.find(PICKET, 0, (Zone.PLAY,)).id).engaged


def test_the_standard_bot_plays_cessation_of_engagement_as_an_opponents_allocation_ends() -> None:
    table, held, cruiser, picket = _opponent_ends_allocation()
    bot = make_bot(BotKind.STANDARD, 7, 0)
    assert bot.decide(table.game.observe(Seat(0)), table.game.legal_actions()) == PlayCard(held)


# --- Command Disjunction: an opponent's fleet has 2 fewer command points for two turns -------------

DISJUNCTION = "L6_-_Command_Disjunction_NE"
CAPITAL = terrain(5, command=2)


def _disjunction_on_seat_one(*seat_one: Card) -> tuple[Table, int]:
    disjunction = printed(DISJUNCTION)
    table = Table([disjunction], list(seat_one))
    for card_ in seat_one:
        table.put(card_, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(disjunction, 0)
    table.act(f"play #{played}")
    settle(table)
    return table, played


def test_command_disjunction_takes_two_command_points_off_the_opponents_next_two_turns() -> None:
    table, played = _disjunction_on_seat_one(CAPITAL)
    totals = []
    for _ in range(3):
        table.fresh_turn(1)
        totals.append(table.player(1).command_total)
    assert totals == [2, 2, 4]  # 2 players + 2 generated = 4, less 2 for two turns
    assert table.card(played).zone is Zone.DISCARD  # then it is discarded
    assert table.player(0).command_total == 2


def test_command_disjunction_leaves_at_least_one_command_point() -> None:
    table, _ = _disjunction_on_seat_one()
    table.fresh_turn(1)
    assert table.player(1).command_total == 1  # 2 players, less 2, but never below 1


# --- Repair Malfunction: two repair points of an opponent's allocation become damage points ---------

MALFUNCTION = "L3_-_Repair_Malfunction_PE"
DOCK = terrain(5, repair=3)
HULL = ship(6, shields=2)


def _opponent_repairs(points: int) -> tuple[Table, int, int]:
    """Seat 1's ship has lost its 2 Shields and 2 structure; seat 1 allocates ``points`` repair points to it and ends the allocation."""
    malfunction = printed(MALFUNCTION)
    table = Table([malfunction], [DOCK, HULL])
    table.put(DOCK, 1)
    hull = table.put(HULL, 1)
    held = table.hand(malfunction, 0)
    table.card(hull).dice.update({DieKind.SHIELD: 2, DieKind.STRUCTURE: 2})
    table.fresh_turn(1)
    table.card(hull).dice.update({DieKind.SHIELD: 2, DieKind.STRUCTURE: 2})  # the Shield regained at Record Keeping taken back
    for _ in range(points):
        table.act(f"allocate repair #{hull}")
    table.act("done")
    return table, held, hull


def test_repair_malfunction_turns_two_allocated_repair_points_into_damage() -> None:
    table, held, hull = _opponent_repairs(3)
    assert table.die(hull, "shield") == 0 and table.die(hull, "structure") == 1  # 3 repairs: 2 Shields, 1 structure
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{held}")
    settle(table)
    for _ in range(2):
        assert table.state.choice is not None and table.state.choice.cards == (hull,)
        table.act(f"choose #{hull}")
    # each of the last two repairs undone and turned into a point of damage: of the 4 points of damage it had,
    # 1 stays repaired and 2 more are dealt (5 in all: its 2 Shields gone and 3 structure)
    assert table.die(hull, "shield") == 2 and table.die(hull, "structure") == 3
    assert table.card(held).zone is Zone.DISCARD


def test_repair_malfunction_finds_nothing_without_repair_points_this_turn() -> None:
    table, held, hull = _opponent_repairs(0)
    assert table.state.window is None  # no legal reaction: seat 0 is not asked
    assert table.game.phase is Phase.PLAY_A


def test_the_standard_bot_plays_repair_malfunction_on_an_opponents_repairs() -> None:
    table, held, hull = _opponent_repairs(2)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    assert bot.decide(table.game.observe(Seat(0)), table.game.legal_actions()) == PlayCard(held)


def test_repairs_are_remembered_only_while_an_opponent_holds_repair_malfunction() -> None:
    """A game without the card keeps its state (and its records' digests) as before."""
    table = Table([], [DOCK, HULL])
    table.put(DOCK, 1)
    hull = table.put(HULL, 1)
    table.fresh_turn(1)
    table.card(hull).dice.update({DieKind.SHIELD: 2})
    table.act(f"allocate repair #{hull}")
    assert table.die(hull, "shield") == 1 and table.card(hull).repaired_dice == []
