; ModuleID = '/work/main/tests/scop/inputs/const_dims.c'
source_filename = "/work/main/tests/scop/inputs/const_dims.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @rows(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %0, 1, !dbg !17
  br i1 %4, label %5, label %12, !dbg !18

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !19
  br label %7, !dbg !20

7:                                                ; preds = %5, %13
  %8 = phi i64 [ 1, %5 ], [ %14, %13 ]
  %9 = getelementptr inbounds nuw [32 x double], ptr %1, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -256
  %11 = getelementptr inbounds nuw [32 x double], ptr %2, i64 %8
  br label %16, !dbg !21

12:                                               ; preds = %13, %3
  ret void, !dbg !22

13:                                               ; preds = %16
  %14 = add nuw nsw i64 %8, 1, !dbg !23
  %15 = icmp eq i64 %14, %6, !dbg !19
  br i1 %15, label %12, label %7, !dbg !24, !llvm.loop !25

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %24, %16 ]
  %18 = getelementptr inbounds nuw double, ptr %9, i64 %17, !dbg !29
  %19 = load double, ptr %18, align 8, !dbg !29, !tbaa !30
  %20 = getelementptr inbounds nuw double, ptr %10, i64 %17, !dbg !32
  %21 = load double, ptr %20, align 8, !dbg !32, !tbaa !30
  %22 = fadd double %19, %21, !dbg !33
  %23 = getelementptr inbounds nuw double, ptr %11, i64 %17, !dbg !34
  store double %22, ptr %23, align 8, !dbg !35, !tbaa !30
  %24 = add nuw nsw i64 %17, 1, !dbg !36
  %25 = icmp eq i64 %24, 32, !dbg !37
  br i1 %25, label %13, label %16, !dbg !38, !llvm.loop !39
}

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #1 !dbg !41 {
  %3 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %3, label %4, label %9, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !47
  %6 = load ptr, ptr %5, align 8, !dbg !47, !tbaa !48
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !55
  br label %9, !dbg !56

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20, %2 ], !dbg !57
  %11 = sext i32 %10 to i64, !dbg !58
  %12 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 256) #8, !dbg !59
  %13 = tail call noalias ptr @calloc(i64 noundef %11, i64 noundef 256) #8, !dbg !60
  %14 = icmp sgt i32 %10, 0, !dbg !61
  br i1 %14, label %16, label %15, !dbg !62

15:                                               ; preds = %9
  tail call void @rows(i32 noundef %10, ptr noundef %12, ptr noundef %13), !dbg !63
  br label %36, !dbg !64

16:                                               ; preds = %9
  %17 = zext nneg i32 %10 to i64, !dbg !67
  br label %18, !dbg !68

18:                                               ; preds = %16, %40
  %19 = phi i64 [ 0, %16 ], [ %41, %40 ]
  %20 = getelementptr inbounds nuw [32 x double], ptr %12, i64 %19
  br label %43, !dbg !69

21:                                               ; preds = %40
  tail call void @rows(i32 noundef %10, ptr noundef nonnull %12, ptr noundef %13), !dbg !63
  %22 = shl nuw nsw i64 %11, 5, !dbg !70
  br label %23, !dbg !64

23:                                               ; preds = %21, %23
  %24 = phi i64 [ %34, %23 ], [ 0, %21 ]
  %25 = phi double [ %33, %23 ], [ 0.000000e+00, %21 ]
  %26 = phi double [ %29, %23 ], [ 0.000000e+00, %21 ]
  %27 = getelementptr inbounds nuw double, ptr %13, i64 %24, !dbg !71
  %28 = load double, ptr %27, align 8, !dbg !71, !tbaa !30
  %29 = fadd double %26, %28, !dbg !72
  %30 = urem i64 %24, 97, !dbg !73
  %31 = add nuw nsw i64 %30, 1, !dbg !74
  %32 = uitofp nneg i64 %31 to double, !dbg !75
  %33 = tail call double @llvm.fmuladd.f64(double %28, double %32, double %25), !dbg !76
  %34 = add nuw nsw i64 %24, 1, !dbg !77
  %35 = icmp eq i64 %34, %22, !dbg !78
  br i1 %35, label %36, label %23, !dbg !79, !llvm.loop !80

36:                                               ; preds = %23, %15
  %37 = phi double [ 0.000000e+00, %15 ], [ %29, %23 ], !dbg !83
  %38 = phi double [ 0.000000e+00, %15 ], [ %33, %23 ], !dbg !83
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %37, double noundef %38), !dbg !84
  tail call void @free(ptr noundef %12) #7, !dbg !85
  tail call void @free(ptr noundef %13) #7, !dbg !86
  ret i32 0, !dbg !87

40:                                               ; preds = %43
  %41 = add nuw nsw i64 %19, 1, !dbg !88
  %42 = icmp eq i64 %41, %17, !dbg !67
  br i1 %42, label %21, label %18, !dbg !89, !llvm.loop !90

43:                                               ; preds = %18, %43
  %44 = phi i64 [ 0, %18 ], [ %51, %43 ]
  %45 = mul nuw nsw i64 %44, 5, !dbg !92
  %46 = add nuw nsw i64 %45, %19, !dbg !93
  %47 = trunc nuw i64 %46 to i32, !dbg !94
  %48 = urem i32 %47, 17, !dbg !94
  %49 = uitofp nneg i32 %48 to double, !dbg !95
  %50 = getelementptr inbounds nuw double, ptr %20, i64 %44, !dbg !96
  store double %49, ptr %50, align 8, !dbg !97, !tbaa !30
  %51 = add nuw nsw i64 %44, 1, !dbg !98
  %52 = icmp eq i64 %51, 32, !dbg !99
  br i1 %52, label %40, label %43, !dbg !100, !llvm.loop !101
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !103 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !104 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !105 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare !dbg !106 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/const_dims.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "rows", scope: !14, file: !14, line: 4, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/const_dims.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 19, atomRank: 1)
!18 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 20, atomRank: 1)
!19 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 6, column: 5, scope: !13)
!21 = !DILocation(line: 7, column: 9, scope: !13, atomGroup: 18, atomRank: 1)
!22 = !DILocation(line: 9, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!23 = !DILocation(line: 6, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!24 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!25 = distinct !{!25, !20, !26, !27, !28}
!26 = !DILocation(line: 8, column: 43, scope: !13)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 8, column: 23, scope: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !11, i64 0}
!32 = !DILocation(line: 8, column: 33, scope: !13)
!33 = !DILocation(line: 8, column: 31, scope: !13, atomGroup: 7, atomRank: 2)
!34 = !DILocation(line: 8, column: 13, scope: !13)
!35 = !DILocation(line: 8, column: 21, scope: !13, atomGroup: 7, atomRank: 1)
!36 = !DILocation(line: 7, column: 34, scope: !13, atomGroup: 8, atomRank: 2)
!37 = !DILocation(line: 7, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!38 = !DILocation(line: 7, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!39 = distinct !{!39, !40, !26, !27, !28}
!40 = !DILocation(line: 7, column: 9, scope: !13)
!41 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 11, type: !15, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!42 = !DILocation(line: 21, column: 17, scope: !43, inlinedAt: !45, atomGroup: 2, atomRank: 2)
!43 = distinct !DISubprogram(name: "size_arg", scope: !44, file: !44, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!44 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!45 = distinct !DILocation(line: 13, column: 13, scope: !41)
!46 = !DILocation(line: 21, column: 12, scope: !43, inlinedAt: !45, atomGroup: 2, atomRank: 1)
!47 = !DILocation(line: 21, column: 28, scope: !43, inlinedAt: !45)
!48 = !{!49, !49, i64 0}
!49 = !{!"p1 omnipotent char", !50, i64 0}
!50 = !{!"any pointer", !11, i64 0}
!51 = !DILocation(line: 487, column: 16, scope: !52, inlinedAt: !54, atomGroup: 1, atomRank: 3)
!52 = distinct !DISubprogram(name: "atoi", scope: !53, file: !53, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!53 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!54 = distinct !DILocation(line: 21, column: 23, scope: !43, inlinedAt: !45)
!55 = !DILocation(line: 487, column: 10, scope: !52, inlinedAt: !54, atomGroup: 1, atomRank: 2)
!56 = !DILocation(line: 21, column: 12, scope: !43, inlinedAt: !45)
!57 = !DILocation(line: 21, column: 12, scope: !43, inlinedAt: !45, atomGroup: 1, atomRank: 2)
!58 = !DILocation(line: 14, column: 30, scope: !41)
!59 = !DILocation(line: 14, column: 23, scope: !41, atomGroup: 2, atomRank: 2)
!60 = !DILocation(line: 15, column: 23, scope: !41, atomGroup: 3, atomRank: 2)
!61 = !DILocation(line: 16, column: 23, scope: !41, atomGroup: 25, atomRank: 1)
!62 = !DILocation(line: 16, column: 5, scope: !41, atomGroup: 26, atomRank: 1)
!63 = !DILocation(line: 19, column: 5, scope: !41)
!64 = !DILocation(line: 12, column: 5, scope: !65, inlinedAt: !66, atomGroup: 22, atomRank: 1)
!65 = distinct !DISubprogram(name: "checksum", scope: !44, file: !44, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!66 = distinct !DILocation(line: 20, column: 5, scope: !41)
!67 = !DILocation(line: 16, column: 23, scope: !41, atomGroup: 5, atomRank: 1)
!68 = !DILocation(line: 16, column: 5, scope: !41)
!69 = !DILocation(line: 17, column: 9, scope: !41, atomGroup: 24, atomRank: 1)
!70 = !DILocation(line: 20, column: 37, scope: !41)
!71 = !DILocation(line: 13, column: 16, scope: !65, inlinedAt: !66)
!72 = !DILocation(line: 13, column: 13, scope: !65, inlinedAt: !66, atomGroup: 6, atomRank: 2)
!73 = !DILocation(line: 14, column: 39, scope: !65, inlinedAt: !66)
!74 = !DILocation(line: 14, column: 44, scope: !65, inlinedAt: !66)
!75 = !DILocation(line: 14, column: 28, scope: !65, inlinedAt: !66)
!76 = !DILocation(line: 14, column: 18, scope: !65, inlinedAt: !66, atomGroup: 7, atomRank: 2)
!77 = !DILocation(line: 12, column: 34, scope: !65, inlinedAt: !66, atomGroup: 8, atomRank: 2)
!78 = !DILocation(line: 12, column: 24, scope: !65, inlinedAt: !66, atomGroup: 4, atomRank: 1)
!79 = !DILocation(line: 12, column: 5, scope: !65, inlinedAt: !66, atomGroup: 5, atomRank: 1)
!80 = distinct !{!80, !81, !82, !27, !28}
!81 = !DILocation(line: 12, column: 5, scope: !65, inlinedAt: !66)
!82 = !DILocation(line: 15, column: 5, scope: !65, inlinedAt: !66)
!83 = !DILocation(line: 0, scope: !65, inlinedAt: !66)
!84 = !DILocation(line: 16, column: 5, scope: !65, inlinedAt: !66)
!85 = !DILocation(line: 21, column: 5, scope: !41)
!86 = !DILocation(line: 22, column: 5, scope: !41)
!87 = !DILocation(line: 24, column: 1, scope: !41, atomGroup: 16, atomRank: 1)
!88 = !DILocation(line: 16, column: 29, scope: !41, atomGroup: 13, atomRank: 2)
!89 = !DILocation(line: 16, column: 5, scope: !41, atomGroup: 6, atomRank: 1)
!90 = distinct !{!90, !68, !91, !27, !28}
!91 = !DILocation(line: 18, column: 48, scope: !41)
!92 = !DILocation(line: 18, column: 39, scope: !41)
!93 = !DILocation(line: 18, column: 35, scope: !41)
!94 = !DILocation(line: 18, column: 44, scope: !41, atomGroup: 10, atomRank: 3)
!95 = !DILocation(line: 18, column: 23, scope: !41, atomGroup: 10, atomRank: 2)
!96 = !DILocation(line: 18, column: 13, scope: !41)
!97 = !DILocation(line: 18, column: 21, scope: !41, atomGroup: 10, atomRank: 1)
!98 = !DILocation(line: 17, column: 34, scope: !41, atomGroup: 11, atomRank: 2)
!99 = !DILocation(line: 17, column: 27, scope: !41, atomGroup: 8, atomRank: 1)
!100 = !DILocation(line: 17, column: 9, scope: !41, atomGroup: 9, atomRank: 1)
!101 = distinct !{!101, !102, !91, !27, !28}
!102 = !DILocation(line: 17, column: 9, scope: !41)
!103 = !DISubprogram(name: "calloc", scope: !53, file: !53, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubprogram(name: "free", scope: !53, file: !53, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubprogram(name: "strtol", scope: !53, file: !53, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubprogram(name: "printf", scope: !107, file: !107, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
