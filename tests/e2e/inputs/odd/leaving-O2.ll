; clang-15 -O2 -S -emit-llvm -g0 of leaving.c (next to this file): values leaving
; vectorised and unrolled nests through LCSSA phis, exit phis fed by a loop
; guard and a latch with different values.
; ModuleID = 'tests/e2e/inputs/odd/leaving.c'
source_filename = "tests/e2e/inputs/odd/leaving.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"sum %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"last %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"b %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"tri %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"c %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"both %.9g\0A\00", align 1

; Function Attrs: argmemonly nofree noinline nosync nounwind readonly uwtable
define dso_local double @sum(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %5, 3
  %8 = icmp ult i64 %6, 3
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967292
  br label %28

11:                                               ; preds = %28, %4
  %12 = phi double [ undef, %4 ], [ %46, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %46, %28 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double %18)
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !9

26:                                               ; preds = %11, %16, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %22, %16 ]
  ret double %27

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %1, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %30)
  %35 = or i64 %29, 1
  %36 = getelementptr inbounds double, ptr %1, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double %34)
  %39 = or i64 %29, 2
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-01, double %38)
  %43 = or i64 %29, 3
  %44 = getelementptr inbounds double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 5.000000e-01, double %42)
  %47 = add nuw nsw i64 %29, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %10
  br i1 %49, label %11, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local double @last_scaled(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #2 {
  %5 = ptrtoint ptr %3 to i64
  %6 = ptrtoint ptr %2 to i64
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %95

8:                                                ; preds = %4
  %9 = icmp sgt i32 %1, 0
  %10 = sext i32 %1 to i64
  %11 = zext i32 %0 to i64
  %12 = zext i32 %1 to i64
  %13 = shl nsw i64 %10, 3
  %14 = and i64 %12, 4294967292
  %15 = add nsw i64 %14, -4
  %16 = lshr exact i64 %15, 2
  %17 = add nuw nsw i64 %16, 1
  %18 = icmp ult i32 %1, 4
  %19 = and i64 %12, 4294967292
  %20 = and i64 %17, 1
  %21 = icmp eq i64 %15, 0
  %22 = and i64 %17, 9223372036854775806
  %23 = icmp eq i64 %20, 0
  %24 = icmp eq i64 %19, %12
  %25 = and i64 %12, 1
  %26 = icmp eq i64 %25, 0
  %27 = sub nsw i64 0, %12
  br label %28

28:                                               ; preds = %8, %97
  %29 = phi i64 [ 0, %8 ], [ %99, %97 ]
  %30 = phi double [ -1.000000e+00, %8 ], [ %98, %97 ]
  br i1 %9, label %31, label %97

31:                                               ; preds = %28
  %32 = mul i64 %13, %29
  %33 = add i64 %32, %5
  %34 = add i64 %32, %6
  %35 = mul nsw i64 %29, %10
  %36 = sub i64 %34, %33
  %37 = icmp ult i64 %36, 32
  %38 = select i1 %18, i1 true, i1 %37
  br i1 %38, label %81, label %39

39:                                               ; preds = %31
  br i1 %21, label %65, label %40

40:                                               ; preds = %39, %40
  %41 = phi i64 [ %62, %40 ], [ 0, %39 ]
  %42 = phi i64 [ %63, %40 ], [ 0, %39 ]
  %43 = add nsw i64 %41, %35
  %44 = getelementptr inbounds double, ptr %3, i64 %43
  %45 = load <2 x double>, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds double, ptr %44, i64 2
  %47 = load <2 x double>, ptr %46, align 8, !tbaa !5
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %50 = getelementptr inbounds double, ptr %2, i64 %43
  store <2 x double> %48, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %50, i64 2
  store <2 x double> %49, ptr %51, align 8, !tbaa !5
  %52 = or i64 %41, 4
  %53 = add nsw i64 %52, %35
  %54 = getelementptr inbounds double, ptr %3, i64 %53
  %55 = load <2 x double>, ptr %54, align 8, !tbaa !5
  %56 = getelementptr inbounds double, ptr %54, i64 2
  %57 = load <2 x double>, ptr %56, align 8, !tbaa !5
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %60 = getelementptr inbounds double, ptr %2, i64 %53
  store <2 x double> %58, ptr %60, align 8, !tbaa !5
  %61 = getelementptr inbounds double, ptr %60, i64 2
  store <2 x double> %59, ptr %61, align 8, !tbaa !5
  %62 = add nuw i64 %41, 8
  %63 = add i64 %42, 2
  %64 = icmp eq i64 %63, %22
  br i1 %64, label %65, label %40, !llvm.loop !13

65:                                               ; preds = %40, %39
  %66 = phi <2 x double> [ undef, %39 ], [ %59, %40 ]
  %67 = phi i64 [ 0, %39 ], [ %62, %40 ]
  br i1 %23, label %78, label %68

68:                                               ; preds = %65
  %69 = add nsw i64 %67, %35
  %70 = getelementptr inbounds double, ptr %3, i64 %69
  %71 = load <2 x double>, ptr %70, align 8, !tbaa !5
  %72 = getelementptr inbounds double, ptr %70, i64 2
  %73 = load <2 x double>, ptr %72, align 8, !tbaa !5
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %75 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %76 = getelementptr inbounds double, ptr %2, i64 %69
  store <2 x double> %74, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %76, i64 2
  store <2 x double> %75, ptr %77, align 8, !tbaa !5
  br label %78

78:                                               ; preds = %65, %68
  %79 = phi <2 x double> [ %66, %65 ], [ %75, %68 ]
  %80 = extractelement <2 x double> %79, i64 1
  br i1 %24, label %97, label %81

81:                                               ; preds = %31, %78
  %82 = phi i64 [ 0, %31 ], [ %19, %78 ]
  %83 = xor i64 %82, -1
  br i1 %26, label %91, label %84

84:                                               ; preds = %81
  %85 = add nsw i64 %82, %35
  %86 = getelementptr inbounds double, ptr %3, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = tail call double @llvm.fmuladd.f64(double %87, double 3.000000e+00, double 1.000000e+00)
  %89 = getelementptr inbounds double, ptr %2, i64 %85
  store double %88, ptr %89, align 8, !tbaa !5
  %90 = or i64 %82, 1
  br label %91

91:                                               ; preds = %84, %81
  %92 = phi double [ undef, %81 ], [ %88, %84 ]
  %93 = phi i64 [ %82, %81 ], [ %90, %84 ]
  %94 = icmp eq i64 %83, %27
  br i1 %94, label %97, label %101

95:                                               ; preds = %97, %4
  %96 = phi double [ -1.000000e+00, %4 ], [ %98, %97 ]
  ret double %96

97:                                               ; preds = %91, %101, %78, %28
  %98 = phi double [ %30, %28 ], [ %80, %78 ], [ %92, %91 ], [ %112, %101 ]
  %99 = add nuw nsw i64 %29, 1
  %100 = icmp eq i64 %99, %11
  br i1 %100, label %95, label %28, !llvm.loop !15

101:                                              ; preds = %91, %101
  %102 = phi i64 [ %114, %101 ], [ %93, %91 ]
  %103 = add nsw i64 %102, %35
  %104 = getelementptr inbounds double, ptr %3, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = tail call double @llvm.fmuladd.f64(double %105, double 3.000000e+00, double 1.000000e+00)
  %107 = getelementptr inbounds double, ptr %2, i64 %103
  store double %106, ptr %107, align 8, !tbaa !5
  %108 = add nuw nsw i64 %102, 1
  %109 = add nsw i64 %108, %35
  %110 = getelementptr inbounds double, ptr %3, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = tail call double @llvm.fmuladd.f64(double %111, double 3.000000e+00, double 1.000000e+00)
  %113 = getelementptr inbounds double, ptr %2, i64 %109
  store double %112, ptr %113, align 8, !tbaa !5
  %114 = add nuw nsw i64 %102, 2
  %115 = icmp eq i64 %114, %12
  br i1 %115, label %97, label %101, !llvm.loop !16
}

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind uwtable
define dso_local i64 @tri(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %42

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %6 = zext i32 %0 to i64
  br label %7

7:                                                ; preds = %4, %44
  %8 = phi <2 x i64> [ <i64 0, i64 1>, %4 ], [ %46, %44 ]
  %9 = extractelement <2 x i64> %8, i64 0
  %10 = add nuw i64 %9, 1
  %11 = mul nsw i64 %9, %5
  %12 = icmp ult i64 %9, 3
  br i1 %12, label %37, label %13

13:                                               ; preds = %7
  %14 = and i64 %10, -4
  %15 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i64 [ 0, %13 ], [ %31, %16 ]
  %18 = phi <2 x i64> [ <i64 0, i64 1>, %13 ], [ %32, %16 ]
  %19 = add <2 x i64> %18, <i64 2, i64 2>
  %20 = add nuw nsw i64 %17, %11
  %21 = getelementptr inbounds i64, ptr %1, i64 %20
  %22 = load <2 x i64>, ptr %21, align 8, !tbaa !17
  %23 = getelementptr inbounds i64, ptr %21, i64 2
  %24 = load <2 x i64>, ptr %23, align 8, !tbaa !17
  %25 = sub nsw <2 x i64> %15, %18
  %26 = sub nsw <2 x i64> %15, %19
  %27 = add <2 x i64> %25, %22
  %28 = add <2 x i64> %26, %24
  %29 = shl nsw <2 x i64> %27, <i64 1, i64 1>
  %30 = shl nsw <2 x i64> %28, <i64 1, i64 1>
  store <2 x i64> %29, ptr %21, align 8, !tbaa !17
  store <2 x i64> %30, ptr %23, align 8, !tbaa !17
  %31 = add nuw i64 %17, 4
  %32 = add <2 x i64> %18, <i64 4, i64 4>
  %33 = icmp eq i64 %31, %14
  br i1 %33, label %34, label %16, !llvm.loop !19

34:                                               ; preds = %16
  %35 = extractelement <2 x i64> %28, i64 1
  %36 = icmp eq i64 %10, %14
  br i1 %36, label %44, label %37

37:                                               ; preds = %7, %34
  %38 = phi i64 [ 0, %7 ], [ %14, %34 ]
  %39 = extractelement <2 x i64> %8, i64 1
  br label %49

40:                                               ; preds = %44
  %41 = add i64 %45, 1
  br label %42

42:                                               ; preds = %40, %2
  %43 = phi i64 [ 8, %2 ], [ %41, %40 ]
  ret i64 %43

44:                                               ; preds = %49, %34
  %45 = phi i64 [ %35, %34 ], [ %55, %49 ]
  %46 = add nuw nsw <2 x i64> %8, <i64 1, i64 1>
  %47 = extractelement <2 x i64> %46, i64 0
  %48 = icmp eq i64 %47, %6
  br i1 %48, label %40, label %7, !llvm.loop !20

49:                                               ; preds = %37, %49
  %50 = phi i64 [ %57, %49 ], [ %38, %37 ]
  %51 = add nuw nsw i64 %50, %11
  %52 = getelementptr inbounds i64, ptr %1, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !17
  %54 = sub nsw i64 %9, %50
  %55 = add i64 %54, %53
  %56 = shl nsw i64 %55, 1
  store i64 %56, ptr %52, align 8, !tbaa !17
  %57 = add nuw nsw i64 %50, 1
  %58 = icmp eq i64 %57, %39
  br i1 %58, label %44, label %49, !llvm.loop !21
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local float @both(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %92

5:                                                ; preds = %3
  %6 = ptrtoint ptr %2 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = zext i32 %0 to i64
  %9 = icmp ult i32 %0, 8
  %10 = sub i64 %6, %7
  %11 = icmp ult i64 %10, 32
  %12 = or i1 %9, %11
  br i1 %12, label %63, label %13

13:                                               ; preds = %5
  %14 = and i64 %8, 4294967288
  %15 = add nsw i64 %14, -8
  %16 = lshr exact i64 %15, 3
  %17 = add nuw nsw i64 %16, 1
  %18 = and i64 %17, 1
  %19 = icmp eq i64 %15, 0
  br i1 %19, label %45, label %20

20:                                               ; preds = %13
  %21 = and i64 %17, 4611686018427387902
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %42, %22 ]
  %24 = phi i64 [ 0, %20 ], [ %43, %22 ]
  %25 = getelementptr inbounds float, ptr %1, i64 %23
  %26 = load <4 x float>, ptr %25, align 4, !tbaa !23
  %27 = getelementptr inbounds float, ptr %25, i64 4
  %28 = load <4 x float>, ptr %27, align 4, !tbaa !23
  %29 = fadd <4 x float> %26, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %30 = fadd <4 x float> %28, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %31 = getelementptr inbounds float, ptr %2, i64 %23
  store <4 x float> %29, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds float, ptr %31, i64 4
  store <4 x float> %30, ptr %32, align 4, !tbaa !23
  %33 = or i64 %23, 8
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load <4 x float>, ptr %34, align 4, !tbaa !23
  %36 = getelementptr inbounds float, ptr %34, i64 4
  %37 = load <4 x float>, ptr %36, align 4, !tbaa !23
  %38 = fadd <4 x float> %35, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %39 = fadd <4 x float> %37, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %40 = getelementptr inbounds float, ptr %2, i64 %33
  store <4 x float> %38, ptr %40, align 4, !tbaa !23
  %41 = getelementptr inbounds float, ptr %40, i64 4
  store <4 x float> %39, ptr %41, align 4, !tbaa !23
  %42 = add nuw i64 %23, 16
  %43 = add i64 %24, 2
  %44 = icmp eq i64 %43, %21
  br i1 %44, label %45, label %22, !llvm.loop !25

45:                                               ; preds = %22, %13
  %46 = phi <4 x float> [ undef, %13 ], [ %39, %22 ]
  %47 = phi i64 [ 0, %13 ], [ %42, %22 ]
  %48 = icmp eq i64 %18, 0
  br i1 %48, label %58, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds float, ptr %1, i64 %47
  %51 = load <4 x float>, ptr %50, align 4, !tbaa !23
  %52 = getelementptr inbounds float, ptr %50, i64 4
  %53 = load <4 x float>, ptr %52, align 4, !tbaa !23
  %54 = fadd <4 x float> %51, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %55 = fadd <4 x float> %53, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %56 = getelementptr inbounds float, ptr %2, i64 %47
  store <4 x float> %54, ptr %56, align 4, !tbaa !23
  %57 = getelementptr inbounds float, ptr %56, i64 4
  store <4 x float> %55, ptr %57, align 4, !tbaa !23
  br label %58

58:                                               ; preds = %45, %49
  %59 = phi <4 x float> [ %46, %45 ], [ %55, %49 ]
  %60 = extractelement <4 x float> %59, i64 3
  %61 = icmp eq i64 %14, %8
  %62 = add nsw i64 %14, -1
  br i1 %61, label %84, label %63

63:                                               ; preds = %5, %58
  %64 = phi i64 [ 0, %5 ], [ %14, %58 ]
  %65 = xor i64 %64, -1
  %66 = add nsw i64 %65, %8
  %67 = and i64 %8, 3
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %79, label %69

69:                                               ; preds = %63, %69
  %70 = phi i64 [ %76, %69 ], [ %64, %63 ]
  %71 = phi i64 [ %77, %69 ], [ 0, %63 ]
  %72 = getelementptr inbounds float, ptr %1, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !23
  %74 = fadd float %73, 1.000000e+00
  %75 = getelementptr inbounds float, ptr %2, i64 %70
  store float %74, ptr %75, align 4, !tbaa !23
  %76 = add nuw nsw i64 %70, 1
  %77 = add i64 %71, 1
  %78 = icmp eq i64 %77, %67
  br i1 %78, label %79, label %69, !llvm.loop !26

79:                                               ; preds = %69, %63
  %80 = phi i64 [ undef, %63 ], [ %70, %69 ]
  %81 = phi float [ undef, %63 ], [ %74, %69 ]
  %82 = phi i64 [ %64, %63 ], [ %76, %69 ]
  %83 = icmp ult i64 %66, 3
  br i1 %83, label %84, label %96

84:                                               ; preds = %79, %96, %58
  %85 = phi i64 [ %62, %58 ], [ %80, %79 ], [ %112, %96 ]
  %86 = phi float [ %60, %58 ], [ %81, %79 ], [ %115, %96 ]
  %87 = and i64 %85, 4294967295
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = fadd float %86, -2.000000e+00
  %90 = load float, ptr %88, align 4, !tbaa !23
  %91 = fmul float %86, %90
  br label %92

92:                                               ; preds = %84, %3
  %93 = phi float [ %89, %84 ], [ 0.000000e+00, %3 ]
  %94 = phi float [ %91, %84 ], [ 0.000000e+00, %3 ]
  %95 = tail call float @llvm.fmuladd.f32(float %93, float 1.000000e+01, float %94)
  ret float %95

96:                                               ; preds = %79, %96
  %97 = phi i64 [ %117, %96 ], [ %82, %79 ]
  %98 = getelementptr inbounds float, ptr %1, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !23
  %100 = fadd float %99, 1.000000e+00
  %101 = getelementptr inbounds float, ptr %2, i64 %97
  store float %100, ptr %101, align 4, !tbaa !23
  %102 = add nuw nsw i64 %97, 1
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !23
  %105 = fadd float %104, 1.000000e+00
  %106 = getelementptr inbounds float, ptr %2, i64 %102
  store float %105, ptr %106, align 4, !tbaa !23
  %107 = add nuw nsw i64 %97, 2
  %108 = getelementptr inbounds float, ptr %1, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !23
  %110 = fadd float %109, 1.000000e+00
  %111 = getelementptr inbounds float, ptr %2, i64 %107
  store float %110, ptr %111, align 4, !tbaa !23
  %112 = add nuw nsw i64 %97, 3
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !23
  %115 = fadd float %114, 1.000000e+00
  %116 = getelementptr inbounds float, ptr %2, i64 %112
  store float %115, ptr %116, align 4, !tbaa !23
  %117 = add nuw nsw i64 %97, 4
  %118 = icmp eq i64 %117, %8
  br i1 %118, label %84, label %96, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !28
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %15, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !28
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #9
  %14 = trunc i64 %13 to i32
  br label %15

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 300, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 200, %4 ], [ 200, %2 ]
  %18 = mul nsw i32 %17, %16
  %19 = add nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = shl nsw i64 %20, 3
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #10
  %23 = tail call noalias ptr @malloc(i64 noundef %21) #10
  %24 = mul nsw i32 %16, %16
  %25 = add nuw nsw i32 %24, 1
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 3
  %28 = tail call noalias ptr @malloc(i64 noundef %27) #10
  %29 = add nsw i32 %16, 1
  %30 = sext i32 %29 to i64
  %31 = shl nsw i64 %30, 2
  %32 = tail call noalias ptr @malloc(i64 noundef %31) #10
  %33 = tail call noalias ptr @malloc(i64 noundef %31) #10
  %34 = icmp sgt i32 %18, 0
  br i1 %34, label %35, label %59

35:                                               ; preds = %15
  %36 = zext i32 %18 to i64
  %37 = icmp ult i32 %18, 4
  br i1 %37, label %57, label %38

38:                                               ; preds = %35
  %39 = and i64 %36, 4294967292
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %52, %40 ]
  %42 = phi <2 x i32> [ <i32 0, i32 1>, %38 ], [ %53, %40 ]
  %43 = add <2 x i32> %42, <i32 2, i32 2>
  %44 = urem <2 x i32> %42, <i32 17, i32 17>
  %45 = urem <2 x i32> %43, <i32 17, i32 17>
  %46 = sitofp <2 x i32> %44 to <2 x double>
  %47 = sitofp <2 x i32> %45 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %50 = getelementptr inbounds double, ptr %22, i64 %41
  store <2 x double> %48, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %50, i64 2
  store <2 x double> %49, ptr %51, align 8, !tbaa !5
  %52 = add nuw i64 %41, 4
  %53 = add <2 x i32> %42, <i32 4, i32 4>
  %54 = icmp eq i64 %52, %39
  br i1 %54, label %55, label %40, !llvm.loop !30

55:                                               ; preds = %40
  %56 = icmp eq i64 %39, %36
  br i1 %56, label %59, label %57

57:                                               ; preds = %35, %55
  %58 = phi i64 [ 0, %35 ], [ %39, %55 ]
  br label %83

59:                                               ; preds = %83, %55, %15
  %60 = icmp eq i32 %24, 0
  br i1 %60, label %92, label %61

61:                                               ; preds = %59
  %62 = zext i32 %24 to i64
  %63 = icmp ult i32 %24, 4
  br i1 %63, label %81, label %64

64:                                               ; preds = %61
  %65 = and i64 %62, 2147483644
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %76, %66 ]
  %68 = phi <2 x i32> [ <i32 0, i32 1>, %64 ], [ %77, %66 ]
  %69 = add <2 x i32> %68, <i32 2, i32 2>
  %70 = urem <2 x i32> %68, <i32 13, i32 13>
  %71 = urem <2 x i32> %69, <i32 13, i32 13>
  %72 = zext <2 x i32> %70 to <2 x i64>
  %73 = zext <2 x i32> %71 to <2 x i64>
  %74 = getelementptr inbounds i64, ptr %28, i64 %67
  store <2 x i64> %72, ptr %74, align 8, !tbaa !17
  %75 = getelementptr inbounds i64, ptr %74, i64 2
  store <2 x i64> %73, ptr %75, align 8, !tbaa !17
  %76 = add nuw i64 %67, 4
  %77 = add <2 x i32> %68, <i32 4, i32 4>
  %78 = icmp eq i64 %76, %65
  br i1 %78, label %79, label %66, !llvm.loop !31

79:                                               ; preds = %66
  %80 = icmp eq i64 %65, %62
  br i1 %80, label %92, label %81

81:                                               ; preds = %61, %79
  %82 = phi i64 [ 0, %61 ], [ %65, %79 ]
  br label %118

83:                                               ; preds = %57, %83
  %84 = phi i64 [ %90, %83 ], [ %58, %57 ]
  %85 = trunc i64 %84 to i32
  %86 = urem i32 %85, 17
  %87 = sitofp i32 %86 to double
  %88 = tail call double @llvm.fmuladd.f64(double %87, double 2.500000e-01, double -1.000000e+00)
  %89 = getelementptr inbounds double, ptr %22, i64 %84
  store double %88, ptr %89, align 8, !tbaa !5
  %90 = add nuw nsw i64 %84, 1
  %91 = icmp eq i64 %90, %36
  br i1 %91, label %59, label %83, !llvm.loop !32

92:                                               ; preds = %118, %79, %59
  %93 = icmp sgt i32 %16, 0
  br i1 %93, label %94, label %126

94:                                               ; preds = %92
  %95 = zext i32 %16 to i64
  %96 = icmp ult i32 %16, 8
  br i1 %96, label %116, label %97

97:                                               ; preds = %94
  %98 = and i64 %95, 4294967288
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %111, %99 ]
  %101 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %97 ], [ %112, %99 ]
  %102 = add <4 x i32> %101, <i32 4, i32 4, i32 4, i32 4>
  %103 = urem <4 x i32> %101, <i32 7, i32 7, i32 7, i32 7>
  %104 = urem <4 x i32> %102, <i32 7, i32 7, i32 7, i32 7>
  %105 = sitofp <4 x i32> %103 to <4 x float>
  %106 = sitofp <4 x i32> %104 to <4 x float>
  %107 = fmul <4 x float> %105, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %108 = fmul <4 x float> %106, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %109 = getelementptr inbounds float, ptr %32, i64 %100
  store <4 x float> %107, ptr %109, align 4, !tbaa !23
  %110 = getelementptr inbounds float, ptr %109, i64 4
  store <4 x float> %108, ptr %110, align 4, !tbaa !23
  %111 = add nuw i64 %100, 8
  %112 = add <4 x i32> %101, <i32 8, i32 8, i32 8, i32 8>
  %113 = icmp eq i64 %111, %98
  br i1 %113, label %114, label %99, !llvm.loop !33

114:                                              ; preds = %99
  %115 = icmp eq i64 %98, %95
  br i1 %115, label %126, label %116

116:                                              ; preds = %94, %114
  %117 = phi i64 [ 0, %94 ], [ %98, %114 ]
  br label %138

118:                                              ; preds = %81, %118
  %119 = phi i64 [ %124, %118 ], [ %82, %81 ]
  %120 = trunc i64 %119 to i32
  %121 = urem i32 %120, 13
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds i64, ptr %28, i64 %119
  store i64 %122, ptr %123, align 8, !tbaa !17
  %124 = add nuw nsw i64 %119, 1
  %125 = icmp eq i64 %124, %62
  br i1 %125, label %92, label %118, !llvm.loop !34

126:                                              ; preds = %138, %114, %92
  %127 = tail call double @sum(i32 noundef %18, ptr noundef %22)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %127)
  %129 = tail call double @last_scaled(i32 noundef %16, i32 noundef %17, ptr noundef %23, ptr noundef %22)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %129)
  br i1 %34, label %131, label %162

131:                                              ; preds = %126
  %132 = zext i32 %18 to i64
  %133 = add nsw i64 %132, -1
  %134 = and i64 %132, 7
  %135 = icmp ult i64 %133, 7
  br i1 %135, label %147, label %136

136:                                              ; preds = %131
  %137 = and i64 %132, 4294967288
  br label %173

138:                                              ; preds = %116, %138
  %139 = phi i64 [ %145, %138 ], [ %117, %116 ]
  %140 = trunc i64 %139 to i32
  %141 = urem i32 %140, 7
  %142 = sitofp i32 %141 to float
  %143 = fmul float %142, 5.000000e-01
  %144 = getelementptr inbounds float, ptr %32, i64 %139
  store float %143, ptr %144, align 4, !tbaa !23
  %145 = add nuw nsw i64 %139, 1
  %146 = icmp eq i64 %145, %95
  br i1 %146, label %126, label %138, !llvm.loop !35

147:                                              ; preds = %173, %131
  %148 = phi double [ undef, %131 ], [ %207, %173 ]
  %149 = phi i64 [ 0, %131 ], [ %208, %173 ]
  %150 = phi double [ 0.000000e+00, %131 ], [ %207, %173 ]
  %151 = icmp eq i64 %134, 0
  br i1 %151, label %162, label %152

152:                                              ; preds = %147, %152
  %153 = phi i64 [ %159, %152 ], [ %149, %147 ]
  %154 = phi double [ %158, %152 ], [ %150, %147 ]
  %155 = phi i64 [ %160, %152 ], [ 0, %147 ]
  %156 = getelementptr inbounds double, ptr %23, i64 %153
  %157 = load double, ptr %156, align 8, !tbaa !5
  %158 = fadd double %154, %157
  %159 = add nuw nsw i64 %153, 1
  %160 = add i64 %155, 1
  %161 = icmp eq i64 %160, %134
  br i1 %161, label %162, label %152, !llvm.loop !36

162:                                              ; preds = %147, %152, %126
  %163 = phi double [ 0.000000e+00, %126 ], [ %148, %147 ], [ %158, %152 ]
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %163)
  %165 = tail call i64 @tri(i32 noundef %16, ptr noundef %28)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %165)
  br i1 %60, label %224, label %167

167:                                              ; preds = %162
  %168 = zext i32 %24 to i64
  %169 = and i64 %168, 1
  %170 = icmp eq i32 %24, 1
  br i1 %170, label %211, label %171

171:                                              ; preds = %167
  %172 = and i64 %168, 2147483646
  br label %230

173:                                              ; preds = %173, %136
  %174 = phi i64 [ 0, %136 ], [ %208, %173 ]
  %175 = phi double [ 0.000000e+00, %136 ], [ %207, %173 ]
  %176 = phi i64 [ 0, %136 ], [ %209, %173 ]
  %177 = getelementptr inbounds double, ptr %23, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = fadd double %175, %178
  %180 = or i64 %174, 1
  %181 = getelementptr inbounds double, ptr %23, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = fadd double %179, %182
  %184 = or i64 %174, 2
  %185 = getelementptr inbounds double, ptr %23, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !5
  %187 = fadd double %183, %186
  %188 = or i64 %174, 3
  %189 = getelementptr inbounds double, ptr %23, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fadd double %187, %190
  %192 = or i64 %174, 4
  %193 = getelementptr inbounds double, ptr %23, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !5
  %195 = fadd double %191, %194
  %196 = or i64 %174, 5
  %197 = getelementptr inbounds double, ptr %23, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = fadd double %195, %198
  %200 = or i64 %174, 6
  %201 = getelementptr inbounds double, ptr %23, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !5
  %203 = fadd double %199, %202
  %204 = or i64 %174, 7
  %205 = getelementptr inbounds double, ptr %23, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = fadd double %203, %206
  %208 = add nuw nsw i64 %174, 8
  %209 = add i64 %176, 8
  %210 = icmp eq i64 %209, %137
  br i1 %210, label %147, label %173, !llvm.loop !37

211:                                              ; preds = %230, %167
  %212 = phi i64 [ undef, %167 ], [ %248, %230 ]
  %213 = phi i64 [ 0, %167 ], [ %249, %230 ]
  %214 = phi i64 [ 0, %167 ], [ %248, %230 ]
  %215 = icmp eq i64 %169, 0
  br i1 %215, label %224, label %216

216:                                              ; preds = %211
  %217 = getelementptr inbounds i64, ptr %28, i64 %213
  %218 = load i64, ptr %217, align 8, !tbaa !17
  %219 = trunc i64 %213 to i32
  %220 = urem i32 %219, 5
  %221 = zext i32 %220 to i64
  %222 = mul nsw i64 %218, %221
  %223 = add nsw i64 %222, %214
  br label %224

224:                                              ; preds = %216, %211, %162
  %225 = phi i64 [ 0, %162 ], [ %212, %211 ], [ %223, %216 ]
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %225)
  %227 = tail call float @both(i32 noundef %16, ptr noundef %32, ptr noundef %33)
  %228 = fpext float %227 to double
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, double noundef %228)
  ret i32 0

230:                                              ; preds = %230, %171
  %231 = phi i64 [ 0, %171 ], [ %249, %230 ]
  %232 = phi i64 [ 0, %171 ], [ %248, %230 ]
  %233 = phi i64 [ 0, %171 ], [ %250, %230 ]
  %234 = getelementptr inbounds i64, ptr %28, i64 %231
  %235 = load i64, ptr %234, align 8, !tbaa !17
  %236 = trunc i64 %231 to i32
  %237 = urem i32 %236, 5
  %238 = zext i32 %237 to i64
  %239 = mul nsw i64 %235, %238
  %240 = add nsw i64 %239, %232
  %241 = or i64 %231, 1
  %242 = getelementptr inbounds i64, ptr %28, i64 %241
  %243 = load i64, ptr %242, align 8, !tbaa !17
  %244 = trunc i64 %241 to i32
  %245 = urem i32 %244, 5
  %246 = zext i32 %245 to i64
  %247 = mul nsw i64 %243, %246
  %248 = add nsw i64 %247, %240
  %249 = add nuw nsw i64 %231, 2
  %250 = add i64 %233, 2
  %251 = icmp eq i64 %250, %172
  br i1 %251, label %211, label %230, !llvm.loop !38
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { argmemonly nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

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
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !12, !14}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !22, !14}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !7, i64 0}
!25 = distinct !{!25, !12, !14}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !12, !14}
!28 = !{!29, !29, i64 0}
!29 = !{!"any pointer", !7, i64 0}
!30 = distinct !{!30, !12, !14}
!31 = distinct !{!31, !12, !14}
!32 = distinct !{!32, !12, !22, !14}
!33 = distinct !{!33, !12, !14}
!34 = distinct !{!34, !12, !22, !14}
!35 = distinct !{!35, !12, !22, !14}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
