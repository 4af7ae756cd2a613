; clang-15 -O3 -S -emit-llvm -g0 of the differential fuzzer's program 3013 (tests/fuzz/programs.py):
; its vectoriser's overlap check between two global arrays is folded into an
; icmp constant expression (line 'or i1 ..., icmp ult (i64 ...)'), which LLVM 22
; no longer reads: the whole file was refused (exit 65).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local local_unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@x = dso_local local_unnamed_addr global [40 x double] zeroinitializer, align 16
@C = dso_local local_unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@y = dso_local local_unnamed_addr global [40 x double] zeroinitializer, align 16
@z = dso_local local_unnamed_addr global [40 x double] zeroinitializer, align 16
@A = dso_local local_unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16
@K = dso_local local_unnamed_addr global [40 x [40 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"K %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @f0(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add i32 %1, -1
  %4 = icmp sgt i32 %1, 2
  %5 = icmp sgt i32 %0, 2
  %6 = and i1 %4, %5
  br i1 %6, label %7, label %59

7:                                                ; preds = %2
  %8 = add i32 %0, -1
  %9 = zext i32 %3 to i64
  %10 = zext i32 %8 to i64
  %11 = add i32 %0, -3
  %12 = udiv i32 %11, 3
  %13 = add nuw nsw i32 %12, 1
  %14 = and i32 %13, 7
  %15 = icmp ult i32 %11, 21
  %16 = and i32 %13, 2147483640
  %17 = icmp eq i32 %14, 0
  br label %18

18:                                               ; preds = %7, %56
  %19 = phi i64 [ 1, %7 ], [ %57, %56 ]
  %20 = add nsw i64 %19, -1
  %21 = getelementptr inbounds [40 x double], ptr @x, i64 0, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !5
  br label %23

23:                                               ; preds = %53, %18
  %24 = phi i64 [ %25, %53 ], [ 1, %18 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %20, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fmul double %27, 5.000000e-01
  %29 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 %24, i64 %24
  %30 = load double, ptr %29, align 8, !tbaa !5
  br i1 %15, label %44, label %31

31:                                               ; preds = %23, %31
  %32 = phi double [ %41, %31 ], [ %28, %23 ]
  %33 = phi i32 [ %42, %31 ], [ 0, %23 ]
  %34 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %32)
  %35 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %34)
  %36 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %35)
  %37 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %36)
  %38 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %37)
  %39 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %38)
  %40 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %39)
  %41 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %40)
  %42 = add i32 %33, 8
  %43 = icmp eq i32 %42, %16
  br i1 %43, label %44, label %31, !llvm.loop !9

44:                                               ; preds = %31, %23
  %45 = phi double [ undef, %23 ], [ %41, %31 ]
  %46 = phi double [ %28, %23 ], [ %41, %31 ]
  br i1 %17, label %53, label %47

47:                                               ; preds = %44, %47
  %48 = phi double [ %50, %47 ], [ %46, %44 ]
  %49 = phi i32 [ %51, %47 ], [ 0, %44 ]
  %50 = tail call double @llvm.fmuladd.f64(double %22, double %30, double %48)
  %51 = add i32 %49, 1
  %52 = icmp eq i32 %51, %14
  br i1 %52, label %53, label %47, !llvm.loop !11

53:                                               ; preds = %47, %44
  %54 = phi double [ %45, %44 ], [ %50, %47 ]
  store double %54, ptr %26, align 8, !tbaa !5
  %55 = icmp eq i64 %25, %10
  br i1 %55, label %56, label %23, !llvm.loop !13

56:                                               ; preds = %53
  %57 = add nuw nsw i64 %19, 1
  %58 = icmp eq i64 %57, %9
  br i1 %58, label %59, label %18, !llvm.loop !14

59:                                               ; preds = %56, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @f1(i32 noundef %0, i32 %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 2
  br i1 %3, label %4, label %37

4:                                                ; preds = %2
  %5 = add i32 %0, -1
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i64
  %8 = zext i32 %5 to i64
  br label %9

9:                                                ; preds = %4, %35
  %10 = phi i64 [ 1, %4 ], [ %18, %35 ]
  %11 = trunc i64 %10 to i32
  %12 = urem i32 %11, 5
  %13 = sitofp i32 %12 to double
  %14 = fmul double %13, 6.250000e-02
  %15 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %10, i64 %10
  store double %14, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds [40 x double], ptr @y, i64 0, i64 %10
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [40 x double], ptr @x, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fmul double %20, 5.000000e-01
  %22 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 %10, i64 %18
  br label %23

23:                                               ; preds = %9, %23
  %24 = phi i64 [ %7, %9 ], [ %33, %23 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 %25, i64 %10
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 2, i64 %24
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = fmul double %29, 5.000000e-01
  %31 = tail call double @llvm.fmuladd.f64(double %27, double 2.500000e-01, double %30)
  %32 = tail call double @llvm.fmuladd.f64(double %17, double 7.500000e-01, double %31)
  store double %32, ptr %26, align 8, !tbaa !5
  store double %21, ptr %22, align 8, !tbaa !5
  %33 = add nsw i64 %24, -1
  %34 = icmp sgt i64 %24, 1
  br i1 %34, label %23, label %35, !llvm.loop !15

35:                                               ; preds = %23
  %36 = icmp eq i64 %18, %8
  br i1 %36, label %37, label %9, !llvm.loop !16

37:                                               ; preds = %35, %2
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @f2(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add i32 %1, -1
  %4 = icmp sgt i32 %1, 2
  %5 = icmp sgt i32 %0, 2
  %6 = and i1 %4, %5
  br i1 %6, label %7, label %192

7:                                                ; preds = %2
  %8 = add i32 %0, -1
  %9 = zext i32 %3 to i64
  %10 = zext i32 %8 to i64
  br label %11

11:                                               ; preds = %7, %28
  %12 = phi i64 [ 1, %7 ], [ %29, %28 ]
  %13 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %12
  br label %14

14:                                               ; preds = %11, %25
  %15 = phi i64 [ 1, %11 ], [ %26, %25 ]
  %16 = icmp ugt i64 %12, %15
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  %18 = load double, ptr %13, align 8, !tbaa !5
  %19 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %12, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %15
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fmul double %20, %22
  %24 = tail call double @llvm.fmuladd.f64(double %18, double 1.250000e-01, double %23)
  store double %24, ptr %13, align 8, !tbaa !5
  br label %25

25:                                               ; preds = %17, %14
  %26 = add nuw nsw i64 %15, 1
  %27 = icmp eq i64 %26, %10
  br i1 %27, label %28, label %14, !llvm.loop !17

28:                                               ; preds = %25
  %29 = add nuw nsw i64 %12, 1
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %11, !llvm.loop !18

31:                                               ; preds = %28
  %32 = icmp sgt i32 %0, 2
  %33 = and i1 %4, %32
  br i1 %33, label %34, label %192

34:                                               ; preds = %31
  %35 = add nsw i32 %0, -2
  %36 = zext i32 %35 to i64
  %37 = zext i32 %3 to i64
  %38 = tail call i64 @llvm.smin.i64(i64 %36, i64 1)
  %39 = sub nsw i64 %36, %38
  %40 = add i32 %0, -3
  %41 = shl nuw nsw i64 %36, 2
  %42 = getelementptr i8, ptr @K, i64 %41
  %43 = add nsw i64 %41, -160
  %44 = getelementptr i8, ptr @K, i64 %43
  %45 = zext i32 %40 to i64
  %46 = shl nuw nsw i64 %45, 2
  %47 = getelementptr i8, ptr @K, i64 %46
  %48 = shl nuw nsw i64 %36, 2
  %49 = add i64 %48, ptrtoint (ptr @K to i64)
  %50 = add i32 %0, -3
  %51 = zext i32 %50 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = add i64 %52, ptrtoint (ptr @K to i64)
  %54 = tail call i64 @llvm.smax.i64(i64 %36, i64 1)
  %55 = icmp ult i64 %54, 32
  %56 = trunc i64 %39 to i32
  %57 = icmp ult i32 %40, %56
  %58 = icmp ugt i64 %39, 4294967295
  %59 = or i1 %57, %58
  %60 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %39, i64 4)
  %61 = extractvalue { i64, i1 } %60, 0
  %62 = extractvalue { i64, i1 } %60, 1
  %63 = sub i64 0, %61
  %64 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %39, i64 4)
  %65 = extractvalue { i64, i1 } %64, 0
  %66 = extractvalue { i64, i1 } %64, 1
  %67 = sub i64 0, %65
  %68 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %39, i64 4)
  %69 = extractvalue { i64, i1 } %68, 0
  %70 = extractvalue { i64, i1 } %68, 1
  %71 = sub i64 0, %69
  %72 = and i64 %54, 4294967292
  %73 = sub nsw i64 %36, %72
  %74 = insertelement <4 x i32> poison, i32 %35, i64 0
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer
  %76 = add <4 x i32> %75, <i32 0, i32 -1, i32 -2, i32 -3>
  %77 = icmp eq i64 %54, %72
  br label %78

78:                                               ; preds = %34, %158
  %79 = phi i64 [ 1, %34 ], [ %159, %158 ]
  %80 = icmp ugt i64 %79, 2
  %81 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %79, i64 %79
  %82 = add nsw i64 %79, -1
  br i1 %80, label %161, label %83

83:                                               ; preds = %78
  %84 = trunc i64 %79 to i32
  br i1 %55, label %138, label %85

85:                                               ; preds = %83
  %86 = mul nsw i64 %79, 160
  %87 = getelementptr i8, ptr %42, i64 %86
  %88 = getelementptr i8, ptr %87, i64 %63
  %89 = icmp ugt ptr %88, %87
  %90 = or i1 %89, %62
  %91 = getelementptr i8, ptr %44, i64 %86
  %92 = getelementptr i8, ptr %91, i64 %67
  %93 = icmp ugt ptr %92, %91
  %94 = or i1 %93, %66
  %95 = getelementptr i8, ptr %47, i64 %86
  %96 = getelementptr i8, ptr %95, i64 %71
  %97 = icmp ugt ptr %96, %95
  %98 = or i1 %97, %70
  %99 = or i1 %59, %90
  %100 = or i1 %99, %94
  %101 = or i1 %100, %98
  br i1 %101, label %138, label %102

102:                                              ; preds = %85
  %103 = mul nsw i64 %79, 160
  %104 = add i64 %49, %103
  %105 = add i64 %53, %103
  %106 = sub i64 %105, %104
  %107 = icmp ult i64 %106, 16
  %108 = or i1 %107, icmp ult (i64 add (i64 add (i64 ptrtoint (ptr @K to i64), i64 -160), i64 sub (i64 0, i64 ptrtoint (ptr @K to i64))), i64 16)
  br i1 %108, label %138, label %109

109:                                              ; preds = %102
  %110 = insertelement <4 x i32> poison, i32 %84, i64 0
  %111 = shufflevector <4 x i32> %110, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %112

112:                                              ; preds = %112, %109
  %113 = phi i64 [ 0, %109 ], [ %134, %112 ]
  %114 = phi <4 x i32> [ %76, %109 ], [ %135, %112 ]
  %115 = sub i64 %36, %113
  %116 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %82, i64 %115
  %117 = getelementptr inbounds i32, ptr %116, i64 -3
  %118 = load <4 x i32>, ptr %117, align 4, !tbaa !19
  %119 = shufflevector <4 x i32> %118, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %120 = add i64 %115, 4294967295
  %121 = and i64 %120, 4294967295
  %122 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %121
  %123 = getelementptr inbounds i32, ptr %122, i64 -3
  %124 = load <4 x i32>, ptr %123, align 4, !tbaa !19
  %125 = mul nsw <4 x i32> %124, <i32 3, i32 3, i32 3, i32 3>
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %127 = mul nsw <4 x i32> %114, %111
  %128 = add <4 x i32> %119, %127
  %129 = add <4 x i32> %128, %126
  %130 = srem <4 x i32> %129, <i32 1009, i32 1009, i32 1009, i32 1009>
  %131 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %115
  %132 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %133 = getelementptr inbounds i32, ptr %131, i64 -3
  store <4 x i32> %132, ptr %133, align 4, !tbaa !19
  %134 = add nuw i64 %113, 4
  %135 = add <4 x i32> %114, <i32 -4, i32 -4, i32 -4, i32 -4>
  %136 = icmp eq i64 %134, %72
  br i1 %136, label %137, label %112, !llvm.loop !21

137:                                              ; preds = %112
  br i1 %77, label %156, label %138

138:                                              ; preds = %102, %85, %83, %137
  %139 = phi i64 [ %36, %102 ], [ %36, %85 ], [ %36, %83 ], [ %73, %137 ]
  br label %140

140:                                              ; preds = %138, %140
  %141 = phi i64 [ %144, %140 ], [ %139, %138 ]
  %142 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %82, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !19
  %144 = add nsw i64 %141, -1
  %145 = and i64 %144, 4294967295
  %146 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !19
  %148 = mul nsw i32 %147, 3
  %149 = trunc i64 %141 to i32
  %150 = mul nsw i32 %149, %84
  %151 = add i32 %143, %150
  %152 = add i32 %151, %148
  %153 = srem i32 %152, 1009
  %154 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %141
  store i32 %153, ptr %154, align 4, !tbaa !19
  %155 = icmp sgt i64 %141, 1
  br i1 %155, label %140, label %156, !llvm.loop !23

156:                                              ; preds = %140, %137
  %157 = add nuw nsw i64 %79, 1
  br label %158

158:                                              ; preds = %156, %191
  %159 = phi i64 [ %157, %156 ], [ %162, %191 ]
  %160 = icmp eq i64 %159, %37
  br i1 %160, label %192, label %78, !llvm.loop !24

161:                                              ; preds = %78
  %162 = add nuw nsw i64 %79, 1
  %163 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 %79, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = fmul double %164, 5.000000e-01
  %166 = load double, ptr %81, align 8, !tbaa !5
  %167 = trunc i64 %79 to i32
  br label %168

168:                                              ; preds = %168, %161
  %169 = phi i64 [ %180, %168 ], [ %36, %161 ]
  %170 = phi double [ %177, %168 ], [ %166, %161 ]
  %171 = trunc i64 %169 to i32
  %172 = tail call double @llvm.fmuladd.f64(double %170, double 7.500000e-01, double %165)
  %173 = add i64 %169, 4294967295
  %174 = and i64 %173, 4294967295
  %175 = getelementptr inbounds [40 x double], ptr @y, i64 0, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !5
  %177 = tail call double @llvm.fmuladd.f64(double %176, double 2.500000e-01, double %172)
  %178 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %82, i64 %169
  %179 = load i32, ptr %178, align 4, !tbaa !19
  %180 = add nsw i64 %169, -1
  %181 = and i64 %180, 4294967295
  %182 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !19
  %184 = mul nsw i32 %183, 3
  %185 = mul nsw i32 %171, %167
  %186 = add i32 %179, %185
  %187 = add i32 %186, %184
  %188 = srem i32 %187, 1009
  %189 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %79, i64 %169
  store i32 %188, ptr %189, align 4, !tbaa !19
  %190 = icmp sgt i64 %169, 1
  br i1 %190, label %168, label %191, !llvm.loop !25

191:                                              ; preds = %168
  store double %177, ptr %81, align 8, !tbaa !5
  br label %158

192:                                              ; preds = %158, %2, %31
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @f3(i32 noundef %0, i32 %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 3
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = add nsw i32 %0, -1
  %6 = lshr i32 %5, 1
  %7 = add nuw nsw i32 %6, 1
  %8 = zext i32 %7 to i64
  br label %10

9:                                                ; preds = %24, %2
  ret void

10:                                               ; preds = %4, %24
  %11 = phi i64 [ 1, %4 ], [ %25, %24 ]
  %12 = add nsw i64 %11, -1
  %13 = getelementptr inbounds [40 x double], ptr @y, i64 0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = fmul double %16, 5.000000e-01
  %18 = tail call double @llvm.fmuladd.f64(double %14, double 1.250000e-01, double %17)
  %19 = getelementptr inbounds [40 x double], ptr @x, i64 0, i64 %11
  store double %18, ptr %19, align 8, !tbaa !5
  %20 = icmp ugt i64 %11, 1
  br i1 %20, label %21, label %24

21:                                               ; preds = %10
  %22 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 0, i64 %11
  %23 = load i32, ptr %22, align 4, !tbaa !19
  br label %27

24:                                               ; preds = %27, %10
  %25 = add nuw nsw i64 %11, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %9, label %10, !llvm.loop !26

27:                                               ; preds = %21, %27
  %28 = phi i32 [ %23, %21 ], [ %37, %27 ]
  %29 = phi i64 [ 1, %21 ], [ %39, %27 ]
  %30 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %29, i64 %12
  %31 = load i32, ptr %30, align 4, !tbaa !19
  %32 = mul nsw i32 %31, 3
  %33 = mul nuw nsw i64 %29, %11
  %34 = trunc i64 %33 to i32
  %35 = add i32 %28, %34
  %36 = add i32 %35, %32
  %37 = srem i32 %36, 1009
  %38 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %29, i64 %11
  store i32 %37, ptr %38, align 4, !tbaa !19
  %39 = add nuw nsw i64 %29, 1
  %40 = icmp eq i64 %39, %11
  br i1 %40, label %24, label %27, !llvm.loop !27
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !28
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %15, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !28
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #6
  %14 = trunc i64 %13 to i32
  br label %15

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 37, %4 ], [ 37, %2 ]
  %18 = tail call i32 @llvm.smin.i32(i32 %16, i32 40)
  %19 = tail call i32 @llvm.smin.i32(i32 %17, i32 40)
  br label %20

20:                                               ; preds = %78, %15
  %21 = phi i64 [ 0, %15 ], [ %79, %78 ]
  %22 = trunc i64 %21 to i8
  %23 = urem i8 %22, 7
  %24 = uitofp i8 %23 to double
  %25 = fdiv double %24, 7.000000e+00
  %26 = getelementptr inbounds [40 x double], ptr @x, i64 0, i64 %21
  store double %25, ptr %26, align 8, !tbaa !5
  %27 = mul i8 %22, 3
  %28 = urem i8 %27, 11
  %29 = uitofp i8 %28 to double
  %30 = fdiv double %29, 1.100000e+01
  %31 = getelementptr inbounds [40 x double], ptr @y, i64 0, i64 %21
  store double %30, ptr %31, align 8, !tbaa !5
  %32 = mul i8 %22, 5
  %33 = add i8 %32, 1
  %34 = urem i8 %33, 13
  %35 = uitofp i8 %34 to double
  %36 = fdiv double %35, 1.300000e+01
  %37 = getelementptr inbounds [40 x double], ptr @z, i64 0, i64 %21
  store double %36, ptr %37, align 8, !tbaa !5
  %38 = mul nuw nsw i64 %21, 7
  %39 = mul nuw nsw i64 %21, 3
  %40 = insertelement <2 x i64> poison, i64 %21, i64 0
  %41 = shufflevector <2 x i64> %40, <2 x i64> poison, <2 x i32> zeroinitializer
  %42 = insertelement <2 x i64> poison, i64 %39, i64 0
  %43 = shufflevector <2 x i64> %42, <2 x i64> poison, <2 x i32> zeroinitializer
  %44 = insertelement <2 x i64> poison, i64 %38, i64 0
  %45 = shufflevector <2 x i64> %44, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %20
  %47 = phi i64 [ 0, %20 ], [ %75, %46 ]
  %48 = phi <2 x i64> [ <i64 0, i64 1>, %20 ], [ %76, %46 ]
  %49 = mul nuw nsw <2 x i64> %48, %41
  %50 = trunc <2 x i64> %49 to <2 x i32>
  %51 = add <2 x i32> %50, <i32 1, i32 1>
  %52 = urem <2 x i32> %51, <i32 17, i32 17>
  %53 = sitofp <2 x i32> %52 to <2 x double>
  %54 = fdiv <2 x double> %53, <double 1.700000e+01, double 1.700000e+01>
  %55 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %21, i64 %47
  store <2 x double> %54, ptr %55, align 16, !tbaa !5
  %56 = shl nuw nsw <2 x i64> %48, <i64 1, i64 1>
  %57 = add nuw nsw <2 x i64> %56, %41
  %58 = trunc <2 x i64> %57 to <2 x i32>
  %59 = urem <2 x i32> %58, <i32 19, i32 19>
  %60 = sitofp <2 x i32> %59 to <2 x double>
  %61 = fdiv <2 x double> %60, <double 1.900000e+01, double 1.900000e+01>
  %62 = fadd <2 x double> %61, <double -5.000000e-01, double -5.000000e-01>
  %63 = getelementptr inbounds [40 x [40 x double]], ptr @B, i64 0, i64 %21, i64 %47
  store <2 x double> %62, ptr %63, align 16, !tbaa !5
  %64 = add nuw nsw <2 x i64> %48, %43
  %65 = trunc <2 x i64> %64 to <2 x i32>
  %66 = urem <2 x i32> %65, <i32 23, i32 23>
  %67 = sitofp <2 x i32> %66 to <2 x double>
  %68 = fdiv <2 x double> %67, <double 2.300000e+01, double 2.300000e+01>
  %69 = getelementptr inbounds [40 x [40 x double]], ptr @C, i64 0, i64 %21, i64 %47
  store <2 x double> %68, ptr %69, align 16, !tbaa !5
  %70 = mul nuw nsw <2 x i64> %48, <i64 13, i64 13>
  %71 = add nuw nsw <2 x i64> %70, %45
  %72 = trunc <2 x i64> %71 to <2 x i32>
  %73 = urem <2 x i32> %72, <i32 101, i32 101>
  %74 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %21, i64 %47
  store <2 x i32> %73, ptr %74, align 8, !tbaa !19
  %75 = add nuw i64 %47, 2
  %76 = add <2 x i64> %48, <i64 2, i64 2>
  %77 = icmp eq i64 %75, 40
  br i1 %77, label %78, label %46, !llvm.loop !30

78:                                               ; preds = %46
  %79 = add nuw nsw i64 %21, 1
  %80 = icmp eq i64 %79, 40
  br i1 %80, label %81, label %20, !llvm.loop !31

81:                                               ; preds = %78
  %82 = tail call i32 @llvm.smax.i32(i32 %18, i32 0)
  %83 = tail call i32 @llvm.smax.i32(i32 %19, i32 0)
  tail call void @f0(i32 noundef %82, i32 noundef %83)
  tail call void @f1(i32 noundef %82, i32 poison)
  tail call void @f2(i32 noundef %82, i32 noundef %83)
  tail call void @f3(i32 noundef %82, i32 poison)
  br label %84

84:                                               ; preds = %89, %81
  %85 = phi i64 [ 0, %81 ], [ %90, %89 ]
  %86 = phi double [ 0.000000e+00, %81 ], [ %114, %89 ]
  %87 = phi double [ 0.000000e+00, %81 ], [ %108, %89 ]
  %88 = mul nuw nsw i64 %85, 40
  br label %92

89:                                               ; preds = %92
  %90 = add nuw nsw i64 %85, 1
  %91 = icmp eq i64 %90, 40
  br i1 %91, label %117, label %84, !llvm.loop !32

92:                                               ; preds = %92, %84
  %93 = phi i64 [ 0, %84 ], [ %115, %92 ]
  %94 = phi double [ %86, %84 ], [ %114, %92 ]
  %95 = phi double [ %87, %84 ], [ %108, %92 ]
  %96 = getelementptr inbounds [40 x double], ptr @A, i64 %85, i64 %93
  %97 = load double, ptr %96, align 16, !tbaa !5
  %98 = fadd double %95, %97
  %99 = add nuw nsw i64 %93, %88
  %100 = trunc i64 %99 to i32
  %101 = urem i32 %100, 97
  %102 = add nuw nsw i32 %101, 1
  %103 = sitofp i32 %102 to double
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %103, double %94)
  %105 = or i64 %93, 1
  %106 = getelementptr inbounds [40 x double], ptr @A, i64 %85, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = fadd double %98, %107
  %109 = add nuw nsw i64 %105, %88
  %110 = trunc i64 %109 to i32
  %111 = urem i32 %110, 97
  %112 = add nuw nsw i32 %111, 1
  %113 = sitofp i32 %112 to double
  %114 = tail call double @llvm.fmuladd.f64(double %107, double %113, double %104)
  %115 = add nuw nsw i64 %93, 2
  %116 = icmp eq i64 %115, 40
  br i1 %116, label %89, label %92, !llvm.loop !33

117:                                              ; preds = %89
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str, double noundef %108, double noundef %114)
  br label %119

119:                                              ; preds = %124, %117
  %120 = phi i64 [ 0, %117 ], [ %125, %124 ]
  %121 = phi double [ 0.000000e+00, %117 ], [ %149, %124 ]
  %122 = phi double [ 0.000000e+00, %117 ], [ %143, %124 ]
  %123 = mul nuw nsw i64 %120, 40
  br label %127

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %120, 1
  %126 = icmp eq i64 %125, 40
  br i1 %126, label %152, label %119, !llvm.loop !32

127:                                              ; preds = %127, %119
  %128 = phi i64 [ 0, %119 ], [ %150, %127 ]
  %129 = phi double [ %121, %119 ], [ %149, %127 ]
  %130 = phi double [ %122, %119 ], [ %143, %127 ]
  %131 = getelementptr inbounds [40 x double], ptr @B, i64 %120, i64 %128
  %132 = load double, ptr %131, align 16, !tbaa !5
  %133 = fadd double %130, %132
  %134 = add nuw nsw i64 %128, %123
  %135 = trunc i64 %134 to i32
  %136 = urem i32 %135, 97
  %137 = add nuw nsw i32 %136, 1
  %138 = sitofp i32 %137 to double
  %139 = tail call double @llvm.fmuladd.f64(double %132, double %138, double %129)
  %140 = or i64 %128, 1
  %141 = getelementptr inbounds [40 x double], ptr @B, i64 %120, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = fadd double %133, %142
  %144 = add nuw nsw i64 %140, %123
  %145 = trunc i64 %144 to i32
  %146 = urem i32 %145, 97
  %147 = add nuw nsw i32 %146, 1
  %148 = sitofp i32 %147 to double
  %149 = tail call double @llvm.fmuladd.f64(double %142, double %148, double %139)
  %150 = add nuw nsw i64 %128, 2
  %151 = icmp eq i64 %150, 40
  br i1 %151, label %124, label %127, !llvm.loop !33

152:                                              ; preds = %124
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, double noundef %143, double noundef %149)
  br label %154

154:                                              ; preds = %159, %152
  %155 = phi i64 [ 0, %152 ], [ %160, %159 ]
  %156 = phi double [ 0.000000e+00, %152 ], [ %184, %159 ]
  %157 = phi double [ 0.000000e+00, %152 ], [ %178, %159 ]
  %158 = mul nuw nsw i64 %155, 40
  br label %162

159:                                              ; preds = %162
  %160 = add nuw nsw i64 %155, 1
  %161 = icmp eq i64 %160, 40
  br i1 %161, label %187, label %154, !llvm.loop !32

162:                                              ; preds = %162, %154
  %163 = phi i64 [ 0, %154 ], [ %185, %162 ]
  %164 = phi double [ %156, %154 ], [ %184, %162 ]
  %165 = phi double [ %157, %154 ], [ %178, %162 ]
  %166 = getelementptr inbounds [40 x double], ptr @C, i64 %155, i64 %163
  %167 = load double, ptr %166, align 16, !tbaa !5
  %168 = fadd double %165, %167
  %169 = add nuw nsw i64 %163, %158
  %170 = trunc i64 %169 to i32
  %171 = urem i32 %170, 97
  %172 = add nuw nsw i32 %171, 1
  %173 = sitofp i32 %172 to double
  %174 = tail call double @llvm.fmuladd.f64(double %167, double %173, double %164)
  %175 = or i64 %163, 1
  %176 = getelementptr inbounds [40 x double], ptr @C, i64 %155, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !5
  %178 = fadd double %168, %177
  %179 = add nuw nsw i64 %175, %158
  %180 = trunc i64 %179 to i32
  %181 = urem i32 %180, 97
  %182 = add nuw nsw i32 %181, 1
  %183 = sitofp i32 %182 to double
  %184 = tail call double @llvm.fmuladd.f64(double %177, double %183, double %174)
  %185 = add nuw nsw i64 %163, 2
  %186 = icmp eq i64 %185, 40
  br i1 %186, label %159, label %162, !llvm.loop !33

187:                                              ; preds = %159
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.2, double noundef %178, double noundef %184)
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi i64 [ 0, %187 ], [ %210, %189 ]
  %191 = phi double [ 0.000000e+00, %187 ], [ %209, %189 ]
  %192 = phi double [ 0.000000e+00, %187 ], [ %204, %189 ]
  %193 = getelementptr inbounds double, ptr @x, i64 %190
  %194 = load double, ptr %193, align 16, !tbaa !5
  %195 = fadd double %192, %194
  %196 = trunc i64 %190 to i8
  %197 = urem i8 %196, 97
  %198 = add nuw nsw i8 %197, 1
  %199 = uitofp i8 %198 to double
  %200 = tail call double @llvm.fmuladd.f64(double %194, double %199, double %191)
  %201 = or i64 %190, 1
  %202 = getelementptr inbounds double, ptr @x, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = fadd double %195, %203
  %205 = trunc i64 %201 to i8
  %206 = urem i8 %205, 97
  %207 = add nuw nsw i8 %206, 1
  %208 = uitofp i8 %207 to double
  %209 = tail call double @llvm.fmuladd.f64(double %203, double %208, double %200)
  %210 = add nuw nsw i64 %190, 2
  %211 = icmp eq i64 %210, 40
  br i1 %211, label %212, label %189, !llvm.loop !34

212:                                              ; preds = %189
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.3, double noundef %204, double noundef %209)
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %235, %214 ]
  %216 = phi double [ 0.000000e+00, %212 ], [ %234, %214 ]
  %217 = phi double [ 0.000000e+00, %212 ], [ %229, %214 ]
  %218 = getelementptr inbounds double, ptr @y, i64 %215
  %219 = load double, ptr %218, align 16, !tbaa !5
  %220 = fadd double %217, %219
  %221 = trunc i64 %215 to i8
  %222 = urem i8 %221, 97
  %223 = add nuw nsw i8 %222, 1
  %224 = uitofp i8 %223 to double
  %225 = tail call double @llvm.fmuladd.f64(double %219, double %224, double %216)
  %226 = or i64 %215, 1
  %227 = getelementptr inbounds double, ptr @y, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !5
  %229 = fadd double %220, %228
  %230 = trunc i64 %226 to i8
  %231 = urem i8 %230, 97
  %232 = add nuw nsw i8 %231, 1
  %233 = uitofp i8 %232 to double
  %234 = tail call double @llvm.fmuladd.f64(double %228, double %233, double %225)
  %235 = add nuw nsw i64 %215, 2
  %236 = icmp eq i64 %235, 40
  br i1 %236, label %237, label %214, !llvm.loop !34

237:                                              ; preds = %214
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.4, double noundef %229, double noundef %234)
  br label %239

239:                                              ; preds = %239, %237
  %240 = phi i64 [ 0, %237 ], [ %260, %239 ]
  %241 = phi double [ 0.000000e+00, %237 ], [ %259, %239 ]
  %242 = phi double [ 0.000000e+00, %237 ], [ %254, %239 ]
  %243 = getelementptr inbounds double, ptr @z, i64 %240
  %244 = load double, ptr %243, align 16, !tbaa !5
  %245 = fadd double %242, %244
  %246 = trunc i64 %240 to i8
  %247 = urem i8 %246, 97
  %248 = add nuw nsw i8 %247, 1
  %249 = uitofp i8 %248 to double
  %250 = tail call double @llvm.fmuladd.f64(double %244, double %249, double %241)
  %251 = or i64 %240, 1
  %252 = getelementptr inbounds double, ptr @z, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !5
  %254 = fadd double %245, %253
  %255 = trunc i64 %251 to i8
  %256 = urem i8 %255, 97
  %257 = add nuw nsw i8 %256, 1
  %258 = uitofp i8 %257 to double
  %259 = tail call double @llvm.fmuladd.f64(double %253, double %258, double %250)
  %260 = add nuw nsw i64 %240, 2
  %261 = icmp eq i64 %260, 40
  br i1 %261, label %262, label %239, !llvm.loop !34

262:                                              ; preds = %239
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.5, double noundef %254, double noundef %259)
  br label %264

264:                                              ; preds = %262, %270
  %265 = phi i64 [ 0, %262 ], [ %271, %270 ]
  %266 = phi i64 [ 0, %262 ], [ %296, %270 ]
  %267 = mul nuw nsw i64 %265, 40
  br label %273

268:                                              ; preds = %270
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef %296)
  ret i32 0

270:                                              ; preds = %273
  %271 = add nuw nsw i64 %265, 1
  %272 = icmp eq i64 %271, 40
  br i1 %272, label %268, label %264, !llvm.loop !35

273:                                              ; preds = %273, %264
  %274 = phi i64 [ 0, %264 ], [ %297, %273 ]
  %275 = phi i64 [ %266, %264 ], [ %296, %273 ]
  %276 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %265, i64 %274
  %277 = load i32, ptr %276, align 8, !tbaa !19
  %278 = sext i32 %277 to i64
  %279 = add nuw nsw i64 %274, %267
  %280 = trunc i64 %279 to i32
  %281 = urem i32 %280, 97
  %282 = add nuw nsw i32 %281, 1
  %283 = zext i32 %282 to i64
  %284 = mul nsw i64 %278, %283
  %285 = add nsw i64 %284, %275
  %286 = or i64 %274, 1
  %287 = getelementptr inbounds [40 x [40 x i32]], ptr @K, i64 0, i64 %265, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !19
  %289 = sext i32 %288 to i64
  %290 = add nuw nsw i64 %286, %267
  %291 = trunc i64 %290 to i32
  %292 = urem i32 %291, 97
  %293 = add nuw nsw i32 %292, 1
  %294 = zext i32 %293 to i64
  %295 = mul nsw i64 %289, %294
  %296 = add nsw i64 %295, %285
  %297 = add nuw nsw i64 %274, 2
  %298 = icmp eq i64 %297, 40
  br i1 %298, label %270, label %273, !llvm.loop !36
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !7, i64 0}
!21 = distinct !{!21, !10, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !10, !22}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = !{!29, !29, i64 0}
!29 = !{!"any pointer", !7, i64 0}
!30 = distinct !{!30, !10, !22}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
