"""A progress bar on stderr: redrawn in place on a terminal, one line per
finished kernel otherwise (so CI logs stay readable)."""

from __future__ import annotations

import threading
import time
from typing import TextIO


class Progress:
    """Counts finished steps out of ``total``; safe to call from worker threads."""

    def __init__(self, total: int, stream: TextIO | None, *, width: int = 30) -> None:
        self.total = max(total, 1)
        self.done = 0
        self.stream = stream
        self.width = width
        self.start = time.monotonic()
        self._lock = threading.Lock()
        self._interactive = bool(stream is not None and getattr(stream, "isatty", lambda: False)())

    def _bar(self, label: str) -> str:
        frac = self.done / self.total
        filled = round(frac * self.width)
        elapsed = time.monotonic() - self.start
        return (
            f"[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} "
            f"{elapsed:5.0f}s {label}"
        )

    def step(self, label: str) -> None:
        """One step done (a variant of a kernel)."""
        with self._lock:
            self.done += 1
            if self._interactive and self.stream is not None:
                self.stream.write("\r\x1b[K" + self._bar(label)[:150])
                self.stream.flush()

    def kernel_done(self, label: str) -> None:
        """A kernel finished; ``label`` says how it went."""
        with self._lock:
            if self.stream is None:
                return
            if self._interactive:
                self.stream.write("\r\x1b[K" + self._bar(label)[:150])
            else:
                self.stream.write(self._bar(label) + "\n")
            self.stream.flush()

    def close(self) -> None:
        with self._lock:
            if self._interactive and self.stream is not None:
                self.stream.write("\n")
                self.stream.flush()
