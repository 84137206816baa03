"""Entry point for ``python -m ge_desktop``."""

import sys

from ge_desktop.cli import main

sys.exit(main())
