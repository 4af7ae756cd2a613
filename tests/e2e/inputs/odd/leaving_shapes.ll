; Values computed in a loop nest and used after it, written by hand in the
; shapes optimised IR hands over (tests/e2e/test_odd_programs.py):
;   @direct   a float and the loop's final counter used by instructions after
;             the region (not through LCSSA phis), and by a phi further on
;             whose edge comes from a block after the region;
;   @exits    an exit phi fed from inside the region with different values
;             on its edges: the guard (n <= 0 skips the loop) and the latch;
;   @inner    a value of the inner loop of a triangular nest, whose last
;             instance is not the last (i, j) of the box.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [26 x i8] c"%s %.17g %lld %.17g %lld\0A\00"
@.d = private unnamed_addr constant [7 x i8] c"direct\00"
@.e = private unnamed_addr constant [6 x i8] c"exits\00"
@.i = private unnamed_addr constant [6 x i8] c"inner\00"

declare i32 @printf(ptr, ...)
declare i64 @atol(ptr)
declare ptr @malloc(i64)

define double @direct(i64 %n, ptr %a, ptr %b, ptr %count) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop.ph, label %skip

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %i
  %x = load double, ptr %p
  %y = fmul double %x, 2.5
  %q = getelementptr double, ptr %b, i64 %i
  store double %y, ptr %q
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %after

after:
  %z = fadd double %y, 1.0
  %k = mul i64 %i.next, 3
  store i64 %k, ptr %count
  br label %join

skip:
  store i64 -1, ptr %count
  br label %join

join:
  %w = phi double [ %y, %after ], [ 0.0, %skip ]
  %zz = phi double [ %z, %after ], [ 0.5, %skip ]
  %s = fadd double %w, %zz
  ret double %s
}

define i64 @exits(i64 %n, ptr %c) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i64, ptr %c, i64 %i
  %v = load i64, ptr %p
  %v2 = add i64 %v, %i
  store i64 %v2, ptr %p
  %i.next = add nsw i64 %i, 1
  %cond = icmp slt i64 %i.next, %n
  br i1 %cond, label %loop, label %exit

exit:
  %r = phi i64 [ 77, %entry ], [ %v2, %loop ]
  %r2 = add i64 %r, 1
  ret i64 %r2
}

define float @inner(i64 %n, ptr %x) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul nsw i64 %i, %n
  br label %body

body:
  %j = phi i64 [ 0, %outer ], [ %j.next, %body ]
  %idx = add nsw i64 %row, %j
  %p = getelementptr float, ptr %x, i64 %idx
  %v = load float, ptr %p
  %t = fadd float %v, 0.5
  store float %t, ptr %p
  %j.next = add nsw i64 %j, 1
  %jc = icmp sle i64 %j.next, %i
  br i1 %jc, label %body, label %outer.latch

outer.latch:
  %t.lcssa = phi float [ %t, %body ]
  %i.next = add nsw i64 %i, 1
  %ic = icmp slt i64 %i.next, %n
  br i1 %ic, label %outer, label %done

done:
  %res = phi float [ %t.lcssa, %outer.latch ]
  ret float %res
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %has = icmp sgt i32 %argc, 1
  br i1 %has, label %parse, label %sized

parse:
  %arg1 = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg1
  %parsed = call i64 @atol(ptr %s)
  br label %sized

sized:
  %n = phi i64 [ 40, %entry ], [ %parsed, %parse ]
  %n1 = add i64 %n, 1
  %bytes = mul i64 %n1, 8
  %sq = mul i64 %n1, %n1
  %sqbytes = mul i64 %sq, 8
  %a = call ptr @malloc(i64 %bytes)
  %b = call ptr @malloc(i64 %bytes)
  %c = call ptr @malloc(i64 %bytes)
  %x = call ptr @malloc(i64 %sqbytes)
  %count = call ptr @malloc(i64 8)
  br label %init

init:
  %k = phi i64 [ 0, %sized ], [ %k.next, %init ]
  %km = urem i64 %k, 13
  %kf = uitofp i64 %km to double
  %pa = getelementptr double, ptr %a, i64 %k
  store double %kf, ptr %pa
  %pc = getelementptr i64, ptr %c, i64 %k
  store i64 %km, ptr %pc
  %pb0 = getelementptr double, ptr %b, i64 %k
  store double 0.0, ptr %pb0
  %k.next = add i64 %k, 1
  %kc = icmp ult i64 %k.next, %n1
  br i1 %kc, label %init, label %init2

init2:
  %m = phi i64 [ 0, %init ], [ %m.next, %init2 ]
  %mm = urem i64 %m, 7
  %mf = uitofp i64 %mm to float
  %px = getelementptr float, ptr %x, i64 %m
  store float %mf, ptr %px
  %m.next = add i64 %m, 1
  %mc = icmp ult i64 %m.next, %sq
  br i1 %mc, label %init2, label %run

run:
  %d = call double @direct(i64 %n, ptr %a, ptr %b, ptr %count)
  %cnt = load i64, ptr %count
  %pb = getelementptr double, ptr %b, i64 0
  %b3 = load double, ptr %pb
  call i32 (ptr, ...) @printf(ptr @.fmt, ptr @.d, double %d, i64 %cnt, double %b3, i64 0)
  %e = call i64 @exits(i64 %n, ptr %c)
  %c2 = getelementptr i64, ptr %c, i64 0
  %c2v = load i64, ptr %c2
  call i32 (ptr, ...) @printf(ptr @.fmt, ptr @.e, double 0.0, i64 %e, double 0.0, i64 %c2v)
  %f = call float @inner(i64 %n, ptr %x)
  %fd = fpext float %f to double
  %x1 = getelementptr float, ptr %x, i64 0
  %x1v = load float, ptr %x1
  %x1d = fpext float %x1v to double
  call i32 (ptr, ...) @printf(ptr @.fmt, ptr @.i, double %fd, i64 0, double %x1d, i64 0)
  ret i32 0
}
