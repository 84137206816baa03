"""The packaging files are complete and agree with the app: no unfinished text, the
document types and file associations the app opens, the Qt modules it imports, the
version, and a release workflow that builds and self-tests all three platforms."""

from __future__ import annotations

import os
import plistlib
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import ge_desktop
from ge_desktop.ui import open_files

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
TEXT_SUFFIXES = {".py", ".sh", ".ps1", ".iss", ".plist", ".xml", ".desktop", ".spec", ".txt", ".md", ".yml"}
UNFINISHED = re.compile(r"\b(TODO|FIXME|XXX|TBD|CHANGEME)\b|placeholder|<your|your[-_ ]name|example\.com|lorem ipsum", re.IGNORECASE)
USED_QT = {"QtCore", "QtGui", "QtWidgets"}


def packaging_texts() -> list[Path]:
    files = [p for p in PACKAGING.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES and "__pycache__" not in p.parts]
    return sorted(files) + [WORKFLOW]


@pytest.mark.parametrize("path", packaging_texts(), ids=lambda p: str(p.relative_to(ROOT)))
def test_packaging_file_has_nothing_left_to_fill_in(path: Path) -> None:
    found = [(n, line.strip()) for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if UNFINISHED.search(line)]
    assert not found, f"{path.name}: {found[:3]}"


@pytest.mark.parametrize("script", ["build-linux.sh", "build_bundle.py", "compare_nuitka.sh", "macos/build-macos.sh", "linux/install.sh"])
def test_build_scripts_are_executable(script: str) -> None:
    assert os.access(PACKAGING / script, os.X_OK)


def test_mac_info_plist_declares_saved_games_and_decks_as_documents() -> None:
    info = plistlib.loads((PACKAGING / "macos" / "Info.plist").read_bytes())
    documents = {ext for kind in info["CFBundleDocumentTypes"] for ext in kind["CFBundleTypeExtensions"]}
    exported = {ext for kind in info["UTExportedTypeDeclarations"] for ext in kind["UTTypeTagSpecification"]["public.filename-extension"]}
    opened = {suffix.lstrip(".") for suffix in open_files.OPENED_SUFFIXES}
    assert documents == exported == opened
    utis = {uti for kind in info["CFBundleDocumentTypes"] for uti in kind["LSItemContentTypes"]}
    assert utis == {kind["UTTypeIdentifier"] for kind in info["UTExportedTypeDeclarations"]}
    assert info["CFBundleExecutable"] == "ge-desktop" and (ROOT / "resources" / "icons" / info["CFBundleIconFile"]).is_file()


def test_windows_installer_has_start_menu_uninstaller_and_both_associations() -> None:
    script = (PACKAGING / "windows" / "ge-desktop.iss").read_text(encoding="utf-8")
    assert re.search(r'^#define AppExe "GE Desktop\.exe"$', script, re.MULTILINE)  # the spec's windowed program
    assert 'Name: "{group}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in script
    assert 'Filename: "{uninstallexe}"' in script and "ChangesAssociations=yes" in script
    for suffix in open_files.OPENED_SUFFIXES:
        assert f'Subkey: "Software\\Classes\\{suffix}\\OpenWithProgids"' in script
    assert script.count('\\shell\\open\\command"; ValueType: string; ValueName: ""; ValueData: """{app}\\{#AppExe}"" ""%1"""') == 2
    assert "OutputBaseFilename=GE-Desktop-{#AppVersion}-windows-x64-setup" in script
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", script, re.MULTILINE)


def test_linux_desktop_entry_and_mime_types_cover_both_file_kinds() -> None:
    entry = (PACKAGING / "linux" / "ge-desktop.desktop").read_text()
    mime = ET.parse(PACKAGING / "linux" / "ge-desktop-mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    types = {t.get("type"): t.find("m:glob", ns).get("pattern") for t in mime.findall("m:mime-type", ns)}
    assert set(types.values()) == {f"*{suffix}" for suffix in open_files.OPENED_SUFFIXES}
    declared = re.search(r"^MimeType=(.*)$", entry, re.MULTILINE).group(1).rstrip(";").split(";")
    assert set(declared) == set(types)
    assert re.search(r"^Exec=ge-desktop %f$", entry, re.MULTILINE)  # install.sh rewrites it to the folder's program


def test_the_app_imports_only_the_qt_modules_the_bundle_keeps() -> None:
    imported = set()
    for path in (ROOT / "ge_desktop").rglob("*.py"):
        imported |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    spec = (PACKAGING / "ge-desktop.spec").read_text(encoding="utf-8")
    excluded = set(re.findall(r'"(Qt\w+)"', spec[spec.index("QT_MODULES_UNUSED") : spec.index("UNUSED_PLUGIN_KINDS")]))
    assert imported == USED_QT
    assert excluded and not excluded & imported


def test_the_builds_read_the_apps_version() -> None:
    text = (ROOT / "ge_desktop" / "__init__.py").read_text()
    spec = (PACKAGING / "ge-desktop.spec").read_text()
    pattern = re.search(r"re\.search\(r'(.+?)', \(ROOT", spec).group(1)
    assert re.search(pattern, text).group(1) == ge_desktop.__version__
    for script in ("build-linux.sh", "macos/build-macos.sh"):
        assert "sed -n 's/^__version__ = \"\\(.*\\)\"/\\1/p' ge_desktop/__init__.py" in (PACKAGING / script).read_text()


def test_release_workflow_builds_and_self_tests_every_platform_on_tags() -> None:
    workflow = WORKFLOW.read_text()
    assert re.search(r"^on:\n  push:\n    tags: \[\"v\*\"\]", workflow, re.MULTILINE)
    for runner, command in (
        ("ubuntu-22.04", "packaging/build-linux.sh --test"),
        ("windows-2022", "packaging/windows/build-windows.ps1"),
        ("macos-14", "packaging/macos/build-macos.sh"),
    ):
        assert f"runs-on: {runner}" in workflow and f"run: {command}" in workflow
    assert workflow.count("--self-test") >= 2  # the installed Windows app and the app in the mounted dmg
    for script in ("windows/build-windows.ps1", "macos/build-macos.sh"):
        assert "build_bundle.py" in (PACKAGING / script).read_text() and "--self-test" in (PACKAGING / script).read_text()
