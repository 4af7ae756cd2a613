; clang-15 -O2 -S -emit-llvm -g0 main.c: definitions carry local_unnamed_addr
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"%.17g %ld %.17g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #7
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 50, %2 ]
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 2)
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 3
  %14 = mul i64 %13, %12
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #8
  %16 = tail call noalias ptr @malloc(i64 noundef %13) #8
  %17 = tail call noalias ptr @malloc(i64 noundef %13) #8
  %18 = tail call noalias ptr @malloc(i64 noundef %13) #8
  %19 = and i64 %12, 2147483646
  %20 = icmp eq i64 %19, %12
  br label %21

21:                                               ; preds = %9, %40
  %22 = phi i64 [ 0, %9 ], [ %41, %40 ]
  %23 = mul nuw nsw i64 %22, %12
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ 0, %21 ], [ %37, %24 ]
  %26 = or i64 %25, 1
  %27 = add nuw nsw i64 %25, %23
  %28 = add nuw nsw i64 %26, %23
  %29 = insertelement <2 x i64> poison, i64 %27, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = trunc <2 x i64> %30 to <2 x i32>
  %32 = mul nsw <2 x i32> %31, <i32 13, i32 13>
  %33 = urem <2 x i32> %32, <i32 17, i32 17>
  %34 = sitofp <2 x i32> %33 to <2 x double>
  %35 = fmul <2 x double> %34, <double 6.250000e-02, double 6.250000e-02>
  %36 = getelementptr inbounds double, ptr %15, i64 %27
  store <2 x double> %35, ptr %36, align 8, !tbaa !9
  %37 = add nuw i64 %25, 2
  %38 = icmp eq i64 %37, %19
  br i1 %38, label %39, label %24, !llvm.loop !11

39:                                               ; preds = %24
  br i1 %20, label %40, label %85

40:                                               ; preds = %85, %39
  %41 = add nuw nsw i64 %22, 1
  %42 = icmp eq i64 %41, %12
  br i1 %42, label %43, label %21, !llvm.loop !14

43:                                               ; preds = %40
  %44 = and i64 %12, 2147483646
  %45 = add nsw i64 %44, -2
  %46 = lshr exact i64 %45, 1
  %47 = add nuw nsw i64 %46, 1
  %48 = and i64 %47, 1
  %49 = icmp eq i64 %45, 0
  br i1 %49, label %77, label %50

50:                                               ; preds = %43
  %51 = and i64 %47, 9223372036854775806
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %68, %52 ]
  %54 = phi <2 x i32> [ <i32 0, i32 1>, %50 ], [ %69, %52 ]
  %55 = phi i64 [ 0, %50 ], [ %70, %52 ]
  %56 = mul nsw <2 x i32> %54, <i32 7, i32 7>
  %57 = urem <2 x i32> %56, <i32 11, i32 11>
  %58 = sitofp <2 x i32> %57 to <2 x double>
  %59 = fmul <2 x double> %58, <double 1.250000e-01, double 1.250000e-01>
  %60 = getelementptr inbounds double, ptr %16, i64 %53
  store <2 x double> %59, ptr %60, align 8, !tbaa !9
  %61 = or i64 %53, 2
  %62 = mul <2 x i32> %54, <i32 7, i32 7>
  %63 = add <2 x i32> %62, <i32 14, i32 14>
  %64 = urem <2 x i32> %63, <i32 11, i32 11>
  %65 = sitofp <2 x i32> %64 to <2 x double>
  %66 = fmul <2 x double> %65, <double 1.250000e-01, double 1.250000e-01>
  %67 = getelementptr inbounds double, ptr %16, i64 %61
  store <2 x double> %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw i64 %53, 4
  %69 = add <2 x i32> %54, <i32 4, i32 4>
  %70 = add nuw i64 %55, 2
  %71 = icmp eq i64 %70, %51
  br i1 %71, label %72, label %52, !llvm.loop !15

72:                                               ; preds = %52
  %73 = mul <2 x i32> %69, <i32 7, i32 7>
  %74 = urem <2 x i32> %73, <i32 11, i32 11>
  %75 = sitofp <2 x i32> %74 to <2 x double>
  %76 = fmul <2 x double> %75, <double 1.250000e-01, double 1.250000e-01>
  br label %77

77:                                               ; preds = %72, %43
  %78 = phi i64 [ 0, %43 ], [ %68, %72 ]
  %79 = phi <2 x double> [ <double 0.000000e+00, double 8.750000e-01>, %43 ], [ %76, %72 ]
  %80 = icmp eq i64 %48, 0
  br i1 %80, label %83, label %81

81:                                               ; preds = %77
  %82 = getelementptr inbounds double, ptr %16, i64 %78
  store <2 x double> %79, ptr %82, align 8, !tbaa !9
  br label %83

83:                                               ; preds = %77, %81
  %84 = icmp eq i64 %44, %12
  br i1 %84, label %106, label %96

85:                                               ; preds = %39, %85
  %86 = phi i64 [ %94, %85 ], [ %19, %39 ]
  %87 = add nuw nsw i64 %86, %23
  %88 = trunc i64 %87 to i32
  %89 = mul nsw i32 %88, 13
  %90 = urem i32 %89, 17
  %91 = sitofp i32 %90 to double
  %92 = fmul double %91, 6.250000e-02
  %93 = getelementptr inbounds double, ptr %15, i64 %87
  store double %92, ptr %93, align 8, !tbaa !9
  %94 = add nuw nsw i64 %86, 1
  %95 = icmp eq i64 %94, %12
  br i1 %95, label %40, label %85, !llvm.loop !16

96:                                               ; preds = %83, %96
  %97 = phi i64 [ %104, %96 ], [ %44, %83 ]
  %98 = trunc i64 %97 to i32
  %99 = mul nsw i32 %98, 7
  %100 = urem i32 %99, 11
  %101 = sitofp i32 %100 to double
  %102 = fmul double %101, 1.250000e-01
  %103 = getelementptr inbounds double, ptr %16, i64 %97
  store double %102, ptr %103, align 8, !tbaa !9
  %104 = add nuw nsw i64 %97, 1
  %105 = icmp eq i64 %104, %12
  br i1 %105, label %106, label %96, !llvm.loop !18

106:                                              ; preds = %96, %83
  br label %107

107:                                              ; preds = %106, %107
  %108 = phi i64 [ %113, %107 ], [ 0, %106 ]
  %109 = mul nuw nsw i64 %108, %12
  %110 = getelementptr inbounds double, ptr %15, i64 %109
  %111 = tail call double @dot(i32 noundef %11, ptr noundef %110, ptr noundef %16) #7
  %112 = getelementptr inbounds double, ptr %17, i64 %108
  store double %111, ptr %112, align 8, !tbaa !9
  %113 = add nuw nsw i64 %108, 1
  %114 = icmp eq i64 %113, %12
  br i1 %114, label %115, label %107, !llvm.loop !19

115:                                              ; preds = %107, %115
  %116 = phi i64 [ %127, %115 ], [ 1, %107 ]
  %117 = getelementptr inbounds double, ptr %17, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %118, double 1.000000e+00)
  %120 = add nsw i64 %116, -1
  %121 = getelementptr inbounds double, ptr %16, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %122, 5.000000e-01
  %124 = tail call double @llvm.fmuladd.f64(double %119, double 1.000000e-03, double %123)
  %125 = tail call double @clamp01(double noundef %124) #7
  %126 = getelementptr inbounds double, ptr %18, i64 %116
  store double %125, ptr %126, align 8, !tbaa !9
  %127 = add nuw nsw i64 %116, 1
  %128 = icmp eq i64 %127, %12
  br i1 %128, label %129, label %115, !llvm.loop !20

129:                                              ; preds = %115, %129
  %130 = phi i32 [ %135, %129 ], [ 0, %115 ]
  %131 = phi i64 [ %134, %129 ], [ 0, %115 ]
  %132 = urem i32 %130, 10
  %133 = tail call i64 @fib(i32 noundef %132) #7
  %134 = add nsw i64 %133, %131
  %135 = add nuw nsw i32 %130, 1
  %136 = icmp eq i32 %135, %11
  br i1 %136, label %137, label %129, !llvm.loop !21

137:                                              ; preds = %129, %137
  %138 = phi i64 [ %144, %137 ], [ 0, %129 ]
  %139 = phi double [ %143, %137 ], [ 0.000000e+00, %129 ]
  %140 = getelementptr inbounds double, ptr %18, i64 %138
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = tail call double @kept(double noundef %141) #7
  %143 = fadd double %139, %142
  %144 = add nuw nsw i64 %138, 1
  %145 = icmp eq i64 %144, %12
  br i1 %145, label %146, label %137, !llvm.loop !22

146:                                              ; preds = %137
  %147 = and i64 %12, 1
  %148 = and i64 %12, 2147483646
  br label %165

149:                                              ; preds = %165
  %150 = icmp eq i64 %147, 0
  br i1 %150, label %162, label %151

151:                                              ; preds = %149
  %152 = getelementptr inbounds double, ptr %17, i64 %190
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = trunc i64 %190 to i32
  %155 = urem i32 %154, 5
  %156 = add nuw nsw i32 %155, 1
  %157 = sitofp i32 %156 to double
  %158 = getelementptr inbounds double, ptr %18, i64 %190
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = tail call double @llvm.fmuladd.f64(double %153, double %157, double %159)
  %161 = fadd double %189, %160
  br label %162

162:                                              ; preds = %149, %151
  %163 = phi double [ %189, %149 ], [ %161, %151 ]
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %163, i64 noundef %134, double noundef %143)
  ret i32 0

165:                                              ; preds = %165, %146
  %166 = phi i64 [ 0, %146 ], [ %190, %165 ]
  %167 = phi double [ 0.000000e+00, %146 ], [ %189, %165 ]
  %168 = phi i64 [ 0, %146 ], [ %191, %165 ]
  %169 = getelementptr inbounds double, ptr %17, i64 %166
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = trunc i64 %166 to i32
  %172 = urem i32 %171, 5
  %173 = add nuw nsw i32 %172, 1
  %174 = sitofp i32 %173 to double
  %175 = getelementptr inbounds double, ptr %18, i64 %166
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = tail call double @llvm.fmuladd.f64(double %170, double %174, double %176)
  %178 = fadd double %167, %177
  %179 = or i64 %166, 1
  %180 = getelementptr inbounds double, ptr %17, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = trunc i64 %179 to i32
  %183 = urem i32 %182, 5
  %184 = add nuw nsw i32 %183, 1
  %185 = sitofp i32 %184 to double
  %186 = getelementptr inbounds double, ptr %18, i64 %179
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = tail call double @llvm.fmuladd.f64(double %181, double %185, double %187)
  %189 = fadd double %178, %188
  %190 = add nuw nsw i64 %166, 2
  %191 = add i64 %168, 2
  %192 = icmp eq i64 %191, %148
  br i1 %192, label %149, label %165, !llvm.loop !23
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

declare double @dot(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare double @clamp01(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i64 @fib(i32 noundef) local_unnamed_addr #2

declare double @kept(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !17, !13}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !13}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
