"""The tests of a player's plugin folder read the LackeyCCG reference data through the
suite's one real-data fixture, ``lackey_data`` (``tests/conftest.py``); the folder a player
has installed is ``LackeyData.installed_plugin``."""
