; ModuleID = '/work/main/tests/scop/inputs/minmax.c'
source_filename = "/work/main/tests/scop/inputs/minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @band(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = zext i32 %0 to i64
  %5 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %5, label %7, label %6, !dbg !18

6:                                                ; preds = %23, %3
  ret void, !dbg !19

7:                                                ; preds = %3, %23
  %8 = phi i64 [ %24, %23 ], [ 0, %3 ]
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !20
  %10 = tail call i32 @llvm.smax.i32(i32 %9, i32 2), !dbg !20
  %11 = add nsw i32 %10, -2, !dbg !20
  %12 = trunc i64 %8 to i32, !dbg !21
  %13 = add i32 %12, 3, !dbg !21
  %14 = tail call i32 @llvm.smin.i32(i32 %13, i32 %0), !dbg !21
  %15 = icmp slt i32 %11, %14, !dbg !22
  br i1 %15, label %16, label %23, !dbg !23

16:                                               ; preds = %7
  %17 = zext nneg i32 %10 to i64, !dbg !20
  %18 = add nsw i64 %17, -2, !dbg !20
  %19 = mul nuw nsw i64 %8, %4
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %21 = getelementptr inbounds nuw double, ptr %2, i64 %19
  %22 = zext nneg i32 %14 to i64, !dbg !23
  br label %26, !dbg !23

23:                                               ; preds = %26, %7
  %24 = add nuw nsw i64 %8, 1, !dbg !24
  %25 = icmp eq i64 %24, %4, !dbg !25
  br i1 %25, label %6, label %7, !dbg !26, !llvm.loop !27

26:                                               ; preds = %16, %26
  %27 = phi i64 [ %18, %16 ], [ %35, %26 ]
  %28 = getelementptr inbounds double, ptr %20, i64 %27, !dbg !32
  %29 = load double, ptr %28, align 8, !dbg !32, !tbaa !33
  %30 = sub nsw i64 %8, %27, !dbg !35
  %31 = trunc nsw i64 %30 to i32, !dbg !36
  %32 = sitofp i32 %31 to double, !dbg !36
  %33 = tail call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %32), !dbg !37
  %34 = getelementptr inbounds double, ptr %21, i64 %27, !dbg !38
  store double %33, ptr %34, align 8, !dbg !39, !tbaa !33
  %35 = add nuw nsw i64 %27, 1, !dbg !40
  %36 = icmp slt i64 %35, %22, !dbg !41
  br i1 %36, label %26, label %23, !dbg !42, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !46 {
  %3 = icmp sgt i32 %0, 1, !dbg !47
  br i1 %3, label %4, label %9, !dbg !51

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !52
  %6 = load ptr, ptr %5, align 8, !dbg !52, !tbaa !53
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #8, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !60
  br label %9, !dbg !61

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 23, %2 ], !dbg !62
  %11 = zext i32 %10 to i64, !dbg !63
  %12 = sext i32 %10 to i64, !dbg !64
  %13 = mul nsw i64 %12, %12, !dbg !65
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #9, !dbg !66
  %15 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #9, !dbg !67
  %16 = icmp sgt i32 %10, 0, !dbg !68
  br i1 %16, label %17, label %22, !dbg !69

17:                                               ; preds = %9, %41
  %18 = phi i64 [ %42, %41 ], [ 0, %9 ]
  %19 = mul nuw nsw i64 %18, 7
  %20 = mul nuw nsw i64 %18, %11
  %21 = getelementptr inbounds nuw double, ptr %14, i64 %20
  br label %44, !dbg !70

22:                                               ; preds = %41, %9
  tail call void @band(i32 noundef %10, ptr noundef %14, ptr noundef %15), !dbg !71
  %23 = icmp eq i32 %10, 0, !dbg !72
  br i1 %23, label %37, label %24, !dbg !75

24:                                               ; preds = %22, %24
  %25 = phi i64 [ %35, %24 ], [ 0, %22 ]
  %26 = phi double [ %34, %24 ], [ 0.000000e+00, %22 ]
  %27 = phi double [ %30, %24 ], [ 0.000000e+00, %22 ]
  %28 = getelementptr inbounds nuw double, ptr %15, i64 %25, !dbg !76
  %29 = load double, ptr %28, align 8, !dbg !76, !tbaa !33
  %30 = fadd double %27, %29, !dbg !77
  %31 = urem i64 %25, 97, !dbg !78
  %32 = add nuw nsw i64 %31, 1, !dbg !79
  %33 = uitofp nneg i64 %32 to double, !dbg !80
  %34 = tail call double @llvm.fmuladd.f64(double %29, double %33, double %26), !dbg !81
  %35 = add nuw nsw i64 %25, 1, !dbg !82
  %36 = icmp eq i64 %35, %13, !dbg !83
  br i1 %36, label %37, label %24, !dbg !84, !llvm.loop !85

37:                                               ; preds = %24, %22
  %38 = phi double [ 0.000000e+00, %22 ], [ %30, %24 ], !dbg !88
  %39 = phi double [ 0.000000e+00, %22 ], [ %34, %24 ], !dbg !88
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %38, double noundef %39), !dbg !89
  tail call void @free(ptr noundef %14) #8, !dbg !90
  tail call void @free(ptr noundef %15) #8, !dbg !91
  ret i32 0, !dbg !92

41:                                               ; preds = %44
  %42 = add nuw nsw i64 %18, 1, !dbg !93
  %43 = icmp eq i64 %42, %11, !dbg !94
  br i1 %43, label %22, label %17, !dbg !95, !llvm.loop !96

44:                                               ; preds = %17, %44
  %45 = phi i64 [ 0, %17 ], [ %52, %44 ]
  %46 = mul nuw nsw i64 %45, 3, !dbg !99
  %47 = add nuw nsw i64 %46, %19, !dbg !100
  %48 = trunc nuw i64 %47 to i32, !dbg !101
  %49 = urem i32 %48, 11, !dbg !101
  %50 = uitofp nneg i32 %49 to double, !dbg !102
  %51 = getelementptr inbounds nuw double, ptr %21, i64 %45, !dbg !103
  store double %50, ptr %51, align 8, !dbg !104, !tbaa !33
  %52 = add nuw nsw i64 %45, 1, !dbg !105
  %53 = icmp eq i64 %52, %11, !dbg !106
  br i1 %53, label %41, label %44, !dbg !107, !llvm.loop !108
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !110 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !111 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !112 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !113 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/minmax.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "band", scope: !14, file: !14, line: 5, type: !15, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/minmax.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 19, atomRank: 1)
!18 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 20, atomRank: 1)
!19 = !DILocation(line: 13, column: 1, scope: !13, atomGroup: 16, atomRank: 1)
!20 = !DILocation(line: 8, column: 18, scope: !13, atomGroup: 5, atomRank: 1)
!21 = !DILocation(line: 9, column: 18, scope: !13, atomGroup: 7, atomRank: 1)
!22 = !DILocation(line: 10, column: 28, scope: !13, atomGroup: 17, atomRank: 1)
!23 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 18, atomRank: 1)
!24 = !DILocation(line: 7, column: 29, scope: !13, atomGroup: 14, atomRank: 2)
!25 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!26 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!27 = distinct !{!27, !28, !29, !30, !31}
!28 = !DILocation(line: 7, column: 5, scope: !13)
!29 = !DILocation(line: 12, column: 5, scope: !13)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !DILocation(line: 11, column: 23, scope: !13)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !11, i64 0}
!35 = !DILocation(line: 11, column: 50, scope: !13)
!36 = !DILocation(line: 11, column: 39, scope: !13)
!37 = !DILocation(line: 11, column: 37, scope: !13, atomGroup: 11, atomRank: 2)
!38 = !DILocation(line: 11, column: 13, scope: !13)
!39 = !DILocation(line: 11, column: 21, scope: !13, atomGroup: 11, atomRank: 1)
!40 = !DILocation(line: 10, column: 35, scope: !13, atomGroup: 12, atomRank: 2)
!41 = !DILocation(line: 10, column: 28, scope: !13, atomGroup: 9, atomRank: 1)
!42 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 10, atomRank: 1)
!43 = distinct !{!43, !44, !45, !30, !31}
!44 = !DILocation(line: 10, column: 9, scope: !13)
!45 = !DILocation(line: 11, column: 53, scope: !13)
!46 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 15, type: !15, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!47 = !DILocation(line: 21, column: 17, scope: !48, inlinedAt: !50, atomGroup: 2, atomRank: 2)
!48 = distinct !DISubprogram(name: "size_arg", scope: !49, file: !49, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!49 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!50 = distinct !DILocation(line: 17, column: 13, scope: !46)
!51 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !50, atomGroup: 2, atomRank: 1)
!52 = !DILocation(line: 21, column: 28, scope: !48, inlinedAt: !50)
!53 = !{!54, !54, i64 0}
!54 = !{!"p1 omnipotent char", !55, i64 0}
!55 = !{!"any pointer", !11, i64 0}
!56 = !DILocation(line: 487, column: 16, scope: !57, inlinedAt: !59, atomGroup: 1, atomRank: 3)
!57 = distinct !DISubprogram(name: "atoi", scope: !58, file: !58, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!58 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!59 = distinct !DILocation(line: 21, column: 23, scope: !48, inlinedAt: !50)
!60 = !DILocation(line: 487, column: 10, scope: !57, inlinedAt: !59, atomGroup: 1, atomRank: 2)
!61 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !50)
!62 = !DILocation(line: 21, column: 12, scope: !48, inlinedAt: !50, atomGroup: 1, atomRank: 2)
!63 = !DILocation(line: 18, column: 5, scope: !46)
!64 = !DILocation(line: 18, column: 29, scope: !46)
!65 = !DILocation(line: 18, column: 39, scope: !46)
!66 = !DILocation(line: 18, column: 22, scope: !46, atomGroup: 2, atomRank: 2)
!67 = !DILocation(line: 19, column: 22, scope: !46, atomGroup: 3, atomRank: 2)
!68 = !DILocation(line: 20, column: 23, scope: !46, atomGroup: 25, atomRank: 1)
!69 = !DILocation(line: 20, column: 5, scope: !46, atomGroup: 26, atomRank: 1)
!70 = !DILocation(line: 21, column: 9, scope: !46, atomGroup: 24, atomRank: 1)
!71 = !DILocation(line: 23, column: 5, scope: !46)
!72 = !DILocation(line: 12, column: 24, scope: !73, inlinedAt: !74, atomGroup: 21, atomRank: 1)
!73 = distinct !DISubprogram(name: "checksum", scope: !49, file: !49, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!74 = distinct !DILocation(line: 24, column: 5, scope: !46)
!75 = !DILocation(line: 12, column: 5, scope: !73, inlinedAt: !74, atomGroup: 22, atomRank: 1)
!76 = !DILocation(line: 13, column: 16, scope: !73, inlinedAt: !74)
!77 = !DILocation(line: 13, column: 13, scope: !73, inlinedAt: !74, atomGroup: 6, atomRank: 2)
!78 = !DILocation(line: 14, column: 39, scope: !73, inlinedAt: !74)
!79 = !DILocation(line: 14, column: 44, scope: !73, inlinedAt: !74)
!80 = !DILocation(line: 14, column: 28, scope: !73, inlinedAt: !74)
!81 = !DILocation(line: 14, column: 18, scope: !73, inlinedAt: !74, atomGroup: 7, atomRank: 2)
!82 = !DILocation(line: 12, column: 34, scope: !73, inlinedAt: !74, atomGroup: 8, atomRank: 2)
!83 = !DILocation(line: 12, column: 24, scope: !73, inlinedAt: !74, atomGroup: 4, atomRank: 1)
!84 = !DILocation(line: 12, column: 5, scope: !73, inlinedAt: !74, atomGroup: 5, atomRank: 1)
!85 = distinct !{!85, !86, !87, !30, !31}
!86 = !DILocation(line: 12, column: 5, scope: !73, inlinedAt: !74)
!87 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !74)
!88 = !DILocation(line: 0, scope: !73, inlinedAt: !74)
!89 = !DILocation(line: 16, column: 5, scope: !73, inlinedAt: !74)
!90 = !DILocation(line: 25, column: 5, scope: !46)
!91 = !DILocation(line: 26, column: 5, scope: !46)
!92 = !DILocation(line: 28, column: 1, scope: !46, atomGroup: 16, atomRank: 1)
!93 = !DILocation(line: 20, column: 29, scope: !46, atomGroup: 13, atomRank: 2)
!94 = !DILocation(line: 20, column: 23, scope: !46, atomGroup: 5, atomRank: 1)
!95 = !DILocation(line: 20, column: 5, scope: !46, atomGroup: 6, atomRank: 1)
!96 = distinct !{!96, !97, !98, !30, !31}
!97 = !DILocation(line: 20, column: 5, scope: !46)
!98 = !DILocation(line: 22, column: 52, scope: !46)
!99 = !DILocation(line: 22, column: 43, scope: !46)
!100 = !DILocation(line: 22, column: 39, scope: !46)
!101 = !DILocation(line: 22, column: 48, scope: !46, atomGroup: 10, atomRank: 3)
!102 = !DILocation(line: 22, column: 23, scope: !46, atomGroup: 10, atomRank: 2)
!103 = !DILocation(line: 22, column: 13, scope: !46)
!104 = !DILocation(line: 22, column: 21, scope: !46, atomGroup: 10, atomRank: 1)
!105 = !DILocation(line: 21, column: 33, scope: !46, atomGroup: 11, atomRank: 2)
!106 = !DILocation(line: 21, column: 27, scope: !46, atomGroup: 8, atomRank: 1)
!107 = !DILocation(line: 21, column: 9, scope: !46, atomGroup: 9, atomRank: 1)
!108 = distinct !{!108, !109, !98, !30, !31}
!109 = !DILocation(line: 21, column: 9, scope: !46)
!110 = !DISubprogram(name: "calloc", scope: !58, file: !58, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubprogram(name: "free", scope: !58, file: !58, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubprogram(name: "strtol", scope: !58, file: !58, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubprogram(name: "printf", scope: !114, file: !114, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
