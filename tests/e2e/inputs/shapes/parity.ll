; A double-buffered stencil: step t reads row t % 2 and writes row
; (t + 1) % 2. LLVM's clean-up turns the remainders into `t & 1` and
; `(t & 1) ^ 1`; the xor of a value whose bits lie within the constant's is
; the constant minus the value. Driver: parity_main.c.
define void @steps(i64 %T, ptr %A) {
entry:
  %go = icmp sgt i64 %T, 0
  br i1 %go, label %time, label %exit

time:
  %t = phi i64 [ 0, %entry ], [ %t.next, %time.latch ]
  %src = srem i64 %t, 2
  %t1 = add nuw nsw i64 %t, 1
  %dst = srem i64 %t1, 2
  br label %space

space:
  %i = phi i64 [ 1, %time ], [ %i.next, %space ]
  %il = add nsw i64 %i, -1
  %ir = add nsw i64 %i, 1
  %pl = getelementptr inbounds [100 x float], ptr %A, i64 %src, i64 %il
  %pc = getelementptr inbounds [100 x float], ptr %A, i64 %src, i64 %i
  %pr = getelementptr inbounds [100 x float], ptr %A, i64 %src, i64 %ir
  %l = load float, ptr %pl
  %c = load float, ptr %pc
  %r = load float, ptr %pr
  %s1 = fadd float %l, %c
  %s2 = fadd float %s1, %r
  %s3 = fmul float %s2, 0x3FD5555560000000
  %pd = getelementptr inbounds [100 x float], ptr %A, i64 %dst, i64 %i
  store float %s3, ptr %pd
  %i.next = add nuw nsw i64 %i, 1
  %i.more = icmp ne i64 %i.next, 99
  br i1 %i.more, label %space, label %time.latch

time.latch:
  %t.next = add nuw nsw i64 %t, 1
  %t.more = icmp slt i64 %t.next, %T
  br i1 %t.more, label %time, label %exit

exit:
  ret void
}
