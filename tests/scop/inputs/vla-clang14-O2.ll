; ModuleID = '/work/main/tests/scop/inputs/vla.c'
source_filename = "/work/main/tests/scop/inputs/vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @vla(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* nocapture noundef %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = zext i32 %1 to i64
  %7 = icmp sgt i32 %0, 0, !dbg !13
  br i1 %7, label %8, label %39, !dbg !14

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64, !dbg !13
  br label %11, !dbg !14

11:                                               ; preds = %8, %22
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
  br i1 %9, label %13, label %22, !dbg !15

13:                                               ; preds = %11
  %14 = mul nuw nsw i64 %12, %6
  %15 = getelementptr inbounds double, double* %3, i64 %14
  %16 = getelementptr inbounds double, double* %4, i64 %14
  br label %25, !dbg !15

17:                                               ; preds = %22
  br i1 %7, label %18, label %39, !dbg !16

18:                                               ; preds = %17
  %19 = icmp sgt i32 %2, 0
  %20 = zext i32 %0 to i64, !dbg !17
  %21 = zext i32 %2 to i64
  br label %33, !dbg !16

22:                                               ; preds = %25, %11
  %23 = add nuw nsw i64 %12, 1, !dbg !18
  %24 = icmp eq i64 %23, %10, !dbg !13
  br i1 %24, label %17, label %11, !dbg !14, !llvm.loop !19

25:                                               ; preds = %13, %25
  %26 = phi i64 [ 0, %13 ], [ %31, %25 ]
  %27 = getelementptr inbounds double, double* %15, i64 %26, !dbg !23
  %28 = load double, double* %27, align 8, !dbg !23, !tbaa !24
  %29 = fmul double %28, 2.000000e+00, !dbg !28
  %30 = getelementptr inbounds double, double* %16, i64 %26, !dbg !29
  store double %29, double* %30, align 8, !dbg !30, !tbaa !24
  %31 = add nuw nsw i64 %26, 1, !dbg !31
  %32 = icmp eq i64 %31, %6, !dbg !32
  br i1 %32, label %22, label %25, !dbg !15, !llvm.loop !33

33:                                               ; preds = %18, %40
  %34 = phi i64 [ 0, %18 ], [ %41, %40 ]
  br i1 %19, label %35, label %40, !dbg !34

35:                                               ; preds = %33
  %36 = mul nuw nsw i64 %34, %6
  %37 = getelementptr inbounds double, double* %4, i64 %36
  %38 = getelementptr inbounds double, double* %3, i64 %36
  br label %43, !dbg !34

39:                                               ; preds = %40, %5, %17
  ret void, !dbg !35

40:                                               ; preds = %43, %33
  %41 = add nuw nsw i64 %34, 1, !dbg !36
  %42 = icmp eq i64 %41, %20, !dbg !17
  br i1 %42, label %39, label %33, !dbg !16, !llvm.loop !37

43:                                               ; preds = %35, %43
  %44 = phi i64 [ 0, %35 ], [ %49, %43 ]
  %45 = getelementptr inbounds double, double* %37, i64 %44, !dbg !39
  %46 = load double, double* %45, align 8, !dbg !39, !tbaa !24
  %47 = fadd double %46, 1.000000e+00, !dbg !40
  %48 = getelementptr inbounds double, double* %38, i64 %44, !dbg !41
  store double %47, double* %48, align 8, !dbg !42, !tbaa !24
  %49 = add nuw nsw i64 %44, 1, !dbg !43
  %50 = icmp eq i64 %49, %21, !dbg !44
  br i1 %50, label %40, label %43, !dbg !34, !llvm.loop !45
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !46 {
  %3 = icmp sgt i32 %0, 1, !dbg !47
  br i1 %3, label %4, label %22, !dbg !51

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !52
  %6 = load i8*, i8** %5, align 8, !dbg !52, !tbaa !53
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !55
  %8 = trunc i64 %7 to i32, !dbg !59
  %9 = icmp eq i32 %0, 2, !dbg !60
  br i1 %9, label %22, label %10, !dbg !62

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !63
  %12 = load i8*, i8** %11, align 8, !dbg !63, !tbaa !53
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !64
  %14 = trunc i64 %13 to i32, !dbg !66
  %15 = add nsw i32 %14, -2, !dbg !67
  %16 = icmp ugt i32 %0, 3, !dbg !68
  br i1 %16, label %17, label %22, !dbg !70

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !71
  %19 = load i8*, i8** %18, align 8, !dbg !71, !tbaa !53
  %20 = tail call i64 @strtol(i8* nocapture noundef nonnull %19, i8** noundef null, i32 noundef 10) #7, !dbg !72
  %21 = trunc i64 %20 to i32, !dbg !74
  br label %22, !dbg !70

22:                                               ; preds = %2, %4, %10, %17
  %23 = phi i32 [ %14, %17 ], [ %14, %10 ], [ 27, %4 ], [ 27, %2 ]
  %24 = phi i32 [ %8, %17 ], [ %8, %10 ], [ %8, %4 ], [ 13, %2 ]
  %25 = phi i32 [ %21, %17 ], [ %15, %10 ], [ 25, %4 ], [ 25, %2 ], !dbg !70
  %26 = zext i32 %23 to i64, !dbg !75
  %27 = sext i32 %24 to i64, !dbg !76
  %28 = sext i32 %23 to i64, !dbg !77
  %29 = mul nsw i64 %27, %28, !dbg !78
  %30 = tail call noalias i8* @calloc(i64 noundef %29, i64 noundef 8) #7, !dbg !79
  %31 = bitcast i8* %30 to double*, !dbg !79
  %32 = tail call noalias i8* @calloc(i64 noundef %29, i64 noundef 8) #7, !dbg !80
  %33 = bitcast i8* %32 to double*, !dbg !80
  %34 = icmp sgt i32 %24, 0, !dbg !81
  br i1 %34, label %35, label %44, !dbg !82

35:                                               ; preds = %22
  %36 = icmp sgt i32 %23, 0
  %37 = zext i32 %24 to i64, !dbg !81
  br label %38, !dbg !82

38:                                               ; preds = %35, %80
  %39 = phi i64 [ 0, %35 ], [ %81, %80 ]
  br i1 %36, label %40, label %80, !dbg !83

40:                                               ; preds = %38
  %41 = mul i64 %39, 11
  %42 = mul nuw nsw i64 %39, %26
  %43 = getelementptr inbounds double, double* %31, i64 %42
  br label %83, !dbg !83

44:                                               ; preds = %80, %22
  tail call void @vla(i32 noundef %24, i32 noundef %23, i32 noundef %25, double* noundef %31, double* noundef %33), !dbg !84
  %45 = icmp sgt i64 %29, 0, !dbg !85
  br i1 %45, label %48, label %46, !dbg !88

46:                                               ; preds = %44
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), double noundef 0.000000e+00, double noundef 0.000000e+00) #7, !dbg !89
  br label %76, !dbg !90

48:                                               ; preds = %44, %48
  %49 = phi i64 [ %59, %48 ], [ 0, %44 ]
  %50 = phi double [ %58, %48 ], [ 0.000000e+00, %44 ]
  %51 = phi double [ %54, %48 ], [ 0.000000e+00, %44 ]
  %52 = getelementptr inbounds double, double* %31, i64 %49, !dbg !92
  %53 = load double, double* %52, align 8, !dbg !92, !tbaa !24
  %54 = fadd double %51, %53, !dbg !93
  %55 = urem i64 %49, 97, !dbg !94
  %56 = add nuw nsw i64 %55, 1, !dbg !95
  %57 = sitofp i64 %56 to double, !dbg !96
  %58 = tail call double @llvm.fmuladd.f64(double %53, double %57, double %50) #7, !dbg !97
  %59 = add nuw nsw i64 %49, 1, !dbg !98
  %60 = icmp eq i64 %59, %29, !dbg !85
  br i1 %60, label %61, label %48, !dbg !88, !llvm.loop !99

61:                                               ; preds = %48
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), double noundef %54, double noundef %58) #7, !dbg !89
  br label %63, !dbg !90

63:                                               ; preds = %61, %63
  %64 = phi i64 [ %74, %63 ], [ 0, %61 ]
  %65 = phi double [ %73, %63 ], [ 0.000000e+00, %61 ]
  %66 = phi double [ %69, %63 ], [ 0.000000e+00, %61 ]
  %67 = getelementptr inbounds double, double* %33, i64 %64, !dbg !101
  %68 = load double, double* %67, align 8, !dbg !101, !tbaa !24
  %69 = fadd double %66, %68, !dbg !102
  %70 = urem i64 %64, 97, !dbg !103
  %71 = add nuw nsw i64 %70, 1, !dbg !104
  %72 = sitofp i64 %71 to double, !dbg !105
  %73 = tail call double @llvm.fmuladd.f64(double %68, double %72, double %65) #7, !dbg !106
  %74 = add nuw nsw i64 %64, 1, !dbg !107
  %75 = icmp eq i64 %74, %29, !dbg !108
  br i1 %75, label %76, label %63, !dbg !90, !llvm.loop !109

76:                                               ; preds = %63, %46
  %77 = phi double [ 0.000000e+00, %46 ], [ %69, %63 ], !dbg !111
  %78 = phi double [ 0.000000e+00, %46 ], [ %73, %63 ], !dbg !111
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), double noundef %77, double noundef %78) #7, !dbg !112
  tail call void @free(i8* noundef %30) #7, !dbg !113
  tail call void @free(i8* noundef %32) #7, !dbg !114
  ret i32 0, !dbg !115

80:                                               ; preds = %83, %38
  %81 = add nuw nsw i64 %39, 1, !dbg !116
  %82 = icmp eq i64 %81, %37, !dbg !81
  br i1 %82, label %44, label %38, !dbg !82, !llvm.loop !117

83:                                               ; preds = %40, %83
  %84 = phi i64 [ 0, %40 ], [ %90, %83 ]
  %85 = add i64 %84, %41, !dbg !119
  %86 = trunc i64 %85 to i32, !dbg !120
  %87 = urem i32 %86, 7, !dbg !120
  %88 = sitofp i32 %87 to double, !dbg !121
  %89 = getelementptr inbounds double, double* %43, i64 %84, !dbg !122
  store double %88, double* %89, align 8, !dbg !123, !tbaa !24
  %90 = add nuw nsw i64 %84, 1, !dbg !124
  %91 = icmp eq i64 %90, %26, !dbg !125
  br i1 %91, label %80, label %83, !dbg !83, !llvm.loop !126
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/vla.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "088123363eb8f5ce5fa8a0b5cc02afdc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "vla", scope: !10, file: !10, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!10 = !DIFile(filename: "tests/scop/inputs/vla.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "088123363eb8f5ce5fa8a0b5cc02afdc")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 8, column: 23, scope: !9)
!14 = !DILocation(line: 8, column: 5, scope: !9)
!15 = !DILocation(line: 9, column: 9, scope: !9)
!16 = !DILocation(line: 11, column: 5, scope: !9)
!17 = !DILocation(line: 11, column: 23, scope: !9)
!18 = !DILocation(line: 8, column: 29, scope: !9)
!19 = distinct !{!19, !14, !20, !21, !22}
!20 = !DILocation(line: 10, column: 33, scope: !9)
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = !DILocation(line: 10, column: 23, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 10, column: 31, scope: !9)
!29 = !DILocation(line: 10, column: 13, scope: !9)
!30 = !DILocation(line: 10, column: 21, scope: !9)
!31 = !DILocation(line: 9, column: 33, scope: !9)
!32 = !DILocation(line: 9, column: 27, scope: !9)
!33 = distinct !{!33, !15, !20, !21, !22}
!34 = !DILocation(line: 12, column: 9, scope: !9)
!35 = !DILocation(line: 14, column: 1, scope: !9)
!36 = !DILocation(line: 11, column: 29, scope: !9)
!37 = distinct !{!37, !16, !38, !21, !22}
!38 = !DILocation(line: 13, column: 33, scope: !9)
!39 = !DILocation(line: 13, column: 23, scope: !9)
!40 = !DILocation(line: 13, column: 31, scope: !9)
!41 = !DILocation(line: 13, column: 13, scope: !9)
!42 = !DILocation(line: 13, column: 21, scope: !9)
!43 = !DILocation(line: 12, column: 33, scope: !9)
!44 = !DILocation(line: 12, column: 27, scope: !9)
!45 = distinct !{!45, !34, !38, !21, !22}
!46 = distinct !DISubprogram(name: "main", scope: !10, file: !10, line: 16, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!47 = !DILocation(line: 21, column: 17, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "size_arg", scope: !49, file: !49, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!49 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "acaddea819f5db4b1fe17b4d853accdb")
!50 = distinct !DILocation(line: 18, column: 13, scope: !46)
!51 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !50)
!52 = !DILocation(line: 21, column: 28, scope: !48, inlinedAt: !50)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !26, i64 0}
!55 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !58)
!56 = distinct !DISubprogram(name: "atoi", scope: !57, file: !57, line: 362, type: !11, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!57 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!58 = distinct !DILocation(line: 21, column: 23, scope: !48, inlinedAt: !50)
!59 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !58)
!60 = !DILocation(line: 21, column: 17, scope: !48, inlinedAt: !61)
!61 = distinct !DILocation(line: 18, column: 46, scope: !46)
!62 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !61)
!63 = !DILocation(line: 21, column: 28, scope: !48, inlinedAt: !61)
!64 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !65)
!65 = distinct !DILocation(line: 21, column: 23, scope: !48, inlinedAt: !61)
!66 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !65)
!67 = !DILocation(line: 19, column: 39, scope: !46)
!68 = !DILocation(line: 21, column: 17, scope: !48, inlinedAt: !69)
!69 = distinct !DILocation(line: 19, column: 13, scope: !46)
!70 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !69)
!71 = !DILocation(line: 21, column: 28, scope: !48, inlinedAt: !69)
!72 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !73)
!73 = distinct !DILocation(line: 21, column: 23, scope: !48, inlinedAt: !69)
!74 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !73)
!75 = !DILocation(line: 20, column: 5, scope: !46)
!76 = !DILocation(line: 20, column: 29, scope: !46)
!77 = !DILocation(line: 20, column: 41, scope: !46)
!78 = !DILocation(line: 20, column: 39, scope: !46)
!79 = !DILocation(line: 20, column: 22, scope: !46)
!80 = !DILocation(line: 21, column: 22, scope: !46)
!81 = !DILocation(line: 22, column: 23, scope: !46)
!82 = !DILocation(line: 22, column: 5, scope: !46)
!83 = !DILocation(line: 23, column: 9, scope: !46)
!84 = !DILocation(line: 25, column: 5, scope: !46)
!85 = !DILocation(line: 12, column: 24, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "checksum", scope: !49, file: !49, line: 9, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!87 = distinct !DILocation(line: 26, column: 5, scope: !46)
!88 = !DILocation(line: 12, column: 5, scope: !86, inlinedAt: !87)
!89 = !DILocation(line: 16, column: 5, scope: !86, inlinedAt: !87)
!90 = !DILocation(line: 12, column: 5, scope: !86, inlinedAt: !91)
!91 = distinct !DILocation(line: 27, column: 5, scope: !46)
!92 = !DILocation(line: 13, column: 16, scope: !86, inlinedAt: !87)
!93 = !DILocation(line: 13, column: 13, scope: !86, inlinedAt: !87)
!94 = !DILocation(line: 14, column: 39, scope: !86, inlinedAt: !87)
!95 = !DILocation(line: 14, column: 44, scope: !86, inlinedAt: !87)
!96 = !DILocation(line: 14, column: 28, scope: !86, inlinedAt: !87)
!97 = !DILocation(line: 14, column: 18, scope: !86, inlinedAt: !87)
!98 = !DILocation(line: 12, column: 34, scope: !86, inlinedAt: !87)
!99 = distinct !{!99, !88, !100, !21, !22}
!100 = !DILocation(line: 15, column: 5, scope: !86, inlinedAt: !87)
!101 = !DILocation(line: 13, column: 16, scope: !86, inlinedAt: !91)
!102 = !DILocation(line: 13, column: 13, scope: !86, inlinedAt: !91)
!103 = !DILocation(line: 14, column: 39, scope: !86, inlinedAt: !91)
!104 = !DILocation(line: 14, column: 44, scope: !86, inlinedAt: !91)
!105 = !DILocation(line: 14, column: 28, scope: !86, inlinedAt: !91)
!106 = !DILocation(line: 14, column: 18, scope: !86, inlinedAt: !91)
!107 = !DILocation(line: 12, column: 34, scope: !86, inlinedAt: !91)
!108 = !DILocation(line: 12, column: 24, scope: !86, inlinedAt: !91)
!109 = distinct !{!109, !90, !110, !21, !22}
!110 = !DILocation(line: 15, column: 5, scope: !86, inlinedAt: !91)
!111 = !DILocation(line: 0, scope: !86, inlinedAt: !91)
!112 = !DILocation(line: 16, column: 5, scope: !86, inlinedAt: !91)
!113 = !DILocation(line: 28, column: 5, scope: !46)
!114 = !DILocation(line: 29, column: 5, scope: !46)
!115 = !DILocation(line: 31, column: 1, scope: !46)
!116 = !DILocation(line: 22, column: 29, scope: !46)
!117 = distinct !{!117, !82, !118, !21, !22}
!118 = !DILocation(line: 24, column: 48, scope: !46)
!119 = !DILocation(line: 24, column: 40, scope: !46)
!120 = !DILocation(line: 24, column: 45, scope: !46)
!121 = !DILocation(line: 24, column: 23, scope: !46)
!122 = !DILocation(line: 24, column: 13, scope: !46)
!123 = !DILocation(line: 24, column: 21, scope: !46)
!124 = !DILocation(line: 23, column: 33, scope: !46)
!125 = !DILocation(line: 23, column: 27, scope: !46)
!126 = distinct !{!126, !83, !118, !21, !22}
