"""``ge-desktop --self-test``: start the real app, play a short game through it, exit 0 or 1.

It is what every packaged build runs (``packaging/``, ``.github/workflows/release.yml``)
to prove the frozen bundle is complete: data files, fonts, Pillow's codecs, Qt's plugins,
the main window, the rules engine behind it, saving and opening game records.

- ``report``: steps, their results, the printed report and the exit code;
- ``headless_steps``: shipped data, catalog, starter decks, Pillow, card faces (no Qt);
- ``app_steps``: inside the started app: Qt plugins, icon, each registered game's steps (its
  registry entry's ``self_test`` part), what the window paints, no errors logged;
- ``card_game_steps``: Galactic Empires' steps: the starter table, a scripted game, save and
  reload; ``ui_game``: that scripted game, played by gestures on the window;
- ``gs_steps``: Galactic Supremacy's step: a game on the table, moves, save and reload;
- ``runner``: starts the app through ``ge_desktop.app.run_app`` as a double-click does,
  runs the steps, ends a hung run.

Nothing here imports Qt until ``run`` starts the app.
"""

from ge_desktop.selftest.runner import run

__all__ = ["run"]
