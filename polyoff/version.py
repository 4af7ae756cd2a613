"""polyoff's version (pyproject.toml says the same). A module of its own so
that the cache can read it without importing the package, whose
``__init__`` loads the decorator and with it the compiler."""

from __future__ import annotations

__version__ = "0.1.0"
