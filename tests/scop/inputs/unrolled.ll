; ModuleID = 'unrolled.c'
source_filename = "unrolled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @mv(i32 noundef %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = icmp sgt i32 %0, 0, !dbg !16
  br i1 %5, label %6, label %19, !dbg !17

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64, !dbg !17
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  %12 = icmp ne i64 %8, 0
  br label %13, !dbg !17

13:                                               ; preds = %36, %6
  %14 = phi i64 [ 0, %6 ], [ %38, %36 ]
  %15 = getelementptr inbounds nuw double, ptr %1, i64 %14
  %16 = mul nuw nsw i64 %14, %7
  %17 = load double, ptr %15, align 8, !tbaa !18
  %18 = getelementptr inbounds nuw double, ptr %2, i64 %16, !dbg !20
  br i1 %9, label %21, label %40, !dbg !21

19:                                               ; preds = %36, %4
  ret void, !dbg !22

20:                                               ; preds = %40
  br i1 %11, label %36, label %21, !dbg !21

21:                                               ; preds = %20, %13
  %22 = phi i64 [ 0, %13 ], [ %67, %20 ]
  %23 = phi double [ %17, %13 ], [ %66, %20 ]
  tail call void @llvm.assume(i1 %12), !dbg !23
  br label %24, !dbg !23

24:                                               ; preds = %24, %21
  %25 = phi i64 [ %22, %21 ], [ %33, %24 ], !dbg !24
  %26 = phi double [ %23, %21 ], [ %32, %24 ], !dbg !24
  %27 = phi i64 [ 0, %21 ], [ %34, %24 ]
  %28 = getelementptr inbounds nuw double, ptr %18, i64 %25, !dbg !25
  %29 = load double, ptr %28, align 8, !dbg !25, !tbaa !18
  %30 = getelementptr inbounds nuw double, ptr %3, i64 %25, !dbg !26
  %31 = load double, ptr %30, align 8, !dbg !26, !tbaa !18
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %31, double %26), !dbg !27
  %33 = add nuw nsw i64 %25, 1, !dbg !28
  %34 = add i64 %27, 1, !dbg !29
  %35 = icmp eq i64 %34, %8, !dbg !29
  br i1 %35, label %36, label %24, !dbg !29, !llvm.loop !30

36:                                               ; preds = %24, %20
  %37 = phi double [ %66, %20 ], [ %32, %24 ], !dbg !32
  store double %37, ptr %15, align 8, !dbg !33, !tbaa !18
  %38 = add nuw nsw i64 %14, 1, !dbg !34
  %39 = icmp eq i64 %38, %7, !dbg !35
  br i1 %39, label %19, label %13, !dbg !36, !llvm.loop !37

40:                                               ; preds = %13, %40
  %41 = phi i64 [ %67, %40 ], [ 0, %13 ], !dbg !24
  %42 = phi double [ %66, %40 ], [ %17, %13 ], !dbg !24
  %43 = phi i64 [ %68, %40 ], [ 0, %13 ]
  %44 = getelementptr inbounds nuw double, ptr %18, i64 %41, !dbg !25
  %45 = load double, ptr %44, align 8, !dbg !25, !tbaa !18
  %46 = getelementptr inbounds nuw double, ptr %3, i64 %41, !dbg !26
  %47 = load double, ptr %46, align 8, !dbg !26, !tbaa !18
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %42), !dbg !32
  %49 = or disjoint i64 %41, 1, !dbg !41
  %50 = getelementptr inbounds nuw double, ptr %18, i64 %49, !dbg !25
  %51 = load double, ptr %50, align 8, !dbg !25, !tbaa !18
  %52 = getelementptr inbounds nuw double, ptr %3, i64 %49, !dbg !26
  %53 = load double, ptr %52, align 8, !dbg !26, !tbaa !18
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %48), !dbg !42
  %55 = or disjoint i64 %41, 2, !dbg !43
  %56 = getelementptr inbounds nuw double, ptr %18, i64 %55, !dbg !25
  %57 = load double, ptr %56, align 8, !dbg !25, !tbaa !18
  %58 = getelementptr inbounds nuw double, ptr %3, i64 %55, !dbg !26
  %59 = load double, ptr %58, align 8, !dbg !26, !tbaa !18
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %54), !dbg !44
  %61 = or disjoint i64 %41, 3, !dbg !45
  %62 = getelementptr inbounds nuw double, ptr %18, i64 %61, !dbg !25
  %63 = load double, ptr %62, align 8, !dbg !25, !tbaa !18
  %64 = getelementptr inbounds nuw double, ptr %3, i64 %61, !dbg !26
  %65 = load double, ptr %64, align 8, !dbg !26, !tbaa !18
  %66 = tail call double @llvm.fmuladd.f64(double %63, double %65, double %60), !dbg !46
  %67 = add nuw nsw i64 %41, 4, !dbg !47
  %68 = add i64 %43, 4, !dbg !48
  %69 = icmp eq i64 %68, %10, !dbg !48
  br i1 %69, label %20, label %40, !dbg !48, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !50 {
  %3 = icmp sgt i32 %0, 1, !dbg !51
  br i1 %3, label %4, label %9, !dbg !55

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !56
  %6 = load ptr, ptr %5, align 8, !dbg !56, !tbaa !57
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #8, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !64
  br label %9, !dbg !65

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 33, %2 ], !dbg !66
  %11 = sext i32 %10 to i64, !dbg !67
  %12 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #9, !dbg !68
  %13 = mul nsw i64 %11, %11, !dbg !69
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #9, !dbg !70
  %15 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #9, !dbg !71
  %16 = icmp eq i32 %10, 0, !dbg !72
  br i1 %16, label %76, label %17, !dbg !73

17:                                               ; preds = %9
  %18 = mul i32 %10, %10
  %19 = tail call i32 @llvm.umax.i32(i32 %18, i32 1), !dbg !74
  %20 = zext i32 %19 to i64, !dbg !75
  %21 = icmp ult i32 %18, 4, !dbg !74
  br i1 %21, label %41, label %22, !dbg !74

22:                                               ; preds = %17
  %23 = and i64 %20, 4294967292
  br label %24, !dbg !74

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %36, %24 ], !dbg !76
  %26 = phi <2 x i32> [ <i32 0, i32 1>, %22 ], [ %37, %24 ], !dbg !77
  %27 = add <2 x i32> %26, splat (i32 2), !dbg !77
  %28 = urem <2 x i32> %26, splat (i32 7), !dbg !77
  %29 = urem <2 x i32> %27, splat (i32 7), !dbg !77
  %30 = add nsw <2 x i32> %28, splat (i32 -3), !dbg !78
  %31 = add nsw <2 x i32> %29, splat (i32 -3), !dbg !78
  %32 = sitofp <2 x i32> %30 to <2 x double>, !dbg !78
  %33 = sitofp <2 x i32> %31 to <2 x double>, !dbg !78
  %34 = getelementptr inbounds nuw double, ptr %14, i64 %25, !dbg !79
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 16, !dbg !80
  store <2 x double> %32, ptr %34, align 8, !dbg !80, !tbaa !18
  store <2 x double> %33, ptr %35, align 8, !dbg !80, !tbaa !18
  %36 = add nuw i64 %25, 4, !dbg !76
  %37 = add <2 x i32> %26, splat (i32 4), !dbg !77
  %38 = icmp eq i64 %36, %23, !dbg !81
  br i1 %38, label %39, label %24, !dbg !81, !llvm.loop !82

39:                                               ; preds = %24
  %40 = icmp eq i64 %23, %20, !dbg !81
  br i1 %40, label %43, label %41, !dbg !81

41:                                               ; preds = %17, %39
  %42 = phi i64 [ 0, %17 ], [ %23, %39 ]
  br label %67, !dbg !81

43:                                               ; preds = %67, %39
  %44 = icmp sgt i32 %10, 0, !dbg !85
  br i1 %44, label %45, label %76, !dbg !86

45:                                               ; preds = %43
  %46 = zext nneg i32 %10 to i64, !dbg !87
  %47 = icmp ult i32 %10, 4, !dbg !88
  br i1 %47, label %65, label %48, !dbg !88

48:                                               ; preds = %45
  %49 = and i64 %46, 2147483644
  br label %50, !dbg !88

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %60, %50 ], !dbg !89
  %52 = phi <2 x i32> [ <i32 0, i32 1>, %48 ], [ %61, %50 ], !dbg !90
  %53 = add <2 x i32> %52, splat (i32 2), !dbg !90
  %54 = urem <2 x i32> %52, splat (i32 5), !dbg !90
  %55 = urem <2 x i32> %53, splat (i32 5), !dbg !90
  %56 = uitofp nneg <2 x i32> %54 to <2 x double>, !dbg !91
  %57 = uitofp nneg <2 x i32> %55 to <2 x double>, !dbg !91
  %58 = getelementptr inbounds nuw double, ptr %15, i64 %51, !dbg !92
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16, !dbg !93
  store <2 x double> %56, ptr %58, align 8, !dbg !93, !tbaa !18
  store <2 x double> %57, ptr %59, align 8, !dbg !93, !tbaa !18
  %60 = add nuw i64 %51, 4, !dbg !89
  %61 = add <2 x i32> %52, splat (i32 4), !dbg !90
  %62 = icmp eq i64 %60, %49, !dbg !94
  br i1 %62, label %63, label %50, !dbg !94, !llvm.loop !95

63:                                               ; preds = %50
  %64 = icmp eq i64 %49, %46, !dbg !94
  br i1 %64, label %77, label %65, !dbg !94

65:                                               ; preds = %45, %63
  %66 = phi i64 [ 0, %45 ], [ %49, %63 ]
  br label %124, !dbg !94

67:                                               ; preds = %41, %67
  %68 = phi i64 [ %74, %67 ], [ %42, %41 ]
  %69 = trunc nuw nsw i64 %68 to i32, !dbg !77
  %70 = urem i32 %69, 7, !dbg !77
  %71 = add nsw i32 %70, -3, !dbg !78
  %72 = sitofp i32 %71 to double, !dbg !78
  %73 = getelementptr inbounds nuw double, ptr %14, i64 %68, !dbg !79
  store double %72, ptr %73, align 8, !dbg !80, !tbaa !18
  %74 = add nuw nsw i64 %68, 1, !dbg !76
  %75 = icmp eq i64 %74, %20, !dbg !75
  br i1 %75, label %43, label %67, !dbg !81, !llvm.loop !96

76:                                               ; preds = %43, %9
  tail call void @mv(i32 noundef %10, ptr noundef %12, ptr noundef %14, ptr noundef %15), !dbg !97
  br label %120, !dbg !98

77:                                               ; preds = %124, %63
  tail call void @mv(i32 noundef %10, ptr noundef %12, ptr noundef nonnull %14, ptr noundef nonnull %15), !dbg !97
  %78 = icmp eq i32 %10, 1, !dbg !101
  br i1 %78, label %107, label %79, !dbg !101

79:                                               ; preds = %77
  %80 = and i64 %11, 2147483646, !dbg !101
  br label %81, !dbg !101

81:                                               ; preds = %81, %79
  %82 = phi i64 [ 0, %79 ], [ %101, %81 ]
  %83 = phi double [ 0.000000e+00, %79 ], [ %100, %81 ]
  %84 = phi double [ 0.000000e+00, %79 ], [ %96, %81 ]
  %85 = phi i64 [ 0, %79 ], [ %102, %81 ]
  %86 = getelementptr inbounds nuw double, ptr %12, i64 %82, !dbg !102
  %87 = load double, ptr %86, align 8, !dbg !102, !tbaa !18
  %88 = fadd double %84, %87, !dbg !103
  %89 = urem i64 %82, 97, !dbg !104
  %90 = add nuw nsw i64 %89, 1, !dbg !105
  %91 = uitofp nneg i64 %90 to double, !dbg !106
  %92 = tail call double @llvm.fmuladd.f64(double %87, double %91, double %83), !dbg !107
  %93 = or disjoint i64 %82, 1, !dbg !108
  %94 = getelementptr inbounds nuw double, ptr %12, i64 %93, !dbg !102
  %95 = load double, ptr %94, align 8, !dbg !102, !tbaa !18
  %96 = fadd double %88, %95, !dbg !109
  %97 = urem i64 %93, 97, !dbg !104
  %98 = add nuw nsw i64 %97, 1, !dbg !105
  %99 = uitofp nneg i64 %98 to double, !dbg !106
  %100 = tail call double @llvm.fmuladd.f64(double %95, double %99, double %92), !dbg !110
  %101 = add nuw nsw i64 %82, 2, !dbg !111
  %102 = add i64 %85, 2, !dbg !112
  %103 = icmp eq i64 %102, %80, !dbg !112
  br i1 %103, label %104, label %81, !dbg !112, !llvm.loop !113

104:                                              ; preds = %81
  %105 = and i32 %10, 1, !dbg !101
  %106 = icmp eq i32 %105, 0, !dbg !101
  br i1 %106, label %120, label %107, !dbg !101

107:                                              ; preds = %104, %77
  %108 = phi i64 [ 0, %77 ], [ %101, %104 ]
  %109 = phi double [ 0.000000e+00, %77 ], [ %100, %104 ]
  %110 = phi double [ 0.000000e+00, %77 ], [ %96, %104 ]
  %111 = and i32 %10, 1, !dbg !115
  %112 = icmp ne i32 %111, 0, !dbg !115
  tail call void @llvm.assume(i1 %112), !dbg !115
  %113 = getelementptr inbounds nuw double, ptr %12, i64 %108, !dbg !102
  %114 = load double, ptr %113, align 8, !dbg !102, !tbaa !18
  %115 = fadd double %110, %114, !dbg !116
  %116 = urem i64 %108, 97, !dbg !104
  %117 = add nuw nsw i64 %116, 1, !dbg !105
  %118 = uitofp nneg i64 %117 to double, !dbg !106
  %119 = tail call double @llvm.fmuladd.f64(double %114, double %118, double %109), !dbg !117
  br label %120, !dbg !118

120:                                              ; preds = %107, %104, %76
  %121 = phi double [ 0.000000e+00, %76 ], [ %96, %104 ], [ %115, %107 ], !dbg !119
  %122 = phi double [ 0.000000e+00, %76 ], [ %100, %104 ], [ %119, %107 ], !dbg !119
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %121, double noundef %122), !dbg !118
  ret i32 0, !dbg !120

124:                                              ; preds = %65, %124
  %125 = phi i64 [ %130, %124 ], [ %66, %65 ]
  %126 = trunc nuw nsw i64 %125 to i32, !dbg !90
  %127 = urem i32 %126, 5, !dbg !90
  %128 = uitofp nneg i32 %127 to double, !dbg !91
  %129 = getelementptr inbounds nuw double, ptr %15, i64 %125, !dbg !92
  store double %128, ptr %129, align 8, !dbg !93, !tbaa !18
  %130 = add nuw nsw i64 %125, 1, !dbg !89
  %131 = icmp eq i64 %130, %46, !dbg !87
  br i1 %131, label %77, label %124, !dbg !94, !llvm.loop !121
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !122 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !123 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unrolled.c", directory: "tests/scop/inputs")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"clang version 22.1.8"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !DISubprogram(name: "mv", scope: !1, file: !1, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 10, column: 23, scope: !13, atomGroup: 21, atomRank: 1)
!17 = !DILocation(line: 10, column: 5, scope: !13, atomGroup: 22, atomRank: 1)
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !11, i64 0}
!20 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 20, atomRank: 1)
!21 = !DILocation(line: 11, column: 9, scope: !13)
!22 = !DILocation(line: 13, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!23 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!24 = !DILocation(line: 12, column: 20, scope: !13)
!25 = !DILocation(line: 12, column: 27, scope: !13)
!26 = !DILocation(line: 12, column: 42, scope: !13)
!27 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 30, atomRank: 2)
!28 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 31, atomRank: 2)
!29 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 33, atomRank: 1)
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 7, atomRank: 2)
!33 = !DILocation(line: 12, scope: !13, atomGroup: 7, atomRank: 1)
!34 = !DILocation(line: 10, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!35 = !DILocation(line: 10, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!36 = !DILocation(line: 10, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!37 = distinct !{!37, !38, !39, !40}
!38 = !DILocation(line: 10, column: 5, scope: !13)
!39 = !DILocation(line: 12, column: 45, scope: !13)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 8, atomRank: 2)
!42 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 34, atomRank: 2)
!43 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 35, atomRank: 2)
!44 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 38, atomRank: 2)
!45 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 39, atomRank: 2)
!46 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 42, atomRank: 2)
!47 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 43, atomRank: 2)
!48 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 45, atomRank: 1)
!49 = distinct !{!49, !21, !39, !40}
!50 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !14, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!51 = !DILocation(line: 21, column: 17, scope: !52, inlinedAt: !54, atomGroup: 2, atomRank: 2)
!52 = distinct !DISubprogram(name: "size_arg", scope: !53, file: !53, line: 19, type: !14, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!53 = !DIFile(filename: "./common.h", directory: "tests/scop/inputs")
!54 = distinct !DILocation(line: 17, column: 13, scope: !50)
!55 = !DILocation(line: 21, column: 12, scope: !52, inlinedAt: !54, atomGroup: 2, atomRank: 1)
!56 = !DILocation(line: 21, column: 28, scope: !52, inlinedAt: !54)
!57 = !{!58, !58, i64 0}
!58 = !{!"p1 omnipotent char", !59, i64 0}
!59 = !{!"any pointer", !11, i64 0}
!60 = !DILocation(line: 487, column: 16, scope: !61, inlinedAt: !63, atomGroup: 1, atomRank: 3)
!61 = distinct !DISubprogram(name: "atoi", scope: !62, file: !62, line: 485, type: !14, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!62 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: ".")
!63 = distinct !DILocation(line: 21, column: 23, scope: !52, inlinedAt: !54)
!64 = !DILocation(line: 487, column: 10, scope: !61, inlinedAt: !63, atomGroup: 1, atomRank: 2)
!65 = !DILocation(line: 21, column: 12, scope: !52, inlinedAt: !54)
!66 = !DILocation(line: 21, column: 12, scope: !52, inlinedAt: !54, atomGroup: 1, atomRank: 2)
!67 = !DILocation(line: 18, column: 24, scope: !50)
!68 = !DILocation(line: 18, column: 17, scope: !50, atomGroup: 2, atomRank: 2)
!69 = !DILocation(line: 19, column: 34, scope: !50)
!70 = !DILocation(line: 19, column: 17, scope: !50, atomGroup: 3, atomRank: 2)
!71 = !DILocation(line: 20, column: 17, scope: !50, atomGroup: 4, atomRank: 2)
!72 = !DILocation(line: 21, column: 23, scope: !50, atomGroup: 25, atomRank: 1)
!73 = !DILocation(line: 21, column: 5, scope: !50, atomGroup: 26, atomRank: 1)
!74 = !DILocation(line: 21, column: 5, scope: !50)
!75 = !DILocation(line: 21, column: 23, scope: !50, atomGroup: 6, atomRank: 1)
!76 = !DILocation(line: 21, column: 33, scope: !50, atomGroup: 9, atomRank: 2)
!77 = !DILocation(line: 22, column: 27, scope: !50)
!78 = !DILocation(line: 22, column: 32, scope: !50, atomGroup: 8, atomRank: 2)
!79 = !DILocation(line: 22, column: 9, scope: !50)
!80 = !DILocation(line: 22, column: 14, scope: !50, atomGroup: 8, atomRank: 1)
!81 = !DILocation(line: 21, column: 5, scope: !50, atomGroup: 7, atomRank: 1)
!82 = distinct !{!82, !40, !83, !84}
!83 = !{!"llvm.loop.isvectorized", i32 1}
!84 = !{!"llvm.loop.unroll.runtime.disable"}
!85 = !DILocation(line: 23, column: 23, scope: !50, atomGroup: 27, atomRank: 1)
!86 = !DILocation(line: 23, column: 5, scope: !50, atomGroup: 28, atomRank: 1)
!87 = !DILocation(line: 23, column: 23, scope: !50, atomGroup: 12, atomRank: 1)
!88 = !DILocation(line: 23, column: 5, scope: !50)
!89 = !DILocation(line: 23, column: 29, scope: !50, atomGroup: 15, atomRank: 2)
!90 = !DILocation(line: 24, column: 27, scope: !50, atomGroup: 14, atomRank: 3)
!91 = !DILocation(line: 24, column: 16, scope: !50, atomGroup: 14, atomRank: 2)
!92 = !DILocation(line: 24, column: 9, scope: !50)
!93 = !DILocation(line: 24, column: 14, scope: !50, atomGroup: 14, atomRank: 1)
!94 = !DILocation(line: 23, column: 5, scope: !50, atomGroup: 13, atomRank: 1)
!95 = distinct !{!95, !40, !83, !84}
!96 = distinct !{!96, !40, !84, !83}
!97 = !DILocation(line: 25, column: 5, scope: !50)
!98 = !DILocation(line: 12, column: 5, scope: !99, inlinedAt: !100, atomGroup: 24, atomRank: 1)
!99 = distinct !DISubprogram(name: "checksum", scope: !53, file: !53, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!100 = distinct !DILocation(line: 26, column: 5, scope: !50)
!101 = !DILocation(line: 12, column: 5, scope: !99, inlinedAt: !100)
!102 = !DILocation(line: 13, column: 16, scope: !99, inlinedAt: !100)
!103 = !DILocation(line: 13, column: 13, scope: !99, inlinedAt: !100, atomGroup: 6, atomRank: 2)
!104 = !DILocation(line: 14, column: 39, scope: !99, inlinedAt: !100)
!105 = !DILocation(line: 14, column: 44, scope: !99, inlinedAt: !100)
!106 = !DILocation(line: 14, column: 28, scope: !99, inlinedAt: !100)
!107 = !DILocation(line: 14, column: 18, scope: !99, inlinedAt: !100, atomGroup: 7, atomRank: 2)
!108 = !DILocation(line: 12, column: 34, scope: !99, inlinedAt: !100, atomGroup: 8, atomRank: 2)
!109 = !DILocation(line: 13, column: 13, scope: !99, inlinedAt: !100, atomGroup: 51, atomRank: 2)
!110 = !DILocation(line: 14, column: 18, scope: !99, inlinedAt: !100, atomGroup: 52, atomRank: 2)
!111 = !DILocation(line: 12, column: 34, scope: !99, inlinedAt: !100, atomGroup: 53, atomRank: 2)
!112 = !DILocation(line: 12, column: 5, scope: !99, inlinedAt: !100, atomGroup: 55, atomRank: 1)
!113 = distinct !{!113, !101, !114, !40}
!114 = !DILocation(line: 15, column: 5, scope: !99, inlinedAt: !100)
!115 = !DILocation(line: 12, column: 5, scope: !99, inlinedAt: !100, atomGroup: 5, atomRank: 1)
!116 = !DILocation(line: 13, column: 13, scope: !99, inlinedAt: !100, atomGroup: 46, atomRank: 2)
!117 = !DILocation(line: 14, column: 18, scope: !99, inlinedAt: !100, atomGroup: 47, atomRank: 2)
!118 = !DILocation(line: 16, column: 5, scope: !99, inlinedAt: !100)
!119 = !DILocation(line: 0, scope: !99, inlinedAt: !100)
!120 = !DILocation(line: 27, column: 5, scope: !50, atomGroup: 18, atomRank: 1)
!121 = distinct !{!121, !40, !84, !83}
!122 = !DISubprogram(name: "calloc", scope: !62, file: !62, line: 685, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubprogram(name: "strtol", scope: !62, file: !62, line: 181, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 370, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: ".")
