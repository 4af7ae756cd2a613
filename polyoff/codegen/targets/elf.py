"""A small reader for the symbol tables of little-endian ELF64 files.

Enough to check what an AMDGPU code object defines (kernels and their ``.kd``
descriptors) without a new dependency: the ELF header, the section headers, and
each ``SHT_SYMTAB``/``SHT_DYNSYM`` section with its string table.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

SHT_SYMTAB = 2
SHT_DYNSYM = 11
SHN_UNDEF = 0

#: ``st_info`` low nibble.
SYMBOL_TYPES = {
    0: "NOTYPE",
    1: "OBJECT",
    2: "FUNC",
    3: "SECTION",
    4: "FILE",
    5: "COMMON",
    6: "TLS",
    10: "GNU_IFUNC",
}
#: ``st_info`` high nibble.
SYMBOL_BINDINGS = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK", 10: "GNU_UNIQUE"}

_HEADER = struct.Struct("<16sHHIQQQIHHHHHH")
_SECTION = struct.Struct("<IIQQQQIIQQ")
_SYMBOL = struct.Struct("<IBBHQQ")


class ElfError(ValueError):
    """The bytes are not a well-formed little-endian ELF64 file."""


@dataclass(frozen=True)
class ElfSymbol:
    name: str
    value: int
    size: int
    type: str
    binding: str
    section: int

    @property
    def defined(self) -> bool:
        return self.section != SHN_UNDEF


@dataclass(frozen=True)
class ElfFile:
    """What :func:`read_elf` found: machine number, file type, flags, symbols."""

    machine: int
    file_type: int
    flags: int
    symbols: tuple[ElfSymbol, ...]


def read_elf(data: bytes) -> ElfFile:
    """Parse the header and every symbol table of an ELF64 LSB file."""
    if len(data) < _HEADER.size or data[:4] != b"\x7fELF":
        raise ElfError("not an ELF file")
    if data[4] != 2 or data[5] != 1:
        raise ElfError("not a little-endian ELF64 file")
    (_, e_type, e_machine, _, _, _, e_shoff, e_flags, _, _, _, e_shentsize, e_shnum, _) = (
        _HEADER.unpack_from(data, 0)
    )
    if e_shentsize != _SECTION.size and e_shnum:
        raise ElfError(f"unexpected section header size {e_shentsize}")
    sections = []
    for i in range(e_shnum):
        offset = e_shoff + i * _SECTION.size
        if offset + _SECTION.size > len(data):
            raise ElfError("section header table runs past the end of the file")
        sections.append(_SECTION.unpack_from(data, offset))
    symbols: list[ElfSymbol] = []
    for sh_name, sh_type, _, _, sh_offset, sh_size, sh_link, _, _, sh_entsize in sections:
        del sh_name
        if sh_type not in (SHT_SYMTAB, SHT_DYNSYM):
            continue
        if sh_link >= len(sections):
            raise ElfError("symbol table names a missing string table")
        str_offset, str_size = sections[sh_link][4], sections[sh_link][5]
        strings = data[str_offset : str_offset + str_size]
        entsize = sh_entsize or _SYMBOL.size
        if sh_offset + sh_size > len(data) or entsize < _SYMBOL.size:
            raise ElfError("symbol table runs past the end of the file")
        for off in range(sh_offset, sh_offset + sh_size - entsize + 1, entsize):
            st_name, st_info, _, st_shndx, st_value, st_size = _SYMBOL.unpack_from(data, off)
            end = strings.find(b"\0", st_name)
            name = strings[st_name : end if end >= 0 else len(strings)].decode("utf-8", "replace")
            symbols.append(
                ElfSymbol(
                    name=name,
                    value=st_value,
                    size=st_size,
                    type=SYMBOL_TYPES.get(st_info & 0xF, str(st_info & 0xF)),
                    binding=SYMBOL_BINDINGS.get(st_info >> 4, str(st_info >> 4)),
                    section=st_shndx,
                )
            )
    return ElfFile(machine=e_machine, file_type=e_type, flags=e_flags, symbols=tuple(symbols))
