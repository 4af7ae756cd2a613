; clang-15 -O2 -S -emit-llvm -g0 vla_parity.c
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @foo(i64 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %0, 0
  %4 = mul nuw i64 %0, %0
  %5 = add i64 %0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %8 = icmp ult i64 %0, 8
  %9 = and i64 %0, -8
  %10 = and i64 %7, 1
  %11 = icmp ult i64 %5, 8
  %12 = and i64 %7, 4611686018427387902
  %13 = icmp eq i64 %10, 0
  %14 = icmp eq i64 %9, %0
  br label %15

15:                                               ; preds = %2, %66
  %16 = phi i64 [ 0, %2 ], [ %67, %66 ]
  br i1 %3, label %17, label %66

17:                                               ; preds = %15
  %18 = and i64 %16, 3
  %19 = sitofp i64 %18 to float
  %20 = fadd float %19, 1.000000e+01
  %21 = and i64 %16, 1
  %22 = icmp eq i64 %21, 0
  %23 = select i1 %22, i64 0, i64 %4
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = insertelement <4 x float> poison, float %20, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %27 = insertelement <4 x float> poison, float %20, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  br label %30

29:                                               ; preds = %66
  ret void

30:                                               ; preds = %69, %17
  %31 = phi i64 [ 0, %17 ], [ %70, %69 ]
  %32 = mul nsw i64 %31, %0
  %33 = getelementptr inbounds float, ptr %24, i64 %32
  br i1 %8, label %64, label %34

34:                                               ; preds = %30
  br i1 %11, label %54, label %35

35:                                               ; preds = %34, %35
  %36 = phi i64 [ %51, %35 ], [ 0, %34 ]
  %37 = phi i64 [ %52, %35 ], [ 0, %34 ]
  %38 = getelementptr inbounds float, ptr %33, i64 %36
  %39 = load <4 x float>, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds float, ptr %38, i64 4
  %41 = load <4 x float>, ptr %40, align 4, !tbaa !5
  %42 = fadd <4 x float> %26, %39
  %43 = fadd <4 x float> %28, %41
  store <4 x float> %42, ptr %38, align 4, !tbaa !5
  store <4 x float> %43, ptr %40, align 4, !tbaa !5
  %44 = or i64 %36, 8
  %45 = getelementptr inbounds float, ptr %33, i64 %44
  %46 = load <4 x float>, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds float, ptr %45, i64 4
  %48 = load <4 x float>, ptr %47, align 4, !tbaa !5
  %49 = fadd <4 x float> %26, %46
  %50 = fadd <4 x float> %28, %48
  store <4 x float> %49, ptr %45, align 4, !tbaa !5
  store <4 x float> %50, ptr %47, align 4, !tbaa !5
  %51 = add nuw i64 %36, 16
  %52 = add i64 %37, 2
  %53 = icmp eq i64 %52, %12
  br i1 %53, label %54, label %35, !llvm.loop !9

54:                                               ; preds = %35, %34
  %55 = phi i64 [ 0, %34 ], [ %51, %35 ]
  br i1 %13, label %63, label %56

56:                                               ; preds = %54
  %57 = getelementptr inbounds float, ptr %33, i64 %55
  %58 = load <4 x float>, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds float, ptr %57, i64 4
  %60 = load <4 x float>, ptr %59, align 4, !tbaa !5
  %61 = fadd <4 x float> %26, %58
  %62 = fadd <4 x float> %28, %60
  store <4 x float> %61, ptr %57, align 4, !tbaa !5
  store <4 x float> %62, ptr %59, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %54, %56
  br i1 %14, label %69, label %64

64:                                               ; preds = %30, %63
  %65 = phi i64 [ 0, %30 ], [ %9, %63 ]
  br label %72

66:                                               ; preds = %69, %15
  %67 = add nuw nsw i64 %16, 1
  %68 = icmp eq i64 %67, 200
  br i1 %68, label %29, label %15, !llvm.loop !12

69:                                               ; preds = %72, %63
  %70 = add nuw nsw i64 %31, 1
  %71 = icmp eq i64 %70, %0
  br i1 %71, label %66, label %30, !llvm.loop !13

72:                                               ; preds = %64, %72
  %73 = phi i64 [ %77, %72 ], [ %65, %64 ]
  %74 = getelementptr inbounds float, ptr %33, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fadd float %20, %75
  store float %76, ptr %74, align 4, !tbaa !5
  %77 = add nuw nsw i64 %73, 1
  %78 = icmp eq i64 %77, %0
  br i1 %78, label %69, label %72, !llvm.loop !14
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !16
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #5
  br label %8

8:                                                ; preds = %2, %4
  %9 = phi i64 [ %7, %4 ], [ 40, %2 ]
  %10 = shl i64 %9, 3
  %11 = mul i64 %10, %9
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #6
  %13 = shl nsw i64 %9, 1
  %14 = mul nsw i64 %13, %9
  %15 = icmp sgt i64 %14, 0
  br i1 %15, label %93, label %16

16:                                               ; preds = %93, %8
  %17 = icmp sgt i64 %9, 0
  %18 = mul nuw i64 %9, %9
  %19 = add i64 %9, -8
  %20 = lshr i64 %19, 3
  %21 = add nuw nsw i64 %20, 1
  %22 = icmp ult i64 %9, 8
  %23 = and i64 %9, -8
  %24 = and i64 %21, 1
  %25 = icmp ult i64 %19, 8
  %26 = and i64 %21, 4611686018427387902
  %27 = icmp eq i64 %24, 0
  %28 = icmp eq i64 %9, %23
  br label %29

29:                                               ; preds = %79, %16
  %30 = phi i64 [ 0, %16 ], [ %80, %79 ]
  br i1 %17, label %31, label %79

31:                                               ; preds = %29
  %32 = and i64 %30, 3
  %33 = sitofp i64 %32 to float
  %34 = fadd float %33, 1.000000e+01
  %35 = and i64 %30, 1
  %36 = icmp eq i64 %35, 0
  %37 = select i1 %36, i64 0, i64 %18
  %38 = getelementptr inbounds float, ptr %12, i64 %37
  %39 = insertelement <4 x float> poison, float %34, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %34, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  br label %43

43:                                               ; preds = %83, %31
  %44 = phi i64 [ 0, %31 ], [ %84, %83 ]
  %45 = mul nsw i64 %44, %9
  %46 = getelementptr inbounds float, ptr %38, i64 %45
  br i1 %22, label %77, label %47

47:                                               ; preds = %43
  br i1 %25, label %67, label %48

48:                                               ; preds = %47, %48
  %49 = phi i64 [ %64, %48 ], [ 0, %47 ]
  %50 = phi i64 [ %65, %48 ], [ 0, %47 ]
  %51 = getelementptr inbounds float, ptr %46, i64 %49
  %52 = load <4 x float>, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds float, ptr %51, i64 4
  %54 = load <4 x float>, ptr %53, align 4, !tbaa !5
  %55 = fadd <4 x float> %40, %52
  %56 = fadd <4 x float> %42, %54
  store <4 x float> %55, ptr %51, align 4, !tbaa !5
  store <4 x float> %56, ptr %53, align 4, !tbaa !5
  %57 = or i64 %49, 8
  %58 = getelementptr inbounds float, ptr %46, i64 %57
  %59 = load <4 x float>, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds float, ptr %58, i64 4
  %61 = load <4 x float>, ptr %60, align 4, !tbaa !5
  %62 = fadd <4 x float> %40, %59
  %63 = fadd <4 x float> %42, %61
  store <4 x float> %62, ptr %58, align 4, !tbaa !5
  store <4 x float> %63, ptr %60, align 4, !tbaa !5
  %64 = add nuw i64 %49, 16
  %65 = add i64 %50, 2
  %66 = icmp eq i64 %65, %26
  br i1 %66, label %67, label %48, !llvm.loop !18

67:                                               ; preds = %48, %47
  %68 = phi i64 [ 0, %47 ], [ %64, %48 ]
  br i1 %27, label %76, label %69

69:                                               ; preds = %67
  %70 = getelementptr inbounds float, ptr %46, i64 %68
  %71 = load <4 x float>, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds float, ptr %70, i64 4
  %73 = load <4 x float>, ptr %72, align 4, !tbaa !5
  %74 = fadd <4 x float> %40, %71
  %75 = fadd <4 x float> %42, %73
  store <4 x float> %74, ptr %70, align 4, !tbaa !5
  store <4 x float> %75, ptr %72, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %67, %69
  br i1 %28, label %83, label %77

77:                                               ; preds = %43, %76
  %78 = phi i64 [ 0, %43 ], [ %23, %76 ]
  br label %86

79:                                               ; preds = %83, %29
  %80 = add nuw nsw i64 %30, 1
  %81 = icmp eq i64 %80, 200
  br i1 %81, label %82, label %29, !llvm.loop !12

82:                                               ; preds = %79
  br i1 %15, label %107, label %104

83:                                               ; preds = %86, %76
  %84 = add nuw nsw i64 %44, 1
  %85 = icmp eq i64 %84, %9
  br i1 %85, label %79, label %43, !llvm.loop !13

86:                                               ; preds = %77, %86
  %87 = phi i64 [ %91, %86 ], [ %78, %77 ]
  %88 = getelementptr inbounds float, ptr %46, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = fadd float %34, %89
  store float %90, ptr %88, align 4, !tbaa !5
  %91 = add nuw nsw i64 %87, 1
  %92 = icmp eq i64 %91, %9
  br i1 %92, label %83, label %86, !llvm.loop !19

93:                                               ; preds = %8, %93
  %94 = phi i64 [ %102, %93 ], [ 0, %8 ]
  %95 = urem i64 %94, 13
  %96 = sitofp i64 %95 to float
  %97 = getelementptr inbounds float, ptr %12, i64 %94
  store float %96, ptr %97, align 4, !tbaa !5
  %98 = or i64 %94, 1
  %99 = urem i64 %98, 13
  %100 = sitofp i64 %99 to float
  %101 = getelementptr inbounds float, ptr %12, i64 %98
  store float %100, ptr %101, align 4, !tbaa !5
  %102 = add nuw nsw i64 %94, 2
  %103 = icmp eq i64 %102, %14
  br i1 %103, label %16, label %93, !llvm.loop !20

104:                                              ; preds = %107, %82
  %105 = phi double [ 0.000000e+00, %82 ], [ %126, %107 ]
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %105)
  ret i32 0

107:                                              ; preds = %82, %107
  %108 = phi i64 [ %127, %107 ], [ 0, %82 ]
  %109 = phi double [ %126, %107 ], [ 0.000000e+00, %82 ]
  %110 = getelementptr inbounds float, ptr %12, i64 %108
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = urem i64 %108, 7
  %113 = add nuw nsw i64 %112, 1
  %114 = sitofp i64 %113 to float
  %115 = fmul float %111, %114
  %116 = fpext float %115 to double
  %117 = fadd double %109, %116
  %118 = or i64 %108, 1
  %119 = getelementptr inbounds float, ptr %12, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !5
  %121 = urem i64 %118, 7
  %122 = add nuw nsw i64 %121, 1
  %123 = sitofp i64 %122 to float
  %124 = fmul float %120, %123
  %125 = fpext float %124 to double
  %126 = fadd double %117, %125
  %127 = add nuw nsw i64 %108, 2
  %128 = icmp eq i64 %127, %14
  br i1 %128, label %104, label %107, !llvm.loop !21
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10, !15, !11}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !15, !11}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
