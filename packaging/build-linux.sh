#!/usr/bin/env bash
# Build GE Desktop's Linux bundle on this machine, from a clean checkout, in one command:
#
#   packaging/build-linux.sh           # -> dist/ge-desktop/ and dist/ge-desktop-<version>-linux-<arch>.tar.gz
#   packaging/build-linux.sh --test    # ... then prove it: packaging/tests (frozen --self-test,
#                                      #     the table's first paint, CLI commands, opening a
#                                      #     saved game, Qt modules, size)
#
# Needs python3 (3.11+) and PyPI; the build venv (build/packaging/venv) is made on first
# use. The bundle is the PyInstaller folder plus a desktop entry, icon, MIME types and
# install.sh (adds the app to the user's menu and associates .gerec and .deck files).
set -euo pipefail
cd "$(dirname "$0")/.."
TEST=0
for arg in "$@"; do
    case "$arg" in
        --test) TEST=1 ;;
        *) echo "usage: packaging/build-linux.sh [--test]" >&2; exit 2 ;;
    esac
done

python3 packaging/build_bundle.py
BUNDLE=dist/ge-desktop
cp packaging/linux/ge-desktop.desktop packaging/linux/ge-desktop-mime.xml packaging/linux/install.sh "$BUNDLE/"
cp resources/icons/ge-desktop.png "$BUNDLE/"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' ge_desktop/__init__.py)
TARBALL="dist/ge-desktop-$VERSION-linux-$(uname -m).tar.gz"
nice -n 19 tar -C dist -czf "$TARBALL" ge-desktop
echo "tarball: $TARBALL ($(du -m "$TARBALL" | cut -f1) MiB)"

if [ "$TEST" = 1 ]; then
    PYTHON=build/packaging/venv/bin/python
    "$PYTHON" -m pip install --quiet "pytest==9.2.0"
    GE_DESKTOP_TEST_BUNDLE=1 GE_DESKTOP_TARBALL="$TARBALL" "$PYTHON" -m pytest -c packaging/tests/pytest.ini packaging/tests -q -p no:cacheprovider
fi
