"""Files the app writes and reads back: game records (and later saves and settings).

No Qt and no Pillow here (a test checks). Pydantic models validate every file at this
boundary; the engine never sees them.
"""

from ge_desktop.storage.records import (
    RECORD_FORMAT_VERSION,
    GameHeader,
    GameRecord,
    RecordError,
    config_of,
    load_record,
    read_record,
    record_of,
    save_record,
    write_record,
)

__all__ = [
    "RECORD_FORMAT_VERSION",
    "GameHeader",
    "GameRecord",
    "RecordError",
    "config_of",
    "load_record",
    "read_record",
    "record_of",
    "save_record",
    "write_record",
]
