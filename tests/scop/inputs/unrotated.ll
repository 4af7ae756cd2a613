; Loops whose exit test is at the top (the form clang -O0 and while loops
; have): the header stores before testing, so it runs n + 1 times.
; @unrotated's header is too big for loop-rotate (more than 16
; instructions), so it stays unrotated after polyoff's canonicalisation;
; @small is rotated by it. Both must give the same domains.
target triple = "x86_64-unknown-linux-gnu"

define void @small(i64 %n, ptr %A) {
entry:
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 1.0, ptr %p
  %c = icmp slt i64 %i, %n
  br i1 %c, label %latch, label %exit

latch:
  %q = getelementptr double, ptr %A, i64 %i
  %x = load double, ptr %q
  %y = fadd double %x, 2.0
  store double %y, ptr %q
  %i.next = add nsw i64 %i, 1
  br label %header

exit:
  ret void
}

define void @unrotated(i64 %n, ptr %A, ptr %B) {
entry:
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr double, ptr %A, i64 %i
  %v0 = load double, ptr %p
  %v1 = fadd double %v0, 1.0
  %v2 = fadd double %v1, 1.0
  %v3 = fadd double %v2, 1.0
  %v4 = fadd double %v3, 1.0
  %v5 = fadd double %v4, 1.0
  %v6 = fadd double %v5, 1.0
  %v7 = fadd double %v6, 1.0
  %v8 = fadd double %v7, 1.0
  %v9 = fadd double %v8, 1.0
  %v10 = fadd double %v9, 1.0
  %v11 = fadd double %v10, 1.0
  %v12 = fadd double %v11, 1.0
  %v13 = fadd double %v12, 1.0
  %v14 = fadd double %v13, 1.0
  %v15 = fadd double %v14, 1.0
  %v16 = fadd double %v15, 1.0
  %v17 = fadd double %v16, 1.0
  %v18 = fadd double %v17, 1.0
  %v19 = fadd double %v18, 1.0
  %v20 = fadd double %v19, 1.0
  %v21 = fadd double %v20, 1.0
  %v22 = fadd double %v21, 1.0
  %v23 = fadd double %v22, 1.0
  %v24 = fadd double %v23, 1.0
  %b = getelementptr double, ptr %B, i64 %i
  store double %v24, ptr %b
  %c = icmp slt i64 %i, %n
  br i1 %c, label %latch, label %exit

latch:
  %q = getelementptr double, ptr %A, i64 %i
  store double 0.0, ptr %q
  %i.next = add nsw i64 %i, 1
  br label %header

exit:
  ret void
}
