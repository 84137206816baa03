"""Games other than Galactic Empires that the table hosts, each a pure-Python package (no Qt, no Pillow)."""
