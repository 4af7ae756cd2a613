; A global in address space 1, written by a loop (not offloaded: the kernel
; interface passes generic pointers) and read back by main.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = addrspace(1) global [100 x double] zeroinitializer
@.fmt = private constant [4 x i8] c"%f\0A\00"

declare i32 @printf(ptr, ...)

define void @k(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr [100 x double], ptr addrspace(1) @g, i64 0, i64 %i
  %f = sitofp i64 %i to double
  store double %f, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define i32 @main() {
  call void @k(i64 100)
  %p = getelementptr [100 x double], ptr addrspace(1) @g, i64 0, i64 7
  %v = load double, ptr addrspace(1) %p
  call i32 (ptr, ...) @printf(ptr @.fmt, double %v)
  ret i32 0
}
