"""The shipped ``resources/printed-numbers.json`` is what its generator makes of the real data.

``packaging/generate_printed_numbers.py`` writes the file from the LackeyCCG card list, the
checklist workbook, the shipped catalog and the community printings read from their images.
When the catalog changes (a community card scripted, a printing typed from its image), the
file's rows for that card change too: a printing the catalog now prints loses the rules lines
the file carried for it, and its reprints take the catalog's numbers. This test keeps the
shipped file from going stale: rerun the generator when it fails.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

from tests.lackey_data import LackeyData

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "packaging" / "generate_printed_numbers.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_printed_numbers", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_printed_numbers_are_what_the_generator_makes_of_the_data(lackey_data: LackeyData) -> None:
    generator = _generator()
    document = generator.generate(lackey_data.root)
    document.pop("doc_rows")
    document.pop("community_rows")
    made = json.loads(generator.dump(document))["printings"]
    shipped = json.loads(generator.default_path().read_text(encoding="utf-8"))["printings"]
    stale = sorted(image for image in made.keys() | shipped.keys() if made.get(image, "absent") != shipped.get(image, "absent"))
    assert not stale, f"{len(stale)} printings differ from what packaging/generate_printed_numbers.py makes (rerun it): {stale[:12]}"
