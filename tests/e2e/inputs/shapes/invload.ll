; Loads of values the loop nest never writes, re-read on every iteration
; because the compiler cannot prove that the stores leave them alone: a
; bound (*n), a scalar added to every element (*n again) and an inner
; bound behind a guard (*p, which may be null when the loop does not run).
; Polly hoists such loads before the SCoP and makes their values
; parameters, so the bounds are affine; the host reads them where the
; region would and checks that the arrays written do not overlap them
; (fill is also called with n pointing into A: then the offloaded run must
; not happen). Driver: invload_main.c.
define void @fill(ptr %n, ptr %A) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %len = load i32, ptr %n
  %len64 = sext i32 %len to i64
  %more = icmp slt i64 %i, %len64
  br i1 %more, label %body, label %exit

body:
  %pa = getelementptr inbounds i32, ptr %A, i64 %i
  %a = load i32, ptr %pa
  %a3 = mul nsw i32 %a, 3
  %i32 = trunc i64 %i to i32
  %s = add nsw i32 %a3, %i32
  %add = load i32, ptr %n
  %s2 = add nsw i32 %s, %add
  store i32 %s2, ptr %pa
  %i.next = add nsw i64 %i, 1
  br label %head

exit:
  ret void
}

define void @guarded(i64 %m, ptr %p, ptr %B) {
entry:
  %go = icmp sgt i64 %m, 0
  br i1 %go, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner.body ]
  %w = load i64, ptr %p
  %w.more = icmp slt i64 %j, %w
  br i1 %w.more, label %inner.body, label %outer.latch

inner.body:
  %row = mul nsw i64 %i, 64
  %k = add nsw i64 %row, %j
  %pb = getelementptr inbounds double, ptr %B, i64 %k
  %b = load double, ptr %pb
  %jf = sitofp i64 %j to double
  %b2 = fadd double %b, %jf
  store double %b2, ptr %pb
  %j.next = add nsw i64 %j, 1
  br label %inner

outer.latch:
  %i.next = add nsw i64 %i, 1
  %i.more = icmp slt i64 %i.next, %m
  br i1 %i.more, label %outer, label %exit

exit:
  ret void
}

; The bound is read in a block that writes nothing (so no statement reads
; it): the run-time check must still see that A overlaps it.
define void @bounded(ptr %n, ptr %A) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %lim = load i64, ptr %n
  %in = icmp slt i64 %i, %lim
  br i1 %in, label %body, label %latch

body:
  %pa = getelementptr inbounds i64, ptr %A, i64 %i
  %a = load i64, ptr %pa
  %a1 = add nsw i64 %a, 1
  store i64 %a1, ptr %pa
  br label %latch

latch:
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, 100
  br i1 %more, label %head, label %exit

exit:
  ret void
}

; A loaded value used only in what is stored (no bound, no subscript):
; still one parameter the host reads, which the kernel adds 2 to.
define void @splat(ptr %A, i64 %N, ptr %v) {
entry:
  %go = icmp sgt i64 %N, 0
  br i1 %go, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %init = load i64, ptr %v
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %val = add nsw i64 %init, 2
  %x = add nsw i64 %val, %i
  %pa = getelementptr inbounds i64, ptr %A, i64 %j
  store i64 %x, ptr %pa
  %j.next = add nsw i64 %j, 1
  %j.more = icmp slt i64 %j.next, %N
  br i1 %j.more, label %inner, label %outer.latch

outer.latch:
  %i.next = add nsw i64 %i, 1
  %i.more = icmp slt i64 %i.next, %N
  br i1 %i.more, label %outer, label %exit

exit:
  ret void
}
