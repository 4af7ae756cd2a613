; clang-15 -O3 -S -emit-llvm -g0 of the C below: %34 joins three edges, two from one
; side of the i == 0 branch (the unrolled reduction's epilogue and its skip).
; /* trisolv: clang -O3 unrolls the inner reduction by 2 and leaves, after it,
;    a phi of three edges, two of them from one side of the i == 0 branch. */
; void trisolv(int n, double L[n][n], double x[n], double b[n]) {
;     for (int i = 0; i < n; i++) {
;         x[i] = b[i];
;         for (int j = 0; j < i; j++) x[i] -= L[i][j] * x[j];
;         x[i] = x[i] / L[i][i];
;     }
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @trisolv(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = zext i32 %0 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %33, %4
  ret void

8:                                                ; preds = %4, %33
  %9 = phi i64 [ %40, %33 ], [ 0, %4 ]
  %10 = getelementptr inbounds double, ptr %3, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds double, ptr %2, i64 %9
  store double %11, ptr %12, align 8, !tbaa !5
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %33, label %14

14:                                               ; preds = %8
  %15 = mul nuw nsw i64 %9, %5
  %16 = getelementptr inbounds double, ptr %1, i64 %15
  %17 = and i64 %9, 1
  %18 = icmp eq i64 %9, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = and i64 %9, 9223372036854775806
  br label %42

21:                                               ; preds = %42, %14
  %22 = phi double [ undef, %14 ], [ %58, %42 ]
  %23 = phi double [ %11, %14 ], [ %58, %42 ]
  %24 = phi i64 [ 0, %14 ], [ %59, %42 ]
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %33, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds double, ptr %16, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = getelementptr inbounds double, ptr %2, i64 %24
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = fneg double %28
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %23)
  store double %32, ptr %12, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %26, %21, %8
  %34 = phi i64 [ 0, %8 ], [ %15, %21 ], [ %15, %26 ]
  %35 = phi double [ %11, %8 ], [ %22, %21 ], [ %32, %26 ]
  %36 = getelementptr inbounds double, ptr %1, i64 %34
  %37 = getelementptr inbounds double, ptr %36, i64 %9
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fdiv double %35, %38
  store double %39, ptr %12, align 8, !tbaa !5
  %40 = add nuw nsw i64 %9, 1
  %41 = icmp eq i64 %40, %5
  br i1 %41, label %7, label %8, !llvm.loop !9

42:                                               ; preds = %42, %19
  %43 = phi double [ %11, %19 ], [ %58, %42 ]
  %44 = phi i64 [ 0, %19 ], [ %59, %42 ]
  %45 = phi i64 [ 0, %19 ], [ %60, %42 ]
  %46 = getelementptr inbounds double, ptr %16, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %2, i64 %44
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fneg double %47
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %43)
  store double %51, ptr %12, align 8, !tbaa !5
  %52 = or i64 %44, 1
  %53 = getelementptr inbounds double, ptr %16, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %2, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = fneg double %54
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %56, double %51)
  store double %58, ptr %12, align 8, !tbaa !5
  %59 = add nuw nsw i64 %44, 2
  %60 = add i64 %45, 2
  %61 = icmp eq i64 %60, %20
  br i1 %61, label %21, label %42, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
