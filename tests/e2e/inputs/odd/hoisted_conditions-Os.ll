; ModuleID = 'hoisted_conditions.c'
source_filename = "hoisted_conditions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@K = dso_local local_unnamed_addr global [40 x [40 x i32]] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@z = dso_local local_unnamed_addr global [40 x double] zeroinitializer, align 16
@A = dso_local local_unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@W = dso_local local_unnamed_addr global [40 x [40 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"A %.17g\0AB %.17g\0AW %ld\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind optsize uwtable
define dso_local void @read_only_test(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = icmp eq i32 %0, 1
  %6 = icmp sgt i32 %1, 1
  %7 = zext i32 %0 to i64
  %8 = zext i32 %1 to i64
  br label %9

9:                                                ; preds = %4, %20
  %10 = phi i64 [ 0, %4 ], [ %21, %20 ]
  br i1 %5, label %20, label %12

11:                                               ; preds = %20, %2
  ret void

12:                                               ; preds = %9, %23
  %13 = phi i64 [ %24, %23 ], [ 1, %9 ]
  br i1 %6, label %14, label %23

14:                                               ; preds = %12
  %15 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %10, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = srem i32 %16, 3
  %18 = icmp eq i32 %17, 1
  %19 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %13
  br label %26

20:                                               ; preds = %23, %9
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %11, label %9, !llvm.loop !9

23:                                               ; preds = %40, %12
  %24 = add nuw nsw i64 %13, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %20, label %12, !llvm.loop !11

26:                                               ; preds = %14, %40
  %27 = phi i64 [ 1, %14 ], [ %41, %40 ]
  br i1 %18, label %28, label %40

28:                                               ; preds = %26
  %29 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %27, i64 %10
  %30 = load double, ptr %29, align 8, !tbaa !12
  %31 = load double, ptr %19, align 8, !tbaa !12
  %32 = add nsw i64 %27, -1
  %33 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %32, i64 %13
  %34 = load double, ptr %33, align 8, !tbaa !12
  %35 = fmul double %31, %34
  %36 = tail call double @llvm.fmuladd.f64(double %30, double 2.500000e-01, double %35)
  %37 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %32, i64 %13
  %38 = load double, ptr %37, align 8, !tbaa !12
  %39 = fsub double %36, %38
  store double %39, ptr %29, align 8, !tbaa !12
  br label %40

40:                                               ; preds = %26, %28
  %41 = add nuw nsw i64 %27, 1
  %42 = icmp eq i64 %41, %8
  br i1 %42, label %23, label %26, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline nosync nounwind optsize uwtable
define dso_local void @written_test(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  %6 = zext i32 %0 to i64
  %7 = zext i32 %1 to i64
  br label %8

8:                                                ; preds = %11, %4
  %9 = phi i64 [ 0, %4 ], [ %12, %11 ]
  br label %14

10:                                               ; preds = %11, %2
  ret void

11:                                               ; preds = %25
  %12 = add nuw nsw i64 %9, 1
  %13 = icmp eq i64 %12, %6
  br i1 %13, label %10, label %8, !llvm.loop !15

14:                                               ; preds = %8, %25
  %15 = phi i64 [ 0, %8 ], [ %26, %25 ]
  %16 = getelementptr inbounds [40 x [40 x i32]], ptr @W, i64 0, i64 %9, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = mul nsw i32 %17, 7
  %19 = sub nsw i64 %9, %15
  %20 = trunc i64 %19 to i32
  %21 = add i32 %18, %20
  store i32 %21, ptr %16, align 4, !tbaa !5
  br i1 %5, label %22, label %25

22:                                               ; preds = %14
  %23 = srem i32 %21, 5
  %24 = icmp sgt i32 %23, 1
  br label %28

25:                                               ; preds = %36, %14
  %26 = add nuw nsw i64 %15, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %11, label %14, !llvm.loop !16

28:                                               ; preds = %22, %36
  %29 = phi i64 [ 0, %22 ], [ %37, %36 ]
  br i1 %24, label %30, label %36

30:                                               ; preds = %28
  %31 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %9, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !12
  %33 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %29, i64 %15
  %34 = load double, ptr %33, align 8, !tbaa !12
  %35 = tail call double @llvm.fmuladd.f64(double %32, double 5.000000e-01, double %34)
  store double %35, ptr %31, align 8, !tbaa !12
  br label %36

36:                                               ; preds = %28, %30
  %37 = add nuw nsw i64 %29, 1
  %38 = icmp eq i64 %37, %7
  br i1 %38, label %25, label %28, !llvm.loop !17
}

; Function Attrs: nofree nounwind optsize uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %13

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = tail call i32 @atoi(ptr nocapture noundef %6) #6
  %8 = icmp eq i32 %0, 2
  br i1 %8, label %13, label %9

9:                                                ; preds = %4
  %10 = getelementptr inbounds ptr, ptr %1, i64 2
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = tail call i32 @atoi(ptr nocapture noundef %11) #6
  br label %13

13:                                               ; preds = %2, %4, %9
  %14 = phi i32 [ %7, %9 ], [ %7, %4 ], [ 40, %2 ]
  %15 = phi i32 [ %12, %9 ], [ 37, %4 ], [ 37, %2 ]
  %16 = tail call i32 @llvm.smin.i32(i32 %14, i32 40)
  br label %19

17:                                               ; preds = %27
  %18 = tail call i32 @llvm.smin.i32(i32 %15, i32 40)
  tail call void @read_only_test(i32 noundef %16, i32 noundef %18) #7
  tail call void @written_test(i32 noundef %16, i32 noundef %18) #7
  br label %54

19:                                               ; preds = %13, %27
  %20 = phi i64 [ 0, %13 ], [ %28, %27 ]
  %21 = trunc i64 %20 to i8
  %22 = urem i8 %21, 7
  %23 = uitofp i8 %22 to double
  %24 = fmul double %23, 1.250000e-01
  %25 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %20
  store double %24, ptr %25, align 8, !tbaa !12
  %26 = mul nuw nsw i64 %20, 31
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i64 %20, 1
  %29 = icmp eq i64 %28, 40
  br i1 %29, label %17, label %19, !llvm.loop !20

30:                                               ; preds = %19, %30
  %31 = phi i64 [ 0, %19 ], [ %52, %30 ]
  %32 = mul nuw nsw i64 %31, %20
  %33 = trunc i64 %32 to i32
  %34 = urem i32 %33, 11
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 5.000000e-01
  %37 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %20, i64 %31
  store double %36, ptr %37, align 8, !tbaa !12
  %38 = add nuw nsw i64 %31, %20
  %39 = trunc i64 %38 to i32
  %40 = urem i32 %39, 13
  %41 = add nsw i32 %40, -6
  %42 = sitofp i32 %41 to double
  %43 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %20, i64 %31
  store double %42, ptr %43, align 8, !tbaa !12
  %44 = mul nuw nsw i64 %31, 17
  %45 = add nuw nsw i64 %44, %26
  %46 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %20, i64 %31
  %47 = trunc i64 %45 to i32
  store i32 %47, ptr %46, align 4, !tbaa !5
  %48 = mul i64 %31, 4294967293
  %49 = add i64 %48, %20
  %50 = getelementptr inbounds [40 x [40 x i32]], ptr @W, i64 0, i64 %20, i64 %31
  %51 = trunc i64 %49 to i32
  store i32 %51, ptr %50, align 4, !tbaa !5
  %52 = add nuw nsw i64 %31, 1
  %53 = icmp eq i64 %52, 40
  br i1 %53, label %27, label %30, !llvm.loop !21

54:                                               ; preds = %17, %66
  %55 = phi i64 [ 0, %17 ], [ %58, %66 ]
  %56 = phi i64 [ 0, %17 ], [ %89, %66 ]
  %57 = phi <2 x double> [ zeroinitializer, %17 ], [ %82, %66 ]
  %58 = add nuw nsw i64 %55, 1
  %59 = trunc i64 %58 to i32
  %60 = sitofp i32 %59 to double
  %61 = insertelement <2 x double> poison, double %60, i64 1
  br label %68

62:                                               ; preds = %66
  %63 = extractelement <2 x double> %82, i64 0
  %64 = extractelement <2 x double> %82, i64 1
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %64, double noundef %63, i64 noundef %89) #7
  ret i32 0

66:                                               ; preds = %68
  %67 = icmp eq i64 %58, 40
  br i1 %67, label %62, label %54, !llvm.loop !22

68:                                               ; preds = %54, %68
  %69 = phi i64 [ 0, %54 ], [ %76, %68 ]
  %70 = phi i64 [ %56, %54 ], [ %89, %68 ]
  %71 = phi <2 x double> [ %57, %54 ], [ %82, %68 ]
  %72 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %55, i64 %69
  %73 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %55, i64 %69
  %74 = load double, ptr %72, align 8, !tbaa !12
  %75 = load double, ptr %73, align 8, !tbaa !12
  %76 = add nuw nsw i64 %69, 1
  %77 = trunc i64 %76 to i32
  %78 = sitofp i32 %77 to double
  %79 = insertelement <2 x double> poison, double %75, i64 0
  %80 = insertelement <2 x double> %79, double %74, i64 1
  %81 = insertelement <2 x double> %61, double %78, i64 0
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %81, <2 x double> %71)
  %83 = getelementptr inbounds [40 x [40 x i32]], ptr @W, i64 0, i64 %55, i64 %69
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = sext i32 %84 to i64
  %86 = shl nuw nsw i64 %69, 1
  %87 = add nuw nsw i64 %86, %55
  %88 = mul nsw i64 %87, %85
  %89 = add nsw i64 %88, %70
  %90 = icmp eq i64 %76, 40
  br i1 %90, label %66, label %68, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nounwind optsize readonly willreturn
declare i32 @atoi(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

attributes #0 = { nofree noinline nosync nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind optsize readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind optsize readonly willreturn }
attributes #7 = { optsize }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
