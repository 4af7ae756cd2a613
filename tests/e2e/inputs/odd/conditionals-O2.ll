; clang-15 -O2 -S -emit-llvm -g0 of conditionals.c (next to this file)
; ModuleID = 'conditionals.c'
source_filename = "conditionals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"%.17g %.17g %.17g %.17g %.17g\0A\00", align 1

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind uwtable
define dso_local void @clamp(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = sext i32 %1 to i64
  %9 = zext i32 %0 to i64
  %10 = zext i32 %1 to i64
  br label %11

11:                                               ; preds = %6, %16
  %12 = phi i64 [ 0, %6 ], [ %17, %16 ]
  br i1 %7, label %13, label %16

13:                                               ; preds = %11
  %14 = mul nsw i64 %12, %8
  br label %19

15:                                               ; preds = %16, %4
  ret void

16:                                               ; preds = %34, %11
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %9
  br i1 %18, label %15, label %11, !llvm.loop !5

19:                                               ; preds = %13, %34
  %20 = phi i64 [ 0, %13 ], [ %35, %34 ]
  %21 = add nsw i64 %20, %14
  %22 = getelementptr inbounds double, ptr %2, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !7
  %24 = fcmp ogt double %23, 5.000000e-01
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  %26 = fmul double %23, 2.000000e+00
  br label %31

27:                                               ; preds = %19
  %28 = fcmp olt double %23, -2.500000e-01
  br i1 %28, label %29, label %34

29:                                               ; preds = %27
  %30 = fneg double %23
  br label %31

31:                                               ; preds = %25, %29
  %32 = phi double [ %30, %29 ], [ %26, %25 ]
  %33 = getelementptr inbounds double, ptr %3, i64 %21
  store double %32, ptr %33, align 8, !tbaa !7
  br label %34

34:                                               ; preds = %31, %27
  %35 = add nuw nsw i64 %20, 1
  %36 = icmp eq i64 %35, %10
  br i1 %36, label %16, label %19, !llvm.loop !11
}

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind uwtable
define dso_local void @relu(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %67

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = icmp ult i32 %0, 12
  br i1 %8, label %65, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 2
  %11 = getelementptr i8, ptr %2, i64 %10
  %12 = getelementptr i8, ptr %1, i64 %10
  %13 = getelementptr i8, ptr %3, i64 %10
  %14 = icmp ugt ptr %12, %2
  %15 = icmp ugt ptr %11, %1
  %16 = and i1 %14, %15
  %17 = icmp ugt ptr %13, %2
  %18 = icmp ugt ptr %11, %3
  %19 = and i1 %17, %18
  %20 = or i1 %16, %19
  %21 = icmp ugt ptr %13, %1
  %22 = icmp ugt ptr %12, %3
  %23 = and i1 %21, %22
  %24 = or i1 %20, %23
  br i1 %24, label %65, label %25

25:                                               ; preds = %9
  %26 = and i64 %7, 4294967292
  br label %27

27:                                               ; preds = %59, %25
  %28 = phi i64 [ 0, %25 ], [ %61, %59 ]
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load <4 x float>, ptr %29, align 4, !tbaa !12, !alias.scope !14, !noalias !17
  %31 = fmul <4 x float> %30, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>
  %32 = getelementptr inbounds i32, ptr %3, i64 %28
  %33 = load <4 x i32>, ptr %32, align 4, !tbaa !19, !alias.scope !17
  %34 = srem <4 x i32> %33, <i32 3, i32 3, i32 3, i32 3>
  %35 = icmp eq <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = fadd <4 x float> %31, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %37 = extractelement <4 x i1> %35, i64 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %27
  %39 = getelementptr inbounds float, ptr %2, i64 %28
  %40 = extractelement <4 x float> %36, i64 0
  store float %40, ptr %39, align 4, !tbaa !12, !alias.scope !21, !noalias !23
  br label %41

41:                                               ; preds = %38, %27
  %42 = extractelement <4 x i1> %35, i64 1
  br i1 %42, label %43, label %47

43:                                               ; preds = %41
  %44 = or i64 %28, 1
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  %46 = extractelement <4 x float> %36, i64 1
  store float %46, ptr %45, align 4, !tbaa !12, !alias.scope !21, !noalias !23
  br label %47

47:                                               ; preds = %43, %41
  %48 = extractelement <4 x i1> %35, i64 2
  br i1 %48, label %49, label %53

49:                                               ; preds = %47
  %50 = or i64 %28, 2
  %51 = getelementptr inbounds float, ptr %2, i64 %50
  %52 = extractelement <4 x float> %36, i64 2
  store float %52, ptr %51, align 4, !tbaa !12, !alias.scope !21, !noalias !23
  br label %53

53:                                               ; preds = %49, %47
  %54 = extractelement <4 x i1> %35, i64 3
  br i1 %54, label %55, label %59

55:                                               ; preds = %53
  %56 = or i64 %28, 3
  %57 = getelementptr inbounds float, ptr %2, i64 %56
  %58 = extractelement <4 x float> %36, i64 3
  store float %58, ptr %57, align 4, !tbaa !12, !alias.scope !21, !noalias !23
  br label %59

59:                                               ; preds = %55, %53
  %60 = select <4 x i1> %35, <4 x float> %36, <4 x float> %31
  store <4 x float> %60, ptr %29, align 4, !tbaa !12, !alias.scope !14, !noalias !17
  %61 = add nuw i64 %28, 4
  %62 = icmp eq i64 %61, %26
  br i1 %62, label %63, label %27, !llvm.loop !24

63:                                               ; preds = %59
  %64 = icmp eq i64 %26, %7
  br i1 %64, label %67, label %65

65:                                               ; preds = %9, %6, %63
  %66 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %26, %63 ]
  br label %68

67:                                               ; preds = %80, %63, %4
  ret void

68:                                               ; preds = %65, %80
  %69 = phi i64 [ %82, %80 ], [ %66, %65 ]
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = fmul float %71, 1.500000e+00
  %73 = getelementptr inbounds i32, ptr %3, i64 %69
  %74 = load i32, ptr %73, align 4, !tbaa !19
  %75 = srem i32 %74, 3
  %76 = icmp eq i32 %75, 1
  br i1 %76, label %77, label %80

77:                                               ; preds = %68
  %78 = fadd float %72, 1.000000e+00
  %79 = getelementptr inbounds float, ptr %2, i64 %69
  store float %78, ptr %79, align 4, !tbaa !12
  br label %80

80:                                               ; preds = %77, %68
  %81 = phi float [ %78, %77 ], [ %72, %68 ]
  store float %81, ptr %70, align 4, !tbaa !12
  %82 = add nuw nsw i64 %69, 1
  %83 = icmp eq i64 %82, %7
  br i1 %83, label %67, label %68, !llvm.loop !26
}

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind uwtable
define dso_local void @upper(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = zext i32 %0 to i64
  br label %9

9:                                                ; preds = %15, %6
  %10 = phi i64 [ 0, %6 ], [ %16, %15 ]
  %11 = getelementptr inbounds double, ptr %3, i64 %10
  %12 = getelementptr inbounds double, ptr %2, i64 %10
  %13 = mul nsw i64 %10, %7
  br label %18

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %44
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %8
  br i1 %17, label %14, label %9, !llvm.loop !27

18:                                               ; preds = %9, %44
  %19 = phi i64 [ 0, %9 ], [ %45, %44 ]
  %20 = icmp ugt i64 %19, %10
  br i1 %20, label %21, label %44

21:                                               ; preds = %18
  %22 = getelementptr inbounds double, ptr %2, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !7
  %24 = fcmp ogt double %23, 1.000000e-01
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = load double, ptr %11, align 8, !tbaa !7
  %27 = fcmp olt double %26, 9.000000e-01
  br i1 %27, label %28, label %32

28:                                               ; preds = %25
  %29 = fsub double %23, %26
  %30 = add nuw nsw i64 %19, %13
  %31 = getelementptr inbounds double, ptr %1, i64 %30
  store double %29, ptr %31, align 8, !tbaa !7
  br label %44

32:                                               ; preds = %25, %21
  %33 = load double, ptr %12, align 8, !tbaa !7
  %34 = fcmp olt double %33, 2.000000e-01
  br i1 %34, label %39, label %35

35:                                               ; preds = %32
  %36 = getelementptr inbounds double, ptr %3, i64 %19
  %37 = load double, ptr %36, align 8, !tbaa !7
  %38 = fcmp ogt double %37, 8.000000e-01
  br i1 %38, label %39, label %44

39:                                               ; preds = %35, %32
  %40 = add nuw nsw i64 %19, %13
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !7
  %43 = fadd double %42, 1.000000e+00
  store double %43, ptr %41, align 8, !tbaa !7
  br label %44

44:                                               ; preds = %18, %35, %39, %28
  %45 = add nuw nsw i64 %19, 1
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %15, label %18, !llvm.loop !28
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local double @select_sum(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #1 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %44

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %14

8:                                                ; preds = %25
  br i1 %5, label %9, label %44

9:                                                ; preds = %8
  %10 = and i64 %7, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %31, label %12

12:                                               ; preds = %9
  %13 = and i64 %7, 4294967294
  br label %46

14:                                               ; preds = %6, %25
  %15 = phi i64 [ 0, %6 ], [ %29, %25 ]
  %16 = getelementptr inbounds double, ptr %3, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !7
  %18 = fcmp ogt double %17, 3.000000e-01
  br i1 %18, label %22, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds double, ptr %1, i64 %15
  %21 = load double, ptr %20, align 8, !tbaa !7
  br label %25

22:                                               ; preds = %14
  %23 = fmul double %17, 5.000000e-01
  %24 = getelementptr inbounds double, ptr %1, i64 %15
  store double %23, ptr %24, align 8, !tbaa !7
  br label %25

25:                                               ; preds = %19, %22
  %26 = phi double [ %21, %19 ], [ %23, %22 ]
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double 1.000000e+00)
  %28 = getelementptr inbounds double, ptr %2, i64 %15
  store double %27, ptr %28, align 8, !tbaa !7
  %29 = add nuw nsw i64 %15, 1
  %30 = icmp eq i64 %29, %7
  br i1 %30, label %8, label %14, !llvm.loop !29

31:                                               ; preds = %67, %9
  %32 = phi double [ undef, %9 ], [ %68, %67 ]
  %33 = phi i64 [ 0, %9 ], [ %69, %67 ]
  %34 = phi double [ 0.000000e+00, %9 ], [ %68, %67 ]
  %35 = icmp eq i64 %10, 0
  br i1 %35, label %44, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds double, ptr %2, i64 %33
  %38 = load double, ptr %37, align 8, !tbaa !7
  %39 = fcmp ogt double %38, 1.400000e+00
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = getelementptr inbounds double, ptr %3, i64 %33
  %42 = load double, ptr %41, align 8, !tbaa !7
  %43 = tail call double @llvm.fmuladd.f64(double %38, double %42, double %34)
  br label %44

44:                                               ; preds = %31, %40, %36, %4, %8
  %45 = phi double [ 0.000000e+00, %8 ], [ 0.000000e+00, %4 ], [ %32, %31 ], [ %43, %40 ], [ %34, %36 ]
  ret double %45

46:                                               ; preds = %67, %12
  %47 = phi i64 [ 0, %12 ], [ %69, %67 ]
  %48 = phi double [ 0.000000e+00, %12 ], [ %68, %67 ]
  %49 = phi i64 [ 0, %12 ], [ %70, %67 ]
  %50 = getelementptr inbounds double, ptr %2, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !7
  %52 = fcmp ogt double %51, 1.400000e+00
  br i1 %52, label %53, label %57

53:                                               ; preds = %46
  %54 = getelementptr inbounds double, ptr %3, i64 %47
  %55 = load double, ptr %54, align 8, !tbaa !7
  %56 = tail call double @llvm.fmuladd.f64(double %51, double %55, double %48)
  br label %57

57:                                               ; preds = %46, %53
  %58 = phi double [ %56, %53 ], [ %48, %46 ]
  %59 = or i64 %47, 1
  %60 = getelementptr inbounds double, ptr %2, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !7
  %62 = fcmp ogt double %61, 1.400000e+00
  br i1 %62, label %63, label %67

63:                                               ; preds = %57
  %64 = getelementptr inbounds double, ptr %3, i64 %59
  %65 = load double, ptr %64, align 8, !tbaa !7
  %66 = tail call double @llvm.fmuladd.f64(double %61, double %65, double %58)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi double [ %66, %63 ], [ %58, %57 ]
  %69 = add nuw nsw i64 %47, 2
  %70 = add i64 %49, 2
  %71 = icmp eq i64 %70, %13
  br i1 %71, label %31, label %46, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !31
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %15, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #9
  %14 = trunc i64 %13 to i32
  br label %15

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 60, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 45, %4 ], [ 45, %2 ]
  %18 = tail call i32 @llvm.smax.i32(i32 %16, i32 0)
  %19 = tail call i32 @llvm.smax.i32(i32 %17, i32 0)
  %20 = mul nsw i32 %19, %18
  %21 = add nuw nsw i32 %20, 1
  %22 = zext i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = tail call noalias ptr @malloc(i64 noundef %23) #10
  %25 = tail call noalias ptr @malloc(i64 noundef %23) #10
  %26 = mul nsw i32 %18, %18
  %27 = add nuw nsw i32 %26, 1
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 3
  %30 = tail call noalias ptr @malloc(i64 noundef %29) #10
  %31 = add nuw nsw i32 %18, 1
  %32 = zext i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 3
  %34 = tail call noalias ptr @malloc(i64 noundef %33) #10
  %35 = tail call noalias ptr @malloc(i64 noundef %33) #10
  %36 = tail call noalias ptr @malloc(i64 noundef %33) #10
  %37 = tail call noalias ptr @malloc(i64 noundef %33) #10
  %38 = shl nuw nsw i64 %32, 2
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #10
  %40 = tail call noalias ptr @malloc(i64 noundef %38) #10
  %41 = tail call noalias ptr @malloc(i64 noundef %38) #10
  %42 = icmp eq i32 %20, 0
  br i1 %42, label %65, label %43

43:                                               ; preds = %15
  %44 = zext i32 %20 to i64
  %45 = icmp eq i32 %20, 1
  br i1 %45, label %63, label %46

46:                                               ; preds = %43
  %47 = and i64 %44, 2147483646
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %58, %48 ]
  %50 = phi <2 x i32> [ <i32 0, i32 1>, %46 ], [ %59, %48 ]
  %51 = mul nsw <2 x i32> %50, <i32 37, i32 37>
  %52 = urem <2 x i32> %51, <i32 101, i32 101>
  %53 = sitofp <2 x i32> %52 to <2 x double>
  %54 = fdiv <2 x double> %53, <double 5.000000e+01, double 5.000000e+01>
  %55 = fadd <2 x double> %54, <double -1.000000e+00, double -1.000000e+00>
  %56 = getelementptr inbounds double, ptr %24, i64 %49
  store <2 x double> %55, ptr %56, align 8, !tbaa !7
  %57 = getelementptr inbounds double, ptr %25, i64 %49
  store <2 x double> <double 9.000000e+00, double 9.000000e+00>, ptr %57, align 8, !tbaa !7
  %58 = add nuw i64 %49, 2
  %59 = add <2 x i32> %50, <i32 2, i32 2>
  %60 = icmp eq i64 %58, %47
  br i1 %60, label %61, label %48, !llvm.loop !33

61:                                               ; preds = %48
  %62 = icmp eq i64 %47, %44
  br i1 %62, label %65, label %63

63:                                               ; preds = %43, %61
  %64 = phi i64 [ 0, %43 ], [ %47, %61 ]
  br label %91

65:                                               ; preds = %91, %61, %15
  %66 = icmp eq i32 %26, 0
  br i1 %66, label %103, label %67

67:                                               ; preds = %65
  %68 = zext i32 %26 to i64
  %69 = icmp ult i32 %26, 4
  br i1 %69, label %89, label %70

70:                                               ; preds = %67
  %71 = and i64 %68, 2147483644
  br label %72

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %84, %72 ]
  %74 = phi <2 x i32> [ <i32 0, i32 1>, %70 ], [ %85, %72 ]
  %75 = add <2 x i32> %74, <i32 2, i32 2>
  %76 = urem <2 x i32> %74, <i32 11, i32 11>
  %77 = urem <2 x i32> %75, <i32 11, i32 11>
  %78 = sitofp <2 x i32> %76 to <2 x double>
  %79 = sitofp <2 x i32> %77 to <2 x double>
  %80 = fmul <2 x double> %78, <double 1.250000e-01, double 1.250000e-01>
  %81 = fmul <2 x double> %79, <double 1.250000e-01, double 1.250000e-01>
  %82 = getelementptr inbounds double, ptr %30, i64 %73
  store <2 x double> %80, ptr %82, align 8, !tbaa !7
  %83 = getelementptr inbounds double, ptr %82, i64 2
  store <2 x double> %81, ptr %83, align 8, !tbaa !7
  %84 = add nuw i64 %73, 4
  %85 = add <2 x i32> %74, <i32 4, i32 4>
  %86 = icmp eq i64 %84, %71
  br i1 %86, label %87, label %72, !llvm.loop !34

87:                                               ; preds = %72
  %88 = icmp eq i64 %71, %68
  br i1 %88, label %103, label %89

89:                                               ; preds = %67, %87
  %90 = phi i64 [ 0, %67 ], [ %71, %87 ]
  br label %143

91:                                               ; preds = %63, %91
  %92 = phi i64 [ %101, %91 ], [ %64, %63 ]
  %93 = trunc i64 %92 to i32
  %94 = mul nsw i32 %93, 37
  %95 = urem i32 %94, 101
  %96 = sitofp i32 %95 to double
  %97 = fdiv double %96, 5.000000e+01
  %98 = fadd double %97, -1.000000e+00
  %99 = getelementptr inbounds double, ptr %24, i64 %92
  store double %98, ptr %99, align 8, !tbaa !7
  %100 = getelementptr inbounds double, ptr %25, i64 %92
  store double 9.000000e+00, ptr %100, align 8, !tbaa !7
  %101 = add nuw nsw i64 %92, 1
  %102 = icmp eq i64 %101, %44
  br i1 %102, label %65, label %91, !llvm.loop !35

103:                                              ; preds = %143, %87, %65
  %104 = icmp slt i32 %16, 1
  br i1 %104, label %152, label %105

105:                                              ; preds = %103
  %106 = add nsw i32 %18, -1
  %107 = zext i32 %106 to i64
  %108 = shl nuw nsw i64 %107, 3
  %109 = add nuw nsw i64 %108, 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %37, i8 0, i64 %109, i1 false), !tbaa !7
  %110 = zext i32 %18 to i64
  %111 = icmp ult i32 %18, 2
  br i1 %111, label %141, label %112

112:                                              ; preds = %105
  %113 = and i64 %110, 2147483646
  br label %114

114:                                              ; preds = %114, %112
  %115 = phi i64 [ 0, %112 ], [ %136, %114 ]
  %116 = phi <2 x i32> [ <i32 0, i32 1>, %112 ], [ %137, %114 ]
  %117 = urem <2 x i32> %116, <i32 13, i32 13>
  %118 = sitofp <2 x i32> %117 to <2 x float>
  %119 = fmul <2 x float> %118, <float 2.500000e-01, float 2.500000e-01>
  %120 = getelementptr inbounds float, ptr %39, i64 %115
  store <2 x float> %119, ptr %120, align 4, !tbaa !12
  %121 = getelementptr inbounds float, ptr %40, i64 %115
  store <2 x float> <float -1.000000e+00, float -1.000000e+00>, ptr %121, align 4, !tbaa !12
  %122 = mul nsw <2 x i32> %116, <i32 7, i32 7>
  %123 = urem <2 x i32> %122, <i32 5, i32 5>
  %124 = getelementptr inbounds i32, ptr %41, i64 %115
  store <2 x i32> %123, ptr %124, align 4, !tbaa !19
  %125 = mul nsw <2 x i32> %116, <i32 17, i32 17>
  %126 = urem <2 x i32> %125, <i32 23, i32 23>
  %127 = sitofp <2 x i32> %126 to <2 x double>
  %128 = fdiv <2 x double> %127, <double 2.300000e+01, double 2.300000e+01>
  %129 = getelementptr inbounds double, ptr %34, i64 %115
  store <2 x double> %128, ptr %129, align 8, !tbaa !7
  %130 = mul nsw <2 x i32> %116, <i32 5, i32 5>
  %131 = urem <2 x i32> %130, <i32 19, i32 19>
  %132 = sitofp <2 x i32> %131 to <2 x double>
  %133 = fdiv <2 x double> %132, <double 1.900000e+01, double 1.900000e+01>
  %134 = getelementptr inbounds double, ptr %35, i64 %115
  store <2 x double> %133, ptr %134, align 8, !tbaa !7
  %135 = getelementptr inbounds double, ptr %36, i64 %115
  store <2 x double> <double -2.000000e+00, double -2.000000e+00>, ptr %135, align 8, !tbaa !7
  %136 = add nuw i64 %115, 2
  %137 = add <2 x i32> %116, <i32 2, i32 2>
  %138 = icmp eq i64 %136, %113
  br i1 %138, label %139, label %114, !llvm.loop !37

139:                                              ; preds = %114
  %140 = icmp eq i64 %113, %110
  br i1 %140, label %152, label %141

141:                                              ; preds = %105, %139
  %142 = phi i64 [ 0, %105 ], [ %113, %139 ]
  br label %160

143:                                              ; preds = %89, %143
  %144 = phi i64 [ %150, %143 ], [ %90, %89 ]
  %145 = trunc i64 %144 to i32
  %146 = urem i32 %145, 11
  %147 = sitofp i32 %146 to double
  %148 = fmul double %147, 1.250000e-01
  %149 = getelementptr inbounds double, ptr %30, i64 %144
  store double %148, ptr %149, align 8, !tbaa !7
  %150 = add nuw nsw i64 %144, 1
  %151 = icmp eq i64 %150, %68
  br i1 %151, label %103, label %143, !llvm.loop !38

152:                                              ; preds = %160, %139, %103
  tail call void @clamp(i32 noundef %18, i32 noundef %19, ptr noundef %24, ptr noundef %25)
  tail call void @relu(i32 noundef %18, ptr noundef %39, ptr noundef %40, ptr noundef %41)
  tail call void @upper(i32 noundef %18, ptr noundef %30, ptr noundef %34, ptr noundef %35)
  %153 = tail call double @select_sum(i32 noundef %18, ptr noundef %36, ptr noundef %37, ptr noundef %34)
  br i1 %42, label %197, label %154

154:                                              ; preds = %152
  %155 = zext i32 %20 to i64
  %156 = and i64 %155, 1
  %157 = icmp eq i32 %20, 1
  br i1 %157, label %184, label %158

158:                                              ; preds = %154
  %159 = and i64 %155, 2147483646
  br label %205

160:                                              ; preds = %141, %160
  %161 = phi i64 [ %182, %160 ], [ %142, %141 ]
  %162 = trunc i64 %161 to i32
  %163 = urem i32 %162, 13
  %164 = sitofp i32 %163 to float
  %165 = fmul float %164, 2.500000e-01
  %166 = getelementptr inbounds float, ptr %39, i64 %161
  store float %165, ptr %166, align 4, !tbaa !12
  %167 = getelementptr inbounds float, ptr %40, i64 %161
  store float -1.000000e+00, ptr %167, align 4, !tbaa !12
  %168 = mul nsw i32 %162, 7
  %169 = urem i32 %168, 5
  %170 = getelementptr inbounds i32, ptr %41, i64 %161
  store i32 %169, ptr %170, align 4, !tbaa !19
  %171 = mul nsw i32 %162, 17
  %172 = urem i32 %171, 23
  %173 = sitofp i32 %172 to double
  %174 = fdiv double %173, 2.300000e+01
  %175 = getelementptr inbounds double, ptr %34, i64 %161
  store double %174, ptr %175, align 8, !tbaa !7
  %176 = mul nsw i32 %162, 5
  %177 = urem i32 %176, 19
  %178 = sitofp i32 %177 to double
  %179 = fdiv double %178, 1.900000e+01
  %180 = getelementptr inbounds double, ptr %35, i64 %161
  store double %179, ptr %180, align 8, !tbaa !7
  %181 = getelementptr inbounds double, ptr %36, i64 %161
  store double -2.000000e+00, ptr %181, align 8, !tbaa !7
  %182 = add nuw nsw i64 %161, 1
  %183 = icmp eq i64 %182, %110
  br i1 %183, label %152, label %160, !llvm.loop !39

184:                                              ; preds = %205, %154
  %185 = phi double [ undef, %154 ], [ %223, %205 ]
  %186 = phi i64 [ 0, %154 ], [ %224, %205 ]
  %187 = phi double [ 0.000000e+00, %154 ], [ %223, %205 ]
  %188 = icmp eq i64 %156, 0
  br i1 %188, label %197, label %189

189:                                              ; preds = %184
  %190 = getelementptr inbounds double, ptr %25, i64 %186
  %191 = load double, ptr %190, align 8, !tbaa !7
  %192 = trunc i64 %186 to i32
  %193 = urem i32 %192, 7
  %194 = add nuw nsw i32 %193, 1
  %195 = sitofp i32 %194 to double
  %196 = tail call double @llvm.fmuladd.f64(double %191, double %195, double %187)
  br label %197

197:                                              ; preds = %189, %184, %152
  %198 = phi double [ 0.000000e+00, %152 ], [ %185, %184 ], [ %196, %189 ]
  br i1 %104, label %240, label %199

199:                                              ; preds = %197
  %200 = zext i32 %18 to i64
  %201 = and i64 %200, 1
  %202 = icmp eq i32 %18, 1
  br i1 %202, label %227, label %203

203:                                              ; preds = %199
  %204 = and i64 %200, 2147483646
  br label %248

205:                                              ; preds = %205, %158
  %206 = phi i64 [ 0, %158 ], [ %224, %205 ]
  %207 = phi double [ 0.000000e+00, %158 ], [ %223, %205 ]
  %208 = phi i64 [ 0, %158 ], [ %225, %205 ]
  %209 = getelementptr inbounds double, ptr %25, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !7
  %211 = trunc i64 %206 to i32
  %212 = urem i32 %211, 7
  %213 = add nuw nsw i32 %212, 1
  %214 = sitofp i32 %213 to double
  %215 = tail call double @llvm.fmuladd.f64(double %210, double %214, double %207)
  %216 = or i64 %206, 1
  %217 = getelementptr inbounds double, ptr %25, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !7
  %219 = trunc i64 %216 to i32
  %220 = urem i32 %219, 7
  %221 = add nuw nsw i32 %220, 1
  %222 = sitofp i32 %221 to double
  %223 = tail call double @llvm.fmuladd.f64(double %218, double %222, double %215)
  %224 = add nuw nsw i64 %206, 2
  %225 = add i64 %208, 2
  %226 = icmp eq i64 %225, %159
  br i1 %226, label %184, label %205, !llvm.loop !40

227:                                              ; preds = %248, %199
  %228 = phi double [ undef, %199 ], [ %266, %248 ]
  %229 = phi i64 [ 0, %199 ], [ %267, %248 ]
  %230 = phi double [ 0.000000e+00, %199 ], [ %266, %248 ]
  %231 = icmp eq i64 %201, 0
  br i1 %231, label %240, label %232

232:                                              ; preds = %227
  %233 = getelementptr inbounds float, ptr %39, i64 %229
  %234 = load float, ptr %233, align 4, !tbaa !12
  %235 = getelementptr inbounds float, ptr %40, i64 %229
  %236 = load float, ptr %235, align 4, !tbaa !12
  %237 = tail call float @llvm.fmuladd.f32(float %234, float 3.000000e+00, float %236)
  %238 = fpext float %237 to double
  %239 = fadd double %230, %238
  br label %240

240:                                              ; preds = %232, %227, %197
  %241 = phi double [ 0.000000e+00, %197 ], [ %228, %227 ], [ %239, %232 ]
  br i1 %66, label %283, label %242

242:                                              ; preds = %240
  %243 = zext i32 %26 to i64
  %244 = and i64 %243, 1
  %245 = icmp eq i32 %26, 1
  br i1 %245, label %270, label %246

246:                                              ; preds = %242
  %247 = and i64 %243, 2147483646
  br label %292

248:                                              ; preds = %248, %203
  %249 = phi i64 [ 0, %203 ], [ %267, %248 ]
  %250 = phi double [ 0.000000e+00, %203 ], [ %266, %248 ]
  %251 = phi i64 [ 0, %203 ], [ %268, %248 ]
  %252 = getelementptr inbounds float, ptr %39, i64 %249
  %253 = load float, ptr %252, align 4, !tbaa !12
  %254 = getelementptr inbounds float, ptr %40, i64 %249
  %255 = load float, ptr %254, align 4, !tbaa !12
  %256 = tail call float @llvm.fmuladd.f32(float %253, float 3.000000e+00, float %255)
  %257 = fpext float %256 to double
  %258 = fadd double %250, %257
  %259 = or i64 %249, 1
  %260 = getelementptr inbounds float, ptr %39, i64 %259
  %261 = load float, ptr %260, align 4, !tbaa !12
  %262 = getelementptr inbounds float, ptr %40, i64 %259
  %263 = load float, ptr %262, align 4, !tbaa !12
  %264 = tail call float @llvm.fmuladd.f32(float %261, float 3.000000e+00, float %263)
  %265 = fpext float %264 to double
  %266 = fadd double %258, %265
  %267 = add nuw nsw i64 %249, 2
  %268 = add i64 %251, 2
  %269 = icmp eq i64 %268, %204
  br i1 %269, label %227, label %248, !llvm.loop !41

270:                                              ; preds = %292, %242
  %271 = phi double [ undef, %242 ], [ %310, %292 ]
  %272 = phi i64 [ 0, %242 ], [ %311, %292 ]
  %273 = phi double [ 0.000000e+00, %242 ], [ %310, %292 ]
  %274 = icmp eq i64 %244, 0
  br i1 %274, label %283, label %275

275:                                              ; preds = %270
  %276 = getelementptr inbounds double, ptr %30, i64 %272
  %277 = load double, ptr %276, align 8, !tbaa !7
  %278 = trunc i64 %272 to i32
  %279 = urem i32 %278, 5
  %280 = add nuw nsw i32 %279, 1
  %281 = sitofp i32 %280 to double
  %282 = tail call double @llvm.fmuladd.f64(double %277, double %281, double %273)
  br label %283

283:                                              ; preds = %275, %270, %240
  %284 = phi double [ 0.000000e+00, %240 ], [ %271, %270 ], [ %282, %275 ]
  br i1 %104, label %332, label %285

285:                                              ; preds = %283
  %286 = zext i32 %18 to i64
  %287 = add nsw i64 %286, -1
  %288 = and i64 %286, 3
  %289 = icmp ult i64 %287, 3
  br i1 %289, label %314, label %290

290:                                              ; preds = %285
  %291 = and i64 %286, 2147483644
  br label %335

292:                                              ; preds = %292, %246
  %293 = phi i64 [ 0, %246 ], [ %311, %292 ]
  %294 = phi double [ 0.000000e+00, %246 ], [ %310, %292 ]
  %295 = phi i64 [ 0, %246 ], [ %312, %292 ]
  %296 = getelementptr inbounds double, ptr %30, i64 %293
  %297 = load double, ptr %296, align 8, !tbaa !7
  %298 = trunc i64 %293 to i32
  %299 = urem i32 %298, 5
  %300 = add nuw nsw i32 %299, 1
  %301 = sitofp i32 %300 to double
  %302 = tail call double @llvm.fmuladd.f64(double %297, double %301, double %294)
  %303 = or i64 %293, 1
  %304 = getelementptr inbounds double, ptr %30, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !7
  %306 = trunc i64 %303 to i32
  %307 = urem i32 %306, 5
  %308 = add nuw nsw i32 %307, 1
  %309 = sitofp i32 %308 to double
  %310 = tail call double @llvm.fmuladd.f64(double %305, double %309, double %302)
  %311 = add nuw nsw i64 %293, 2
  %312 = add i64 %295, 2
  %313 = icmp eq i64 %312, %247
  br i1 %313, label %270, label %292, !llvm.loop !42

314:                                              ; preds = %335, %285
  %315 = phi double [ undef, %285 ], [ %365, %335 ]
  %316 = phi i64 [ 0, %285 ], [ %366, %335 ]
  %317 = phi double [ 0.000000e+00, %285 ], [ %365, %335 ]
  %318 = icmp eq i64 %288, 0
  br i1 %318, label %332, label %319

319:                                              ; preds = %314, %319
  %320 = phi i64 [ %329, %319 ], [ %316, %314 ]
  %321 = phi double [ %328, %319 ], [ %317, %314 ]
  %322 = phi i64 [ %330, %319 ], [ 0, %314 ]
  %323 = getelementptr inbounds double, ptr %36, i64 %320
  %324 = load double, ptr %323, align 8, !tbaa !7
  %325 = getelementptr inbounds double, ptr %37, i64 %320
  %326 = load double, ptr %325, align 8, !tbaa !7
  %327 = tail call double @llvm.fmuladd.f64(double %326, double 3.000000e+00, double %324)
  %328 = fadd double %321, %327
  %329 = add nuw nsw i64 %320, 1
  %330 = add i64 %322, 1
  %331 = icmp eq i64 %330, %288
  br i1 %331, label %332, label %319, !llvm.loop !43

332:                                              ; preds = %314, %319, %283
  %333 = phi double [ 0.000000e+00, %283 ], [ %315, %314 ], [ %328, %319 ]
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %198, double noundef %241, double noundef %284, double noundef %333, double noundef %153)
  ret i32 0

335:                                              ; preds = %335, %290
  %336 = phi i64 [ 0, %290 ], [ %366, %335 ]
  %337 = phi double [ 0.000000e+00, %290 ], [ %365, %335 ]
  %338 = phi i64 [ 0, %290 ], [ %367, %335 ]
  %339 = getelementptr inbounds double, ptr %36, i64 %336
  %340 = load double, ptr %339, align 8, !tbaa !7
  %341 = getelementptr inbounds double, ptr %37, i64 %336
  %342 = load double, ptr %341, align 8, !tbaa !7
  %343 = tail call double @llvm.fmuladd.f64(double %342, double 3.000000e+00, double %340)
  %344 = fadd double %337, %343
  %345 = or i64 %336, 1
  %346 = getelementptr inbounds double, ptr %36, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !7
  %348 = getelementptr inbounds double, ptr %37, i64 %345
  %349 = load double, ptr %348, align 8, !tbaa !7
  %350 = tail call double @llvm.fmuladd.f64(double %349, double 3.000000e+00, double %347)
  %351 = fadd double %344, %350
  %352 = or i64 %336, 2
  %353 = getelementptr inbounds double, ptr %36, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !7
  %355 = getelementptr inbounds double, ptr %37, i64 %352
  %356 = load double, ptr %355, align 8, !tbaa !7
  %357 = tail call double @llvm.fmuladd.f64(double %356, double 3.000000e+00, double %354)
  %358 = fadd double %351, %357
  %359 = or i64 %336, 3
  %360 = getelementptr inbounds double, ptr %36, i64 %359
  %361 = load double, ptr %360, align 8, !tbaa !7
  %362 = getelementptr inbounds double, ptr %37, i64 %359
  %363 = load double, ptr %362, align 8, !tbaa !7
  %364 = tail call double @llvm.fmuladd.f64(double %363, double 3.000000e+00, double %361)
  %365 = fadd double %358, %364
  %366 = add nuw nsw i64 %336, 4
  %367 = add i64 %338, 4
  %368 = icmp eq i64 %367, %291
  br i1 %368, label %314, label %335, !llvm.loop !45
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { argmemonly nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !9, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !9, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !16}
!23 = !{!15, !18}
!24 = distinct !{!24, !6, !25}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !6, !25}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !9, i64 0}
!33 = distinct !{!33, !6, !25}
!34 = distinct !{!34, !6, !25}
!35 = distinct !{!35, !6, !36, !25}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = distinct !{!37, !6, !25}
!38 = distinct !{!38, !6, !36, !25}
!39 = distinct !{!39, !6, !36, !25}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = distinct !{!45, !6}
