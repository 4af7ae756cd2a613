; ModuleID = '/work/main/tests/scop/inputs/affine_if.c'
source_filename = "/work/main/tests/scop/inputs/affine_if.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @regions(i32 noundef %0, ptr noundef captures(none) %1) local_unnamed_addr #0 !dbg !13 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %4, label %5, label %12, !dbg !18

5:                                                ; preds = %2
  %6 = add nsw i32 %0, -3
  br label %7, !dbg !18

7:                                                ; preds = %13, %5
  %8 = phi i64 [ 0, %5 ], [ %14, %13 ]
  %9 = mul nuw nsw i64 %8, %3
  %10 = getelementptr inbounds nuw double, ptr %1, i64 %9
  %11 = getelementptr inbounds nuw double, ptr %10, i64 %8
  br label %16, !dbg !19

12:                                               ; preds = %13, %2
  ret void, !dbg !20

13:                                               ; preds = %34
  %14 = add nuw nsw i64 %8, 1, !dbg !21
  %15 = icmp eq i64 %14, %3, !dbg !22
  br i1 %15, label %12, label %7, !dbg !23, !llvm.loop !24

16:                                               ; preds = %7, %34
  %17 = phi i64 [ 0, %7 ], [ %35, %34 ]
  %18 = icmp samesign ugt i64 %8, %17, !dbg !29
  br i1 %18, label %19, label %23, !dbg !30

19:                                               ; preds = %16
  %20 = getelementptr inbounds nuw double, ptr %10, i64 %17, !dbg !31
  %21 = load double, ptr %20, align 8, !dbg !31, !tbaa !32
  %22 = fadd double %21, 1.000000e+00, !dbg !34
  store double %22, ptr %20, align 8, !dbg !35, !tbaa !32
  br label %26, !dbg !36

23:                                               ; preds = %16
  %24 = icmp eq i64 %8, %17, !dbg !37
  br i1 %24, label %25, label %26, !dbg !38

25:                                               ; preds = %23
  store double 2.000000e+00, ptr %11, align 8, !dbg !39, !tbaa !32
  br label %26, !dbg !40

26:                                               ; preds = %23, %25, %19
  %27 = add nuw nsw i64 %17, %8, !dbg !41
  %28 = trunc nuw i64 %27 to i32, !dbg !42
  %29 = icmp sgt i32 %6, %28, !dbg !42
  br i1 %29, label %30, label %34, !dbg !43

30:                                               ; preds = %26
  %31 = getelementptr inbounds nuw double, ptr %10, i64 %17, !dbg !44
  %32 = load double, ptr %31, align 8, !dbg !45, !tbaa !32
  %33 = fmul double %32, 3.000000e+00, !dbg !46
  store double %33, ptr %31, align 8, !dbg !47, !tbaa !32
  br label %34, !dbg !44

34:                                               ; preds = %26, %30
  %35 = add nuw nsw i64 %17, 1, !dbg !48
  %36 = icmp eq i64 %35, %3, !dbg !49
  br i1 %36, label %13, label %16, !dbg !50, !llvm.loop !51
}

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 !dbg !53 {
  %3 = icmp sgt i32 %0, 1, !dbg !54
  br i1 %3, label %4, label %9, !dbg !58

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !59
  %6 = load ptr, ptr %5, align 8, !dbg !59, !tbaa !60
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !67
  br label %9, !dbg !68

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 24, %2 ], !dbg !69
  %11 = zext i32 %10 to i64, !dbg !70
  %12 = sext i32 %10 to i64, !dbg !71
  %13 = mul nsw i64 %12, %12, !dbg !72
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #8, !dbg !73
  %15 = icmp sgt i32 %10, 0, !dbg !74
  br i1 %15, label %16, label %20, !dbg !75

16:                                               ; preds = %9, %39
  %17 = phi i64 [ %40, %39 ], [ 0, %9 ]
  %18 = mul nuw nsw i64 %17, %11
  %19 = getelementptr inbounds nuw double, ptr %14, i64 %18
  br label %42, !dbg !76

20:                                               ; preds = %39, %9
  tail call void @regions(i32 noundef %10, ptr noundef %14), !dbg !77
  %21 = icmp eq i32 %10, 0, !dbg !78
  br i1 %21, label %35, label %22, !dbg !81

22:                                               ; preds = %20, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %20 ]
  %24 = phi double [ %32, %22 ], [ 0.000000e+00, %20 ]
  %25 = phi double [ %28, %22 ], [ 0.000000e+00, %20 ]
  %26 = getelementptr inbounds nuw double, ptr %14, i64 %23, !dbg !82
  %27 = load double, ptr %26, align 8, !dbg !82, !tbaa !32
  %28 = fadd double %25, %27, !dbg !83
  %29 = urem i64 %23, 97, !dbg !84
  %30 = add nuw nsw i64 %29, 1, !dbg !85
  %31 = uitofp nneg i64 %30 to double, !dbg !86
  %32 = tail call double @llvm.fmuladd.f64(double %27, double %31, double %24), !dbg !87
  %33 = add nuw nsw i64 %23, 1, !dbg !88
  %34 = icmp eq i64 %33, %13, !dbg !89
  br i1 %34, label %35, label %22, !dbg !90, !llvm.loop !91

35:                                               ; preds = %22, %20
  %36 = phi double [ 0.000000e+00, %20 ], [ %28, %22 ], !dbg !94
  %37 = phi double [ 0.000000e+00, %20 ], [ %32, %22 ], !dbg !94
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %36, double noundef %37), !dbg !95
  tail call void @free(ptr noundef %14) #7, !dbg !96
  ret i32 0, !dbg !97

39:                                               ; preds = %42
  %40 = add nuw nsw i64 %17, 1, !dbg !98
  %41 = icmp eq i64 %40, %11, !dbg !99
  br i1 %41, label %20, label %16, !dbg !100, !llvm.loop !101

42:                                               ; preds = %16, %42
  %43 = phi i64 [ 0, %16 ], [ %50, %42 ]
  %44 = shl nuw nsw i64 %43, 1, !dbg !104
  %45 = add nuw nsw i64 %44, %17, !dbg !105
  %46 = trunc nuw i64 %45 to i32, !dbg !106
  %47 = urem i32 %46, 5, !dbg !106
  %48 = uitofp nneg i32 %47 to double, !dbg !107
  %49 = getelementptr inbounds nuw double, ptr %19, i64 %43, !dbg !108
  store double %48, ptr %49, align 8, !dbg !109, !tbaa !32
  %50 = add nuw nsw i64 %43, 1, !dbg !110
  %51 = icmp eq i64 %50, %11, !dbg !111
  br i1 %51, label %39, label %42, !dbg !112, !llvm.loop !113
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !115 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !116 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !117 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/affine_if.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "regions", scope: !14, file: !14, line: 5, type: !15, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/affine_if.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 20, atomRank: 1)
!18 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 21, atomRank: 1)
!19 = !DILocation(line: 8, column: 9, scope: !13, atomGroup: 19, atomRank: 1)
!20 = !DILocation(line: 16, column: 1, scope: !13, atomGroup: 17, atomRank: 1)
!21 = !DILocation(line: 7, column: 29, scope: !13, atomGroup: 15, atomRank: 2)
!22 = !DILocation(line: 7, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!23 = !DILocation(line: 7, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!24 = distinct !{!24, !25, !26, !27, !28}
!25 = !DILocation(line: 7, column: 5, scope: !13)
!26 = !DILocation(line: 15, column: 9, scope: !13)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 9, column: 19, scope: !13, atomGroup: 7, atomRank: 2)
!30 = !DILocation(line: 9, column: 19, scope: !13, atomGroup: 7, atomRank: 1)
!31 = !DILocation(line: 10, column: 33, scope: !13)
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !11, i64 0}
!34 = !DILocation(line: 10, column: 31, scope: !13, atomGroup: 8, atomRank: 2)
!35 = !DILocation(line: 10, column: 25, scope: !13, atomGroup: 8, atomRank: 1)
!36 = !DILocation(line: 10, column: 17, scope: !13)
!37 = !DILocation(line: 11, column: 24, scope: !13, atomGroup: 9, atomRank: 2)
!38 = !DILocation(line: 11, column: 24, scope: !13, atomGroup: 9, atomRank: 1)
!39 = !DILocation(line: 12, column: 25, scope: !13, atomGroup: 10, atomRank: 1)
!40 = !DILocation(line: 12, column: 17, scope: !13)
!41 = !DILocation(line: 13, column: 19, scope: !13)
!42 = !DILocation(line: 13, column: 23, scope: !13, atomGroup: 11, atomRank: 2)
!43 = !DILocation(line: 13, column: 23, scope: !13, atomGroup: 11, atomRank: 1)
!44 = !DILocation(line: 14, column: 17, scope: !13)
!45 = !DILocation(line: 14, column: 25, scope: !13)
!46 = !DILocation(line: 14, column: 25, scope: !13, atomGroup: 12, atomRank: 2)
!47 = !DILocation(line: 14, column: 25, scope: !13, atomGroup: 12, atomRank: 1)
!48 = !DILocation(line: 8, column: 33, scope: !13, atomGroup: 13, atomRank: 2)
!49 = !DILocation(line: 8, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!50 = !DILocation(line: 8, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!51 = distinct !{!51, !52, !26, !27, !28}
!52 = !DILocation(line: 8, column: 9, scope: !13)
!53 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 18, type: !15, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!54 = !DILocation(line: 21, column: 17, scope: !55, inlinedAt: !57, atomGroup: 2, atomRank: 2)
!55 = distinct !DISubprogram(name: "size_arg", scope: !56, file: !56, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!56 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!57 = distinct !DILocation(line: 20, column: 13, scope: !53)
!58 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57, atomGroup: 2, atomRank: 1)
!59 = !DILocation(line: 21, column: 28, scope: !55, inlinedAt: !57)
!60 = !{!61, !61, i64 0}
!61 = !{!"p1 omnipotent char", !62, i64 0}
!62 = !{!"any pointer", !11, i64 0}
!63 = !DILocation(line: 487, column: 16, scope: !64, inlinedAt: !66, atomGroup: 1, atomRank: 3)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!65 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!66 = distinct !DILocation(line: 21, column: 23, scope: !55, inlinedAt: !57)
!67 = !DILocation(line: 487, column: 10, scope: !64, inlinedAt: !66, atomGroup: 1, atomRank: 2)
!68 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57)
!69 = !DILocation(line: 21, column: 12, scope: !55, inlinedAt: !57, atomGroup: 1, atomRank: 2)
!70 = !DILocation(line: 21, column: 5, scope: !53)
!71 = !DILocation(line: 21, column: 29, scope: !53)
!72 = !DILocation(line: 21, column: 39, scope: !53)
!73 = !DILocation(line: 21, column: 22, scope: !53, atomGroup: 2, atomRank: 2)
!74 = !DILocation(line: 22, column: 23, scope: !53, atomGroup: 26, atomRank: 1)
!75 = !DILocation(line: 22, column: 5, scope: !53, atomGroup: 27, atomRank: 1)
!76 = !DILocation(line: 23, column: 9, scope: !53, atomGroup: 25, atomRank: 1)
!77 = !DILocation(line: 25, column: 5, scope: !53)
!78 = !DILocation(line: 12, column: 24, scope: !79, inlinedAt: !80, atomGroup: 22, atomRank: 1)
!79 = distinct !DISubprogram(name: "checksum", scope: !56, file: !56, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!80 = distinct !DILocation(line: 26, column: 5, scope: !53)
!81 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80, atomGroup: 23, atomRank: 1)
!82 = !DILocation(line: 13, column: 16, scope: !79, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 13, scope: !79, inlinedAt: !80, atomGroup: 6, atomRank: 2)
!84 = !DILocation(line: 14, column: 39, scope: !79, inlinedAt: !80)
!85 = !DILocation(line: 14, column: 44, scope: !79, inlinedAt: !80)
!86 = !DILocation(line: 14, column: 28, scope: !79, inlinedAt: !80)
!87 = !DILocation(line: 14, column: 18, scope: !79, inlinedAt: !80, atomGroup: 7, atomRank: 2)
!88 = !DILocation(line: 12, column: 34, scope: !79, inlinedAt: !80, atomGroup: 8, atomRank: 2)
!89 = !DILocation(line: 12, column: 24, scope: !79, inlinedAt: !80, atomGroup: 4, atomRank: 1)
!90 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80, atomGroup: 5, atomRank: 1)
!91 = distinct !{!91, !92, !93, !27, !28}
!92 = !DILocation(line: 12, column: 5, scope: !79, inlinedAt: !80)
!93 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !80)
!94 = !DILocation(line: 0, scope: !79, inlinedAt: !80)
!95 = !DILocation(line: 16, column: 5, scope: !79, inlinedAt: !80)
!96 = !DILocation(line: 27, column: 5, scope: !53)
!97 = !DILocation(line: 29, column: 1, scope: !53, atomGroup: 15, atomRank: 1)
!98 = !DILocation(line: 22, column: 29, scope: !53, atomGroup: 12, atomRank: 2)
!99 = !DILocation(line: 22, column: 23, scope: !53, atomGroup: 4, atomRank: 1)
!100 = !DILocation(line: 22, column: 5, scope: !53, atomGroup: 5, atomRank: 1)
!101 = distinct !{!101, !102, !103, !27, !28}
!102 = !DILocation(line: 22, column: 5, scope: !53)
!103 = !DILocation(line: 24, column: 47, scope: !53)
!104 = !DILocation(line: 24, column: 39, scope: !53)
!105 = !DILocation(line: 24, column: 35, scope: !53)
!106 = !DILocation(line: 24, column: 44, scope: !53, atomGroup: 9, atomRank: 3)
!107 = !DILocation(line: 24, column: 23, scope: !53, atomGroup: 9, atomRank: 2)
!108 = !DILocation(line: 24, column: 13, scope: !53)
!109 = !DILocation(line: 24, column: 21, scope: !53, atomGroup: 9, atomRank: 1)
!110 = !DILocation(line: 23, column: 33, scope: !53, atomGroup: 10, atomRank: 2)
!111 = !DILocation(line: 23, column: 27, scope: !53, atomGroup: 7, atomRank: 1)
!112 = !DILocation(line: 23, column: 9, scope: !53, atomGroup: 8, atomRank: 1)
!113 = distinct !{!113, !114, !103, !27, !28}
!114 = !DILocation(line: 23, column: 9, scope: !53)
!115 = !DISubprogram(name: "calloc", scope: !65, file: !65, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubprogram(name: "free", scope: !65, file: !65, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubprogram(name: "strtol", scope: !65, file: !65, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
