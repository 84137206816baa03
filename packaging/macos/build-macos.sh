#!/usr/bin/env bash
# Build GE Desktop for macOS: the .app, its self-test, signing, the .dmg, notarization.
#
#   packaging/macos/build-macos.sh
#
# Needs macOS 11+ with Xcode's command line tools (codesign, hdiutil, xcrun) and
# python3 3.11+. Output: dist/GE Desktop.app and dist/GE-Desktop-<version>-macos-<arch>.dmg
# (arm64 on Apple silicon, x86_64 on Intel: build on each for both).
#
# Signing and notarization run only where their credentials are in the environment; a
# build without them makes an unsigned app and dmg (Gatekeeper then asks the player to
# open it with right-click > Open) and says so:
#
#   MACOS_SIGN_IDENTITY            "Developer ID Application: <name> (<team id>)"
#   MACOS_CERTIFICATE_P12_BASE64   that certificate and key exported as .p12, base64 (CI:
#   MACOS_CERTIFICATE_PASSWORD     imported into a temporary keychain, deleted afterwards)
#   MACOS_NOTARY_PROFILE           a notarytool keychain profile (xcrun notarytool
#                                  store-credentials), or else all three of:
#   MACOS_NOTARY_APPLE_ID  MACOS_NOTARY_TEAM_ID  MACOS_NOTARY_PASSWORD (an app-specific password)
set -euo pipefail
cd "$(dirname "$0")/../.."
ENTITLEMENTS=packaging/macos/entitlements.plist
APP="dist/GE Desktop.app"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' ge_desktop/__init__.py)
DMG="dist/GE-Desktop-$VERSION-macos-$(uname -m).dmg"

# 1. Freeze (PyInstaller, packaging/ge-desktop.spec) and run the app's self-test.
python3 packaging/build_bundle.py --self-test

# 2. CI: put the signing certificate in a temporary keychain.
KEYCHAIN=""
cleanup() { if [ -n "$KEYCHAIN" ]; then security delete-keychain "$KEYCHAIN" || true; fi; }
trap cleanup EXIT
if [ -n "${MACOS_CERTIFICATE_P12_BASE64:-}" ]; then
    KEYCHAIN="$(mktemp -d)/ge-desktop-signing.keychain-db"
    KEYCHAIN_PASSWORD=$(uuidgen)
    security create-keychain -p "$KEYCHAIN_PASSWORD" "$KEYCHAIN"
    security set-keychain-settings -lut 3600 "$KEYCHAIN"
    security unlock-keychain -p "$KEYCHAIN_PASSWORD" "$KEYCHAIN"
    echo "$MACOS_CERTIFICATE_P12_BASE64" | base64 --decode > "$KEYCHAIN.p12"
    security import "$KEYCHAIN.p12" -k "$KEYCHAIN" -P "${MACOS_CERTIFICATE_PASSWORD:-}" -T /usr/bin/codesign
    rm -f "$KEYCHAIN.p12"
    security set-key-partition-list -S apple-tool:,apple: -s -k "$KEYCHAIN_PASSWORD" "$KEYCHAIN"
    security list-keychains -d user -s "$KEYCHAIN" $(security list-keychains -d user | tr -d '"')
fi

# 3. Sign inside out: every Mach-O file, then each framework, then the app, with the
#    hardened runtime and a secure timestamp (both required by notarization).
sign() {
    codesign --force --timestamp --options runtime --entitlements "$ENTITLEMENTS" --sign "$MACOS_SIGN_IDENTITY" "$@"
}
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    find "$APP/Contents" -type f ! -path "*/_CodeSignature/*" -print0 | while IFS= read -r -d '' file; do
        if file -b "$file" | grep -q "Mach-O"; then sign "$file"; fi
    done
    find "$APP/Contents" -type d -name "*.framework" -print0 | sort -rz | while IFS= read -r -d '' framework; do
        sign "$framework"
    done
    sign "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
    "$APP/Contents/MacOS/ge-desktop" --self-test  # the signed app still loads every library
else
    echo "MACOS_SIGN_IDENTITY is not set: the app and the dmg stay unsigned and cannot be notarized"
fi

# 4. The disk image: the app and a link to /Applications to drag it onto.
STAGE=$(mktemp -d)
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "GE Desktop $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -imagekey zlib-level=9 "$DMG"
rm -rf "$STAGE"

# 5. Sign the dmg, notarize it (Apple checks the app inside too) and staple the ticket,
#    so Gatekeeper accepts it offline.
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
    if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$DMG" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
    elif [ -n "${MACOS_NOTARY_APPLE_ID:-}" ] && [ -n "${MACOS_NOTARY_TEAM_ID:-}" ] && [ -n "${MACOS_NOTARY_PASSWORD:-}" ]; then
        xcrun notarytool submit "$DMG" --apple-id "$MACOS_NOTARY_APPLE_ID" --team-id "$MACOS_NOTARY_TEAM_ID" \
            --password "$MACOS_NOTARY_PASSWORD" --wait
    else
        echo "no notarization credentials: $DMG is signed but not notarized"
        echo "dmg: $DMG ($(du -m "$DMG" | cut -f1) MiB)"
        exit 0
    fi
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
fi
echo "dmg: $DMG ($(du -m "$DMG" | cut -f1) MiB)"
