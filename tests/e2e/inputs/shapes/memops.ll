; memset and memcpy inside loops, as clang writes array initialisation and
; row copies: each is an access to the range of elements it covers (Polly
; models them so), expanded in the kernel into a loop over those elements.
; rows: A's row i filled with the byte 0x3f (%m doubles), copied into
; B's row i, whose first element is then set; marks: i32 rows set to -1
; (bytes 0xff) and a single zeroed element. Driver: memops_main.c.
define void @rows(i64 %n, i64 %m, ptr %A, ptr %B) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds [64 x double], ptr %A, i64 %i
  %len = shl nsw i64 %m, 3
  call void @llvm.memset.p0.i64(ptr %pa, i8 63, i64 %len, i1 false)
  %pb = getelementptr inbounds [64 x double], ptr %B, i64 %i
  call void @llvm.memcpy.p0.p0.i64(ptr %pb, ptr %pa, i64 %len, i1 false)
  %x = sitofp i64 %i to double
  store double %x, ptr %pb
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

define void @marks(i64 %n, ptr %C) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul nsw i64 %i, 16
  %pc = getelementptr inbounds i32, ptr %C, i64 %row
  call void @llvm.memset.p0.i64(ptr %pc, i8 -1, i64 40, i1 false)
  %pz = getelementptr inbounds i32, ptr %pc, i64 3
  call void @llvm.memset.p0.i64(ptr %pz, i8 0, i64 4, i1 false)
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
