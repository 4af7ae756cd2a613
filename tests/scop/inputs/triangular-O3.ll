; ModuleID = '/work/main/tests/scop/inputs/triangular.c'
source_filename = "/work/main/tests/scop/inputs/triangular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @shapes(i32 noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = add nsw i32 %1, %0, !dbg !17
  %6 = zext i32 %5 to i64
  %7 = icmp sgt i32 %0, 0, !dbg !18
  br i1 %7, label %8, label %43, !dbg !19

8:                                                ; preds = %4
  %9 = zext nneg i32 %0 to i64, !dbg !20
  br label %10, !dbg !21

10:                                               ; preds = %8, %21
  %11 = phi i64 [ 0, %8 ], [ %22, %21 ]
  %12 = phi i64 [ 1, %8 ], [ %23, %21 ]
  %13 = mul nuw nsw i64 %11, %6
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %13
  %15 = getelementptr inbounds nuw double, ptr %2, i64 %11, !dbg !22
  %16 = getelementptr inbounds nuw double, ptr %3, i64 %13
  br label %25, !dbg !23

17:                                               ; preds = %21
  %18 = sext i32 %1 to i64, !dbg !24
  %19 = zext nneg i32 %0 to i64, !dbg !25
  %20 = icmp sgt i32 %1, 0
  br label %36, !dbg !24

21:                                               ; preds = %25
  %22 = add nuw nsw i64 %11, 1, !dbg !26
  %23 = add nuw nsw i64 %12, 1, !dbg !27
  %24 = icmp eq i64 %22, %9, !dbg !20
  br i1 %24, label %17, label %10, !dbg !27, !llvm.loop !28

25:                                               ; preds = %10, %25
  %26 = phi i64 [ 0, %10 ], [ %34, %25 ]
  %27 = getelementptr inbounds nuw double, ptr %14, i64 %26, !dbg !32
  %28 = load double, ptr %27, align 8, !dbg !32, !tbaa !33
  %29 = mul nuw nsw i64 %26, %6, !dbg !35
  %30 = getelementptr inbounds nuw double, ptr %15, i64 %29, !dbg !35
  %31 = load double, ptr %30, align 8, !dbg !35, !tbaa !33
  %32 = fadd double %28, %31, !dbg !36
  %33 = getelementptr inbounds nuw double, ptr %16, i64 %26, !dbg !37
  store double %32, ptr %33, align 8, !dbg !38, !tbaa !33
  %34 = add nuw nsw i64 %26, 1, !dbg !39
  %35 = icmp eq i64 %34, %12, !dbg !40
  br i1 %35, label %21, label %25, !dbg !41, !llvm.loop !42

36:                                               ; preds = %17, %44
  %37 = phi i64 [ 0, %17 ], [ %45, %44 ]
  %38 = add nsw i64 %37, %18
  br i1 %20, label %39, label %44, !dbg !43

39:                                               ; preds = %36
  %40 = mul nuw nsw i64 %37, %6
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %40
  %42 = getelementptr inbounds nuw double, ptr %3, i64 %40
  br label %47, !dbg !43

43:                                               ; preds = %44, %4
  ret void, !dbg !44

44:                                               ; preds = %47, %36
  %45 = add nuw nsw i64 %37, 1, !dbg !45
  %46 = icmp eq i64 %45, %19, !dbg !25
  br i1 %46, label %43, label %36, !dbg !46, !llvm.loop !47

47:                                               ; preds = %39, %47
  %48 = phi i64 [ %37, %39 ], [ %54, %47 ]
  %49 = getelementptr inbounds nuw double, ptr %41, i64 %48, !dbg !49
  %50 = load double, ptr %49, align 8, !dbg !49, !tbaa !33
  %51 = getelementptr inbounds nuw double, ptr %42, i64 %48, !dbg !50
  %52 = load double, ptr %51, align 8, !dbg !51, !tbaa !33
  %53 = tail call double @llvm.fmuladd.f64(double %50, double 5.000000e-01, double %52), !dbg !52
  store double %53, ptr %51, align 8, !dbg !53, !tbaa !33
  %54 = add nuw nsw i64 %48, 1, !dbg !54
  %55 = icmp slt i64 %54, %38, !dbg !55
  br i1 %55, label %47, label %44, !dbg !56, !llvm.loop !57
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !59 {
  %3 = icmp sgt i32 %0, 1, !dbg !60
  br i1 %3, label %4, label %15, !dbg !64

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !65
  %6 = load ptr, ptr %5, align 8, !dbg !65, !tbaa !66
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !69
  %8 = trunc i64 %7 to i32, !dbg !73
  %9 = icmp eq i32 %0, 2, !dbg !74
  br i1 %9, label %15, label %10, !dbg !76

10:                                               ; preds = %4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !77
  %12 = load ptr, ptr %11, align 8, !dbg !77, !tbaa !66
  %13 = tail call i64 @strtol(ptr noundef nonnull captures(none) %12, ptr noundef null, i32 noundef 10) #7, !dbg !78
  %14 = trunc i64 %13 to i32, !dbg !80
  br label %15, !dbg !81

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 19, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 4, %4 ], [ 4, %2 ], !dbg !82
  %18 = add nsw i32 %17, %16, !dbg !83
  %19 = zext i32 %18 to i64, !dbg !84
  %20 = sext i32 %16 to i64, !dbg !85
  %21 = sext i32 %18 to i64, !dbg !86
  %22 = mul nsw i64 %21, %20, !dbg !87
  %23 = tail call noalias ptr @calloc(i64 noundef %22, i64 noundef 8) #8, !dbg !88
  %24 = tail call noalias ptr @calloc(i64 noundef %22, i64 noundef 8) #8, !dbg !89
  %25 = icmp sgt i32 %16, 0, !dbg !90
  br i1 %25, label %26, label %35, !dbg !91

26:                                               ; preds = %15
  %27 = icmp sgt i32 %18, 0
  %28 = zext nneg i32 %16 to i64, !dbg !92
  br label %29, !dbg !91

29:                                               ; preds = %26, %54
  %30 = phi i64 [ 0, %26 ], [ %55, %54 ]
  br i1 %27, label %31, label %54, !dbg !93

31:                                               ; preds = %29
  %32 = mul nuw nsw i64 %30, 5
  %33 = mul nuw nsw i64 %30, %19
  %34 = getelementptr inbounds nuw double, ptr %23, i64 %33
  br label %57, !dbg !93

35:                                               ; preds = %54, %15
  tail call void @shapes(i32 noundef %16, i32 noundef %17, ptr noundef %23, ptr noundef %24), !dbg !94
  %36 = icmp sgt i64 %22, 0, !dbg !95
  br i1 %36, label %37, label %50, !dbg !98

37:                                               ; preds = %35, %37
  %38 = phi i64 [ %48, %37 ], [ 0, %35 ]
  %39 = phi double [ %47, %37 ], [ 0.000000e+00, %35 ]
  %40 = phi double [ %43, %37 ], [ 0.000000e+00, %35 ]
  %41 = getelementptr inbounds nuw double, ptr %24, i64 %38, !dbg !99
  %42 = load double, ptr %41, align 8, !dbg !99, !tbaa !33
  %43 = fadd double %40, %42, !dbg !100
  %44 = urem i64 %38, 97, !dbg !101
  %45 = add nuw nsw i64 %44, 1, !dbg !102
  %46 = uitofp nneg i64 %45 to double, !dbg !103
  %47 = tail call double @llvm.fmuladd.f64(double %42, double %46, double %39), !dbg !104
  %48 = add nuw nsw i64 %38, 1, !dbg !105
  %49 = icmp eq i64 %48, %22, !dbg !106
  br i1 %49, label %50, label %37, !dbg !107, !llvm.loop !108

50:                                               ; preds = %37, %35
  %51 = phi double [ 0.000000e+00, %35 ], [ %43, %37 ], !dbg !111
  %52 = phi double [ 0.000000e+00, %35 ], [ %47, %37 ], !dbg !111
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %51, double noundef %52), !dbg !112
  tail call void @free(ptr noundef %23) #7, !dbg !113
  tail call void @free(ptr noundef %24) #7, !dbg !114
  ret i32 0, !dbg !115

54:                                               ; preds = %57, %29
  %55 = add nuw nsw i64 %30, 1, !dbg !116
  %56 = icmp eq i64 %55, %28, !dbg !92
  br i1 %56, label %35, label %29, !dbg !117, !llvm.loop !118

57:                                               ; preds = %31, %57
  %58 = phi i64 [ 0, %31 ], [ %64, %57 ]
  %59 = add nuw nsw i64 %58, %32, !dbg !121
  %60 = trunc nuw i64 %59 to i32, !dbg !122
  %61 = urem i32 %60, 13, !dbg !122
  %62 = uitofp nneg i32 %61 to double, !dbg !123
  %63 = getelementptr inbounds nuw double, ptr %34, i64 %58, !dbg !124
  store double %62, ptr %63, align 8, !dbg !125, !tbaa !33
  %64 = add nuw nsw i64 %58, 1, !dbg !126
  %65 = icmp eq i64 %64, %19, !dbg !127
  br i1 %65, label %54, label %57, !dbg !128, !llvm.loop !129
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !131 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !132 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare !dbg !133 i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !134 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/triangular.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "shapes", scope: !14, file: !14, line: 4, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/triangular.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 4, column: 67, scope: !13)
!18 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 26, atomRank: 1)
!19 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 27, atomRank: 1)
!20 = !DILocation(line: 6, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!21 = !DILocation(line: 6, column: 5, scope: !13)
!22 = !DILocation(line: 7, column: 9, scope: !13)
!23 = !DILocation(line: 7, column: 9, scope: !13, atomGroup: 25, atomRank: 1)
!24 = !DILocation(line: 9, column: 5, scope: !13)
!25 = !DILocation(line: 9, column: 23, scope: !13, atomGroup: 13, atomRank: 1)
!26 = !DILocation(line: 6, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!27 = !DILocation(line: 6, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!28 = distinct !{!28, !21, !29, !30, !31}
!29 = !DILocation(line: 8, column: 39, scope: !13)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !DILocation(line: 8, column: 23, scope: !13)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !11, i64 0}
!35 = !DILocation(line: 8, column: 33, scope: !13)
!36 = !DILocation(line: 8, column: 31, scope: !13, atomGroup: 7, atomRank: 2)
!37 = !DILocation(line: 8, column: 13, scope: !13)
!38 = !DILocation(line: 8, column: 21, scope: !13, atomGroup: 7, atomRank: 1)
!39 = !DILocation(line: 7, column: 34, scope: !13, atomGroup: 8, atomRank: 2)
!40 = !DILocation(line: 7, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!41 = !DILocation(line: 7, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!42 = distinct !{!42, !22, !29, !30, !31}
!43 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 29, atomRank: 1)
!44 = !DILocation(line: 12, column: 1, scope: !13, atomGroup: 23, atomRank: 1)
!45 = !DILocation(line: 9, column: 29, scope: !13, atomGroup: 21, atomRank: 2)
!46 = !DILocation(line: 9, column: 5, scope: !13, atomGroup: 14, atomRank: 1)
!47 = distinct !{!47, !24, !48, !30, !31}
!48 = !DILocation(line: 11, column: 36, scope: !13)
!49 = !DILocation(line: 11, column: 30, scope: !13)
!50 = !DILocation(line: 11, column: 13, scope: !13)
!51 = !DILocation(line: 11, column: 21, scope: !13)
!52 = !DILocation(line: 11, column: 21, scope: !13, atomGroup: 18, atomRank: 2)
!53 = !DILocation(line: 11, column: 21, scope: !13, atomGroup: 18, atomRank: 1)
!54 = !DILocation(line: 10, column: 37, scope: !13, atomGroup: 19, atomRank: 2)
!55 = !DILocation(line: 10, column: 27, scope: !13, atomGroup: 16, atomRank: 1)
!56 = !DILocation(line: 10, column: 9, scope: !13, atomGroup: 17, atomRank: 1)
!57 = distinct !{!57, !58, !48, !30, !31}
!58 = !DILocation(line: 10, column: 9, scope: !13)
!59 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 14, type: !15, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!60 = !DILocation(line: 21, column: 17, scope: !61, inlinedAt: !63, atomGroup: 2, atomRank: 2)
!61 = distinct !DISubprogram(name: "size_arg", scope: !62, file: !62, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!62 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!63 = distinct !DILocation(line: 16, column: 13, scope: !59)
!64 = !DILocation(line: 21, column: 12, scope: !61, inlinedAt: !63, atomGroup: 2, atomRank: 1)
!65 = !DILocation(line: 21, column: 28, scope: !61, inlinedAt: !63)
!66 = !{!67, !67, i64 0}
!67 = !{!"p1 omnipotent char", !68, i64 0}
!68 = !{!"any pointer", !11, i64 0}
!69 = !DILocation(line: 487, column: 16, scope: !70, inlinedAt: !72, atomGroup: 1, atomRank: 3)
!70 = distinct !DISubprogram(name: "atoi", scope: !71, file: !71, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!71 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!72 = distinct !DILocation(line: 21, column: 23, scope: !61, inlinedAt: !63)
!73 = !DILocation(line: 487, column: 10, scope: !70, inlinedAt: !72, atomGroup: 1, atomRank: 2)
!74 = !DILocation(line: 21, column: 17, scope: !61, inlinedAt: !75, atomGroup: 2, atomRank: 2)
!75 = distinct !DILocation(line: 16, column: 46, scope: !59)
!76 = !DILocation(line: 21, column: 12, scope: !61, inlinedAt: !75, atomGroup: 2, atomRank: 1)
!77 = !DILocation(line: 21, column: 28, scope: !61, inlinedAt: !75)
!78 = !DILocation(line: 487, column: 16, scope: !70, inlinedAt: !79, atomGroup: 1, atomRank: 3)
!79 = distinct !DILocation(line: 21, column: 23, scope: !61, inlinedAt: !75)
!80 = !DILocation(line: 487, column: 10, scope: !70, inlinedAt: !79, atomGroup: 1, atomRank: 2)
!81 = !DILocation(line: 21, column: 12, scope: !61, inlinedAt: !75)
!82 = !DILocation(line: 21, column: 12, scope: !61, inlinedAt: !75, atomGroup: 1, atomRank: 2)
!83 = !DILocation(line: 17, column: 19, scope: !59)
!84 = !DILocation(line: 17, column: 5, scope: !59)
!85 = !DILocation(line: 17, column: 33, scope: !59)
!86 = !DILocation(line: 17, column: 45, scope: !59)
!87 = !DILocation(line: 17, column: 43, scope: !59)
!88 = !DILocation(line: 17, column: 26, scope: !59, atomGroup: 3, atomRank: 2)
!89 = !DILocation(line: 18, column: 26, scope: !59, atomGroup: 4, atomRank: 2)
!90 = !DILocation(line: 19, column: 23, scope: !59, atomGroup: 38, atomRank: 1)
!91 = !DILocation(line: 19, column: 5, scope: !59, atomGroup: 39, atomRank: 1)
!92 = !DILocation(line: 19, column: 23, scope: !59, atomGroup: 6, atomRank: 1)
!93 = !DILocation(line: 20, column: 9, scope: !59, atomGroup: 37, atomRank: 1)
!94 = !DILocation(line: 22, column: 5, scope: !59)
!95 = !DILocation(line: 12, column: 24, scope: !96, inlinedAt: !97, atomGroup: 32, atomRank: 1)
!96 = distinct !DISubprogram(name: "checksum", scope: !62, file: !62, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!97 = distinct !DILocation(line: 23, column: 5, scope: !59)
!98 = !DILocation(line: 12, column: 5, scope: !96, inlinedAt: !97, atomGroup: 33, atomRank: 1)
!99 = !DILocation(line: 13, column: 16, scope: !96, inlinedAt: !97)
!100 = !DILocation(line: 13, column: 13, scope: !96, inlinedAt: !97, atomGroup: 6, atomRank: 2)
!101 = !DILocation(line: 14, column: 39, scope: !96, inlinedAt: !97)
!102 = !DILocation(line: 14, column: 44, scope: !96, inlinedAt: !97)
!103 = !DILocation(line: 14, column: 28, scope: !96, inlinedAt: !97)
!104 = !DILocation(line: 14, column: 18, scope: !96, inlinedAt: !97, atomGroup: 7, atomRank: 2)
!105 = !DILocation(line: 12, column: 34, scope: !96, inlinedAt: !97, atomGroup: 8, atomRank: 2)
!106 = !DILocation(line: 12, column: 24, scope: !96, inlinedAt: !97, atomGroup: 4, atomRank: 1)
!107 = !DILocation(line: 12, column: 5, scope: !96, inlinedAt: !97, atomGroup: 5, atomRank: 1)
!108 = distinct !{!108, !109, !110, !30, !31}
!109 = !DILocation(line: 12, column: 5, scope: !96, inlinedAt: !97)
!110 = !DILocation(line: 15, column: 5, scope: !96, inlinedAt: !97)
!111 = !DILocation(line: 0, scope: !96, inlinedAt: !97)
!112 = !DILocation(line: 16, column: 5, scope: !96, inlinedAt: !97)
!113 = !DILocation(line: 24, column: 5, scope: !59)
!114 = !DILocation(line: 25, column: 5, scope: !59)
!115 = !DILocation(line: 27, column: 1, scope: !59, atomGroup: 17, atomRank: 1)
!116 = !DILocation(line: 19, column: 29, scope: !59, atomGroup: 14, atomRank: 2)
!117 = !DILocation(line: 19, column: 5, scope: !59, atomGroup: 7, atomRank: 1)
!118 = distinct !{!118, !119, !120, !30, !31}
!119 = !DILocation(line: 19, column: 5, scope: !59)
!120 = !DILocation(line: 21, column: 48, scope: !59)
!121 = !DILocation(line: 21, column: 39, scope: !59)
!122 = !DILocation(line: 21, column: 44, scope: !59, atomGroup: 11, atomRank: 3)
!123 = !DILocation(line: 21, column: 23, scope: !59, atomGroup: 11, atomRank: 2)
!124 = !DILocation(line: 21, column: 13, scope: !59)
!125 = !DILocation(line: 21, column: 21, scope: !59, atomGroup: 11, atomRank: 1)
!126 = !DILocation(line: 20, column: 37, scope: !59, atomGroup: 12, atomRank: 2)
!127 = !DILocation(line: 20, column: 27, scope: !59, atomGroup: 9, atomRank: 1)
!128 = !DILocation(line: 20, column: 9, scope: !59, atomGroup: 10, atomRank: 1)
!129 = distinct !{!129, !130, !120, !30, !31}
!130 = !DILocation(line: 20, column: 9, scope: !59)
!131 = !DISubprogram(name: "calloc", scope: !71, file: !71, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "free", scope: !71, file: !71, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "strtol", scope: !71, file: !71, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "printf", scope: !135, file: !135, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
