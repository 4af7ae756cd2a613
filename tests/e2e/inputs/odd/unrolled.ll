; clang-15 -O2 -S -emit-llvm -g0 of the C below: the floating-point reductions are
; unrolled at run time (not vectorised: no reassoc), each with an epilogue that
; starts at the unrolled loop's final counter (an exit value in a subscript).
; #include <stdio.h>
; #include <stdlib.h>
; /* Floating-point reductions: clang -O2 cannot vectorise them (no reassoc),
;    so it unrolls them at run time, with an epilogue loop that starts where
;    the unrolled loop ended. */
; void mv(int n, int m, double y[n], double A[n][m], double x[m]) {
;     for (int i = 0; i < n; i++) {
;         double s = y[i];
;         for (int j = 0; j < m; j++) s += A[i][j] * x[j];
;         y[i] = s;
;     }
; }
; void mvt(int n, double x[n], double A[n][n], double y[n]) {
;     for (int i = 0; i < n; i++)
;         for (int j = 0; j < n; j++) x[i] = x[i] + A[j][i] * y[j];
; }
; int main(int argc, char **argv) {
;     int n = argc > 1 ? atoi(argv[1]) : 40, m = argc > 2 ? atoi(argv[2]) : 33;
;     double *y = malloc(sizeof(double) * n), *x = malloc(sizeof(double) * m), *z = malloc(sizeof(double) * n);
;     double (*A)[m] = malloc(sizeof(double) * n * m), (*B)[n] = malloc(sizeof(double) * n * n);
;     for (int i = 0; i < n; i++) {
;         y[i] = i / 3.0; z[i] = 1.0 / (i + 1);
;         for (int j = 0; j < m; j++) A[i][j] = ((i * j) % 11) / 7.0;
;         for (int j = 0; j < n; j++) B[i][j] = ((i + 2 * j) % 13) / 5.0;
;     }
;     for (int j = 0; j < m; j++) x[j] = j % 4 - 1.5;
;     mv(n, m, y, A, x);
;     mvt(n, z, B, y);
;     double s = 0;
;     for (int i = 0; i < n; i++) s += y[i] * (i % 3 + 1) + z[i];
;     printf("%.17g\n", s);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @mv(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = zext i32 %1 to i64
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64
  %11 = add nsw i64 %6, -1
  %12 = and i64 %6, 3
  %13 = icmp ult i64 %11, 3
  %14 = and i64 %6, 4294967292
  %15 = icmp eq i64 %12, 0
  br label %17

16:                                               ; preds = %40, %5
  ret void

17:                                               ; preds = %8, %40
  %18 = phi i64 [ 0, %8 ], [ %42, %40 ]
  %19 = getelementptr inbounds double, ptr %2, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  br i1 %9, label %21, label %40

21:                                               ; preds = %17
  %22 = mul nuw nsw i64 %18, %6
  %23 = getelementptr inbounds double, ptr %3, i64 %22
  br i1 %13, label %24, label %44

24:                                               ; preds = %44, %21
  %25 = phi double [ undef, %21 ], [ %70, %44 ]
  %26 = phi i64 [ 0, %21 ], [ %71, %44 ]
  %27 = phi double [ %20, %21 ], [ %70, %44 ]
  br i1 %15, label %40, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %37, %28 ], [ %26, %24 ]
  %30 = phi double [ %36, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %38, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %23, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = getelementptr inbounds double, ptr %4, i64 %29
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %30)
  %37 = add nuw nsw i64 %29, 1
  %38 = add i64 %31, 1
  %39 = icmp eq i64 %38, %12
  br i1 %39, label %40, label %28, !llvm.loop !9

40:                                               ; preds = %24, %28, %17
  %41 = phi double [ %20, %17 ], [ %25, %24 ], [ %36, %28 ]
  store double %41, ptr %19, align 8, !tbaa !5
  %42 = add nuw nsw i64 %18, 1
  %43 = icmp eq i64 %42, %10
  br i1 %43, label %16, label %17, !llvm.loop !11

44:                                               ; preds = %21, %44
  %45 = phi i64 [ %71, %44 ], [ 0, %21 ]
  %46 = phi double [ %70, %44 ], [ %20, %21 ]
  %47 = phi i64 [ %72, %44 ], [ 0, %21 ]
  %48 = getelementptr inbounds double, ptr %23, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = getelementptr inbounds double, ptr %4, i64 %45
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %46)
  %53 = or i64 %45, 1
  %54 = getelementptr inbounds double, ptr %23, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = getelementptr inbounds double, ptr %4, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %52)
  %59 = or i64 %45, 2
  %60 = getelementptr inbounds double, ptr %23, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = getelementptr inbounds double, ptr %4, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %58)
  %65 = or i64 %45, 3
  %66 = getelementptr inbounds double, ptr %23, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds double, ptr %4, i64 %65
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %67, double %69, double %64)
  %71 = add nuw nsw i64 %45, 4
  %72 = add i64 %47, 4
  %73 = icmp eq i64 %72, %14
  br i1 %73, label %24, label %44, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @mvt(i32 noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = zext i32 %0 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = and i64 %5, 1
  %9 = icmp eq i32 %0, 1
  %10 = and i64 %5, 4294967294
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %7, %31
  %13 = phi i64 [ %32, %31 ], [ 0, %7 ]
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  br i1 %9, label %20, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds double, ptr %2, i64 %13
  %18 = getelementptr inbounds double, ptr %2, i64 %13
  br label %34

19:                                               ; preds = %31, %4
  ret void

20:                                               ; preds = %34, %12
  %21 = phi double [ %15, %12 ], [ %50, %34 ]
  %22 = phi i64 [ 0, %12 ], [ %51, %34 ]
  br i1 %11, label %31, label %23

23:                                               ; preds = %20
  %24 = mul nuw nsw i64 %22, %5
  %25 = getelementptr inbounds double, ptr %2, i64 %13
  %26 = getelementptr inbounds double, ptr %25, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds double, ptr %3, i64 %22
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %21)
  store double %30, ptr %14, align 8, !tbaa !5
  br label %31

31:                                               ; preds = %20, %23
  %32 = add nuw nsw i64 %13, 1
  %33 = icmp eq i64 %32, %5
  br i1 %33, label %19, label %12, !llvm.loop !14

34:                                               ; preds = %34, %16
  %35 = phi double [ %15, %16 ], [ %50, %34 ]
  %36 = phi i64 [ 0, %16 ], [ %51, %34 ]
  %37 = phi i64 [ 0, %16 ], [ %52, %34 ]
  %38 = mul nuw nsw i64 %36, %5
  %39 = getelementptr inbounds double, ptr %17, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = getelementptr inbounds double, ptr %3, i64 %36
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %35)
  store double %43, ptr %14, align 8, !tbaa !5
  %44 = or i64 %36, 1
  %45 = mul nuw nsw i64 %44, %5
  %46 = getelementptr inbounds double, ptr %18, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %3, i64 %44
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %43)
  store double %50, ptr %14, align 8, !tbaa !5
  %51 = add nuw nsw i64 %36, 2
  %52 = add i64 %37, 2
  %53 = icmp eq i64 %52, %10
  br i1 %53, label %20, label %34, !llvm.loop !15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !16
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %15, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #6
  %14 = trunc i64 %13 to i32
  br label %15

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 33, %4 ], [ 33, %2 ]
  %18 = sext i32 %16 to i64
  %19 = shl nsw i64 %18, 3
  %20 = tail call noalias ptr @malloc(i64 noundef %19) #7
  %21 = sext i32 %17 to i64
  %22 = shl nsw i64 %21, 3
  %23 = tail call noalias ptr @malloc(i64 noundef %22) #7
  %24 = tail call noalias ptr @malloc(i64 noundef %19) #7
  %25 = zext i32 %17 to i64
  %26 = mul i64 %19, %21
  %27 = tail call noalias ptr @malloc(i64 noundef %26) #7
  %28 = zext i32 %16 to i64
  %29 = mul i64 %19, %18
  %30 = tail call noalias ptr @malloc(i64 noundef %29) #7
  %31 = icmp sgt i32 %16, 0
  br i1 %31, label %32, label %42

32:                                               ; preds = %15
  %33 = icmp sgt i32 %17, 0
  %34 = icmp eq i32 %17, 1
  %35 = and i64 %25, 4294967294
  %36 = icmp eq i64 %35, %25
  %37 = icmp ult i32 %16, 2
  %38 = and i64 %28, 4294967294
  %39 = icmp eq i64 %38, %28
  br label %100

40:                                               ; preds = %163, %150
  %41 = icmp eq i64 %106, %28
  br i1 %41, label %42, label %100, !llvm.loop !18

42:                                               ; preds = %40, %15
  %43 = icmp sgt i32 %17, 0
  br i1 %43, label %44, label %174

44:                                               ; preds = %42
  %45 = icmp ult i32 %17, 4
  br i1 %45, label %98, label %46

46:                                               ; preds = %44
  %47 = and i64 %25, 4294967292
  %48 = add nsw i64 %47, -4
  %49 = lshr exact i64 %48, 2
  %50 = add nuw nsw i64 %49, 1
  %51 = and i64 %50, 1
  %52 = icmp eq i64 %48, 0
  br i1 %52, label %82, label %53

53:                                               ; preds = %46
  %54 = and i64 %50, 9223372036854775806
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ 0, %53 ], [ %78, %55 ]
  %57 = phi <2 x i32> [ <i32 0, i32 1>, %53 ], [ %79, %55 ]
  %58 = phi i64 [ 0, %53 ], [ %80, %55 ]
  %59 = add <2 x i32> %57, <i32 2, i32 2>
  %60 = and <2 x i32> %57, <i32 3, i32 3>
  %61 = and <2 x i32> %59, <i32 3, i32 3>
  %62 = sitofp <2 x i32> %60 to <2 x double>
  %63 = sitofp <2 x i32> %61 to <2 x double>
  %64 = fadd <2 x double> %62, <double -1.500000e+00, double -1.500000e+00>
  %65 = fadd <2 x double> %63, <double -1.500000e+00, double -1.500000e+00>
  %66 = getelementptr inbounds double, ptr %23, i64 %56
  store <2 x double> %64, ptr %66, align 8, !tbaa !5
  %67 = getelementptr inbounds double, ptr %66, i64 2
  store <2 x double> %65, ptr %67, align 8, !tbaa !5
  %68 = or i64 %56, 4
  %69 = add <2 x i32> %57, <i32 2, i32 2>
  %70 = and <2 x i32> %57, <i32 3, i32 3>
  %71 = and <2 x i32> %69, <i32 3, i32 3>
  %72 = sitofp <2 x i32> %70 to <2 x double>
  %73 = sitofp <2 x i32> %71 to <2 x double>
  %74 = fadd <2 x double> %72, <double -1.500000e+00, double -1.500000e+00>
  %75 = fadd <2 x double> %73, <double -1.500000e+00, double -1.500000e+00>
  %76 = getelementptr inbounds double, ptr %23, i64 %68
  store <2 x double> %74, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %76, i64 2
  store <2 x double> %75, ptr %77, align 8, !tbaa !5
  %78 = add nuw i64 %56, 8
  %79 = add <2 x i32> %57, <i32 8, i32 8>
  %80 = add i64 %58, 2
  %81 = icmp eq i64 %80, %54
  br i1 %81, label %82, label %55, !llvm.loop !19

82:                                               ; preds = %55, %46
  %83 = phi i64 [ 0, %46 ], [ %78, %55 ]
  %84 = phi <2 x i32> [ <i32 0, i32 1>, %46 ], [ %79, %55 ]
  %85 = icmp eq i64 %51, 0
  br i1 %85, label %96, label %86

86:                                               ; preds = %82
  %87 = add <2 x i32> %84, <i32 2, i32 2>
  %88 = and <2 x i32> %84, <i32 3, i32 3>
  %89 = and <2 x i32> %87, <i32 3, i32 3>
  %90 = sitofp <2 x i32> %88 to <2 x double>
  %91 = sitofp <2 x i32> %89 to <2 x double>
  %92 = fadd <2 x double> %90, <double -1.500000e+00, double -1.500000e+00>
  %93 = fadd <2 x double> %91, <double -1.500000e+00, double -1.500000e+00>
  %94 = getelementptr inbounds double, ptr %23, i64 %83
  store <2 x double> %92, ptr %94, align 8, !tbaa !5
  %95 = getelementptr inbounds double, ptr %94, i64 2
  store <2 x double> %93, ptr %95, align 8, !tbaa !5
  br label %96

96:                                               ; preds = %82, %86
  %97 = icmp eq i64 %47, %25
  br i1 %97, label %174, label %98

98:                                               ; preds = %44, %96
  %99 = phi i64 [ 0, %44 ], [ %47, %96 ]
  br label %316

100:                                              ; preds = %32, %40
  %101 = phi i64 [ 0, %32 ], [ %106, %40 ]
  %102 = trunc i64 %101 to i32
  %103 = sitofp i32 %102 to double
  %104 = fdiv double %103, 3.000000e+00
  %105 = getelementptr inbounds double, ptr %20, i64 %101
  store double %104, ptr %105, align 8, !tbaa !5
  %106 = add nuw nsw i64 %101, 1
  %107 = trunc i64 %106 to i32
  %108 = sitofp i32 %107 to double
  %109 = fdiv double 1.000000e+00, %108
  %110 = getelementptr inbounds double, ptr %24, i64 %101
  store double %109, ptr %110, align 8, !tbaa !5
  br i1 %33, label %111, label %131

111:                                              ; preds = %100
  %112 = mul nuw nsw i64 %101, %25
  %113 = getelementptr inbounds double, ptr %27, i64 %112
  br i1 %34, label %129, label %114

114:                                              ; preds = %111
  %115 = insertelement <2 x i32> poison, i32 %102, i64 0
  %116 = shufflevector <2 x i32> %115, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %117

117:                                              ; preds = %117, %114
  %118 = phi i64 [ 0, %114 ], [ %125, %117 ]
  %119 = phi <2 x i32> [ <i32 0, i32 1>, %114 ], [ %126, %117 ]
  %120 = mul nsw <2 x i32> %119, %116
  %121 = urem <2 x i32> %120, <i32 11, i32 11>
  %122 = sitofp <2 x i32> %121 to <2 x double>
  %123 = fdiv <2 x double> %122, <double 7.000000e+00, double 7.000000e+00>
  %124 = getelementptr inbounds double, ptr %113, i64 %118
  store <2 x double> %123, ptr %124, align 8, !tbaa !5
  %125 = add nuw i64 %118, 2
  %126 = add <2 x i32> %119, <i32 2, i32 2>
  %127 = icmp eq i64 %125, %35
  br i1 %127, label %128, label %117, !llvm.loop !21

128:                                              ; preds = %117
  br i1 %36, label %131, label %129

129:                                              ; preds = %111, %128
  %130 = phi i64 [ 0, %111 ], [ %35, %128 ]
  br label %153

131:                                              ; preds = %153, %128, %100
  %132 = mul nuw nsw i64 %101, %28
  %133 = getelementptr inbounds double, ptr %30, i64 %132
  br i1 %37, label %151, label %134

134:                                              ; preds = %131
  %135 = insertelement <2 x i64> poison, i64 %101, i64 0
  %136 = shufflevector <2 x i64> %135, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %137

137:                                              ; preds = %137, %134
  %138 = phi i64 [ 0, %134 ], [ %147, %137 ]
  %139 = phi <2 x i64> [ <i64 0, i64 1>, %134 ], [ %148, %137 ]
  %140 = shl nuw nsw <2 x i64> %139, <i64 1, i64 1>
  %141 = add nuw nsw <2 x i64> %140, %136
  %142 = trunc <2 x i64> %141 to <2 x i32>
  %143 = urem <2 x i32> %142, <i32 13, i32 13>
  %144 = sitofp <2 x i32> %143 to <2 x double>
  %145 = fdiv <2 x double> %144, <double 5.000000e+00, double 5.000000e+00>
  %146 = getelementptr inbounds double, ptr %133, i64 %138
  store <2 x double> %145, ptr %146, align 8, !tbaa !5
  %147 = add nuw i64 %138, 2
  %148 = add <2 x i64> %139, <i64 2, i64 2>
  %149 = icmp eq i64 %147, %38
  br i1 %149, label %150, label %137, !llvm.loop !22

150:                                              ; preds = %137
  br i1 %39, label %40, label %151

151:                                              ; preds = %131, %150
  %152 = phi i64 [ 0, %131 ], [ %38, %150 ]
  br label %163

153:                                              ; preds = %129, %153
  %154 = phi i64 [ %161, %153 ], [ %130, %129 ]
  %155 = trunc i64 %154 to i32
  %156 = mul nsw i32 %155, %102
  %157 = urem i32 %156, 11
  %158 = sitofp i32 %157 to double
  %159 = fdiv double %158, 7.000000e+00
  %160 = getelementptr inbounds double, ptr %113, i64 %154
  store double %159, ptr %160, align 8, !tbaa !5
  %161 = add nuw nsw i64 %154, 1
  %162 = icmp eq i64 %161, %25
  br i1 %162, label %131, label %153, !llvm.loop !23

163:                                              ; preds = %151, %163
  %164 = phi i64 [ %172, %163 ], [ %152, %151 ]
  %165 = shl nuw nsw i64 %164, 1
  %166 = add nuw nsw i64 %165, %101
  %167 = trunc i64 %166 to i32
  %168 = urem i32 %167, 13
  %169 = sitofp i32 %168 to double
  %170 = fdiv double %169, 5.000000e+00
  %171 = getelementptr inbounds double, ptr %133, i64 %164
  store double %170, ptr %171, align 8, !tbaa !5
  %172 = add nuw nsw i64 %164, 1
  %173 = icmp eq i64 %172, %28
  br i1 %173, label %40, label %163, !llvm.loop !25

174:                                              ; preds = %316, %96, %42
  br i1 %31, label %175, label %341

175:                                              ; preds = %174
  %176 = add nsw i64 %25, -1
  %177 = and i64 %25, 3
  %178 = icmp ult i64 %176, 3
  %179 = and i64 %25, 4294967292
  %180 = icmp eq i64 %177, 0
  br label %181

181:                                              ; preds = %175, %204
  %182 = phi i64 [ %206, %204 ], [ 0, %175 ]
  %183 = getelementptr inbounds double, ptr %20, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !5
  br i1 %43, label %185, label %204

185:                                              ; preds = %181
  %186 = mul nuw nsw i64 %182, %25
  %187 = getelementptr inbounds double, ptr %27, i64 %186
  br i1 %178, label %188, label %214

188:                                              ; preds = %214, %185
  %189 = phi double [ undef, %185 ], [ %240, %214 ]
  %190 = phi i64 [ 0, %185 ], [ %241, %214 ]
  %191 = phi double [ %184, %185 ], [ %240, %214 ]
  br i1 %180, label %204, label %192

192:                                              ; preds = %188, %192
  %193 = phi i64 [ %201, %192 ], [ %190, %188 ]
  %194 = phi double [ %200, %192 ], [ %191, %188 ]
  %195 = phi i64 [ %202, %192 ], [ 0, %188 ]
  %196 = getelementptr inbounds double, ptr %187, i64 %193
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = getelementptr inbounds double, ptr %23, i64 %193
  %199 = load double, ptr %198, align 8, !tbaa !5
  %200 = tail call double @llvm.fmuladd.f64(double %197, double %199, double %194)
  %201 = add nuw nsw i64 %193, 1
  %202 = add i64 %195, 1
  %203 = icmp eq i64 %202, %177
  br i1 %203, label %204, label %192, !llvm.loop !26

204:                                              ; preds = %188, %192, %181
  %205 = phi double [ %184, %181 ], [ %189, %188 ], [ %200, %192 ]
  store double %205, ptr %183, align 8, !tbaa !5
  %206 = add nuw nsw i64 %182, 1
  %207 = icmp eq i64 %206, %28
  br i1 %207, label %208, label %181, !llvm.loop !11

208:                                              ; preds = %204
  %209 = add nsw i64 %28, -1
  %210 = and i64 %28, 3
  %211 = icmp ult i64 %209, 3
  %212 = and i64 %28, 4294967292
  %213 = icmp eq i64 %210, 0
  br label %244

214:                                              ; preds = %185, %214
  %215 = phi i64 [ %241, %214 ], [ 0, %185 ]
  %216 = phi double [ %240, %214 ], [ %184, %185 ]
  %217 = phi i64 [ %242, %214 ], [ 0, %185 ]
  %218 = getelementptr inbounds double, ptr %187, i64 %215
  %219 = load double, ptr %218, align 8, !tbaa !5
  %220 = getelementptr inbounds double, ptr %23, i64 %215
  %221 = load double, ptr %220, align 8, !tbaa !5
  %222 = tail call double @llvm.fmuladd.f64(double %219, double %221, double %216)
  %223 = or i64 %215, 1
  %224 = getelementptr inbounds double, ptr %187, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !5
  %226 = getelementptr inbounds double, ptr %23, i64 %223
  %227 = load double, ptr %226, align 8, !tbaa !5
  %228 = tail call double @llvm.fmuladd.f64(double %225, double %227, double %222)
  %229 = or i64 %215, 2
  %230 = getelementptr inbounds double, ptr %187, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !5
  %232 = getelementptr inbounds double, ptr %23, i64 %229
  %233 = load double, ptr %232, align 8, !tbaa !5
  %234 = tail call double @llvm.fmuladd.f64(double %231, double %233, double %228)
  %235 = or i64 %215, 3
  %236 = getelementptr inbounds double, ptr %187, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !5
  %238 = getelementptr inbounds double, ptr %23, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !5
  %240 = tail call double @llvm.fmuladd.f64(double %237, double %239, double %234)
  %241 = add nuw nsw i64 %215, 4
  %242 = add i64 %217, 4
  %243 = icmp eq i64 %242, %179
  br i1 %243, label %188, label %214, !llvm.loop !13

244:                                              ; preds = %208, %272
  %245 = phi i64 [ %274, %272 ], [ 0, %208 ]
  %246 = getelementptr inbounds double, ptr %24, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !5
  br i1 %211, label %253, label %248

248:                                              ; preds = %244
  %249 = getelementptr inbounds double, ptr %30, i64 %245
  %250 = getelementptr inbounds double, ptr %30, i64 %245
  %251 = getelementptr inbounds double, ptr %30, i64 %245
  %252 = getelementptr inbounds double, ptr %30, i64 %245
  br label %276

253:                                              ; preds = %276, %244
  %254 = phi double [ undef, %244 ], [ %306, %276 ]
  %255 = phi double [ %247, %244 ], [ %306, %276 ]
  %256 = phi i64 [ 0, %244 ], [ %307, %276 ]
  br i1 %213, label %272, label %257

257:                                              ; preds = %253
  %258 = getelementptr inbounds double, ptr %30, i64 %245
  br label %259

259:                                              ; preds = %259, %257
  %260 = phi double [ %255, %257 ], [ %268, %259 ]
  %261 = phi i64 [ %256, %257 ], [ %269, %259 ]
  %262 = phi i64 [ 0, %257 ], [ %270, %259 ]
  %263 = mul nuw nsw i64 %261, %28
  %264 = getelementptr inbounds double, ptr %258, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !5
  %266 = getelementptr inbounds double, ptr %20, i64 %261
  %267 = load double, ptr %266, align 8, !tbaa !5
  %268 = tail call double @llvm.fmuladd.f64(double %265, double %267, double %260)
  %269 = add nuw nsw i64 %261, 1
  %270 = add i64 %262, 1
  %271 = icmp eq i64 %270, %210
  br i1 %271, label %272, label %259, !llvm.loop !27

272:                                              ; preds = %259, %253
  %273 = phi double [ %254, %253 ], [ %268, %259 ]
  store double %273, ptr %246, align 8, !tbaa !5
  %274 = add nuw nsw i64 %245, 1
  %275 = icmp eq i64 %274, %28
  br i1 %275, label %310, label %244, !llvm.loop !14

276:                                              ; preds = %276, %248
  %277 = phi double [ %247, %248 ], [ %306, %276 ]
  %278 = phi i64 [ 0, %248 ], [ %307, %276 ]
  %279 = phi i64 [ 0, %248 ], [ %308, %276 ]
  %280 = mul nuw nsw i64 %278, %28
  %281 = getelementptr inbounds double, ptr %249, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !5
  %283 = getelementptr inbounds double, ptr %20, i64 %278
  %284 = load double, ptr %283, align 8, !tbaa !5
  %285 = tail call double @llvm.fmuladd.f64(double %282, double %284, double %277)
  %286 = or i64 %278, 1
  %287 = mul nuw nsw i64 %286, %28
  %288 = getelementptr inbounds double, ptr %250, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !5
  %290 = getelementptr inbounds double, ptr %20, i64 %286
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = tail call double @llvm.fmuladd.f64(double %289, double %291, double %285)
  %293 = or i64 %278, 2
  %294 = mul nuw nsw i64 %293, %28
  %295 = getelementptr inbounds double, ptr %251, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !5
  %297 = getelementptr inbounds double, ptr %20, i64 %293
  %298 = load double, ptr %297, align 8, !tbaa !5
  %299 = tail call double @llvm.fmuladd.f64(double %296, double %298, double %292)
  %300 = or i64 %278, 3
  %301 = mul nuw nsw i64 %300, %28
  %302 = getelementptr inbounds double, ptr %252, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !5
  %304 = getelementptr inbounds double, ptr %20, i64 %300
  %305 = load double, ptr %304, align 8, !tbaa !5
  %306 = tail call double @llvm.fmuladd.f64(double %303, double %305, double %299)
  %307 = add nuw nsw i64 %278, 4
  %308 = add i64 %279, 4
  %309 = icmp eq i64 %308, %212
  br i1 %309, label %253, label %276, !llvm.loop !15

310:                                              ; preds = %272
  br i1 %31, label %311, label %341

311:                                              ; preds = %310
  %312 = and i64 %28, 1
  %313 = icmp eq i64 %209, 0
  br i1 %313, label %325, label %314

314:                                              ; preds = %311
  %315 = and i64 %28, 4294967294
  br label %344

316:                                              ; preds = %98, %316
  %317 = phi i64 [ %323, %316 ], [ %99, %98 ]
  %318 = trunc i64 %317 to i32
  %319 = and i32 %318, 3
  %320 = sitofp i32 %319 to double
  %321 = fadd double %320, -1.500000e+00
  %322 = getelementptr inbounds double, ptr %23, i64 %317
  store double %321, ptr %322, align 8, !tbaa !5
  %323 = add nuw nsw i64 %317, 1
  %324 = icmp eq i64 %323, %25
  br i1 %324, label %174, label %316, !llvm.loop !28

325:                                              ; preds = %344, %311
  %326 = phi double [ undef, %311 ], [ %368, %344 ]
  %327 = phi i64 [ 0, %311 ], [ %369, %344 ]
  %328 = phi double [ 0.000000e+00, %311 ], [ %368, %344 ]
  %329 = icmp eq i64 %312, 0
  br i1 %329, label %341, label %330

330:                                              ; preds = %325
  %331 = getelementptr inbounds double, ptr %20, i64 %327
  %332 = load double, ptr %331, align 8, !tbaa !5
  %333 = trunc i64 %327 to i32
  %334 = urem i32 %333, 3
  %335 = add nuw nsw i32 %334, 1
  %336 = sitofp i32 %335 to double
  %337 = getelementptr inbounds double, ptr %24, i64 %327
  %338 = load double, ptr %337, align 8, !tbaa !5
  %339 = tail call double @llvm.fmuladd.f64(double %332, double %336, double %338)
  %340 = fadd double %328, %339
  br label %341

341:                                              ; preds = %330, %325, %174, %310
  %342 = phi double [ 0.000000e+00, %310 ], [ 0.000000e+00, %174 ], [ %326, %325 ], [ %340, %330 ]
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %342)
  ret i32 0

344:                                              ; preds = %344, %314
  %345 = phi i64 [ 0, %314 ], [ %369, %344 ]
  %346 = phi double [ 0.000000e+00, %314 ], [ %368, %344 ]
  %347 = phi i64 [ 0, %314 ], [ %370, %344 ]
  %348 = getelementptr inbounds double, ptr %20, i64 %345
  %349 = load double, ptr %348, align 8, !tbaa !5
  %350 = trunc i64 %345 to i32
  %351 = urem i32 %350, 3
  %352 = add nuw nsw i32 %351, 1
  %353 = sitofp i32 %352 to double
  %354 = getelementptr inbounds double, ptr %24, i64 %345
  %355 = load double, ptr %354, align 8, !tbaa !5
  %356 = tail call double @llvm.fmuladd.f64(double %349, double %353, double %355)
  %357 = fadd double %346, %356
  %358 = or i64 %345, 1
  %359 = getelementptr inbounds double, ptr %20, i64 %358
  %360 = load double, ptr %359, align 8, !tbaa !5
  %361 = trunc i64 %358 to i32
  %362 = urem i32 %361, 3
  %363 = add nuw nsw i32 %362, 1
  %364 = sitofp i32 %363 to double
  %365 = getelementptr inbounds double, ptr %24, i64 %358
  %366 = load double, ptr %365, align 8, !tbaa !5
  %367 = tail call double @llvm.fmuladd.f64(double %360, double %364, double %366)
  %368 = fadd double %357, %367
  %369 = add nuw nsw i64 %345, 2
  %370 = add i64 %347, 2
  %371 = icmp eq i64 %370, %315
  br i1 %371, label %325, label %344, !llvm.loop !29
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = distinct !{!21, !12, !20}
!22 = distinct !{!22, !12, !20}
!23 = distinct !{!23, !12, !24, !20}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !12, !24, !20}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !12, !24, !20}
!29 = distinct !{!29, !12}
