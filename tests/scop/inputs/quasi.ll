; ModuleID = '/work/main/tests/scop/inputs/quasi.c'
source_filename = "/work/main/tests/scop/inputs/quasi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @quasi(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %0, 1, !dbg !17
  br i1 %4, label %5, label %8, !dbg !18

5:                                                ; preds = %3
  %6 = lshr i32 %0, 1
  %7 = zext nneg i32 %6 to i64, !dbg !19
  br label %9, !dbg !20

8:                                                ; preds = %27, %3
  ret void, !dbg !21

9:                                                ; preds = %5, %27
  %10 = phi i64 [ 0, %5 ], [ %30, %27 ]
  %11 = trunc nuw nsw i64 %10 to i32, !dbg !22
  %12 = urem i32 %11, 3, !dbg !22
  %13 = icmp eq i32 %12, 0, !dbg !23
  br i1 %13, label %14, label %20, !dbg !24

14:                                               ; preds = %9
  %15 = lshr i64 %10, 1, !dbg !25
  %16 = and i64 %15, 2147483647, !dbg !26
  %17 = getelementptr inbounds nuw double, ptr %1, i64 %16, !dbg !26
  %18 = load double, ptr %17, align 8, !dbg !26, !tbaa !27
  %19 = fadd double %18, 1.000000e+00, !dbg !29
  br label %27, !dbg !30

20:                                               ; preds = %9
  %21 = shl nuw nsw i64 %10, 4, !dbg !31
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 %21, !dbg !31
  %23 = load double, ptr %22, align 8, !dbg !31, !tbaa !27
  %24 = and i32 %11, 3, !dbg !32
  %25 = uitofp nneg i32 %24 to double, !dbg !33
  %26 = fsub double %23, %25, !dbg !34
  br label %27

27:                                               ; preds = %14, %20
  %28 = phi double [ %19, %14 ], [ %26, %20 ], !dbg !35
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %10, !dbg !35
  store double %28, ptr %29, align 8, !dbg !35, !tbaa !27
  %30 = add nuw nsw i64 %10, 1, !dbg !36
  %31 = icmp eq i64 %30, %7, !dbg !19
  br i1 %31, label %8, label %9, !dbg !37, !llvm.loop !38
}

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 !dbg !42 {
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %9, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !48
  %6 = load ptr, ptr %5, align 8, !dbg !48, !tbaa !49
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !56
  br label %9, !dbg !57

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 51, %2 ], !dbg !58
  %11 = sext i32 %10 to i64, !dbg !59
  %12 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !60
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !61
  %14 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %14, label %15, label %17, !dbg !63

15:                                               ; preds = %9
  %16 = zext nneg i32 %10 to i64, !dbg !64
  br label %36, !dbg !65

17:                                               ; preds = %9
  tail call void @quasi(i32 noundef %10, ptr noundef %12, ptr noundef %13), !dbg !66
  br label %32, !dbg !67

18:                                               ; preds = %36
  tail call void @quasi(i32 noundef %10, ptr noundef nonnull %12, ptr noundef %13), !dbg !66
  br label %19, !dbg !70

19:                                               ; preds = %18, %19
  %20 = phi i64 [ %30, %19 ], [ 0, %18 ]
  %21 = phi double [ %29, %19 ], [ 0.000000e+00, %18 ]
  %22 = phi double [ %25, %19 ], [ 0.000000e+00, %18 ]
  %23 = getelementptr inbounds nuw double, ptr %13, i64 %20, !dbg !71
  %24 = load double, ptr %23, align 8, !dbg !71, !tbaa !27
  %25 = fadd double %22, %24, !dbg !72
  %26 = urem i64 %20, 97, !dbg !73
  %27 = add nuw nsw i64 %26, 1, !dbg !74
  %28 = uitofp nneg i64 %27 to double, !dbg !75
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %28, double %21), !dbg !76
  %30 = add nuw nsw i64 %20, 1, !dbg !77
  %31 = icmp eq i64 %30, %11, !dbg !78
  br i1 %31, label %32, label %19, !dbg !79, !llvm.loop !80

32:                                               ; preds = %19, %17
  %33 = phi double [ 0.000000e+00, %17 ], [ %25, %19 ], !dbg !82
  %34 = phi double [ 0.000000e+00, %17 ], [ %29, %19 ], !dbg !82
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %33, double noundef %34), !dbg !83
  tail call void @free(ptr noundef %12) #7, !dbg !84
  tail call void @free(ptr noundef %13) #7, !dbg !85
  ret i32 0, !dbg !86

36:                                               ; preds = %15, %36
  %37 = phi i64 [ 0, %15 ], [ %43, %36 ]
  %38 = trunc nuw nsw i64 %37 to i32, !dbg !87
  %39 = urem i32 %38, 7, !dbg !87
  %40 = uitofp nneg i32 %39 to double, !dbg !88
  %41 = fadd double %40, 2.500000e-01, !dbg !89
  %42 = getelementptr inbounds nuw double, ptr %12, i64 %37, !dbg !90
  store double %41, ptr %42, align 8, !dbg !91, !tbaa !27
  %43 = add nuw nsw i64 %37, 1, !dbg !92
  %44 = icmp eq i64 %43, %16, !dbg !64
  br i1 %44, label %18, label %36, !dbg !93, !llvm.loop !94
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !96 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !97 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !98 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !99 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/quasi.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "quasi", scope: !14, file: !14, line: 5, type: !15, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/quasi.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 12, atomRank: 1)
!18 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 13, atomRank: 1)
!19 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 7, column: 5, scope: !13)
!21 = !DILocation(line: 13, column: 1, scope: !13, atomGroup: 9, atomRank: 1)
!22 = !DILocation(line: 8, column: 15, scope: !13)
!23 = !DILocation(line: 8, column: 19, scope: !13, atomGroup: 4, atomRank: 2)
!24 = !DILocation(line: 8, column: 19, scope: !13, atomGroup: 4, atomRank: 1)
!25 = !DILocation(line: 9, column: 24, scope: !13)
!26 = !DILocation(line: 9, column: 20, scope: !13)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !11, i64 0}
!29 = !DILocation(line: 9, column: 29, scope: !13, atomGroup: 5, atomRank: 2)
!30 = !DILocation(line: 9, column: 13, scope: !13)
!31 = !DILocation(line: 11, column: 20, scope: !13)
!32 = !DILocation(line: 11, column: 42, scope: !13)
!33 = !DILocation(line: 11, column: 31, scope: !13)
!34 = !DILocation(line: 11, column: 29, scope: !13, atomGroup: 6, atomRank: 2)
!35 = !DILocation(line: 0, scope: !13)
!36 = !DILocation(line: 7, column: 33, scope: !13, atomGroup: 7, atomRank: 2)
!37 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!38 = distinct !{!38, !20, !39, !40, !41}
!39 = !DILocation(line: 12, column: 5, scope: !13)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 15, type: !15, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!43 = !DILocation(line: 21, column: 17, scope: !44, inlinedAt: !46, atomGroup: 2, atomRank: 2)
!44 = distinct !DISubprogram(name: "size_arg", scope: !45, file: !45, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!45 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!46 = distinct !DILocation(line: 17, column: 13, scope: !42)
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
!57 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !46)
!58 = !DILocation(line: 21, column: 12, scope: !44, inlinedAt: !46, atomGroup: 1, atomRank: 2)
!59 = !DILocation(line: 18, column: 24, scope: !42)
!60 = !DILocation(line: 18, column: 17, scope: !42, atomGroup: 2, atomRank: 2)
!61 = !DILocation(line: 19, column: 17, scope: !42, atomGroup: 3, atomRank: 2)
!62 = !DILocation(line: 20, column: 23, scope: !42, atomGroup: 16, atomRank: 1)
!63 = !DILocation(line: 20, column: 5, scope: !42, atomGroup: 17, atomRank: 1)
!64 = !DILocation(line: 20, column: 23, scope: !42, atomGroup: 5, atomRank: 1)
!65 = !DILocation(line: 20, column: 5, scope: !42)
!66 = !DILocation(line: 22, column: 5, scope: !42)
!67 = !DILocation(line: 12, column: 5, scope: !68, inlinedAt: !69, atomGroup: 15, atomRank: 1)
!68 = distinct !DISubprogram(name: "checksum", scope: !45, file: !45, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!69 = distinct !DILocation(line: 23, column: 5, scope: !42)
!70 = !DILocation(line: 12, column: 5, scope: !68, inlinedAt: !69)
!71 = !DILocation(line: 13, column: 16, scope: !68, inlinedAt: !69)
!72 = !DILocation(line: 13, column: 13, scope: !68, inlinedAt: !69, atomGroup: 6, atomRank: 2)
!73 = !DILocation(line: 14, column: 39, scope: !68, inlinedAt: !69)
!74 = !DILocation(line: 14, column: 44, scope: !68, inlinedAt: !69)
!75 = !DILocation(line: 14, column: 28, scope: !68, inlinedAt: !69)
!76 = !DILocation(line: 14, column: 18, scope: !68, inlinedAt: !69, atomGroup: 7, atomRank: 2)
!77 = !DILocation(line: 12, column: 34, scope: !68, inlinedAt: !69, atomGroup: 8, atomRank: 2)
!78 = !DILocation(line: 12, column: 24, scope: !68, inlinedAt: !69, atomGroup: 4, atomRank: 1)
!79 = !DILocation(line: 12, column: 5, scope: !68, inlinedAt: !69, atomGroup: 5, atomRank: 1)
!80 = distinct !{!80, !70, !81, !40, !41}
!81 = !DILocation(line: 15, column: 5, scope: !68, inlinedAt: !69)
!82 = !DILocation(line: 0, scope: !68, inlinedAt: !69)
!83 = !DILocation(line: 16, column: 5, scope: !68, inlinedAt: !69)
!84 = !DILocation(line: 24, column: 5, scope: !42)
!85 = !DILocation(line: 25, column: 5, scope: !42)
!86 = !DILocation(line: 26, column: 5, scope: !42, atomGroup: 11, atomRank: 1)
!87 = !DILocation(line: 21, column: 27, scope: !42)
!88 = !DILocation(line: 21, column: 16, scope: !42)
!89 = !DILocation(line: 21, column: 32, scope: !42, atomGroup: 7, atomRank: 2)
!90 = !DILocation(line: 21, column: 9, scope: !42)
!91 = !DILocation(line: 21, column: 14, scope: !42, atomGroup: 7, atomRank: 1)
!92 = !DILocation(line: 20, column: 29, scope: !42, atomGroup: 8, atomRank: 2)
!93 = !DILocation(line: 20, column: 5, scope: !42, atomGroup: 6, atomRank: 1)
!94 = distinct !{!94, !65, !95, !40, !41}
!95 = !DILocation(line: 21, column: 34, scope: !42)
!96 = !DISubprogram(name: "calloc", scope: !54, file: !54, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubprogram(name: "free", scope: !54, file: !54, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubprogram(name: "strtol", scope: !54, file: !54, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubprogram(name: "printf", scope: !100, file: !100, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
