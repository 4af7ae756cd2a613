; ModuleID = '/work/main/tests/scop/inputs/globals.c'
source_filename = "/work/main/tests/scop/inputs/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@G = internal unnamed_addr global [40 x [24 x double]] zeroinitializer, align 16
@H = internal unnamed_addr global [24 x [40 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [2 x i8] c"H\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @transpose_scale() local_unnamed_addr #0 !dbg !13 {
  br label %1, !dbg !17

1:                                                ; preds = %0, %6
  %2 = phi i64 [ 0, %0 ], [ %7, %6 ]
  %3 = getelementptr inbounds nuw [24 x double], ptr @G, i64 %2
  %4 = getelementptr inbounds nuw double, ptr @H, i64 %2, !dbg !18
  br label %9, !dbg !19

5:                                                ; preds = %6
  ret void, !dbg !20

6:                                                ; preds = %9
  %7 = add nuw nsw i64 %2, 1, !dbg !21
  %8 = icmp eq i64 %7, 40, !dbg !22
  br i1 %8, label %5, label %1, !dbg !23, !llvm.loop !24

9:                                                ; preds = %1, %9
  %10 = phi i64 [ 0, %1 ], [ %15, %9 ]
  %11 = getelementptr inbounds nuw double, ptr %3, i64 %10, !dbg !29
  %12 = load double, ptr %11, align 8, !dbg !29, !tbaa !30
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double 1.000000e+00), !dbg !32
  %14 = getelementptr inbounds nuw [40 x double], ptr %4, i64 %10, !dbg !33
  store double %13, ptr %14, align 8, !dbg !34, !tbaa !30
  %15 = add nuw nsw i64 %10, 1, !dbg !35
  %16 = icmp eq i64 %15, 24, !dbg !36
  br i1 %16, label %6, label %9, !dbg !37, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main() local_unnamed_addr #2 !dbg !39 {
  br label %1, !dbg !40

1:                                                ; preds = %0, %22
  %2 = phi i64 [ 0, %0 ], [ %23, %22 ]
  %3 = mul nuw nsw i64 %2, 3
  %4 = getelementptr inbounds nuw [24 x double], ptr @G, i64 %2
  br label %25, !dbg !41

5:                                                ; preds = %22
  tail call void @transpose_scale(), !dbg !42
  br label %6, !dbg !43

6:                                                ; preds = %6, %5
  %7 = phi i64 [ 0, %5 ], [ %18, %6 ]
  %8 = phi double [ 0.000000e+00, %5 ], [ %17, %6 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %12, %6 ]
  %10 = getelementptr inbounds nuw double, ptr @H, i64 %7, !dbg !47
  %11 = load double, ptr %10, align 8, !dbg !47, !tbaa !30
  %12 = fadd double %9, %11, !dbg !48
  %13 = trunc nuw nsw i64 %7 to i16, !dbg !49
  %14 = urem i16 %13, 97, !dbg !49
  %15 = add nuw nsw i16 %14, 1, !dbg !50
  %16 = uitofp nneg i16 %15 to double, !dbg !51
  %17 = tail call double @llvm.fmuladd.f64(double %11, double %16, double %8), !dbg !52
  %18 = add nuw nsw i64 %7, 1, !dbg !53
  %19 = icmp eq i64 %18, 960, !dbg !54
  br i1 %19, label %20, label %6, !dbg !55, !llvm.loop !56

20:                                               ; preds = %6
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str, double noundef %12, double noundef %17), !dbg !59
  ret i32 0, !dbg !60

22:                                               ; preds = %25
  %23 = add nuw nsw i64 %2, 1, !dbg !61
  %24 = icmp eq i64 %23, 40, !dbg !62
  br i1 %24, label %5, label %1, !dbg !63, !llvm.loop !64

25:                                               ; preds = %1, %25
  %26 = phi i64 [ 0, %1 ], [ %32, %25 ]
  %27 = add nuw nsw i64 %26, %3, !dbg !67
  %28 = trunc nuw nsw i64 %27 to i32, !dbg !68
  %29 = urem i32 %28, 19, !dbg !68
  %30 = uitofp nneg i32 %29 to double, !dbg !69
  %31 = getelementptr inbounds nuw double, ptr %4, i64 %26, !dbg !70
  store double %30, ptr %31, align 8, !dbg !71, !tbaa !30
  %32 = add nuw nsw i64 %26, 1, !dbg !72
  %33 = icmp eq i64 %32, 24, !dbg !73
  br i1 %33, label %22, label %25, !dbg !74, !llvm.loop !75
}

; Function Attrs: nofree nounwind
declare !dbg !77 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/globals.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "transpose_scale", scope: !14, file: !14, line: 8, type: !15, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DIFile(filename: "tests/scop/inputs/globals.c", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 10, column: 5, scope: !13, atomGroup: 16, atomRank: 1)
!18 = !DILocation(line: 11, column: 9, scope: !13)
!19 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 14, atomRank: 1)
!20 = !DILocation(line: 13, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!21 = !DILocation(line: 10, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!22 = !DILocation(line: 10, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!23 = !DILocation(line: 10, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!24 = distinct !{!24, !25, !26, !27, !28}
!25 = !DILocation(line: 10, column: 5, scope: !13)
!26 = !DILocation(line: 12, column: 39, scope: !13)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 12, column: 29, scope: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !11, i64 0}
!32 = !DILocation(line: 12, column: 37, scope: !13, atomGroup: 7, atomRank: 2)
!33 = !DILocation(line: 12, column: 13, scope: !13)
!34 = !DILocation(line: 12, column: 21, scope: !13, atomGroup: 7, atomRank: 1)
!35 = !DILocation(line: 11, column: 33, scope: !13, atomGroup: 8, atomRank: 2)
!36 = !DILocation(line: 11, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!37 = !DILocation(line: 11, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!38 = distinct !{!38, !18, !26, !27, !28}
!39 = distinct !DISubprogram(name: "main", scope: !14, file: !14, line: 15, type: !15, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!40 = !DILocation(line: 17, column: 5, scope: !39, atomGroup: 22, atomRank: 1)
!41 = !DILocation(line: 18, column: 9, scope: !39, atomGroup: 20, atomRank: 1)
!42 = !DILocation(line: 20, column: 5, scope: !39)
!43 = !DILocation(line: 12, column: 5, scope: !44, inlinedAt: !46, atomGroup: 18, atomRank: 1)
!44 = distinct !DISubprogram(name: "checksum", scope: !45, file: !45, line: 9, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!45 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!46 = distinct !DILocation(line: 21, column: 5, scope: !39)
!47 = !DILocation(line: 13, column: 16, scope: !44, inlinedAt: !46)
!48 = !DILocation(line: 13, column: 13, scope: !44, inlinedAt: !46, atomGroup: 6, atomRank: 2)
!49 = !DILocation(line: 14, column: 39, scope: !44, inlinedAt: !46)
!50 = !DILocation(line: 14, column: 44, scope: !44, inlinedAt: !46)
!51 = !DILocation(line: 14, column: 28, scope: !44, inlinedAt: !46)
!52 = !DILocation(line: 14, column: 18, scope: !44, inlinedAt: !46, atomGroup: 7, atomRank: 2)
!53 = !DILocation(line: 12, column: 34, scope: !44, inlinedAt: !46, atomGroup: 8, atomRank: 2)
!54 = !DILocation(line: 12, column: 24, scope: !44, inlinedAt: !46, atomGroup: 4, atomRank: 1)
!55 = !DILocation(line: 12, column: 5, scope: !44, inlinedAt: !46, atomGroup: 5, atomRank: 1)
!56 = distinct !{!56, !57, !58, !27, !28}
!57 = !DILocation(line: 12, column: 5, scope: !44, inlinedAt: !46)
!58 = !DILocation(line: 15, column: 5, scope: !44, inlinedAt: !46)
!59 = !DILocation(line: 16, column: 5, scope: !44, inlinedAt: !46)
!60 = !DILocation(line: 22, column: 5, scope: !39, atomGroup: 12, atomRank: 1)
!61 = !DILocation(line: 17, column: 29, scope: !39, atomGroup: 10, atomRank: 2)
!62 = !DILocation(line: 17, column: 23, scope: !39, atomGroup: 2, atomRank: 1)
!63 = !DILocation(line: 17, column: 5, scope: !39, atomGroup: 3, atomRank: 1)
!64 = distinct !{!64, !65, !66, !27, !28}
!65 = !DILocation(line: 17, column: 5, scope: !39)
!66 = !DILocation(line: 19, column: 48, scope: !39)
!67 = !DILocation(line: 19, column: 39, scope: !39)
!68 = !DILocation(line: 19, column: 44, scope: !39, atomGroup: 7, atomRank: 3)
!69 = !DILocation(line: 19, column: 23, scope: !39, atomGroup: 7, atomRank: 2)
!70 = !DILocation(line: 19, column: 13, scope: !39)
!71 = !DILocation(line: 19, column: 21, scope: !39, atomGroup: 7, atomRank: 1)
!72 = !DILocation(line: 18, column: 33, scope: !39, atomGroup: 8, atomRank: 2)
!73 = !DILocation(line: 18, column: 27, scope: !39, atomGroup: 5, atomRank: 1)
!74 = !DILocation(line: 18, column: 9, scope: !39, atomGroup: 6, atomRank: 1)
!75 = distinct !{!75, !76, !66, !27, !28}
!76 = !DILocation(line: 18, column: 9, scope: !39)
!77 = !DISubprogram(name: "printf", scope: !78, file: !78, line: 370, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: ".venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdio.h", directory: "/work/main")
