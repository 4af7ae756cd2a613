; ModuleID = '/work/main/tests/scop/inputs/vla.c'
source_filename = "/work/main/tests/scop/inputs/vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @vla(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4) local_unnamed_addr #0 !dbg !13 {
  %6 = zext i32 %1 to i64
  %7 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %7, label %8, label %38, !dbg !18

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext nneg i32 %0 to i64, !dbg !19
  br label %11, !dbg !18

11:                                               ; preds = %8, %21
  %12 = phi i64 [ 0, %8 ], [ %22, %21 ]
  br i1 %9, label %13, label %21, !dbg !20

13:                                               ; preds = %11
  %14 = mul nuw nsw i64 %12, %6
  %15 = getelementptr inbounds nuw double, ptr %3, i64 %14
  %16 = getelementptr inbounds nuw double, ptr %4, i64 %14
  br label %24, !dbg !20

17:                                               ; preds = %21
  %18 = icmp sgt i32 %2, 0
  %19 = zext nneg i32 %0 to i64, !dbg !21
  %20 = zext nneg i32 %2 to i64
  br label %32, !dbg !22

21:                                               ; preds = %24, %11
  %22 = add nuw nsw i64 %12, 1, !dbg !23
  %23 = icmp eq i64 %22, %10, !dbg !19
  br i1 %23, label %17, label %11, !dbg !24, !llvm.loop !25

24:                                               ; preds = %13, %24
  %25 = phi i64 [ 0, %13 ], [ %30, %24 ]
  %26 = getelementptr inbounds nuw double, ptr %15, i64 %25, !dbg !30
  %27 = load double, ptr %26, align 8, !dbg !30, !tbaa !31
  %28 = fmul double %27, 2.000000e+00, !dbg !33
  %29 = getelementptr inbounds nuw double, ptr %16, i64 %25, !dbg !34
  store double %28, ptr %29, align 8, !dbg !35, !tbaa !31
  %30 = add nuw nsw i64 %25, 1, !dbg !36
  %31 = icmp eq i64 %30, %6, !dbg !37
  br i1 %31, label %21, label %24, !dbg !38, !llvm.loop !39

32:                                               ; preds = %17, %39
  %33 = phi i64 [ 0, %17 ], [ %40, %39 ]
  br i1 %18, label %34, label %39, !dbg !41

34:                                               ; preds = %32
  %35 = mul nuw nsw i64 %33, %6
  %36 = getelementptr inbounds nuw double, ptr %4, i64 %35
  %37 = getelementptr inbounds nuw double, ptr %3, i64 %35
  br label %42, !dbg !41

38:                                               ; preds = %39, %5
  ret void, !dbg !42

39:                                               ; preds = %42, %32
  %40 = add nuw nsw i64 %33, 1, !dbg !43
  %41 = icmp eq i64 %40, %19, !dbg !21
  br i1 %41, label %38, label %32, !dbg !44, !llvm.loop !45

42:                                               ; preds = %34, %42
  %43 = phi i64 [ 0, %34 ], [ %48, %42 ]
  %44 = getelementptr inbounds nuw double, ptr %36, i64 %43, !dbg !48
  %45 = load double, ptr %44, align 8, !dbg !48, !tbaa !31
  %46 = fadd double %45, 1.000000e+00, !dbg !49
  %47 = getelementptr inbounds nuw double, ptr %37, i64 %43, !dbg !50
  store double %46, ptr %47, align 8, !dbg !51, !tbaa !31
  %48 = add nuw nsw i64 %43, 1, !dbg !52
  %49 = icmp eq i64 %48, %20, !dbg !53
  br i1 %49, label %39, label %42, !dbg !54, !llvm.loop !55
}

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 !dbg !57 {
  %3 = icmp sgt i32 %0, 1, !dbg !58
  br i1 %3, label %4, label %22, !dbg !62

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !63
  %6 = load ptr, ptr %5, align 8, !dbg !63, !tbaa !64
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !67
  %8 = trunc i64 %7 to i32, !dbg !71
  %9 = icmp eq i32 %0, 2, !dbg !72
  br i1 %9, label %22, label %10, !dbg !74

10:                                               ; preds = %4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !75
  %12 = load ptr, ptr %11, align 8, !dbg !75, !tbaa !64
  %13 = tail call i64 @strtol(ptr noundef nonnull captures(none) %12, ptr noundef null, i32 noundef 10) #7, !dbg !76
  %14 = trunc i64 %13 to i32, !dbg !78
  %15 = add nsw i32 %14, -2, !dbg !79
  %16 = icmp samesign ugt i32 %0, 3, !dbg !80
  br i1 %16, label %17, label %22, !dbg !82

17:                                               ; preds = %10
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !83
  %19 = load ptr, ptr %18, align 8, !dbg !83, !tbaa !64
  %20 = tail call i64 @strtol(ptr noundef nonnull captures(none) %19, ptr noundef null, i32 noundef 10) #7, !dbg !84
  %21 = trunc i64 %20 to i32, !dbg !86
  br label %22, !dbg !87

22:                                               ; preds = %2, %4, %10, %17
  %23 = phi i32 [ %14, %17 ], [ %14, %10 ], [ 27, %4 ], [ 27, %2 ]
  %24 = phi i32 [ %8, %17 ], [ %8, %10 ], [ %8, %4 ], [ 13, %2 ]
  %25 = phi i32 [ %21, %17 ], [ %15, %10 ], [ 25, %4 ], [ 25, %2 ], !dbg !88
  %26 = zext i32 %23 to i64, !dbg !89
  %27 = sext i32 %24 to i64, !dbg !90
  %28 = sext i32 %23 to i64, !dbg !91
  %29 = mul nsw i64 %27, %28, !dbg !92
  %30 = tail call noalias ptr @calloc(i64 noundef %29, i64 noundef 8) #8, !dbg !93
  %31 = tail call noalias ptr @calloc(i64 noundef %29, i64 noundef 8) #8, !dbg !94
  %32 = icmp sgt i32 %24, 0, !dbg !95
  br i1 %32, label %33, label %42, !dbg !96

33:                                               ; preds = %22
  %34 = icmp sgt i32 %23, 0
  %35 = zext nneg i32 %24 to i64, !dbg !97
  br label %36, !dbg !96

36:                                               ; preds = %33, %78
  %37 = phi i64 [ 0, %33 ], [ %79, %78 ]
  br i1 %34, label %38, label %78, !dbg !98

38:                                               ; preds = %36
  %39 = mul nuw nsw i64 %37, 11
  %40 = mul nuw nsw i64 %37, %26
  %41 = getelementptr inbounds nuw double, ptr %30, i64 %40
  br label %81, !dbg !98

42:                                               ; preds = %78, %22
  tail call void @vla(i32 noundef %24, i32 noundef %23, i32 noundef %25, ptr noundef %30, ptr noundef %31), !dbg !99
  %43 = icmp sgt i64 %29, 0, !dbg !100
  br i1 %43, label %46, label %44, !dbg !103

44:                                               ; preds = %42
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !104
  br label %74, !dbg !105

46:                                               ; preds = %42, %46
  %47 = phi i64 [ %57, %46 ], [ 0, %42 ]
  %48 = phi double [ %56, %46 ], [ 0.000000e+00, %42 ]
  %49 = phi double [ %52, %46 ], [ 0.000000e+00, %42 ]
  %50 = getelementptr inbounds nuw double, ptr %30, i64 %47, !dbg !107
  %51 = load double, ptr %50, align 8, !dbg !107, !tbaa !31
  %52 = fadd double %49, %51, !dbg !108
  %53 = urem i64 %47, 97, !dbg !109
  %54 = add nuw nsw i64 %53, 1, !dbg !110
  %55 = uitofp nneg i64 %54 to double, !dbg !111
  %56 = tail call double @llvm.fmuladd.f64(double %51, double %55, double %48), !dbg !112
  %57 = add nuw nsw i64 %47, 1, !dbg !113
  %58 = icmp eq i64 %57, %29, !dbg !114
  br i1 %58, label %59, label %46, !dbg !115, !llvm.loop !116

59:                                               ; preds = %46
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef %52, double noundef %56), !dbg !104
  br label %61, !dbg !105

61:                                               ; preds = %59, %61
  %62 = phi i64 [ %72, %61 ], [ 0, %59 ]
  %63 = phi double [ %71, %61 ], [ 0.000000e+00, %59 ]
  %64 = phi double [ %67, %61 ], [ 0.000000e+00, %59 ]
  %65 = getelementptr inbounds nuw double, ptr %31, i64 %62, !dbg !119
  %66 = load double, ptr %65, align 8, !dbg !119, !tbaa !31
  %67 = fadd double %64, %66, !dbg !120
  %68 = urem i64 %62, 97, !dbg !121
  %69 = add nuw nsw i64 %68, 1, !dbg !122
  %70 = uitofp nneg i64 %69 to double, !dbg !123
  %71 = tail call double @llvm.fmuladd.f64(double %66, double %70, double %63), !dbg !124
  %72 = add nuw nsw i64 %62, 1, !dbg !125
  %73 = icmp eq i64 %72, %29, !dbg !126
  br i1 %73, label %74, label %61, !dbg !127, !llvm.loop !128

74:                                               ; preds = %61, %44
  %75 = phi double [ 0.000000e+00, %44 ], [ %67, %61 ], !dbg !131
  %76 = phi double [ 0.000000e+00, %44 ], [ %71, %61 ], !dbg !131
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, double noundef %75, double noundef %76), !dbg !132
  tail call void @free(ptr noundef %30) #7, !dbg !133
  tail call void @free(ptr noundef %31) #7, !dbg !134
  ret i32 0, !dbg !135

78:                                               ; preds = %81, %36
  %79 = add nuw nsw i64 %37, 1, !dbg !136
  %80 = icmp eq i64 %79, %35, !dbg !97
  br i1 %80, label %42, label %36, !dbg !137, !llvm.loop !138

81:                                               ; preds = %38, %81
  %82 = phi i64 [ 0, %38 ], [ %88, %81 ]
  %83 = add nuw nsw i64 %82, %39, !dbg !141
  %84 = trunc nuw i64 %83 to i32, !dbg !142
  %85 = urem i32 %84, 7, !dbg !142
  %86 = uitofp nneg i32 %85 to double, !dbg !143
  %87 = getelementptr inbounds nuw double, ptr %41, i64 %82, !dbg !144
  store double %86, ptr %87, align 8, !dbg !145, !tbaa !31
  %88 = add nuw nsw i64 %82, 1, !dbg !146
  %89 = icmp eq i64 %88, %26, !dbg !147
  br i1 %89, label %78, label %81, !dbg !148, !llvm.loop !149
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !151 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !152 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !153 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !154 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/vla.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "vla", scope: !14, file: !14, line: 6, type: !15, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/vla.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 26, atomRank: 1)
!18 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 27, atomRank: 1)
!19 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 25, atomRank: 1)
!21 = !DILocation(line: 11, column: 23, scope: !13, atomGroup: 13, atomRank: 1)
!22 = !DILocation(line: 11, column: 5, scope: !13, atomGroup: 31, atomRank: 1)
!23 = !DILocation(line: 8, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!24 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!25 = distinct !{!25, !26, !27, !28, !29}
!26 = !DILocation(line: 8, column: 5, scope: !13)
!27 = !DILocation(line: 10, column: 33, scope: !13)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !DILocation(line: 10, column: 23, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !11, i64 0}
!33 = !DILocation(line: 10, column: 31, scope: !13, atomGroup: 7, atomRank: 2)
!34 = !DILocation(line: 10, column: 13, scope: !13)
!35 = !DILocation(line: 10, column: 21, scope: !13, atomGroup: 7, atomRank: 1)
!36 = !DILocation(line: 9, column: 33, scope: !13, atomGroup: 8, atomRank: 2)
!37 = !DILocation(line: 9, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!38 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!39 = distinct !{!39, !40, !27, !28, !29}
!40 = !DILocation(line: 9, column: 9, scope: !13)
!41 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 29, atomRank: 1)
!42 = !DILocation(line: 14, column: 1, scope: !13, atomGroup: 23, atomRank: 1)
!43 = !DILocation(line: 11, column: 29, scope: !13, atomGroup: 21, atomRank: 2)
!44 = !DILocation(line: 11, column: 5, scope: !13, atomGroup: 14, atomRank: 1)
!45 = distinct !{!45, !46, !47, !28, !29}
!46 = !DILocation(line: 11, column: 5, scope: !13)
!47 = !DILocation(line: 13, column: 33, scope: !13)
!48 = !DILocation(line: 13, column: 23, scope: !13)
!49 = !DILocation(line: 13, column: 31, scope: !13, atomGroup: 18, atomRank: 2)
!50 = !DILocation(line: 13, column: 13, scope: !13)
!51 = !DILocation(line: 13, column: 21, scope: !13, atomGroup: 18, atomRank: 1)
!52 = !DILocation(line: 12, column: 33, scope: !13, atomGroup: 19, atomRank: 2)
!53 = !DILocation(line: 12, column: 27, scope: !13, atomGroup: 16, atomRank: 1)
!54 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 17, atomRank: 1)
!55 = distinct !{!55, !56, !47, !28, !29}
!56 = !DILocation(line: 12, column: 9, scope: !13)
!57 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 16, type: !15, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!58 = !DILocation(line: 21, column: 17, scope: !59, inlinedAt: !61, atomGroup: 2, atomRank: 2)
!59 = distinct !DISubprogram(name: "size_arg", scope: !60, file: !60, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!60 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!61 = distinct !DILocation(line: 18, column: 13, scope: !57)
!62 = !DILocation(line: 21, column: 12, scope: !59, inlinedAt: !61, atomGroup: 2, atomRank: 1)
!63 = !DILocation(line: 21, column: 28, scope: !59, inlinedAt: !61)
!64 = !{!65, !65, i64 0}
!65 = !{!"p1 omnipotent char", !66, i64 0}
!66 = !{!"any pointer", !11, i64 0}
!67 = !DILocation(line: 487, column: 16, scope: !68, inlinedAt: !70, atomGroup: 1, atomRank: 3)
!68 = distinct !DISubprogram(name: "atoi", scope: !69, file: !69, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!69 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!70 = distinct !DILocation(line: 21, column: 23, scope: !59, inlinedAt: !61)
!71 = !DILocation(line: 487, column: 10, scope: !68, inlinedAt: !70, atomGroup: 1, atomRank: 2)
!72 = !DILocation(line: 21, column: 17, scope: !59, inlinedAt: !73, atomGroup: 2, atomRank: 2)
!73 = distinct !DILocation(line: 18, column: 46, scope: !57)
!74 = !DILocation(line: 21, column: 12, scope: !59, inlinedAt: !73, atomGroup: 2, atomRank: 1)
!75 = !DILocation(line: 21, column: 28, scope: !59, inlinedAt: !73)
!76 = !DILocation(line: 487, column: 16, scope: !68, inlinedAt: !77, atomGroup: 1, atomRank: 3)
!77 = distinct !DILocation(line: 21, column: 23, scope: !59, inlinedAt: !73)
!78 = !DILocation(line: 487, column: 10, scope: !68, inlinedAt: !77, atomGroup: 1, atomRank: 2)
!79 = !DILocation(line: 19, column: 39, scope: !57)
!80 = !DILocation(line: 21, column: 17, scope: !59, inlinedAt: !81, atomGroup: 2, atomRank: 2)
!81 = distinct !DILocation(line: 19, column: 13, scope: !57)
!82 = !DILocation(line: 21, column: 12, scope: !59, inlinedAt: !81, atomGroup: 2, atomRank: 1)
!83 = !DILocation(line: 21, column: 28, scope: !59, inlinedAt: !81)
!84 = !DILocation(line: 487, column: 16, scope: !68, inlinedAt: !85, atomGroup: 1, atomRank: 3)
!85 = distinct !DILocation(line: 21, column: 23, scope: !59, inlinedAt: !81)
!86 = !DILocation(line: 487, column: 10, scope: !68, inlinedAt: !85, atomGroup: 1, atomRank: 2)
!87 = !DILocation(line: 21, column: 12, scope: !59, inlinedAt: !81)
!88 = !DILocation(line: 21, column: 12, scope: !59, inlinedAt: !81, atomGroup: 1, atomRank: 2)
!89 = !DILocation(line: 20, column: 5, scope: !57)
!90 = !DILocation(line: 20, column: 29, scope: !57)
!91 = !DILocation(line: 20, column: 41, scope: !57)
!92 = !DILocation(line: 20, column: 39, scope: !57)
!93 = !DILocation(line: 20, column: 22, scope: !57, atomGroup: 4, atomRank: 2)
!94 = !DILocation(line: 21, column: 22, scope: !57, atomGroup: 5, atomRank: 2)
!95 = !DILocation(line: 22, column: 23, scope: !57, atomGroup: 40, atomRank: 1)
!96 = !DILocation(line: 22, column: 5, scope: !57, atomGroup: 41, atomRank: 1)
!97 = !DILocation(line: 22, column: 23, scope: !57, atomGroup: 7, atomRank: 1)
!98 = !DILocation(line: 23, column: 9, scope: !57, atomGroup: 39, atomRank: 1)
!99 = !DILocation(line: 25, column: 5, scope: !57)
!100 = !DILocation(line: 12, column: 24, scope: !101, inlinedAt: !102, atomGroup: 32, atomRank: 1)
!101 = distinct !DISubprogram(name: "checksum", scope: !60, file: !60, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!102 = distinct !DILocation(line: 26, column: 5, scope: !57)
!103 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !102, atomGroup: 33, atomRank: 1)
!104 = !DILocation(line: 16, column: 5, scope: !101, inlinedAt: !102)
!105 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !106, atomGroup: 33, atomRank: 1)
!106 = distinct !DILocation(line: 27, column: 5, scope: !57)
!107 = !DILocation(line: 13, column: 16, scope: !101, inlinedAt: !102)
!108 = !DILocation(line: 13, column: 13, scope: !101, inlinedAt: !102, atomGroup: 6, atomRank: 2)
!109 = !DILocation(line: 14, column: 39, scope: !101, inlinedAt: !102)
!110 = !DILocation(line: 14, column: 44, scope: !101, inlinedAt: !102)
!111 = !DILocation(line: 14, column: 28, scope: !101, inlinedAt: !102)
!112 = !DILocation(line: 14, column: 18, scope: !101, inlinedAt: !102, atomGroup: 7, atomRank: 2)
!113 = !DILocation(line: 12, column: 34, scope: !101, inlinedAt: !102, atomGroup: 8, atomRank: 2)
!114 = !DILocation(line: 12, column: 24, scope: !101, inlinedAt: !102, atomGroup: 4, atomRank: 1)
!115 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !102, atomGroup: 5, atomRank: 1)
!116 = distinct !{!116, !117, !118, !28, !29}
!117 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !102)
!118 = !DILocation(line: 15, column: 5, scope: !101, inlinedAt: !102)
!119 = !DILocation(line: 13, column: 16, scope: !101, inlinedAt: !106)
!120 = !DILocation(line: 13, column: 13, scope: !101, inlinedAt: !106, atomGroup: 6, atomRank: 2)
!121 = !DILocation(line: 14, column: 39, scope: !101, inlinedAt: !106)
!122 = !DILocation(line: 14, column: 44, scope: !101, inlinedAt: !106)
!123 = !DILocation(line: 14, column: 28, scope: !101, inlinedAt: !106)
!124 = !DILocation(line: 14, column: 18, scope: !101, inlinedAt: !106, atomGroup: 7, atomRank: 2)
!125 = !DILocation(line: 12, column: 34, scope: !101, inlinedAt: !106, atomGroup: 8, atomRank: 2)
!126 = !DILocation(line: 12, column: 24, scope: !101, inlinedAt: !106, atomGroup: 4, atomRank: 1)
!127 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !106, atomGroup: 5, atomRank: 1)
!128 = distinct !{!128, !129, !130, !28, !29}
!129 = !DILocation(line: 12, column: 5, scope: !101, inlinedAt: !106)
!130 = !DILocation(line: 15, column: 5, scope: !101, inlinedAt: !106)
!131 = !DILocation(line: 0, scope: !101, inlinedAt: !106)
!132 = !DILocation(line: 16, column: 5, scope: !101, inlinedAt: !106)
!133 = !DILocation(line: 28, column: 5, scope: !57)
!134 = !DILocation(line: 29, column: 5, scope: !57)
!135 = !DILocation(line: 31, column: 1, scope: !57, atomGroup: 18, atomRank: 1)
!136 = !DILocation(line: 22, column: 29, scope: !57, atomGroup: 15, atomRank: 2)
!137 = !DILocation(line: 22, column: 5, scope: !57, atomGroup: 8, atomRank: 1)
!138 = distinct !{!138, !139, !140, !28, !29}
!139 = !DILocation(line: 22, column: 5, scope: !57)
!140 = !DILocation(line: 24, column: 48, scope: !57)
!141 = !DILocation(line: 24, column: 40, scope: !57)
!142 = !DILocation(line: 24, column: 45, scope: !57, atomGroup: 12, atomRank: 3)
!143 = !DILocation(line: 24, column: 23, scope: !57, atomGroup: 12, atomRank: 2)
!144 = !DILocation(line: 24, column: 13, scope: !57)
!145 = !DILocation(line: 24, column: 21, scope: !57, atomGroup: 12, atomRank: 1)
!146 = !DILocation(line: 23, column: 33, scope: !57, atomGroup: 13, atomRank: 2)
!147 = !DILocation(line: 23, column: 27, scope: !57, atomGroup: 10, atomRank: 1)
!148 = !DILocation(line: 23, column: 9, scope: !57, atomGroup: 11, atomRank: 1)
!149 = distinct !{!149, !150, !140, !28, !29}
!150 = !DILocation(line: 23, column: 9, scope: !57)
!151 = !DISubprogram(name: "calloc", scope: !69, file: !69, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubprogram(name: "free", scope: !69, file: !69, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubprogram(name: "strtol", scope: !69, file: !69, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
