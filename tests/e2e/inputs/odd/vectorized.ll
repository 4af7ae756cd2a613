; clang-15 -O2 -S -emit-llvm (vectorisers on) of the C below: every loop
; vectorised, f's and g's with their scalar remainder loops behind the
; vectoriser's guards (min.iters.check, g's vector.memcheck), main's inlined
; copy of f with a runtime-unrolled vector loop whose unroll check is no
; guard (forcing it skipped part of the vector loop: wrong output).
; void f(int n, double *restrict a, const double *restrict b) { for (int i = 0; i < n; i++) a[i] = 2.0 * b[i] + 1.0; }
; void g(int n, double *a, const double *b) { for (int i = 0; i < n; i++) a[i] += b[i] * 0.5; }
; #include <stdio.h>
; double A[1000], B[1000];
; int main(int argc, char **argv) {
;     int n = argc > 1 ? 37 : 1000;
;     for (int i = 0; i < 1000; i++) { A[i] = i * 0.5; B[i] = 1.0 / (i + 1); }
;     f(n, A, B); g(n, A + 1, A); g(n - 3, B, A);
;     double s = 0; for (int i = 0; i < 1000; i++) s += A[i] * (i % 7 + 1) + B[i];
;     printf("%.17g\n", s);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @f(i32 noundef %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %56

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %54, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967292
  %10 = add nsw i64 %9, -4
  %11 = lshr exact i64 %10, 2
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp eq i64 %10, 0
  br i1 %14, label %40, label %15

15:                                               ; preds = %8
  %16 = and i64 %12, 9223372036854775806
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %37, %17 ]
  %19 = phi i64 [ 0, %15 ], [ %38, %17 ]
  %20 = getelementptr inbounds double, ptr %2, i64 %18
  %21 = load <2 x double>, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds double, ptr %20, i64 2
  %23 = load <2 x double>, ptr %22, align 8, !tbaa !5
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %26 = getelementptr inbounds double, ptr %1, i64 %18
  store <2 x double> %24, ptr %26, align 8, !tbaa !5
  %27 = getelementptr inbounds double, ptr %26, i64 2
  store <2 x double> %25, ptr %27, align 8, !tbaa !5
  %28 = or i64 %18, 4
  %29 = getelementptr inbounds double, ptr %2, i64 %28
  %30 = load <2 x double>, ptr %29, align 8, !tbaa !5
  %31 = getelementptr inbounds double, ptr %29, i64 2
  %32 = load <2 x double>, ptr %31, align 8, !tbaa !5
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %35 = getelementptr inbounds double, ptr %1, i64 %28
  store <2 x double> %33, ptr %35, align 8, !tbaa !5
  %36 = getelementptr inbounds double, ptr %35, i64 2
  store <2 x double> %34, ptr %36, align 8, !tbaa !5
  %37 = add nuw i64 %18, 8
  %38 = add i64 %19, 2
  %39 = icmp eq i64 %38, %16
  br i1 %39, label %40, label %17, !llvm.loop !9

40:                                               ; preds = %17, %8
  %41 = phi i64 [ 0, %8 ], [ %37, %17 ]
  %42 = icmp eq i64 %13, 0
  br i1 %42, label %52, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds double, ptr %2, i64 %41
  %45 = load <2 x double>, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds double, ptr %44, i64 2
  %47 = load <2 x double>, ptr %46, align 8, !tbaa !5
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %50 = getelementptr inbounds double, ptr %1, i64 %41
  store <2 x double> %48, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %50, i64 2
  store <2 x double> %49, ptr %51, align 8, !tbaa !5
  br label %52

52:                                               ; preds = %40, %43
  %53 = icmp eq i64 %9, %6
  br i1 %53, label %56, label %54

54:                                               ; preds = %5, %52
  %55 = phi i64 [ 0, %5 ], [ %9, %52 ]
  br label %57

56:                                               ; preds = %57, %52, %3
  ret void

57:                                               ; preds = %54, %57
  %58 = phi i64 [ %63, %57 ], [ %55, %54 ]
  %59 = getelementptr inbounds double, ptr %2, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 2.000000e+00, double 1.000000e+00)
  %62 = getelementptr inbounds double, ptr %1, i64 %58
  store double %61, ptr %62, align 8, !tbaa !5
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %6
  br i1 %64, label %56, label %57, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @g(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %83

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %7 = icmp ult i32 %0, 6
  br i1 %7, label %67, label %8

8:                                                ; preds = %5
  %9 = shl nuw nsw i64 %6, 3
  %10 = getelementptr i8, ptr %1, i64 %9
  %11 = getelementptr i8, ptr %2, i64 %9
  %12 = icmp ugt ptr %11, %1
  %13 = icmp ugt ptr %10, %2
  %14 = and i1 %12, %13
  br i1 %14, label %67, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 4294967292
  %17 = add nsw i64 %16, -4
  %18 = lshr exact i64 %17, 2
  %19 = add nuw nsw i64 %18, 1
  %20 = and i64 %19, 1
  %21 = icmp eq i64 %17, 0
  br i1 %21, label %51, label %22

22:                                               ; preds = %15
  %23 = and i64 %19, 9223372036854775806
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %48, %24 ]
  %26 = phi i64 [ 0, %22 ], [ %49, %24 ]
  %27 = getelementptr inbounds double, ptr %2, i64 %25
  %28 = load <2 x double>, ptr %27, align 8, !tbaa !5, !alias.scope !14
  %29 = getelementptr inbounds double, ptr %27, i64 2
  %30 = load <2 x double>, ptr %29, align 8, !tbaa !5, !alias.scope !14
  %31 = getelementptr inbounds double, ptr %1, i64 %25
  %32 = load <2 x double>, ptr %31, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %33 = getelementptr inbounds double, ptr %31, i64 2
  %34 = load <2 x double>, ptr %33, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %32)
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %34)
  store <2 x double> %35, ptr %31, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  store <2 x double> %36, ptr %33, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %37 = or i64 %25, 4
  %38 = getelementptr inbounds double, ptr %2, i64 %37
  %39 = load <2 x double>, ptr %38, align 8, !tbaa !5, !alias.scope !14
  %40 = getelementptr inbounds double, ptr %38, i64 2
  %41 = load <2 x double>, ptr %40, align 8, !tbaa !5, !alias.scope !14
  %42 = getelementptr inbounds double, ptr %1, i64 %37
  %43 = load <2 x double>, ptr %42, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %44 = getelementptr inbounds double, ptr %42, i64 2
  %45 = load <2 x double>, ptr %44, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %43)
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %45)
  store <2 x double> %46, ptr %42, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  store <2 x double> %47, ptr %44, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %48 = add nuw i64 %25, 8
  %49 = add i64 %26, 2
  %50 = icmp eq i64 %49, %23
  br i1 %50, label %51, label %24, !llvm.loop !19

51:                                               ; preds = %24, %15
  %52 = phi i64 [ 0, %15 ], [ %48, %24 ]
  %53 = icmp eq i64 %20, 0
  br i1 %53, label %65, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds double, ptr %2, i64 %52
  %56 = load <2 x double>, ptr %55, align 8, !tbaa !5, !alias.scope !14
  %57 = getelementptr inbounds double, ptr %55, i64 2
  %58 = load <2 x double>, ptr %57, align 8, !tbaa !5, !alias.scope !14
  %59 = getelementptr inbounds double, ptr %1, i64 %52
  %60 = load <2 x double>, ptr %59, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %61 = getelementptr inbounds double, ptr %59, i64 2
  %62 = load <2 x double>, ptr %61, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %60)
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %62)
  store <2 x double> %63, ptr %59, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  store <2 x double> %64, ptr %61, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  br label %65

65:                                               ; preds = %51, %54
  %66 = icmp eq i64 %16, %6
  br i1 %66, label %83, label %67

67:                                               ; preds = %8, %5, %65
  %68 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %65 ]
  %69 = xor i64 %68, -1
  %70 = and i64 %6, 1
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds double, ptr %2, i64 %68
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = getelementptr inbounds double, ptr %1, i64 %68
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = tail call double @llvm.fmuladd.f64(double %74, double 5.000000e-01, double %76)
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = or i64 %68, 1
  br label %79

79:                                               ; preds = %72, %67
  %80 = phi i64 [ %68, %67 ], [ %78, %72 ]
  %81 = sub nsw i64 0, %6
  %82 = icmp eq i64 %69, %81
  br i1 %82, label %83, label %84

83:                                               ; preds = %79, %84, %65, %3
  ret void

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %97, %84 ], [ %80, %79 ]
  %86 = getelementptr inbounds double, ptr %2, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = getelementptr inbounds double, ptr %1, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = tail call double @llvm.fmuladd.f64(double %87, double 5.000000e-01, double %89)
  store double %90, ptr %88, align 8, !tbaa !5
  %91 = add nuw nsw i64 %85, 1
  %92 = getelementptr inbounds double, ptr %2, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds double, ptr %1, i64 %91
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = tail call double @llvm.fmuladd.f64(double %93, double 5.000000e-01, double %95)
  store double %96, ptr %94, align 8, !tbaa !5
  %97 = add nuw nsw i64 %85, 2
  %98 = icmp eq i64 %97, %6
  br i1 %98, label %83, label %84, !llvm.loop !20
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 1
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %16, %4 ]
  %6 = phi <2 x i64> [ <i64 0, i64 1>, %2 ], [ %17, %4 ]
  %7 = phi <2 x i32> [ <i32 0, i32 1>, %2 ], [ %18, %4 ]
  %8 = sitofp <2 x i32> %7 to <2 x double>
  %9 = fmul <2 x double> %8, <double 5.000000e-01, double 5.000000e-01>
  %10 = getelementptr inbounds [1000 x double], ptr @A, i64 0, i64 %5
  store <2 x double> %9, ptr %10, align 16, !tbaa !5
  %11 = trunc <2 x i64> %6 to <2 x i32>
  %12 = add <2 x i32> %11, <i32 1, i32 1>
  %13 = sitofp <2 x i32> %12 to <2 x double>
  %14 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %13
  %15 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %5
  store <2 x double> %14, ptr %15, align 16, !tbaa !5
  %16 = add nuw i64 %5, 2
  %17 = add <2 x i64> %6, <i64 2, i64 2>
  %18 = add <2 x i32> %7, <i32 2, i32 2>
  %19 = icmp eq i64 %16, 1000
  br i1 %19, label %20, label %4, !llvm.loop !21

20:                                               ; preds = %4
  %21 = select i1 %3, i32 37, i32 1000
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %22 = zext i32 %21 to i64
  %23 = and i64 %22, 1004
  %24 = add nsw i64 %23, -4
  %25 = lshr exact i64 %24, 2
  %26 = add nuw nsw i64 %25, 1
  %27 = and i64 %26, 1
  %28 = icmp eq i64 %24, 0
  br i1 %28, label %54, label %29

29:                                               ; preds = %20
  %30 = and i64 %26, 9223372036854775806
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %51, %31 ]
  %33 = phi i64 [ 0, %29 ], [ %52, %31 ]
  %34 = getelementptr inbounds double, ptr @B, i64 %32
  %35 = load <2 x double>, ptr %34, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %36 = getelementptr inbounds double, ptr %34, i64 2
  %37 = load <2 x double>, ptr %36, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %40 = getelementptr inbounds double, ptr @A, i64 %32
  store <2 x double> %38, ptr %40, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  %41 = getelementptr inbounds double, ptr %40, i64 2
  store <2 x double> %39, ptr %41, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  %42 = or i64 %32, 4
  %43 = getelementptr inbounds double, ptr @B, i64 %42
  %44 = load <2 x double>, ptr %43, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %45 = getelementptr inbounds double, ptr %43, i64 2
  %46 = load <2 x double>, ptr %45, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %49 = getelementptr inbounds double, ptr @A, i64 %42
  store <2 x double> %47, ptr %49, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  %50 = getelementptr inbounds double, ptr %49, i64 2
  store <2 x double> %48, ptr %50, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  %51 = add nuw nsw i64 %32, 8
  %52 = add nuw nsw i64 %33, 2
  %53 = icmp eq i64 %52, %30
  br i1 %53, label %54, label %31, !llvm.loop !27

54:                                               ; preds = %31, %20
  %55 = phi i64 [ 0, %20 ], [ %51, %31 ]
  %56 = icmp eq i64 %27, 0
  br i1 %56, label %66, label %57

57:                                               ; preds = %54
  %58 = getelementptr inbounds double, ptr @B, i64 %55
  %59 = load <2 x double>, ptr %58, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %60 = getelementptr inbounds double, ptr %58, i64 2
  %61 = load <2 x double>, ptr %60, align 16, !tbaa !5, !alias.scope !25, !noalias !22
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %64 = getelementptr inbounds double, ptr @A, i64 %55
  store <2 x double> %62, ptr %64, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  %65 = getelementptr inbounds double, ptr %64, i64 2
  store <2 x double> %63, ptr %65, align 16, !tbaa !5, !alias.scope !22, !noalias !25
  br label %66

66:                                               ; preds = %54, %57
  %67 = icmp eq i64 %23, %22
  br i1 %67, label %76, label %68

68:                                               ; preds = %66, %68
  %69 = phi i64 [ %74, %68 ], [ %23, %66 ]
  %70 = getelementptr inbounds double, ptr @B, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !5, !alias.scope !25, !noalias !22
  %72 = tail call double @llvm.fmuladd.f64(double %71, double 2.000000e+00, double 1.000000e+00)
  %73 = getelementptr inbounds double, ptr @A, i64 %69
  store double %72, ptr %73, align 8, !tbaa !5, !alias.scope !22, !noalias !25
  %74 = add nuw nsw i64 %69, 1
  %75 = icmp eq i64 %74, %22
  br i1 %75, label %76, label %68, !llvm.loop !28

76:                                               ; preds = %68, %66
  %77 = load double, ptr @A, align 16
  %78 = add nsw i64 %22, -1
  %79 = and i64 %22, 1
  %80 = icmp ult i64 %78, 3
  br i1 %80, label %105, label %81

81:                                               ; preds = %76
  %82 = and i64 %22, 1004
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi double [ %77, %81 ], [ %101, %83 ]
  %85 = phi i64 [ 0, %81 ], [ %102, %83 ]
  %86 = phi i64 [ 0, %81 ], [ %103, %83 ]
  %87 = getelementptr inbounds double, ptr getelementptr inbounds ([1000 x double], ptr @A, i64 0, i64 1), i64 %85
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = tail call double @llvm.fmuladd.f64(double %84, double 5.000000e-01, double %88)
  store double %89, ptr %87, align 8, !tbaa !5
  %90 = or i64 %85, 1
  %91 = getelementptr inbounds double, ptr getelementptr inbounds ([1000 x double], ptr @A, i64 0, i64 1), i64 %90
  %92 = load double, ptr %91, align 16, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %89, double 5.000000e-01, double %92)
  store double %93, ptr %91, align 16, !tbaa !5
  %94 = or i64 %85, 2
  %95 = getelementptr inbounds double, ptr getelementptr inbounds ([1000 x double], ptr @A, i64 0, i64 1), i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = tail call double @llvm.fmuladd.f64(double %93, double 5.000000e-01, double %96)
  store double %97, ptr %95, align 8, !tbaa !5
  %98 = or i64 %85, 3
  %99 = getelementptr inbounds double, ptr getelementptr inbounds ([1000 x double], ptr @A, i64 0, i64 1), i64 %98
  %100 = load double, ptr %99, align 16, !tbaa !5
  %101 = tail call double @llvm.fmuladd.f64(double %97, double 5.000000e-01, double %100)
  store double %101, ptr %99, align 16, !tbaa !5
  %102 = add nuw nsw i64 %85, 4
  %103 = add nuw nsw i64 %86, 4
  %104 = icmp eq i64 %103, %82
  br i1 %104, label %105, label %83, !llvm.loop !29

105:                                              ; preds = %83, %76
  %106 = phi double [ %77, %76 ], [ %101, %83 ]
  %107 = phi i64 [ 0, %76 ], [ %102, %83 ]
  %108 = icmp eq i64 %79, 0
  br i1 %108, label %119, label %109

109:                                              ; preds = %105, %109
  %110 = phi double [ %115, %109 ], [ %106, %105 ]
  %111 = phi i64 [ %116, %109 ], [ %107, %105 ]
  %112 = phi i64 [ %117, %109 ], [ 0, %105 ]
  %113 = getelementptr inbounds double, ptr getelementptr inbounds ([1000 x double], ptr @A, i64 0, i64 1), i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = tail call double @llvm.fmuladd.f64(double %110, double 5.000000e-01, double %114)
  store double %115, ptr %113, align 8, !tbaa !5
  %116 = add nuw nsw i64 %111, 1
  %117 = add i64 %112, 1
  %118 = icmp eq i64 %117, %79
  br i1 %118, label %119, label %109, !llvm.loop !30

119:                                              ; preds = %109, %105
  %120 = add nsw i32 %21, -3
  %121 = zext i32 %120 to i64
  %122 = icmp ult i32 %120, 4
  br i1 %122, label %141, label %123

123:                                              ; preds = %119
  %124 = and i64 %121, 1020
  br label %125

125:                                              ; preds = %125, %123
  %126 = phi i64 [ 0, %123 ], [ %137, %125 ]
  %127 = getelementptr inbounds double, ptr @A, i64 %126
  %128 = load <2 x double>, ptr %127, align 16, !tbaa !5
  %129 = getelementptr inbounds double, ptr %127, i64 2
  %130 = load <2 x double>, ptr %129, align 16, !tbaa !5
  %131 = getelementptr inbounds double, ptr @B, i64 %126
  %132 = load <2 x double>, ptr %131, align 16, !tbaa !5
  %133 = getelementptr inbounds double, ptr %131, i64 2
  %134 = load <2 x double>, ptr %133, align 16, !tbaa !5
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %132)
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %134)
  store <2 x double> %135, ptr %131, align 16, !tbaa !5
  store <2 x double> %136, ptr %133, align 16, !tbaa !5
  %137 = add nuw i64 %126, 4
  %138 = icmp eq i64 %137, %124
  br i1 %138, label %139, label %125, !llvm.loop !32

139:                                              ; preds = %125
  %140 = icmp eq i64 %124, %121
  br i1 %140, label %143, label %141

141:                                              ; preds = %119, %139
  %142 = phi i64 [ 0, %119 ], [ %124, %139 ]
  br label %144

143:                                              ; preds = %144, %139
  br label %155

144:                                              ; preds = %141, %144
  %145 = phi i64 [ %151, %144 ], [ %142, %141 ]
  %146 = getelementptr inbounds double, ptr @A, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = getelementptr inbounds double, ptr @B, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = tail call double @llvm.fmuladd.f64(double %147, double 5.000000e-01, double %149)
  store double %150, ptr %148, align 8, !tbaa !5
  %151 = add nuw nsw i64 %145, 1
  %152 = icmp eq i64 %151, %121
  br i1 %152, label %143, label %144, !llvm.loop !33

153:                                              ; preds = %155
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %167)
  ret i32 0

155:                                              ; preds = %143, %155
  %156 = phi i64 [ %168, %155 ], [ 0, %143 ]
  %157 = phi double [ %167, %155 ], [ 0.000000e+00, %143 ]
  %158 = getelementptr inbounds [1000 x double], ptr @A, i64 0, i64 %156
  %159 = load double, ptr %158, align 8, !tbaa !5
  %160 = trunc i64 %156 to i16
  %161 = urem i16 %160, 7
  %162 = add nuw nsw i16 %161, 1
  %163 = uitofp i16 %162 to double
  %164 = getelementptr inbounds [1000 x double], ptr @B, i64 0, i64 %156
  %165 = load double, ptr %164, align 8, !tbaa !5
  %166 = tail call double @llvm.fmuladd.f64(double %159, double %163, double %165)
  %167 = fadd double %157, %166
  %168 = add nuw nsw i64 %156, 1
  %169 = icmp eq i64 %168, 1000
  br i1 %169, label %153, label %155, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !13, !11}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = !{!23}
!23 = distinct !{!23, !24, !"f: argument 0"}
!24 = distinct !{!24, !"f"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"f: argument 1"}
!27 = distinct !{!27, !10, !11}
!28 = distinct !{!28, !10, !13, !11}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !10, !13, !11}
!34 = distinct !{!34, !10}
