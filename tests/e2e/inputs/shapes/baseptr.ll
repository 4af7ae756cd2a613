; Array base pointers and sizes loaded from a struct inside the loop, as
; code written with `struct vec { double *data; long n; }` reads them when
; the compiler cannot prove the stores leave them alone. Polly hoists such
; loads: the pointer is the base of an array of its own, which the host
; reads before the SCoP, and the run-time checks make sure that no array
; written overlaps where the pointers and sizes live, or another array.
; axpy is also called with y's data inside x's (then it runs unmodified).
; Driver: baseptr_main.c.
define void @scale(ptr %s) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %np = getelementptr inbounds { ptr, i64 }, ptr %s, i64 0, i32 1
  %n = load i64, ptr %np
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  %data = load ptr, ptr %s
  %p = getelementptr inbounds double, ptr %data, i64 %i
  %x = load double, ptr %p
  %y = fmul double %x, 2.000000e+00
  store double %y, ptr %p
  %i.next = add nsw i64 %i, 1
  br label %head

exit:
  ret void
}

define void @axpy(ptr %x, ptr %y, double %a) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %np = getelementptr inbounds { ptr, i64 }, ptr %y, i64 0, i32 1
  %n = load i64, ptr %np
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  %xd = load ptr, ptr %x
  %px = getelementptr inbounds double, ptr %xd, i64 %i
  %xv = load double, ptr %px
  %yd = load ptr, ptr %y
  %py = getelementptr inbounds double, ptr %yd, i64 %i
  %yv = load double, ptr %py
  %t = fmul double %a, %xv
  %r = fadd double %t, %yv
  store double %r, ptr %py
  %i.next = add nsw i64 %i, 1
  br label %head

exit:
  ret void
}

; A vector reached through another pointer (`struct holder { struct vec
; *v; }`): the host reads %zv first, then the size and data through it.
define void @nested(ptr %h) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %zv = load ptr, ptr %h
  %np = getelementptr inbounds { ptr, i64 }, ptr %zv, i64 0, i32 1
  %n = load i64, ptr %np
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  %data = load ptr, ptr %zv
  %p = getelementptr inbounds double, ptr %data, i64 %i
  %x = load double, ptr %p
  %y = fadd double %x, 1.500000e+00
  store double %y, ptr %p
  %i.next = add nsw i64 %i, 1
  br label %head

exit:
  ret void
}
