; ModuleID = '/work/main/tests/scop/inputs/hoist.c'
source_filename = "/work/main/tests/scop/inputs/hoist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @hoist(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = load i32, ptr %0, align 4, !tbaa !9
  %6 = icmp sgt i32 %5, 0, !dbg !17
  br i1 %6, label %7, label %17, !dbg !18

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4, !tbaa !9
  %9 = icmp sgt i32 %8, 0
  %10 = zext nneg i32 %5 to i64, !dbg !19
  %11 = zext nneg i32 %8 to i64
  br label %12, !dbg !18

12:                                               ; preds = %7, %18
  %13 = phi i64 [ 0, %7 ], [ %19, %18 ]
  br i1 %9, label %14, label %18, !dbg !20

14:                                               ; preds = %12
  %15 = shl i64 %13, 6, !dbg !20
  %16 = and i64 %15, 4294967232, !dbg !20
  br label %21, !dbg !20

17:                                               ; preds = %18, %4
  ret void, !dbg !21

18:                                               ; preds = %21, %12
  %19 = add nuw nsw i64 %13, 1, !dbg !22
  %20 = icmp eq i64 %19, %10, !dbg !19
  br i1 %20, label %17, label %12, !dbg !23, !llvm.loop !24

21:                                               ; preds = %14, %21
  %22 = phi i64 [ 0, %14 ], [ %31, %21 ]
  %23 = add nuw nsw i64 %22, %16, !dbg !29
  %24 = getelementptr inbounds nuw double, ptr %2, i64 %23, !dbg !30
  %25 = load double, ptr %24, align 8, !dbg !30, !tbaa !31
  %26 = mul nuw nsw i64 %22, %13, !dbg !33
  %27 = trunc nuw i64 %26 to i32, !dbg !34
  %28 = uitofp nneg i32 %27 to double, !dbg !34
  %29 = fadd double %25, %28, !dbg !35
  %30 = getelementptr inbounds nuw double, ptr %3, i64 %23, !dbg !36
  store double %29, ptr %30, align 8, !dbg !37, !tbaa !31
  %31 = add nuw nsw i64 %22, 1, !dbg !38
  %32 = icmp eq i64 %31, %11, !dbg !39
  br i1 %32, label %18, label %21, !dbg !40, !llvm.loop !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !43 {
  %3 = alloca i32, align 4
  %4 = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8, !dbg !44
  %5 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %5, label %7, label %6, !dbg !49

6:                                                ; preds = %2
  store i32 20, ptr %3, align 4, !dbg !50, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8, !dbg !44
  br label %18, !dbg !51

7:                                                ; preds = %2
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !53
  %9 = load ptr, ptr %8, align 8, !dbg !53, !tbaa !54
  %10 = tail call i64 @strtol(ptr noundef nonnull captures(none) %9, ptr noundef null, i32 noundef 10) #8, !dbg !57
  %11 = trunc i64 %10 to i32, !dbg !61
  store i32 %11, ptr %3, align 4, !dbg !62, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8, !dbg !44
  %12 = icmp eq i32 %0, 2, !dbg !63
  br i1 %12, label %18, label %13, !dbg !64

13:                                               ; preds = %7
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !65
  %15 = load ptr, ptr %14, align 8, !dbg !65, !tbaa !54
  %16 = tail call i64 @strtol(ptr noundef nonnull captures(none) %15, ptr noundef null, i32 noundef 10) #8, !dbg !66
  %17 = trunc i64 %16 to i32, !dbg !68
  br label %18, !dbg !69

18:                                               ; preds = %6, %7, %13
  %19 = phi i32 [ %17, %13 ], [ 30, %7 ], [ 30, %6 ], !dbg !70
  store i32 %19, ptr %4, align 4, !dbg !71, !tbaa !9
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !72
  store i32 0, ptr %20, align 4, !dbg !71, !tbaa !9
  %21 = tail call noalias dereferenceable_or_null(32768) ptr @calloc(i64 noundef 4096, i64 noundef 8) #9, !dbg !73
  %22 = tail call noalias dereferenceable_or_null(32768) ptr @calloc(i64 noundef 4096, i64 noundef 8) #9, !dbg !74
  br label %40, !dbg !75

23:                                               ; preds = %40
  call void @hoist(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %21, ptr noundef %22), !dbg !76
  br label %24, !dbg !77

24:                                               ; preds = %24, %23
  %25 = phi i64 [ 0, %23 ], [ %36, %24 ]
  %26 = phi double [ 0.000000e+00, %23 ], [ %35, %24 ]
  %27 = phi double [ 0.000000e+00, %23 ], [ %30, %24 ]
  %28 = getelementptr inbounds nuw double, ptr %22, i64 %25, !dbg !80
  %29 = load double, ptr %28, align 8, !dbg !80, !tbaa !31
  %30 = fadd double %27, %29, !dbg !81
  %31 = trunc nuw nsw i64 %25 to i16, !dbg !82
  %32 = urem i16 %31, 97, !dbg !82
  %33 = add nuw nsw i16 %32, 1, !dbg !83
  %34 = uitofp nneg i16 %33 to double, !dbg !84
  %35 = tail call double @llvm.fmuladd.f64(double %29, double %34, double %26), !dbg !85
  %36 = add nuw nsw i64 %25, 1, !dbg !86
  %37 = icmp eq i64 %36, 4096, !dbg !87
  br i1 %37, label %38, label %24, !dbg !88, !llvm.loop !89

38:                                               ; preds = %24
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %30, double noundef %35), !dbg !92
  tail call void @free(ptr noundef nonnull %21) #8, !dbg !93
  tail call void @free(ptr noundef nonnull %22) #8, !dbg !94
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8, !dbg !95
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8, !dbg !95
  ret i32 0, !dbg !96

40:                                               ; preds = %18, %40
  %41 = phi i64 [ 0, %18 ], [ %46, %40 ]
  %42 = trunc i64 %41 to i16, !dbg !97
  %43 = urem i16 %42, 29, !dbg !97
  %44 = uitofp nneg i16 %43 to double, !dbg !98
  %45 = getelementptr inbounds nuw double, ptr %21, i64 %41, !dbg !99
  store double %44, ptr %45, align 8, !dbg !100, !tbaa !31
  %46 = add nuw nsw i64 %41, 1, !dbg !101
  %47 = icmp eq i64 %46, 4096, !dbg !102
  br i1 %47, label %23, label %40, !dbg !103, !llvm.loop !104
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !107 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !108 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !109 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/hoist.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "hoist", scope: !14, file: !14, line: 6, type: !15, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/hoist.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 15, atomRank: 1)
!18 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 16, atomRank: 1)
!19 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!20 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 14, atomRank: 1)
!21 = !DILocation(line: 11, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!22 = !DILocation(line: 8, column: 32, scope: !13, atomGroup: 10, atomRank: 2)
!23 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!24 = distinct !{!24, !25, !26, !27, !28}
!25 = !DILocation(line: 8, column: 5, scope: !13)
!26 = !DILocation(line: 10, column: 59, scope: !13)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 10, column: 38, scope: !13)
!30 = !DILocation(line: 10, column: 29, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !11, i64 0}
!33 = !DILocation(line: 10, column: 56, scope: !13)
!34 = !DILocation(line: 10, column: 45, scope: !13)
!35 = !DILocation(line: 10, column: 43, scope: !13, atomGroup: 7, atomRank: 2)
!36 = !DILocation(line: 10, column: 13, scope: !13)
!37 = !DILocation(line: 10, column: 27, scope: !13, atomGroup: 7, atomRank: 1)
!38 = !DILocation(line: 9, column: 39, scope: !13, atomGroup: 8, atomRank: 2)
!39 = !DILocation(line: 9, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!40 = !DILocation(line: 9, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!41 = distinct !{!41, !42, !26, !27, !28}
!42 = !DILocation(line: 9, column: 9, scope: !13)
!43 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 13, type: !15, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!44 = !DILocation(line: 15, column: 5, scope: !43)
!45 = !DILocation(line: 21, column: 17, scope: !46, inlinedAt: !48, atomGroup: 2, atomRank: 2)
!46 = distinct !DISubprogram(name: "size_arg", scope: !47, file: !47, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!47 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!48 = distinct !DILocation(line: 15, column: 15, scope: !43)
!49 = !DILocation(line: 21, column: 12, scope: !46, inlinedAt: !48, atomGroup: 2, atomRank: 1)
!50 = !DILocation(line: 15, column: 9, scope: !43, atomGroup: 20, atomRank: 1)
!51 = !DILocation(line: 21, column: 12, scope: !46, inlinedAt: !52, atomGroup: 21, atomRank: 1)
!52 = distinct !DILocation(line: 15, column: 55, scope: !43)
!53 = !DILocation(line: 21, column: 28, scope: !46, inlinedAt: !48)
!54 = !{!55, !55, i64 0}
!55 = !{!"p1 omnipotent char", !56, i64 0}
!56 = !{!"any pointer", !11, i64 0}
!57 = !DILocation(line: 487, column: 16, scope: !58, inlinedAt: !60, atomGroup: 1, atomRank: 3)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!59 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!60 = distinct !DILocation(line: 21, column: 23, scope: !46, inlinedAt: !48)
!61 = !DILocation(line: 487, column: 10, scope: !58, inlinedAt: !60, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 15, column: 9, scope: !43, atomGroup: 1, atomRank: 1)
!63 = !DILocation(line: 21, column: 17, scope: !46, inlinedAt: !52, atomGroup: 2, atomRank: 2)
!64 = !DILocation(line: 21, column: 12, scope: !46, inlinedAt: !52, atomGroup: 2, atomRank: 1)
!65 = !DILocation(line: 21, column: 28, scope: !46, inlinedAt: !52)
!66 = !DILocation(line: 487, column: 16, scope: !58, inlinedAt: !67, atomGroup: 1, atomRank: 3)
!67 = distinct !DILocation(line: 21, column: 23, scope: !46, inlinedAt: !52)
!68 = !DILocation(line: 487, column: 10, scope: !58, inlinedAt: !67, atomGroup: 1, atomRank: 2)
!69 = !DILocation(line: 21, column: 12, scope: !46, inlinedAt: !52)
!70 = !DILocation(line: 21, column: 12, scope: !46, inlinedAt: !52, atomGroup: 1, atomRank: 2)
!71 = !DILocation(line: 15, column: 54, scope: !43, atomGroup: 2, atomRank: 1)
!72 = !DILocation(line: 15, column: 54, scope: !43)
!73 = !DILocation(line: 16, column: 17, scope: !43, atomGroup: 3, atomRank: 2)
!74 = !DILocation(line: 17, column: 17, scope: !43, atomGroup: 4, atomRank: 2)
!75 = !DILocation(line: 18, column: 5, scope: !43, atomGroup: 23, atomRank: 1)
!76 = !DILocation(line: 20, column: 5, scope: !43)
!77 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79, atomGroup: 18, atomRank: 1)
!78 = distinct !DISubprogram(name: "checksum", scope: !47, file: !47, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!79 = distinct !DILocation(line: 21, column: 5, scope: !43)
!80 = !DILocation(line: 13, column: 16, scope: !78, inlinedAt: !79)
!81 = !DILocation(line: 13, column: 13, scope: !78, inlinedAt: !79, atomGroup: 6, atomRank: 2)
!82 = !DILocation(line: 14, column: 39, scope: !78, inlinedAt: !79)
!83 = !DILocation(line: 14, column: 44, scope: !78, inlinedAt: !79)
!84 = !DILocation(line: 14, column: 28, scope: !78, inlinedAt: !79)
!85 = !DILocation(line: 14, column: 18, scope: !78, inlinedAt: !79, atomGroup: 7, atomRank: 2)
!86 = !DILocation(line: 12, column: 34, scope: !78, inlinedAt: !79, atomGroup: 8, atomRank: 2)
!87 = !DILocation(line: 12, column: 24, scope: !78, inlinedAt: !79, atomGroup: 4, atomRank: 1)
!88 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79, atomGroup: 5, atomRank: 1)
!89 = distinct !{!89, !90, !91, !27, !28}
!90 = !DILocation(line: 12, column: 5, scope: !78, inlinedAt: !79)
!91 = !DILocation(line: 15, column: 5, scope: !78, inlinedAt: !79)
!92 = !DILocation(line: 16, column: 5, scope: !78, inlinedAt: !79)
!93 = !DILocation(line: 22, column: 5, scope: !43)
!94 = !DILocation(line: 23, column: 5, scope: !43)
!95 = !DILocation(line: 25, column: 1, scope: !43)
!96 = !DILocation(line: 24, column: 5, scope: !43, atomGroup: 12, atomRank: 1)
!97 = !DILocation(line: 19, column: 27, scope: !43, atomGroup: 8, atomRank: 3)
!98 = !DILocation(line: 19, column: 16, scope: !43, atomGroup: 8, atomRank: 2)
!99 = !DILocation(line: 19, column: 9, scope: !43)
!100 = !DILocation(line: 19, column: 14, scope: !43, atomGroup: 8, atomRank: 1)
!101 = !DILocation(line: 18, column: 35, scope: !43, atomGroup: 9, atomRank: 2)
!102 = !DILocation(line: 18, column: 23, scope: !43, atomGroup: 6, atomRank: 1)
!103 = !DILocation(line: 18, column: 5, scope: !43, atomGroup: 7, atomRank: 1)
!104 = distinct !{!104, !105, !106, !27, !28}
!105 = !DILocation(line: 18, column: 5, scope: !43)
!106 = !DILocation(line: 19, column: 31, scope: !43)
!107 = !DISubprogram(name: "calloc", scope: !59, file: !59, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubprogram(name: "free", scope: !59, file: !59, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubprogram(name: "strtol", scope: !59, file: !59, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubprogram(name: "printf", scope: !111, file: !111, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
