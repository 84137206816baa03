"""The online protocol, shared by the game server (``ge_desktop.server``) and its clients.

``messages`` holds the pydantic models of every message and ``PROTOCOL_VERSION``; ``codec``
turns observations into canonical JSON and back; ``games`` says what the protocol needs
of each ruleset; ``client`` is a headless asyncio client (tests, benchmarks, the app's
network thread). Nothing here imports Qt or Pillow. The protocol: ``docs/server.md``.
"""

PROTOCOL_VERSION = 2  # 2: updates carry an observation delta (net/delta.py); bumped on any change a peer of the previous version would misread
