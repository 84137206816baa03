"""The inspector's plain-text description of a card."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.ui.inspector_widget import describe_card


def test_describe_card_shows_requirements_and_effects() -> None:
    eel = default_catalog()["small-phaser-eel"]
    text = describe_card(eel)
    assert text.startswith("M1 Small Phaser Eel") and "While in play" in text


def test_the_inspector_shows_a_ships_variable_plasma_energy_as_the_table_sees_it(qtbot) -> None:
    from ge_desktop.rulesets.galactic_empires import Phase
    from ge_desktop.ui.inspector_widget import InspectorWidget
    from ge_desktop.ui.observed import board_from_observation
    from ge_desktop.ui.table.faces import FaceCache
    from tests.engine.builders import Table, terrain

    catalog = default_catalog()
    cruiser, power = catalog.printing("S4_-_Corporate_Light_Cruiser_PE"), terrain(6, supply=3, energy=3, ammunition=3)
    table = Table([cruiser, power], [])
    unit = table.put(cruiser, 0)
    table.put(power, 0)
    table.fresh_turn(0)
    for point in ("supply", "ammunition", "energy", "energy"):
        table.act(f"allocate {point} #{unit}")
    assert table.game.phase is Phase.ALLOCATION
    cards = {c.id: c for deck in table.config.decks for c in deck.cards}
    for viewer in (0, 1):  # energy allocated is done in the open: both players see it
        board, _ = board_from_observation(table.game.observe(viewer), cards.__getitem__)
        inspector = InspectorWidget(FaceCache())
        qtbot.addWidget(inspector)
        inspector.show_card(board.find(unit))
        assert "Variable Plasma: 2 energy (takes 1-3)" in inspector.text.toPlainText()
    assert "Weapons: 1 x Variable Plasma (takes 1-3 energy)" in describe_card(cruiser)


def test_the_inspector_shows_a_mechad_ships_emf_first(qtbot) -> None:
    from ge_desktop.rulesets.galactic_empires import DieKind
    from ge_desktop.ui.inspector_widget import InspectorWidget
    from ge_desktop.ui.observed import board_from_observation
    from ge_desktop.ui.table.faces import FaceCache
    from tests.engine.builders import Table, terrain

    catalog = default_catalog()
    cruiser, power = catalog.printing("S5_-_Mechad_Heavy_Cruiser_PE"), terrain(6, supply=3, energy=3)
    table = Table([cruiser, power], [])
    unit = table.put(cruiser, 0)
    table.put(power, 0)
    table.card(unit).dice[DieKind.EMF] = 4
    cards = {c.id: c for deck in table.config.decks for c in deck.cards}
    board, _ = board_from_observation(table.game.observe(1), cards.__getitem__)
    inspector = InspectorWidget(FaceCache())
    qtbot.addWidget(inspector)
    inspector.show_card(board.find(unit))
    text = inspector.text.toPlainText()
    assert text.startswith("EMF: 4 (Nodes 1, at most 10"), text  # the field's strength before the printed card
    assert "EMF die: 4" in text


def test_the_window_inspector_shows_the_systems_the_table_is_drawn_without(qtbot, catalog, window) -> None:
    """The table's observation leaves out table facts (for speed); pointing at a card still
    shows its unit's systems (here a Mechad ship's EMF) in the inspector."""
    from ge_desktop.rulesets.galactic_empires import DieKind
    from ge_desktop.ui.board import known_key
    from tests.engine.builders import Table, terrain

    cruiser, power = catalog.printing("S5_-_Mechad_Heavy_Cruiser_PE"), terrain(6, supply=3, energy=3)
    table = Table([cruiser, power], [])
    unit = table.put(cruiser, 0)
    table.put(power, 0)
    table.card(unit).dice[DieKind.EMF] = 4
    window.set_session(window.make_session(table.game))
    view = window.page.scene.card_views[known_key(unit)]
    assert view.systems == ()  # the table's view carries no facts ...
    window.page.scene.card_hovered.emit(view)
    assert window.page.inspector.text.toPlainText().startswith("EMF: 4 (Nodes 1")  # ... the inspector asks for them



def test_the_window_inspector_tells_an_accomplished_agenda_on_the_sector_hq(qtbot, window) -> None:
    """An agenda accomplished lies face up on its player's Sector HQ, mostly under the HQ
    marker: pointing at it tells its strength and how far the agendas there are from the 25
    that restore the Sector HQ."""
    from ge_desktop.rulesets.galactic_empires import Phase, Zone
    from ge_desktop.ui.board import known_key
    from tests.engine.builders import Table, catalog_card

    grand, small = catalog_card("agenda-archeology"), catalog_card("agenda-solitude")  # printed agendas: the window shows their faces
    table = Table([grand, small], [])
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    done, waiting = table.hand(grand, 0), table.hand(small, 0)
    table.act(f"achieve #{done}")
    assert table.card(done).zone is Zone.HQ
    window.set_session(window.make_session(table.game))
    window.page.scene.card_hovered.emit(window.page.scene.card_views[known_key(done)])
    text = window.page.inspector.text.toPlainText()
    strength = grand.strength
    assert text.startswith(f"Accomplished agenda on its player's Sector HQ: strength {strength}\nAgendas there: {strength} of 25"), text
    assert table.card(waiting).zone is Zone.HAND  # one in the hand adds nothing yet


def test_the_inspector_names_every_card_a_monster_is_played_against_and_the_cards_say_so_too(qtbot) -> None:
    """The Textangula lies on one ship and is against two more (``also_against``): its inspector
    names them, and each of them says the monster is against it too, for either player."""
    from ge_desktop.rulesets.galactic_empires import Phase
    from ge_desktop.ui.inspector_widget import InspectorWidget
    from ge_desktop.ui.observed import board_from_observation
    from ge_desktop.ui.table.faces import FaceCache
    from tests.engine.builders import Table, ship
    from tests.engine.community_helpers import printed, settle

    serpent = printed("M7_-_Tri-lateral_Textangula_UE")
    units = [ship(9, shields=0, name=f"Coiled Ship {n}") for n in range(3)]
    table = Table([serpent], units)
    ids = [table.put(u, 1) for u in units]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(serpent, 0)
    table.act(f"play #{played} against #{ids[0]}")
    settle(table)
    for other in ids[1:]:
        table.act(f"choose #{other}")
        settle(table)
    cards = {c.id: c for deck in table.config.decks for c in deck.cards}
    inspector = InspectorWidget(FaceCache())
    qtbot.addWidget(inspector)
    for viewer in (0, 1):
        board, _ = board_from_observation(table.game.observe(viewer), cards.__getitem__)
        inspector.show_card(board.find(played))
        text = inspector.text.toPlainText()
        assert "Also played against S9 Coiled Ship 1." in text and "Also played against S9 Coiled Ship 2." in text, text
        inspector.show_card(board.find(ids[2]))
        assert "Player 1's M7 Tri-lateral Textangula is played against it too." in inspector.text.toPlainText()
        inspector.show_card(board.find(ids[0]))  # the ship it lies on: the table shows it there already
        assert "played against it too" not in inspector.text.toPlainText()


def test_the_inspector_says_a_monster_is_played_against_a_whole_fleet(qtbot) -> None:
    from ge_desktop.rulesets.galactic_empires import Phase
    from ge_desktop.ui.inspector_widget import InspectorWidget
    from ge_desktop.ui.observed import board_from_observation
    from ge_desktop.ui.table.faces import FaceCache
    from tests.engine.builders import Table, ship
    from tests.engine.community_helpers import printed, settle

    kraken = printed("M9_-_Kraken_UE")
    table = Table([kraken], [ship(10, shields=0), ship(10, shields=0)])
    table.put(table.config.decks[1].cards[0], 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(kraken, 0)
    table.act(f"play #{played}")
    settle(table)
    cards = {c.id: c for deck in table.config.decks for c in deck.cards}
    board, _ = board_from_observation(table.game.observe(1), cards.__getitem__)
    inspector = InspectorWidget(FaceCache())
    qtbot.addWidget(inspector)
    inspector.show_card(board.find(played))
    assert "Played against Player 2's whole fleet." in inspector.text.toPlainText()
