; A loop whose 64-bit counter starts at an unknown %c and runs while below
; 2^63 - 1: modelled exactly, but the host's test of whether any work-item
; runs needs the constant 2^63, which 64-bit code cannot hold. The SCoP
; stays on the CPU with that reason (it was an internal error, in the
; kernels and later in the host code). An unsigned bound (`icmp ult %i, 10`)
; once needed 2^64 - 10 here; it is now split without such constants.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @from_c(ptr %A, i64 %c) {
entry:
  br label %head

head:
  %i = phi i64 [ %c, %entry ], [ %i.next, %body ]
  %more = icmp slt i64 %i, 9223372036854775807
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
