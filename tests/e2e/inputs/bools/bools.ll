; Booleans (i1) computed before a loop nest and used inside it: as a
; guard of the inner loop (a sequential outer loop makes it a host loop),
; sign-extended into a bound (true is -1), and truncated from a wider
; integer (only the lowest bit counts). Written by hand; run with no
; arguments. Volatile loads keep the clean-up from folding the values.
target triple = "x86_64-unknown-linux-gnu"

@x = global [64 x double] zeroinitializer, align 16
@bit = global i8 1, align 1
@two = global i8 2, align 1
@.fmt = private constant [7 x i8] c"%.17g\0A\00", align 1

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %on = load volatile i1, ptr @bit, align 1
  %twice = load volatile i8, ptr @two, align 1
  %odd.bit = trunc i8 %twice to i1
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %kf = sitofp i64 %k to double
  %px = getelementptr inbounds [64 x double], ptr @x, i64 0, i64 %k
  store double %kf, ptr %px, align 8
  %k.next = add nuw nsw i64 %k, 1
  %k.done = icmp eq i64 %k.next, 64
  br i1 %k.done, label %outer, label %init

outer:
  %t = phi i32 [ 0, %init ], [ %t.next, %latch ]
  %on.minus = sext i1 %on to i64
  %bound = add nsw i64 %on.minus, 48
  br i1 %on, label %inner, label %latch

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds [64 x double], ptr @x, i64 0, i64 %j
  %v = load double, ptr %p, align 8
  %j1 = add nuw nsw i64 %j, 1
  %q = getelementptr inbounds [64 x double], ptr @x, i64 0, i64 %j1
  %w = load double, ptr %q, align 8
  %s = fadd double %v, %w
  %h = fmul double %s, 5.000000e-01
  store double %h, ptr %p, align 8
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %bound
  br i1 %j.done, label %latch, label %inner

latch:
  %t.next = add nuw nsw i32 %t, 1
  %t.done = icmp eq i32 %t.next, 5
  br i1 %t.done, label %second, label %outer

second:
  br i1 %odd.bit, label %never, label %sum

never:
  %m = phi i64 [ 0, %second ], [ %m.next, %never ]
  %pm = getelementptr inbounds [64 x double], ptr @x, i64 0, i64 %m
  store double -1.000000e+00, ptr %pm, align 8
  %m.next = add nuw nsw i64 %m, 1
  %m.done = icmp eq i64 %m.next, 64
  br i1 %m.done, label %sum, label %never

sum:
  %i = phi i64 [ 0, %second ], [ 0, %never ], [ %i.next, %sum ]
  %acc = phi double [ 0.000000e+00, %second ], [ 0.000000e+00, %never ], [ %acc.next, %sum ]
  %pi = getelementptr inbounds [64 x double], ptr @x, i64 0, i64 %i
  %xi = load double, ptr %pi, align 8
  %wi = sitofp i64 %i to double
  %term = fmul double %xi, %wi
  %acc.next = fadd double %acc, %term
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, 64
  br i1 %i.done, label %done, label %sum

done:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, double %acc.next)
  ret i32 0
}
