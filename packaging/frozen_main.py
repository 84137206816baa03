"""The frozen program's entry point (``packaging/ge-desktop.spec``): ``ge_desktop.cli.main``.

The same as ``python -m ge_desktop``, plus ``multiprocessing.freeze_support()``: the
``simulate`` command runs games in worker processes, and on Windows and macOS (spawn) a
frozen program is started again for each worker; freeze_support makes that copy a worker
instead of a second app.
"""

import multiprocessing
import sys

from ge_desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
