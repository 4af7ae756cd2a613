; Loop nests that are not SCoPs for reasons C rarely shows, written in IR
; (no debug information: reasons name the function and block).
target triple = "x86_64-unknown-linux-gnu"

declare double @get()

; irreducible: a cycle inside the loop entered at two blocks.
define void @irreducible(i64 %n, i1 %c, ptr %A, ptr %B) {
entry:
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %left, label %right

left:
  %pl = getelementptr double, ptr %A, i64 %i
  store double 1.0, ptr %pl
  %ql = getelementptr double, ptr %B, i64 %i
  %dl = load double, ptr %ql
  %bl = fcmp olt double %dl, 0.5
  br i1 %bl, label %right, label %latch

right:
  %pr = getelementptr double, ptr %B, i64 %i
  %dr = load double, ptr %pr
  %br = fcmp olt double %dr, 0.25
  br i1 %br, label %left, label %latch

latch:
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %header

exit:
  ret void
}

; int-to-ptr: the address is made from an integer.
define void @inttoptr(i64 %n, i64 %base) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %addr = add i64 %base, %i
  %p = inttoptr i64 %addr to ptr
  store i8 0, ptr %p
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; alloca: stack allocation inside the loop (its address is kept, so the
; allocation stays).
define void @alloca(i64 %n, ptr %P) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %tmp = alloca double, i64 %n
  store double 1.0, ptr %tmp
  %slot = getelementptr ptr, ptr %P, i64 %i
  store ptr %tmp, ptr %slot
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; vectorized-ir: vector operations whose lanes are not independent (a
; bitcast that changes the lane count), which no scalarisation splits.
define void @vector(i64 %n, ptr %A) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  %v = load <2 x double>, ptr %p
  %w = bitcast <2 x double> %v to <4 x float>
  %x = fadd <4 x float> %w, %w
  store <4 x float> %x, ptr %p
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; unknown-instruction: an argument read from a va_list in the loop.
define void @varargs(i64 %n, ptr %A, ptr %ap) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = va_arg ptr %ap, i64
  %p = getelementptr i64, ptr %A, i64 %i
  store i64 %x, ptr %p
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; unbounded: counting up while above m never stops when it starts above m.
define void @unbounded(i64 %k, i64 %m, ptr %A) {
entry:
  br label %loop

loop:
  %i = phi i64 [ %k, %entry ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 0.0, ptr %p
  %i.next = add nsw i64 %i, 1
  %more = icmp sgt i64 %i.next, %m
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; region-entry-phi: the accumulator starts from a call's result in the
; block before the loop; regions holding that block have the call.
define void @entry_phi(i64 %n, ptr %A) {
entry:
  %s0 = call double @get()
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ %s0, %entry ], [ %s1, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  %x = load double, ptr %p
  %s1 = fadd double %s, %x
  store double %s1, ptr %p
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; empty: a loop that only counts.
define void @empty(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; assumptions: counting up from 0 to -5 by equality (it would wrap around
; first: no nsw); the model assumes the counter never steps past its bound,
; which can never hold here.
define void @never(ptr %A) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 0.0, ptr %p
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, -5
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; non-affine-branch: a branch on data around an inner loop (a region
; statement, scop/folding.py, holds no loop).
define void @data_branch(i64 %n, ptr %x, ptr %y) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr double, ptr %x, i64 %i
  %v = load double, ptr %px
  %c = fcmp ogt double %v, 0.0
  br i1 %c, label %then, label %latch

then:
  %py = getelementptr double, ptr %y, i64 %i
  store double %v, ptr %py
  %odd = icmp sgt i64 %i, 2
  br i1 %odd, label %mid, label %latch

mid:
  br label %inner

inner:
  %j = phi i64 [ 0, %mid ], [ %j.next, %inner ]
  %pj = getelementptr double, ptr %x, i64 %j
  store double 1.0, ptr %pj
  %j.next = add nsw i64 %j, 1
  %cj = icmp slt i64 %j.next, %n
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nsw i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %loop, label %exit

exit:
  ret void
}

; scalar-escape: the address of the last element written is used after the
; loop (values leave a region through memory the host writes; an address
; of the device's would not do).
define ptr @escape_ptr(i64 %n, ptr %A) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 1.0, ptr %p
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret ptr %p
}

; int-to-ptr (the other way): an element's address added to data. A kernel
; sees device addresses, so the value would differ (an internal error once).
define void @address_as_data(i64 %n, ptr %A, ptr %B) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr i64, ptr %B, i64 %i
  %b = load i64, ptr %pb
  %addr = ptrtoint ptr %pb to i64
  %sum = add i64 %b, %addr
  %pa = getelementptr i64, ptr %A, i64 %i
  store i64 %sum, ptr %pa
  %i.next = add nsw i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; removed: the back edge is never taken (its condition folds to false), so
; the clean-up turns the loop into straight-line code. The function has no
; loop left, yet the report names the nest.
define void @removed(ptr %A) {
entry:
  br label %once

once:
  %i = phi i64 [ 0, %entry ], [ %i.next, %once ]
  %p = getelementptr i64, ptr %A, i64 %i
  store i64 %i, ptr %p
  %i.next = add nsw i64 %i, 1
  %again = icmp slt i64 %i.next, 0
  br i1 %again, label %once, label %exit

exit:
  ret void
}

; removed, the other way: every iteration divides by zero, so the clean-up
; deletes the loop (and all that leads to it) as undefined behaviour.
define void @removed_ub(i64 %n, ptr %A) {
entry:
  br label %ub

ub:
  %j = phi i64 [ 0, %entry ], [ %j.next, %ub ]
  %q = sdiv i64 %j, 0
  %pq = getelementptr i64, ptr %A, i64 %q
  store i64 %j, ptr %pq
  %j.next = add nsw i64 %j, 1
  %more = icmp slt i64 %j.next, %n
  br i1 %more, label %ub, label %exit

exit:
  ret void
}

; An outer loop that is not a SCoP (a call between its inner loops) around
; one inner loop that is and one that is not (an indirect subscript): the
; second inner loop is named with its own reason, not only the outer one's.
declare void @tick()

define void @partial_nest(i64 %n, ptr %A, ptr %B, ptr %C) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br label %first

first:
  %j = phi i64 [ 0, %outer ], [ %j.next, %first ]
  %row = mul nsw i64 %i, %n
  %k = add nsw i64 %row, %j
  %pa = getelementptr double, ptr %A, i64 %k
  store double 0.0, ptr %pa
  %j.next = add nsw i64 %j, 1
  %j.done = icmp sge i64 %j.next, %n
  br i1 %j.done, label %between, label %first

between:
  call void @tick()
  br label %second

second:
  %m = phi i64 [ 0, %between ], [ %m.next, %second ]
  %pc = getelementptr i64, ptr %C, i64 %m
  %idx = load i64, ptr %pc
  %pb = getelementptr double, ptr %B, i64 %idx
  store double 1.0, ptr %pb
  %m.next = add nsw i64 %m, 1
  %m.done = icmp sge i64 %m.next, %n
  br i1 %m.done, label %latch, label %second

latch:
  %i.next = add nsw i64 %i, 1
  %i.done = icmp sge i64 %i.next, %n
  br i1 %i.done, label %exit, label %outer

exit:
  ret void
}
