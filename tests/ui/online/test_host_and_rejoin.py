"""Play Online's host and rejoin paths, through the dialog (#39).

Hosting starts the server inside the app and shows the address to share, with the word
about a forwarded port when other computers may join; a closed online window leaves its
seat's token in the settings, and Play Online opened again rejoins the game where it was.
"""

from __future__ import annotations

from ge_desktop.ui.online.kept_seats import kept_seats
from ge_desktop.ui.online.link import LinkState
from ge_desktop.ui.online.window import OnlineWindow
from tests.ui.online.online_driver import WAIT_MS, OnlineSeatDriver, click, connect_dialog, open_dialog, server_thread


def _play(qtbot, window: OnlineWindow, moves: int) -> OnlineSeatDriver:
    driver = OnlineSeatDriver(qtbot, window, 5)
    while driver.steps < moves and not driver.over():
        if not driver.can_move():
            qtbot.waitUntil(lambda: driver.can_move() or driver.over(), timeout=WAIT_MS)
            continue
        driver.step()
    return driver


def _create_against_a_bot(qtbot, dialog) -> None:
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findText("Galactic Supremacy"))
    dialog.others.setCurrentIndex(dialog.others.findText("Standard bot"))
    click(qtbot, dialog.create_button)
    qtbot.waitUntil(lambda: dialog.window_opened is not None, timeout=WAIT_MS)


def test_hosting_on_this_computer_shows_the_address_and_plays_against_a_bot(qtbot, main_windows):
    main = main_windows()
    dialog = open_dialog(qtbot, main)
    assert dialog.host_radio.isChecked()
    dialog.port.setValue(0)  # any free port
    click(qtbot, dialog.lan)
    click(qtbot, dialog.connect_button)
    qtbot.waitUntil(dialog.create_button.isEnabled, timeout=WAIT_MS)
    share = dialog.share.text()
    assert share.startswith("Friends on your home network join at ws://<this computer's address>:")
    assert "forward port" in share and "docs/server.md" in share
    port = int(share.split("forward port ")[1].split()[0])
    assert dialog.link.hosted_url == f"ws://127.0.0.1:{port}"
    _create_against_a_bot(qtbot, dialog)
    window = dialog.window_opened
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.last_update is not None, timeout=WAIT_MS)
    assert dialog.link.server.settings.host == "0.0.0.0"
    driver = _play(qtbot, window, 6)
    assert driver.steps == 6 or driver.over()
    assert [s.kind for s in window.seats] == ["human", "bot"]
    window.close()
    assert window.link.current is LinkState.OFFLINE  # the connection and the hosted server went with the window


def test_a_closed_game_window_rejoins_from_play_online_where_it_was(qtbot, main_windows, tmp_path):
    main = main_windows()
    with server_thread(tmp_path / "server") as (server, _loop, url):
        dialog = open_dialog(qtbot, main)
        connect_dialog(qtbot, dialog, url, "Ann")
        _create_against_a_bot(qtbot, dialog)
        window = dialog.window_opened
        qtbot.waitUntil(lambda: window.last_update is not None, timeout=WAIT_MS)
        _play(qtbot, window, 5)
        game, index = window.game, window.last_update.index
        window.close()  # the app is closed: the seat waits for its token
        table = server.tables[game]
        qtbot.waitUntil(lambda: not table.connections.get(0), timeout=WAIT_MS)
        assert [(t.game, t.seat, t.name) for t in kept_seats()] == [(game, 0, "Ann")]

        again = open_dialog(qtbot, main)
        assert again.kept_list.count() == 1 and game in again.kept_list.item(0).text()
        connect_dialog(qtbot, again, url, "Ann")
        again.kept_list.setCurrentRow(0)
        click(qtbot, again.rejoin_button)
        qtbot.waitUntil(lambda: again.window_opened is not None, timeout=WAIT_MS)
        back = again.window_opened
        qtbot.addWidget(back)
        qtbot.waitUntil(lambda: back.last_update is not None, timeout=WAIT_MS)
        assert back.last_update.index == index and back.seat == 0  # where it was: nothing lost
        driver = _play(qtbot, back, 3)
        assert driver.steps == 3 or driver.over()
        back.close()


def test_play_online_is_in_the_game_menu_and_a_bad_address_is_named(qtbot, main_windows):
    main = main_windows()
    game_menu = next(a.menu() for a in main.menuBar().actions() if a.text() == "&Game")
    assert main.act_play_online in game_menu.actions()
    dialog = open_dialog(qtbot, main)
    click(qtbot, dialog.join_radio)
    qtbot.keyClicks(dialog.address, "games.example.org:8765")
    click(qtbot, dialog.connect_button)
    assert dialog.status.text() == "'games.example.org:8765' is not a server address: it starts with ws:// or wss://"
    assert not dialog.create_button.isEnabled() and dialog.connect_button.isEnabled()
    dialog.address.clear()
    qtbot.keyClicks(dialog.address, "ws://127.0.0.1:1")  # nothing listens there
    click(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Could not connect"), timeout=WAIT_MS)
    assert dialog.connect_button.isEnabled() and not dialog.join_button.isEnabled()
    dialog.reject()
