; clang-15 -O2 -S -emit-llvm -g0 of the C below: constant trip counts divisible by the
; vector width, so the loop vectoriser keeps no scalar loop; SLP-packed complex
; products; vector integer reductions (vector.reduce.add, smin). Split into lanes
; by polyoff.ir.scalarize.
; #include <stdio.h>
; #define N 64
; #define M 48
; double A[N][M], B[N][M], x[M], y[N];
; int idx[N][M];
; float re[N], im[N], ore[N], oim[N];
; int main(void) {
;     /* constant trip counts divisible by the vector width: no scalar loop */
;     for (int i = 0; i < N; i++)
;         for (int j = 0; j < M; j++) { A[i][j] = (double)(i * j % 7) / 3.0; idx[i][j] = (i + 3 * j) % 11; }
;     for (int j = 0; j < M; j++) x[j] = j * 0.25;
;     for (int i = 0; i < N; i++) { re[i] = i * 0.5f; im[i] = 1.0f / (i + 1); }
;     for (int t = 0; t < 3; t++)
;         for (int i = 1; i < N - 1; i++)
;             for (int j = 0; j < M; j++) B[i][j] = 0.5 * A[i][j] + 0.25 * (A[i - 1][j] + A[i + 1][j]) + x[j];
;     for (int i = 0; i < N; i++) {
;         double s = 0.0;
;         for (int j = 0; j < M; j++) s += B[i][j] * x[j];
;         y[i] = s;
;     }
;     /* complex products: SLP packs the two halves */
;     for (int i = 0; i < N; i++) {
;         ore[i] = re[i] * re[i] - im[i] * im[i];
;         oim[i] = 2.0f * re[i] * im[i];
;     }
;     long isum = 0; int imin = 1 << 30;
;     for (int i = 0; i < N; i++)
;         for (int j = 0; j < M; j++) { isum += idx[i][j]; imin = idx[i][j] < imin ? idx[i][j] : imin; }
;     double s = 0;
;     for (int i = 0; i < N; i++) {
;         s += y[i] + ore[i] - oim[i];
;         for (int j = 0; j < M; j++) s += B[i][j] * (j % 3 + 1);
;     }
;     printf("%.17g %ld %d\n", s, isum, imin);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [64 x [48 x double]] zeroinitializer, align 16
@idx = dso_local local_unnamed_addr global [64 x [48 x i32]] zeroinitializer, align 16
@x = dso_local local_unnamed_addr global [48 x double] zeroinitializer, align 16
@re = dso_local local_unnamed_addr global [64 x float] zeroinitializer, align 16
@im = dso_local local_unnamed_addr global [64 x float] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [64 x [48 x double]] zeroinitializer, align 16
@y = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@ore = dso_local local_unnamed_addr global [64 x float] zeroinitializer, align 16
@oim = dso_local local_unnamed_addr global [64 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"%.17g %ld %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %22, %0
  %2 = phi i64 [ 0, %0 ], [ %23, %22 ]
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %19, %5 ]
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %20, %5 ]
  %8 = mul nuw nsw <2 x i64> %7, %4
  %9 = trunc <2 x i64> %8 to <2 x i32>
  %10 = urem <2 x i32> %9, <i32 7, i32 7>
  %11 = sitofp <2 x i32> %10 to <2 x double>
  %12 = fdiv <2 x double> %11, <double 3.000000e+00, double 3.000000e+00>
  %13 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %2, i64 %6
  store <2 x double> %12, ptr %13, align 16, !tbaa !5
  %14 = mul nuw nsw <2 x i64> %7, <i64 3, i64 3>
  %15 = add nuw nsw <2 x i64> %14, %4
  %16 = trunc <2 x i64> %15 to <2 x i32>
  %17 = urem <2 x i32> %16, <i32 11, i32 11>
  %18 = getelementptr inbounds [64 x [48 x i32]], ptr @idx, i64 0, i64 %2, i64 %6
  store <2 x i32> %17, ptr %18, align 8, !tbaa !9
  %19 = add nuw i64 %6, 2
  %20 = add <2 x i64> %7, <i64 2, i64 2>
  %21 = icmp eq i64 %19, 48
  br i1 %21, label %22, label %5, !llvm.loop !11

22:                                               ; preds = %5
  %23 = add nuw nsw i64 %2, 1
  %24 = icmp eq i64 %23, 64
  br i1 %24, label %25, label %1, !llvm.loop !14

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %41, %25 ], [ 0, %22 ]
  %27 = phi <2 x i32> [ %42, %25 ], [ <i32 0, i32 1>, %22 ]
  %28 = sitofp <2 x i32> %27 to <2 x double>
  %29 = fmul <2 x double> %28, <double 2.500000e-01, double 2.500000e-01>
  %30 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %26
  store <2 x double> %29, ptr %30, align 16, !tbaa !5
  %31 = add nuw nsw i64 %26, 2
  %32 = add <2 x i32> %27, <i32 2, i32 2>
  %33 = sitofp <2 x i32> %32 to <2 x double>
  %34 = fmul <2 x double> %33, <double 2.500000e-01, double 2.500000e-01>
  %35 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %31
  store <2 x double> %34, ptr %35, align 16, !tbaa !5
  %36 = add nuw nsw i64 %26, 4
  %37 = add <2 x i32> %27, <i32 4, i32 4>
  %38 = sitofp <2 x i32> %37 to <2 x double>
  %39 = fmul <2 x double> %38, <double 2.500000e-01, double 2.500000e-01>
  %40 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %36
  store <2 x double> %39, ptr %40, align 16, !tbaa !5
  %41 = add nuw nsw i64 %26, 6
  %42 = add <2 x i32> %27, <i32 6, i32 6>
  %43 = icmp eq i64 %41, 48
  br i1 %43, label %44, label %25, !llvm.loop !15

44:                                               ; preds = %25, %44
  %45 = phi i64 [ %56, %44 ], [ 0, %25 ]
  %46 = phi <4 x i64> [ %57, %44 ], [ <i64 0, i64 1, i64 2, i64 3>, %25 ]
  %47 = phi <4 x i32> [ %58, %44 ], [ <i32 0, i32 1, i32 2, i32 3>, %25 ]
  %48 = sitofp <4 x i32> %47 to <4 x float>
  %49 = fmul <4 x float> %48, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %50 = getelementptr inbounds [64 x float], ptr @re, i64 0, i64 %45
  store <4 x float> %49, ptr %50, align 16, !tbaa !16
  %51 = trunc <4 x i64> %46 to <4 x i32>
  %52 = add <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %53 = sitofp <4 x i32> %52 to <4 x float>
  %54 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %53
  %55 = getelementptr inbounds [64 x float], ptr @im, i64 0, i64 %45
  store <4 x float> %54, ptr %55, align 16, !tbaa !16
  %56 = add nuw i64 %45, 4
  %57 = add <4 x i64> %46, <i64 4, i64 4, i64 4, i64 4>
  %58 = add <4 x i32> %47, <i32 4, i32 4, i32 4, i32 4>
  %59 = icmp eq i64 %56, 64
  br i1 %59, label %60, label %44, !llvm.loop !18

60:                                               ; preds = %44, %127
  %61 = phi i64 [ %63, %127 ], [ 1, %44 ]
  %62 = add nsw i64 %61, -1
  %63 = add nuw nsw i64 %61, 1
  br label %64

64:                                               ; preds = %64, %60
  %65 = phi i64 [ 0, %60 ], [ %79, %64 ]
  %66 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %61, i64 %65
  %67 = load <2 x double>, ptr %66, align 16, !tbaa !5
  %68 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %62, i64 %65
  %69 = load <2 x double>, ptr %68, align 16, !tbaa !5
  %70 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %63, i64 %65
  %71 = load <2 x double>, ptr %70, align 16, !tbaa !5
  %72 = fadd <2 x double> %69, %71
  %73 = fmul <2 x double> %72, <double 2.500000e-01, double 2.500000e-01>
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %73)
  %75 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %65
  %76 = load <2 x double>, ptr %75, align 16, !tbaa !5
  %77 = fadd <2 x double> %76, %74
  %78 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %61, i64 %65
  store <2 x double> %77, ptr %78, align 16, !tbaa !5
  %79 = add nuw i64 %65, 2
  %80 = icmp eq i64 %79, 48
  br i1 %80, label %127, label %64, !llvm.loop !19

81:                                               ; preds = %127, %102
  %82 = phi i64 [ %84, %102 ], [ 1, %127 ]
  %83 = add nsw i64 %82, -1
  %84 = add nuw nsw i64 %82, 1
  br label %85

85:                                               ; preds = %85, %81
  %86 = phi i64 [ 0, %81 ], [ %100, %85 ]
  %87 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %82, i64 %86
  %88 = load <2 x double>, ptr %87, align 16, !tbaa !5
  %89 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %83, i64 %86
  %90 = load <2 x double>, ptr %89, align 16, !tbaa !5
  %91 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %84, i64 %86
  %92 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %93 = fadd <2 x double> %90, %92
  %94 = fmul <2 x double> %93, <double 2.500000e-01, double 2.500000e-01>
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %94)
  %96 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %86
  %97 = load <2 x double>, ptr %96, align 16, !tbaa !5
  %98 = fadd <2 x double> %97, %95
  %99 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %82, i64 %86
  store <2 x double> %98, ptr %99, align 16, !tbaa !5
  %100 = add nuw i64 %86, 2
  %101 = icmp eq i64 %100, 48
  br i1 %101, label %102, label %85, !llvm.loop !20

102:                                              ; preds = %85
  %103 = icmp eq i64 %84, 63
  br i1 %103, label %104, label %81, !llvm.loop !21

104:                                              ; preds = %102, %125
  %105 = phi i64 [ %107, %125 ], [ 1, %102 ]
  %106 = add nsw i64 %105, -1
  %107 = add nuw nsw i64 %105, 1
  br label %108

108:                                              ; preds = %108, %104
  %109 = phi i64 [ 0, %104 ], [ %123, %108 ]
  %110 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %105, i64 %109
  %111 = load <2 x double>, ptr %110, align 16, !tbaa !5
  %112 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %106, i64 %109
  %113 = load <2 x double>, ptr %112, align 16, !tbaa !5
  %114 = getelementptr inbounds [64 x [48 x double]], ptr @A, i64 0, i64 %107, i64 %109
  %115 = load <2 x double>, ptr %114, align 16, !tbaa !5
  %116 = fadd <2 x double> %113, %115
  %117 = fmul <2 x double> %116, <double 2.500000e-01, double 2.500000e-01>
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %117)
  %119 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %109
  %120 = load <2 x double>, ptr %119, align 16, !tbaa !5
  %121 = fadd <2 x double> %120, %118
  %122 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %105, i64 %109
  store <2 x double> %121, ptr %122, align 16, !tbaa !5
  %123 = add nuw i64 %109, 2
  %124 = icmp eq i64 %123, 48
  br i1 %124, label %125, label %108, !llvm.loop !22

125:                                              ; preds = %108
  %126 = icmp eq i64 %107, 63
  br i1 %126, label %129, label %104, !llvm.loop !21

127:                                              ; preds = %64
  %128 = icmp eq i64 %63, 63
  br i1 %128, label %81, label %60, !llvm.loop !21

129:                                              ; preds = %125, %131
  %130 = phi i64 [ %133, %131 ], [ 0, %125 ]
  br label %150

131:                                              ; preds = %150
  %132 = getelementptr inbounds [64 x double], ptr @y, i64 0, i64 %130
  store double %169, ptr %132, align 8, !tbaa !5
  %133 = add nuw nsw i64 %130, 1
  %134 = icmp eq i64 %133, 64
  br i1 %134, label %135, label %129, !llvm.loop !23

135:                                              ; preds = %131, %135
  %136 = phi i64 [ %148, %135 ], [ 0, %131 ]
  %137 = getelementptr inbounds [64 x float], ptr @re, i64 0, i64 %136
  %138 = load <4 x float>, ptr %137, align 16, !tbaa !16
  %139 = getelementptr inbounds [64 x float], ptr @im, i64 0, i64 %136
  %140 = load <4 x float>, ptr %139, align 16, !tbaa !16
  %141 = fneg <4 x float> %140
  %142 = fmul <4 x float> %140, %141
  %143 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %138, <4 x float> %142)
  %144 = getelementptr inbounds [64 x float], ptr @ore, i64 0, i64 %136
  store <4 x float> %143, ptr %144, align 16, !tbaa !16
  %145 = fmul <4 x float> %138, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %146 = fmul <4 x float> %145, %140
  %147 = getelementptr inbounds [64 x float], ptr @oim, i64 0, i64 %136
  store <4 x float> %146, ptr %147, align 16, !tbaa !16
  %148 = add nuw i64 %136, 4
  %149 = icmp eq i64 %148, 64
  br i1 %149, label %172, label %135, !llvm.loop !24

150:                                              ; preds = %150, %129
  %151 = phi i64 [ 0, %129 ], [ %170, %150 ]
  %152 = phi double [ 0.000000e+00, %129 ], [ %169, %150 ]
  %153 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %130, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %151
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double %152)
  %158 = add nuw nsw i64 %151, 1
  %159 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %130, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %158
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = tail call double @llvm.fmuladd.f64(double %160, double %162, double %157)
  %164 = add nuw nsw i64 %151, 2
  %165 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %130, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !5
  %167 = getelementptr inbounds [48 x double], ptr @x, i64 0, i64 %164
  %168 = load double, ptr %167, align 8, !tbaa !5
  %169 = tail call double @llvm.fmuladd.f64(double %166, double %168, double %163)
  %170 = add nuw nsw i64 %151, 3
  %171 = icmp eq i64 %170, 48
  br i1 %171, label %131, label %150, !llvm.loop !25

172:                                              ; preds = %135, %202
  %173 = phi i64 [ %205, %202 ], [ 0, %135 ]
  %174 = phi i32 [ %204, %202 ], [ 1073741824, %135 ]
  %175 = phi i64 [ %203, %202 ], [ 0, %135 ]
  %176 = insertelement <2 x i32> poison, i32 %174, i64 0
  %177 = shufflevector <2 x i32> %176, <2 x i32> poison, <2 x i32> zeroinitializer
  %178 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %175, i64 0
  br label %179

179:                                              ; preds = %179, %172
  %180 = phi i64 [ 0, %172 ], [ %200, %179 ]
  %181 = phi <2 x i32> [ %177, %172 ], [ %199, %179 ]
  %182 = phi <2 x i64> [ %178, %172 ], [ %198, %179 ]
  %183 = getelementptr inbounds [64 x [48 x i32]], ptr @idx, i64 0, i64 %173, i64 %180
  %184 = load <2 x i32>, ptr %183, align 8, !tbaa !9
  %185 = sext <2 x i32> %184 to <2 x i64>
  %186 = add <2 x i64> %182, %185
  %187 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %184, <2 x i32> %181)
  %188 = add nuw nsw i64 %180, 2
  %189 = getelementptr inbounds [64 x [48 x i32]], ptr @idx, i64 0, i64 %173, i64 %188
  %190 = load <2 x i32>, ptr %189, align 8, !tbaa !9
  %191 = sext <2 x i32> %190 to <2 x i64>
  %192 = add <2 x i64> %186, %191
  %193 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %190, <2 x i32> %187)
  %194 = add nuw nsw i64 %180, 4
  %195 = getelementptr inbounds [64 x [48 x i32]], ptr @idx, i64 0, i64 %173, i64 %194
  %196 = load <2 x i32>, ptr %195, align 8, !tbaa !9
  %197 = sext <2 x i32> %196 to <2 x i64>
  %198 = add <2 x i64> %192, %197
  %199 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %196, <2 x i32> %193)
  %200 = add nuw nsw i64 %180, 6
  %201 = icmp eq i64 %200, 48
  br i1 %201, label %202, label %179, !llvm.loop !26

202:                                              ; preds = %179
  %203 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %198)
  %204 = tail call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %199)
  %205 = add nuw nsw i64 %173, 1
  %206 = icmp eq i64 %205, 64
  br i1 %206, label %209, label %172, !llvm.loop !27

207:                                              ; preds = %223
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %243, i64 noundef %203, i32 noundef %204)
  ret i32 0

209:                                              ; preds = %202, %223
  %210 = phi i64 [ %224, %223 ], [ 0, %202 ]
  %211 = phi double [ %243, %223 ], [ 0.000000e+00, %202 ]
  %212 = getelementptr inbounds [64 x double], ptr @y, i64 0, i64 %210
  %213 = load double, ptr %212, align 8, !tbaa !5
  %214 = getelementptr inbounds [64 x float], ptr @ore, i64 0, i64 %210
  %215 = load float, ptr %214, align 4, !tbaa !16
  %216 = fpext float %215 to double
  %217 = fadd double %213, %216
  %218 = getelementptr inbounds [64 x float], ptr @oim, i64 0, i64 %210
  %219 = load float, ptr %218, align 4, !tbaa !16
  %220 = fpext float %219 to double
  %221 = fsub double %217, %220
  %222 = fadd double %211, %221
  br label %226

223:                                              ; preds = %226
  %224 = add nuw nsw i64 %210, 1
  %225 = icmp eq i64 %224, 64
  br i1 %225, label %207, label %209, !llvm.loop !28

226:                                              ; preds = %226, %209
  %227 = phi i64 [ 0, %209 ], [ %244, %226 ]
  %228 = phi double [ %222, %209 ], [ %243, %226 ]
  %229 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %210, i64 %227
  %230 = load double, ptr %229, align 16, !tbaa !5
  %231 = trunc i64 %227 to i8
  %232 = urem i8 %231, 3
  %233 = add nuw nsw i8 %232, 1
  %234 = uitofp i8 %233 to double
  %235 = tail call double @llvm.fmuladd.f64(double %230, double %234, double %228)
  %236 = or i64 %227, 1
  %237 = getelementptr inbounds [64 x [48 x double]], ptr @B, i64 0, i64 %210, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = trunc i64 %236 to i8
  %240 = urem i8 %239, 3
  %241 = add nuw nsw i8 %240, 1
  %242 = uitofp i8 %241 to double
  %243 = tail call double @llvm.fmuladd.f64(double %238, double %242, double %235)
  %244 = add nuw nsw i64 %227, 2
  %245 = icmp eq i64 %244, 48
  br i1 %245, label %223, label %226, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback nofree nosync nounwind readnone willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
