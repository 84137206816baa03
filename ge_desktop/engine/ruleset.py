"""The ``Ruleset`` interface: what ``Game`` needs from a game's rules, and the registry.

``Game`` (``game.py``) drives any ruleset the same way (OpenSpiel's Game/State split,
its ``register_game`` registry): a ruleset deals the first state from a config, names the
phases of a turn, lists and checks the legal actions, applies one, shows a seat what it
may see, says how the game ended, copies a state, reads its action notation, and turns a
config and a state into the plain data a record holds. Records, replay, the random
generator (a state's ``rng``), bots (observation plus legal actions), undo (clones) and
autosave (records) all go through this interface, so a second game is one more ruleset
registered here. Galactic Empires v2.1 is ``galactic_empires.GalacticEmpires``.

A config names its ruleset (``config.ruleset``, a class attribute) so ``Game.new`` and a
record know which rules to use. The digest, ``describe`` and the per-seat form an online
client checks (``seat_form``/``seat_digest``) are this base class's, made from the state's
canonical form (``canonical.py``); a ruleset sets ``state_form``, the version of its form.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import Any, ClassVar, Generic, TypeVar, cast, get_type_hints

from ge_desktop.engine.actions import Action
from ge_desktop.engine.canonical import Json, canonical, describe_data, digest_of, state_form
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Outcome, Seat

StateT = TypeVar("StateT")
ConfigT = TypeVar("ConfigT")
Checker = Callable[[Action], Violation | None]


class Ruleset(ABC, Generic[StateT, ConfigT]):
    """One game's rules, as ``Game`` calls them. ``name`` is the registry key (records
    carry it); ``title`` is for people."""

    name: ClassVar[str]
    title: ClassVar[str]

    # --- setting up ---------------------------------------------------------------------

    @abstractmethod
    def new_state(self, config: ConfigT, catalog: Any = None) -> StateT:
        """The state before the first decision; raises ``GameSetupError`` for a bad config."""

    @abstractmethod
    def phases(self) -> Sequence[Enum]:
        """The phases of a player turn, in order (the table's phase bar shows these)."""

    # --- whose turn and what may happen -------------------------------------------------

    @abstractmethod
    def phase(self, state: StateT) -> Enum:
        """The phase the game is in now."""

    @abstractmethod
    def to_act(self, state: StateT) -> Seat:
        """The seat that must act now (asked while the game is not over)."""

    @abstractmethod
    def legal_actions(self, state: StateT, why_illegal: Checker) -> Iterable[Action]:
        """Every legal action of the seat to act (``why_illegal`` checks one)."""

    @abstractmethod
    def why_illegal(self, state: StateT, action: Action) -> Violation | None:
        """None if ``action`` is legal now, else the rule it breaks."""

    @abstractmethod
    def apply(self, state: StateT, action: Action) -> list[Event]:
        """Apply ``action`` (trusted) for the seat to act; return what happened."""

    # --- what players see and how it ends ------------------------------------------------

    @abstractmethod
    def observe(self, state: StateT, seat: Seat | None) -> Any:
        """What ``seat`` may see (None: a spectator's view)."""

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    def is_terminal(self, state: StateT) -> bool:
        return self.outcome(state) is not None

    # --- copies, notation and records ---------------------------------------------------

    @abstractmethod
    def clone(self, state: StateT) -> StateT:
        """An independent copy (undo, bots' look-ahead)."""

    @abstractmethod
    def config_of(self, state: StateT) -> ConfigT:
        """The config the game was dealt from."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """One action from its notation; raises ``NotationError`` naming the problem."""

    @abstractmethod
    def config_data(self, config: ConfigT) -> dict[str, Any]:
        """The config as plain JSON data (a record's header)."""

    @abstractmethod
    def config_from_data(self, data: dict[str, Any], catalog: Any = None) -> ConfigT:
        """The config back from ``config_data``; raises ``ValueError`` saying what is wrong."""

    # --- the canonical forms (``canonical.py``) --------------------------------------------

    state_form: ClassVar[int] = 1  # the version of this game's canonical state form

    def canonical_state(self, state: StateT) -> Json:
        """The whole position as canonical JSON data, named and versioned: for records and
        the server only (it holds every hidden card, the seed's generator state)."""
        return state_form(self.name, self.state_form, state)

    def digest(self, state: StateT) -> str:
        """The SHA-256 of the canonical state (a record's snapshot; equal states, equal digests)."""
        return digest_of(self.canonical_state(state))

    def describe(self, state: StateT) -> str:
        """The canonical state as indented JSON, for people."""
        return describe_data(self.canonical_state(state))

    def seat_form(self, state: StateT, seat: Seat | None) -> Json:
        """What ``seat`` may see (``observe``) as canonical JSON data: the form a client of an
        online game holds, so it can check its view against the server's digest of it."""
        return {"game": self.name, "form": self.state_form, "seat": seat, "view": canonical(self.observe(state, seat))}

    def seat_digest(self, state: StateT, seat: Seat | None) -> str:
        """The SHA-256 of ``seat_form``: safe to send to ``seat`` (it hashes only what it sees)."""
        return digest_of(self.seat_form(state, seat))

    @abstractmethod
    def summary(self, state: StateT) -> dict[str, Any]:
        """A small public picture of the state as JSON data (``replay`` prints it)."""

    def summary_text(self, data: dict[str, Any]) -> str:
        """The summary as readable lines."""
        return "\n".join(f"{key}: {value}" for key, value in data.items())


class SetupRuleset(Ruleset[StateT, ConfigT]):
    """A ruleset whose config is a frozen dataclass of whole numbers and flags (``setup_type``,
    checked by its ``problem()``), kept in the state as ``state.setup``, and whose state copies
    itself (``state.clone()``): the record and copy plumbing such games share."""

    setup_type: ClassVar[type[Any]]

    def clone(self, state: StateT) -> StateT:
        return cast(StateT, getattr(state, "clone")())  # noqa: B009 - any state with a clone()

    def config_of(self, state: StateT) -> ConfigT:
        return cast(ConfigT, getattr(state, "setup"))  # noqa: B009 - any state with a setup

    def config_data(self, config: ConfigT) -> dict[str, Any]:
        return dataclasses.asdict(cast(Any, config))

    def config_from_data(self, data: dict[str, Any], catalog: Any = None) -> ConfigT:
        kinds = {name: kind for name, kind in get_type_hints(self.setup_type).items() if name in {f.name for f in dataclasses.fields(self.setup_type)}}
        unknown = sorted(set(data) - set(kinds))
        if unknown:
            raise ValueError(f"unknown config field(s): {', '.join(unknown)}")
        for key, kind in kinds.items():
            if key in data and type(data[key]) is not kind:
                raise ValueError(f"'{key}' must be {'true or false' if kind is bool else 'a whole number'}")
        config = self.setup_type(**data)
        problem = config.problem()
        if problem:
            raise ValueError(problem)
        return cast(ConfigT, config)


_REGISTRY: dict[str, Ruleset[Any, Any]] = {}
_LOADERS: dict[str, Callable[[], Ruleset[Any, Any]]] = {}


def register_ruleset(ruleset: Ruleset[Any, Any]) -> None:
    """Make ``ruleset`` known by its name (one ruleset per name)."""
    existing = _REGISTRY.get(ruleset.name)
    if existing is not None and type(existing) is not type(ruleset):
        raise ValueError(f"a ruleset named '{ruleset.name}' is already registered")
    _REGISTRY[ruleset.name] = ruleset


def register_ruleset_loader(name: str, loader: Callable[[], Ruleset[Any, Any]]) -> None:
    """Make a ruleset known by ``name`` before it is imported: ``loader`` imports and returns it
    the first time it is asked for (the games registry, ``ge_desktop.games``, registers each
    game's this way, so a game's modules load only for its games)."""
    _LOADERS[name] = loader


def get_ruleset(name: str) -> Ruleset[Any, Any]:
    """The registered ruleset called ``name``; ``KeyError`` with the known names if none."""
    found = _REGISTRY.get(name)
    if found is not None:
        return found
    loader = _LOADERS.get(name)
    if loader is None:
        raise KeyError(f"no ruleset named '{name}' (known: {', '.join(registered_rulesets())})")
    ruleset = loader()
    if ruleset.name != name:
        raise ValueError(f"the ruleset loaded for '{name}' is named '{ruleset.name}'")
    register_ruleset(ruleset)
    return ruleset


def registered_rulesets() -> list[str]:
    return sorted(set(_REGISTRY) | set(_LOADERS))


def ruleset_of(config: object) -> Ruleset[Any, Any]:
    """The ruleset a config names (``config.ruleset``)."""
    name = getattr(config, "ruleset", None)
    if not isinstance(name, str):
        raise TypeError(f"{type(config).__name__} names no ruleset (a 'ruleset' class attribute)")
    return get_ruleset(name)
