"""The host function's stack use does not grow with its host loops: every
``alloca`` sits in the entry block. (Arrays of launch arguments allocated
inside the host loop overflowed the stack at floyd-warshall's 499,500
launches at MEDIUM: the program died with SIGSEGV.)"""

from __future__ import annotations

import re

from polyoff.compiler import DeviceSettings, compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import ROOT


def test_allocas_only_in_the_entry_block():
    source = read_program(ROOT / "polybench" / "floyd-warshall.c")
    comp = compile_module(source, Options(), target="opencl_c", settings=DeviceSettings(cpu_device=True))
    host = comp.program.host_ir
    bodies = re.findall(r"define [^\n]*@\"?__polyoff_scop_[\w.]+\"?\(.*?\n}\n", host, re.S)
    launches = 0
    for body in bodies:
        blocks = re.split(r"\n(?=[\w.\"-]+:)", body)
        entry, rest = blocks[1] if len(blocks) > 1 else blocks[0], blocks[2:]
        assert all("alloca" not in block for block in rest), body
        assert "alloca" in entry
        launches += body.count("polyoff_rt_launch")
    assert launches
