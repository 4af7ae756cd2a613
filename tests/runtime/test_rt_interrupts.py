"""polyoff_runtime.interrupts: SIGINT held back while compiled code runs,
and exceptions that must not cross into C kept for later (issue 13, item 4)."""

from __future__ import annotations

import os
import signal
import threading

import pytest
from polyoff_runtime import abi, interrupts
from polyoff_runtime.callbacks import _shielded


@pytest.fixture(autouse=True)
def python_handles_sigint():
    """Python's own SIGINT handler, as in an interactive run: a process
    started in the background (``cmd &``) inherits SIGINT ignored, and
    Python then installs no handler."""
    before = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_sigint_is_held_until_the_block_ends():
    reached_end = False
    with pytest.raises(KeyboardInterrupt), interrupts.deferred():
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # bytecode runs: Python would raise here
            pass
        reached_end = True
    assert reached_end
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_the_installed_handler_runs_afterwards_and_nesting_shares_it():
    calls = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: calls.append(signum))
    try:
        with interrupts.deferred():
            with interrupts.deferred():
                os.kill(os.getpid(), signal.SIGINT)
                for _ in range(1000):
                    pass
            assert calls == []
        assert calls == [signal.SIGINT]
    finally:
        signal.signal(signal.SIGINT, previous)


def test_other_threads_and_native_dispositions_are_left_alone():
    seen = []

    def worker():
        with interrupts.deferred():
            seen.append(signal.getsignal(signal.SIGINT))

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    assert seen == [signal.default_int_handler]
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with interrupts.deferred():
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)


def test_callbacks_keep_what_is_not_an_error():
    def interrupted():
        raise KeyboardInterrupt

    def failing():
        raise RuntimeError("device lost")

    assert _shielded("polyoff_rt_launch", failing, True)() == abi.FAIL_CLEAN
    interrupts.raise_held()  # an error is a status, nothing kept
    assert _shielded("polyoff_rt_launch", interrupted, True)() == abi.FAIL_CLEAN
    with pytest.raises(KeyboardInterrupt):
        interrupts.raise_held()
    interrupts.raise_held()  # raised once
