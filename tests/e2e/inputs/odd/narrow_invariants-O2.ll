; clang-15 -O2 -S -emit-llvm -g0 of narrow_invariants.c (next to this file)
; ModuleID = 'narrow_invariants.c'
source_filename = "narrow_invariants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%ld %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind writeonly uwtable
define dso_local void @neighbours(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %2, -1
  br i1 %8, label %34, label %9

9:                                                ; preds = %7
  %10 = icmp slt i32 %1, -1
  %11 = add nsw i32 %1, 2
  %12 = icmp eq i32 %5, 1
  %13 = icmp eq i32 %6, 1
  %14 = sext i32 %3 to i64
  %15 = sext i32 %1 to i64
  %16 = add i32 %1, 1
  %17 = sext i32 %4 to i64
  %18 = sext i32 %2 to i64
  %19 = add i32 %2, 1
  %20 = zext i32 %19 to i64
  %21 = zext i32 %16 to i64
  br label %22

22:                                               ; preds = %9, %35
  %23 = phi i64 [ -1, %9 ], [ %24, %35 ]
  %24 = add nsw i64 %23, 1
  br i1 %10, label %35, label %25

25:                                               ; preds = %22
  %26 = add nsw i64 %23, %17
  %27 = mul nsw i64 %26, 100
  %28 = icmp sgt i64 %26, -1
  %29 = icmp slt i64 %26, %18
  %30 = trunc i64 %24 to i32
  %31 = mul i32 %11, %30
  %32 = and i1 %28, %29
  %33 = select i1 %13, i1 true, i1 %32
  br label %37

34:                                               ; preds = %35, %7
  ret void

35:                                               ; preds = %54, %22
  %36 = icmp eq i64 %24, %20
  br i1 %36, label %34, label %22, !llvm.loop !5

37:                                               ; preds = %25, %54
  %38 = phi i64 [ -1, %25 ], [ %55, %54 ]
  %39 = trunc i64 %38 to i32
  %40 = add i32 %39, 1
  %41 = add i32 %40, %31
  %42 = add nsw i64 %38, %14
  %43 = add nsw i64 %42, %27
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = trunc i64 %43 to i32
  store i32 %46, ptr %45, align 4, !tbaa !7
  br i1 %12, label %52, label %47

47:                                               ; preds = %37
  %48 = icmp slt i64 %42, 0
  %49 = icmp sge i64 %42, %15
  %50 = or i1 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %47
  store i32 -1, ptr %45, align 4, !tbaa !7
  br label %52

52:                                               ; preds = %51, %47, %37
  br i1 %33, label %54, label %53

53:                                               ; preds = %52
  store i32 -2, ptr %45, align 4, !tbaa !7
  br label %54

54:                                               ; preds = %52, %53
  %55 = add nsw i64 %38, 1
  %56 = icmp eq i64 %55, %21
  br i1 %56, label %35, label %37, !llvm.loop !11
}

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @scale(ptr nocapture noundef %0, i32 noundef %1, i1 noundef zeroext %2, i8 noundef signext %3, i16 noundef signext %4) local_unnamed_addr #1 {
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %36

7:                                                ; preds = %5
  %8 = sext i8 %3 to i32
  %9 = sitofp i16 %4 to double
  %10 = zext i32 %1 to i64
  %11 = icmp eq i32 %1, 1
  br i1 %11, label %34, label %12

12:                                               ; preds = %7
  %13 = and i64 %10, 4294967294
  %14 = insertelement <2 x i32> poison, i32 %8, i64 0
  %15 = shufflevector <2 x i32> %14, <2 x i32> poison, <2 x i32> zeroinitializer
  %16 = insertelement <2 x double> poison, double %9, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  br label %18

18:                                               ; preds = %18, %12
  %19 = phi i64 [ 0, %12 ], [ %29, %18 ]
  %20 = phi <2 x i32> [ <i32 0, i32 1>, %12 ], [ %30, %18 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %19
  %22 = load <2 x double>, ptr %21, align 8, !tbaa !12
  %23 = fneg <2 x double> %22
  %24 = select i1 %2, <2 x double> %23, <2 x double> %22
  %25 = urem <2 x i32> %20, <i32 3, i32 3>
  %26 = add nsw <2 x i32> %25, %15
  %27 = sitofp <2 x i32> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> %27, <2 x double> %17)
  store <2 x double> %28, ptr %21, align 8, !tbaa !12
  %29 = add nuw i64 %19, 2
  %30 = add <2 x i32> %20, <i32 2, i32 2>
  %31 = icmp eq i64 %29, %13
  br i1 %31, label %32, label %18, !llvm.loop !14

32:                                               ; preds = %18
  %33 = icmp eq i64 %13, %10
  br i1 %33, label %36, label %34

34:                                               ; preds = %7, %32
  %35 = phi i64 [ 0, %7 ], [ %13, %32 ]
  br label %37

36:                                               ; preds = %37, %32, %5
  ret void

37:                                               ; preds = %34, %37
  %38 = phi i64 [ %49, %37 ], [ %35, %34 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !12
  %41 = fneg double %40
  %42 = select i1 %2, double %41, double %40
  %43 = trunc i64 %38 to i32
  %44 = urem i32 %43, 3
  %45 = add nsw i32 %44, %8
  %46 = sitofp i32 %45 to double
  %47 = tail call double @llvm.fmuladd.f64(double %42, double %46, double %9)
  %48 = getelementptr inbounds double, ptr %0, i64 %38
  store double %47, ptr %48, align 8, !tbaa !12
  %49 = add nuw nsw i64 %38, 1
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %36, label %37, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %21, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !18
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #9
  %14 = trunc i64 %13 to i32
  %15 = icmp ugt i32 %0, 3
  br i1 %15, label %16, label %21

16:                                               ; preds = %10
  %17 = getelementptr inbounds ptr, ptr %1, i64 3
  %18 = load ptr, ptr %17, align 8, !tbaa !18
  %19 = tail call i64 @strtol(ptr nocapture noundef nonnull %18, ptr noundef null, i32 noundef 10) #9
  %20 = trunc i64 %19 to i32
  br label %21

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 23, %4 ], [ 23, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 37, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 0, %10 ], [ 0, %4 ], [ 0, %2 ]
  %25 = add nsw i32 %23, 2
  %26 = sext i32 %25 to i64
  %27 = add nsw i32 %22, 2
  %28 = sext i32 %27 to i64
  %29 = shl nsw i64 %28, 2
  %30 = mul i64 %29, %26
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #10
  %32 = add nsw i32 %23, 1
  %33 = sext i32 %32 to i64
  %34 = shl nsw i64 %33, 3
  %35 = tail call noalias ptr @malloc(i64 noundef %34) #10
  %36 = and i32 %24, 1
  %37 = lshr i32 %24, 1
  %38 = and i32 %37, 1
  %39 = mul i32 %25, %27
  %40 = icmp sgt i32 %39, 0
  tail call void @neighbours(ptr noundef %31, i32 noundef %23, i32 noundef %22, i32 noundef 0, i32 noundef %22, i32 noundef %36, i32 noundef %38)
  br i1 %40, label %93, label %117

41:                                               ; preds = %292
  %42 = zext i32 %23 to i64
  %43 = icmp ult i32 %23, 4
  br i1 %43, label %91, label %44

44:                                               ; preds = %41
  %45 = and i64 %42, 4294967292
  %46 = add nsw i64 %45, -4
  %47 = lshr exact i64 %46, 2
  %48 = add nuw nsw i64 %47, 1
  %49 = and i64 %48, 1
  %50 = icmp eq i64 %46, 0
  br i1 %50, label %77, label %51

51:                                               ; preds = %44
  %52 = and i64 %48, 9223372036854775806
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %73, %53 ]
  %55 = phi <2 x i32> [ <i32 0, i32 1>, %51 ], [ %74, %53 ]
  %56 = phi i64 [ 0, %51 ], [ %75, %53 ]
  %57 = add <2 x i32> %55, <i32 2, i32 2>
  %58 = sitofp <2 x i32> %55 to <2 x double>
  %59 = sitofp <2 x i32> %57 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %62 = getelementptr inbounds double, ptr %35, i64 %54
  store <2 x double> %60, ptr %62, align 8, !tbaa !12
  %63 = getelementptr inbounds double, ptr %62, i64 2
  store <2 x double> %61, ptr %63, align 8, !tbaa !12
  %64 = or i64 %54, 4
  %65 = add <2 x i32> %55, <i32 4, i32 4>
  %66 = add <2 x i32> %55, <i32 6, i32 6>
  %67 = sitofp <2 x i32> %65 to <2 x double>
  %68 = sitofp <2 x i32> %66 to <2 x double>
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %71 = getelementptr inbounds double, ptr %35, i64 %64
  store <2 x double> %69, ptr %71, align 8, !tbaa !12
  %72 = getelementptr inbounds double, ptr %71, i64 2
  store <2 x double> %70, ptr %72, align 8, !tbaa !12
  %73 = add nuw i64 %54, 8
  %74 = add <2 x i32> %55, <i32 8, i32 8>
  %75 = add i64 %56, 2
  %76 = icmp eq i64 %75, %52
  br i1 %76, label %77, label %53, !llvm.loop !20

77:                                               ; preds = %53, %44
  %78 = phi i64 [ 0, %44 ], [ %73, %53 ]
  %79 = phi <2 x i32> [ <i32 0, i32 1>, %44 ], [ %74, %53 ]
  %80 = icmp eq i64 %49, 0
  br i1 %80, label %89, label %81

81:                                               ; preds = %77
  %82 = add <2 x i32> %79, <i32 2, i32 2>
  %83 = sitofp <2 x i32> %79 to <2 x double>
  %84 = sitofp <2 x i32> %82 to <2 x double>
  %85 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %87 = getelementptr inbounds double, ptr %35, i64 %78
  store <2 x double> %85, ptr %87, align 8, !tbaa !12
  %88 = getelementptr inbounds double, ptr %87, i64 2
  store <2 x double> %86, ptr %88, align 8, !tbaa !12
  br label %89

89:                                               ; preds = %77, %81
  %90 = icmp eq i64 %45, %42
  br i1 %90, label %331, label %91

91:                                               ; preds = %41, %89
  %92 = phi i64 [ 0, %41 ], [ %45, %89 ]
  br label %349

93:                                               ; preds = %21
  %94 = zext i32 %39 to i64
  %95 = add nsw i64 %94, -1
  %96 = and i64 %94, 3
  %97 = icmp ult i64 %95, 3
  br i1 %97, label %100, label %98

98:                                               ; preds = %93
  %99 = and i64 %94, 4294967292
  br label %301

100:                                              ; preds = %301, %93
  %101 = phi i64 [ undef, %93 ], [ %327, %301 ]
  %102 = phi i64 [ 0, %93 ], [ %328, %301 ]
  %103 = phi i64 [ 0, %93 ], [ %327, %301 ]
  %104 = icmp eq i64 %96, 0
  br i1 %104, label %117, label %105

105:                                              ; preds = %100, %105
  %106 = phi i64 [ %114, %105 ], [ %102, %100 ]
  %107 = phi i64 [ %113, %105 ], [ %103, %100 ]
  %108 = phi i64 [ %115, %105 ], [ 0, %100 ]
  %109 = mul nsw i64 %107, 31
  %110 = getelementptr inbounds i32, ptr %31, i64 %106
  %111 = load i32, ptr %110, align 4, !tbaa !7
  %112 = sext i32 %111 to i64
  %113 = add nsw i64 %109, %112
  %114 = add nuw nsw i64 %106, 1
  %115 = add i64 %108, 1
  %116 = icmp eq i64 %115, %96
  br i1 %116, label %117, label %105, !llvm.loop !21

117:                                              ; preds = %100, %105, %21
  %118 = phi i64 [ 0, %21 ], [ %101, %100 ], [ %113, %105 ]
  %119 = sdiv i32 %23, 3
  %120 = sdiv i32 %22, -3
  %121 = add i32 %120, %22
  tail call void @neighbours(ptr noundef %31, i32 noundef %23, i32 noundef %22, i32 noundef %119, i32 noundef %121, i32 noundef %36, i32 noundef %38)
  br i1 %40, label %122, label %176

122:                                              ; preds = %117
  %123 = zext i32 %39 to i64
  %124 = add nsw i64 %123, -1
  %125 = and i64 %123, 3
  %126 = icmp ult i64 %124, 3
  br i1 %126, label %159, label %127

127:                                              ; preds = %122
  %128 = and i64 %123, 4294967292
  br label %129

129:                                              ; preds = %129, %127
  %130 = phi i64 [ 0, %127 ], [ %156, %129 ]
  %131 = phi i64 [ %118, %127 ], [ %155, %129 ]
  %132 = phi i64 [ 0, %127 ], [ %157, %129 ]
  %133 = mul nsw i64 %131, 31
  %134 = getelementptr inbounds i32, ptr %31, i64 %130
  %135 = load i32, ptr %134, align 4, !tbaa !7
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %133, %136
  %138 = or i64 %130, 1
  %139 = mul nsw i64 %137, 31
  %140 = getelementptr inbounds i32, ptr %31, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !7
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %139, %142
  %144 = or i64 %130, 2
  %145 = mul nsw i64 %143, 31
  %146 = getelementptr inbounds i32, ptr %31, i64 %144
  %147 = load i32, ptr %146, align 4, !tbaa !7
  %148 = sext i32 %147 to i64
  %149 = add nsw i64 %145, %148
  %150 = or i64 %130, 3
  %151 = mul nsw i64 %149, 31
  %152 = getelementptr inbounds i32, ptr %31, i64 %150
  %153 = load i32, ptr %152, align 4, !tbaa !7
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = add nuw nsw i64 %130, 4
  %157 = add i64 %132, 4
  %158 = icmp eq i64 %157, %128
  br i1 %158, label %159, label %129, !llvm.loop !23

159:                                              ; preds = %129, %122
  %160 = phi i64 [ undef, %122 ], [ %155, %129 ]
  %161 = phi i64 [ 0, %122 ], [ %156, %129 ]
  %162 = phi i64 [ %118, %122 ], [ %155, %129 ]
  %163 = icmp eq i64 %125, 0
  br i1 %163, label %176, label %164

164:                                              ; preds = %159, %164
  %165 = phi i64 [ %173, %164 ], [ %161, %159 ]
  %166 = phi i64 [ %172, %164 ], [ %162, %159 ]
  %167 = phi i64 [ %174, %164 ], [ 0, %159 ]
  %168 = mul nsw i64 %166, 31
  %169 = getelementptr inbounds i32, ptr %31, i64 %165
  %170 = load i32, ptr %169, align 4, !tbaa !7
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %168, %171
  %173 = add nuw nsw i64 %165, 1
  %174 = add i64 %167, 1
  %175 = icmp eq i64 %174, %125
  br i1 %175, label %176, label %164, !llvm.loop !24

176:                                              ; preds = %159, %164, %117
  %177 = phi i64 [ %118, %117 ], [ %160, %159 ], [ %172, %164 ]
  %178 = shl nsw i32 %23, 1
  %179 = sdiv i32 %178, 3
  %180 = shl nsw i32 %22, 1
  %181 = sdiv i32 %180, -3
  %182 = add i32 %181, %22
  tail call void @neighbours(ptr noundef %31, i32 noundef %23, i32 noundef %22, i32 noundef %179, i32 noundef %182, i32 noundef %36, i32 noundef %38)
  br i1 %40, label %184, label %183

183:                                              ; preds = %176
  tail call void @neighbours(ptr noundef %31, i32 noundef %23, i32 noundef %22, i32 noundef %23, i32 noundef 0, i32 noundef %36, i32 noundef %38)
  br label %292

184:                                              ; preds = %176
  %185 = zext i32 %39 to i64
  %186 = add nsw i64 %185, -1
  %187 = and i64 %185, 3
  %188 = icmp ult i64 %186, 3
  br i1 %188, label %221, label %189

189:                                              ; preds = %184
  %190 = and i64 %185, 4294967292
  br label %191

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %218, %191 ]
  %193 = phi i64 [ %177, %189 ], [ %217, %191 ]
  %194 = phi i64 [ 0, %189 ], [ %219, %191 ]
  %195 = mul nsw i64 %193, 31
  %196 = getelementptr inbounds i32, ptr %31, i64 %192
  %197 = load i32, ptr %196, align 4, !tbaa !7
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %195, %198
  %200 = or i64 %192, 1
  %201 = mul nsw i64 %199, 31
  %202 = getelementptr inbounds i32, ptr %31, i64 %200
  %203 = load i32, ptr %202, align 4, !tbaa !7
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %201, %204
  %206 = or i64 %192, 2
  %207 = mul nsw i64 %205, 31
  %208 = getelementptr inbounds i32, ptr %31, i64 %206
  %209 = load i32, ptr %208, align 4, !tbaa !7
  %210 = sext i32 %209 to i64
  %211 = add nsw i64 %207, %210
  %212 = or i64 %192, 3
  %213 = mul nsw i64 %211, 31
  %214 = getelementptr inbounds i32, ptr %31, i64 %212
  %215 = load i32, ptr %214, align 4, !tbaa !7
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %213, %216
  %218 = add nuw nsw i64 %192, 4
  %219 = add i64 %194, 4
  %220 = icmp eq i64 %219, %190
  br i1 %220, label %221, label %191, !llvm.loop !23

221:                                              ; preds = %191, %184
  %222 = phi i64 [ undef, %184 ], [ %217, %191 ]
  %223 = phi i64 [ 0, %184 ], [ %218, %191 ]
  %224 = phi i64 [ %177, %184 ], [ %217, %191 ]
  %225 = icmp eq i64 %187, 0
  br i1 %225, label %238, label %226

226:                                              ; preds = %221, %226
  %227 = phi i64 [ %235, %226 ], [ %223, %221 ]
  %228 = phi i64 [ %234, %226 ], [ %224, %221 ]
  %229 = phi i64 [ %236, %226 ], [ 0, %221 ]
  %230 = mul nsw i64 %228, 31
  %231 = getelementptr inbounds i32, ptr %31, i64 %227
  %232 = load i32, ptr %231, align 4, !tbaa !7
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = add nuw nsw i64 %227, 1
  %236 = add i64 %229, 1
  %237 = icmp eq i64 %236, %187
  br i1 %237, label %238, label %226, !llvm.loop !25

238:                                              ; preds = %226, %221
  %239 = phi i64 [ %222, %221 ], [ %234, %226 ]
  tail call void @neighbours(ptr noundef nonnull %31, i32 noundef %23, i32 noundef %22, i32 noundef %23, i32 noundef 0, i32 noundef %36, i32 noundef %38)
  br i1 %40, label %240, label %292

240:                                              ; preds = %238
  %241 = and i64 %185, 3
  %242 = icmp ult i64 %186, 3
  br i1 %242, label %275, label %243

243:                                              ; preds = %240
  %244 = and i64 %185, 4294967292
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i64 [ 0, %243 ], [ %272, %245 ]
  %247 = phi i64 [ %239, %243 ], [ %271, %245 ]
  %248 = phi i64 [ 0, %243 ], [ %273, %245 ]
  %249 = mul nsw i64 %247, 31
  %250 = getelementptr inbounds i32, ptr %31, i64 %246
  %251 = load i32, ptr %250, align 4, !tbaa !7
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %249, %252
  %254 = or i64 %246, 1
  %255 = mul nsw i64 %253, 31
  %256 = getelementptr inbounds i32, ptr %31, i64 %254
  %257 = load i32, ptr %256, align 4, !tbaa !7
  %258 = sext i32 %257 to i64
  %259 = add nsw i64 %255, %258
  %260 = or i64 %246, 2
  %261 = mul nsw i64 %259, 31
  %262 = getelementptr inbounds i32, ptr %31, i64 %260
  %263 = load i32, ptr %262, align 4, !tbaa !7
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %261, %264
  %266 = or i64 %246, 3
  %267 = mul nsw i64 %265, 31
  %268 = getelementptr inbounds i32, ptr %31, i64 %266
  %269 = load i32, ptr %268, align 4, !tbaa !7
  %270 = sext i32 %269 to i64
  %271 = add nsw i64 %267, %270
  %272 = add nuw nsw i64 %246, 4
  %273 = add i64 %248, 4
  %274 = icmp eq i64 %273, %244
  br i1 %274, label %275, label %245, !llvm.loop !23

275:                                              ; preds = %245, %240
  %276 = phi i64 [ undef, %240 ], [ %271, %245 ]
  %277 = phi i64 [ 0, %240 ], [ %272, %245 ]
  %278 = phi i64 [ %239, %240 ], [ %271, %245 ]
  %279 = icmp eq i64 %241, 0
  br i1 %279, label %292, label %280

280:                                              ; preds = %275, %280
  %281 = phi i64 [ %289, %280 ], [ %277, %275 ]
  %282 = phi i64 [ %288, %280 ], [ %278, %275 ]
  %283 = phi i64 [ %290, %280 ], [ 0, %275 ]
  %284 = mul nsw i64 %282, 31
  %285 = getelementptr inbounds i32, ptr %31, i64 %281
  %286 = load i32, ptr %285, align 4, !tbaa !7
  %287 = sext i32 %286 to i64
  %288 = add nsw i64 %284, %287
  %289 = add nuw nsw i64 %281, 1
  %290 = add i64 %283, 1
  %291 = icmp eq i64 %290, %241
  br i1 %291, label %292, label %280, !llvm.loop !26

292:                                              ; preds = %275, %280, %183, %238
  %293 = phi i64 [ %239, %238 ], [ %177, %183 ], [ %276, %275 ], [ %288, %280 ]
  %294 = load i32, ptr %31, align 4, !tbaa !7
  %295 = add nsw i32 %39, -1
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds i32, ptr %31, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !7
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %293, i32 noundef %294, i32 noundef %298)
  %300 = icmp sgt i32 %23, 0
  br i1 %300, label %41, label %331

301:                                              ; preds = %301, %98
  %302 = phi i64 [ 0, %98 ], [ %328, %301 ]
  %303 = phi i64 [ 0, %98 ], [ %327, %301 ]
  %304 = phi i64 [ 0, %98 ], [ %329, %301 ]
  %305 = mul nsw i64 %303, 31
  %306 = getelementptr inbounds i32, ptr %31, i64 %302
  %307 = load i32, ptr %306, align 4, !tbaa !7
  %308 = sext i32 %307 to i64
  %309 = add nsw i64 %305, %308
  %310 = or i64 %302, 1
  %311 = mul nsw i64 %309, 31
  %312 = getelementptr inbounds i32, ptr %31, i64 %310
  %313 = load i32, ptr %312, align 4, !tbaa !7
  %314 = sext i32 %313 to i64
  %315 = add nsw i64 %311, %314
  %316 = or i64 %302, 2
  %317 = mul nsw i64 %315, 31
  %318 = getelementptr inbounds i32, ptr %31, i64 %316
  %319 = load i32, ptr %318, align 4, !tbaa !7
  %320 = sext i32 %319 to i64
  %321 = add nsw i64 %317, %320
  %322 = or i64 %302, 3
  %323 = mul nsw i64 %321, 31
  %324 = getelementptr inbounds i32, ptr %31, i64 %322
  %325 = load i32, ptr %324, align 4, !tbaa !7
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %323, %326
  %328 = add nuw nsw i64 %302, 4
  %329 = add i64 %304, 4
  %330 = icmp eq i64 %329, %99
  br i1 %330, label %100, label %301, !llvm.loop !23

331:                                              ; preds = %349, %89, %292
  %332 = icmp eq i32 %36, 0
  %333 = trunc i32 %24 to i8
  %334 = add i8 %333, -100
  %335 = trunc i32 %24 to i16
  %336 = add i16 %335, -31000
  tail call void @scale(ptr noundef %35, i32 noundef %23, i1 noundef zeroext %332, i8 noundef signext %334, i16 noundef signext %336)
  %337 = and i32 %24, 1
  %338 = icmp ne i32 %337, 0
  %339 = trunc i32 %24 to i8
  %340 = add i8 %339, -60
  %341 = trunc i32 %24 to i16
  %342 = add i16 %341, -30000
  tail call void @scale(ptr noundef %35, i32 noundef %23, i1 noundef zeroext %338, i8 noundef signext %340, i16 noundef signext %342)
  %343 = and i32 %24, 1
  %344 = icmp eq i32 %343, 0
  %345 = trunc i32 %24 to i8
  %346 = add i8 %345, -20
  %347 = trunc i32 %24 to i16
  %348 = add i16 %347, -29000
  tail call void @scale(ptr noundef %35, i32 noundef %23, i1 noundef zeroext %344, i8 noundef signext %346, i16 noundef signext %348)
  br i1 %300, label %357, label %381

349:                                              ; preds = %91, %349
  %350 = phi i64 [ %355, %349 ], [ %92, %91 ]
  %351 = trunc i64 %350 to i32
  %352 = sitofp i32 %351 to double
  %353 = tail call double @llvm.fmuladd.f64(double %352, double 5.000000e-01, double -3.000000e+00)
  %354 = getelementptr inbounds double, ptr %35, i64 %350
  store double %353, ptr %354, align 8, !tbaa !12
  %355 = add nuw nsw i64 %350, 1
  %356 = icmp eq i64 %355, %42
  br i1 %356, label %331, label %349, !llvm.loop !27

357:                                              ; preds = %331
  %358 = zext i32 %23 to i64
  %359 = add nsw i64 %358, -1
  %360 = and i64 %358, 3
  %361 = icmp ult i64 %359, 3
  br i1 %361, label %364, label %362

362:                                              ; preds = %357
  %363 = and i64 %358, 4294967292
  br label %384

364:                                              ; preds = %384, %357
  %365 = phi double [ undef, %357 ], [ %411, %384 ]
  %366 = phi i64 [ 0, %357 ], [ %408, %384 ]
  %367 = phi double [ 0.000000e+00, %357 ], [ %411, %384 ]
  %368 = icmp eq i64 %360, 0
  br i1 %368, label %381, label %369

369:                                              ; preds = %364, %369
  %370 = phi i64 [ %375, %369 ], [ %366, %364 ]
  %371 = phi double [ %378, %369 ], [ %367, %364 ]
  %372 = phi i64 [ %379, %369 ], [ 0, %364 ]
  %373 = getelementptr inbounds double, ptr %35, i64 %370
  %374 = load double, ptr %373, align 8, !tbaa !12
  %375 = add nuw nsw i64 %370, 1
  %376 = trunc i64 %375 to i32
  %377 = sitofp i32 %376 to double
  %378 = tail call double @llvm.fmuladd.f64(double %374, double %377, double %371)
  %379 = add i64 %372, 1
  %380 = icmp eq i64 %379, %360
  br i1 %380, label %381, label %369, !llvm.loop !28

381:                                              ; preds = %364, %369, %331
  %382 = phi double [ 0.000000e+00, %331 ], [ %365, %364 ], [ %378, %369 ]
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %382)
  tail call void @free(ptr noundef %31) #9
  tail call void @free(ptr noundef %35) #9
  ret i32 0

384:                                              ; preds = %384, %362
  %385 = phi i64 [ 0, %362 ], [ %408, %384 ]
  %386 = phi double [ 0.000000e+00, %362 ], [ %411, %384 ]
  %387 = phi i64 [ 0, %362 ], [ %412, %384 ]
  %388 = getelementptr inbounds double, ptr %35, i64 %385
  %389 = load double, ptr %388, align 8, !tbaa !12
  %390 = or i64 %385, 1
  %391 = trunc i64 %390 to i32
  %392 = sitofp i32 %391 to double
  %393 = tail call double @llvm.fmuladd.f64(double %389, double %392, double %386)
  %394 = getelementptr inbounds double, ptr %35, i64 %390
  %395 = load double, ptr %394, align 8, !tbaa !12
  %396 = or i64 %385, 2
  %397 = trunc i64 %396 to i32
  %398 = sitofp i32 %397 to double
  %399 = tail call double @llvm.fmuladd.f64(double %395, double %398, double %393)
  %400 = getelementptr inbounds double, ptr %35, i64 %396
  %401 = load double, ptr %400, align 8, !tbaa !12
  %402 = or i64 %385, 3
  %403 = trunc i64 %402 to i32
  %404 = sitofp i32 %403 to double
  %405 = tail call double @llvm.fmuladd.f64(double %401, double %404, double %399)
  %406 = getelementptr inbounds double, ptr %35, i64 %402
  %407 = load double, ptr %406, align 8, !tbaa !12
  %408 = add nuw nsw i64 %385, 4
  %409 = trunc i64 %408 to i32
  %410 = sitofp i32 %409 to double
  %411 = tail call double @llvm.fmuladd.f64(double %407, double %410, double %405)
  %412 = add i64 %387, 4
  %413 = icmp eq i64 %412, %363
  br i1 %413, label %364, label %384, !llvm.loop !29
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

attributes #0 = { argmemonly nofree noinline norecurse nosync nounwind writeonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free") "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !9, i64 0}
!14 = distinct !{!14, !6, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !6, !17, !15}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !9, i64 0}
!20 = distinct !{!20, !6, !15}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !6, !17, !15}
!28 = distinct !{!28, !22}
!29 = distinct !{!29, !6}
