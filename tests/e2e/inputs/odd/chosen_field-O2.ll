; clang-15 -O2 -S -emit-llvm -g0 of chosen_field.c (next to this file)
; ModuleID = 'chosen_field.c'
source_filename = "chosen_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.track = type { i64, ptr, ptr, i32 }

@.str = private unnamed_addr constant [16 x i8] c"%.9g %.9g %.9g\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @attenuate(ptr nocapture noundef readonly %0, i1 noundef zeroext %1, ptr nocapture noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds %struct.track, ptr %0, i64 0, i32 3
  %6 = load i32, ptr %5, align 8, !tbaa !5
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %94

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.track, ptr %0, i64 0, i32 1
  %10 = getelementptr inbounds %struct.track, ptr %0, i64 0, i32 2
  %11 = select i1 %1, ptr %9, ptr %10
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = zext i32 %6 to i64
  %14 = icmp ult i32 %6, 8
  br i1 %14, label %78, label %15

15:                                               ; preds = %8
  %16 = shl nuw nsw i64 %13, 2
  %17 = getelementptr i8, ptr %2, i64 %16
  %18 = getelementptr i8, ptr %12, i64 %16
  %19 = icmp ugt ptr %18, %2
  %20 = icmp ult ptr %12, %17
  %21 = and i1 %19, %20
  br i1 %21, label %78, label %22

22:                                               ; preds = %15
  %23 = and i64 %13, 4294967288
  %24 = insertelement <4 x float> poison, float %3, i64 0
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> zeroinitializer
  %26 = insertelement <4 x float> poison, float %3, i64 0
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> zeroinitializer
  %28 = add nsw i64 %23, -8
  %29 = lshr exact i64 %28, 3
  %30 = add nuw nsw i64 %29, 1
  %31 = and i64 %30, 1
  %32 = icmp eq i64 %28, 0
  br i1 %32, label %62, label %33

33:                                               ; preds = %22
  %34 = and i64 %30, 4611686018427387902
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ 0, %33 ], [ %59, %35 ]
  %37 = phi i64 [ 0, %33 ], [ %60, %35 ]
  %38 = getelementptr inbounds float, ptr %12, i64 %36
  %39 = load <4 x float>, ptr %38, align 4, !tbaa !13, !alias.scope !15
  %40 = getelementptr inbounds float, ptr %38, i64 4
  %41 = load <4 x float>, ptr %40, align 4, !tbaa !13, !alias.scope !15
  %42 = getelementptr inbounds float, ptr %2, i64 %36
  %43 = load <4 x float>, ptr %42, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %44 = getelementptr inbounds float, ptr %42, i64 4
  %45 = load <4 x float>, ptr %44, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %46 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> %39, <4 x float> %43)
  %47 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> %41, <4 x float> %45)
  store <4 x float> %46, ptr %42, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  store <4 x float> %47, ptr %44, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %48 = or i64 %36, 8
  %49 = getelementptr inbounds float, ptr %12, i64 %48
  %50 = load <4 x float>, ptr %49, align 4, !tbaa !13, !alias.scope !15
  %51 = getelementptr inbounds float, ptr %49, i64 4
  %52 = load <4 x float>, ptr %51, align 4, !tbaa !13, !alias.scope !15
  %53 = getelementptr inbounds float, ptr %2, i64 %48
  %54 = load <4 x float>, ptr %53, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %55 = getelementptr inbounds float, ptr %53, i64 4
  %56 = load <4 x float>, ptr %55, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %57 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> %50, <4 x float> %54)
  %58 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> %52, <4 x float> %56)
  store <4 x float> %57, ptr %53, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  store <4 x float> %58, ptr %55, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %59 = add nuw i64 %36, 16
  %60 = add i64 %37, 2
  %61 = icmp eq i64 %60, %34
  br i1 %61, label %62, label %35, !llvm.loop !20

62:                                               ; preds = %35, %22
  %63 = phi i64 [ 0, %22 ], [ %59, %35 ]
  %64 = icmp eq i64 %31, 0
  br i1 %64, label %76, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds float, ptr %12, i64 %63
  %67 = load <4 x float>, ptr %66, align 4, !tbaa !13, !alias.scope !15
  %68 = getelementptr inbounds float, ptr %66, i64 4
  %69 = load <4 x float>, ptr %68, align 4, !tbaa !13, !alias.scope !15
  %70 = getelementptr inbounds float, ptr %2, i64 %63
  %71 = load <4 x float>, ptr %70, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %72 = getelementptr inbounds float, ptr %70, i64 4
  %73 = load <4 x float>, ptr %72, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  %74 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> %67, <4 x float> %71)
  %75 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %27, <4 x float> %69, <4 x float> %73)
  store <4 x float> %74, ptr %70, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  store <4 x float> %75, ptr %72, align 4, !tbaa !13, !alias.scope !18, !noalias !15
  br label %76

76:                                               ; preds = %62, %65
  %77 = icmp eq i64 %23, %13
  br i1 %77, label %94, label %78

78:                                               ; preds = %15, %8, %76
  %79 = phi i64 [ 0, %15 ], [ 0, %8 ], [ %23, %76 ]
  %80 = xor i64 %79, -1
  %81 = and i64 %13, 1
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %90, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds float, ptr %12, i64 %79
  %85 = load float, ptr %84, align 4, !tbaa !13
  %86 = getelementptr inbounds float, ptr %2, i64 %79
  %87 = load float, ptr %86, align 4, !tbaa !13
  %88 = tail call float @llvm.fmuladd.f32(float %3, float %85, float %87)
  store float %88, ptr %86, align 4, !tbaa !13
  %89 = or i64 %79, 1
  br label %90

90:                                               ; preds = %83, %78
  %91 = phi i64 [ %79, %78 ], [ %89, %83 ]
  %92 = sub nsw i64 0, %13
  %93 = icmp eq i64 %80, %92
  br i1 %93, label %94, label %95

94:                                               ; preds = %90, %95, %76, %4
  ret void

95:                                               ; preds = %90, %95
  %96 = phi i64 [ %108, %95 ], [ %91, %90 ]
  %97 = getelementptr inbounds float, ptr %12, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !13
  %99 = getelementptr inbounds float, ptr %2, i64 %96
  %100 = load float, ptr %99, align 4, !tbaa !13
  %101 = tail call float @llvm.fmuladd.f32(float %3, float %98, float %100)
  store float %101, ptr %99, align 4, !tbaa !13
  %102 = add nuw nsw i64 %96, 1
  %103 = getelementptr inbounds float, ptr %12, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !13
  %105 = getelementptr inbounds float, ptr %2, i64 %102
  %106 = load float, ptr %105, align 4, !tbaa !13
  %107 = tail call float @llvm.fmuladd.f32(float %3, float %104, float %106)
  store float %107, ptr %105, align 4, !tbaa !13
  %108 = add nuw nsw i64 %96, 2
  %109 = icmp eq i64 %108, %13
  br i1 %109, label %94, label %95, !llvm.loop !23
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = alloca %struct.track, align 8
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds ptr, ptr %1, i64 1
  %7 = load ptr, ptr %6, align 8, !tbaa !12
  %8 = tail call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #9
  %9 = trunc i64 %8 to i32
  br label %10

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 100, %2 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  store i64 7, ptr %3, align 8, !tbaa !24
  %12 = getelementptr inbounds %struct.track, ptr %3, i64 0, i32 1
  %13 = sext i32 %11 to i64
  %14 = shl nsw i64 %13, 2
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #10
  store ptr %15, ptr %12, align 8, !tbaa !25
  %16 = getelementptr inbounds %struct.track, ptr %3, i64 0, i32 2
  %17 = tail call noalias ptr @malloc(i64 noundef %14) #10
  store ptr %17, ptr %16, align 8, !tbaa !26
  %18 = getelementptr inbounds %struct.track, ptr %3, i64 0, i32 3
  store i32 %11, ptr %18, align 8, !tbaa !5
  %19 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 4) #11
  %20 = icmp sgt i32 %11, 0
  br i1 %20, label %21, label %63

21:                                               ; preds = %10
  %22 = zext i32 %11 to i64
  %23 = icmp ult i32 %11, 8
  br i1 %23, label %45, label %24

24:                                               ; preds = %21
  %25 = and i64 %22, 4294967288
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %40, %26 ]
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %24 ], [ %41, %26 ]
  %29 = add <4 x i32> %28, <i32 4, i32 4, i32 4, i32 4>
  %30 = sitofp <4 x i32> %28 to <4 x float>
  %31 = sitofp <4 x i32> %29 to <4 x float>
  %32 = fmul <4 x float> %30, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %33 = fmul <4 x float> %31, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %34 = getelementptr inbounds float, ptr %15, i64 %27
  store <4 x float> %32, ptr %34, align 4, !tbaa !13
  %35 = getelementptr inbounds float, ptr %34, i64 4
  store <4 x float> %33, ptr %35, align 4, !tbaa !13
  %36 = fsub <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, %30
  %37 = fsub <4 x float> <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>, %31
  %38 = getelementptr inbounds float, ptr %17, i64 %27
  store <4 x float> %36, ptr %38, align 4, !tbaa !13
  %39 = getelementptr inbounds float, ptr %38, i64 4
  store <4 x float> %37, ptr %39, align 4, !tbaa !13
  %40 = add nuw i64 %27, 8
  %41 = add <4 x i32> %28, <i32 8, i32 8, i32 8, i32 8>
  %42 = icmp eq i64 %40, %25
  br i1 %42, label %43, label %26, !llvm.loop !27

43:                                               ; preds = %26
  %44 = icmp eq i64 %25, %22
  br i1 %44, label %47, label %45

45:                                               ; preds = %21, %43
  %46 = phi i64 [ 0, %21 ], [ %25, %43 ]
  br label %48

47:                                               ; preds = %48, %43
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext true, ptr noundef %19, float noundef 5.000000e-01)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext false, ptr noundef %19, float noundef 1.500000e+00)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext true, ptr noundef %19, float noundef 2.500000e+00)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext false, ptr noundef %19, float noundef 3.500000e+00)
  br i1 %20, label %58, label %79

48:                                               ; preds = %45, %48
  %49 = phi i64 [ %56, %48 ], [ %46, %45 ]
  %50 = trunc i64 %49 to i32
  %51 = sitofp i32 %50 to float
  %52 = fmul float %51, 2.500000e-01
  %53 = getelementptr inbounds float, ptr %15, i64 %49
  store float %52, ptr %53, align 4, !tbaa !13
  %54 = fsub float 1.000000e+02, %51
  %55 = getelementptr inbounds float, ptr %17, i64 %49
  store float %54, ptr %55, align 4, !tbaa !13
  %56 = add nuw nsw i64 %49, 1
  %57 = icmp eq i64 %56, %22
  br i1 %57, label %47, label %48, !llvm.loop !28

58:                                               ; preds = %47
  %59 = and i64 %22, 1
  %60 = icmp eq i32 %11, 1
  br i1 %60, label %64, label %61

61:                                               ; preds = %58
  %62 = and i64 %22, 4294967294
  br label %89

63:                                               ; preds = %10
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext true, ptr noundef %19, float noundef 5.000000e-01)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext false, ptr noundef %19, float noundef 1.500000e+00)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext true, ptr noundef %19, float noundef 2.500000e+00)
  call void @attenuate(ptr noundef nonnull %3, i1 noundef zeroext false, ptr noundef %19, float noundef 3.500000e+00)
  br label %79

64:                                               ; preds = %89, %58
  %65 = phi double [ undef, %58 ], [ %111, %89 ]
  %66 = phi i64 [ 0, %58 ], [ %112, %89 ]
  %67 = phi double [ 0.000000e+00, %58 ], [ %111, %89 ]
  %68 = icmp eq i64 %59, 0
  br i1 %68, label %79, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds float, ptr %19, i64 %66
  %71 = load float, ptr %70, align 4, !tbaa !13
  %72 = trunc i64 %66 to i32
  %73 = urem i32 %72, 7
  %74 = add nuw nsw i32 %73, 1
  %75 = sitofp i32 %74 to float
  %76 = fmul float %71, %75
  %77 = fpext float %76 to double
  %78 = fadd double %67, %77
  br label %79

79:                                               ; preds = %69, %64, %63, %47
  %80 = phi double [ 0.000000e+00, %47 ], [ 0.000000e+00, %63 ], [ %65, %64 ], [ %78, %69 ]
  %81 = load float, ptr %19, align 4, !tbaa !13
  %82 = fpext float %81 to double
  %83 = add nsw i32 %11, -1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %19, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !13
  %87 = fpext float %86 to double
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %80, double noundef %82, double noundef %87)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  ret i32 0

89:                                               ; preds = %89, %61
  %90 = phi i64 [ 0, %61 ], [ %112, %89 ]
  %91 = phi double [ 0.000000e+00, %61 ], [ %111, %89 ]
  %92 = phi i64 [ 0, %61 ], [ %113, %89 ]
  %93 = getelementptr inbounds float, ptr %19, i64 %90
  %94 = load float, ptr %93, align 4, !tbaa !13
  %95 = trunc i64 %90 to i32
  %96 = urem i32 %95, 7
  %97 = add nuw nsw i32 %96, 1
  %98 = sitofp i32 %97 to float
  %99 = fmul float %94, %98
  %100 = fpext float %99 to double
  %101 = fadd double %91, %100
  %102 = or i64 %90, 1
  %103 = getelementptr inbounds float, ptr %19, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !13
  %105 = trunc i64 %102 to i32
  %106 = urem i32 %105, 7
  %107 = add nuw nsw i32 %106, 1
  %108 = sitofp i32 %107 to float
  %109 = fmul float %104, %108
  %110 = fpext float %109 to double
  %111 = fadd double %101, %110
  %112 = add nuw nsw i64 %90, 2
  %113 = add i64 %92, 2
  %114 = icmp eq i64 %113, %62
  br i1 %114, label %64, label %89, !llvm.loop !30
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !11, i64 24}
!6 = !{!"track", !7, i64 0, !10, i64 8, !10, i64 16, !11, i64 24}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !21, !22}
!24 = !{!6, !7, i64 0}
!25 = !{!6, !10, i64 8}
!26 = !{!6, !10, i64 16}
!27 = distinct !{!27, !21, !22}
!28 = distinct !{!28, !21, !29, !22}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !21}
