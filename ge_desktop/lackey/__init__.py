"""Reading a player's LackeyCCG Galactic Empires plugin: cards, decks, images, the checklist.

Players of Galactic Empires on LackeyCCG keep a plugin folder (``sets/carddata.txt``,
``decks/*.dek``, ``sets/setimages/IMAGEFILE.jpg``, in ``high/``, ``med/`` and ``low/``
variants). The modules here read each of those formats as untrusted input (every problem
names the file and the place: line and column, or sheet and cell) and import the lot into
the player's own catalog and deck folder:

- ``problems``: the problem value and error every reader reports with;
- ``plugin``: finding the parts of a plugin folder;
- ``carddata``: the ``carddata.txt`` reader (one ``LackeyRow`` per printing);
- ``checklist``: the plugin author's workbook of printed numbers (openpyxl, read only);
- ``convert``: a row (and its numbers) as a catalog card or a reference card;
- ``dek``: the ``.dek`` deck files, read and written;
- ``images``: the index of card images by image id (files are not decoded);
- ``collection``: an imported collection as stored in the user data folder;
- ``deck_convert``: a ``.dek`` as one of our decks, and back;
- ``importer``: the whole import, with progress, cancellation and one report.

Nothing here imports Qt or Pillow; the Script column of ``carddata.txt`` is kept as inert
text and never executed or interpreted.
"""
