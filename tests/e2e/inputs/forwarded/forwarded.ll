; Made by: clang-15 -S -emit-llvm -g0 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops forwarded.c
; ModuleID = 'forwarded.c'
source_filename = "forwarded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 5
  %4 = select i1 %3, i32 7, i32 200
  %5 = tail call noalias dereferenceable_or_null(320000) ptr @malloc(i64 noundef 320000) #7
  %6 = tail call noalias dereferenceable_or_null(320000) ptr @malloc(i64 noundef 320000) #7
  %7 = tail call noalias dereferenceable_or_null(320000) ptr @malloc(i64 noundef 320000) #7
  %8 = zext i32 %4 to i64
  %9 = shl nuw nsw i64 %8, 3
  br label %10

10:                                               ; preds = %2, %85
  %11 = phi i64 [ 0, %2 ], [ %86, %85 ]
  %12 = mul nuw nsw i64 %11, 1600
  %13 = getelementptr i8, ptr %7, i64 %12
  %14 = getelementptr i8, ptr %6, i64 %12
  %15 = mul nuw nsw i64 %11, 7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %14, i8 0, i64 %9, i1 false), !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %13, i8 0, i64 %9, i1 false), !tbaa !5
  br label %88

16:                                               ; preds = %85
  %17 = add nsw i32 %4, -1
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 3
  %20 = add nsw i64 %19, -8
  br label %21

21:                                               ; preds = %61, %16
  %22 = phi i32 [ 0, %16 ], [ %62, %61 ]
  br label %23

23:                                               ; preds = %29, %21
  %24 = phi i64 [ %25, %29 ], [ 1, %21 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = add nsw i64 %24, -1
  %27 = getelementptr inbounds [200 x double], ptr %5, i64 %24, i64 1
  %28 = load double, ptr %27, align 8, !tbaa !5
  br label %31

29:                                               ; preds = %31
  %30 = icmp eq i64 %25, %18
  br i1 %30, label %51, label %23, !llvm.loop !9

31:                                               ; preds = %31, %23
  %32 = phi double [ %28, %23 ], [ %40, %31 ]
  %33 = phi i64 [ 1, %23 ], [ %38, %31 ]
  %34 = add nsw i64 %33, -1
  %35 = getelementptr inbounds [200 x double], ptr %5, i64 %24, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fadd double %32, %36
  %38 = add nuw nsw i64 %33, 1
  %39 = getelementptr inbounds [200 x double], ptr %5, i64 %24, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fadd double %37, %40
  %42 = getelementptr inbounds [200 x double], ptr %5, i64 %25, i64 %33
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fadd double %41, %43
  %45 = getelementptr inbounds [200 x double], ptr %5, i64 %26, i64 %33
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = fadd double %44, %46
  %48 = fmul double %47, 2.000000e-01
  %49 = getelementptr inbounds [200 x double], ptr %6, i64 %24, i64 %33
  store double %48, ptr %49, align 8, !tbaa !5
  %50 = icmp eq i64 %38, %18
  br i1 %50, label %29, label %31, !llvm.loop !12

51:                                               ; preds = %29, %51
  %52 = phi i64 [ %60, %51 ], [ 0, %29 ]
  %53 = phi i64 [ %58, %51 ], [ 1, %29 ]
  %54 = mul nuw i64 %52, 1600
  %55 = add nuw i64 %54, 1608
  %56 = getelementptr i8, ptr %5, i64 %55
  %57 = getelementptr i8, ptr %6, i64 %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %57, i64 %20, i1 false), !tbaa !5
  %58 = add nuw nsw i64 %53, 1
  %59 = icmp eq i64 %58, %18
  %60 = add nuw i64 %52, 1
  br i1 %59, label %61, label %51, !llvm.loop !13

61:                                               ; preds = %51
  %62 = add nuw nsw i32 %22, 1
  %63 = icmp eq i32 %62, 5
  br i1 %63, label %64, label %21, !llvm.loop !14

64:                                               ; preds = %61, %70
  %65 = phi i64 [ %71, %70 ], [ 0, %61 ]
  %66 = getelementptr inbounds [200 x double], ptr %5, i64 %65, i64 0
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds [200 x double], ptr %5, i64 %65, i64 1
  %69 = load double, ptr %68, align 8, !tbaa !5
  br label %73

70:                                               ; preds = %73
  %71 = add nuw nsw i64 %65, 1
  %72 = icmp eq i64 %71, %8
  br i1 %72, label %99, label %64, !llvm.loop !15

73:                                               ; preds = %73, %64
  %74 = phi double [ %80, %73 ], [ %69, %64 ]
  %75 = phi double [ %74, %73 ], [ %67, %64 ]
  %76 = phi i64 [ %83, %73 ], [ 2, %64 ]
  %77 = fmul double %74, 5.000000e-01
  %78 = tail call double @llvm.fmuladd.f64(double %75, double 2.500000e-01, double %77)
  %79 = getelementptr inbounds [200 x double], ptr %5, i64 %65, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fadd double %80, %78
  %82 = getelementptr inbounds [200 x double], ptr %7, i64 %65, i64 %76
  store double %81, ptr %82, align 8, !tbaa !5
  %83 = add nuw nsw i64 %76, 1
  %84 = icmp eq i64 %83, %8
  br i1 %84, label %70, label %73, !llvm.loop !16

85:                                               ; preds = %88
  %86 = add nuw nsw i64 %11, 1
  %87 = icmp eq i64 %86, %8
  br i1 %87, label %16, label %10, !llvm.loop !17

88:                                               ; preds = %10, %88
  %89 = phi i64 [ 0, %10 ], [ %97, %88 ]
  %90 = mul nuw nsw i64 %89, 13
  %91 = add nuw nsw i64 %90, %15
  %92 = trunc i64 %91 to i32
  %93 = urem i32 %92, 17
  %94 = sitofp i32 %93 to double
  %95 = fdiv double %94, 3.000000e+00
  %96 = getelementptr inbounds [200 x double], ptr %5, i64 %11, i64 %89
  store double %95, ptr %96, align 8, !tbaa !5
  %97 = add nuw nsw i64 %89, 1
  %98 = icmp eq i64 %97, %8
  br i1 %98, label %85, label %88, !llvm.loop !18

99:                                               ; preds = %70, %107
  %100 = phi i64 [ %102, %107 ], [ 0, %70 ]
  %101 = phi double [ %124, %107 ], [ 0.000000e+00, %70 ]
  %102 = add nuw nsw i64 %100, 1
  %103 = trunc i64 %102 to i32
  %104 = sitofp i32 %103 to double
  br label %109

105:                                              ; preds = %107
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %124)
  tail call void @free(ptr noundef nonnull %5) #8
  tail call void @free(ptr noundef nonnull %6) #8
  tail call void @free(ptr noundef nonnull %7) #8
  ret i32 0

107:                                              ; preds = %109
  %108 = icmp eq i64 %102, %8
  br i1 %108, label %105, label %99, !llvm.loop !19

109:                                              ; preds = %99, %109
  %110 = phi i64 [ 0, %99 ], [ %125, %109 ]
  %111 = phi double [ %101, %99 ], [ %124, %109 ]
  %112 = getelementptr inbounds [200 x double], ptr %5, i64 %100, i64 %110
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = getelementptr inbounds [200 x double], ptr %6, i64 %100, i64 %110
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = trunc i64 %110 to i32
  %117 = add i32 %116, 2
  %118 = sitofp i32 %117 to double
  %119 = fmul double %115, %118
  %120 = tail call double @llvm.fmuladd.f64(double %113, double %104, double %119)
  %121 = getelementptr inbounds [200 x double], ptr %7, i64 %100, i64 %110
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fadd double %122, %120
  %124 = fadd double %111, %123
  %125 = add nuw nsw i64 %110, 1
  %126 = icmp eq i64 %125, %8
  br i1 %126, label %107, label %109, !llvm.loop !20
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free")
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free") "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #6 = { argmemonly nocallback nofree nounwind willreturn }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
