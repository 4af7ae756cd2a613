; ModuleID = '/work/main/tests/scop/inputs/strides.c'
source_filename = "/work/main/tests/scop/inputs/strides.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @strides(i32 noundef %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %0, 1, !dbg !17
  br i1 %4, label %5, label %7, !dbg !18

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !19
  br label %12, !dbg !19

7:                                                ; preds = %3
  %8 = icmp eq i32 %0, 1, !dbg !20
  br i1 %8, label %9, label %20, !dbg !21

9:                                                ; preds = %12, %7
  %10 = add nsw i32 %0, -1, !dbg !22
  %11 = zext nneg i32 %10 to i64, !dbg !23
  br label %21, !dbg !23

12:                                               ; preds = %5, %12
  %13 = phi i64 [ 1, %5 ], [ %18, %12 ]
  %14 = getelementptr double, ptr %1, i64 %13, !dbg !24
  %15 = getelementptr i8, ptr %14, i64 -8, !dbg !24
  %16 = load double, ptr %15, align 8, !dbg !24, !tbaa !25
  %17 = fadd double %16, 1.000000e+00, !dbg !27
  store double %17, ptr %14, align 8, !dbg !28, !tbaa !25
  %18 = add nuw nsw i64 %13, 3, !dbg !29
  %19 = icmp samesign ult i64 %18, %6, !dbg !30
  br i1 %19, label %12, label %9, !dbg !31, !llvm.loop !32

20:                                               ; preds = %21, %7
  ret void, !dbg !36

21:                                               ; preds = %9, %21
  %22 = phi i64 [ %11, %9 ], [ %30, %21 ]
  %23 = getelementptr inbounds nuw double, ptr %1, i64 %22, !dbg !37
  %24 = load double, ptr %23, align 8, !dbg !37, !tbaa !25
  %25 = trunc nuw nsw i64 %22 to i32, !dbg !38
  %26 = uitofp nneg i32 %25 to double, !dbg !38
  %27 = fneg double %26, !dbg !39
  %28 = tail call double @llvm.fmuladd.f64(double %24, double 3.000000e+00, double %27), !dbg !40
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %22, !dbg !41
  store double %28, ptr %29, align 8, !dbg !42, !tbaa !25
  %30 = add nsw i64 %22, -2, !dbg !43
  %31 = icmp samesign ugt i64 %22, 1, !dbg !44
  br i1 %31, label %21, label %20, !dbg !45, !llvm.loop !46
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !48 {
  %3 = icmp sgt i32 %0, 1, !dbg !49
  br i1 %3, label %4, label %9, !dbg !53

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !54
  %6 = load ptr, ptr %5, align 8, !dbg !54, !tbaa !55
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !58
  %8 = trunc i64 %7 to i32, !dbg !62
  br label %9, !dbg !63

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 40, %2 ], !dbg !64
  %11 = sext i32 %10 to i64, !dbg !65
  %12 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !66
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !67
  %14 = icmp sgt i32 %10, 0, !dbg !68
  br i1 %14, label %15, label %18, !dbg !69

15:                                               ; preds = %9
  %16 = zext nneg i32 %10 to i64, !dbg !70
  br label %52, !dbg !71

17:                                               ; preds = %52
  tail call void @strides(i32 noundef %10, ptr noundef nonnull %12, ptr noundef %13), !dbg !72
  br label %20, !dbg !73

18:                                               ; preds = %9
  tail call void @strides(i32 noundef %10, ptr noundef %12, ptr noundef %13), !dbg !72
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !76
  br label %48, !dbg !77

20:                                               ; preds = %17, %20
  %21 = phi i64 [ %31, %20 ], [ 0, %17 ]
  %22 = phi double [ %30, %20 ], [ 0.000000e+00, %17 ]
  %23 = phi double [ %26, %20 ], [ 0.000000e+00, %17 ]
  %24 = getelementptr inbounds nuw double, ptr %12, i64 %21, !dbg !79
  %25 = load double, ptr %24, align 8, !dbg !79, !tbaa !25
  %26 = fadd double %23, %25, !dbg !80
  %27 = urem i64 %21, 97, !dbg !81
  %28 = add nuw nsw i64 %27, 1, !dbg !82
  %29 = uitofp nneg i64 %28 to double, !dbg !83
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %29, double %22), !dbg !84
  %31 = add nuw nsw i64 %21, 1, !dbg !85
  %32 = icmp eq i64 %31, %11, !dbg !86
  br i1 %32, label %33, label %20, !dbg !87, !llvm.loop !88

33:                                               ; preds = %20
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef %26, double noundef %30), !dbg !76
  br label %35, !dbg !77

35:                                               ; preds = %33, %35
  %36 = phi i64 [ %46, %35 ], [ 0, %33 ]
  %37 = phi double [ %45, %35 ], [ 0.000000e+00, %33 ]
  %38 = phi double [ %41, %35 ], [ 0.000000e+00, %33 ]
  %39 = getelementptr inbounds nuw double, ptr %13, i64 %36, !dbg !90
  %40 = load double, ptr %39, align 8, !dbg !90, !tbaa !25
  %41 = fadd double %38, %40, !dbg !91
  %42 = urem i64 %36, 97, !dbg !92
  %43 = add nuw nsw i64 %42, 1, !dbg !93
  %44 = uitofp nneg i64 %43 to double, !dbg !94
  %45 = tail call double @llvm.fmuladd.f64(double %40, double %44, double %37), !dbg !95
  %46 = add nuw nsw i64 %36, 1, !dbg !96
  %47 = icmp eq i64 %46, %11, !dbg !97
  br i1 %47, label %48, label %35, !dbg !98, !llvm.loop !99

48:                                               ; preds = %35, %18
  %49 = phi double [ 0.000000e+00, %18 ], [ %41, %35 ], !dbg !102
  %50 = phi double [ 0.000000e+00, %18 ], [ %45, %35 ], !dbg !102
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, double noundef %49, double noundef %50), !dbg !103
  tail call void @free(ptr noundef %12) #7, !dbg !104
  tail call void @free(ptr noundef %13) #7, !dbg !105
  ret i32 0, !dbg !106

52:                                               ; preds = %15, %52
  %53 = phi i64 [ 0, %15 ], [ %58, %52 ]
  %54 = trunc nuw nsw i64 %53 to i32, !dbg !107
  %55 = urem i32 %54, 9, !dbg !107
  %56 = uitofp nneg i32 %55 to double, !dbg !108
  %57 = getelementptr inbounds nuw double, ptr %12, i64 %53, !dbg !109
  store double %56, ptr %57, align 8, !dbg !110, !tbaa !25
  %58 = add nuw nsw i64 %53, 1, !dbg !111
  %59 = icmp eq i64 %58, %16, !dbg !70
  br i1 %59, label %17, label %52, !dbg !112, !llvm.loop !113
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !115 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !116 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !117 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/strides.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "strides", scope: !14, file: !14, line: 4, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/strides.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 14, atomRank: 1)
!18 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 15, atomRank: 1)
!19 = !DILocation(line: 6, column: 5, scope: !13)
!20 = !DILocation(line: 8, column: 27, scope: !13, atomGroup: 16, atomRank: 1)
!21 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 17, atomRank: 1)
!22 = !DILocation(line: 8, column: 20, scope: !13, atomGroup: 7, atomRank: 2)
!23 = !DILocation(line: 8, column: 5, scope: !13)
!24 = !DILocation(line: 7, column: 16, scope: !13)
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !11, i64 0}
!27 = !DILocation(line: 7, column: 25, scope: !13, atomGroup: 4, atomRank: 2)
!28 = !DILocation(line: 7, column: 14, scope: !13, atomGroup: 4, atomRank: 1)
!29 = !DILocation(line: 6, column: 30, scope: !13, atomGroup: 5, atomRank: 2)
!30 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!31 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!32 = distinct !{!32, !19, !33, !34, !35}
!33 = !DILocation(line: 7, column: 27, scope: !13)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = !DILocation(line: 10, column: 1, scope: !13, atomGroup: 13, atomRank: 1)
!37 = !DILocation(line: 9, column: 16, scope: !13)
!38 = !DILocation(line: 9, column: 29, scope: !13)
!39 = !DILocation(line: 9, column: 27, scope: !13)
!40 = !DILocation(line: 9, column: 27, scope: !13, atomGroup: 10, atomRank: 2)
!41 = !DILocation(line: 9, column: 9, scope: !13)
!42 = !DILocation(line: 9, column: 14, scope: !13, atomGroup: 10, atomRank: 1)
!43 = !DILocation(line: 8, column: 35, scope: !13, atomGroup: 11, atomRank: 2)
!44 = !DILocation(line: 8, column: 27, scope: !13, atomGroup: 8, atomRank: 1)
!45 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 9, atomRank: 1)
!46 = distinct !{!46, !23, !47, !34, !35}
!47 = !DILocation(line: 9, column: 37, scope: !13)
!48 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 12, type: !15, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!49 = !DILocation(line: 21, column: 17, scope: !50, inlinedAt: !52, atomGroup: 2, atomRank: 2)
!50 = distinct !DISubprogram(name: "size_arg", scope: !51, file: !51, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!51 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!52 = distinct !DILocation(line: 14, column: 13, scope: !48)
!53 = !DILocation(line: 21, column: 12, scope: !50, inlinedAt: !52, atomGroup: 2, atomRank: 1)
!54 = !DILocation(line: 21, column: 28, scope: !50, inlinedAt: !52)
!55 = !{!56, !56, i64 0}
!56 = !{!"p1 omnipotent char", !57, i64 0}
!57 = !{!"any pointer", !11, i64 0}
!58 = !DILocation(line: 487, column: 16, scope: !59, inlinedAt: !61, atomGroup: 1, atomRank: 3)
!59 = distinct !DISubprogram(name: "atoi", scope: !60, file: !60, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!60 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!61 = distinct !DILocation(line: 21, column: 23, scope: !50, inlinedAt: !52)
!62 = !DILocation(line: 487, column: 10, scope: !59, inlinedAt: !61, atomGroup: 1, atomRank: 2)
!63 = !DILocation(line: 21, column: 12, scope: !50, inlinedAt: !52)
!64 = !DILocation(line: 21, column: 12, scope: !50, inlinedAt: !52, atomGroup: 1, atomRank: 2)
!65 = !DILocation(line: 15, column: 24, scope: !48)
!66 = !DILocation(line: 15, column: 17, scope: !48, atomGroup: 2, atomRank: 2)
!67 = !DILocation(line: 16, column: 17, scope: !48, atomGroup: 3, atomRank: 2)
!68 = !DILocation(line: 17, column: 23, scope: !48, atomGroup: 21, atomRank: 1)
!69 = !DILocation(line: 17, column: 5, scope: !48, atomGroup: 22, atomRank: 1)
!70 = !DILocation(line: 17, column: 23, scope: !48, atomGroup: 5, atomRank: 1)
!71 = !DILocation(line: 17, column: 5, scope: !48)
!72 = !DILocation(line: 19, column: 5, scope: !48)
!73 = !DILocation(line: 12, column: 5, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "checksum", scope: !51, file: !51, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!75 = distinct !DILocation(line: 20, column: 5, scope: !48)
!76 = !DILocation(line: 16, column: 5, scope: !74, inlinedAt: !75)
!77 = !DILocation(line: 12, column: 5, scope: !74, inlinedAt: !78, atomGroup: 20, atomRank: 1)
!78 = distinct !DILocation(line: 21, column: 5, scope: !48)
!79 = !DILocation(line: 13, column: 16, scope: !74, inlinedAt: !75)
!80 = !DILocation(line: 13, column: 13, scope: !74, inlinedAt: !75, atomGroup: 6, atomRank: 2)
!81 = !DILocation(line: 14, column: 39, scope: !74, inlinedAt: !75)
!82 = !DILocation(line: 14, column: 44, scope: !74, inlinedAt: !75)
!83 = !DILocation(line: 14, column: 28, scope: !74, inlinedAt: !75)
!84 = !DILocation(line: 14, column: 18, scope: !74, inlinedAt: !75, atomGroup: 7, atomRank: 2)
!85 = !DILocation(line: 12, column: 34, scope: !74, inlinedAt: !75, atomGroup: 8, atomRank: 2)
!86 = !DILocation(line: 12, column: 24, scope: !74, inlinedAt: !75, atomGroup: 4, atomRank: 1)
!87 = !DILocation(line: 12, column: 5, scope: !74, inlinedAt: !75, atomGroup: 5, atomRank: 1)
!88 = distinct !{!88, !73, !89, !34, !35}
!89 = !DILocation(line: 15, column: 5, scope: !74, inlinedAt: !75)
!90 = !DILocation(line: 13, column: 16, scope: !74, inlinedAt: !78)
!91 = !DILocation(line: 13, column: 13, scope: !74, inlinedAt: !78, atomGroup: 6, atomRank: 2)
!92 = !DILocation(line: 14, column: 39, scope: !74, inlinedAt: !78)
!93 = !DILocation(line: 14, column: 44, scope: !74, inlinedAt: !78)
!94 = !DILocation(line: 14, column: 28, scope: !74, inlinedAt: !78)
!95 = !DILocation(line: 14, column: 18, scope: !74, inlinedAt: !78, atomGroup: 7, atomRank: 2)
!96 = !DILocation(line: 12, column: 34, scope: !74, inlinedAt: !78, atomGroup: 8, atomRank: 2)
!97 = !DILocation(line: 12, column: 24, scope: !74, inlinedAt: !78, atomGroup: 4, atomRank: 1)
!98 = !DILocation(line: 12, column: 5, scope: !74, inlinedAt: !78, atomGroup: 5, atomRank: 1)
!99 = distinct !{!99, !100, !101, !34, !35}
!100 = !DILocation(line: 12, column: 5, scope: !74, inlinedAt: !78)
!101 = !DILocation(line: 15, column: 5, scope: !74, inlinedAt: !78)
!102 = !DILocation(line: 0, scope: !74, inlinedAt: !78)
!103 = !DILocation(line: 16, column: 5, scope: !74, inlinedAt: !78)
!104 = !DILocation(line: 22, column: 5, scope: !48)
!105 = !DILocation(line: 23, column: 5, scope: !48)
!106 = !DILocation(line: 24, column: 5, scope: !48, atomGroup: 11, atomRank: 1)
!107 = !DILocation(line: 18, column: 27, scope: !48, atomGroup: 7, atomRank: 3)
!108 = !DILocation(line: 18, column: 16, scope: !48, atomGroup: 7, atomRank: 2)
!109 = !DILocation(line: 18, column: 9, scope: !48)
!110 = !DILocation(line: 18, column: 14, scope: !48, atomGroup: 7, atomRank: 1)
!111 = !DILocation(line: 17, column: 29, scope: !48, atomGroup: 8, atomRank: 2)
!112 = !DILocation(line: 17, column: 5, scope: !48, atomGroup: 6, atomRank: 1)
!113 = distinct !{!113, !71, !114, !34, !35}
!114 = !DILocation(line: 18, column: 30, scope: !48)
!115 = !DISubprogram(name: "calloc", scope: !60, file: !60, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubprogram(name: "free", scope: !60, file: !60, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubprogram(name: "strtol", scope: !60, file: !60, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
