"""Pure table layout maths: plain numbers in, plain numbers out, no Qt.

Seating of 2-6 player areas (``seats``), the inside of one area (``area``), stack offsets
(``stack``), the hand fan (``hand``), dice faces and their placement on a card (``dice``)
and zoom steps (``zoom``). Everything is in scene units (pixels at zoom 1). Tests import
these modules without a ``QApplication``; a test checks that none of them loads PySide6.
"""
