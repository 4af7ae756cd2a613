; ModuleID = 'tests/scop/inputs/mathcalls.c'
source_filename = "tests/scop/inputs/mathcalls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable
define void @maths(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %0, 0, !dbg !16
  br i1 %4, label %5, label %7, !dbg !17

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !18
  br label %8, !dbg !19

7:                                                ; preds = %8, %3
  ret void, !dbg !20

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %30, %8 ]
  %10 = getelementptr inbounds nuw double, ptr %1, i64 %9, !dbg !21
  %11 = load double, ptr %10, align 8, !dbg !21, !tbaa !22
  %12 = tail call double @llvm.fabs.f64(double %11), !dbg !24
  %13 = tail call double @llvm.sqrt.f64(double %12), !dbg !25
  %14 = fmul double %11, 1.000000e-02, !dbg !26
  %15 = tail call double @exp(double noundef %14) #9, !dbg !27, !tbaa !9
  %16 = fadd double %15, %13, !dbg !28
  %17 = fadd double %12, 1.000000e+00, !dbg !29
  %18 = tail call double @log(double noundef %17) #9, !dbg !30, !tbaa !9
  %19 = fadd double %18, %16, !dbg !31
  %20 = tail call double @pow(double noundef %17, double noundef 1.500000e+00) #9, !dbg !32, !tbaa !9
  %21 = fadd double %20, %19, !dbg !33
  %22 = tail call double @llvm.minnum.f64(double %11, double 1.500000e+00), !dbg !34
  %23 = fadd double %22, %21, !dbg !35
  %24 = tail call double @llvm.maxnum.f64(double %11, double -5.000000e-01), !dbg !36
  %25 = fadd double %24, %23, !dbg !37
  %26 = fmul double %11, 3.000000e-01, !dbg !38
  %27 = tail call double @llvm.floor.f64(double %26), !dbg !39
  %28 = fadd double %27, %25, !dbg !40
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %9, !dbg !41
  store double %28, ptr %29, align 8, !dbg !42, !tbaa !22
  %30 = add nuw nsw i64 %9, 1, !dbg !43
  %31 = icmp eq i64 %30, %6, !dbg !18
  br i1 %31, label %7, label %8, !dbg !44, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !49 double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !51 double @log(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare !dbg !52 double @pow(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #3 !dbg !53 {
  %3 = icmp sgt i32 %0, 1, !dbg !54
  br i1 %3, label %4, label %9, !dbg !58

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !59
  %6 = load ptr, ptr %5, align 8, !dbg !59, !tbaa !60
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #9, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !67
  br label %9, !dbg !68

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 33, %2 ], !dbg !69
  %11 = sext i32 %10 to i64, !dbg !70
  %12 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #10, !dbg !71
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #10, !dbg !72
  %14 = icmp sgt i32 %10, 0, !dbg !73
  br i1 %14, label %15, label %17, !dbg !74

15:                                               ; preds = %9
  %16 = zext nneg i32 %10 to i64, !dbg !75
  br label %36, !dbg !76

17:                                               ; preds = %9
  tail call void @maths(i32 noundef %10, ptr noundef %12, ptr noundef %13), !dbg !77
  br label %32, !dbg !78

18:                                               ; preds = %36
  tail call void @maths(i32 noundef %10, ptr noundef nonnull %12, ptr noundef %13), !dbg !77
  br label %19, !dbg !81

19:                                               ; preds = %18, %19
  %20 = phi i64 [ %30, %19 ], [ 0, %18 ]
  %21 = phi double [ %29, %19 ], [ 0.000000e+00, %18 ]
  %22 = phi double [ %25, %19 ], [ 0.000000e+00, %18 ]
  %23 = getelementptr inbounds nuw double, ptr %13, i64 %20, !dbg !82
  %24 = load double, ptr %23, align 8, !dbg !82, !tbaa !22
  %25 = fadd double %22, %24, !dbg !83
  %26 = urem i64 %20, 97, !dbg !84
  %27 = add nuw nsw i64 %26, 1, !dbg !85
  %28 = uitofp nneg i64 %27 to double, !dbg !86
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %28, double %21), !dbg !87
  %30 = add nuw nsw i64 %20, 1, !dbg !88
  %31 = icmp eq i64 %30, %11, !dbg !89
  br i1 %31, label %32, label %19, !dbg !90, !llvm.loop !91

32:                                               ; preds = %19, %17
  %33 = phi double [ 0.000000e+00, %17 ], [ %25, %19 ], !dbg !93
  %34 = phi double [ 0.000000e+00, %17 ], [ %29, %19 ], !dbg !93
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %33, double noundef %34), !dbg !94
  tail call void @free(ptr noundef %12) #9, !dbg !95
  tail call void @free(ptr noundef %13) #9, !dbg !96
  ret i32 0, !dbg !97

36:                                               ; preds = %15, %36
  %37 = phi i64 [ 0, %15 ], [ %43, %36 ]
  %38 = trunc nuw nsw i64 %37 to i32, !dbg !98
  %39 = urem i32 %38, 11, !dbg !98
  %40 = uitofp nneg i32 %39 to double, !dbg !99
  %41 = fadd double %40, -4.500000e+00, !dbg !100
  %42 = getelementptr inbounds nuw double, ptr %12, i64 %37, !dbg !101
  store double %41, ptr %42, align 8, !dbg !102, !tbaa !22
  %43 = add nuw nsw i64 %37, 1, !dbg !103
  %44 = icmp eq i64 %43, %16, !dbg !75
  br i1 %44, label %18, label %36, !dbg !104, !llvm.loop !105
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !107 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !108 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !109 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/scop/inputs/mathcalls.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "maths", scope: !1, file: !1, line: 5, type: !14, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 12, atomRank: 1)
!17 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 13, atomRank: 1)
!18 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!19 = !DILocation(line: 7, column: 5, scope: !13)
!20 = !DILocation(line: 10, column: 1, scope: !13, atomGroup: 7, atomRank: 1)
!21 = !DILocation(line: 8, column: 26, scope: !13)
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !11, i64 0}
!24 = !DILocation(line: 8, column: 21, scope: !13)
!25 = !DILocation(line: 8, column: 16, scope: !13)
!26 = !DILocation(line: 8, column: 44, scope: !13)
!27 = !DILocation(line: 8, column: 35, scope: !13)
!28 = !DILocation(line: 8, column: 33, scope: !13)
!29 = !DILocation(line: 8, column: 62, scope: !13)
!30 = !DILocation(line: 8, column: 54, scope: !13)
!31 = !DILocation(line: 8, column: 52, scope: !13)
!32 = !DILocation(line: 8, column: 78, scope: !13)
!33 = !DILocation(line: 8, column: 76, scope: !13)
!34 = !DILocation(line: 9, column: 18, scope: !13)
!35 = !DILocation(line: 9, column: 16, scope: !13)
!36 = !DILocation(line: 9, column: 36, scope: !13)
!37 = !DILocation(line: 9, column: 34, scope: !13)
!38 = !DILocation(line: 9, column: 66, scope: !13)
!39 = !DILocation(line: 9, column: 55, scope: !13)
!40 = !DILocation(line: 9, column: 53, scope: !13, atomGroup: 4, atomRank: 2)
!41 = !DILocation(line: 8, column: 9, scope: !13)
!42 = !DILocation(line: 8, column: 14, scope: !13, atomGroup: 4, atomRank: 1)
!43 = !DILocation(line: 7, column: 29, scope: !13, atomGroup: 5, atomRank: 2)
!44 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!45 = distinct !{!45, !19, !46, !47, !48}
!46 = !DILocation(line: 9, column: 71, scope: !13)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DISubprogram(name: "exp", scope: !50, file: !50, line: 117, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/bits/mathcalls.h", directory: "/work/main")
!51 = !DISubprogram(name: "log", scope: !50, file: !50, line: 126, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubprogram(name: "pow", scope: !50, file: !50, line: 177, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !14, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!54 = !DILocation(line: 21, column: 17, scope: !55, inlinedAt: !57, atomGroup: 2, atomRank: 2)
!55 = distinct !DISubprogram(name: "size_arg", scope: !56, file: !56, line: 19, type: !14, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!56 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!57 = distinct !DILocation(line: 14, column: 13, scope: !53)
!58 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57, atomGroup: 2, atomRank: 1)
!59 = !DILocation(line: 21, column: 28, scope: !55, inlinedAt: !57)
!60 = !{!61, !61, i64 0}
!61 = !{!"p1 omnipotent char", !62, i64 0}
!62 = !{!"any pointer", !11, i64 0}
!63 = !DILocation(line: 487, column: 16, scope: !64, inlinedAt: !66, atomGroup: 1, atomRank: 3)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 485, type: !14, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!65 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!66 = distinct !DILocation(line: 21, column: 23, scope: !55, inlinedAt: !57)
!67 = !DILocation(line: 487, column: 10, scope: !64, inlinedAt: !66, atomGroup: 1, atomRank: 2)
!68 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57)
!69 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57, atomGroup: 1, atomRank: 2)
!70 = !DILocation(line: 15, column: 24, scope: !53)
!71 = !DILocation(line: 15, column: 17, scope: !53, atomGroup: 2, atomRank: 2)
!72 = !DILocation(line: 16, column: 17, scope: !53, atomGroup: 3, atomRank: 2)
!73 = !DILocation(line: 17, column: 23, scope: !53, atomGroup: 16, atomRank: 1)
!74 = !DILocation(line: 17, column: 5, scope: !53, atomGroup: 17, atomRank: 1)
!75 = !DILocation(line: 17, column: 23, scope: !53, atomGroup: 5, atomRank: 1)
!76 = !DILocation(line: 17, column: 5, scope: !53)
!77 = !DILocation(line: 19, column: 5, scope: !53)
!78 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80, atomGroup: 15, atomRank: 1)
!79 = distinct !DISubprogram(name: "checksum", scope: !56, file: !56, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!80 = distinct !DILocation(line: 20, column: 5, scope: !53)
!81 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80)
!82 = !DILocation(line: 13, column: 16, scope: !79, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 13, scope: !79, inlinedAt: !80, atomGroup: 6, atomRank: 2)
!84 = !DILocation(line: 14, column: 39, scope: !79, inlinedAt: !80)
!85 = !DILocation(line: 14, column: 44, scope: !79, inlinedAt: !80)
!86 = !DILocation(line: 14, column: 28, scope: !79, inlinedAt: !80)
!87 = !DILocation(line: 14, column: 18, scope: !79, inlinedAt: !80, atomGroup: 7, atomRank: 2)
!88 = !DILocation(line: 12, column: 34, scope: !79, inlinedAt: !80, atomGroup: 8, atomRank: 2)
!89 = !DILocation(line: 12, column: 24, scope: !79, inlinedAt: !80, atomGroup: 4, atomRank: 1)
!90 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80, atomGroup: 5, atomRank: 1)
!91 = distinct !{!91, !81, !92, !47, !48}
!92 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !80)
!93 = !DILocation(line: 0, scope: !79, inlinedAt: !80)
!94 = !DILocation(line: 16, column: 5, scope: !79, inlinedAt: !80)
!95 = !DILocation(line: 21, column: 5, scope: !53)
!96 = !DILocation(line: 22, column: 5, scope: !53)
!97 = !DILocation(line: 23, column: 5, scope: !53, atomGroup: 11, atomRank: 1)
!98 = !DILocation(line: 18, column: 27, scope: !53)
!99 = !DILocation(line: 18, column: 16, scope: !53)
!100 = !DILocation(line: 18, column: 33, scope: !53, atomGroup: 7, atomRank: 2)
!101 = !DILocation(line: 18, column: 9, scope: !53)
!102 = !DILocation(line: 18, column: 14, scope: !53, atomGroup: 7, atomRank: 1)
!103 = !DILocation(line: 17, column: 29, scope: !53, atomGroup: 8, atomRank: 2)
!104 = !DILocation(line: 17, column: 5, scope: !53, atomGroup: 6, atomRank: 1)
!105 = distinct !{!105, !76, !106, !47, !48}
!106 = !DILocation(line: 18, column: 35, scope: !53)
!107 = !DISubprogram(name: "calloc", scope: !65, file: !65, line: 685, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubprogram(name: "free", scope: !65, file: !65, line: 697, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubprogram(name: "strtol", scope: !65, file: !65, line: 181, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubprogram(name: "printf", scope: !111, file: !111, line: 370, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
