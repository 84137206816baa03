"""GE Desktop: a desktop tabletop for the Galactic Empires trading card game."""

__version__ = "0.1.0"
FACE_WORKER = "--face-worker"  # internal: the command-line switch of the table's face worker process (render/worker.py)
