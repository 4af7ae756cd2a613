; A loop whose 64-bit unsigned counter starts at an unknown %c and runs while
; below 10: modelled exactly, isl's code for it needs constants near 2^64,
; which no kernel can compute. The SCoP stays on the CPU with that reason
; (it was an internal error).
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @from_c(ptr %A, i64 %c) {
entry:
  br label %head

head:
  %i = phi i64 [ %c, %entry ], [ %i.next, %body ]
  %more = icmp ult i64 %i, 10
  br i1 %more, label %body, label %exit

body:
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  br label %head

exit:
  ret void
}
