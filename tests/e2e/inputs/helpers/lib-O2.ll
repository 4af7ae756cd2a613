; clang-15 -O2 -S -emit-llvm -g0 lib.c: definitions carry local_unnamed_addr
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree nosync nounwind readonly uwtable
define dso_local double @dot(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %6, 4294967292
  br label %31

12:                                               ; preds = %31, %5
  %13 = phi double [ undef, %5 ], [ %57, %31 ]
  %14 = phi i64 [ 0, %5 ], [ %58, %31 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %57, %31 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %26, %17 ], [ %14, %12 ]
  %19 = phi double [ %25, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %27, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %1, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds double, ptr %2, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19)
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %8
  br i1 %28, label %29, label %17, !llvm.loop !9

29:                                               ; preds = %12, %17, %3
  %30 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %25, %17 ]
  ret double %30

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %10 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %10 ], [ %59, %31 ]
  %35 = getelementptr inbounds double, ptr %1, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = getelementptr inbounds double, ptr %2, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33)
  %40 = or i64 %32, 1
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = getelementptr inbounds double, ptr %2, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = or i64 %32, 2
  %47 = getelementptr inbounds double, ptr %1, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = getelementptr inbounds double, ptr %2, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or i64 %32, 3
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %2, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = add nuw nsw i64 %32, 4
  %59 = add i64 %34, 4
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %31, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local double @clamp01(double noundef %0) local_unnamed_addr #2 {
  %2 = fcmp olt double %0, 0.000000e+00
  %3 = fcmp ogt double %0, 1.000000e+00
  %4 = select i1 %3, double 1.000000e+00, double %0
  %5 = select i1 %2, double 0.000000e+00, double %4
  ret double %5
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i64 @fib(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call i64 @fib(i32 noundef %11)
  %13 = add nsw i32 %9, -2
  %14 = add nsw i64 %12, %10
  %15 = icmp ult i32 %9, 4
  br i1 %15, label %3, label %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn uwtable
define dso_local double @kept(double noundef %0) local_unnamed_addr #4 {
  %2 = fmul double %0, 5.000000e-01
  ret double %2
}

attributes #0 = { argmemonly nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
