#!/usr/bin/env bash
# The one-off comparison build behind the freezer choice in packaging/README.md:
# GE Desktop compiled by Nuitka in standalone (one-folder) mode with its PySide6 plugin,
# which is what pyside6-deploy runs (same plugin, same --noinclude-qt-translations;
# pyside6-deploy pins Nuitka 4.1.1 and defaults to onefile, which starts slower).
# It is not part of any release build. Needs gcc and patchelf (apt-get install patchelf).
#
#   packaging/compare_nuitka.sh        # -> build/packaging/nuitka/__main__.dist/
#
# It prints the build time, the bundle size, the self-test result and the
# start-to-first-paint times measured as for the PyInstaller bundle. (Nuitka suggests
# naming the package instead of its __main__.py; compiled this way the figures in
# packaging/README.md were taken, and the program is __main__.dist/__main__.bin.)
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=build/packaging/nuitka-venv
OUT=build/packaging/nuitka
if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --upgrade pip
    grep -v -i '^pyinstaller' packaging/requirements-build.txt > "$VENV/requirements.txt"
    "$VENV/bin/pip" install --quiet -r "$VENV/requirements.txt" Nuitka==4.1.1 ordered-set zstandard
fi
start=$(date +%s)
nice -n 19 "$VENV/bin/python" -m nuitka --standalone --assume-yes-for-downloads \
    --enable-plugin=pyside6 --noinclude-qt-translations \
    --include-package=ge_desktop \
    --nofollow-import-to=pytest,_pytest,hypothesis,tkinter \
    --include-data-dir=resources=resources --include-data-dir=card_images=card_images \
    --output-dir="$OUT" --jobs=2 --lto=no --quiet \
    ge_desktop/__main__.py
echo "nuitka build: $(( $(date +%s) - start )) s"
DIST="$OUT/__main__.dist"
echo "nuitka bundle: $(du -sb "$DIST" | awk '{printf "%.1f MB", $1/1e6}')"
QT_QPA_PLATFORM=offscreen "$DIST/__main__.bin" --self-test | tail -1
"$VENV/bin/python" - "$DIST/__main__.bin" <<'PY'
import sys
from pathlib import Path
sys.path.insert(0, "packaging")
from build_bundle import describe_times, first_paint_seconds
print("nuitka start to first paint:", describe_times(first_paint_seconds(Path(sys.argv[1]), 6)))
PY
