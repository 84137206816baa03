"""Subcommands of ``ge-desktop``; each module has ``register(subparsers)``."""
