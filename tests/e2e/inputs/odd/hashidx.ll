; clang-15 -O2 -fno-vectorize -fno-slp-vectorize of the C below: subscripts
; that hash the counter ((i * 2654435761) >> 22 & 1023, widened to 64 bits).
; Modelled exactly, isl's box computation for the transfers ran bignum
; pivots for minutes, past the operation budget; now they are non-affine.
; #include <stdio.h>
; #include <stdlib.h>
; double A[1024], B[4096], C[64][64];
; __attribute__((noinline)) void f(int n)
; {
;     for (int i = 0; i < n; i++) B[i] = A[((unsigned)i * 2654435761u) >> 22] + A[(i * 40503u) >> 22];
; }
; __attribute__((noinline)) void g(int n)
; {
;     for (int i = 0; i < n; i++)
;         for (int j = 0; j < n; j++)
;             C[((unsigned)(i * 64 + j) * 2654435761u) >> 26][j] += A[(unsigned)(i * 7 + j * 2246822519u) >> 22];
; }
; int main(int argc, char **argv)
; {
;     int n = argc > 1 ? atoi(argv[1]) : 64;
;     for (int i = 0; i < 1024; i++) A[i] = i * 0.5;
;     f(n); g(n);
;     double s = 0; for (int i = 0; i < 4096; i++) s += B[i] * (i % 7 + 1);
;     for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) s += C[i][j] * (j % 5 + 1);
;     printf("%.17g\n", s);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [1024 x double] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [4096 x double] zeroinitializer, align 16
@C = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @f(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  br label %6

5:                                                ; preds = %6, %1
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i64 [ 0, %3 ], [ %20, %6 ]
  %8 = mul i64 %7, 2654435761
  %9 = lshr i64 %8, 22
  %10 = and i64 %9, 1023
  %11 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = mul i64 %7, 40503
  %14 = lshr i64 %13, 22
  %15 = and i64 %14, 1023
  %16 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = fadd double %12, %17
  %19 = getelementptr inbounds [4096 x double], ptr @B, i64 0, i64 %7
  store double %18, ptr %19, align 8, !tbaa !5
  %20 = add nuw nsw i64 %7, 1
  %21 = icmp eq i64 %20, %4
  br i1 %21, label %5, label %6, !llvm.loop !9
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @g(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  br label %5

5:                                                ; preds = %10, %3
  %6 = phi i64 [ 0, %3 ], [ %11, %10 ]
  %7 = mul i64 %6, 7
  %8 = shl i64 %6, 6
  br label %13

9:                                                ; preds = %10, %1
  ret void

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %6, 1
  %12 = icmp eq i64 %11, %4
  br i1 %12, label %9, label %5, !llvm.loop !11

13:                                               ; preds = %5, %13
  %14 = phi i64 [ 0, %5 ], [ %28, %13 ]
  %15 = mul i64 %14, 2246822519
  %16 = add i64 %15, %7
  %17 = lshr i64 %16, 22
  %18 = and i64 %17, 1023
  %19 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = add i64 %14, %8
  %22 = mul i64 %21, 2654435761
  %23 = lshr i64 %22, 26
  %24 = and i64 %23, 63
  %25 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %24, i64 %14
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fadd double %20, %26
  store double %27, ptr %25, align 8, !tbaa !5
  %28 = add nuw nsw i64 %14, 1
  %29 = icmp eq i64 %28, %4
  br i1 %29, label %10, label %13, !llvm.loop !12
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !13
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #5
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ]
  br label %12

11:                                               ; preds = %12
  tail call void @f(i32 noundef %10)
  tail call void @g(i32 noundef %10)
  br label %35

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %33, %12 ]
  %14 = trunc i64 %13 to i32
  %15 = sitofp i32 %14 to double
  %16 = fmul double %15, 5.000000e-01
  %17 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %13
  store double %16, ptr %17, align 16, !tbaa !5
  %18 = or i64 %13, 1
  %19 = trunc i64 %18 to i32
  %20 = sitofp i32 %19 to double
  %21 = fmul double %20, 5.000000e-01
  %22 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %18
  store double %21, ptr %22, align 8, !tbaa !5
  %23 = or i64 %13, 2
  %24 = trunc i64 %23 to i32
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 5.000000e-01
  %27 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %23
  store double %26, ptr %27, align 16, !tbaa !5
  %28 = or i64 %13, 3
  %29 = trunc i64 %28 to i32
  %30 = sitofp i32 %29 to double
  %31 = fmul double %30, 5.000000e-01
  %32 = getelementptr inbounds [1024 x double], ptr @A, i64 0, i64 %28
  store double %31, ptr %32, align 8, !tbaa !5
  %33 = add nuw nsw i64 %13, 4
  %34 = icmp eq i64 %33, 1024
  br i1 %34, label %11, label %12, !llvm.loop !15

35:                                               ; preds = %35, %11
  %36 = phi i64 [ 0, %11 ], [ %53, %35 ]
  %37 = phi double [ 0.000000e+00, %11 ], [ %52, %35 ]
  %38 = getelementptr inbounds [4096 x double], ptr @B, i64 0, i64 %36
  %39 = load double, ptr %38, align 16, !tbaa !5
  %40 = trunc i64 %36 to i16
  %41 = urem i16 %40, 7
  %42 = add nuw nsw i16 %41, 1
  %43 = uitofp i16 %42 to double
  %44 = tail call double @llvm.fmuladd.f64(double %39, double %43, double %37)
  %45 = or i64 %36, 1
  %46 = getelementptr inbounds [4096 x double], ptr @B, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = trunc i64 %45 to i16
  %49 = urem i16 %48, 7
  %50 = add nuw nsw i16 %49, 1
  %51 = uitofp i16 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %47, double %51, double %44)
  %53 = add nuw nsw i64 %36, 2
  %54 = icmp eq i64 %53, 4096
  br i1 %54, label %55, label %35, !llvm.loop !16

55:                                               ; preds = %35, %60
  %56 = phi i64 [ %61, %60 ], [ 0, %35 ]
  %57 = phi double [ %80, %60 ], [ %52, %35 ]
  br label %63

58:                                               ; preds = %60
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %80)
  ret i32 0

60:                                               ; preds = %63
  %61 = add nuw nsw i64 %56, 1
  %62 = icmp eq i64 %61, 64
  br i1 %62, label %58, label %55, !llvm.loop !17

63:                                               ; preds = %63, %55
  %64 = phi i64 [ 0, %55 ], [ %81, %63 ]
  %65 = phi double [ %57, %55 ], [ %80, %63 ]
  %66 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %56, i64 %64
  %67 = load double, ptr %66, align 16, !tbaa !5
  %68 = trunc i64 %64 to i8
  %69 = urem i8 %68, 5
  %70 = add nuw nsw i8 %69, 1
  %71 = uitofp i8 %70 to double
  %72 = tail call double @llvm.fmuladd.f64(double %67, double %71, double %65)
  %73 = or i64 %64, 1
  %74 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %56, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = trunc i64 %73 to i8
  %77 = urem i8 %76, 5
  %78 = add nuw nsw i8 %77, 1
  %79 = uitofp i8 %78 to double
  %80 = tail call double @llvm.fmuladd.f64(double %75, double %79, double %72)
  %81 = add nuw nsw i64 %64, 2
  %82 = icmp eq i64 %81, 64
  br i1 %82, label %60, label %63, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
