; ModuleID = '/work/main/tests/scop/inputs/scalars.c'
source_filename = "/work/main/tests/scop/inputs/scalars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scalars(i32 noundef %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !13 {
  %5 = zext i32 %0 to i64
  %6 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %6, label %8, label %7, !dbg !18

7:                                                ; preds = %15, %4
  ret void, !dbg !19

8:                                                ; preds = %4, %15
  %9 = phi i64 [ %17, %15 ], [ 0, %4 ]
  %10 = getelementptr inbounds nuw double, ptr %2, i64 %9, !dbg !20
  %11 = load double, ptr %10, align 8, !dbg !20, !tbaa !21
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 3.000000e+00, double 1.000000e+00), !dbg !23
  %13 = mul nuw nsw i64 %9, %5
  %14 = getelementptr inbounds nuw double, ptr %1, i64 %13
  br label %19, !dbg !24

15:                                               ; preds = %19
  %16 = getelementptr inbounds nuw double, ptr %3, i64 %9, !dbg !25
  store double %25, ptr %16, align 8, !dbg !26, !tbaa !21
  %17 = add nuw nsw i64 %9, 1, !dbg !27
  %18 = icmp eq i64 %17, %5, !dbg !28
  br i1 %18, label %7, label %8, !dbg !29, !llvm.loop !30

19:                                               ; preds = %8, %19
  %20 = phi i64 [ 0, %8 ], [ %26, %19 ]
  %21 = phi double [ 0.000000e+00, %8 ], [ %25, %19 ]
  %22 = getelementptr inbounds nuw double, ptr %14, i64 %20, !dbg !35
  %23 = load double, ptr %22, align 8, !dbg !35, !tbaa !21
  %24 = fmul double %12, %23, !dbg !36
  store double %24, ptr %22, align 8, !dbg !37, !tbaa !21
  %25 = fadd double %21, %24, !dbg !38
  %26 = add nuw nsw i64 %20, 1, !dbg !39
  %27 = icmp eq i64 %26, %5, !dbg !40
  br i1 %27, label %15, label %19, !dbg !41, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !45 {
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %4, label %9, !dbg !50

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !51
  %6 = load ptr, ptr %5, align 8, !dbg !51, !tbaa !52
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #7, !dbg !55
  %8 = trunc i64 %7 to i32, !dbg !59
  br label %9, !dbg !60

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 22, %2 ], !dbg !61
  %11 = zext i32 %10 to i64, !dbg !62
  %12 = sext i32 %10 to i64, !dbg !63
  %13 = mul nsw i64 %12, %12, !dbg !64
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #8, !dbg !65
  %15 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef 8) #8, !dbg !66
  %16 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef 8) #8, !dbg !67
  %17 = icmp sgt i32 %10, 0, !dbg !68
  br i1 %17, label %54, label %18, !dbg !69

18:                                               ; preds = %63, %9
  tail call void @scalars(i32 noundef %10, ptr noundef %14, ptr noundef %15, ptr noundef %16), !dbg !70
  %19 = icmp eq i32 %10, 0, !dbg !71
  br i1 %19, label %20, label %22, !dbg !74

20:                                               ; preds = %18
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !75
  br label %50, !dbg !76

22:                                               ; preds = %18, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %18 ]
  %24 = phi double [ %32, %22 ], [ 0.000000e+00, %18 ]
  %25 = phi double [ %28, %22 ], [ 0.000000e+00, %18 ]
  %26 = getelementptr inbounds nuw double, ptr %14, i64 %23, !dbg !78
  %27 = load double, ptr %26, align 8, !dbg !78, !tbaa !21
  %28 = fadd double %25, %27, !dbg !79
  %29 = urem i64 %23, 97, !dbg !80
  %30 = add nuw nsw i64 %29, 1, !dbg !81
  %31 = uitofp nneg i64 %30 to double, !dbg !82
  %32 = tail call double @llvm.fmuladd.f64(double %27, double %31, double %24), !dbg !83
  %33 = add nuw nsw i64 %23, 1, !dbg !84
  %34 = icmp eq i64 %33, %13, !dbg !85
  br i1 %34, label %35, label %22, !dbg !86, !llvm.loop !87

35:                                               ; preds = %22
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str, double noundef %28, double noundef %32), !dbg !75
  br i1 %17, label %37, label %50, !dbg !76

37:                                               ; preds = %35, %37
  %38 = phi i64 [ %48, %37 ], [ 0, %35 ]
  %39 = phi double [ %47, %37 ], [ 0.000000e+00, %35 ]
  %40 = phi double [ %43, %37 ], [ 0.000000e+00, %35 ]
  %41 = getelementptr inbounds nuw double, ptr %16, i64 %38, !dbg !90
  %42 = load double, ptr %41, align 8, !dbg !90, !tbaa !21
  %43 = fadd double %40, %42, !dbg !91
  %44 = urem i64 %38, 97, !dbg !92
  %45 = add nuw nsw i64 %44, 1, !dbg !93
  %46 = uitofp nneg i64 %45 to double, !dbg !94
  %47 = tail call double @llvm.fmuladd.f64(double %42, double %46, double %39), !dbg !95
  %48 = add nuw nsw i64 %38, 1, !dbg !96
  %49 = icmp eq i64 %48, %12, !dbg !97
  br i1 %49, label %50, label %37, !dbg !98, !llvm.loop !99

50:                                               ; preds = %37, %20, %35
  %51 = phi double [ 0.000000e+00, %35 ], [ 0.000000e+00, %20 ], [ %43, %37 ], !dbg !102
  %52 = phi double [ 0.000000e+00, %35 ], [ 0.000000e+00, %20 ], [ %47, %37 ], !dbg !102
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, double noundef %51, double noundef %52), !dbg !103
  tail call void @free(ptr noundef %14) #7, !dbg !104
  tail call void @free(ptr noundef %15) #7, !dbg !105
  tail call void @free(ptr noundef %16) #7, !dbg !106
  ret i32 0, !dbg !107

54:                                               ; preds = %9, %63
  %55 = phi i64 [ %64, %63 ], [ 0, %9 ]
  %56 = trunc nuw nsw i64 %55 to i32, !dbg !108
  %57 = urem i32 %56, 5, !dbg !108
  %58 = uitofp nneg i32 %57 to double, !dbg !109
  %59 = fmul double %58, 5.000000e-01, !dbg !110
  %60 = getelementptr inbounds nuw double, ptr %15, i64 %55, !dbg !111
  store double %59, ptr %60, align 8, !dbg !112, !tbaa !21
  %61 = mul nuw nsw i64 %55, %11
  %62 = getelementptr inbounds nuw double, ptr %14, i64 %61
  br label %66, !dbg !113

63:                                               ; preds = %66
  %64 = add nuw nsw i64 %55, 1, !dbg !114
  %65 = icmp eq i64 %64, %11, !dbg !115
  br i1 %65, label %18, label %54, !dbg !116, !llvm.loop !117

66:                                               ; preds = %54, %66
  %67 = phi i64 [ 0, %54 ], [ %73, %66 ]
  %68 = add nuw nsw i64 %67, %55, !dbg !120
  %69 = trunc nuw i64 %68 to i32, !dbg !121
  %70 = urem i32 %69, 3, !dbg !121
  %71 = uitofp nneg i32 %70 to double, !dbg !122
  %72 = getelementptr inbounds nuw double, ptr %62, i64 %67, !dbg !123
  store double %71, ptr %72, align 8, !dbg !124, !tbaa !21
  %73 = add nuw nsw i64 %67, 1, !dbg !125
  %74 = icmp eq i64 %73, %11, !dbg !126
  br i1 %74, label %63, label %66, !dbg !127, !llvm.loop !128
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
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/scalars.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "scalars", scope: !14, file: !14, line: 6, type: !15, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/scalars.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 21, atomRank: 1)
!18 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 22, atomRank: 1)
!19 = !DILocation(line: 17, column: 1, scope: !13, atomGroup: 16, atomRank: 1)
!20 = !DILocation(line: 9, column: 20, scope: !13)
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !11, i64 0}
!23 = !DILocation(line: 9, column: 31, scope: !13, atomGroup: 4, atomRank: 2)
!24 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 20, atomRank: 1)
!25 = !DILocation(line: 15, column: 9, scope: !13)
!26 = !DILocation(line: 15, column: 14, scope: !13, atomGroup: 13, atomRank: 1)
!27 = !DILocation(line: 8, column: 29, scope: !13, atomGroup: 14, atomRank: 2)
!28 = !DILocation(line: 8, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!29 = !DILocation(line: 8, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!30 = distinct !{!30, !31, !32, !33, !34}
!31 = !DILocation(line: 8, column: 5, scope: !13)
!32 = !DILocation(line: 16, column: 5, scope: !13)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !DILocation(line: 12, column: 23, scope: !13)
!36 = !DILocation(line: 12, column: 31, scope: !13, atomGroup: 9, atomRank: 2)
!37 = !DILocation(line: 12, column: 21, scope: !13, atomGroup: 9, atomRank: 1)
!38 = !DILocation(line: 13, column: 17, scope: !13, atomGroup: 10, atomRank: 2)
!39 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 11, atomRank: 2)
!40 = !DILocation(line: 11, column: 27, scope: !13, atomGroup: 7, atomRank: 1)
!41 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 8, atomRank: 1)
!42 = distinct !{!42, !43, !44, !33, !34}
!43 = !DILocation(line: 11, column: 9, scope: !13)
!44 = !DILocation(line: 14, column: 9, scope: !13)
!45 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!46 = !DILocation(line: 21, column: 17, scope: !47, inlinedAt: !49, atomGroup: 2, atomRank: 2)
!47 = distinct !DISubprogram(name: "size_arg", scope: !48, file: !48, line: 19, type: !15, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!48 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!49 = distinct !DILocation(line: 21, column: 13, scope: !45)
!50 = !DILocation(line: 21, column: 12, scope: !47, inlinedAt: !49, atomGroup: 2, atomRank: 1)
!51 = !DILocation(line: 21, column: 28, scope: !47, inlinedAt: !49)
!52 = !{!53, !53, i64 0}
!53 = !{!"p1 omnipotent char", !54, i64 0}
!54 = !{!"any pointer", !11, i64 0}
!55 = !DILocation(line: 487, column: 16, scope: !56, inlinedAt: !58, atomGroup: 1, atomRank: 3)
!56 = distinct !DISubprogram(name: "atoi", scope: !57, file: !57, line: 485, type: !15, scopeLine: 486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!57 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "/work/main")
!58 = distinct !DILocation(line: 21, column: 23, scope: !47, inlinedAt: !49)
!59 = !DILocation(line: 487, column: 10, scope: !56, inlinedAt: !58, atomGroup: 1, atomRank: 2)
!60 = !DILocation(line: 21, column: 12, scope: !47, inlinedAt: !49)
!61 = !DILocation(line: 21, column: 12, scope: !47, inlinedAt: !49, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 22, column: 5, scope: !45)
!63 = !DILocation(line: 22, column: 29, scope: !45)
!64 = !DILocation(line: 22, column: 39, scope: !45)
!65 = !DILocation(line: 22, column: 22, scope: !45, atomGroup: 2, atomRank: 2)
!66 = !DILocation(line: 23, column: 17, scope: !45, atomGroup: 3, atomRank: 2)
!67 = !DILocation(line: 24, column: 17, scope: !45, atomGroup: 4, atomRank: 2)
!68 = !DILocation(line: 25, column: 23, scope: !45, atomGroup: 27, atomRank: 1)
!69 = !DILocation(line: 25, column: 5, scope: !45, atomGroup: 28, atomRank: 1)
!70 = !DILocation(line: 30, column: 5, scope: !45)
!71 = !DILocation(line: 12, column: 24, scope: !72, inlinedAt: !73, atomGroup: 23, atomRank: 1)
!72 = distinct !DISubprogram(name: "checksum", scope: !48, file: !48, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!73 = distinct !DILocation(line: 31, column: 5, scope: !45)
!74 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !73, atomGroup: 24, atomRank: 1)
!75 = !DILocation(line: 16, column: 5, scope: !72, inlinedAt: !73)
!76 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !77, atomGroup: 24, atomRank: 1)
!77 = distinct !DILocation(line: 32, column: 5, scope: !45)
!78 = !DILocation(line: 13, column: 16, scope: !72, inlinedAt: !73)
!79 = !DILocation(line: 13, column: 13, scope: !72, inlinedAt: !73, atomGroup: 6, atomRank: 2)
!80 = !DILocation(line: 14, column: 39, scope: !72, inlinedAt: !73)
!81 = !DILocation(line: 14, column: 44, scope: !72, inlinedAt: !73)
!82 = !DILocation(line: 14, column: 28, scope: !72, inlinedAt: !73)
!83 = !DILocation(line: 14, column: 18, scope: !72, inlinedAt: !73, atomGroup: 7, atomRank: 2)
!84 = !DILocation(line: 12, column: 34, scope: !72, inlinedAt: !73, atomGroup: 8, atomRank: 2)
!85 = !DILocation(line: 12, column: 24, scope: !72, inlinedAt: !73, atomGroup: 4, atomRank: 1)
!86 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !73, atomGroup: 5, atomRank: 1)
!87 = distinct !{!87, !88, !89, !33, !34}
!88 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !73)
!89 = !DILocation(line: 15, column: 5, scope: !72, inlinedAt: !73)
!90 = !DILocation(line: 13, column: 16, scope: !72, inlinedAt: !77)
!91 = !DILocation(line: 13, column: 13, scope: !72, inlinedAt: !77, atomGroup: 6, atomRank: 2)
!92 = !DILocation(line: 14, column: 39, scope: !72, inlinedAt: !77)
!93 = !DILocation(line: 14, column: 44, scope: !72, inlinedAt: !77)
!94 = !DILocation(line: 14, column: 28, scope: !72, inlinedAt: !77)
!95 = !DILocation(line: 14, column: 18, scope: !72, inlinedAt: !77, atomGroup: 7, atomRank: 2)
!96 = !DILocation(line: 12, column: 34, scope: !72, inlinedAt: !77, atomGroup: 8, atomRank: 2)
!97 = !DILocation(line: 12, column: 24, scope: !72, inlinedAt: !77, atomGroup: 4, atomRank: 1)
!98 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !77, atomGroup: 5, atomRank: 1)
!99 = distinct !{!99, !100, !101, !33, !34}
!100 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !77)
!101 = !DILocation(line: 15, column: 5, scope: !72, inlinedAt: !77)
!102 = !DILocation(line: 0, scope: !72, inlinedAt: !77)
!103 = !DILocation(line: 16, column: 5, scope: !72, inlinedAt: !77)
!104 = !DILocation(line: 33, column: 5, scope: !45)
!105 = !DILocation(line: 34, column: 5, scope: !45)
!106 = !DILocation(line: 35, column: 5, scope: !45)
!107 = !DILocation(line: 37, column: 1, scope: !45, atomGroup: 18, atomRank: 1)
!108 = !DILocation(line: 26, column: 27, scope: !45)
!109 = !DILocation(line: 26, column: 16, scope: !45)
!110 = !DILocation(line: 26, column: 32, scope: !45, atomGroup: 8, atomRank: 2)
!111 = !DILocation(line: 26, column: 9, scope: !45)
!112 = !DILocation(line: 26, column: 14, scope: !45, atomGroup: 8, atomRank: 1)
!113 = !DILocation(line: 27, column: 9, scope: !45, atomGroup: 26, atomRank: 1)
!114 = !DILocation(line: 25, column: 29, scope: !45, atomGroup: 15, atomRank: 2)
!115 = !DILocation(line: 25, column: 23, scope: !45, atomGroup: 6, atomRank: 1)
!116 = !DILocation(line: 25, column: 5, scope: !45, atomGroup: 7, atomRank: 1)
!117 = distinct !{!117, !118, !119, !33, !34}
!118 = !DILocation(line: 25, column: 5, scope: !45)
!119 = !DILocation(line: 29, column: 5, scope: !45)
!120 = !DILocation(line: 28, column: 35, scope: !45)
!121 = !DILocation(line: 28, column: 40, scope: !45, atomGroup: 12, atomRank: 3)
!122 = !DILocation(line: 28, column: 23, scope: !45, atomGroup: 12, atomRank: 2)
!123 = !DILocation(line: 28, column: 13, scope: !45)
!124 = !DILocation(line: 28, column: 21, scope: !45, atomGroup: 12, atomRank: 1)
!125 = !DILocation(line: 27, column: 33, scope: !45, atomGroup: 13, atomRank: 2)
!126 = !DILocation(line: 27, column: 27, scope: !45, atomGroup: 10, atomRank: 1)
!127 = !DILocation(line: 27, column: 9, scope: !45, atomGroup: 11, atomRank: 1)
!128 = distinct !{!128, !129, !130, !33, !34}
!129 = !DILocation(line: 27, column: 9, scope: !45)
!130 = !DILocation(line: 28, column: 43, scope: !45)
!131 = !DISubprogram(name: "calloc", scope: !57, file: !57, line: 685, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "free", scope: !57, file: !57, line: 697, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "strtol", scope: !57, file: !57, line: 181, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "printf", scope: !135, file: !135, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
