; clang-15 -O2 -fno-vectorize -fno-unroll-loops -S -emit-llvm -g0 of the C below: glibc's
; -ffinite-math-only entry points, which clang called under -ffast-math before glibc 2.31
; and glibc (2.31 on) no longer exports to new programs: polyoff knows them as the
; functions they are (sqrt offloads, log10 and expf are inexact on devices) and binds
; them to those functions for the CPU path.
; #include <stdio.h>
; double __sqrt_finite(double);
; double __log10_finite(double);
; float __expf_finite(float);
; #define N 4000
; double a[N], b[N], c[N];
; float e[N];
; int main(void) {
;     for (int i = 0; i < N; i++) a[i] = i * 0.37 + 1.0;
;     for (int i = 0; i < N; i++) b[i] = __sqrt_finite(a[i]) * 2.0;
;     for (int i = 0; i < N; i++) c[i] = __log10_finite(a[i]);
;     for (int i = 0; i < N; i++) e[i] = __expf_finite((float)(i % 50) * 0.1f);
;     double s = 0;
;     for (int i = 0; i < N; i++) s += b[i] * (i % 7 + 1) + c[i] * (i % 5 + 1) + e[i];
;     printf("%.17g %.17g %.17g\n", s, b[N - 1], c[N - 1]);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [4000 x double] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [4000 x double] zeroinitializer, align 16
@c = dso_local local_unnamed_addr global [4000 x double] zeroinitializer, align 16
@e = dso_local local_unnamed_addr global [4000 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %7, %1 ]
  %3 = trunc i64 %2 to i32
  %4 = sitofp i32 %3 to double
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 3.700000e-01, double 1.000000e+00)
  %6 = getelementptr inbounds [4000 x double], ptr @a, i64 0, i64 %2
  store double %5, ptr %6, align 8, !tbaa !5
  %7 = add nuw nsw i64 %2, 1
  %8 = icmp eq i64 %7, 4000
  br i1 %8, label %9, label %1, !llvm.loop !9

9:                                                ; preds = %1, %9
  %10 = phi i64 [ %16, %9 ], [ 0, %1 ]
  %11 = getelementptr inbounds [4000 x double], ptr @a, i64 0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = tail call double @__sqrt_finite(double noundef %12) #4
  %14 = fmul double %13, 2.000000e+00
  %15 = getelementptr inbounds [4000 x double], ptr @b, i64 0, i64 %10
  store double %14, ptr %15, align 8, !tbaa !5
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, 4000
  br i1 %17, label %18, label %9, !llvm.loop !12

18:                                               ; preds = %9, %18
  %19 = phi i64 [ %24, %18 ], [ 0, %9 ]
  %20 = getelementptr inbounds [4000 x double], ptr @a, i64 0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @__log10_finite(double noundef %21) #4
  %23 = getelementptr inbounds [4000 x double], ptr @c, i64 0, i64 %19
  store double %22, ptr %23, align 8, !tbaa !5
  %24 = add nuw nsw i64 %19, 1
  %25 = icmp eq i64 %24, 4000
  br i1 %25, label %26, label %18, !llvm.loop !13

26:                                               ; preds = %18, %26
  %27 = phi i64 [ %34, %26 ], [ 0, %18 ]
  %28 = trunc i64 %27 to i16
  %29 = urem i16 %28, 50
  %30 = uitofp i16 %29 to float
  %31 = fmul float %30, 0x3FB99999A0000000
  %32 = tail call float @__expf_finite(float noundef %31) #4
  %33 = getelementptr inbounds [4000 x float], ptr @e, i64 0, i64 %27
  store float %32, ptr %33, align 4, !tbaa !14
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, 4000
  br i1 %35, label %40, label %26, !llvm.loop !16

36:                                               ; preds = %40
  %37 = load double, ptr getelementptr inbounds ([4000 x double], ptr @b, i64 0, i64 3999), align 8, !tbaa !5
  %38 = load double, ptr getelementptr inbounds ([4000 x double], ptr @c, i64 0, i64 3999), align 8, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %60, double noundef %37, double noundef %38)
  ret i32 0

40:                                               ; preds = %26, %40
  %41 = phi i64 [ %61, %40 ], [ 0, %26 ]
  %42 = phi double [ %60, %40 ], [ 0.000000e+00, %26 ]
  %43 = getelementptr inbounds [4000 x double], ptr @b, i64 0, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = trunc i64 %41 to i16
  %46 = urem i16 %45, 7
  %47 = add nuw nsw i16 %46, 1
  %48 = uitofp i16 %47 to double
  %49 = getelementptr inbounds [4000 x double], ptr @c, i64 0, i64 %41
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = urem i16 %45, 5
  %52 = add nuw nsw i16 %51, 1
  %53 = uitofp i16 %52 to double
  %54 = fmul double %50, %53
  %55 = tail call double @llvm.fmuladd.f64(double %44, double %48, double %54)
  %56 = getelementptr inbounds [4000 x float], ptr @e, i64 0, i64 %41
  %57 = load float, ptr %56, align 4, !tbaa !14
  %58 = fpext float %57 to double
  %59 = fadd double %55, %58
  %60 = fadd double %42, %59
  %61 = add nuw nsw i64 %41, 1
  %62 = icmp eq i64 %61, 4000
  br i1 %62, label %36, label %40, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree
declare double @__sqrt_finite(double noundef) local_unnamed_addr #2

; Function Attrs: nofree
declare double @__log10_finite(double noundef) local_unnamed_addr #2

; Function Attrs: nofree
declare float @__expf_finite(float noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
