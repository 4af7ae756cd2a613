; clang-15 -O2 -S -emit-llvm of the C below: the subscript (i - 1) * 24 + i of a
; long array becomes ((i + 2^32 - 24) + 24 * i) << 32 >> 32 in 64 bits
; (sign_extend_inreg), folded with the GEP's scaling to >> 29. Modelled as
; the shift and division it looks like, the subscript was 25i + 2^32 - 24: the
; device read 32 GiB past the array (SIGSEGV in the fuzzer, seed 212).
; #include <stdio.h>
; #include <stdlib.h>
; #define DIM 24
; long PL[DIM * DIM];
; unsigned PU[DIM * DIM];
; 
; __attribute__((noinline)) void f(int n, unsigned *a0, long *a1)
; {
;     for (int t = 0; t < 2; t++)
;         for (int i = 1; i < n - 1; i++)
;             for (int j = n - 2; j >= 1; j--)
;                 a0[(j / 2) * DIM + j] = a0[(j / 2) * DIM + j] * 2654435761u + ((unsigned)a1[(i - 1) * DIM + i] ^ 0x9e37u);
; }
; 
; int main(int argc, char **argv)
; {
;     int n = argc > 1 ? atoi(argv[1]) : DIM;
;     for (int i = 0; i < DIM * DIM; i++) { PL[i] = (i * 11 + 3) % 997; PU[i] = (unsigned)i * 2246822519u; }
;     f(n, PU, PL + 1);
;     unsigned long s = 0;
;     for (int i = 0; i < DIM * DIM; i++) s += PU[i] % 65521u * (unsigned long)(i % 73 + 1);
;     printf("%lu\n", s);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@PL = dso_local global [576 x i64] zeroinitializer, align 16
@PU = dso_local global [576 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%lu\0A\00", align 1

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind uwtable
define dso_local void @f(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = add i32 %0, -1
  %5 = icmp sgt i32 %0, 2
  %6 = add i32 %0, -2
  br i1 %5, label %7, label %72

7:                                                ; preds = %3
  %8 = zext i32 %4 to i64
  %9 = add i32 %0, -3
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %10, 0
  %12 = lshr i32 %6, 1
  %13 = mul nsw i32 %12, 24
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = add i32 %0, -3
  %18 = icmp eq i32 %9, 0
  br label %73

19:                                               ; preds = %90
  br i1 %5, label %20, label %72

20:                                               ; preds = %19
  %21 = zext i32 %4 to i64
  %22 = and i32 %0, 1
  %23 = icmp eq i32 %22, 0
  %24 = lshr i32 %6, 1
  %25 = mul nsw i32 %24, 24
  %26 = add nsw i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = add i32 %0, -3
  %30 = icmp eq i32 %9, 0
  br label %31

31:                                               ; preds = %20, %69
  %32 = phi i64 [ 1, %20 ], [ %70, %69 ]
  %33 = mul i64 %32, 24
  %34 = add nuw i64 %32, 4294967272
  %35 = add i64 %34, %33
  %36 = shl i64 %35, 32
  %37 = ashr exact i64 %36, 32
  %38 = getelementptr inbounds i64, ptr %2, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !5
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %40, 40503
  br i1 %23, label %46, label %42

42:                                               ; preds = %31
  %43 = load i32, ptr %28, align 4, !tbaa !9
  %44 = mul i32 %43, -1640531535
  %45 = add i32 %41, %44
  store i32 %45, ptr %28, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %42, %31
  %47 = phi i32 [ %6, %31 ], [ %29, %42 ]
  br i1 %30, label %69, label %48

48:                                               ; preds = %46, %48
  %49 = phi i32 [ %67, %48 ], [ %47, %46 ]
  %50 = lshr i32 %49, 1
  %51 = mul nsw i32 %50, 24
  %52 = add nsw i32 %51, %49
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %1, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !9
  %56 = mul i32 %55, -1640531535
  %57 = add i32 %41, %56
  store i32 %57, ptr %54, align 4, !tbaa !9
  %58 = add nsw i32 %49, -1
  %59 = lshr i32 %58, 1
  %60 = mul nsw i32 %59, 24
  %61 = add nsw i32 %60, %58
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %1, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = mul i32 %64, -1640531535
  %66 = add i32 %41, %65
  store i32 %66, ptr %63, align 4, !tbaa !9
  %67 = add nsw i32 %49, -2
  %68 = icmp sgt i32 %49, 2
  br i1 %68, label %48, label %69, !llvm.loop !11

69:                                               ; preds = %48, %46
  %70 = add nuw nsw i64 %32, 1
  %71 = icmp eq i64 %70, %21
  br i1 %71, label %72, label %31, !llvm.loop !13

72:                                               ; preds = %69, %3, %19
  ret void

73:                                               ; preds = %90, %7
  %74 = phi i64 [ 1, %7 ], [ %91, %90 ]
  %75 = mul i64 %74, 24
  %76 = add nuw i64 %74, 4294967272
  %77 = add i64 %76, %75
  %78 = shl i64 %77, 32
  %79 = ashr exact i64 %78, 32
  %80 = getelementptr inbounds i64, ptr %2, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !5
  %82 = trunc i64 %81 to i32
  %83 = xor i32 %82, 40503
  br i1 %11, label %88, label %84

84:                                               ; preds = %73
  %85 = load i32, ptr %16, align 4, !tbaa !9
  %86 = mul i32 %85, -1640531535
  %87 = add i32 %83, %86
  store i32 %87, ptr %16, align 4, !tbaa !9
  br label %88

88:                                               ; preds = %84, %73
  %89 = phi i32 [ %6, %73 ], [ %17, %84 ]
  br i1 %18, label %90, label %93

90:                                               ; preds = %93, %88
  %91 = add nuw nsw i64 %74, 1
  %92 = icmp eq i64 %91, %8
  br i1 %92, label %19, label %73, !llvm.loop !13

93:                                               ; preds = %88, %93
  %94 = phi i32 [ %112, %93 ], [ %89, %88 ]
  %95 = lshr i32 %94, 1
  %96 = mul nsw i32 %95, 24
  %97 = add nsw i32 %96, %94
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr %1, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !9
  %101 = mul i32 %100, -1640531535
  %102 = add i32 %83, %101
  store i32 %102, ptr %99, align 4, !tbaa !9
  %103 = add nsw i32 %94, -1
  %104 = lshr i32 %103, 1
  %105 = mul nsw i32 %104, 24
  %106 = add nsw i32 %105, %103
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %1, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !9
  %110 = mul i32 %109, -1640531535
  %111 = add i32 %83, %110
  store i32 %111, ptr %108, align 4, !tbaa !9
  %112 = add nsw i32 %94, -2
  %113 = icmp sgt i32 %94, 2
  br i1 %113, label %93, label %90, !llvm.loop !11
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 24, %2 ]
  br label %12

11:                                               ; preds = %12
  tail call void @f(i32 noundef %10, ptr noundef nonnull @PU, ptr noundef getelementptr inbounds ([576 x i64], ptr @PL, i64 0, i64 1))
  br label %27

12:                                               ; preds = %9, %12
  %13 = phi i64 [ 0, %9 ], [ %23, %12 ]
  %14 = trunc i64 %13 to i32
  %15 = trunc i64 %13 to i16
  %16 = mul i16 %15, 11
  %17 = add i16 %16, 3
  %18 = urem i16 %17, 997
  %19 = zext i16 %18 to i64
  %20 = getelementptr inbounds [576 x i64], ptr @PL, i64 0, i64 %13
  store i64 %19, ptr %20, align 8, !tbaa !5
  %21 = mul i32 %14, -2048144777
  %22 = getelementptr inbounds [576 x i32], ptr @PU, i64 0, i64 %13
  store i32 %21, ptr %22, align 4, !tbaa !9
  %23 = add nuw nsw i64 %13, 1
  %24 = icmp eq i64 %23, 576
  br i1 %24, label %11, label %12, !llvm.loop !16

25:                                               ; preds = %27
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %39)
  ret i32 0

27:                                               ; preds = %11, %27
  %28 = phi i64 [ 0, %11 ], [ %40, %27 ]
  %29 = phi i64 [ 0, %11 ], [ %39, %27 ]
  %30 = getelementptr inbounds [576 x i32], ptr @PU, i64 0, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !9
  %32 = urem i32 %31, 65521
  %33 = trunc i64 %28 to i16
  %34 = urem i16 %33, 73
  %35 = add nuw nsw i16 %34, 1
  %36 = zext i16 %35 to i32
  %37 = mul nuw nsw i32 %32, %36
  %38 = zext i32 %37 to i64
  %39 = add i64 %29, %38
  %40 = add nuw nsw i64 %28, 1
  %41 = icmp eq i64 %40, 576
  br i1 %41, label %25, label %27, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { argmemonly nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }


!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
