; A loop written with vector types by hand, with a scalar remainder loop:
; no llvm.loop.isvectorized mark, so polyoff leaves it vectorised.
define void @h(i64 %n, ptr noalias %a, ptr noalias %b) {
entry:
  %small = icmp ult i64 %n, 4
  br i1 %small, label %scalar.ph, label %vector.body

vector.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %vector.body ]
  %pb = getelementptr inbounds double, ptr %b, i64 %i
  %vb = load <2 x double>, ptr %pb, align 8
  %vx = fmul <2 x double> %vb, <double 3.0, double 3.0>
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  store <2 x double> %vx, ptr %pa, align 8
  %i.next = add nuw i64 %i, 2
  %nv = and i64 %n, -2
  %done = icmp uge i64 %i.next, %nv
  br i1 %done, label %middle, label %vector.body

middle:
  %all = icmp eq i64 %nv, %n
  br i1 %all, label %exit, label %scalar.ph

scalar.ph:
  %start = phi i64 [ 0, %entry ], [ %nv, %middle ]
  br label %scalar

scalar:
  %j = phi i64 [ %start, %scalar.ph ], [ %j.next, %scalar ]
  %pbs = getelementptr inbounds double, ptr %b, i64 %j
  %x = load double, ptr %pbs, align 8
  %y = fmul double %x, 2.0
  %pas = getelementptr inbounds double, ptr %a, i64 %j
  store double %y, ptr %pas, align 8
  %j.next = add nuw i64 %j, 1
  %end = icmp eq i64 %j.next, %n
  br i1 %end, label %exit, label %scalar

exit:
  ret void
}
