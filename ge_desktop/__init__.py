"""GE Desktop: a desktop tabletop for the Galactic Empires trading card game."""

__version__ = "0.1.0"
