; Loops bounded by comparing two pointers that arrive separately, as C's
; `while (p != end)` and `for (; p < end; p++)` compile: the distance
; between them (end - begin, in bytes) is a parameter the host computes,
; as Polly does; the != loop needs it to be a multiple of the element
; size and not negative (a run-time check). Driver: ptrcmp_main.c.
define void @bump_until(ptr %A, ptr %B) {
entry:
  br label %cond

cond:
  %p = phi ptr [ %A, %entry ], [ %p.next, %body ]
  %done = icmp eq ptr %p, %B
  br i1 %done, label %exit, label %body

body:
  %x = load i32, ptr %p
  %y = add nsw i32 %x, 1
  store i32 %y, ptr %p
  %p.next = getelementptr inbounds i32, ptr %p, i64 1
  br label %cond

exit:
  ret void
}

define void @halve_below(ptr %A, ptr %end) {
entry:
  %go = icmp ult ptr %A, %end
  br i1 %go, label %body, label %exit

body:
  %p = phi ptr [ %A, %entry ], [ %p.next, %body ]
  %x = load double, ptr %p
  %y = fmul double %x, 5.000000e-01
  store double %y, ptr %p
  %p.next = getelementptr inbounds double, ptr %p, i64 1
  %more = icmp ult ptr %p.next, %end
  br i1 %more, label %body, label %exit

exit:
  ret void
}
