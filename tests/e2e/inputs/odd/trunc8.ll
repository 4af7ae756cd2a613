; clang-15 -O2 -fno-vectorize -S -emit-llvm -g0 of the C below: j % 17 with j < 180
; is computed as an 8-bit urem of j truncated to i8 (179 does not fit a signed
; i8, it fits an unsigned one): assumed signed, 'the assumptions can never hold'
; kept the nest on the CPU (PolyBench's floyd-warshall init at -O2).
; #include <stdio.h>
; #define N 180
; int path[N][N];
; int main(void) {
;     for (int i = 0; i < N; i++)
;         for (int j = 0; j < N; j++)
;             if (i == j)
;                 path[i][j] = 0;
;             else
;                 path[i][j] = ((i % 13) * (j % 17) + i + 3 * j) % 97 + 1;
;     long s = 0;
;     for (int i = 0; i < N; i++)
;         for (int j = 0; j < N; j++) s += (long)path[i][j] * (i % 5 + j % 3 + 1);
;     printf("%ld\n", s);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@path = dso_local local_unnamed_addr global [180 x [180 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
  %3 = trunc i64 %2 to i32
  %4 = urem i32 %3, 13
  br label %8

5:                                                ; preds = %22
  %6 = add nuw nsw i64 %2, 1
  %7 = icmp eq i64 %6, 180
  br i1 %7, label %27, label %1, !llvm.loop !5

8:                                                ; preds = %1, %22
  %9 = phi i64 [ 0, %1 ], [ %25, %22 ]
  %10 = icmp eq i64 %2, %9
  br i1 %10, label %22, label %11

11:                                               ; preds = %8
  %12 = trunc i64 %9 to i8
  %13 = urem i8 %12, 17
  %14 = zext i8 %13 to i32
  %15 = mul nuw nsw i32 %4, %14
  %16 = mul nuw nsw i64 %9, 3
  %17 = add nuw nsw i64 %16, %2
  %18 = trunc i64 %17 to i32
  %19 = add i32 %15, %18
  %20 = urem i32 %19, 97
  %21 = add nuw nsw i32 %20, 1
  br label %22

22:                                               ; preds = %8, %11
  %23 = phi i32 [ %21, %11 ], [ 0, %8 ]
  %24 = getelementptr inbounds [180 x [180 x i32]], ptr @path, i64 0, i64 %2, i64 %9
  store i32 %23, ptr %24, align 4
  %25 = add nuw nsw i64 %9, 1
  %26 = icmp eq i64 %25, 180
  br i1 %26, label %5, label %8, !llvm.loop !7

27:                                               ; preds = %5, %35
  %28 = phi i64 [ %36, %35 ], [ 0, %5 ]
  %29 = phi i64 [ %61, %35 ], [ 0, %5 ]
  %30 = trunc i64 %28 to i32
  %31 = urem i32 %30, 5
  %32 = add nuw nsw i32 %31, 1
  br label %38

33:                                               ; preds = %35
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %61)
  ret i32 0

35:                                               ; preds = %38
  %36 = add nuw nsw i64 %28, 1
  %37 = icmp eq i64 %36, 180
  br i1 %37, label %33, label %27, !llvm.loop !8

38:                                               ; preds = %38, %27
  %39 = phi i64 [ 0, %27 ], [ %62, %38 ]
  %40 = phi i64 [ %29, %27 ], [ %61, %38 ]
  %41 = getelementptr inbounds [180 x [180 x i32]], ptr @path, i64 0, i64 %28, i64 %39
  %42 = load i32, ptr %41, align 8, !tbaa !9
  %43 = sext i32 %42 to i64
  %44 = trunc i64 %39 to i8
  %45 = urem i8 %44, 3
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %32, %46
  %48 = zext i32 %47 to i64
  %49 = mul nsw i64 %43, %48
  %50 = add nsw i64 %49, %40
  %51 = or i64 %39, 1
  %52 = getelementptr inbounds [180 x [180 x i32]], ptr @path, i64 0, i64 %28, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = sext i32 %53 to i64
  %55 = trunc i64 %51 to i8
  %56 = urem i8 %55, 3
  %57 = zext i8 %56 to i32
  %58 = add nuw nsw i32 %32, %57
  %59 = zext i32 %58 to i64
  %60 = mul nsw i64 %54, %59
  %61 = add nsw i64 %60, %50
  %62 = add nuw nsw i64 %39, 2
  %63 = icmp eq i64 %62, 180
  br i1 %63, label %35, label %38, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6}
