"""What the host computes and passes to a SCoP's host function: the hoisted
loads and pointer distances the parameters use, each after those it needs
(:class:`~polyoff.scop.scop.HostValue`), and the LLVM values from before
the region that the statements, parameters, array sizes and subscripts are
made of (the invariants).
"""

from __future__ import annotations

import dataclasses

import islpy as isl

from polyoff.ir.affine import Address, Poly
from polyoff.ir.model import Instruction
from polyoff.scop.region import RegionBuilder
from polyoff.scop.scop import HOISTED_LOAD, POINTER_DIFFERENCE, ArrayInfo, HostValue


class HostValueBuilder(RegionBuilder):
    """Host values and invariants."""

    def _host_values(self, domains: dict[str, isl.Set], statements=(), arrays=()) -> tuple[HostValue, ...]:
        """The hoisted loads and pointer distances the parameters use (and
        the hoisted loads their addresses use), each after those it needs;
        a load that gives an array's base is read wherever a statement
        accesses the array (``statements``, ``arrays``)."""
        # Every hoisted load, not only those in parameters: affine values
        # the kernels rebuild (a stored `*p + 2`) may use them too.
        used = {v for values in self.params.by_isl.values() for v in values}
        used |= {v for v in self.aa.hoisted if v not in self.hoisted_as}
        loads: dict[str, tuple[Instruction, Address]] = {}
        pending = [v for v in used if v in self.aa.hoisted]
        while pending:
            name = pending.pop()
            if name in loads:
                continue
            inst = self.function.definitions[name]
            addr = self.aa.address(inst.operands[0])
            loads[name] = (inst, addr)
            pending.extend(p for p in addr.offset.params() if p in self.aa.hoisted)
            if addr.base in self.aa.hoisted:
                pending.append(addr.base)  # a pointer loaded by another hoisted load
        ordered: list[HostValue] = []
        done: set[str] = set()

        def visit(name: str) -> None:
            if name in done:
                return
            done.add(name)
            inst, addr = loads[name]
            for p in sorted({*addr.offset.params(), addr.base}):
                if p in loads:
                    visit(p)
            # Where it executes may depend on other hoisted loads (a rotated
            # loop's guard reads the bound its latch reads again).
            context = domains[inst.block].params().drop_unused_params()
            for i in range(context.dim(isl.dim_type.param)):
                for v in self.params.by_isl.get(context.get_dim_name(isl.dim_type.param, i), ()):
                    if v in loads:
                        visit(v)
            ordered.append(
                HostValue(
                    name,
                    HOISTED_LOAD,
                    inst.type,
                    addr.base,
                    addr.offset,
                    context=context.coalesce(),
                )
            )

        for name in sorted(loads):
            visit(name)
        # Where a load is needed beyond its own block: the domains of the
        # statements that access the array it is the base of (the base may
        # come from a load on another path with the same address: rows
        # chosen by a branch), and where the loads whose address it gives
        # are read. A context may only use loads the host reads before.
        position = {h.name: k for k, h in enumerate(ordered)}
        context = {h.name: h.context for h in ordered}

        def widen(name: str, where: isl.Set) -> None:
            needs = {v for i in range(where.dim(isl.dim_type.param))
                     for v in self.params.by_isl.get(where.get_dim_name(isl.dim_type.param, i), ())}
            if all(position.get(v, -1) < position[name] for v in needs):
                context[name] = _union(context[name], where)

        base_of = {a.name: a.base for a in arrays if a.base in loads}
        for stmt in statements:
            for base in {base_of[acc.array] for acc in stmt.accesses if acc.array in base_of}:
                widen(base, stmt.domain.params().drop_unused_params())
        for h in reversed(ordered):  # a load before those that need it
            _, addr = loads[h.name]
            for needed in {addr.base, *addr.offset.params()} & context.keys():
                widen(needed, context[h.name])
        ordered = [dataclasses.replace(h, context=context[h.name].coalesce()) for h in ordered]
        for name, (a, b) in sorted(self.aa.distances.items()):
            if name in used:
                ordered.append(HostValue(name, POINTER_DIFFERENCE, "i64", a, other=b))
        return tuple(ordered)

    def _invariants(self, invariants: dict[str, str], host_values: tuple[HostValue, ...],
                    arrays: list[ArrayInfo]) -> dict[str, str]:
        """``invariants`` (the values from before the region the statements
        use) with all else the host function needs: what the parameters it
        computes itself are made of, the LLVM values of every parameter, the
        operands of casts the affine analysis looked through, array bases."""
        host_names = {h.name for h in host_values}
        for h in host_values:
            for base in (h.base, h.other):
                if base is not None and base not in host_names:
                    invariants.setdefault(base, "ptr")
            for v in h.offset.params():
                ty = self._value_type(v)
                if v not in host_names and ty is not None:
                    invariants.setdefault(v, ty)
        # The host function receives every LLVM value the parameters and
        # array bases are made of, besides those the statements use.
        for values in self.params.by_isl.values():
            for v in values:
                ty = self._value_type(v)
                if ty is not None and v not in host_names:
                    invariants.setdefault(v, ty)
        # Casts of values from before the region are looked through by the
        # affine analysis: their operands are needed too.
        pending = list(invariants)
        while pending:
            inst = self.function.definitions.get(pending.pop())
            if (
                inst is not None
                and inst.opcode in ("sext", "zext", "trunc")
                and inst.operands[0].local
            ):
                name = inst.operands[0].local
                if name not in invariants:
                    invariants[name] = inst.operands[0].type
                    pending.append(name)
        for arr in arrays:
            if arr.base is not None and arr.base not in host_names:
                # Globals too: the host function gets their address from the
                # splice, which works whatever their linkage.
                invariants.setdefault(arr.base, "ptr")
        return invariants

    def _add_param_values(self, invariants, arrays, accesses, blocks, is_affine) -> None:
        """Every value outside the region that code generation may rebuild
        a polynomial from — in array sizes, subscripts and the affine
        integers statements use — is passed to the SCoP's host function.
        The affine analysis looks through casts and arithmetic before the
        region, so such a value need not be an operand of any instruction
        in it."""
        polys: list[Poly] = [size for a in arrays for size in a.sizes if size is not None]
        for accs in accesses.values():
            for acc in accs:
                polys.extend(acc.subscripts)
                if acc.length is not None:
                    polys.append(acc.length)
        for b in blocks:
            for inst in self.block_map[b].instructions:
                if inst.name is not None and is_affine(inst.name):
                    polys.append(self.aa.value_expr(inst.name))
        types = {p.name: p.type for p in self.function.params}
        for poly in polys:
            for name in poly.params():
                if name in invariants:
                    continue
                inst = self.function.definitions.get(name)
                if inst is not None and inst.block not in self.region:
                    invariants[name] = inst.type
                elif inst is None and name in types:
                    invariants[name] = types[name]


def _union(a: isl.Set, b: isl.Set) -> isl.Set:
    return a.align_params(b.get_space()).union(b.align_params(a.get_space())).coalesce()
