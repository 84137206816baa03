"""``GalacticSupremacyGame``: a game as its setup, its seed and its actions, with records and replay.

The game holds the full state and the list of actions played; ``play`` is the checked
entry point (``IllegalActionError``), ``legal_actions`` what the player to act may do, and
``observe`` what a seat may see. A record is a small dict (``format_version``, the ruleset
name, the setup, the seed, the action notations and the final digest); ``replay`` plays it
again from the seed and, with ``check``, compares the digest, so a record proves itself.
Until the engine's Ruleset interface lands, this class is what simulate and the tests use.
"""

from __future__ import annotations

from dataclasses import asdict

from ge_desktop.rulesets.galactic_supremacy.actions import Action, NotationError, parse_action
from ge_desktop.rulesets.galactic_supremacy.cards import Seat
from ge_desktop.rulesets.galactic_supremacy.flow import new_state
from ge_desktop.rulesets.galactic_supremacy.legal import legal_actions
from ge_desktop.rulesets.galactic_supremacy.observe import Observation, observe
from ge_desktop.rulesets.galactic_supremacy.rules import IllegalActionError, check, play
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Outcome, Setup

RULESET_NAME = "galactic-supremacy"
RECORD_FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be replayed; the message names the place."""


class GalacticSupremacyGame:
    def __init__(self, setup: Setup, seed: int) -> None:
        self.setup = setup
        self.seed = seed
        self.state: GameState = new_state(setup, seed)
        self.actions: list[Action] = []

    # --- playing --------------------------------------------------------------------------------

    def to_act(self) -> Seat | None:
        return self.state.to_act()

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)

    def is_legal(self, action: Action) -> bool:
        return check(self.state, action) is None

    def play(self, action: Action) -> None:
        """Play ``action`` for the player to act; ``IllegalActionError`` names the rule it breaks."""
        play(self.state, action)
        self.actions.append(action)

    def observe(self, seat: Seat | None) -> Observation:
        return observe(self.state, seat)

    # --- records --------------------------------------------------------------------------------

    def record(self) -> dict:
        return {
            "format_version": RECORD_FORMAT_VERSION,
            "ruleset": RULESET_NAME,
            "setup": asdict(self.setup),
            "seed": self.seed,
            "actions": [a.notation() for a in self.actions],
            "digest": self.state.digest(),
        }


def replay(record: dict, check_digest: bool = True) -> GalacticSupremacyGame:
    """Play a record again; ``RecordError`` names the first line that fails (or a digest that differs)."""
    if record.get("ruleset") != RULESET_NAME:
        raise RecordError(f"not a Galactic Supremacy record (ruleset {record.get('ruleset')!r})")
    if record.get("format_version") != RECORD_FORMAT_VERSION:
        raise RecordError(f"record format_version {record.get('format_version')!r} is not {RECORD_FORMAT_VERSION}")
    try:
        setup = Setup(**record["setup"])
        game = GalacticSupremacyGame(setup, int(record["seed"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"record setup: {exc}") from None
    for number, line in enumerate(record.get("actions", []), start=1):
        try:
            game.play(parse_action(line))
        except (NotationError, IllegalActionError) as exc:
            raise RecordError(f"record action {number} ({line!r}): {exc}") from None
    if check_digest and record.get("digest") != game.state.digest():
        raise RecordError(f"replay ends in state {game.state.digest()}, the record says {record.get('digest')}")
    return game
