"""The Qt user interface. The only package (with ``app.py``) that imports PySide6."""
