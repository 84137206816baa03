"""Cards that make another card count twice (issue 38, h-double; ``resources/cards/community-double.json``,
``resolvers/doubling.py``): R/L1 Unlucky Crew Action (the first negative luck or occurrence card played to its
crew affects it twice) and D5 Void Dragoness (a hazard of at most its strength used twice the turn it is
played). Each test plays the printing the decks hold and checks the change the text causes, with the
case the text leaves alone."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import strength
from tests.engine.builders import Table, card, effect, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

UNLUCKY = "L1_-_Unlucky_Crew_Action_TG"
VOID = "D5_-_Void_Dragoness_PE"
AILMENT = default_catalog()["illness-aldibrik-ailment"]  # O3: halves the crew's strength
STAYS = effect("destroyed_by", trigger="continuous", target="self", amount=3, point="research")  # it stays until researched away
CREW = card("C", 8, "Hapless Navigator")
HULL = ship(6, shields=0)
BLAST = card("H", 4, "Test Blast", placement={"mode": "against", "target_types": ["S"]}, discard_after_use=True,
             effects=[effect("damage", amount=3)])
GIANT_BLAST = card("H", 6, "Test Giant Blast", placement={"mode": "against", "target_types": ["S"]}, discard_after_use=True,
                   effects=[effect("damage", amount=3)])
DRAG = card("H", 3, "Test Drag", placement={"mode": "against", "target_types": ["S"]},
            effects=[effect("halve_strength", trigger="continuous", target_types=["S"]), STAYS])


# --- R/L1 Unlucky Crew Action --------------------------------------------------------------------


def _crew_scene(*hand: object) -> tuple[Table, int, dict[str, int]]:
    """Seat 1's crew of strength 8 on its ship; seat 0 holds ``hand`` in his second turn's first Play Cards Phase."""
    cards = [printed(UNLUCKY), *hand]
    table = Table(cards, [HULL, CREW])
    hull = table.put(HULL, 1)
    crew = table.put(CREW, 1, on=hull)
    held = {c.id: table.hand(c, 0) for c in cards}  # type: ignore[attr-defined]
    table.fresh_turn(0)  # past the first turn's terrain-only plays
    table.to_phase(Phase.PLAY_A, 0)
    return table, crew, held


def _play(table: Table, instance: int, how: str, target: int) -> None:
    table.act(f"play #{instance} {how} #{target}")
    settle(table)


def test_unlucky_crew_action_makes_the_first_negative_occurrence_halve_the_crew_twice() -> None:
    table, crew, held = _crew_scene(AILMENT)
    unlucky = held["r-l1-unlucky-crew-action"]
    _play(table, unlucky, "against", crew)
    assert strength(table.state, table.card(crew)) == 8  # alone it changes nothing
    _play(table, held[AILMENT.id], "against", crew)
    assert strength(table.state, table.card(crew)) == 2  # 8 halved twice, as if two ailments were played
    assert table.card(unlucky).zone is Zone.DISCARD  # discarded after use


def test_without_unlucky_crew_action_the_occurrence_halves_the_crew_once() -> None:
    table, crew, held = _crew_scene(AILMENT)
    _play(table, held[AILMENT.id], "against", crew)
    assert strength(table.state, table.card(crew)) == 4


def test_unlucky_crew_action_doubles_only_the_first_negative_card() -> None:
    table, crew, held = _crew_scene(AILMENT, AILMENT)
    _play(table, held["r-l1-unlucky-crew-action"], "against", crew)
    first = held[AILMENT.id]
    _play(table, first, "against", crew)
    second = next(c.id for c in table.state.cards if c.info.card_id == AILMENT.id and c.owner == 0 and c.zone is Zone.HAND)
    table.act("done")  # the second ailment in the second Play Cards Phase (one Card Play each phase)
    table.to_phase(Phase.PLAY_B, 0)
    _play(table, second, "against", crew)
    assert table.card(first).doubled_until and not table.card(second).doubled_until
    assert strength(table.state, table.card(crew)) == 1  # 8 halved twice by the first, once by the second


OWN_AILMENT = card("O", 3, "Test Own Ailment", placement={"mode": "on_or_against", "target_types": ["C"]},
                   effects=[effect("halve_strength", trigger="continuous", target_types=["C"]), STAYS])


def test_unlucky_crew_action_ignores_a_card_the_crews_own_player_plays_on_it() -> None:
    table = Table([printed(UNLUCKY)], [HULL, CREW, OWN_AILMENT])
    hull = table.put(HULL, 1)
    crew = table.put(CREW, 1, on=hull)
    unlucky = table.put(printed(UNLUCKY), 0, on=crew)
    own = table.hand(OWN_AILMENT, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)  # his second turn: past the first turn's terrain-only plays
    table.to_phase(Phase.PLAY_A, 1)
    _play(table, own, "on", crew)
    assert strength(table.state, table.card(crew)) == 4  # halved once: not a negative card for that crew
    assert table.card(unlucky).zone is Zone.PLAY  # still waiting for an opponent's


# --- D5 Void Dragoness ----------------------------------------------------------------------------

TARGET = ship(10, shields=0)
POWER = terrain(8, supply=3, energy=3)


def _dragon_scene(*hand: object, engaged: bool = True) -> tuple[Table, int, int, dict[str, int]]:
    """Seat 0's Void Dragoness (engaged unless told) and his ``hand``; seat 1's ship of strength 10
    without Shields; seat 0's second turn, first Play Cards Phase."""
    dragon_card = printed(VOID)
    table = Table([dragon_card, POWER, *hand], [TARGET])  # type: ignore[list-item]
    dragon = table.put(dragon_card, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    held = {c.id: table.hand(c, 0) for c in hand}  # type: ignore[attr-defined]
    table.next_turn()
    if engaged:
        fund(table, dragon)  # its supply and energy allocated: it engages
    else:
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    return table, dragon, target, held


def test_void_dragoness_lets_its_player_use_a_hazard_twice() -> None:
    table, dragon, target, held = _dragon_scene(BLAST)
    table.act(f"play #{held[BLAST.id]} against #{target}")
    settle(table)
    assert table.state.choice is not None and table.state.choice.cards == (dragon,)
    assert table.state.choice.seat == 0  # the hazard's player decides
    table.act(f"choose #{dragon}")
    assert table.die(target, "structure") == 6  # 3 damage, twice: as if two blasts were played


def test_void_dragoness_hazard_used_once_when_its_player_declines() -> None:
    table, dragon, target, held = _dragon_scene(BLAST)
    table.act(f"play #{held[BLAST.id]} against #{target}")
    settle(table)
    table.act("choose skip")
    assert table.die(target, "structure") == 3


def test_void_dragoness_does_not_double_a_hazard_stronger_than_itself() -> None:
    table, _dragon, target, held = _dragon_scene(GIANT_BLAST)
    table.act(f"play #{held[GIANT_BLAST.id]} against #{target}")
    settle(table)
    assert table.state.choice is None
    assert table.die(target, "structure") == 3


def test_void_dragoness_doubles_nothing_while_disengaged() -> None:
    table, _dragon, target, held = _dragon_scene(BLAST, engaged=False)
    table.act(f"play #{held[BLAST.id]} against #{target}")
    settle(table)
    assert table.state.choice is None
    assert table.die(target, "structure") == 3


def test_void_dragoness_hazard_lasting_effect_counts_twice_only_the_turn_it_is_played() -> None:
    table, dragon, target, held = _dragon_scene(DRAG)
    table.act(f"play #{held[DRAG.id]} against #{target}")
    settle(table)
    table.act(f"choose #{dragon}")
    assert strength(table.state, table.card(target)) == 2  # 10 halved twice (fractions dropped)
    table.next_turn()
    assert strength(table.state, table.card(target)) == 5  # the next turn: one hazard's worth


def test_unlucky_crew_action_played_in_reaction_doubles_the_card_it_answers() -> None:
    table = Table([AILMENT], [HULL, CREW], [printed(UNLUCKY)])
    hull = table.put(HULL, 1)
    crew = table.put(CREW, 1, on=hull)
    ailment = table.hand(AILMENT, 0)
    unlucky = table.hand(printed(UNLUCKY), 2)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{ailment} against #{crew}")
    while table.state.window is not None and table.state.window.queue[0] != 2:
        table.act("pass")
    assert table.legal(f"play #{unlucky} against #{crew}")  # seat 2 answers it onto that crew
    table.act(f"play #{unlucky} against #{crew}")
    settle(table)
    assert strength(table.state, table.card(crew)) == 2
    assert table.card(unlucky).zone is Zone.DISCARD
