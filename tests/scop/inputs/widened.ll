; ModuleID = '/work/main/tests/scop/inputs/widened.c'
source_filename = "/work/main/tests/scop/inputs/widened.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @widened(i32 noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %5, label %6, label %19, !dbg !18

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %1 to i64, !dbg !18
  %9 = zext nneg i32 %0 to i64, !dbg !19
  br label %10, !dbg !18

10:                                               ; preds = %6, %20
  %11 = phi i64 [ 0, %6 ], [ %21, %20 ]
  br i1 %7, label %14, label %12, !dbg !20

12:                                               ; preds = %10
  %13 = add nuw nsw i64 %11, 1, !dbg !21
  br label %20, !dbg !20

14:                                               ; preds = %10
  %15 = mul nuw nsw i64 %11, %8
  %16 = add nuw nsw i64 %11, 1
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = uitofp nneg i32 %17 to double
  br label %23, !dbg !20

19:                                               ; preds = %20, %4
  ret void, !dbg !22

20:                                               ; preds = %23, %12
  %21 = phi i64 [ %13, %12 ], [ %16, %23 ], !dbg !21
  %22 = icmp eq i64 %21, %9, !dbg !19
  br i1 %22, label %19, label %10, !dbg !23, !llvm.loop !24

23:                                               ; preds = %14, %23
  %24 = phi i64 [ 0, %14 ], [ %32, %23 ]
  %25 = add nuw nsw i64 %24, %15, !dbg !29
  %26 = getelementptr inbounds nuw double, ptr %2, i64 %25, !dbg !30
  %27 = load double, ptr %26, align 8, !dbg !30, !tbaa !31
  %28 = getelementptr inbounds nuw double, ptr %2, i64 %24, !dbg !33
  %29 = load double, ptr %28, align 8, !dbg !33, !tbaa !31
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %18, double %27), !dbg !34
  %31 = getelementptr inbounds nuw double, ptr %3, i64 %25, !dbg !35
  store double %30, ptr %31, align 8, !dbg !36, !tbaa !31
  %32 = add nuw nsw i64 %24, 1, !dbg !37
  %33 = icmp eq i64 %32, %8, !dbg !38
  br i1 %33, label %20, label %23, !dbg !39, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !42 {
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %15, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !48
  %6 = load ptr, ptr %5, align 8, !dbg !48, !tbaa !49
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !56
  %9 = icmp eq i32 %0, 2, !dbg !57
  br i1 %9, label %15, label %10, !dbg !59

10:                                               ; preds = %4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !60
  %12 = load ptr, ptr %11, align 8, !dbg !60, !tbaa !49
  %13 = tail call i64 @strtol(ptr noundef nonnull captures(none) %12, ptr noundef null, i32 noundef 10) #7, !dbg !61
  %14 = trunc i64 %13 to i32, !dbg !63
  br label %15, !dbg !64

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 17, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 21, %4 ], [ 21, %2 ], !dbg !65
  %18 = sext i32 %16 to i64, !dbg !66
  %19 = sext i32 %17 to i64, !dbg !67
  %20 = mul nsw i64 %19, %18, !dbg !68
  %21 = tail call noalias ptr @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !69
  %22 = tail call noalias ptr @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !70
  %23 = mul nsw i32 %17, %16
  %24 = icmp sgt i32 %23, 0, !dbg !71
  br i1 %24, label %25, label %27, !dbg !72

25:                                               ; preds = %15
  %26 = zext nneg i32 %23 to i64, !dbg !73
  br label %46, !dbg !74

27:                                               ; preds = %46, %15
  tail call void @widened(i32 noundef %16, i32 noundef %17, ptr noundef %21, ptr noundef %22), !dbg !75
  %28 = icmp sgt i64 %20, 0, !dbg !76
  br i1 %28, label %29, label %42, !dbg !79

29:                                               ; preds = %27, %29
  %30 = phi i64 [ %40, %29 ], [ 0, %27 ]
  %31 = phi double [ %39, %29 ], [ 0.000000e+00, %27 ]
  %32 = phi double [ %35, %29 ], [ 0.000000e+00, %27 ]
  %33 = getelementptr inbounds nuw double, ptr %22, i64 %30, !dbg !80
  %34 = load double, ptr %33, align 8, !dbg !80, !tbaa !31
  %35 = fadd double %32, %34, !dbg !81
  %36 = urem i64 %30, 97, !dbg !82
  %37 = add nuw nsw i64 %36, 1, !dbg !83
  %38 = uitofp nneg i64 %37 to double, !dbg !84
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %38, double %31), !dbg !85
  %40 = add nuw nsw i64 %30, 1, !dbg !86
  %41 = icmp eq i64 %40, %20, !dbg !87
  br i1 %41, label %42, label %29, !dbg !88, !llvm.loop !89

42:                                               ; preds = %29, %27
  %43 = phi double [ 0.000000e+00, %27 ], [ %35, %29 ], !dbg !92
  %44 = phi double [ 0.000000e+00, %27 ], [ %39, %29 ], !dbg !92
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %43, double noundef %44), !dbg !93
  tail call void @free(ptr noundef %21) #7, !dbg !94
  tail call void @free(ptr noundef %22) #7, !dbg !95
  ret i32 0, !dbg !96

46:                                               ; preds = %25, %46
  %47 = phi i64 [ 0, %25 ], [ %52, %46 ]
  %48 = trunc nuw nsw i64 %47 to i32, !dbg !97
  %49 = urem i32 %48, 17, !dbg !97
  %50 = uitofp nneg i32 %49 to double, !dbg !98
  %51 = getelementptr inbounds nuw double, ptr %21, i64 %47, !dbg !99
  store double %50, ptr %51, align 8, !dbg !100, !tbaa !31
  %52 = add nuw nsw i64 %47, 1, !dbg !101
  %53 = icmp eq i64 %52, %26, !dbg !73
  br i1 %53, label %27, label %46, !dbg !102, !llvm.loop !103
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !105 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !106 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !107 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !108 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/widened.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "widened", scope: !14, file: !14, line: 5, type: !15, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/widened.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 15, atomRank: 1)
!18 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 16, atomRank: 1)
!19 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 8, column: 9, scope: !13, atomGroup: 14, atomRank: 1)
!21 = !DILocation(line: 7, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!22 = !DILocation(line: 10, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!23 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!24 = distinct !{!24, !25, !26, !27, !28}
!25 = !DILocation(line: 7, column: 5, scope: !13)
!26 = !DILocation(line: 9, column: 64, scope: !13)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 9, column: 36, scope: !13)
!30 = !DILocation(line: 9, column: 28, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !11, i64 0}
!33 = !DILocation(line: 9, column: 43, scope: !13)
!34 = !DILocation(line: 9, column: 41, scope: !13, atomGroup: 7, atomRank: 2)
!35 = !DILocation(line: 9, column: 13, scope: !13)
!36 = !DILocation(line: 9, column: 26, scope: !13, atomGroup: 7, atomRank: 1)
!37 = !DILocation(line: 8, column: 33, scope: !13, atomGroup: 8, atomRank: 2)
!38 = !DILocation(line: 8, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!39 = !DILocation(line: 8, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!40 = distinct !{!40, !41, !26, !27, !28}
!41 = !DILocation(line: 8, column: 9, scope: !13)
!42 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 12, type: !15, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!43 = !DILocation(line: 21, column: 17, scope: !44, inlinedAt: !46, atomGroup: 2, atomRank: 2)
!44 = distinct !DISubprogram(name: "size_arg", scope: !45, file: !45, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!45 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!46 = distinct !DILocation(line: 14, column: 13, scope: !42)
!47 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !46, atomGroup: 2, atomRank: 1)
!48 = !DILocation(line: 21, column: 28, scope: !44, inlinedAt: !46)
!49 = !{!50, !50, i64 0}
!50 = !{!"p1 omnipotent char", !51, i64 0}
!51 = !{!"any pointer", !11, i64 0}
!52 = !DILocation(line: 487, column: 16, scope: !53, inlinedAt: !55, atomGroup: 1, atomRank: 3)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!54 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!55 = distinct !DILocation(line: 21, column: 23, scope: !44, inlinedAt: !46)
!56 = !DILocation(line: 487, column: 10, scope: !53, inlinedAt: !55, atomGroup: 1, atomRank: 2)
!57 = !DILocation(line: 21, column: 17, scope: !44, inlinedAt: !58, atomGroup: 2, atomRank: 2)
!58 = distinct !DILocation(line: 14, column: 46, scope: !42)
!59 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !58, atomGroup: 2, atomRank: 1)
!60 = !DILocation(line: 21, column: 28, scope: !44, inlinedAt: !58)
!61 = !DILocation(line: 487, column: 16, scope: !53, inlinedAt: !62, atomGroup: 1, atomRank: 3)
!62 = distinct !DILocation(line: 21, column: 23, scope: !44, inlinedAt: !58)
!63 = !DILocation(line: 487, column: 10, scope: !53, inlinedAt: !62, atomGroup: 1, atomRank: 2)
!64 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !58)
!65 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !58, atomGroup: 1, atomRank: 2)
!66 = !DILocation(line: 15, column: 24, scope: !42)
!67 = !DILocation(line: 15, column: 36, scope: !42)
!68 = !DILocation(line: 15, column: 34, scope: !42)
!69 = !DILocation(line: 15, column: 17, scope: !42, atomGroup: 3, atomRank: 2)
!70 = !DILocation(line: 16, column: 17, scope: !42, atomGroup: 4, atomRank: 2)
!71 = !DILocation(line: 17, column: 23, scope: !42, atomGroup: 21, atomRank: 1)
!72 = !DILocation(line: 17, column: 5, scope: !42, atomGroup: 22, atomRank: 1)
!73 = !DILocation(line: 17, column: 23, scope: !42, atomGroup: 6, atomRank: 1)
!74 = !DILocation(line: 17, column: 5, scope: !42)
!75 = !DILocation(line: 19, column: 5, scope: !42)
!76 = !DILocation(line: 12, column: 24, scope: !77, inlinedAt: !78, atomGroup: 17, atomRank: 1)
!77 = distinct !DISubprogram(name: "checksum", scope: !45, file: !45, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!78 = distinct !DILocation(line: 20, column: 5, scope: !42)
!79 = !DILocation(line: 12, column: 5, scope: !77, inlinedAt: !78, atomGroup: 18, atomRank: 1)
!80 = !DILocation(line: 13, column: 16, scope: !77, inlinedAt: !78)
!81 = !DILocation(line: 13, column: 13, scope: !77, inlinedAt: !78, atomGroup: 6, atomRank: 2)
!82 = !DILocation(line: 14, column: 39, scope: !77, inlinedAt: !78)
!83 = !DILocation(line: 14, column: 44, scope: !77, inlinedAt: !78)
!84 = !DILocation(line: 14, column: 28, scope: !77, inlinedAt: !78)
!85 = !DILocation(line: 14, column: 18, scope: !77, inlinedAt: !78, atomGroup: 7, atomRank: 2)
!86 = !DILocation(line: 12, column: 34, scope: !77, inlinedAt: !78, atomGroup: 8, atomRank: 2)
!87 = !DILocation(line: 12, column: 24, scope: !77, inlinedAt: !78, atomGroup: 4, atomRank: 1)
!88 = !DILocation(line: 12, column: 5, scope: !77, inlinedAt: !78, atomGroup: 5, atomRank: 1)
!89 = distinct !{!89, !90, !91, !27, !28}
!90 = !DILocation(line: 12, column: 5, scope: !77, inlinedAt: !78)
!91 = !DILocation(line: 15, column: 5, scope: !77, inlinedAt: !78)
!92 = !DILocation(line: 0, scope: !77, inlinedAt: !78)
!93 = !DILocation(line: 16, column: 5, scope: !77, inlinedAt: !78)
!94 = !DILocation(line: 21, column: 5, scope: !42)
!95 = !DILocation(line: 22, column: 5, scope: !42)
!96 = !DILocation(line: 23, column: 5, scope: !42, atomGroup: 12, atomRank: 1)
!97 = !DILocation(line: 18, column: 27, scope: !42, atomGroup: 8, atomRank: 3)
!98 = !DILocation(line: 18, column: 16, scope: !42, atomGroup: 8, atomRank: 2)
!99 = !DILocation(line: 18, column: 9, scope: !42)
!100 = !DILocation(line: 18, column: 14, scope: !42, atomGroup: 8, atomRank: 1)
!101 = !DILocation(line: 17, column: 33, scope: !42, atomGroup: 9, atomRank: 2)
!102 = !DILocation(line: 17, column: 5, scope: !42, atomGroup: 7, atomRank: 1)
!103 = distinct !{!103, !74, !104, !27, !28}
!104 = !DILocation(line: 18, column: 31, scope: !42)
!105 = !DISubprogram(name: "calloc", scope: !54, file: !54, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubprogram(name: "free", scope: !54, file: !54, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubprogram(name: "strtol", scope: !54, file: !54, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubprogram(name: "printf", scope: !109, file: !109, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
