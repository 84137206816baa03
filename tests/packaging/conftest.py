"""Fixtures for the packaging tests: a catalog, and a clean slate around a started app."""

from __future__ import annotations

import logging
import sys

import pytest

from ge_desktop.cards.catalog import default_catalog


@pytest.fixture(scope="session")
def catalog():
    return default_catalog()


@pytest.fixture
def app_started_in_process(qapp):
    """Undo what starting the app in this process changes: the log file handler, the
    exception hook, the shared catalog holder."""
    from ge_desktop.ui.browser import catalog_holder

    root = logging.getLogger()
    handlers, level, hook, shared = list(root.handlers), root.level, sys.excepthook, catalog_holder._SHARED
    catalog_holder._SHARED = None
    yield qapp
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)
    sys.excepthook = hook
    catalog_holder._SHARED = shared
