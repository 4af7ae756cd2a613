; clang-15 -O2 -S -emit-llvm -g0 (vectorisers on) of the C below: vector loops nested in
; outer loops (gemm's j loops, jacobi's), each with its scalar loop behind the vectoriser's
; guards; with the outer loops around them the guards were not recognised (rejected as
; vectorized-ir). Run with no argument (n = 64, no remainder) and with 37.
; #include <stdio.h>
; #include <stdlib.h>
; void gemm(int ni, int nj, int nk, double alpha, double beta, double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
;     for (int i = 0; i < ni; i++) {
;         for (int j = 0; j < nj; j++) C[i][j] *= beta;
;         for (int k = 0; k < nk; k++)
;             for (int j = 0; j < nj; j++) C[i][j] += alpha * A[i][k] * B[k][j];
;     }
; }
; void jacobi(int t, int n, double A[n][n], double B[n][n]) {
;     for (int s = 0; s < t; s++) {
;         for (int i = 1; i < n - 1; i++)
;             for (int j = 1; j < n - 1; j++)
;                 B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
;         for (int i = 1; i < n - 1; i++)
;             for (int j = 1; j < n - 1; j++)
;                 A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
;     }
; }
; int main(int argc, char **argv) {
;     int n = argc > 1 ? atoi(argv[1]) : 64;
;     double (*A)[n] = malloc(sizeof(double) * n * n), (*B)[n] = malloc(sizeof(double) * n * n);
;     double (*C)[n] = malloc(sizeof(double) * n * n);
;     for (int i = 0; i < n; i++)
;         for (int j = 0; j < n; j++) { A[i][j] = (i * j % 7) / 7.0; B[i][j] = (i + j) % 5 / 3.0; C[i][j] = i - j; }
;     gemm(n, n, n, 1.5, 0.5, C, A, B);
;     jacobi(4, n, A, B);
;     double s = 0;
;     for (int i = 0; i < n; i++)
;         for (int j = 0; j < n; j++) s += C[i][j] * (i % 3 + 1) + A[i][j] - B[i][j];
;     printf("%.17g\n", s);
;     free(A); free(B); free(C);
;     return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double noundef %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7) local_unnamed_addr #0 {
  %9 = zext i32 %1 to i64
  %10 = zext i32 %2 to i64
  %11 = icmp sgt i32 %0, 0
  br i1 %11, label %12, label %84

12:                                               ; preds = %8
  %13 = icmp sgt i32 %1, 0
  %14 = icmp sgt i32 %2, 0
  %15 = zext i32 %0 to i64
  %16 = shl nuw nsw i64 %9, 3
  %17 = shl nuw nsw i64 %9, 3
  %18 = shl nuw nsw i64 %10, 3
  %19 = shl nuw nsw i64 %9, 3
  %20 = and i64 %9, 4294967292
  %21 = add nsw i64 %20, -4
  %22 = lshr exact i64 %21, 2
  %23 = add nuw nsw i64 %22, 1
  %24 = icmp ult i32 %1, 4
  %25 = and i64 %9, 4294967292
  %26 = insertelement <2 x double> poison, double %4, i64 0
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  %28 = insertelement <2 x double> poison, double %4, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = and i64 %23, 1
  %31 = icmp eq i64 %21, 0
  %32 = and i64 %23, 9223372036854775806
  %33 = icmp eq i64 %30, 0
  %34 = icmp eq i64 %25, %9
  %35 = icmp ult i32 %1, 6
  %36 = and i64 %9, 4294967292
  %37 = icmp eq i64 %36, %9
  %38 = and i64 %9, 1
  %39 = icmp eq i64 %38, 0
  %40 = sub nsw i64 0, %9
  br label %41

41:                                               ; preds = %12, %159
  %42 = phi i64 [ 0, %12 ], [ %160, %159 ]
  %43 = mul i64 %16, %42
  %44 = getelementptr i8, ptr %5, i64 %43
  %45 = add i64 %17, %43
  %46 = getelementptr i8, ptr %5, i64 %45
  %47 = mul i64 %18, %42
  %48 = add i64 %47, 8
  br i1 %13, label %49, label %85

49:                                               ; preds = %41
  %50 = mul nuw nsw i64 %42, %9
  %51 = getelementptr inbounds double, ptr %5, i64 %50
  br i1 %24, label %82, label %52

52:                                               ; preds = %49
  br i1 %31, label %72, label %53

53:                                               ; preds = %52, %53
  %54 = phi i64 [ %69, %53 ], [ 0, %52 ]
  %55 = phi i64 [ %70, %53 ], [ 0, %52 ]
  %56 = getelementptr inbounds double, ptr %51, i64 %54
  %57 = load <2 x double>, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds double, ptr %56, i64 2
  %59 = load <2 x double>, ptr %58, align 8, !tbaa !5
  %60 = fmul <2 x double> %57, %27
  %61 = fmul <2 x double> %59, %29
  store <2 x double> %60, ptr %56, align 8, !tbaa !5
  store <2 x double> %61, ptr %58, align 8, !tbaa !5
  %62 = or i64 %54, 4
  %63 = getelementptr inbounds double, ptr %51, i64 %62
  %64 = load <2 x double>, ptr %63, align 8, !tbaa !5
  %65 = getelementptr inbounds double, ptr %63, i64 2
  %66 = load <2 x double>, ptr %65, align 8, !tbaa !5
  %67 = fmul <2 x double> %64, %27
  %68 = fmul <2 x double> %66, %29
  store <2 x double> %67, ptr %63, align 8, !tbaa !5
  store <2 x double> %68, ptr %65, align 8, !tbaa !5
  %69 = add nuw i64 %54, 8
  %70 = add i64 %55, 2
  %71 = icmp eq i64 %70, %32
  br i1 %71, label %72, label %53, !llvm.loop !9

72:                                               ; preds = %53, %52
  %73 = phi i64 [ 0, %52 ], [ %69, %53 ]
  br i1 %33, label %81, label %74

74:                                               ; preds = %72
  %75 = getelementptr inbounds double, ptr %51, i64 %73
  %76 = load <2 x double>, ptr %75, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %75, i64 2
  %78 = load <2 x double>, ptr %77, align 8, !tbaa !5
  %79 = fmul <2 x double> %76, %27
  %80 = fmul <2 x double> %78, %29
  store <2 x double> %79, ptr %75, align 8, !tbaa !5
  store <2 x double> %80, ptr %77, align 8, !tbaa !5
  br label %81

81:                                               ; preds = %72, %74
  br i1 %34, label %85, label %82

82:                                               ; preds = %49, %81
  %83 = phi i64 [ 0, %49 ], [ %25, %81 ]
  br label %91

84:                                               ; preds = %159, %8
  ret void

85:                                               ; preds = %91, %81, %41
  br i1 %14, label %86, label %159

86:                                               ; preds = %85
  %87 = mul nuw nsw i64 %42, %10
  %88 = getelementptr inbounds double, ptr %6, i64 %87
  %89 = mul nuw nsw i64 %42, %9
  %90 = getelementptr inbounds double, ptr %5, i64 %89
  br label %98

91:                                               ; preds = %82, %91
  %92 = phi i64 [ %96, %91 ], [ %83, %82 ]
  %93 = getelementptr inbounds double, ptr %51, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = fmul double %94, %4
  store double %95, ptr %93, align 8, !tbaa !5
  %96 = add nuw nsw i64 %92, 1
  %97 = icmp eq i64 %96, %9
  br i1 %97, label %85, label %91, !llvm.loop !12

98:                                               ; preds = %86, %162
  %99 = phi i64 [ 0, %86 ], [ %163, %162 ]
  %100 = shl nuw nsw i64 %99, 3
  %101 = add i64 %47, %100
  %102 = getelementptr i8, ptr %6, i64 %101
  %103 = add i64 %48, %100
  %104 = getelementptr i8, ptr %6, i64 %103
  %105 = mul i64 %19, %99
  %106 = getelementptr i8, ptr %7, i64 %105
  %107 = add i64 %17, %105
  %108 = getelementptr i8, ptr %7, i64 %107
  br i1 %13, label %109, label %162

109:                                              ; preds = %98
  %110 = getelementptr inbounds double, ptr %88, i64 %99
  %111 = mul nuw nsw i64 %99, %9
  %112 = getelementptr inbounds double, ptr %7, i64 %111
  br i1 %35, label %144, label %113

113:                                              ; preds = %109
  %114 = icmp ult ptr %44, %104
  %115 = icmp ult ptr %102, %46
  %116 = and i1 %114, %115
  %117 = icmp ult ptr %44, %108
  %118 = icmp ult ptr %106, %46
  %119 = and i1 %117, %118
  %120 = or i1 %116, %119
  br i1 %120, label %144, label %121

121:                                              ; preds = %113
  %122 = load double, ptr %110, align 8, !tbaa !5, !alias.scope !14
  %123 = fmul double %122, %3
  %124 = insertelement <2 x double> poison, double %123, i64 0
  %125 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> zeroinitializer
  %126 = fmul double %122, %3
  %127 = insertelement <2 x double> poison, double %126, i64 0
  %128 = shufflevector <2 x double> %127, <2 x double> poison, <2 x i32> zeroinitializer
  br label %129

129:                                              ; preds = %129, %121
  %130 = phi i64 [ 0, %121 ], [ %141, %129 ]
  %131 = getelementptr inbounds double, ptr %112, i64 %130
  %132 = load <2 x double>, ptr %131, align 8, !tbaa !5, !alias.scope !17
  %133 = getelementptr inbounds double, ptr %131, i64 2
  %134 = load <2 x double>, ptr %133, align 8, !tbaa !5, !alias.scope !17
  %135 = getelementptr inbounds double, ptr %90, i64 %130
  %136 = load <2 x double>, ptr %135, align 8, !tbaa !5, !alias.scope !19, !noalias !21
  %137 = getelementptr inbounds double, ptr %135, i64 2
  %138 = load <2 x double>, ptr %137, align 8, !tbaa !5, !alias.scope !19, !noalias !21
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> %132, <2 x double> %136)
  %140 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> %134, <2 x double> %138)
  store <2 x double> %139, ptr %135, align 8, !tbaa !5, !alias.scope !19, !noalias !21
  store <2 x double> %140, ptr %137, align 8, !tbaa !5, !alias.scope !19, !noalias !21
  %141 = add nuw i64 %130, 4
  %142 = icmp eq i64 %141, %36
  br i1 %142, label %143, label %129, !llvm.loop !22

143:                                              ; preds = %129
  br i1 %37, label %162, label %144

144:                                              ; preds = %113, %109, %143
  %145 = phi i64 [ 0, %113 ], [ 0, %109 ], [ %36, %143 ]
  %146 = xor i64 %145, -1
  br i1 %39, label %156, label %147

147:                                              ; preds = %144
  %148 = load double, ptr %110, align 8, !tbaa !5
  %149 = fmul double %148, %3
  %150 = getelementptr inbounds double, ptr %112, i64 %145
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = getelementptr inbounds double, ptr %90, i64 %145
  %153 = load double, ptr %152, align 8, !tbaa !5
  %154 = tail call double @llvm.fmuladd.f64(double %149, double %151, double %153)
  store double %154, ptr %152, align 8, !tbaa !5
  %155 = or i64 %145, 1
  br label %156

156:                                              ; preds = %147, %144
  %157 = phi i64 [ %145, %144 ], [ %155, %147 ]
  %158 = icmp eq i64 %146, %40
  br i1 %158, label %162, label %165

159:                                              ; preds = %162, %85
  %160 = add nuw nsw i64 %42, 1
  %161 = icmp eq i64 %160, %15
  br i1 %161, label %84, label %41, !llvm.loop !23

162:                                              ; preds = %156, %165, %143, %98
  %163 = add nuw nsw i64 %99, 1
  %164 = icmp eq i64 %163, %10
  br i1 %164, label %159, label %98, !llvm.loop !24

165:                                              ; preds = %156, %165
  %166 = phi i64 [ %182, %165 ], [ %157, %156 ]
  %167 = load double, ptr %110, align 8, !tbaa !5
  %168 = fmul double %167, %3
  %169 = getelementptr inbounds double, ptr %112, i64 %166
  %170 = load double, ptr %169, align 8, !tbaa !5
  %171 = getelementptr inbounds double, ptr %90, i64 %166
  %172 = load double, ptr %171, align 8, !tbaa !5
  %173 = tail call double @llvm.fmuladd.f64(double %168, double %170, double %172)
  store double %173, ptr %171, align 8, !tbaa !5
  %174 = add nuw nsw i64 %166, 1
  %175 = load double, ptr %110, align 8, !tbaa !5
  %176 = fmul double %175, %3
  %177 = getelementptr inbounds double, ptr %112, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = getelementptr inbounds double, ptr %90, i64 %174
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = tail call double @llvm.fmuladd.f64(double %176, double %178, double %180)
  store double %181, ptr %179, align 8, !tbaa !5
  %182 = add nuw nsw i64 %166, 2
  %183 = icmp eq i64 %182, %9
  br i1 %183, label %162, label %165, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @jacobi(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #2 {
  %5 = zext i32 %1 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %42

7:                                                ; preds = %4
  %8 = add i32 %1, -1
  %9 = icmp sgt i32 %1, 2
  %10 = zext i32 %8 to i64
  %11 = zext i32 %8 to i64
  %12 = shl nuw nsw i64 %5, 3
  %13 = add nuw nsw i64 %12, 8
  %14 = shl nuw nsw i64 %5, 3
  %15 = shl nuw nsw i64 %10, 3
  %16 = add nuw nsw i64 %12, %15
  %17 = shl nuw nsw i64 %5, 4
  %18 = or i64 %17, 8
  %19 = add nuw nsw i64 %17, %15
  %20 = add nuw nsw i64 %16, 8
  %21 = add nsw i64 %10, -1
  %22 = shl nuw nsw i64 %5, 3
  %23 = add nuw nsw i64 %22, 8
  %24 = shl nuw nsw i64 %5, 3
  %25 = shl nuw nsw i64 %10, 3
  %26 = add nuw nsw i64 %22, %25
  %27 = shl nuw nsw i64 %5, 4
  %28 = or i64 %27, 8
  %29 = add nuw nsw i64 %27, %25
  %30 = add nuw nsw i64 %26, 8
  %31 = add nsw i64 %10, -1
  %32 = icmp ult i64 %31, 6
  %33 = and i64 %31, -4
  %34 = or i64 %33, 1
  %35 = icmp eq i64 %31, %33
  %36 = icmp ult i64 %21, 6
  %37 = and i64 %21, -4
  %38 = or i64 %37, 1
  %39 = icmp eq i64 %21, %37
  br label %40

40:                                               ; preds = %7, %232
  %41 = phi i32 [ 0, %7 ], [ %233, %232 ]
  br i1 %9, label %44, label %232

42:                                               ; preds = %232, %4
  ret void

43:                                               ; preds = %126
  br i1 %9, label %150, label %232

44:                                               ; preds = %40, %126
  %45 = phi i64 [ %128, %126 ], [ 0, %40 ]
  %46 = phi i64 [ %49, %126 ], [ 1, %40 ]
  %47 = mul nuw nsw i64 %46, %5
  %48 = getelementptr inbounds double, ptr %2, i64 %47
  %49 = add nuw nsw i64 %46, 1
  %50 = mul nuw nsw i64 %49, %5
  %51 = getelementptr inbounds double, ptr %2, i64 %50
  %52 = add nsw i64 %46, -1
  %53 = mul nuw nsw i64 %52, %5
  %54 = getelementptr inbounds double, ptr %2, i64 %53
  %55 = getelementptr inbounds double, ptr %3, i64 %47
  br i1 %32, label %124, label %56

56:                                               ; preds = %44
  %57 = mul i64 %24, %45
  %58 = add i64 %30, %57
  %59 = getelementptr i8, ptr %2, i64 %58
  %60 = add i64 %22, %57
  %61 = getelementptr i8, ptr %2, i64 %60
  %62 = add i64 %29, %57
  %63 = getelementptr i8, ptr %2, i64 %62
  %64 = add i64 %28, %57
  %65 = getelementptr i8, ptr %2, i64 %64
  %66 = add i64 %25, %57
  %67 = getelementptr i8, ptr %2, i64 %66
  %68 = add i64 %57, 8
  %69 = getelementptr i8, ptr %2, i64 %68
  %70 = add i64 %26, %57
  %71 = getelementptr i8, ptr %3, i64 %70
  %72 = add i64 %23, %57
  %73 = getelementptr i8, ptr %3, i64 %72
  %74 = icmp ult ptr %73, %67
  %75 = icmp ult ptr %69, %71
  %76 = and i1 %74, %75
  %77 = icmp ult ptr %73, %63
  %78 = icmp ult ptr %65, %71
  %79 = and i1 %77, %78
  %80 = or i1 %76, %79
  %81 = icmp ult ptr %73, %59
  %82 = icmp ult ptr %61, %71
  %83 = and i1 %81, %82
  %84 = or i1 %80, %83
  br i1 %84, label %124, label %85

85:                                               ; preds = %56, %85
  %86 = phi i64 [ %121, %85 ], [ 0, %56 ]
  %87 = or i64 %86, 1
  %88 = getelementptr inbounds double, ptr %48, i64 %87
  %89 = load <2 x double>, ptr %88, align 8, !tbaa !5, !alias.scope !26
  %90 = getelementptr inbounds double, ptr %88, i64 2
  %91 = load <2 x double>, ptr %90, align 8, !tbaa !5, !alias.scope !26
  %92 = getelementptr inbounds double, ptr %48, i64 %86
  %93 = load <2 x double>, ptr %92, align 8, !tbaa !5, !alias.scope !26
  %94 = getelementptr inbounds double, ptr %92, i64 2
  %95 = load <2 x double>, ptr %94, align 8, !tbaa !5, !alias.scope !26
  %96 = fadd <2 x double> %89, %93
  %97 = fadd <2 x double> %91, %95
  %98 = or i64 %86, 2
  %99 = getelementptr inbounds double, ptr %48, i64 %98
  %100 = load <2 x double>, ptr %99, align 8, !tbaa !5, !alias.scope !26
  %101 = getelementptr inbounds double, ptr %99, i64 2
  %102 = load <2 x double>, ptr %101, align 8, !tbaa !5, !alias.scope !26
  %103 = fadd <2 x double> %96, %100
  %104 = fadd <2 x double> %97, %102
  %105 = getelementptr inbounds double, ptr %51, i64 %87
  %106 = load <2 x double>, ptr %105, align 8, !tbaa !5, !alias.scope !29
  %107 = getelementptr inbounds double, ptr %105, i64 2
  %108 = load <2 x double>, ptr %107, align 8, !tbaa !5, !alias.scope !29
  %109 = fadd <2 x double> %103, %106
  %110 = fadd <2 x double> %104, %108
  %111 = getelementptr inbounds double, ptr %54, i64 %87
  %112 = load <2 x double>, ptr %111, align 8, !tbaa !5, !alias.scope !31
  %113 = getelementptr inbounds double, ptr %111, i64 2
  %114 = load <2 x double>, ptr %113, align 8, !tbaa !5, !alias.scope !31
  %115 = fadd <2 x double> %109, %112
  %116 = fadd <2 x double> %110, %114
  %117 = fmul <2 x double> %115, <double 2.000000e-01, double 2.000000e-01>
  %118 = fmul <2 x double> %116, <double 2.000000e-01, double 2.000000e-01>
  %119 = getelementptr inbounds double, ptr %55, i64 %87
  store <2 x double> %117, ptr %119, align 8, !tbaa !5, !alias.scope !33, !noalias !35
  %120 = getelementptr inbounds double, ptr %119, i64 2
  store <2 x double> %118, ptr %120, align 8, !tbaa !5, !alias.scope !33, !noalias !35
  %121 = add nuw i64 %86, 4
  %122 = icmp eq i64 %121, %33
  br i1 %122, label %123, label %85, !llvm.loop !36

123:                                              ; preds = %85
  br i1 %35, label %126, label %124

124:                                              ; preds = %56, %44, %123
  %125 = phi i64 [ 1, %56 ], [ 1, %44 ], [ %34, %123 ]
  br label %129

126:                                              ; preds = %129, %123
  %127 = icmp eq i64 %49, %10
  %128 = add i64 %45, 1
  br i1 %127, label %43, label %44, !llvm.loop !37

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %137, %129 ], [ %125, %124 ]
  %131 = getelementptr inbounds double, ptr %48, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = add nsw i64 %130, -1
  %134 = getelementptr inbounds double, ptr %48, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = fadd double %132, %135
  %137 = add nuw nsw i64 %130, 1
  %138 = getelementptr inbounds double, ptr %48, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = fadd double %136, %139
  %141 = getelementptr inbounds double, ptr %51, i64 %130
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = fadd double %140, %142
  %144 = getelementptr inbounds double, ptr %54, i64 %130
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = fadd double %143, %145
  %147 = fmul double %146, 2.000000e-01
  %148 = getelementptr inbounds double, ptr %55, i64 %130
  store double %147, ptr %148, align 8, !tbaa !5
  %149 = icmp eq i64 %137, %10
  br i1 %149, label %126, label %129, !llvm.loop !38

150:                                              ; preds = %43, %235
  %151 = phi i64 [ %237, %235 ], [ 0, %43 ]
  %152 = phi i64 [ %155, %235 ], [ 1, %43 ]
  %153 = mul nuw nsw i64 %152, %5
  %154 = getelementptr inbounds double, ptr %3, i64 %153
  %155 = add nuw nsw i64 %152, 1
  %156 = mul nuw nsw i64 %155, %5
  %157 = getelementptr inbounds double, ptr %3, i64 %156
  %158 = add nsw i64 %152, -1
  %159 = mul nuw nsw i64 %158, %5
  %160 = getelementptr inbounds double, ptr %3, i64 %159
  %161 = getelementptr inbounds double, ptr %2, i64 %153
  br i1 %36, label %230, label %162

162:                                              ; preds = %150
  %163 = mul i64 %14, %151
  %164 = add i64 %20, %163
  %165 = getelementptr i8, ptr %3, i64 %164
  %166 = add i64 %12, %163
  %167 = getelementptr i8, ptr %3, i64 %166
  %168 = add i64 %19, %163
  %169 = getelementptr i8, ptr %3, i64 %168
  %170 = add i64 %18, %163
  %171 = getelementptr i8, ptr %3, i64 %170
  %172 = add i64 %15, %163
  %173 = getelementptr i8, ptr %3, i64 %172
  %174 = add i64 %163, 8
  %175 = getelementptr i8, ptr %3, i64 %174
  %176 = add i64 %16, %163
  %177 = getelementptr i8, ptr %2, i64 %176
  %178 = add i64 %13, %163
  %179 = getelementptr i8, ptr %2, i64 %178
  %180 = icmp ult ptr %179, %173
  %181 = icmp ult ptr %175, %177
  %182 = and i1 %180, %181
  %183 = icmp ult ptr %179, %169
  %184 = icmp ult ptr %171, %177
  %185 = and i1 %183, %184
  %186 = or i1 %182, %185
  %187 = icmp ult ptr %179, %165
  %188 = icmp ult ptr %167, %177
  %189 = and i1 %187, %188
  %190 = or i1 %186, %189
  br i1 %190, label %230, label %191

191:                                              ; preds = %162, %191
  %192 = phi i64 [ %227, %191 ], [ 0, %162 ]
  %193 = or i64 %192, 1
  %194 = getelementptr inbounds double, ptr %154, i64 %193
  %195 = load <2 x double>, ptr %194, align 8, !tbaa !5, !alias.scope !39
  %196 = getelementptr inbounds double, ptr %194, i64 2
  %197 = load <2 x double>, ptr %196, align 8, !tbaa !5, !alias.scope !39
  %198 = getelementptr inbounds double, ptr %154, i64 %192
  %199 = load <2 x double>, ptr %198, align 8, !tbaa !5, !alias.scope !39
  %200 = getelementptr inbounds double, ptr %198, i64 2
  %201 = load <2 x double>, ptr %200, align 8, !tbaa !5, !alias.scope !39
  %202 = fadd <2 x double> %195, %199
  %203 = fadd <2 x double> %197, %201
  %204 = or i64 %192, 2
  %205 = getelementptr inbounds double, ptr %154, i64 %204
  %206 = load <2 x double>, ptr %205, align 8, !tbaa !5, !alias.scope !39
  %207 = getelementptr inbounds double, ptr %205, i64 2
  %208 = load <2 x double>, ptr %207, align 8, !tbaa !5, !alias.scope !39
  %209 = fadd <2 x double> %202, %206
  %210 = fadd <2 x double> %203, %208
  %211 = getelementptr inbounds double, ptr %157, i64 %193
  %212 = load <2 x double>, ptr %211, align 8, !tbaa !5, !alias.scope !42
  %213 = getelementptr inbounds double, ptr %211, i64 2
  %214 = load <2 x double>, ptr %213, align 8, !tbaa !5, !alias.scope !42
  %215 = fadd <2 x double> %209, %212
  %216 = fadd <2 x double> %210, %214
  %217 = getelementptr inbounds double, ptr %160, i64 %193
  %218 = load <2 x double>, ptr %217, align 8, !tbaa !5, !alias.scope !44
  %219 = getelementptr inbounds double, ptr %217, i64 2
  %220 = load <2 x double>, ptr %219, align 8, !tbaa !5, !alias.scope !44
  %221 = fadd <2 x double> %215, %218
  %222 = fadd <2 x double> %216, %220
  %223 = fmul <2 x double> %221, <double 2.000000e-01, double 2.000000e-01>
  %224 = fmul <2 x double> %222, <double 2.000000e-01, double 2.000000e-01>
  %225 = getelementptr inbounds double, ptr %161, i64 %193
  store <2 x double> %223, ptr %225, align 8, !tbaa !5, !alias.scope !46, !noalias !48
  %226 = getelementptr inbounds double, ptr %225, i64 2
  store <2 x double> %224, ptr %226, align 8, !tbaa !5, !alias.scope !46, !noalias !48
  %227 = add nuw i64 %192, 4
  %228 = icmp eq i64 %227, %37
  br i1 %228, label %229, label %191, !llvm.loop !49

229:                                              ; preds = %191
  br i1 %39, label %235, label %230

230:                                              ; preds = %162, %150, %229
  %231 = phi i64 [ 1, %162 ], [ 1, %150 ], [ %38, %229 ]
  br label %238

232:                                              ; preds = %235, %40, %43
  %233 = add nuw nsw i32 %41, 1
  %234 = icmp eq i32 %233, %0
  br i1 %234, label %42, label %40, !llvm.loop !50

235:                                              ; preds = %238, %229
  %236 = icmp eq i64 %155, %11
  %237 = add i64 %151, 1
  br i1 %236, label %232, label %150, !llvm.loop !51

238:                                              ; preds = %230, %238
  %239 = phi i64 [ %246, %238 ], [ %231, %230 ]
  %240 = getelementptr inbounds double, ptr %154, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = add nsw i64 %239, -1
  %243 = getelementptr inbounds double, ptr %154, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !5
  %245 = fadd double %241, %244
  %246 = add nuw nsw i64 %239, 1
  %247 = getelementptr inbounds double, ptr %154, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = fadd double %245, %248
  %250 = getelementptr inbounds double, ptr %157, i64 %239
  %251 = load double, ptr %250, align 8, !tbaa !5
  %252 = fadd double %249, %251
  %253 = getelementptr inbounds double, ptr %160, i64 %239
  %254 = load double, ptr %253, align 8, !tbaa !5
  %255 = fadd double %252, %254
  %256 = fmul double %255, 2.000000e-01
  %257 = getelementptr inbounds double, ptr %161, i64 %239
  store double %256, ptr %257, align 8, !tbaa !5
  %258 = icmp eq i64 %246, %11
  br i1 %258, label %235, label %238, !llvm.loop !52
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !53
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #9
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ]
  %11 = zext i32 %10 to i64
  %12 = sext i32 %10 to i64
  %13 = shl nsw i64 %12, 3
  %14 = mul i64 %13, %12
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #10
  %16 = tail call noalias ptr @malloc(i64 noundef %14) #10
  %17 = tail call noalias ptr @malloc(i64 noundef %14) #10
  %18 = icmp sgt i32 %10, 0
  br i1 %18, label %19, label %196

19:                                               ; preds = %9
  %20 = icmp ult i32 %10, 2
  %21 = and i64 %11, 4294967294
  %22 = icmp eq i64 %21, %11
  br label %23

23:                                               ; preds = %19, %379
  %24 = phi i64 [ %380, %379 ], [ 0, %19 ]
  %25 = mul nuw nsw i64 %24, %11
  %26 = getelementptr inbounds double, ptr %15, i64 %25
  %27 = getelementptr inbounds double, ptr %16, i64 %25
  %28 = getelementptr inbounds double, ptr %17, i64 %25
  %29 = trunc i64 %24 to i32
  br i1 %20, label %59, label %30

30:                                               ; preds = %23
  %31 = insertelement <2 x i32> poison, i32 %29, i64 0
  %32 = shufflevector <2 x i32> %31, <2 x i32> poison, <2 x i32> zeroinitializer
  %33 = insertelement <2 x i64> poison, i64 %24, i64 0
  %34 = shufflevector <2 x i64> %33, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %30
  %36 = phi i64 [ 0, %30 ], [ %54, %35 ]
  %37 = phi <2 x i64> [ <i64 0, i64 1>, %30 ], [ %55, %35 ]
  %38 = phi <2 x i32> [ <i32 0, i32 1>, %30 ], [ %56, %35 ]
  %39 = mul nsw <2 x i32> %38, %32
  %40 = urem <2 x i32> %39, <i32 7, i32 7>
  %41 = sitofp <2 x i32> %40 to <2 x double>
  %42 = fdiv <2 x double> %41, <double 7.000000e+00, double 7.000000e+00>
  %43 = getelementptr inbounds double, ptr %26, i64 %36
  store <2 x double> %42, ptr %43, align 8, !tbaa !5
  %44 = add nuw nsw <2 x i64> %37, %34
  %45 = trunc <2 x i64> %44 to <2 x i32>
  %46 = urem <2 x i32> %45, <i32 5, i32 5>
  %47 = sitofp <2 x i32> %46 to <2 x double>
  %48 = fdiv <2 x double> %47, <double 3.000000e+00, double 3.000000e+00>
  %49 = getelementptr inbounds double, ptr %27, i64 %36
  store <2 x double> %48, ptr %49, align 8, !tbaa !5
  %50 = sub nsw <2 x i64> %34, %37
  %51 = trunc <2 x i64> %50 to <2 x i32>
  %52 = sitofp <2 x i32> %51 to <2 x double>
  %53 = getelementptr inbounds double, ptr %28, i64 %36
  store <2 x double> %52, ptr %53, align 8, !tbaa !5
  %54 = add nuw i64 %36, 2
  %55 = add <2 x i64> %37, <i64 2, i64 2>
  %56 = add <2 x i32> %38, <i32 2, i32 2>
  %57 = icmp eq i64 %54, %21
  br i1 %57, label %58, label %35, !llvm.loop !55

58:                                               ; preds = %35
  br i1 %22, label %379, label %59

59:                                               ; preds = %23, %58
  %60 = phi i64 [ 0, %23 ], [ %21, %58 ]
  br label %382

61:                                               ; preds = %379
  br i1 %18, label %62, label %196

62:                                               ; preds = %61
  %63 = and i64 %11, 4294967292
  %64 = add nsw i64 %63, -4
  %65 = lshr exact i64 %64, 2
  %66 = add nuw nsw i64 %65, 1
  %67 = icmp ult i32 %10, 4
  %68 = and i64 %11, 4294967292
  %69 = and i64 %66, 1
  %70 = icmp eq i64 %64, 0
  %71 = and i64 %66, 9223372036854775806
  %72 = icmp eq i64 %69, 0
  %73 = icmp eq i64 %68, %11
  %74 = icmp ult i32 %10, 4
  %75 = and i64 %11, 4294967292
  %76 = and i64 %66, 1
  %77 = icmp eq i64 %64, 0
  %78 = and i64 %66, 9223372036854775806
  %79 = icmp eq i64 %76, 0
  %80 = icmp eq i64 %75, %11
  br label %81

81:                                               ; preds = %62, %181
  %82 = phi i64 [ %182, %181 ], [ 0, %62 ]
  %83 = mul nuw nsw i64 %82, %11
  %84 = getelementptr inbounds double, ptr %17, i64 %83
  br i1 %67, label %115, label %85

85:                                               ; preds = %81
  br i1 %70, label %105, label %86

86:                                               ; preds = %85, %86
  %87 = phi i64 [ %102, %86 ], [ 0, %85 ]
  %88 = phi i64 [ %103, %86 ], [ 0, %85 ]
  %89 = getelementptr inbounds double, ptr %84, i64 %87
  %90 = load <2 x double>, ptr %89, align 8, !tbaa !5
  %91 = getelementptr inbounds double, ptr %89, i64 2
  %92 = load <2 x double>, ptr %91, align 8, !tbaa !5
  %93 = fmul <2 x double> %90, <double 5.000000e-01, double 5.000000e-01>
  %94 = fmul <2 x double> %92, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %93, ptr %89, align 8, !tbaa !5
  store <2 x double> %94, ptr %91, align 8, !tbaa !5
  %95 = or i64 %87, 4
  %96 = getelementptr inbounds double, ptr %84, i64 %95
  %97 = load <2 x double>, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds double, ptr %96, i64 2
  %99 = load <2 x double>, ptr %98, align 8, !tbaa !5
  %100 = fmul <2 x double> %97, <double 5.000000e-01, double 5.000000e-01>
  %101 = fmul <2 x double> %99, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %100, ptr %96, align 8, !tbaa !5
  store <2 x double> %101, ptr %98, align 8, !tbaa !5
  %102 = add nuw i64 %87, 8
  %103 = add i64 %88, 2
  %104 = icmp eq i64 %103, %71
  br i1 %104, label %105, label %86, !llvm.loop !56

105:                                              ; preds = %86, %85
  %106 = phi i64 [ 0, %85 ], [ %102, %86 ]
  br i1 %72, label %114, label %107

107:                                              ; preds = %105
  %108 = getelementptr inbounds double, ptr %84, i64 %106
  %109 = load <2 x double>, ptr %108, align 8, !tbaa !5
  %110 = getelementptr inbounds double, ptr %108, i64 2
  %111 = load <2 x double>, ptr %110, align 8, !tbaa !5
  %112 = fmul <2 x double> %109, <double 5.000000e-01, double 5.000000e-01>
  %113 = fmul <2 x double> %111, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %112, ptr %108, align 8, !tbaa !5
  store <2 x double> %113, ptr %110, align 8, !tbaa !5
  br label %114

114:                                              ; preds = %105, %107
  br i1 %73, label %117, label %115

115:                                              ; preds = %81, %114
  %116 = phi i64 [ 0, %81 ], [ %68, %114 ]
  br label %119

117:                                              ; preds = %119, %114
  %118 = getelementptr inbounds double, ptr %15, i64 %83
  br label %126

119:                                              ; preds = %115, %119
  %120 = phi i64 [ %124, %119 ], [ %116, %115 ]
  %121 = getelementptr inbounds double, ptr %84, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fmul double %122, 5.000000e-01
  store double %123, ptr %121, align 8, !tbaa !5
  %124 = add nuw nsw i64 %120, 1
  %125 = icmp eq i64 %124, %11
  br i1 %125, label %117, label %119, !llvm.loop !57

126:                                              ; preds = %117, %184
  %127 = phi i64 [ 0, %117 ], [ %185, %184 ]
  %128 = getelementptr inbounds double, ptr %118, i64 %127
  %129 = mul nuw nsw i64 %127, %11
  %130 = getelementptr inbounds double, ptr %16, i64 %129
  %131 = load double, ptr %128, align 8, !tbaa !5
  %132 = fmul double %131, 1.500000e+00
  br i1 %74, label %179, label %133

133:                                              ; preds = %126
  %134 = insertelement <2 x double> poison, double %132, i64 0
  %135 = shufflevector <2 x double> %134, <2 x double> poison, <2 x i32> zeroinitializer
  %136 = insertelement <2 x double> poison, double %132, i64 0
  %137 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> zeroinitializer
  br i1 %77, label %165, label %138

138:                                              ; preds = %133, %138
  %139 = phi i64 [ %162, %138 ], [ 0, %133 ]
  %140 = phi i64 [ %163, %138 ], [ 0, %133 ]
  %141 = getelementptr inbounds double, ptr %130, i64 %139
  %142 = load <2 x double>, ptr %141, align 8, !tbaa !5
  %143 = getelementptr inbounds double, ptr %141, i64 2
  %144 = load <2 x double>, ptr %143, align 8, !tbaa !5
  %145 = getelementptr inbounds double, ptr %84, i64 %139
  %146 = load <2 x double>, ptr %145, align 8, !tbaa !5
  %147 = getelementptr inbounds double, ptr %145, i64 2
  %148 = load <2 x double>, ptr %147, align 8, !tbaa !5
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> %142, <2 x double> %146)
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> %144, <2 x double> %148)
  store <2 x double> %149, ptr %145, align 8, !tbaa !5
  store <2 x double> %150, ptr %147, align 8, !tbaa !5
  %151 = or i64 %139, 4
  %152 = getelementptr inbounds double, ptr %130, i64 %151
  %153 = load <2 x double>, ptr %152, align 8, !tbaa !5
  %154 = getelementptr inbounds double, ptr %152, i64 2
  %155 = load <2 x double>, ptr %154, align 8, !tbaa !5
  %156 = getelementptr inbounds double, ptr %84, i64 %151
  %157 = load <2 x double>, ptr %156, align 8, !tbaa !5
  %158 = getelementptr inbounds double, ptr %156, i64 2
  %159 = load <2 x double>, ptr %158, align 8, !tbaa !5
  %160 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> %153, <2 x double> %157)
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> %155, <2 x double> %159)
  store <2 x double> %160, ptr %156, align 8, !tbaa !5
  store <2 x double> %161, ptr %158, align 8, !tbaa !5
  %162 = add nuw i64 %139, 8
  %163 = add i64 %140, 2
  %164 = icmp eq i64 %163, %78
  br i1 %164, label %165, label %138, !llvm.loop !58

165:                                              ; preds = %138, %133
  %166 = phi i64 [ 0, %133 ], [ %162, %138 ]
  br i1 %79, label %178, label %167

167:                                              ; preds = %165
  %168 = getelementptr inbounds double, ptr %130, i64 %166
  %169 = load <2 x double>, ptr %168, align 8, !tbaa !5
  %170 = getelementptr inbounds double, ptr %168, i64 2
  %171 = load <2 x double>, ptr %170, align 8, !tbaa !5
  %172 = getelementptr inbounds double, ptr %84, i64 %166
  %173 = load <2 x double>, ptr %172, align 8, !tbaa !5
  %174 = getelementptr inbounds double, ptr %172, i64 2
  %175 = load <2 x double>, ptr %174, align 8, !tbaa !5
  %176 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> %169, <2 x double> %173)
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> %171, <2 x double> %175)
  store <2 x double> %176, ptr %172, align 8, !tbaa !5
  store <2 x double> %177, ptr %174, align 8, !tbaa !5
  br label %178

178:                                              ; preds = %165, %167
  br i1 %80, label %184, label %179

179:                                              ; preds = %126, %178
  %180 = phi i64 [ 0, %126 ], [ %75, %178 ]
  br label %187

181:                                              ; preds = %184
  %182 = add nuw nsw i64 %82, 1
  %183 = icmp eq i64 %182, %11
  br i1 %183, label %196, label %81, !llvm.loop !23

184:                                              ; preds = %187, %178
  %185 = add nuw nsw i64 %127, 1
  %186 = icmp eq i64 %185, %11
  br i1 %186, label %181, label %126, !llvm.loop !24

187:                                              ; preds = %179, %187
  %188 = phi i64 [ %194, %187 ], [ %180, %179 ]
  %189 = getelementptr inbounds double, ptr %130, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = getelementptr inbounds double, ptr %84, i64 %188
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = tail call double @llvm.fmuladd.f64(double %132, double %190, double %192)
  store double %193, ptr %191, align 8, !tbaa !5
  %194 = add nuw nsw i64 %188, 1
  %195 = icmp eq i64 %194, %11
  br i1 %195, label %184, label %187, !llvm.loop !59

196:                                              ; preds = %181, %9, %61
  %197 = add i32 %10, -1
  %198 = icmp sgt i32 %10, 2
  %199 = zext i32 %197 to i64
  %200 = add nsw i64 %199, -1
  %201 = add nsw i64 %199, -1
  %202 = icmp ult i64 %201, 4
  %203 = and i64 %201, -4
  %204 = or i64 %203, 1
  %205 = icmp eq i64 %201, %203
  %206 = icmp ult i64 %200, 4
  %207 = and i64 %200, -4
  %208 = or i64 %207, 1
  %209 = icmp eq i64 %200, %207
  br label %210

210:                                              ; preds = %348, %196
  %211 = phi i32 [ 0, %196 ], [ %349, %348 ]
  br i1 %198, label %212, label %348

212:                                              ; preds = %210, %269
  %213 = phi i64 [ %216, %269 ], [ 1, %210 ]
  %214 = mul nuw nsw i64 %213, %11
  %215 = getelementptr inbounds double, ptr %15, i64 %214
  %216 = add nuw nsw i64 %213, 1
  %217 = mul nuw nsw i64 %216, %11
  %218 = getelementptr inbounds double, ptr %15, i64 %217
  %219 = add nsw i64 %213, -1
  %220 = mul nuw nsw i64 %219, %11
  %221 = getelementptr inbounds double, ptr %15, i64 %220
  %222 = getelementptr inbounds double, ptr %16, i64 %214
  %223 = getelementptr inbounds double, ptr %215, i64 1
  %224 = load double, ptr %223, align 8, !tbaa !5
  br i1 %202, label %266, label %225

225:                                              ; preds = %212
  %226 = insertelement <2 x double> poison, double %224, i64 1
  br label %227

227:                                              ; preds = %227, %225
  %228 = phi i64 [ 0, %225 ], [ %262, %227 ]
  %229 = phi <2 x double> [ %226, %225 ], [ %239, %227 ]
  %230 = or i64 %228, 1
  %231 = getelementptr inbounds double, ptr %215, i64 %228
  %232 = load <2 x double>, ptr %231, align 8, !tbaa !5
  %233 = getelementptr inbounds double, ptr %231, i64 2
  %234 = load <2 x double>, ptr %233, align 8, !tbaa !5
  %235 = or i64 %228, 2
  %236 = getelementptr inbounds double, ptr %215, i64 %235
  %237 = load <2 x double>, ptr %236, align 8, !tbaa !5
  %238 = getelementptr inbounds double, ptr %236, i64 2
  %239 = load <2 x double>, ptr %238, align 8, !tbaa !5
  %240 = shufflevector <2 x double> %229, <2 x double> %237, <2 x i32> <i32 1, i32 2>
  %241 = shufflevector <2 x double> %237, <2 x double> %239, <2 x i32> <i32 1, i32 2>
  %242 = fadd <2 x double> %240, %232
  %243 = fadd <2 x double> %241, %234
  %244 = fadd <2 x double> %242, %237
  %245 = fadd <2 x double> %243, %239
  %246 = getelementptr inbounds double, ptr %218, i64 %230
  %247 = load <2 x double>, ptr %246, align 8, !tbaa !5
  %248 = getelementptr inbounds double, ptr %246, i64 2
  %249 = load <2 x double>, ptr %248, align 8, !tbaa !5
  %250 = fadd <2 x double> %244, %247
  %251 = fadd <2 x double> %245, %249
  %252 = getelementptr inbounds double, ptr %221, i64 %230
  %253 = load <2 x double>, ptr %252, align 8, !tbaa !5
  %254 = getelementptr inbounds double, ptr %252, i64 2
  %255 = load <2 x double>, ptr %254, align 8, !tbaa !5
  %256 = fadd <2 x double> %250, %253
  %257 = fadd <2 x double> %251, %255
  %258 = fmul <2 x double> %256, <double 2.000000e-01, double 2.000000e-01>
  %259 = fmul <2 x double> %257, <double 2.000000e-01, double 2.000000e-01>
  %260 = getelementptr inbounds double, ptr %222, i64 %230
  store <2 x double> %258, ptr %260, align 8, !tbaa !5
  %261 = getelementptr inbounds double, ptr %260, i64 2
  store <2 x double> %259, ptr %261, align 8, !tbaa !5
  %262 = add nuw i64 %228, 4
  %263 = icmp eq i64 %262, %203
  br i1 %263, label %264, label %227, !llvm.loop !60

264:                                              ; preds = %227
  %265 = extractelement <2 x double> %239, i64 1
  br i1 %205, label %269, label %266

266:                                              ; preds = %212, %264
  %267 = phi double [ %265, %264 ], [ %224, %212 ]
  %268 = phi i64 [ %204, %264 ], [ 1, %212 ]
  br label %271

269:                                              ; preds = %271, %264
  %270 = icmp eq i64 %216, %199
  br i1 %270, label %291, label %212, !llvm.loop !37

271:                                              ; preds = %266, %271
  %272 = phi double [ %280, %271 ], [ %267, %266 ]
  %273 = phi i64 [ %278, %271 ], [ %268, %266 ]
  %274 = add nsw i64 %273, -1
  %275 = getelementptr inbounds double, ptr %215, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = fadd double %272, %276
  %278 = add nuw nsw i64 %273, 1
  %279 = getelementptr inbounds double, ptr %215, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !5
  %281 = fadd double %277, %280
  %282 = getelementptr inbounds double, ptr %218, i64 %273
  %283 = load double, ptr %282, align 8, !tbaa !5
  %284 = fadd double %281, %283
  %285 = getelementptr inbounds double, ptr %221, i64 %273
  %286 = load double, ptr %285, align 8, !tbaa !5
  %287 = fadd double %284, %286
  %288 = fmul double %287, 2.000000e-01
  %289 = getelementptr inbounds double, ptr %222, i64 %273
  store double %288, ptr %289, align 8, !tbaa !5
  %290 = icmp eq i64 %278, %199
  br i1 %290, label %269, label %271, !llvm.loop !61

291:                                              ; preds = %269, %357
  %292 = phi i64 [ %295, %357 ], [ 1, %269 ]
  %293 = mul nuw nsw i64 %292, %11
  %294 = getelementptr inbounds double, ptr %16, i64 %293
  %295 = add nuw nsw i64 %292, 1
  %296 = mul nuw nsw i64 %295, %11
  %297 = getelementptr inbounds double, ptr %16, i64 %296
  %298 = add nsw i64 %292, -1
  %299 = mul nuw nsw i64 %298, %11
  %300 = getelementptr inbounds double, ptr %16, i64 %299
  %301 = getelementptr inbounds double, ptr %15, i64 %293
  %302 = getelementptr inbounds double, ptr %294, i64 1
  %303 = load double, ptr %302, align 8, !tbaa !5
  br i1 %206, label %345, label %304

304:                                              ; preds = %291
  %305 = insertelement <2 x double> poison, double %303, i64 1
  br label %306

306:                                              ; preds = %306, %304
  %307 = phi i64 [ 0, %304 ], [ %341, %306 ]
  %308 = phi <2 x double> [ %305, %304 ], [ %318, %306 ]
  %309 = or i64 %307, 1
  %310 = getelementptr inbounds double, ptr %294, i64 %307
  %311 = load <2 x double>, ptr %310, align 8, !tbaa !5
  %312 = getelementptr inbounds double, ptr %310, i64 2
  %313 = load <2 x double>, ptr %312, align 8, !tbaa !5
  %314 = or i64 %307, 2
  %315 = getelementptr inbounds double, ptr %294, i64 %314
  %316 = load <2 x double>, ptr %315, align 8, !tbaa !5
  %317 = getelementptr inbounds double, ptr %315, i64 2
  %318 = load <2 x double>, ptr %317, align 8, !tbaa !5
  %319 = shufflevector <2 x double> %308, <2 x double> %316, <2 x i32> <i32 1, i32 2>
  %320 = shufflevector <2 x double> %316, <2 x double> %318, <2 x i32> <i32 1, i32 2>
  %321 = fadd <2 x double> %319, %311
  %322 = fadd <2 x double> %320, %313
  %323 = fadd <2 x double> %321, %316
  %324 = fadd <2 x double> %322, %318
  %325 = getelementptr inbounds double, ptr %297, i64 %309
  %326 = load <2 x double>, ptr %325, align 8, !tbaa !5
  %327 = getelementptr inbounds double, ptr %325, i64 2
  %328 = load <2 x double>, ptr %327, align 8, !tbaa !5
  %329 = fadd <2 x double> %323, %326
  %330 = fadd <2 x double> %324, %328
  %331 = getelementptr inbounds double, ptr %300, i64 %309
  %332 = load <2 x double>, ptr %331, align 8, !tbaa !5
  %333 = getelementptr inbounds double, ptr %331, i64 2
  %334 = load <2 x double>, ptr %333, align 8, !tbaa !5
  %335 = fadd <2 x double> %329, %332
  %336 = fadd <2 x double> %330, %334
  %337 = fmul <2 x double> %335, <double 2.000000e-01, double 2.000000e-01>
  %338 = fmul <2 x double> %336, <double 2.000000e-01, double 2.000000e-01>
  %339 = getelementptr inbounds double, ptr %301, i64 %309
  store <2 x double> %337, ptr %339, align 8, !tbaa !5
  %340 = getelementptr inbounds double, ptr %339, i64 2
  store <2 x double> %338, ptr %340, align 8, !tbaa !5
  %341 = add nuw i64 %307, 4
  %342 = icmp eq i64 %341, %207
  br i1 %342, label %343, label %306, !llvm.loop !62

343:                                              ; preds = %306
  %344 = extractelement <2 x double> %318, i64 1
  br i1 %209, label %357, label %345

345:                                              ; preds = %291, %343
  %346 = phi double [ %344, %343 ], [ %303, %291 ]
  %347 = phi i64 [ %208, %343 ], [ 1, %291 ]
  br label %359

348:                                              ; preds = %357, %210
  %349 = add nuw nsw i32 %211, 1
  %350 = icmp eq i32 %349, 4
  br i1 %350, label %351, label %210, !llvm.loop !50

351:                                              ; preds = %348
  br i1 %18, label %352, label %413

352:                                              ; preds = %351
  %353 = and i64 %11, 1
  %354 = icmp eq i32 %10, 1
  %355 = and i64 %11, 4294967294
  %356 = icmp eq i64 %353, 0
  br label %402

357:                                              ; preds = %359, %343
  %358 = icmp eq i64 %295, %199
  br i1 %358, label %348, label %291, !llvm.loop !51

359:                                              ; preds = %345, %359
  %360 = phi double [ %368, %359 ], [ %346, %345 ]
  %361 = phi i64 [ %366, %359 ], [ %347, %345 ]
  %362 = add nsw i64 %361, -1
  %363 = getelementptr inbounds double, ptr %294, i64 %362
  %364 = load double, ptr %363, align 8, !tbaa !5
  %365 = fadd double %360, %364
  %366 = add nuw nsw i64 %361, 1
  %367 = getelementptr inbounds double, ptr %294, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !5
  %369 = fadd double %365, %368
  %370 = getelementptr inbounds double, ptr %297, i64 %361
  %371 = load double, ptr %370, align 8, !tbaa !5
  %372 = fadd double %369, %371
  %373 = getelementptr inbounds double, ptr %300, i64 %361
  %374 = load double, ptr %373, align 8, !tbaa !5
  %375 = fadd double %372, %374
  %376 = fmul double %375, 2.000000e-01
  %377 = getelementptr inbounds double, ptr %301, i64 %361
  store double %376, ptr %377, align 8, !tbaa !5
  %378 = icmp eq i64 %366, %199
  br i1 %378, label %357, label %359, !llvm.loop !63

379:                                              ; preds = %382, %58
  %380 = add nuw nsw i64 %24, 1
  %381 = icmp eq i64 %380, %11
  br i1 %381, label %61, label %23, !llvm.loop !64

382:                                              ; preds = %59, %382
  %383 = phi i64 [ %400, %382 ], [ %60, %59 ]
  %384 = trunc i64 %383 to i32
  %385 = mul nsw i32 %384, %29
  %386 = urem i32 %385, 7
  %387 = sitofp i32 %386 to double
  %388 = fdiv double %387, 7.000000e+00
  %389 = getelementptr inbounds double, ptr %26, i64 %383
  store double %388, ptr %389, align 8, !tbaa !5
  %390 = add nuw nsw i64 %383, %24
  %391 = trunc i64 %390 to i32
  %392 = urem i32 %391, 5
  %393 = sitofp i32 %392 to double
  %394 = fdiv double %393, 3.000000e+00
  %395 = getelementptr inbounds double, ptr %27, i64 %383
  store double %394, ptr %395, align 8, !tbaa !5
  %396 = sub nsw i64 %24, %383
  %397 = trunc i64 %396 to i32
  %398 = sitofp i32 %397 to double
  %399 = getelementptr inbounds double, ptr %28, i64 %383
  store double %398, ptr %399, align 8, !tbaa !5
  %400 = add nuw nsw i64 %383, 1
  %401 = icmp eq i64 %400, %11
  br i1 %401, label %379, label %382, !llvm.loop !65

402:                                              ; preds = %352, %430
  %403 = phi i64 [ %432, %430 ], [ 0, %352 ]
  %404 = phi double [ %431, %430 ], [ 0.000000e+00, %352 ]
  %405 = mul nuw nsw i64 %403, %11
  %406 = getelementptr inbounds double, ptr %17, i64 %405
  %407 = trunc i64 %403 to i32
  %408 = urem i32 %407, 3
  %409 = add nuw nsw i32 %408, 1
  %410 = sitofp i32 %409 to double
  %411 = getelementptr inbounds double, ptr %15, i64 %405
  %412 = getelementptr inbounds double, ptr %16, i64 %405
  br i1 %354, label %416, label %434

413:                                              ; preds = %430, %351
  %414 = phi double [ 0.000000e+00, %351 ], [ %431, %430 ]
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %414)
  tail call void @free(ptr noundef %15) #9
  tail call void @free(ptr noundef %16) #9
  tail call void @free(ptr noundef %17) #9
  ret i32 0

416:                                              ; preds = %434, %402
  %417 = phi double [ undef, %402 ], [ %456, %434 ]
  %418 = phi i64 [ 0, %402 ], [ %457, %434 ]
  %419 = phi double [ %404, %402 ], [ %456, %434 ]
  br i1 %356, label %430, label %420

420:                                              ; preds = %416
  %421 = getelementptr inbounds double, ptr %406, i64 %418
  %422 = load double, ptr %421, align 8, !tbaa !5
  %423 = getelementptr inbounds double, ptr %411, i64 %418
  %424 = load double, ptr %423, align 8, !tbaa !5
  %425 = tail call double @llvm.fmuladd.f64(double %422, double %410, double %424)
  %426 = getelementptr inbounds double, ptr %412, i64 %418
  %427 = load double, ptr %426, align 8, !tbaa !5
  %428 = fsub double %425, %427
  %429 = fadd double %419, %428
  br label %430

430:                                              ; preds = %416, %420
  %431 = phi double [ %417, %416 ], [ %429, %420 ]
  %432 = add nuw nsw i64 %403, 1
  %433 = icmp eq i64 %432, %11
  br i1 %433, label %413, label %402, !llvm.loop !66

434:                                              ; preds = %402, %434
  %435 = phi i64 [ %457, %434 ], [ 0, %402 ]
  %436 = phi double [ %456, %434 ], [ %404, %402 ]
  %437 = phi i64 [ %458, %434 ], [ 0, %402 ]
  %438 = getelementptr inbounds double, ptr %406, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !5
  %440 = getelementptr inbounds double, ptr %411, i64 %435
  %441 = load double, ptr %440, align 8, !tbaa !5
  %442 = tail call double @llvm.fmuladd.f64(double %439, double %410, double %441)
  %443 = getelementptr inbounds double, ptr %412, i64 %435
  %444 = load double, ptr %443, align 8, !tbaa !5
  %445 = fsub double %442, %444
  %446 = fadd double %436, %445
  %447 = or i64 %435, 1
  %448 = getelementptr inbounds double, ptr %406, i64 %447
  %449 = load double, ptr %448, align 8, !tbaa !5
  %450 = getelementptr inbounds double, ptr %411, i64 %447
  %451 = load double, ptr %450, align 8, !tbaa !5
  %452 = tail call double @llvm.fmuladd.f64(double %449, double %410, double %451)
  %453 = getelementptr inbounds double, ptr %412, i64 %447
  %454 = load double, ptr %453, align 8, !tbaa !5
  %455 = fsub double %452, %454
  %456 = fadd double %446, %455
  %457 = add nuw nsw i64 %435, 2
  %458 = add i64 %437, 2
  %459 = icmp eq i64 %458, %355
  br i1 %459, label %416, label %434, !llvm.loop !67
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free")
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free") "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}

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
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !13, !11}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20}
!20 = distinct !{!20, !16}
!21 = !{!15, !18}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !11}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = !{!32}
!32 = distinct !{!32, !28}
!33 = !{!34}
!34 = distinct !{!34, !28}
!35 = !{!32, !30, !27}
!36 = distinct !{!36, !10, !11}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10, !11}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!47}
!47 = distinct !{!47, !41}
!48 = !{!45, !43, !40}
!49 = distinct !{!49, !10, !11}
!50 = distinct !{!50, !10}
!51 = distinct !{!51, !10}
!52 = distinct !{!52, !10, !11}
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !7, i64 0}
!55 = distinct !{!55, !10, !11}
!56 = distinct !{!56, !10, !11}
!57 = distinct !{!57, !10, !13, !11}
!58 = distinct !{!58, !10, !11}
!59 = distinct !{!59, !10, !13, !11}
!60 = distinct !{!60, !10, !11}
!61 = distinct !{!61, !10, !13, !11}
!62 = distinct !{!62, !10, !11}
!63 = distinct !{!63, !10, !13, !11}
!64 = distinct !{!64, !10}
!65 = distinct !{!65, !10, !13, !11}
!66 = distinct !{!66, !10}
!67 = distinct !{!67, !10}
