; ModuleID = 'tests/scop/inputs/unsigned.c'
source_filename = "tests/scop/inputs/unsigned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scale(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = icmp ult i32 %0, %1, !dbg !16
  br i1 %5, label %6, label %13, !dbg !17

6:                                                ; preds = %4
  %7 = icmp eq i32 %2, 0
  %8 = zext i32 %2 to i64
  br label %9, !dbg !17

9:                                                ; preds = %6, %14
  %10 = phi i32 [ %0, %6 ], [ %15, %14 ]
  br i1 %7, label %14, label %11, !dbg !18

11:                                               ; preds = %9
  %12 = shl i32 %10, 6
  br label %17, !dbg !18

13:                                               ; preds = %14, %4
  ret void, !dbg !19

14:                                               ; preds = %17, %9
  %15 = add nuw i32 %10, 1, !dbg !20
  %16 = icmp eq i32 %15, %1, !dbg !21
  br i1 %16, label %13, label %9, !dbg !22, !llvm.loop !23

17:                                               ; preds = %11, %17
  %18 = phi i64 [ 0, %11 ], [ %26, %17 ]
  %19 = trunc nuw i64 %18 to i32, !dbg !28
  %20 = add i32 %12, %19, !dbg !28
  %21 = zext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds nuw double, ptr %3, i64 %21, !dbg !29
  %23 = load double, ptr %22, align 8, !dbg !29, !tbaa !30
  %24 = uitofp i32 %19 to double, !dbg !32
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %24), !dbg !33
  store double %25, ptr %22, align 8, !dbg !34, !tbaa !30
  %26 = add nuw nsw i64 %18, 1, !dbg !35
  %27 = icmp eq i64 %26, %8, !dbg !36
  br i1 %27, label %14, label %17, !dbg !37, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !40 {
  %3 = icmp sgt i32 %0, 1, !dbg !41
  br i1 %3, label %4, label %21, !dbg !45

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !46
  %6 = load ptr, ptr %5, align 8, !dbg !46, !tbaa !47
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !50
  %8 = trunc i64 %7 to i32, !dbg !54
  %9 = icmp eq i32 %0, 2, !dbg !55
  br i1 %9, label %21, label %10, !dbg !57

10:                                               ; preds = %4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !58
  %12 = load ptr, ptr %11, align 8, !dbg !58, !tbaa !47
  %13 = tail call i64 @strtol(ptr noundef nonnull captures(none) %12, ptr noundef null, i32 noundef 10) #7, !dbg !59
  %14 = trunc i64 %13 to i32, !dbg !61
  %15 = icmp samesign ugt i32 %0, 3, !dbg !62
  br i1 %15, label %16, label %21, !dbg !64

16:                                               ; preds = %10
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !65
  %18 = load ptr, ptr %17, align 8, !dbg !65, !tbaa !47
  %19 = tail call i64 @strtol(ptr noundef nonnull captures(none) %18, ptr noundef null, i32 noundef 10) #7, !dbg !66
  %20 = trunc i64 %19 to i32, !dbg !68
  br label %21, !dbg !69

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 30, %4 ], [ 30, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 3, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 50, %10 ], [ 50, %4 ], [ 50, %2 ], !dbg !70
  %25 = tail call noalias dereferenceable_or_null(32768) ptr @calloc(i64 noundef 4096, i64 noundef 8) #8, !dbg !71
  br label %43, !dbg !72

26:                                               ; preds = %43
  tail call void @scale(i32 noundef %23, i32 noundef %22, i32 noundef %24, ptr noundef nonnull %25), !dbg !73
  br label %27, !dbg !74

27:                                               ; preds = %27, %26
  %28 = phi i64 [ 0, %26 ], [ %39, %27 ]
  %29 = phi double [ 0.000000e+00, %26 ], [ %38, %27 ]
  %30 = phi double [ 0.000000e+00, %26 ], [ %33, %27 ]
  %31 = getelementptr inbounds nuw double, ptr %25, i64 %28, !dbg !77
  %32 = load double, ptr %31, align 8, !dbg !77, !tbaa !30
  %33 = fadd double %30, %32, !dbg !78
  %34 = trunc nuw nsw i64 %28 to i16, !dbg !79
  %35 = urem i16 %34, 97, !dbg !79
  %36 = add nuw nsw i16 %35, 1, !dbg !80
  %37 = uitofp nneg i16 %36 to double, !dbg !81
  %38 = tail call double @llvm.fmuladd.f64(double %32, double %37, double %29), !dbg !82
  %39 = add nuw nsw i64 %28, 1, !dbg !83
  %40 = icmp eq i64 %39, 4096, !dbg !84
  br i1 %40, label %41, label %27, !dbg !85, !llvm.loop !86

41:                                               ; preds = %27
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %33, double noundef %38), !dbg !89
  tail call void @free(ptr noundef nonnull %25) #7, !dbg !90
  ret i32 0, !dbg !91

43:                                               ; preds = %21, %43
  %44 = phi i64 [ 0, %21 ], [ %49, %43 ]
  %45 = trunc i64 %44 to i16, !dbg !92
  %46 = urem i16 %45, 23, !dbg !92
  %47 = uitofp nneg i16 %46 to double, !dbg !93
  %48 = getelementptr inbounds nuw double, ptr %25, i64 %44, !dbg !94
  store double %47, ptr %48, align 8, !dbg !95, !tbaa !30
  %49 = add nuw nsw i64 %44, 1, !dbg !96
  %50 = icmp eq i64 %49, 4096, !dbg !97
  br i1 %50, label %26, label %43, !dbg !98, !llvm.loop !99
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !102 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !103 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !104 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !105 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "tests/scop/inputs/unsigned.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 6, type: !14, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 8, column: 29, scope: !13, atomGroup: 15, atomRank: 1)
!17 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 16, atomRank: 1)
!18 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 14, atomRank: 1)
!19 = !DILocation(line: 11, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!20 = !DILocation(line: 8, column: 36, scope: !13, atomGroup: 10, atomRank: 2)
!21 = !DILocation(line: 8, column: 29, scope: !13, atomGroup: 2, atomRank: 1)
!22 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!23 = distinct !{!23, !24, !25, !26, !27}
!24 = !DILocation(line: 8, column: 5, scope: !13)
!25 = !DILocation(line: 10, column: 59, scope: !13)
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = !DILocation(line: 10, column: 38, scope: !13)
!29 = !DILocation(line: 10, column: 29, scope: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !11, i64 0}
!32 = !DILocation(line: 10, column: 51, scope: !13)
!33 = !DILocation(line: 10, column: 49, scope: !13, atomGroup: 7, atomRank: 2)
!34 = !DILocation(line: 10, column: 27, scope: !13, atomGroup: 7, atomRank: 1)
!35 = !DILocation(line: 9, column: 38, scope: !13, atomGroup: 8, atomRank: 2)
!36 = !DILocation(line: 9, column: 32, scope: !13, atomGroup: 5, atomRank: 1)
!37 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!38 = distinct !{!38, !39, !25, !26, !27}
!39 = !DILocation(line: 9, column: 9, scope: !13)
!40 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !14, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!41 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !44, atomGroup: 2, atomRank: 2)
!42 = distinct !DISubprogram(name: "size_arg", scope: !43, file: !43, line: 19, type: !14, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!43 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!44 = distinct !DILocation(line: 15, column: 29, scope: !40)
!45 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !44, atomGroup: 2, atomRank: 1)
!46 = !DILocation(line: 21, column: 28, scope: !42, inlinedAt: !44)
!47 = !{!48, !48, i64 0}
!48 = !{!"p1 omnipotent char", !49, i64 0}
!49 = !{!"any pointer", !11, i64 0}
!50 = !DILocation(line: 487, column: 16, scope: !51, inlinedAt: !53, atomGroup: 1, atomRank: 3)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 485, type: !14, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!52 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!53 = distinct !DILocation(line: 21, column: 23, scope: !42, inlinedAt: !44)
!54 = !DILocation(line: 487, column: 10, scope: !51, inlinedAt: !53, atomGroup: 1, atomRank: 2)
!55 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !56, atomGroup: 2, atomRank: 2)
!56 = distinct !DILocation(line: 15, column: 72, scope: !40)
!57 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !56, atomGroup: 2, atomRank: 1)
!58 = !DILocation(line: 21, column: 28, scope: !42, inlinedAt: !56)
!59 = !DILocation(line: 487, column: 16, scope: !51, inlinedAt: !60, atomGroup: 1, atomRank: 3)
!60 = distinct !DILocation(line: 21, column: 23, scope: !42, inlinedAt: !56)
!61 = !DILocation(line: 487, column: 10, scope: !51, inlinedAt: !60, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !63, atomGroup: 2, atomRank: 2)
!63 = distinct !DILocation(line: 16, column: 28, scope: !40)
!64 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !63, atomGroup: 2, atomRank: 1)
!65 = !DILocation(line: 21, column: 28, scope: !42, inlinedAt: !63)
!66 = !DILocation(line: 487, column: 16, scope: !51, inlinedAt: !67, atomGroup: 1, atomRank: 3)
!67 = distinct !DILocation(line: 21, column: 23, scope: !42, inlinedAt: !63)
!68 = !DILocation(line: 487, column: 10, scope: !51, inlinedAt: !67, atomGroup: 1, atomRank: 2)
!69 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !63)
!70 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !63, atomGroup: 1, atomRank: 2)
!71 = !DILocation(line: 17, column: 17, scope: !40, atomGroup: 4, atomRank: 2)
!72 = !DILocation(line: 18, column: 5, scope: !40, atomGroup: 24, atomRank: 1)
!73 = !DILocation(line: 20, column: 5, scope: !40)
!74 = !DILocation(line: 12, column: 5, scope: !75, inlinedAt: !76, atomGroup: 18, atomRank: 1)
!75 = distinct !DISubprogram(name: "checksum", scope: !43, file: !43, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!76 = distinct !DILocation(line: 21, column: 5, scope: !40)
!77 = !DILocation(line: 13, column: 16, scope: !75, inlinedAt: !76)
!78 = !DILocation(line: 13, column: 13, scope: !75, inlinedAt: !76, atomGroup: 6, atomRank: 2)
!79 = !DILocation(line: 14, column: 39, scope: !75, inlinedAt: !76)
!80 = !DILocation(line: 14, column: 44, scope: !75, inlinedAt: !76)
!81 = !DILocation(line: 14, column: 28, scope: !75, inlinedAt: !76)
!82 = !DILocation(line: 14, column: 18, scope: !75, inlinedAt: !76, atomGroup: 7, atomRank: 2)
!83 = !DILocation(line: 12, column: 34, scope: !75, inlinedAt: !76, atomGroup: 8, atomRank: 2)
!84 = !DILocation(line: 12, column: 24, scope: !75, inlinedAt: !76, atomGroup: 4, atomRank: 1)
!85 = !DILocation(line: 12, column: 5, scope: !75, inlinedAt: !76, atomGroup: 5, atomRank: 1)
!86 = distinct !{!86, !87, !88, !26, !27}
!87 = !DILocation(line: 12, column: 5, scope: !75, inlinedAt: !76)
!88 = !DILocation(line: 15, column: 5, scope: !75, inlinedAt: !76)
!89 = !DILocation(line: 16, column: 5, scope: !75, inlinedAt: !76)
!90 = !DILocation(line: 22, column: 5, scope: !40)
!91 = !DILocation(line: 23, column: 5, scope: !40, atomGroup: 12, atomRank: 1)
!92 = !DILocation(line: 19, column: 27, scope: !40, atomGroup: 8, atomRank: 3)
!93 = !DILocation(line: 19, column: 16, scope: !40, atomGroup: 8, atomRank: 2)
!94 = !DILocation(line: 19, column: 9, scope: !40)
!95 = !DILocation(line: 19, column: 14, scope: !40, atomGroup: 8, atomRank: 1)
!96 = !DILocation(line: 18, column: 35, scope: !40, atomGroup: 9, atomRank: 2)
!97 = !DILocation(line: 18, column: 23, scope: !40, atomGroup: 6, atomRank: 1)
!98 = !DILocation(line: 18, column: 5, scope: !40, atomGroup: 7, atomRank: 1)
!99 = distinct !{!99, !100, !101, !26, !27}
!100 = !DILocation(line: 18, column: 5, scope: !40)
!101 = !DILocation(line: 19, column: 31, scope: !40)
!102 = !DISubprogram(name: "calloc", scope: !52, file: !52, line: 685, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubprogram(name: "free", scope: !52, file: !52, line: 697, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubprogram(name: "strtol", scope: !52, file: !52, line: 181, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 370, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
