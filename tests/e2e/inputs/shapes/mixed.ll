; One array read and written with element types of one size: B is filled
; as float and copied as i32 (as clang copies structs and memcpy-like
; loops) into A, which the same loop then updates as float; D holds
; doubles read back as i64 bits and then doubled. The second loop accesses
; A and D with two element types each, so without unification it is no
; SCoP. Polly unifies such element types; polyoff gives each array one type
; and reinterprets the bits of the other accesses. Driver: mixed_main.c.
define void @copy_bits(i64 %n, ptr %A, ptr %B, ptr %D, ptr %E) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %fill, label %exit

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %x = sitofp i64 %i to float
  %y = fmul float %x, 5.000000e-01
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  store float %y, ptr %pb
  %xd = sitofp i64 %i to double
  %yd = fdiv double %xd, 3.000000e+00
  %pd = getelementptr inbounds double, ptr %D, i64 %i
  store double %yd, ptr %pd
  %i.next = add nsw i64 %i, 1
  %i.more = icmp slt i64 %i.next, %n
  br i1 %i.more, label %fill, label %copy

copy:
  %j = phi i64 [ 0, %fill ], [ %j.next, %copy ]
  %pbj = getelementptr inbounds float, ptr %B, i64 %j
  %bits = load i32, ptr %pbj
  %paj = getelementptr inbounds float, ptr %A, i64 %j
  store i32 %bits, ptr %paj
  %a = load float, ptr %paj
  %a2 = fadd float %a, 1.000000e+00
  store float %a2, ptr %paj
  %pdj = getelementptr inbounds double, ptr %D, i64 %j
  %dbits = load i64, ptr %pdj
  %pej = getelementptr inbounds i64, ptr %E, i64 %j
  store i64 %dbits, ptr %pej
  %d = load double, ptr %pdj
  %d2 = fmul double %d, 2.000000e+00
  store double %d2, ptr %pdj
  %j.next = add nsw i64 %j, 1
  %j.more = icmp slt i64 %j.next, %n
  br i1 %j.more, label %copy, label %exit

exit:
  ret void
}
