"""``ge-desktop render-cards``: faces to files, a contact sheet, a progress bar, clear errors."""

from __future__ import annotations

import io

from PIL import Image

from ge_desktop.cli import main
from ge_desktop.progress import progress_bar


def test_render_cards_writes_faces_and_a_sheet(tmp_path, capsys):
    out, sheet = tmp_path / "faces", tmp_path / "sheet.png"
    code = main(["render-cards", "--out", str(out), "--ids", "fleet-freighter", "small-phaser-eel", "--sheet", str(sheet), "--width", "64", "--columns", "2"])
    assert code == 0
    assert sorted(p.name for p in out.iterdir()) == ["fleet-freighter.png", "small-phaser-eel.png"]
    assert Image.open(out / "fleet-freighter.png").size == (64, 89)
    assert Image.open(sheet).size == (8 + 2 * (64 + 8), 8 + 89 + 8)
    assert "wrote 2 face(s)" in capsys.readouterr().out


def test_sheet_only_writes_no_face_files_and_can_be_a_palette_png(tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert main(["render-cards", "--ids", "fleet-freighter", "--sheet", "s.png", "--width", "64", "--colors", "64"]) == 0
    assert sorted(p.name for p in work.iterdir()) == ["s.png"]
    assert Image.open(work / "s.png").mode == "P"


def test_unknown_card_id_is_one_clear_line(tmp_path, capsys):
    code = main(["render-cards", "--out", str(tmp_path), "--ids", "no-such-card"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.strip() == "render-cards: no card with id 'no-such-card' in the catalog"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_on_a_terminal_and_silent_otherwise():
    terminal = _Terminal()
    with progress_bar(4, "faces", stream=terminal) as bar:
        bar.set_postfix_str("fleet-freighter", refresh=False)
        bar.update(2)
    assert " 50%|" in terminal.getvalue() and "2/4 faces" in terminal.getvalue() and "fleet-freighter" in terminal.getvalue()
    plain = io.StringIO()
    with progress_bar(4, "faces", stream=plain) as bar:
        bar.update(2)
    assert plain.getvalue() == ""


def test_render_cards_draws_no_bar_when_stderr_is_not_a_terminal(tmp_path, capsys):
    assert main(["render-cards", "--out", str(tmp_path), "--ids", "fleet-freighter", "--width", "64"]) == 0
    assert capsys.readouterr().err == ""


def test_bad_scans_are_warned_about_and_rendering_goes_on(tmp_path, capsys):
    from ge_desktop.render import ScanLibrary, reload_scans

    scans = tmp_path / "card_images"
    (scans / "fleet-freighter.png").write_bytes(b"not a png")
    reload_scans(ScanLibrary([scans]))
    code = main(["render-cards", "--out", str(tmp_path / "out"), "--ids", "fleet-freighter", "--width", "64"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 0
    assert len(err) == 1 and err[0].startswith("warning: ") and "fleet-freighter.png: not an image" in err[0]
    assert (tmp_path / "out" / "fleet-freighter.png").is_file()
