; clang-15 -O2 -S -emit-llvm -g0 of error_paths.c (next to this file)
; ModuleID = 'tests/e2e/inputs/odd/error_paths.c'
source_filename = "tests/e2e/inputs/odd/error_paths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@reported = internal unnamed_addr global i32 0, align 4
@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [20 x i8] c"past the limit: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%.17g %.17g %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"note %d %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @report(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @reported, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @reported, align 4, !tbaa !5
  %4 = load ptr, ptr @stderr, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str, i32 noundef %0) #6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @scale(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %14, %3
  ret void

9:                                                ; preds = %5, %14
  %10 = phi i64 [ 0, %5 ], [ %18, %14 ]
  %11 = icmp sgt i64 %10, %6
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = trunc i64 %10 to i32
  tail call void @report(i32 noundef %13)
  br label %14

14:                                               ; preds = %12, %9
  %15 = getelementptr inbounds double, ptr %2, i64 %10
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 2.000000e+00, double 1.000000e+00)
  store double %17, ptr %15, align 8, !tbaa !11
  %18 = add nuw nsw i64 %10, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %8, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @grid(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %2 to i64
  %9 = sext i32 %1 to i64
  %10 = zext i32 %0 to i64
  %11 = zext i32 %1 to i64
  br label %12

12:                                               ; preds = %6, %18
  %13 = phi i64 [ 0, %6 ], [ %19, %18 ]
  br i1 %7, label %14, label %18

14:                                               ; preds = %12
  %15 = mul nsw i64 %13, %9
  %16 = trunc i64 %13 to i32
  br label %21

17:                                               ; preds = %18, %4
  ret void

18:                                               ; preds = %37, %12
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %17, label %12, !llvm.loop !15

21:                                               ; preds = %14, %37
  %22 = phi i64 [ 0, %14 ], [ %38, %37 ]
  %23 = sub nsw i64 %13, %22
  %24 = trunc i64 %23 to i32
  %25 = sitofp i32 %24 to double
  %26 = add nsw i64 %22, %15
  %27 = getelementptr inbounds double, ptr %3, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = tail call double @llvm.fmuladd.f64(double %25, double 5.000000e-01, double %28)
  store double %29, ptr %27, align 8, !tbaa !11
  %30 = add nuw nsw i64 %22, %13
  %31 = icmp eq i64 %30, %8
  br i1 %31, label %32, label %37

32:                                               ; preds = %21
  %33 = load i32, ptr @reported, align 4, !tbaa !5
  %34 = add nsw i32 %33, %2
  store i32 %34, ptr @reported, align 4, !tbaa !5
  %35 = trunc i64 %22 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %16, i32 noundef %35)
  br label %37

37:                                               ; preds = %21, %32
  %38 = add nuw nsw i64 %22, 1
  %39 = icmp eq i64 %38, %11
  br i1 %39, label %18, label %21, !llvm.loop !16
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #7
  %8 = trunc i64 %7 to i32
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %21, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds ptr, ptr %1, i64 2
  %12 = load ptr, ptr %11, align 8, !tbaa !9
  %13 = tail call i64 @strtol(ptr nocapture noundef nonnull %12, ptr noundef null, i32 noundef 10) #7
  %14 = trunc i64 %13 to i32
  %15 = icmp ugt i32 %0, 3
  br i1 %15, label %16, label %21

16:                                               ; preds = %10
  %17 = getelementptr inbounds ptr, ptr %1, i64 3
  %18 = load ptr, ptr %17, align 8, !tbaa !9
  %19 = tail call i64 @strtol(ptr nocapture noundef nonnull %18, ptr noundef null, i32 noundef 10) #7
  %20 = trunc i64 %19 to i32
  br label %21

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 150, %4 ], [ 150, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 200, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 100000, %10 ], [ 100000, %4 ], [ 100000, %2 ]
  %25 = add nsw i32 %23, 1
  %26 = sext i32 %25 to i64
  %27 = shl nsw i64 %26, 3
  %28 = tail call noalias ptr @malloc(i64 noundef %27) #8
  %29 = mul nsw i32 %23, %22
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = shl nsw i64 %31, 3
  %33 = tail call noalias ptr @malloc(i64 noundef %32) #8
  %34 = icmp sgt i32 %23, 0
  br i1 %34, label %35, label %59

35:                                               ; preds = %21
  %36 = zext i32 %23 to i64
  %37 = icmp ult i32 %23, 4
  br i1 %37, label %57, label %38

38:                                               ; preds = %35
  %39 = and i64 %36, 4294967292
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %52, %40 ]
  %42 = phi <2 x i32> [ <i32 0, i32 1>, %38 ], [ %53, %40 ]
  %43 = add <2 x i32> %42, <i32 2, i32 2>
  %44 = urem <2 x i32> %42, <i32 9, i32 9>
  %45 = urem <2 x i32> %43, <i32 9, i32 9>
  %46 = sitofp <2 x i32> %44 to <2 x double>
  %47 = sitofp <2 x i32> %45 to <2 x double>
  %48 = fmul <2 x double> %46, <double 5.000000e-01, double 5.000000e-01>
  %49 = fmul <2 x double> %47, <double 5.000000e-01, double 5.000000e-01>
  %50 = getelementptr inbounds double, ptr %28, i64 %41
  store <2 x double> %48, ptr %50, align 8, !tbaa !11
  %51 = getelementptr inbounds double, ptr %50, i64 2
  store <2 x double> %49, ptr %51, align 8, !tbaa !11
  %52 = add nuw i64 %41, 4
  %53 = add <2 x i32> %42, <i32 4, i32 4>
  %54 = icmp eq i64 %52, %39
  br i1 %54, label %55, label %40, !llvm.loop !17

55:                                               ; preds = %40
  %56 = icmp eq i64 %39, %36
  br i1 %56, label %59, label %57

57:                                               ; preds = %35, %55
  %58 = phi i64 [ 0, %35 ], [ %39, %55 ]
  br label %85

59:                                               ; preds = %85, %55, %21
  %60 = icmp sgt i32 %29, 0
  br i1 %60, label %61, label %94

61:                                               ; preds = %59
  %62 = zext i32 %29 to i64
  %63 = icmp ult i32 %29, 4
  br i1 %63, label %83, label %64

64:                                               ; preds = %61
  %65 = and i64 %62, 4294967292
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %78, %66 ]
  %68 = phi <2 x i32> [ <i32 0, i32 1>, %64 ], [ %79, %66 ]
  %69 = add <2 x i32> %68, <i32 2, i32 2>
  %70 = urem <2 x i32> %68, <i32 7, i32 7>
  %71 = urem <2 x i32> %69, <i32 7, i32 7>
  %72 = sitofp <2 x i32> %70 to <2 x double>
  %73 = sitofp <2 x i32> %71 to <2 x double>
  %74 = fmul <2 x double> %72, <double 2.500000e-01, double 2.500000e-01>
  %75 = fmul <2 x double> %73, <double 2.500000e-01, double 2.500000e-01>
  %76 = getelementptr inbounds double, ptr %33, i64 %67
  store <2 x double> %74, ptr %76, align 8, !tbaa !11
  %77 = getelementptr inbounds double, ptr %76, i64 2
  store <2 x double> %75, ptr %77, align 8, !tbaa !11
  %78 = add nuw i64 %67, 4
  %79 = add <2 x i32> %68, <i32 4, i32 4>
  %80 = icmp eq i64 %78, %65
  br i1 %80, label %81, label %66, !llvm.loop !19

81:                                               ; preds = %66
  %82 = icmp eq i64 %65, %62
  br i1 %82, label %94, label %83

83:                                               ; preds = %61, %81
  %84 = phi i64 [ 0, %61 ], [ %65, %81 ]
  br label %101

85:                                               ; preds = %57, %85
  %86 = phi i64 [ %92, %85 ], [ %58, %57 ]
  %87 = trunc i64 %86 to i32
  %88 = urem i32 %87, 9
  %89 = sitofp i32 %88 to double
  %90 = fmul double %89, 5.000000e-01
  %91 = getelementptr inbounds double, ptr %28, i64 %86
  store double %90, ptr %91, align 8, !tbaa !11
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, %36
  br i1 %93, label %59, label %85, !llvm.loop !20

94:                                               ; preds = %101, %81, %59
  tail call void @scale(i32 noundef %23, i32 noundef %24, ptr noundef %28)
  tail call void @grid(i32 noundef %23, i32 noundef %22, i32 noundef %24, ptr noundef %33)
  br i1 %34, label %95, label %123

95:                                               ; preds = %94
  %96 = zext i32 %23 to i64
  %97 = and i64 %96, 1
  %98 = icmp eq i32 %23, 1
  br i1 %98, label %110, label %99

99:                                               ; preds = %95
  %100 = and i64 %96, 4294967294
  br label %131

101:                                              ; preds = %83, %101
  %102 = phi i64 [ %108, %101 ], [ %84, %83 ]
  %103 = trunc i64 %102 to i32
  %104 = urem i32 %103, 7
  %105 = sitofp i32 %104 to double
  %106 = fmul double %105, 2.500000e-01
  %107 = getelementptr inbounds double, ptr %33, i64 %102
  store double %106, ptr %107, align 8, !tbaa !11
  %108 = add nuw nsw i64 %102, 1
  %109 = icmp eq i64 %108, %62
  br i1 %109, label %94, label %101, !llvm.loop !22

110:                                              ; preds = %131, %95
  %111 = phi double [ undef, %95 ], [ %149, %131 ]
  %112 = phi i64 [ 0, %95 ], [ %150, %131 ]
  %113 = phi double [ 0.000000e+00, %95 ], [ %149, %131 ]
  %114 = icmp eq i64 %97, 0
  br i1 %114, label %123, label %115

115:                                              ; preds = %110
  %116 = getelementptr inbounds double, ptr %28, i64 %112
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = trunc i64 %112 to i32
  %119 = urem i32 %118, 5
  %120 = add nuw nsw i32 %119, 1
  %121 = sitofp i32 %120 to double
  %122 = tail call double @llvm.fmuladd.f64(double %117, double %121, double %113)
  br label %123

123:                                              ; preds = %115, %110, %94
  %124 = phi double [ 0.000000e+00, %94 ], [ %111, %110 ], [ %122, %115 ]
  br i1 %60, label %125, label %166

125:                                              ; preds = %123
  %126 = zext i32 %29 to i64
  %127 = and i64 %126, 1
  %128 = icmp eq i32 %29, 1
  br i1 %128, label %153, label %129

129:                                              ; preds = %125
  %130 = and i64 %126, 4294967294
  br label %170

131:                                              ; preds = %131, %99
  %132 = phi i64 [ 0, %99 ], [ %150, %131 ]
  %133 = phi double [ 0.000000e+00, %99 ], [ %149, %131 ]
  %134 = phi i64 [ 0, %99 ], [ %151, %131 ]
  %135 = getelementptr inbounds double, ptr %28, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = trunc i64 %132 to i32
  %138 = urem i32 %137, 5
  %139 = add nuw nsw i32 %138, 1
  %140 = sitofp i32 %139 to double
  %141 = tail call double @llvm.fmuladd.f64(double %136, double %140, double %133)
  %142 = or i64 %132, 1
  %143 = getelementptr inbounds double, ptr %28, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !11
  %145 = trunc i64 %142 to i32
  %146 = urem i32 %145, 5
  %147 = add nuw nsw i32 %146, 1
  %148 = sitofp i32 %147 to double
  %149 = tail call double @llvm.fmuladd.f64(double %144, double %148, double %141)
  %150 = add nuw nsw i64 %132, 2
  %151 = add i64 %134, 2
  %152 = icmp eq i64 %151, %100
  br i1 %152, label %110, label %131, !llvm.loop !23

153:                                              ; preds = %170, %125
  %154 = phi double [ undef, %125 ], [ %188, %170 ]
  %155 = phi i64 [ 0, %125 ], [ %189, %170 ]
  %156 = phi double [ 0.000000e+00, %125 ], [ %188, %170 ]
  %157 = icmp eq i64 %127, 0
  br i1 %157, label %166, label %158

158:                                              ; preds = %153
  %159 = getelementptr inbounds double, ptr %33, i64 %155
  %160 = load double, ptr %159, align 8, !tbaa !11
  %161 = trunc i64 %155 to i32
  %162 = urem i32 %161, 3
  %163 = add nuw nsw i32 %162, 1
  %164 = sitofp i32 %163 to double
  %165 = tail call double @llvm.fmuladd.f64(double %160, double %164, double %156)
  br label %166

166:                                              ; preds = %158, %153, %123
  %167 = phi double [ 0.000000e+00, %123 ], [ %154, %153 ], [ %165, %158 ]
  %168 = load i32, ptr @reported, align 4, !tbaa !5
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %124, double noundef %167, i32 noundef %168)
  ret i32 0

170:                                              ; preds = %170, %129
  %171 = phi i64 [ 0, %129 ], [ %189, %170 ]
  %172 = phi double [ 0.000000e+00, %129 ], [ %188, %170 ]
  %173 = phi i64 [ 0, %129 ], [ %190, %170 ]
  %174 = getelementptr inbounds double, ptr %33, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !11
  %176 = trunc i64 %171 to i32
  %177 = urem i32 %176, 3
  %178 = add nuw nsw i32 %177, 1
  %179 = sitofp i32 %178 to double
  %180 = tail call double @llvm.fmuladd.f64(double %175, double %179, double %172)
  %181 = or i64 %171, 1
  %182 = getelementptr inbounds double, ptr %33, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !11
  %184 = trunc i64 %181 to i32
  %185 = urem i32 %184, 3
  %186 = add nuw nsw i32 %185, 1
  %187 = sitofp i32 %186 to double
  %188 = tail call double @llvm.fmuladd.f64(double %183, double %187, double %180)
  %189 = add nuw nsw i64 %171, 2
  %190 = add i64 %173, 2
  %191 = icmp eq i64 %190, %130
  br i1 %191, label %153, label %170, !llvm.loop !24
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !14, !18}
!20 = distinct !{!20, !14, !21, !18}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !14, !21, !18}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
