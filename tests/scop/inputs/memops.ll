; ModuleID = '/work/main/tests/scop/inputs/memops.c'
source_filename = "/work/main/tests/scop/inputs/memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @memops(i32 noundef %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = zext i32 %1 to i64
  %6 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %6, label %7, label %12, !dbg !18

7:                                                ; preds = %4
  %8 = sext i32 %1 to i64
  %9 = shl nsw i64 %8, 3
  %10 = icmp sgt i32 %1, 0
  %11 = zext nneg i32 %0 to i64, !dbg !19
  br label %13, !dbg !18

12:                                               ; preds = %17, %4
  ret void, !dbg !20

13:                                               ; preds = %7, %17
  %14 = phi i64 [ 0, %7 ], [ %19, %17 ]
  %15 = mul nuw nsw i64 %14, %5, !dbg !21
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15, !dbg !21
  tail call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 %9, i1 false), !dbg !22
  br i1 %10, label %21, label %17, !dbg !23

17:                                               ; preds = %21, %13
  %18 = getelementptr inbounds nuw double, ptr %3, i64 %15, !dbg !24
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %16, i64 %9, i1 false), !dbg !25
  %19 = add nuw nsw i64 %14, 1, !dbg !26
  %20 = icmp eq i64 %19, %11, !dbg !19
  br i1 %20, label %12, label %13, !dbg !27, !llvm.loop !28

21:                                               ; preds = %13, %21
  %22 = phi i64 [ %29, %21 ], [ 0, %13 ]
  %23 = add nuw nsw i64 %22, %14, !dbg !33
  %24 = trunc nuw i64 %23 to i32, !dbg !34
  %25 = uitofp nneg i32 %24 to double, !dbg !34
  %26 = getelementptr inbounds nuw double, ptr %16, i64 %22, !dbg !35
  %27 = load double, ptr %26, align 8, !dbg !36, !tbaa !37
  %28 = fadd double %27, %25, !dbg !39
  store double %28, ptr %26, align 8, !dbg !40, !tbaa !37
  %29 = add nuw nsw i64 %22, 1, !dbg !41
  %30 = icmp eq i64 %29, %5, !dbg !42
  br i1 %30, label %17, label %21, !dbg !43, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #3 !dbg !47 {
  %3 = icmp sgt i32 %0, 1, !dbg !48
  br i1 %3, label %4, label %15, !dbg !52

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !53
  %6 = load ptr, ptr %5, align 8, !dbg !53, !tbaa !54
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #9, !dbg !57
  %8 = trunc i64 %7 to i32, !dbg !61
  %9 = icmp eq i32 %0, 2, !dbg !62
  br i1 %9, label %15, label %10, !dbg !64

10:                                               ; preds = %4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !65
  %12 = load ptr, ptr %11, align 8, !dbg !65, !tbaa !54
  %13 = tail call i64 @strtol(ptr noundef nonnull captures(none) %12, ptr noundef null, i32 noundef 10) #9, !dbg !66
  %14 = trunc i64 %13 to i32, !dbg !68
  br label %15, !dbg !69

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 12, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 9, %4 ], [ 9, %2 ], !dbg !70
  %18 = sext i32 %16 to i64, !dbg !71
  %19 = sext i32 %17 to i64, !dbg !72
  %20 = mul nsw i64 %19, %18, !dbg !73
  %21 = tail call noalias ptr @calloc(i64 noundef %20, i64 noundef 8) #10, !dbg !74
  %22 = tail call noalias ptr @calloc(i64 noundef %20, i64 noundef 8) #10, !dbg !75
  tail call void @memops(i32 noundef %16, i32 noundef %17, ptr noundef %21, ptr noundef %22), !dbg !76
  %23 = icmp sgt i64 %20, 0, !dbg !77
  br i1 %23, label %24, label %37, !dbg !80

24:                                               ; preds = %15, %24
  %25 = phi i64 [ %35, %24 ], [ 0, %15 ]
  %26 = phi double [ %34, %24 ], [ 0.000000e+00, %15 ]
  %27 = phi double [ %30, %24 ], [ 0.000000e+00, %15 ]
  %28 = getelementptr inbounds nuw double, ptr %22, i64 %25, !dbg !81
  %29 = load double, ptr %28, align 8, !dbg !81, !tbaa !37
  %30 = fadd double %27, %29, !dbg !82
  %31 = urem i64 %25, 97, !dbg !83
  %32 = add nuw nsw i64 %31, 1, !dbg !84
  %33 = uitofp nneg i64 %32 to double, !dbg !85
  %34 = tail call double @llvm.fmuladd.f64(double %29, double %33, double %26), !dbg !86
  %35 = add nuw nsw i64 %25, 1, !dbg !87
  %36 = icmp eq i64 %35, %20, !dbg !88
  br i1 %36, label %37, label %24, !dbg !89, !llvm.loop !90

37:                                               ; preds = %24, %15
  %38 = phi double [ 0.000000e+00, %15 ], [ %30, %24 ], !dbg !93
  %39 = phi double [ 0.000000e+00, %15 ], [ %34, %24 ], !dbg !93
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %38, double noundef %39), !dbg !94
  tail call void @free(ptr noundef %21) #9, !dbg !95
  tail call void @free(ptr noundef %22) #9, !dbg !96
  ret i32 0, !dbg !97
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !98 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !99 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !100 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nounwind
declare !dbg !101 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #8

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/memops.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "memops", scope: !14, file: !14, line: 6, type: !15, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/memops.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 17, atomRank: 1)
!18 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 18, atomRank: 1)
!19 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 14, column: 1, scope: !13, atomGroup: 14, atomRank: 1)
!21 = !DILocation(line: 9, column: 16, scope: !13)
!22 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 4, atomRank: 1)
!23 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 16, atomRank: 1)
!24 = !DILocation(line: 12, column: 16, scope: !13)
!25 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 11, atomRank: 1)
!26 = !DILocation(line: 8, column: 29, scope: !13, atomGroup: 12, atomRank: 2)
!27 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!28 = distinct !{!28, !29, !30, !31, !32}
!29 = !DILocation(line: 8, column: 5, scope: !13)
!30 = !DILocation(line: 13, column: 5, scope: !13)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !DILocation(line: 11, column: 35, scope: !13)
!34 = !DILocation(line: 11, column: 24, scope: !13)
!35 = !DILocation(line: 11, column: 13, scope: !13)
!36 = !DILocation(line: 11, column: 21, scope: !13)
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !11, i64 0}
!39 = !DILocation(line: 11, column: 21, scope: !13, atomGroup: 8, atomRank: 2)
!40 = !DILocation(line: 11, column: 21, scope: !13, atomGroup: 8, atomRank: 1)
!41 = !DILocation(line: 10, column: 33, scope: !13, atomGroup: 9, atomRank: 2)
!42 = !DILocation(line: 10, column: 27, scope: !13, atomGroup: 6, atomRank: 1)
!43 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 7, atomRank: 1)
!44 = distinct !{!44, !45, !46, !31, !32}
!45 = !DILocation(line: 10, column: 9, scope: !13)
!46 = !DILocation(line: 11, column: 38, scope: !13)
!47 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 16, type: !15, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!48 = !DILocation(line: 21, column: 17, scope: !49, inlinedAt: !51, atomGroup: 2, atomRank: 2)
!49 = distinct !DISubprogram(name: "size_arg", scope: !50, file: !50, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!50 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!51 = distinct !DILocation(line: 18, column: 13, scope: !47)
!52 = !DILocation(line: 21, column: 12, scope: !49, inlinedAt: !51, atomGroup: 2, atomRank: 1)
!53 = !DILocation(line: 21, column: 28, scope: !49, inlinedAt: !51)
!54 = !{!55, !55, i64 0}
!55 = !{!"p1 omnipotent char", !56, i64 0}
!56 = !{!"any pointer", !11, i64 0}
!57 = !DILocation(line: 487, column: 16, scope: !58, inlinedAt: !60, atomGroup: 1, atomRank: 3)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!59 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!60 = distinct !DILocation(line: 21, column: 23, scope: !49, inlinedAt: !51)
!61 = !DILocation(line: 487, column: 10, scope: !58, inlinedAt: !60, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 21, column: 17, scope: !49, inlinedAt: !63, atomGroup: 2, atomRank: 2)
!63 = distinct !DILocation(line: 18, column: 46, scope: !47)
!64 = !DILocation(line: 21, column: 12, scope: !49, inlinedAt: !63, atomGroup: 2, atomRank: 1)
!65 = !DILocation(line: 21, column: 28, scope: !49, inlinedAt: !63)
!66 = !DILocation(line: 487, column: 16, scope: !58, inlinedAt: !67, atomGroup: 1, atomRank: 3)
!67 = distinct !DILocation(line: 21, column: 23, scope: !49, inlinedAt: !63)
!68 = !DILocation(line: 487, column: 10, scope: !58, inlinedAt: !67, atomGroup: 1, atomRank: 2)
!69 = !DILocation(line: 21, column: 12, scope: !49, inlinedAt: !63)
!70 = !DILocation(line: 21, column: 12, scope: !49, inlinedAt: !63, atomGroup: 1, atomRank: 2)
!71 = !DILocation(line: 19, column: 29, scope: !47)
!72 = !DILocation(line: 19, column: 41, scope: !47)
!73 = !DILocation(line: 19, column: 39, scope: !47)
!74 = !DILocation(line: 19, column: 22, scope: !47, atomGroup: 3, atomRank: 2)
!75 = !DILocation(line: 20, column: 22, scope: !47, atomGroup: 4, atomRank: 2)
!76 = !DILocation(line: 21, column: 5, scope: !47)
!77 = !DILocation(line: 12, column: 24, scope: !78, inlinedAt: !79, atomGroup: 19, atomRank: 1)
!78 = distinct !DISubprogram(name: "checksum", scope: !50, file: !50, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!79 = distinct !DILocation(line: 22, column: 5, scope: !47)
!80 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79, atomGroup: 20, atomRank: 1)
!81 = !DILocation(line: 13, column: 16, scope: !78, inlinedAt: !79)
!82 = !DILocation(line: 13, column: 13, scope: !78, inlinedAt: !79, atomGroup: 6, atomRank: 2)
!83 = !DILocation(line: 14, column: 39, scope: !78, inlinedAt: !79)
!84 = !DILocation(line: 14, column: 44, scope: !78, inlinedAt: !79)
!85 = !DILocation(line: 14, column: 28, scope: !78, inlinedAt: !79)
!86 = !DILocation(line: 14, column: 18, scope: !78, inlinedAt: !79, atomGroup: 7, atomRank: 2)
!87 = !DILocation(line: 12, column: 34, scope: !78, inlinedAt: !79, atomGroup: 8, atomRank: 2)
!88 = !DILocation(line: 12, column: 24, scope: !78, inlinedAt: !79, atomGroup: 4, atomRank: 1)
!89 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79, atomGroup: 5, atomRank: 1)
!90 = distinct !{!90, !91, !92, !31, !32}
!91 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79)
!92 = !DILocation(line: 15, column: 5, scope: !78, inlinedAt: !79)
!93 = !DILocation(line: 0, scope: !78, inlinedAt: !79)
!94 = !DILocation(line: 16, column: 5, scope: !78, inlinedAt: !79)
!95 = !DILocation(line: 23, column: 5, scope: !47)
!96 = !DILocation(line: 24, column: 5, scope: !47)
!97 = !DILocation(line: 25, column: 5, scope: !47, atomGroup: 6, atomRank: 1)
!98 = !DISubprogram(name: "calloc", scope: !59, file: !59, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubprogram(name: "free", scope: !59, file: !59, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubprogram(name: "strtol", scope: !59, file: !59, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubprogram(name: "printf", scope: !102, file: !102, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
