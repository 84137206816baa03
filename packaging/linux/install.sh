#!/usr/bin/env bash
# Add GE Desktop (this unpacked folder) to your desktop's application menu, and make saved
# games (.gerec) and decks (.deck) open in it. Installs for the current user only, under
# ~/.local/share; the app itself stays in this folder.
#
#   ./install.sh              add the menu entry, icon and file types
#   ./install.sh --uninstall  remove them again (your saves and settings stay)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
DESKTOP="$DATA/applications/ge-desktop.desktop"
ICON="$DATA/icons/hicolor/256x256/apps/ge-desktop.png"
MIME="$DATA/mime/packages/ge-desktop.xml"

refresh() {
    command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
    command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$DESKTOP" "$ICON" "$MIME"
    refresh
    echo "GE Desktop removed from the menu (this folder and your saved games are left alone)."
    exit 0
fi
mkdir -p "$(dirname "$DESKTOP")" "$(dirname "$ICON")" "$(dirname "$MIME")"
sed "s|^Exec=ge-desktop|Exec=\"$HERE/ge-desktop\"|" "$HERE/ge-desktop.desktop" > "$DESKTOP"
cp "$HERE/ge-desktop.png" "$ICON"
cp "$HERE/ge-desktop-mime.xml" "$MIME"
refresh
echo "GE Desktop is in your application menu; .gerec and .deck files open in it."
