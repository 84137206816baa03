"""Problems found reading LackeyCCG files: each names the file and the place in it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LackeyProblem:
    """One thing wrong: ``file``, ``place`` (``line 12, column 3 (ST)``, ``sheet Sheet1, cell AR7``) and why."""

    file: str
    place: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.place}: {self.message}" if self.place else f"{self.file}: {self.message}"

    def to_json(self) -> dict[str, str]:
        return {"file": self.file, "place": self.place, "message": self.message}


def line_place(line: int, column: int | None = None, column_name: str | None = None) -> str:
    """``line 12``, ``line 12, column 3`` or ``line 12, column 3 (ST)``."""
    text = f"line {line}"
    if column is not None:
        text += f", column {column}"
        if column_name:
            text += f" ({column_name})"
    return text


class LackeyFileError(Exception):
    """A file that cannot be used at all; carries its problems (nothing is written)."""

    def __init__(self, problems: list[LackeyProblem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))
