"""The Qt user interface. The only package (with ``app.py``) that imports PySide6.

Data flows one way: ``observed.board_from_observation`` turns ``observe(state, seat)``
into a ``board.Board``; ``arrangement.arrange`` (pure maths, with ``layout/``) places it;
``table/`` draws it and turns gestures into ``intents``; ``session.Session`` (the only
caller of the engine from Qt) plays them as undoable steps and emits the next board.
``main_window.MainWindow`` holds the table, the inspector, the log and the phase bar.

Modules without Qt (tested without a ``QApplication``): ``board``, ``arrangement``,
``intents``, ``observed``, ``log_text``, ``game_setup`` and everything in ``layout/``.
"""
