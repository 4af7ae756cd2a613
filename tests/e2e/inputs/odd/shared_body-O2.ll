; clang-15 -O2 -S -emit-llvm -g0 of shared_body.c (next to this file)
; ModuleID = 'shared_body.c'
source_filename = "shared_body.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"two_sums %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"shared_value %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"running %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"pairs %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"chained %.17g\0A\00", align 1

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @two_sums(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = zext i32 %1 to i64
  %11 = shl nuw nsw i64 %10, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 %11, i1 false), !tbaa !5
  br label %12

12:                                               ; preds = %9, %7
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = sext i32 %1 to i64
  %16 = zext i32 %0 to i64
  %17 = zext i32 %1 to i64
  br label %19

18:                                               ; preds = %25, %12
  ret void

19:                                               ; preds = %14, %25
  %20 = phi i64 [ 0, %14 ], [ %26, %25 ]
  %21 = getelementptr inbounds double, ptr %6, i64 %20
  store double 0.000000e+00, ptr %21, align 8, !tbaa !5
  br i1 %8, label %22, label %25

22:                                               ; preds = %19
  %23 = getelementptr inbounds double, ptr %3, i64 %20
  %24 = mul nsw i64 %20, %15
  br label %28

25:                                               ; preds = %28, %19
  %26 = add nuw nsw i64 %20, 1
  %27 = icmp eq i64 %26, %16
  br i1 %27, label %18, label %19, !llvm.loop !9

28:                                               ; preds = %22, %28
  %29 = phi i64 [ 0, %22 ], [ %42, %28 ]
  %30 = getelementptr inbounds double, ptr %5, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = load double, ptr %23, align 8, !tbaa !5
  %33 = add nsw i64 %29, %24
  %34 = getelementptr inbounds double, ptr %2, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %32, double %35, double %31)
  store double %36, ptr %30, align 8, !tbaa !5
  %37 = load double, ptr %21, align 8, !tbaa !5
  %38 = load double, ptr %34, align 8, !tbaa !5
  %39 = getelementptr inbounds double, ptr %4, i64 %29
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %37)
  store double %41, ptr %21, align 8, !tbaa !5
  %42 = add nuw nsw i64 %29, 1
  %43 = icmp eq i64 %42, %17
  br i1 %43, label %25, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @shared_value(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %2 to i64
  %7 = ptrtoint ptr %3 to i64
  %8 = icmp sgt i32 %0, 0
  br i1 %8, label %9, label %61

9:                                                ; preds = %4
  %10 = zext i32 %0 to i64
  %11 = icmp ult i32 %0, 8
  br i1 %11, label %43, label %12

12:                                               ; preds = %9
  %13 = sub i64 %7, %6
  %14 = icmp ult i64 %13, 32
  %15 = sub i64 %6, %5
  %16 = icmp ult i64 %15, 32
  %17 = or i1 %14, %16
  %18 = sub i64 %7, %5
  %19 = icmp ult i64 %18, 32
  %20 = or i1 %17, %19
  br i1 %20, label %43, label %21

21:                                               ; preds = %12
  %22 = and i64 %10, 4294967292
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %39, %23 ]
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load <2 x double>, ptr %25, align 8, !tbaa !5
  %27 = getelementptr inbounds double, ptr %25, i64 2
  %28 = load <2 x double>, ptr %27, align 8, !tbaa !5
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %31 = fmul <2 x double> %29, %29
  %32 = fmul <2 x double> %30, %30
  %33 = getelementptr inbounds double, ptr %2, i64 %24
  store <2 x double> %31, ptr %33, align 8, !tbaa !5
  %34 = getelementptr inbounds double, ptr %33, i64 2
  store <2 x double> %32, ptr %34, align 8, !tbaa !5
  %35 = fadd <2 x double> %29, <double 5.000000e-01, double 5.000000e-01>
  %36 = fadd <2 x double> %30, <double 5.000000e-01, double 5.000000e-01>
  %37 = getelementptr inbounds double, ptr %3, i64 %24
  store <2 x double> %35, ptr %37, align 8, !tbaa !5
  %38 = getelementptr inbounds double, ptr %37, i64 2
  store <2 x double> %36, ptr %38, align 8, !tbaa !5
  %39 = add nuw i64 %24, 4
  %40 = icmp eq i64 %39, %22
  br i1 %40, label %41, label %23, !llvm.loop !12

41:                                               ; preds = %23
  %42 = icmp eq i64 %22, %10
  br i1 %42, label %61, label %43

43:                                               ; preds = %12, %9, %41
  %44 = phi i64 [ 0, %12 ], [ 0, %9 ], [ %22, %41 ]
  %45 = xor i64 %44, -1
  %46 = and i64 %10, 1
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds double, ptr %1, i64 %44
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double 3.000000e+00, double -1.000000e+00)
  %52 = fmul double %51, %51
  %53 = getelementptr inbounds double, ptr %2, i64 %44
  store double %52, ptr %53, align 8, !tbaa !5
  %54 = fadd double %51, 5.000000e-01
  %55 = getelementptr inbounds double, ptr %3, i64 %44
  store double %54, ptr %55, align 8, !tbaa !5
  %56 = or i64 %44, 1
  br label %57

57:                                               ; preds = %48, %43
  %58 = phi i64 [ %44, %43 ], [ %56, %48 ]
  %59 = sub nsw i64 0, %10
  %60 = icmp eq i64 %45, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %57, %62, %41, %4
  ret void

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %79, %62 ], [ %58, %57 ]
  %64 = getelementptr inbounds double, ptr %1, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = tail call double @llvm.fmuladd.f64(double %65, double 3.000000e+00, double -1.000000e+00)
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds double, ptr %2, i64 %63
  store double %67, ptr %68, align 8, !tbaa !5
  %69 = fadd double %66, 5.000000e-01
  %70 = getelementptr inbounds double, ptr %3, i64 %63
  store double %69, ptr %70, align 8, !tbaa !5
  %71 = add nuw nsw i64 %63, 1
  %72 = getelementptr inbounds double, ptr %1, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %73, double 3.000000e+00, double -1.000000e+00)
  %75 = fmul double %74, %74
  %76 = getelementptr inbounds double, ptr %2, i64 %71
  store double %75, ptr %76, align 8, !tbaa !5
  %77 = fadd double %74, 5.000000e-01
  %78 = getelementptr inbounds double, ptr %3, i64 %71
  store double %77, ptr %78, align 8, !tbaa !5
  %79 = add nuw nsw i64 %63, 2
  %80 = icmp eq i64 %79, %10
  br i1 %80, label %61, label %62, !llvm.loop !14
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @running(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %24

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 4294967294
  br label %25

12:                                               ; preds = %25, %6
  %13 = phi i64 [ 0, %6 ], [ %44, %25 ]
  %14 = phi double [ 0.000000e+00, %6 ], [ %39, %25 ]
  %15 = icmp eq i64 %8, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds double, ptr %1, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %18)
  %20 = getelementptr inbounds double, ptr %2, i64 %13
  store double %19, ptr %20, align 8, !tbaa !5
  %21 = load double, ptr %17, align 8, !tbaa !5
  %22 = fsub double %21, %19
  %23 = getelementptr inbounds double, ptr %3, i64 %13
  store double %22, ptr %23, align 8, !tbaa !5
  br label %24

24:                                               ; preds = %16, %12, %4
  ret void

25:                                               ; preds = %25, %10
  %26 = phi i64 [ 0, %10 ], [ %44, %25 ]
  %27 = phi double [ 0.000000e+00, %10 ], [ %39, %25 ]
  %28 = phi i64 [ 0, %10 ], [ %45, %25 ]
  %29 = getelementptr inbounds double, ptr %1, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double %30)
  %32 = getelementptr inbounds double, ptr %2, i64 %26
  store double %31, ptr %32, align 8, !tbaa !5
  %33 = load double, ptr %29, align 8, !tbaa !5
  %34 = fsub double %33, %31
  %35 = getelementptr inbounds double, ptr %3, i64 %26
  store double %34, ptr %35, align 8, !tbaa !5
  %36 = or i64 %26, 1
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %31, double 5.000000e-01, double %38)
  %40 = getelementptr inbounds double, ptr %2, i64 %36
  store double %39, ptr %40, align 8, !tbaa !5
  %41 = load double, ptr %37, align 8, !tbaa !5
  %42 = fsub double %41, %39
  %43 = getelementptr inbounds double, ptr %3, i64 %36
  store double %42, ptr %43, align 8, !tbaa !5
  %44 = add nuw nsw i64 %26, 2
  %45 = add i64 %28, 2
  %46 = icmp eq i64 %45, %11
  br i1 %46, label %12, label %25, !llvm.loop !15
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @pairs(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %83

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %7 = add nsw i64 %6, -2
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = icmp ult i64 %7, 10
  br i1 %10, label %80, label %11

11:                                               ; preds = %5
  %12 = shl nuw nsw i64 %6, 3
  %13 = and i64 %12, 34359738352
  %14 = getelementptr i8, ptr %1, i64 %13
  %15 = getelementptr i8, ptr %2, i64 %13
  %16 = icmp ugt ptr %15, %1
  %17 = icmp ugt ptr %14, %2
  %18 = and i1 %16, %17
  br i1 %18, label %80, label %19

19:                                               ; preds = %11
  %20 = and i64 %9, -2
  %21 = shl i64 %20, 1
  %22 = shl i64 %20, 1
  %23 = or i64 %22, 1
  %24 = add i64 %20, -2
  %25 = lshr exact i64 %24, 1
  %26 = add nuw i64 %25, 1
  %27 = and i64 %26, 1
  %28 = icmp eq i64 %24, 0
  br i1 %28, label %64, label %29

29:                                               ; preds = %19
  %30 = and i64 %26, -2
  %31 = getelementptr double, ptr %1, i64 -1
  %32 = getelementptr double, ptr %1, i64 -1
  br label %33

33:                                               ; preds = %33, %29
  %34 = phi i64 [ 0, %29 ], [ %59, %33 ]
  %35 = phi i64 [ 0, %29 ], [ %60, %33 ]
  %36 = shl i64 %34, 1
  %37 = or i64 %36, 1
  %38 = shl i64 %34, 1
  %39 = getelementptr inbounds double, ptr %2, i64 %38
  %40 = load <4 x double>, ptr %39, align 8, !tbaa !5
  %41 = shufflevector <4 x double> %40, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %42 = shufflevector <4 x double> %40, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %43 = fmul <2 x double> %41, <double 2.000000e+00, double 2.000000e+00>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %45 = getelementptr double, ptr %31, i64 %37
  %46 = shufflevector <2 x double> %43, <2 x double> %44, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %46, ptr %45, align 8, !tbaa !5
  %47 = or i64 %34, 2
  %48 = shl i64 %47, 1
  %49 = or i64 %48, 1
  %50 = shl i64 %47, 1
  %51 = getelementptr inbounds double, ptr %2, i64 %50
  %52 = load <4 x double>, ptr %51, align 8, !tbaa !5
  %53 = shufflevector <4 x double> %52, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %54 = shufflevector <4 x double> %52, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %55 = fmul <2 x double> %53, <double 2.000000e+00, double 2.000000e+00>
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %57 = getelementptr double, ptr %32, i64 %49
  %58 = shufflevector <2 x double> %55, <2 x double> %56, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %58, ptr %57, align 8, !tbaa !5
  %59 = add nuw i64 %34, 4
  %60 = add nuw i64 %35, 2
  %61 = icmp eq i64 %60, %30
  br i1 %61, label %62, label %33, !llvm.loop !16

62:                                               ; preds = %33
  %63 = shl i64 %59, 1
  br label %64

64:                                               ; preds = %62, %19
  %65 = phi i64 [ 0, %19 ], [ %63, %62 ]
  %66 = icmp eq i64 %27, 0
  br i1 %66, label %78, label %67

67:                                               ; preds = %64
  %68 = or i64 %65, 1
  %69 = getelementptr inbounds double, ptr %2, i64 %65
  %70 = load <4 x double>, ptr %69, align 8, !tbaa !5
  %71 = shufflevector <4 x double> %70, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %72 = shufflevector <4 x double> %70, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %73 = fmul <2 x double> %71, <double 2.000000e+00, double 2.000000e+00>
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %75 = getelementptr double, ptr %1, i64 -1
  %76 = getelementptr double, ptr %75, i64 %68
  %77 = shufflevector <2 x double> %73, <2 x double> %74, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %77, ptr %76, align 8, !tbaa !5
  br label %78

78:                                               ; preds = %64, %67
  %79 = icmp eq i64 %9, %20
  br i1 %79, label %83, label %80

80:                                               ; preds = %11, %5, %78
  %81 = phi i64 [ 0, %11 ], [ 0, %5 ], [ %21, %78 ]
  %82 = phi i64 [ 1, %11 ], [ 1, %5 ], [ %23, %78 ]
  br label %84

83:                                               ; preds = %84, %78, %3
  ret void

84:                                               ; preds = %80, %84
  %85 = phi i64 [ %95, %84 ], [ %81, %80 ]
  %86 = phi i64 [ %97, %84 ], [ %82, %80 ]
  %87 = getelementptr inbounds double, ptr %2, i64 %85
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fmul double %88, 2.000000e+00
  %90 = getelementptr inbounds double, ptr %1, i64 %85
  store double %89, ptr %90, align 8, !tbaa !5
  %91 = getelementptr inbounds double, ptr %2, i64 %86
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %92, double 2.000000e+00, double 1.000000e+00)
  %94 = getelementptr inbounds double, ptr %1, i64 %86
  store double %93, ptr %94, align 8, !tbaa !5
  %95 = add nuw nsw i64 %85, 2
  %96 = or i64 %95, 1
  %97 = add nuw nsw i64 %86, 2
  %98 = icmp ult i64 %96, %6
  br i1 %98, label %84, label %83, !llvm.loop !17
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @chained(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %24

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 1
  %8 = sext i32 %1 to i64
  %9 = zext i32 %0 to i64
  %10 = zext i32 %1 to i64
  %11 = shl nsw i64 %8, 3
  %12 = add nsw i64 %10, -1
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 2
  %15 = and i64 %12, -2
  %16 = icmp eq i64 %13, 0
  br label %17

17:                                               ; preds = %6, %35
  %18 = phi i64 [ 0, %6 ], [ %36, %35 ]
  br i1 %7, label %19, label %35

19:                                               ; preds = %17
  %20 = mul i64 %11, %18
  %21 = getelementptr i8, ptr %2, i64 %20
  %22 = mul nsw i64 %18, %8
  %23 = load double, ptr %21, align 8
  br i1 %14, label %25, label %38

24:                                               ; preds = %35, %4
  ret void

25:                                               ; preds = %38, %19
  %26 = phi double [ %23, %19 ], [ %54, %38 ]
  %27 = phi i64 [ 1, %19 ], [ %55, %38 ]
  br i1 %16, label %35, label %28

28:                                               ; preds = %25
  %29 = add nsw i64 %27, %22
  %30 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double 1.000000e+00)
  %31 = getelementptr inbounds double, ptr %3, i64 %29
  store double %30, ptr %31, align 8, !tbaa !5
  %32 = getelementptr inbounds double, ptr %2, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %30, double 2.500000e-01, double %33)
  store double %34, ptr %32, align 8, !tbaa !5
  br label %35

35:                                               ; preds = %28, %25, %17
  %36 = add nuw nsw i64 %18, 1
  %37 = icmp eq i64 %36, %9
  br i1 %37, label %24, label %17, !llvm.loop !18

38:                                               ; preds = %19, %38
  %39 = phi double [ %54, %38 ], [ %23, %19 ]
  %40 = phi i64 [ %55, %38 ], [ 1, %19 ]
  %41 = phi i64 [ %56, %38 ], [ 0, %19 ]
  %42 = add nsw i64 %40, %22
  %43 = tail call double @llvm.fmuladd.f64(double %39, double 5.000000e-01, double 1.000000e+00)
  %44 = getelementptr inbounds double, ptr %3, i64 %42
  store double %43, ptr %44, align 8, !tbaa !5
  %45 = getelementptr inbounds double, ptr %2, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = tail call double @llvm.fmuladd.f64(double %43, double 2.500000e-01, double %46)
  store double %47, ptr %45, align 8, !tbaa !5
  %48 = add nuw nsw i64 %40, 1
  %49 = add nsw i64 %48, %22
  %50 = tail call double @llvm.fmuladd.f64(double %47, double 5.000000e-01, double 1.000000e+00)
  %51 = getelementptr inbounds double, ptr %3, i64 %49
  store double %50, ptr %51, align 8, !tbaa !5
  %52 = getelementptr inbounds double, ptr %2, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %53)
  store double %54, ptr %52, align 8, !tbaa !5
  %55 = add nuw nsw i64 %40, 2
  %56 = add i64 %41, 2
  %57 = icmp eq i64 %56, %15
  br i1 %57, label %25, label %38, !llvm.loop !19
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %15, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !20
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #8
  %14 = trunc i64 %13 to i32
  br label %15

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 57, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 43, %4 ], [ 43, %2 ]
  %18 = sext i32 %16 to i64
  %19 = shl nsw i64 %18, 3
  %20 = sext i32 %17 to i64
  %21 = mul i64 %19, %20
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #9
  %23 = tail call noalias ptr @malloc(i64 noundef %21) #9
  %24 = tail call noalias ptr @malloc(i64 noundef %19) #9
  %25 = shl nsw i64 %20, 3
  %26 = tail call noalias ptr @malloc(i64 noundef %25) #9
  %27 = tail call noalias ptr @malloc(i64 noundef %25) #9
  %28 = tail call noalias ptr @malloc(i64 noundef %19) #9
  %29 = tail call noalias ptr @malloc(i64 noundef %19) #9
  %30 = tail call noalias ptr @malloc(i64 noundef %19) #9
  %31 = tail call noalias ptr @malloc(i64 noundef %19) #9
  %32 = icmp sgt i32 %16, 0
  br i1 %32, label %33, label %41

33:                                               ; preds = %15
  %34 = icmp sgt i32 %17, 0
  %35 = zext i32 %17 to i64
  %36 = shl nuw nsw i64 %35, 3
  %37 = zext i32 %16 to i64
  %38 = icmp eq i32 %17, 1
  %39 = and i64 %35, 4294967294
  %40 = icmp eq i64 %39, %35
  br label %68

41:                                               ; preds = %105, %15
  %42 = icmp sgt i32 %17, 0
  br i1 %42, label %44, label %43

43:                                               ; preds = %41
  tail call void @two_sums(i32 noundef %16, i32 noundef %17, ptr noundef %22, ptr noundef %24, ptr noundef %26, ptr noundef %27, ptr noundef %28)
  br label %151

44:                                               ; preds = %41
  %45 = zext i32 %17 to i64
  %46 = icmp ult i32 %17, 4
  br i1 %46, label %66, label %47

47:                                               ; preds = %44
  %48 = and i64 %45, 4294967292
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %61, %49 ]
  %51 = phi <2 x i32> [ <i32 0, i32 1>, %47 ], [ %62, %49 ]
  %52 = add <2 x i32> %51, <i32 2, i32 2>
  %53 = urem <2 x i32> %51, <i32 5, i32 5>
  %54 = urem <2 x i32> %52, <i32 5, i32 5>
  %55 = sitofp <2 x i32> %53 to <2 x double>
  %56 = sitofp <2 x i32> %54 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %59 = getelementptr inbounds double, ptr %26, i64 %50
  store <2 x double> %57, ptr %59, align 8, !tbaa !5
  %60 = getelementptr inbounds double, ptr %59, i64 2
  store <2 x double> %58, ptr %60, align 8, !tbaa !5
  %61 = add nuw i64 %50, 4
  %62 = add <2 x i32> %51, <i32 4, i32 4>
  %63 = icmp eq i64 %61, %48
  br i1 %63, label %64, label %49, !llvm.loop !22

64:                                               ; preds = %49
  %65 = icmp eq i64 %48, %45
  br i1 %65, label %120, label %66

66:                                               ; preds = %44, %64
  %67 = phi i64 [ 0, %44 ], [ %48, %64 ]
  br label %127

68:                                               ; preds = %33, %105
  %69 = phi i64 [ 0, %33 ], [ %106, %105 ]
  %70 = trunc i64 %69 to i32
  %71 = urem i32 %70, 7
  %72 = sitofp i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 2.500000e-01, double -5.000000e-01)
  %74 = getelementptr inbounds double, ptr %24, i64 %69
  store double %73, ptr %74, align 8, !tbaa !5
  %75 = urem i32 %70, 11
  %76 = sitofp i32 %75 to double
  %77 = fmul double %76, 1.250000e-01
  %78 = getelementptr inbounds double, ptr %29, i64 %69
  store double %77, ptr %78, align 8, !tbaa !5
  br i1 %34, label %79, label %105

79:                                               ; preds = %68
  %80 = mul i32 %17, %70
  %81 = sext i32 %80 to i64
  %82 = shl nsw i64 %81, 3
  %83 = getelementptr i8, ptr %23, i64 %82
  %84 = mul nsw i64 %69, %20
  tail call void @llvm.memset.p0.i64(ptr align 8 %83, i8 0, i64 %36, i1 false), !tbaa !5
  br i1 %38, label %103, label %85

85:                                               ; preds = %79
  %86 = insertelement <2 x i64> poison, i64 %69, i64 0
  %87 = shufflevector <2 x i64> %86, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %88

88:                                               ; preds = %88, %85
  %89 = phi i64 [ 0, %85 ], [ %99, %88 ]
  %90 = phi <2 x i64> [ <i64 0, i64 1>, %85 ], [ %100, %88 ]
  %91 = mul nuw nsw <2 x i64> %90, %87
  %92 = trunc <2 x i64> %91 to <2 x i32>
  %93 = add <2 x i32> %92, <i32 3, i32 3>
  %94 = urem <2 x i32> %93, <i32 13, i32 13>
  %95 = sitofp <2 x i32> %94 to <2 x double>
  %96 = fdiv <2 x double> %95, <double 1.300000e+01, double 1.300000e+01>
  %97 = add nsw i64 %89, %84
  %98 = getelementptr inbounds double, ptr %22, i64 %97
  store <2 x double> %96, ptr %98, align 8, !tbaa !5
  %99 = add nuw i64 %89, 2
  %100 = add <2 x i64> %90, <i64 2, i64 2>
  %101 = icmp eq i64 %99, %39
  br i1 %101, label %102, label %88, !llvm.loop !23

102:                                              ; preds = %88
  br i1 %40, label %105, label %103

103:                                              ; preds = %79, %102
  %104 = phi i64 [ 0, %79 ], [ %39, %102 ]
  br label %108

105:                                              ; preds = %108, %102, %68
  %106 = add nuw nsw i64 %69, 1
  %107 = icmp eq i64 %106, %37
  br i1 %107, label %41, label %68, !llvm.loop !24

108:                                              ; preds = %103, %108
  %109 = phi i64 [ %118, %108 ], [ %104, %103 ]
  %110 = mul nuw nsw i64 %109, %69
  %111 = trunc i64 %110 to i32
  %112 = add i32 %111, 3
  %113 = urem i32 %112, 13
  %114 = sitofp i32 %113 to double
  %115 = fdiv double %114, 1.300000e+01
  %116 = add nsw i64 %109, %84
  %117 = getelementptr inbounds double, ptr %22, i64 %116
  store double %115, ptr %117, align 8, !tbaa !5
  %118 = add nuw nsw i64 %109, 1
  %119 = icmp eq i64 %118, %35
  br i1 %119, label %105, label %108, !llvm.loop !25

120:                                              ; preds = %127, %64
  tail call void @two_sums(i32 noundef %16, i32 noundef %17, ptr noundef %22, ptr noundef %24, ptr noundef nonnull %26, ptr noundef %27, ptr noundef %28)
  br i1 %42, label %121, label %151

121:                                              ; preds = %120
  %122 = add nsw i64 %45, -1
  %123 = and i64 %45, 3
  %124 = icmp ult i64 %122, 3
  br i1 %124, label %136, label %125

125:                                              ; preds = %121
  %126 = and i64 %45, 4294967292
  br label %160

127:                                              ; preds = %66, %127
  %128 = phi i64 [ %134, %127 ], [ %67, %66 ]
  %129 = trunc i64 %128 to i32
  %130 = urem i32 %129, 5
  %131 = sitofp i32 %130 to double
  %132 = tail call double @llvm.fmuladd.f64(double %131, double 5.000000e-01, double -1.000000e+00)
  %133 = getelementptr inbounds double, ptr %26, i64 %128
  store double %132, ptr %133, align 8, !tbaa !5
  %134 = add nuw nsw i64 %128, 1
  %135 = icmp eq i64 %134, %45
  br i1 %135, label %120, label %127, !llvm.loop !27

136:                                              ; preds = %160, %121
  %137 = phi double [ undef, %121 ], [ %178, %160 ]
  %138 = phi i64 [ 0, %121 ], [ %179, %160 ]
  %139 = phi double [ 0.000000e+00, %121 ], [ %178, %160 ]
  %140 = icmp eq i64 %123, 0
  br i1 %140, label %151, label %141

141:                                              ; preds = %136, %141
  %142 = phi i64 [ %148, %141 ], [ %138, %136 ]
  %143 = phi double [ %147, %141 ], [ %139, %136 ]
  %144 = phi i64 [ %149, %141 ], [ 0, %136 ]
  %145 = getelementptr inbounds double, ptr %27, i64 %142
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = tail call double @llvm.fmuladd.f64(double %143, double 1.500000e+00, double %146)
  %148 = add nuw nsw i64 %142, 1
  %149 = add i64 %144, 1
  %150 = icmp eq i64 %149, %123
  br i1 %150, label %151, label %141, !llvm.loop !28

151:                                              ; preds = %136, %141, %43, %120
  %152 = phi double [ 0.000000e+00, %120 ], [ 0.000000e+00, %43 ], [ %137, %136 ], [ %147, %141 ]
  br i1 %32, label %153, label %227

153:                                              ; preds = %151
  %154 = zext i32 %16 to i64
  %155 = add nsw i64 %154, -1
  %156 = and i64 %154, 3
  %157 = icmp ult i64 %155, 3
  br i1 %157, label %182, label %158

158:                                              ; preds = %153
  %159 = and i64 %154, 4294967292
  br label %205

160:                                              ; preds = %160, %125
  %161 = phi i64 [ 0, %125 ], [ %179, %160 ]
  %162 = phi double [ 0.000000e+00, %125 ], [ %178, %160 ]
  %163 = phi i64 [ 0, %125 ], [ %180, %160 ]
  %164 = getelementptr inbounds double, ptr %27, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !5
  %166 = tail call double @llvm.fmuladd.f64(double %162, double 1.500000e+00, double %165)
  %167 = or i64 %161, 1
  %168 = getelementptr inbounds double, ptr %27, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = tail call double @llvm.fmuladd.f64(double %166, double 1.500000e+00, double %169)
  %171 = or i64 %161, 2
  %172 = getelementptr inbounds double, ptr %27, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = tail call double @llvm.fmuladd.f64(double %170, double 1.500000e+00, double %173)
  %175 = or i64 %161, 3
  %176 = getelementptr inbounds double, ptr %27, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !5
  %178 = tail call double @llvm.fmuladd.f64(double %174, double 1.500000e+00, double %177)
  %179 = add nuw nsw i64 %161, 4
  %180 = add i64 %163, 4
  %181 = icmp eq i64 %180, %126
  br i1 %181, label %136, label %160, !llvm.loop !30

182:                                              ; preds = %205, %153
  %183 = phi double [ undef, %153 ], [ %223, %205 ]
  %184 = phi i64 [ 0, %153 ], [ %224, %205 ]
  %185 = phi double [ %152, %153 ], [ %223, %205 ]
  %186 = icmp eq i64 %156, 0
  br i1 %186, label %197, label %187

187:                                              ; preds = %182, %187
  %188 = phi i64 [ %194, %187 ], [ %184, %182 ]
  %189 = phi double [ %193, %187 ], [ %185, %182 ]
  %190 = phi i64 [ %195, %187 ], [ 0, %182 ]
  %191 = getelementptr inbounds double, ptr %28, i64 %188
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = tail call double @llvm.fmuladd.f64(double %189, double 7.500000e-01, double %192)
  %194 = add nuw nsw i64 %188, 1
  %195 = add i64 %190, 1
  %196 = icmp eq i64 %195, %156
  br i1 %196, label %197, label %187, !llvm.loop !31

197:                                              ; preds = %187, %182
  %198 = phi double [ %183, %182 ], [ %193, %187 ]
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %198)
  tail call void @shared_value(i32 noundef %16, ptr noundef %29, ptr noundef %30, ptr noundef %31)
  br i1 %32, label %200, label %290

200:                                              ; preds = %197
  %201 = and i64 %154, 3
  %202 = icmp ult i64 %155, 3
  br i1 %202, label %229, label %203

203:                                              ; preds = %200
  %204 = and i64 %154, 4294967292
  br label %256

205:                                              ; preds = %205, %158
  %206 = phi i64 [ 0, %158 ], [ %224, %205 ]
  %207 = phi double [ %152, %158 ], [ %223, %205 ]
  %208 = phi i64 [ 0, %158 ], [ %225, %205 ]
  %209 = getelementptr inbounds double, ptr %28, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = tail call double @llvm.fmuladd.f64(double %207, double 7.500000e-01, double %210)
  %212 = or i64 %206, 1
  %213 = getelementptr inbounds double, ptr %28, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !5
  %215 = tail call double @llvm.fmuladd.f64(double %211, double 7.500000e-01, double %214)
  %216 = or i64 %206, 2
  %217 = getelementptr inbounds double, ptr %28, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = tail call double @llvm.fmuladd.f64(double %215, double 7.500000e-01, double %218)
  %220 = or i64 %206, 3
  %221 = getelementptr inbounds double, ptr %28, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = tail call double @llvm.fmuladd.f64(double %219, double 7.500000e-01, double %222)
  %224 = add nuw nsw i64 %206, 4
  %225 = add i64 %208, 4
  %226 = icmp eq i64 %225, %159
  br i1 %226, label %182, label %205, !llvm.loop !32

227:                                              ; preds = %151
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %152)
  tail call void @shared_value(i32 noundef %16, ptr noundef %29, ptr noundef %30, ptr noundef %31)
  br label %247

229:                                              ; preds = %256, %200
  %230 = phi double [ undef, %200 ], [ %286, %256 ]
  %231 = phi i64 [ 0, %200 ], [ %287, %256 ]
  %232 = phi double [ 0.000000e+00, %200 ], [ %286, %256 ]
  %233 = icmp eq i64 %201, 0
  br i1 %233, label %247, label %234

234:                                              ; preds = %229, %234
  %235 = phi i64 [ %244, %234 ], [ %231, %229 ]
  %236 = phi double [ %243, %234 ], [ %232, %229 ]
  %237 = phi i64 [ %245, %234 ], [ 0, %229 ]
  %238 = getelementptr inbounds double, ptr %30, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !5
  %240 = tail call double @llvm.fmuladd.f64(double %236, double 5.000000e-01, double %239)
  %241 = getelementptr inbounds double, ptr %31, i64 %235
  %242 = load double, ptr %241, align 8, !tbaa !5
  %243 = fsub double %240, %242
  %244 = add nuw nsw i64 %235, 1
  %245 = add i64 %237, 1
  %246 = icmp eq i64 %245, %201
  br i1 %246, label %247, label %234, !llvm.loop !33

247:                                              ; preds = %229, %234, %227
  %248 = phi double [ 0.000000e+00, %227 ], [ %230, %229 ], [ %243, %234 ]
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %248)
  tail call void @running(i32 noundef %16, ptr noundef %29, ptr noundef %30, ptr noundef %31)
  br i1 %32, label %250, label %334

250:                                              ; preds = %247
  %251 = zext i32 %16 to i64
  %252 = and i64 %251, 1
  %253 = icmp eq i32 %16, 1
  br i1 %253, label %292, label %254

254:                                              ; preds = %250
  %255 = and i64 %251, 4294967294
  br label %314

256:                                              ; preds = %256, %203
  %257 = phi i64 [ 0, %203 ], [ %287, %256 ]
  %258 = phi double [ 0.000000e+00, %203 ], [ %286, %256 ]
  %259 = phi i64 [ 0, %203 ], [ %288, %256 ]
  %260 = getelementptr inbounds double, ptr %30, i64 %257
  %261 = load double, ptr %260, align 8, !tbaa !5
  %262 = tail call double @llvm.fmuladd.f64(double %258, double 5.000000e-01, double %261)
  %263 = getelementptr inbounds double, ptr %31, i64 %257
  %264 = load double, ptr %263, align 8, !tbaa !5
  %265 = fsub double %262, %264
  %266 = or i64 %257, 1
  %267 = getelementptr inbounds double, ptr %30, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !5
  %269 = tail call double @llvm.fmuladd.f64(double %265, double 5.000000e-01, double %268)
  %270 = getelementptr inbounds double, ptr %31, i64 %266
  %271 = load double, ptr %270, align 8, !tbaa !5
  %272 = fsub double %269, %271
  %273 = or i64 %257, 2
  %274 = getelementptr inbounds double, ptr %30, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !5
  %276 = tail call double @llvm.fmuladd.f64(double %272, double 5.000000e-01, double %275)
  %277 = getelementptr inbounds double, ptr %31, i64 %273
  %278 = load double, ptr %277, align 8, !tbaa !5
  %279 = fsub double %276, %278
  %280 = or i64 %257, 3
  %281 = getelementptr inbounds double, ptr %30, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !5
  %283 = tail call double @llvm.fmuladd.f64(double %279, double 5.000000e-01, double %282)
  %284 = getelementptr inbounds double, ptr %31, i64 %280
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = fsub double %283, %285
  %287 = add nuw nsw i64 %257, 4
  %288 = add i64 %259, 4
  %289 = icmp eq i64 %288, %204
  br i1 %289, label %229, label %256, !llvm.loop !34

290:                                              ; preds = %197
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef 0.000000e+00)
  tail call void @running(i32 noundef %16, ptr noundef %29, ptr noundef %30, ptr noundef %31)
  br label %304

292:                                              ; preds = %314, %250
  %293 = phi double [ undef, %250 ], [ %330, %314 ]
  %294 = phi i64 [ 0, %250 ], [ %331, %314 ]
  %295 = phi double [ 0.000000e+00, %250 ], [ %330, %314 ]
  %296 = icmp eq i64 %252, 0
  br i1 %296, label %304, label %297

297:                                              ; preds = %292
  %298 = getelementptr inbounds double, ptr %30, i64 %294
  %299 = load double, ptr %298, align 8, !tbaa !5
  %300 = tail call double @llvm.fmuladd.f64(double %295, double 5.000000e-01, double %299)
  %301 = getelementptr inbounds double, ptr %31, i64 %294
  %302 = load double, ptr %301, align 8, !tbaa !5
  %303 = tail call double @llvm.fmuladd.f64(double %302, double 3.000000e+00, double %300)
  br label %304

304:                                              ; preds = %297, %292, %290
  %305 = phi double [ 0.000000e+00, %290 ], [ %293, %292 ], [ %303, %297 ]
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %305)
  tail call void @pairs(i32 noundef %16, ptr noundef %30, ptr noundef %29)
  br i1 %32, label %307, label %351

307:                                              ; preds = %304
  %308 = zext i32 %16 to i64
  %309 = add nsw i64 %308, -1
  %310 = and i64 %308, 3
  %311 = icmp ult i64 %309, 3
  br i1 %311, label %336, label %312

312:                                              ; preds = %307
  %313 = and i64 %308, 4294967292
  br label %363

314:                                              ; preds = %314, %254
  %315 = phi i64 [ 0, %254 ], [ %331, %314 ]
  %316 = phi double [ 0.000000e+00, %254 ], [ %330, %314 ]
  %317 = phi i64 [ 0, %254 ], [ %332, %314 ]
  %318 = getelementptr inbounds double, ptr %30, i64 %315
  %319 = load double, ptr %318, align 8, !tbaa !5
  %320 = tail call double @llvm.fmuladd.f64(double %316, double 5.000000e-01, double %319)
  %321 = getelementptr inbounds double, ptr %31, i64 %315
  %322 = load double, ptr %321, align 8, !tbaa !5
  %323 = tail call double @llvm.fmuladd.f64(double %322, double 3.000000e+00, double %320)
  %324 = or i64 %315, 1
  %325 = getelementptr inbounds double, ptr %30, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !5
  %327 = tail call double @llvm.fmuladd.f64(double %323, double 5.000000e-01, double %326)
  %328 = getelementptr inbounds double, ptr %31, i64 %324
  %329 = load double, ptr %328, align 8, !tbaa !5
  %330 = tail call double @llvm.fmuladd.f64(double %329, double 3.000000e+00, double %327)
  %331 = add nuw nsw i64 %315, 2
  %332 = add i64 %317, 2
  %333 = icmp eq i64 %332, %255
  br i1 %333, label %292, label %314, !llvm.loop !35

334:                                              ; preds = %247
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef 0.000000e+00)
  tail call void @pairs(i32 noundef %16, ptr noundef %30, ptr noundef %29)
  br label %351

336:                                              ; preds = %363, %307
  %337 = phi double [ undef, %307 ], [ %381, %363 ]
  %338 = phi i64 [ 0, %307 ], [ %382, %363 ]
  %339 = phi double [ 0.000000e+00, %307 ], [ %381, %363 ]
  %340 = icmp eq i64 %310, 0
  br i1 %340, label %351, label %341

341:                                              ; preds = %336, %341
  %342 = phi i64 [ %348, %341 ], [ %338, %336 ]
  %343 = phi double [ %347, %341 ], [ %339, %336 ]
  %344 = phi i64 [ %349, %341 ], [ 0, %336 ]
  %345 = getelementptr inbounds double, ptr %30, i64 %342
  %346 = load double, ptr %345, align 8, !tbaa !5
  %347 = tail call double @llvm.fmuladd.f64(double %343, double 5.000000e-01, double %346)
  %348 = add nuw nsw i64 %342, 1
  %349 = add i64 %344, 1
  %350 = icmp eq i64 %349, %310
  br i1 %350, label %351, label %341, !llvm.loop !36

351:                                              ; preds = %336, %341, %334, %304
  %352 = phi double [ 0.000000e+00, %304 ], [ 0.000000e+00, %334 ], [ %337, %336 ], [ %347, %341 ]
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef %352)
  tail call void @chained(i32 noundef %16, i32 noundef %17, ptr noundef %22, ptr noundef %23)
  %354 = mul nsw i32 %17, %16
  %355 = icmp sgt i32 %354, 0
  br i1 %355, label %356, label %403

356:                                              ; preds = %351
  %357 = zext i32 %354 to i64
  %358 = add nsw i64 %357, -1
  %359 = and i64 %357, 3
  %360 = icmp ult i64 %358, 3
  br i1 %360, label %385, label %361

361:                                              ; preds = %356
  %362 = and i64 %357, 4294967292
  br label %406

363:                                              ; preds = %363, %312
  %364 = phi i64 [ 0, %312 ], [ %382, %363 ]
  %365 = phi double [ 0.000000e+00, %312 ], [ %381, %363 ]
  %366 = phi i64 [ 0, %312 ], [ %383, %363 ]
  %367 = getelementptr inbounds double, ptr %30, i64 %364
  %368 = load double, ptr %367, align 8, !tbaa !5
  %369 = tail call double @llvm.fmuladd.f64(double %365, double 5.000000e-01, double %368)
  %370 = or i64 %364, 1
  %371 = getelementptr inbounds double, ptr %30, i64 %370
  %372 = load double, ptr %371, align 8, !tbaa !5
  %373 = tail call double @llvm.fmuladd.f64(double %369, double 5.000000e-01, double %372)
  %374 = or i64 %364, 2
  %375 = getelementptr inbounds double, ptr %30, i64 %374
  %376 = load double, ptr %375, align 8, !tbaa !5
  %377 = tail call double @llvm.fmuladd.f64(double %373, double 5.000000e-01, double %376)
  %378 = or i64 %364, 3
  %379 = getelementptr inbounds double, ptr %30, i64 %378
  %380 = load double, ptr %379, align 8, !tbaa !5
  %381 = tail call double @llvm.fmuladd.f64(double %377, double 5.000000e-01, double %380)
  %382 = add nuw nsw i64 %364, 4
  %383 = add i64 %366, 4
  %384 = icmp eq i64 %383, %313
  br i1 %384, label %336, label %363, !llvm.loop !37

385:                                              ; preds = %406, %356
  %386 = phi double [ undef, %356 ], [ %436, %406 ]
  %387 = phi i64 [ 0, %356 ], [ %437, %406 ]
  %388 = phi double [ 0.000000e+00, %356 ], [ %436, %406 ]
  %389 = icmp eq i64 %359, 0
  br i1 %389, label %403, label %390

390:                                              ; preds = %385, %390
  %391 = phi i64 [ %400, %390 ], [ %387, %385 ]
  %392 = phi double [ %399, %390 ], [ %388, %385 ]
  %393 = phi i64 [ %401, %390 ], [ 0, %385 ]
  %394 = getelementptr inbounds double, ptr %22, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !5
  %396 = tail call double @llvm.fmuladd.f64(double %392, double 5.000000e-01, double %395)
  %397 = getelementptr inbounds double, ptr %23, i64 %391
  %398 = load double, ptr %397, align 8, !tbaa !5
  %399 = fsub double %396, %398
  %400 = add nuw nsw i64 %391, 1
  %401 = add i64 %393, 1
  %402 = icmp eq i64 %401, %359
  br i1 %402, label %403, label %390, !llvm.loop !38

403:                                              ; preds = %385, %390, %351
  %404 = phi double [ 0.000000e+00, %351 ], [ %386, %385 ], [ %399, %390 ]
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %404)
  ret i32 0

406:                                              ; preds = %406, %361
  %407 = phi i64 [ 0, %361 ], [ %437, %406 ]
  %408 = phi double [ 0.000000e+00, %361 ], [ %436, %406 ]
  %409 = phi i64 [ 0, %361 ], [ %438, %406 ]
  %410 = getelementptr inbounds double, ptr %22, i64 %407
  %411 = load double, ptr %410, align 8, !tbaa !5
  %412 = tail call double @llvm.fmuladd.f64(double %408, double 5.000000e-01, double %411)
  %413 = getelementptr inbounds double, ptr %23, i64 %407
  %414 = load double, ptr %413, align 8, !tbaa !5
  %415 = fsub double %412, %414
  %416 = or i64 %407, 1
  %417 = getelementptr inbounds double, ptr %22, i64 %416
  %418 = load double, ptr %417, align 8, !tbaa !5
  %419 = tail call double @llvm.fmuladd.f64(double %415, double 5.000000e-01, double %418)
  %420 = getelementptr inbounds double, ptr %23, i64 %416
  %421 = load double, ptr %420, align 8, !tbaa !5
  %422 = fsub double %419, %421
  %423 = or i64 %407, 2
  %424 = getelementptr inbounds double, ptr %22, i64 %423
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = tail call double @llvm.fmuladd.f64(double %422, double 5.000000e-01, double %425)
  %427 = getelementptr inbounds double, ptr %23, i64 %423
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = fsub double %426, %428
  %430 = or i64 %407, 3
  %431 = getelementptr inbounds double, ptr %22, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !5
  %433 = tail call double @llvm.fmuladd.f64(double %429, double 5.000000e-01, double %432)
  %434 = getelementptr inbounds double, ptr %23, i64 %430
  %435 = load double, ptr %434, align 8, !tbaa !5
  %436 = fsub double %433, %435
  %437 = add nuw nsw i64 %407, 4
  %438 = add i64 %409, 4
  %439 = icmp eq i64 %438, %362
  br i1 %439, label %385, label %406, !llvm.loop !39
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { argmemonly nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #7 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

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
!12 = distinct !{!12, !10, !13}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !10, !13}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !13}
!17 = distinct !{!17, !10, !13}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
!22 = distinct !{!22, !10, !13}
!23 = distinct !{!23, !10, !13}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !26, !13}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !10, !26, !13}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !29}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !29}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !29}
!39 = distinct !{!39, !10}
