; ModuleID = 'inlined.c'
source_filename = "inlined.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 !dbg !13 {
  %3 = icmp sgt i32 %0, 1, !dbg !16
  br i1 %3, label %4, label %9, !dbg !17

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !18
  %6 = load ptr, ptr %5, align 8, !dbg !18, !tbaa !19
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #8, !dbg !22
  %8 = trunc i64 %7 to i32, !dbg !26
  br label %9, !dbg !27

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 500, %2 ], !dbg !28
  %11 = sext i32 %10 to i64, !dbg !29
  %12 = shl nsw i64 %11, 3, !dbg !30
  %13 = mul i64 %12, %11, !dbg !31
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #9, !dbg !32
  %15 = tail call noalias ptr @malloc(i64 noundef %13) #9, !dbg !33
  %16 = tail call noalias ptr @malloc(i64 noundef %13) #9, !dbg !34
  %17 = icmp sgt i32 %10, 0, !dbg !35
  br i1 %17, label %18, label %75, !dbg !38

18:                                               ; preds = %9
  %19 = uitofp nneg i32 %10 to double
  %20 = zext nneg i32 %10 to i64, !dbg !38
  %21 = mul nuw nsw i64 %20, %20, !dbg !38
  %22 = shl i64 %21, 3, !dbg !38
  tail call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 %22, i1 false), !dbg !39, !tbaa !40
  br label %23, !dbg !38

23:                                               ; preds = %26, %18
  %24 = phi i64 [ 0, %18 ], [ %27, %26 ]
  %25 = mul nuw nsw i64 %24, %20
  br label %29, !dbg !42

26:                                               ; preds = %29
  %27 = add nuw nsw i64 %24, 1, !dbg !43
  %28 = icmp eq i64 %27, %20, !dbg !44
  br i1 %28, label %48, label %23, !dbg !45, !llvm.loop !46

29:                                               ; preds = %29, %23
  %30 = phi i64 [ 0, %23 ], [ %46, %29 ]
  %31 = mul nuw nsw i64 %30, %24, !dbg !51
  %32 = trunc i64 %31 to i32, !dbg !52
  %33 = add i32 %32, 1, !dbg !52
  %34 = urem i32 %33, %10, !dbg !52
  %35 = uitofp nneg i32 %34 to double, !dbg !53
  %36 = fdiv double %35, %19, !dbg !54
  %37 = add nuw nsw i64 %30, %25, !dbg !55
  %38 = getelementptr inbounds nuw double, ptr %14, i64 %37, !dbg !56
  store double %36, ptr %38, align 8, !dbg !57, !tbaa !40
  %39 = shl nuw nsw i64 %30, 1, !dbg !58
  %40 = add nuw nsw i64 %39, %24, !dbg !59
  %41 = trunc nuw i64 %40 to i32, !dbg !60
  %42 = urem i32 %41, %10, !dbg !60
  %43 = uitofp nneg i32 %42 to double, !dbg !61
  %44 = fdiv double %43, %19, !dbg !62
  %45 = getelementptr inbounds nuw double, ptr %15, i64 %37, !dbg !63
  store double %44, ptr %45, align 8, !dbg !64, !tbaa !40
  %46 = add nuw nsw i64 %30, 1, !dbg !65
  %47 = icmp eq i64 %46, %20, !dbg !66
  br i1 %47, label %26, label %29, !dbg !67, !llvm.loop !68

48:                                               ; preds = %26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70), !dbg !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74), !dbg !73
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76), !dbg !73
  br label %49, !dbg !78

49:                                               ; preds = %60, %48
  %50 = phi i64 [ 0, %48 ], [ %61, %60 ]
  %51 = mul nuw nsw i64 %50, %20
  %52 = getelementptr inbounds nuw double, ptr %14, i64 %51, !dbg !81
  %53 = getelementptr inbounds nuw double, ptr %16, i64 %51
  br label %54, !dbg !81

54:                                               ; preds = %63, %49
  %55 = phi i64 [ 0, %49 ], [ %64, %63 ]
  %56 = getelementptr inbounds nuw double, ptr %52, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !40, !alias.scope !70, !noalias !82
  %58 = mul nuw nsw i64 %55, %20
  %59 = getelementptr inbounds nuw double, ptr %15, i64 %58, !dbg !83
  br label %66, !dbg !83

60:                                               ; preds = %63
  %61 = add nuw nsw i64 %50, 1, !dbg !84
  %62 = icmp eq i64 %61, %20, !dbg !85
  br i1 %62, label %75, label %49, !dbg !86, !llvm.loop !87

63:                                               ; preds = %66
  %64 = add nuw nsw i64 %55, 1, !dbg !90
  %65 = icmp eq i64 %64, %20, !dbg !91
  br i1 %65, label %60, label %54, !dbg !92, !llvm.loop !93

66:                                               ; preds = %66, %54
  %67 = phi i64 [ 0, %54 ], [ %73, %66 ]
  %68 = getelementptr inbounds nuw double, ptr %59, i64 %67, !dbg !95
  %69 = load double, ptr %68, align 8, !dbg !95, !tbaa !40, !alias.scope !74, !noalias !96
  %70 = getelementptr inbounds nuw double, ptr %53, i64 %67, !dbg !97
  %71 = load double, ptr %70, align 8, !dbg !98, !tbaa !40, !alias.scope !76, !noalias !99
  %72 = tail call double @llvm.fmuladd.f64(double %57, double %69, double %71), !dbg !100
  store double %72, ptr %70, align 8, !dbg !101, !tbaa !40, !alias.scope !76, !noalias !99
  %73 = add nuw nsw i64 %67, 1, !dbg !102
  %74 = icmp eq i64 %73, %20, !dbg !103
  br i1 %74, label %63, label %66, !dbg !104, !llvm.loop !105

75:                                               ; preds = %60, %9
  %76 = icmp eq i32 %10, 0, !dbg !107
  br i1 %76, label %81, label %77, !dbg !108

77:                                               ; preds = %75
  %78 = mul i32 %10, %10
  %79 = tail call i32 @llvm.umax.i32(i32 %78, i32 1), !dbg !109
  %80 = zext i32 %79 to i64, !dbg !110
  br label %84, !dbg !109

81:                                               ; preds = %84, %75
  %82 = phi double [ 0.000000e+00, %75 ], [ %92, %84 ], !dbg !111
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %82), !dbg !112
  ret i32 0, !dbg !113

84:                                               ; preds = %77, %84
  %85 = phi i64 [ 0, %77 ], [ %93, %84 ]
  %86 = phi double [ 0.000000e+00, %77 ], [ %92, %84 ]
  %87 = getelementptr inbounds nuw double, ptr %16, i64 %85, !dbg !114
  %88 = load double, ptr %87, align 8, !dbg !114, !tbaa !40
  %89 = trunc nuw nsw i64 %85 to i32, !dbg !115
  %90 = urem i32 %89, 7, !dbg !115
  %91 = uitofp nneg i32 %90 to double, !dbg !116
  %92 = tail call double @llvm.fmuladd.f64(double %88, double %91, double %86), !dbg !117
  %93 = add nuw nsw i64 %85, 1, !dbg !118
  %94 = icmp eq i64 %93, %80, !dbg !110
  br i1 %94, label %81, label %84, !dbg !119, !llvm.loop !120
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !122 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !123 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !125 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inlined.c", directory: "tests/scop/inputs")
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
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !14, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 29, column: 18, scope: !13, atomGroup: 2, atomRank: 2)
!17 = !DILocation(line: 29, column: 13, scope: !13, atomGroup: 2, atomRank: 1)
!18 = !DILocation(line: 29, column: 29, scope: !13)
!19 = !{!20, !20, i64 0}
!20 = !{!"p1 omnipotent char", !21, i64 0}
!21 = !{!"any pointer", !11, i64 0}
!22 = !DILocation(line: 487, column: 16, scope: !23, inlinedAt: !25, atomGroup: 1, atomRank: 3)
!23 = distinct !DISubprogram(name: "atoi", scope: !24, file: !24, line: 485, type: !14, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!24 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: ".")
!25 = distinct !DILocation(line: 29, column: 24, scope: !13)
!26 = !DILocation(line: 487, column: 10, scope: !23, inlinedAt: !25, atomGroup: 1, atomRank: 2)
!27 = !DILocation(line: 29, column: 13, scope: !13)
!28 = !DILocation(line: 29, column: 13, scope: !13, atomGroup: 1, atomRank: 2)
!29 = !DILocation(line: 30, column: 41, scope: !13)
!30 = !DILocation(line: 30, column: 39, scope: !13)
!31 = !DILocation(line: 30, column: 43, scope: !13)
!32 = !DILocation(line: 30, column: 17, scope: !13, atomGroup: 3, atomRank: 2)
!33 = !DILocation(line: 30, column: 54, scope: !13, atomGroup: 4, atomRank: 2)
!34 = !DILocation(line: 30, column: 91, scope: !13, atomGroup: 5, atomRank: 2)
!35 = !DILocation(line: 13, column: 23, scope: !36, inlinedAt: !37, atomGroup: 20, atomRank: 1)
!36 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 11, type: !14, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!37 = distinct !DILocation(line: 31, column: 5, scope: !13)
!38 = !DILocation(line: 13, column: 5, scope: !36, inlinedAt: !37, atomGroup: 21, atomRank: 1)
!39 = !DILocation(line: 17, column: 26, scope: !36, inlinedAt: !37, atomGroup: 9, atomRank: 1)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !11, i64 0}
!42 = !DILocation(line: 14, column: 9, scope: !36, inlinedAt: !37, atomGroup: 19, atomRank: 1)
!43 = !DILocation(line: 13, column: 29, scope: !36, inlinedAt: !37, atomGroup: 12, atomRank: 2)
!44 = !DILocation(line: 13, column: 23, scope: !36, inlinedAt: !37, atomGroup: 2, atomRank: 1)
!45 = !DILocation(line: 13, column: 5, scope: !36, inlinedAt: !37, atomGroup: 3, atomRank: 1)
!46 = distinct !{!46, !47, !48, !49, !50}
!47 = !DILocation(line: 13, column: 5, scope: !36, inlinedAt: !37)
!48 = !DILocation(line: 18, column: 9, scope: !36, inlinedAt: !37)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 15, column: 40, scope: !36, inlinedAt: !37)
!52 = !DILocation(line: 15, column: 49, scope: !36, inlinedAt: !37)
!53 = !DILocation(line: 15, column: 28, scope: !36, inlinedAt: !37)
!54 = !DILocation(line: 15, column: 54, scope: !36, inlinedAt: !37, atomGroup: 7, atomRank: 2)
!55 = !DILocation(line: 15, column: 21, scope: !36, inlinedAt: !37)
!56 = !DILocation(line: 15, column: 13, scope: !36, inlinedAt: !37)
!57 = !DILocation(line: 15, column: 26, scope: !36, inlinedAt: !37, atomGroup: 7, atomRank: 1)
!58 = !DILocation(line: 16, column: 44, scope: !36, inlinedAt: !37)
!59 = !DILocation(line: 16, column: 40, scope: !36, inlinedAt: !37)
!60 = !DILocation(line: 16, column: 49, scope: !36, inlinedAt: !37)
!61 = !DILocation(line: 16, column: 28, scope: !36, inlinedAt: !37)
!62 = !DILocation(line: 16, column: 54, scope: !36, inlinedAt: !37, atomGroup: 8, atomRank: 2)
!63 = !DILocation(line: 16, column: 13, scope: !36, inlinedAt: !37)
!64 = !DILocation(line: 16, column: 26, scope: !36, inlinedAt: !37, atomGroup: 8, atomRank: 1)
!65 = !DILocation(line: 14, column: 33, scope: !36, inlinedAt: !37, atomGroup: 10, atomRank: 2)
!66 = !DILocation(line: 14, column: 27, scope: !36, inlinedAt: !37, atomGroup: 5, atomRank: 1)
!67 = !DILocation(line: 14, column: 9, scope: !36, inlinedAt: !37, atomGroup: 6, atomRank: 1)
!68 = distinct !{!68, !69, !48, !49, !50}
!69 = !DILocation(line: 14, column: 9, scope: !36, inlinedAt: !37)
!70 = !{!71}
!71 = distinct !{!71, !72, !"matmul: argument 0"}
!72 = distinct !{!72, !"matmul"}
!73 = !DILocation(line: 32, column: 5, scope: !13)
!74 = !{!75}
!75 = distinct !{!75, !72, !"matmul: argument 1"}
!76 = !{!77}
!77 = distinct !{!77, !72, !"matmul: argument 2"}
!78 = !DILocation(line: 22, column: 5, scope: !79, inlinedAt: !80, atomGroup: 27, atomRank: 1)
!79 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 20, type: !14, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!80 = distinct !DILocation(line: 32, column: 5, scope: !13)
!81 = !DILocation(line: 23, column: 9, scope: !79, inlinedAt: !80, atomGroup: 25, atomRank: 1)
!82 = !{!75, !77}
!83 = !DILocation(line: 24, column: 13, scope: !79, inlinedAt: !80, atomGroup: 23, atomRank: 1)
!84 = !DILocation(line: 22, column: 29, scope: !79, inlinedAt: !80, atomGroup: 15, atomRank: 2)
!85 = !DILocation(line: 22, column: 23, scope: !79, inlinedAt: !80, atomGroup: 2, atomRank: 1)
!86 = !DILocation(line: 22, column: 5, scope: !79, inlinedAt: !80, atomGroup: 3, atomRank: 1)
!87 = distinct !{!87, !88, !89, !49, !50}
!88 = !DILocation(line: 22, column: 5, scope: !79, inlinedAt: !80)
!89 = !DILocation(line: 25, column: 59, scope: !79, inlinedAt: !80)
!90 = !DILocation(line: 23, column: 33, scope: !79, inlinedAt: !80, atomGroup: 13, atomRank: 2)
!91 = !DILocation(line: 23, column: 27, scope: !79, inlinedAt: !80, atomGroup: 5, atomRank: 1)
!92 = !DILocation(line: 23, column: 9, scope: !79, inlinedAt: !80, atomGroup: 6, atomRank: 1)
!93 = distinct !{!93, !94, !89, !49, !50}
!94 = !DILocation(line: 23, column: 9, scope: !79, inlinedAt: !80)
!95 = !DILocation(line: 25, column: 48, scope: !79, inlinedAt: !80)
!96 = !{!71, !77}
!97 = !DILocation(line: 25, column: 17, scope: !79, inlinedAt: !80)
!98 = !DILocation(line: 25, column: 30, scope: !79, inlinedAt: !80)
!99 = !{!71, !75}
!100 = !DILocation(line: 25, column: 30, scope: !79, inlinedAt: !80, atomGroup: 10, atomRank: 2)
!101 = !DILocation(line: 25, column: 30, scope: !79, inlinedAt: !80, atomGroup: 10, atomRank: 1)
!102 = !DILocation(line: 24, column: 37, scope: !79, inlinedAt: !80, atomGroup: 11, atomRank: 2)
!103 = !DILocation(line: 24, column: 31, scope: !79, inlinedAt: !80, atomGroup: 8, atomRank: 1)
!104 = !DILocation(line: 24, column: 13, scope: !79, inlinedAt: !80, atomGroup: 9, atomRank: 1)
!105 = distinct !{!105, !106, !89, !49, !50}
!106 = !DILocation(line: 24, column: 13, scope: !79, inlinedAt: !80)
!107 = !DILocation(line: 34, column: 23, scope: !13, atomGroup: 28, atomRank: 1)
!108 = !DILocation(line: 34, column: 5, scope: !13, atomGroup: 29, atomRank: 1)
!109 = !DILocation(line: 34, column: 5, scope: !13)
!110 = !DILocation(line: 34, column: 23, scope: !13, atomGroup: 8, atomRank: 1)
!111 = !DILocation(line: 0, scope: !13)
!112 = !DILocation(line: 35, column: 5, scope: !13)
!113 = !DILocation(line: 36, column: 5, scope: !13, atomGroup: 14, atomRank: 1)
!114 = !DILocation(line: 34, column: 42, scope: !13)
!115 = !DILocation(line: 34, column: 52, scope: !13)
!116 = !DILocation(line: 34, column: 49, scope: !13)
!117 = !DILocation(line: 34, column: 39, scope: !13, atomGroup: 10, atomRank: 2)
!118 = !DILocation(line: 34, column: 33, scope: !13, atomGroup: 11, atomRank: 2)
!119 = !DILocation(line: 34, column: 5, scope: !13, atomGroup: 9, atomRank: 1)
!120 = distinct !{!120, !109, !121, !49, !50}
!121 = !DILocation(line: 34, column: 55, scope: !13)
!122 = !DISubprogram(name: "malloc", scope: !24, file: !24, line: 682, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubprogram(name: "printf", scope: !124, file: !124, line: 370, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: ".")
!125 = !DISubprogram(name: "strtol", scope: !24, file: !24, line: 181, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
