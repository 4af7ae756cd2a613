; ModuleID = 'tests/scop/inputs/rejects.c'
source_filename = "tests/scop/inputs/rejects.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @ragged(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %0, 0, !dbg !16
  br i1 %4, label %5, label %17, !dbg !17

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !18
  br label %7, !dbg !19

7:                                                ; preds = %5, %18
  %8 = phi i64 [ 0, %5 ], [ %19, %18 ]
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = icmp sgt i32 %10, 0, !dbg !20
  br i1 %11, label %12, label %18, !dbg !21

12:                                               ; preds = %7
  %13 = shl i64 %8, 6, !dbg !21
  %14 = and i64 %13, 4294967232, !dbg !21
  %15 = zext nneg i32 %10 to i64, !dbg !22
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %14, !dbg !21
  br label %21, !dbg !21

17:                                               ; preds = %18, %3
  ret void, !dbg !23

18:                                               ; preds = %21, %7
  %19 = add nuw nsw i64 %8, 1, !dbg !24
  %20 = icmp eq i64 %19, %6, !dbg !18
  br i1 %20, label %17, label %7, !dbg !25, !llvm.loop !26

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %24, %21 ]
  %23 = getelementptr inbounds nuw double, ptr %16, i64 %22, !dbg !30
  store double 1.000000e+00, ptr %23, align 8, !dbg !31, !tbaa !32
  %24 = add nuw nsw i64 %22, 1, !dbg !34
  %25 = icmp eq i64 %24, %15, !dbg !22
  br i1 %25, label %18, label %21, !dbg !35, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @positive_part(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !38 {
  %4 = icmp sgt i32 %0, 0, !dbg !39
  br i1 %4, label %5, label %7, !dbg !40

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !41
  br label %8, !dbg !42

7:                                                ; preds = %15, %3
  ret void, !dbg !43

8:                                                ; preds = %5, %15
  %9 = phi i64 [ 0, %5 ], [ %16, %15 ]
  %10 = getelementptr inbounds nuw double, ptr %1, i64 %9, !dbg !44
  %11 = load double, ptr %10, align 8, !dbg !44, !tbaa !32
  %12 = fcmp ogt double %11, 0.000000e+00, !dbg !45
  br i1 %12, label %13, label %15, !dbg !46

13:                                               ; preds = %8
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %9, !dbg !47
  store double %11, ptr %14, align 8, !dbg !48, !tbaa !32
  br label %15, !dbg !47

15:                                               ; preds = %8, %13
  %16 = add nuw nsw i64 %9, 1, !dbg !49
  %17 = icmp eq i64 %16, %6, !dbg !41
  br i1 %17, label %7, label %8, !dbg !50, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scatter(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !53 {
  %5 = icmp sgt i32 %0, 0, !dbg !54
  br i1 %5, label %6, label %8, !dbg !55

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64, !dbg !56
  br label %9, !dbg !57

8:                                                ; preds = %9, %4
  ret void, !dbg !58

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %17, %9 ]
  %11 = getelementptr inbounds nuw double, ptr %2, i64 %10, !dbg !59
  %12 = load double, ptr %11, align 8, !dbg !60, !tbaa !32
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %10, !dbg !61
  %14 = load i32, ptr %13, align 4, !dbg !61, !tbaa !9
  %15 = sext i32 %14 to i64, !dbg !62
  %16 = getelementptr inbounds double, ptr %3, i64 %15, !dbg !62
  store double %12, ptr %16, align 8, !dbg !63, !tbaa !32
  %17 = add nuw nsw i64 %10, 1, !dbg !64
  %18 = icmp eq i64 %17, %7, !dbg !56
  br i1 %18, label %8, label %9, !dbg !65, !llvm.loop !66
}

; Function Attrs: nounwind uwtable
define void @weights(i32 noundef %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 !dbg !68 {
  %3 = icmp sgt i32 %0, 0, !dbg !69
  br i1 %3, label %4, label %6, !dbg !70

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !71
  br label %7, !dbg !72

6:                                                ; preds = %7, %2
  ret void, !dbg !73

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !74
  %10 = tail call double @external_weight(i32 noundef %9) #10, !dbg !74
  %11 = getelementptr inbounds nuw double, ptr %1, i64 %8, !dbg !75
  store double %10, ptr %11, align 8, !dbg !76, !tbaa !32
  %12 = add nuw nsw i64 %8, 1, !dbg !77
  %13 = icmp eq i64 %12, %5, !dbg !71
  br i1 %13, label %6, label %7, !dbg !78, !llvm.loop !79
}

declare !dbg !81 double @external_weight(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @either(i32 noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 !dbg !82 {
  %4 = icmp sgt i32 %0, 0, !dbg !83
  br i1 %4, label %5, label %7, !dbg !84

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64, !dbg !85
  br label %8, !dbg !86

7:                                                ; preds = %8, %3
  ret void, !dbg !87

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %14, %8 ]
  %10 = and i64 %9, 1, !dbg !88
  %11 = icmp eq i64 %10, 0, !dbg !88
  %12 = select i1 %11, ptr %2, ptr %1, !dbg !89
  %13 = getelementptr inbounds nuw double, ptr %12, i64 %9, !dbg !90
  store double 1.000000e+00, ptr %13, align 8, !dbg !91, !tbaa !32
  %14 = add nuw nsw i64 %9, 1, !dbg !92
  %15 = icmp eq i64 %14, %6, !dbg !85
  br i1 %15, label %7, label %8, !dbg !93, !llvm.loop !94
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define void @poll(i32 noundef %0, ptr noundef %1) local_unnamed_addr #4 !dbg !96 {
  %3 = icmp sgt i32 %0, 0, !dbg !97
  br i1 %3, label %4, label %6, !dbg !98

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !99
  br label %7, !dbg !100

6:                                                ; preds = %7, %2
  ret void, !dbg !101

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = getelementptr inbounds nuw double, ptr %1, i64 %8, !dbg !102
  %10 = load volatile double, ptr %9, align 8, !dbg !102, !tbaa !32
  %11 = fadd double %10, 1.000000e+00, !dbg !103
  store volatile double %11, ptr %9, align 8, !dbg !104, !tbaa !32
  %12 = add nuw nsw i64 %8, 1, !dbg !105
  %13 = icmp eq i64 %12, %5, !dbg !99
  br i1 %13, label %6, label %7, !dbg !106, !llvm.loop !107
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @total(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #5 !dbg !109 {
  %3 = icmp sgt i32 %0, 0, !dbg !110
  br i1 %3, label %4, label %6, !dbg !111

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !112
  br label %8, !dbg !113

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %13, %8 ], !dbg !114
  ret double %7, !dbg !115

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds nuw double, ptr %1, i64 %9, !dbg !116
  %12 = load double, ptr %11, align 8, !dbg !116, !tbaa !32
  %13 = fadd double %10, %12, !dbg !117
  %14 = add nuw nsw i64 %9, 1, !dbg !118
  %15 = icmp eq i64 %14, %5, !dbg !112
  br i1 %15, label %6, label %8, !dbg !119, !llvm.loop !120
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @jagged(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #6 !dbg !122 {
  %3 = icmp sgt i32 %0, 0, !dbg !123
  br i1 %3, label %4, label %10, !dbg !124

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !125
  br label %6, !dbg !126

6:                                                ; preds = %4, %11
  %7 = phi i64 [ 0, %4 ], [ %12, %11 ]
  %8 = getelementptr inbounds nuw ptr, ptr %1, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !127
  br label %14, !dbg !130

10:                                               ; preds = %11, %2
  ret void, !dbg !131

11:                                               ; preds = %14
  %12 = add nuw nsw i64 %7, 1, !dbg !132
  %13 = icmp eq i64 %12, %5, !dbg !125
  br i1 %13, label %10, label %6, !dbg !133, !llvm.loop !134

14:                                               ; preds = %6, %14
  %15 = phi i64 [ 0, %6 ], [ %20, %14 ]
  %16 = trunc nuw nsw i64 %15 to i32, !dbg !135
  %17 = uitofp nneg i32 %16 to double, !dbg !135
  %18 = fadd double %17, 1.500000e+00, !dbg !136
  %19 = getelementptr inbounds nuw double, ptr %9, i64 %15, !dbg !137
  store double %18, ptr %19, align 8, !dbg !138, !tbaa !32
  %20 = add nuw nsw i64 %15, 1, !dbg !139
  %21 = icmp eq i64 %20, 8, !dbg !140
  br i1 %21, label %11, label %14, !dbg !141, !llvm.loop !142
}

; Function Attrs: nofree nounwind uwtable
define void @checked(i32 noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #7 !dbg !144 {
  %4 = icmp sgt i32 %0, 0, !dbg !145
  br i1 %4, label %5, label %8, !dbg !146

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64, !dbg !147
  %7 = zext nneg i32 %0 to i64, !dbg !148
  br label %9, !dbg !147

8:                                                ; preds = %13, %3
  ret void, !dbg !149

9:                                                ; preds = %5, %13
  %10 = phi i64 [ 0, %5 ], [ %15, %13 ]
  %11 = icmp eq i64 %10, %6, !dbg !150
  br i1 %11, label %12, label %13, !dbg !151

12:                                               ; preds = %9
  tail call void @abort() #11, !dbg !152
  unreachable, !dbg !152

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %10, !dbg !153
  store double 2.000000e+00, ptr %14, align 8, !dbg !154, !tbaa !32
  %15 = add nuw nsw i64 %10, 1, !dbg !155
  %16 = icmp eq i64 %15, %7, !dbg !148
  br i1 %16, label %8, label %9, !dbg !156, !llvm.loop !157
}

; Function Attrs: cold nofree noreturn nounwind
declare void @abort() local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @two_strides(i32 noundef %0, i32 noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #0 !dbg !159 {
  %4 = icmp sgt i32 %0, 0, !dbg !160
  br i1 %4, label %5, label %15, !dbg !161

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64, !dbg !162
  %7 = zext nneg i32 %0 to i64, !dbg !162
  %8 = zext nneg i32 %0 to i64, !dbg !163
  br label %9, !dbg !162

9:                                                ; preds = %5, %16
  %10 = phi i64 [ 0, %5 ], [ %17, %16 ]
  %11 = mul nsw i64 %10, %6
  %12 = mul nuw nsw i64 %10, %7
  %13 = getelementptr double, ptr %2, i64 %11, !dbg !164
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %12, !dbg !164
  br label %19, !dbg !164

15:                                               ; preds = %16, %3
  ret void, !dbg !165

16:                                               ; preds = %19
  %17 = add nuw nsw i64 %10, 1, !dbg !166
  %18 = icmp eq i64 %17, %8, !dbg !163
  br i1 %18, label %15, label %9, !dbg !167, !llvm.loop !168

19:                                               ; preds = %9, %19
  %20 = phi i64 [ 0, %9 ], [ %25, %19 ]
  %21 = getelementptr double, ptr %13, i64 %20, !dbg !170
  %22 = load double, ptr %21, align 8, !dbg !170, !tbaa !32
  %23 = fadd double %22, 1.000000e+00, !dbg !171
  %24 = getelementptr inbounds nuw double, ptr %14, i64 %20, !dbg !172
  store double %23, ptr %24, align 8, !dbg !173, !tbaa !32
  %25 = add nuw nsw i64 %20, 1, !dbg !174
  %26 = icmp eq i64 %25, 4, !dbg !175
  br i1 %26, label %16, label %19, !dbg !176, !llvm.loop !177
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define void @pun(i32 noundef %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #9 !dbg !179 {
  %3 = icmp sgt i32 %0, 0, !dbg !180
  br i1 %3, label %4, label %6, !dbg !181

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !182
  br label %7, !dbg !183

6:                                                ; preds = %7, %2
  ret void, !dbg !184

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %14, %7 ]
  %9 = shl nuw nsw i64 %8, 4, !dbg !185
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 %9, !dbg !185
  store double 1.500000e+00, ptr %10, align 8, !dbg !186, !tbaa !32
  %11 = shl nsw i64 %8, 6, !dbg !187
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 %11, !dbg !187
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 32, !dbg !187
  store x86_fp80 0xK4000C000000000000000, ptr %13, align 16, !dbg !188, !tbaa !189
  %14 = add nuw nsw i64 %8, 1, !dbg !191
  %15 = icmp eq i64 %14, %5, !dbg !182
  br i1 %15, label %6, label %7, !dbg !192, !llvm.loop !193
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { cold nofree noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { cold noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/scop/inputs/rejects.c", directory: "/work/main")
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
!13 = distinct !DISubprogram(name: "ragged", scope: !1, file: !1, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 11, column: 23, scope: !13, atomGroup: 15, atomRank: 1)
!17 = !DILocation(line: 11, column: 5, scope: !13, atomGroup: 16, atomRank: 1)
!18 = !DILocation(line: 11, column: 23, scope: !13, atomGroup: 2, atomRank: 1)
!19 = !DILocation(line: 11, column: 5, scope: !13)
!20 = !DILocation(line: 12, column: 27, scope: !13, atomGroup: 13, atomRank: 1)
!21 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 14, atomRank: 1)
!22 = !DILocation(line: 12, column: 27, scope: !13, atomGroup: 5, atomRank: 1)
!23 = !DILocation(line: 14, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!24 = !DILocation(line: 11, column: 29, scope: !13, atomGroup: 10, atomRank: 2)
!25 = !DILocation(line: 11, column: 5, scope: !13, atomGroup: 3, atomRank: 1)
!26 = distinct !{!26, !19, !27, !28, !29}
!27 = !DILocation(line: 13, column: 29, scope: !13)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !DILocation(line: 13, column: 13, scope: !13)
!31 = !DILocation(line: 13, column: 27, scope: !13, atomGroup: 7, atomRank: 1)
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !11, i64 0}
!34 = !DILocation(line: 12, column: 38, scope: !13, atomGroup: 8, atomRank: 2)
!35 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 6, atomRank: 1)
!36 = distinct !{!36, !37, !27, !28, !29}
!37 = !DILocation(line: 12, column: 9, scope: !13)
!38 = distinct !DISubprogram(name: "positive_part", scope: !1, file: !1, line: 17, type: !14, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!39 = !DILocation(line: 19, column: 23, scope: !38, atomGroup: 17, atomRank: 1)
!40 = !DILocation(line: 19, column: 5, scope: !38, atomGroup: 18, atomRank: 1)
!41 = !DILocation(line: 19, column: 23, scope: !38, atomGroup: 2, atomRank: 1)
!42 = !DILocation(line: 19, column: 5, scope: !38)
!43 = !DILocation(line: 22, column: 1, scope: !38, atomGroup: 8, atomRank: 1)
!44 = !DILocation(line: 20, column: 13, scope: !38)
!45 = !DILocation(line: 20, column: 18, scope: !38, atomGroup: 4, atomRank: 2)
!46 = !DILocation(line: 20, column: 18, scope: !38, atomGroup: 4, atomRank: 1)
!47 = !DILocation(line: 21, column: 13, scope: !38)
!48 = !DILocation(line: 21, column: 18, scope: !38, atomGroup: 5, atomRank: 1)
!49 = !DILocation(line: 19, column: 29, scope: !38, atomGroup: 6, atomRank: 2)
!50 = !DILocation(line: 19, column: 5, scope: !38, atomGroup: 3, atomRank: 1)
!51 = distinct !{!51, !42, !52, !28, !29}
!52 = !DILocation(line: 21, column: 23, scope: !38)
!53 = distinct !DISubprogram(name: "scatter", scope: !1, file: !1, line: 25, type: !14, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!54 = !DILocation(line: 27, column: 23, scope: !53, atomGroup: 19, atomRank: 1)
!55 = !DILocation(line: 27, column: 5, scope: !53, atomGroup: 20, atomRank: 1)
!56 = !DILocation(line: 27, column: 23, scope: !53, atomGroup: 2, atomRank: 1)
!57 = !DILocation(line: 27, column: 5, scope: !53)
!58 = !DILocation(line: 29, column: 1, scope: !53, atomGroup: 7, atomRank: 1)
!59 = !DILocation(line: 28, column: 21, scope: !53)
!60 = !DILocation(line: 28, column: 21, scope: !53, atomGroup: 4, atomRank: 2)
!61 = !DILocation(line: 28, column: 11, scope: !53)
!62 = !DILocation(line: 28, column: 9, scope: !53)
!63 = !DILocation(line: 28, column: 19, scope: !53, atomGroup: 4, atomRank: 1)
!64 = !DILocation(line: 27, column: 29, scope: !53, atomGroup: 5, atomRank: 2)
!65 = !DILocation(line: 27, column: 5, scope: !53, atomGroup: 3, atomRank: 1)
!66 = distinct !{!66, !57, !67, !28, !29}
!67 = !DILocation(line: 28, column: 24, scope: !53)
!68 = distinct !DISubprogram(name: "weights", scope: !1, file: !1, line: 32, type: !14, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!69 = !DILocation(line: 34, column: 23, scope: !68, atomGroup: 21, atomRank: 1)
!70 = !DILocation(line: 34, column: 5, scope: !68, atomGroup: 22, atomRank: 1)
!71 = !DILocation(line: 34, column: 23, scope: !68, atomGroup: 2, atomRank: 1)
!72 = !DILocation(line: 34, column: 5, scope: !68)
!73 = !DILocation(line: 36, column: 1, scope: !68, atomGroup: 7, atomRank: 1)
!74 = !DILocation(line: 35, column: 16, scope: !68, atomGroup: 4, atomRank: 2)
!75 = !DILocation(line: 35, column: 9, scope: !68)
!76 = !DILocation(line: 35, column: 14, scope: !68, atomGroup: 4, atomRank: 1)
!77 = !DILocation(line: 34, column: 29, scope: !68, atomGroup: 5, atomRank: 2)
!78 = !DILocation(line: 34, column: 5, scope: !68, atomGroup: 3, atomRank: 1)
!79 = distinct !{!79, !72, !80, !28, !29}
!80 = !DILocation(line: 35, column: 33, scope: !68)
!81 = !DISubprogram(name: "external_weight", scope: !1, file: !1, line: 6, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = distinct !DISubprogram(name: "either", scope: !1, file: !1, line: 39, type: !14, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!83 = !DILocation(line: 41, column: 23, scope: !82, atomGroup: 23, atomRank: 1)
!84 = !DILocation(line: 41, column: 5, scope: !82, atomGroup: 24, atomRank: 1)
!85 = !DILocation(line: 41, column: 23, scope: !82, atomGroup: 2, atomRank: 1)
!86 = !DILocation(line: 41, column: 5, scope: !82)
!87 = !DILocation(line: 45, column: 1, scope: !82, atomGroup: 9, atomRank: 1)
!88 = !DILocation(line: 42, column: 23, scope: !82, atomGroup: 5, atomRank: 2)
!89 = !DILocation(line: 42, column: 21, scope: !82, atomGroup: 5, atomRank: 1)
!90 = !DILocation(line: 43, column: 9, scope: !82)
!91 = !DILocation(line: 43, column: 14, scope: !82, atomGroup: 6, atomRank: 1)
!92 = !DILocation(line: 41, column: 29, scope: !82, atomGroup: 7, atomRank: 2)
!93 = !DILocation(line: 41, column: 5, scope: !82, atomGroup: 3, atomRank: 1)
!94 = distinct !{!94, !86, !95, !28, !29}
!95 = !DILocation(line: 44, column: 5, scope: !82)
!96 = distinct !DISubprogram(name: "poll", scope: !1, file: !1, line: 48, type: !14, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!97 = !DILocation(line: 50, column: 23, scope: !96, atomGroup: 25, atomRank: 1)
!98 = !DILocation(line: 50, column: 5, scope: !96, atomGroup: 26, atomRank: 1)
!99 = !DILocation(line: 50, column: 23, scope: !96, atomGroup: 2, atomRank: 1)
!100 = !DILocation(line: 50, column: 5, scope: !96)
!101 = !DILocation(line: 52, column: 1, scope: !96, atomGroup: 7, atomRank: 1)
!102 = !DILocation(line: 51, column: 16, scope: !96)
!103 = !DILocation(line: 51, column: 21, scope: !96, atomGroup: 4, atomRank: 2)
!104 = !DILocation(line: 51, column: 14, scope: !96, atomGroup: 4, atomRank: 1)
!105 = !DILocation(line: 50, column: 29, scope: !96, atomGroup: 5, atomRank: 2)
!106 = !DILocation(line: 50, column: 5, scope: !96, atomGroup: 3, atomRank: 1)
!107 = distinct !{!107, !100, !108, !28, !29}
!108 = !DILocation(line: 51, column: 23, scope: !96)
!109 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 55, type: !14, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!110 = !DILocation(line: 58, column: 23, scope: !109, atomGroup: 27, atomRank: 1)
!111 = !DILocation(line: 58, column: 5, scope: !109, atomGroup: 28, atomRank: 1)
!112 = !DILocation(line: 58, column: 23, scope: !109, atomGroup: 3, atomRank: 1)
!113 = !DILocation(line: 58, column: 5, scope: !109)
!114 = !DILocation(line: 0, scope: !109)
!115 = !DILocation(line: 60, column: 5, scope: !109, atomGroup: 9, atomRank: 1)
!116 = !DILocation(line: 59, column: 14, scope: !109)
!117 = !DILocation(line: 59, column: 11, scope: !109, atomGroup: 5, atomRank: 2)
!118 = !DILocation(line: 58, column: 29, scope: !109, atomGroup: 6, atomRank: 2)
!119 = !DILocation(line: 58, column: 5, scope: !109, atomGroup: 4, atomRank: 1)
!120 = distinct !{!120, !113, !121, !28, !29}
!121 = !DILocation(line: 59, column: 17, scope: !109)
!122 = distinct !DISubprogram(name: "jagged", scope: !1, file: !1, line: 64, type: !14, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!123 = !DILocation(line: 66, column: 23, scope: !122, atomGroup: 31, atomRank: 1)
!124 = !DILocation(line: 66, column: 5, scope: !122, atomGroup: 32, atomRank: 1)
!125 = !DILocation(line: 66, column: 23, scope: !122, atomGroup: 2, atomRank: 1)
!126 = !DILocation(line: 66, column: 5, scope: !122)
!127 = !{!128, !128, i64 0}
!128 = !{!"p1 double", !129, i64 0}
!129 = !{!"any pointer", !11, i64 0}
!130 = !DILocation(line: 67, column: 9, scope: !122, atomGroup: 30, atomRank: 1)
!131 = !DILocation(line: 69, column: 1, scope: !122, atomGroup: 12, atomRank: 1)
!132 = !DILocation(line: 66, column: 29, scope: !122, atomGroup: 10, atomRank: 2)
!133 = !DILocation(line: 66, column: 5, scope: !122, atomGroup: 3, atomRank: 1)
!134 = distinct !{!134, !126, !135, !28, !29}
!135 = !DILocation(line: 68, column: 32, scope: !122)
!136 = !DILocation(line: 68, column: 30, scope: !122, atomGroup: 7, atomRank: 2)
!137 = !DILocation(line: 68, column: 13, scope: !122)
!138 = !DILocation(line: 68, column: 24, scope: !122, atomGroup: 7, atomRank: 1)
!139 = !DILocation(line: 67, column: 33, scope: !122, atomGroup: 8, atomRank: 2)
!140 = !DILocation(line: 67, column: 27, scope: !122, atomGroup: 5, atomRank: 1)
!141 = !DILocation(line: 67, column: 9, scope: !122, atomGroup: 6, atomRank: 1)
!142 = distinct !{!142, !143, !135, !28, !29}
!143 = !DILocation(line: 67, column: 9, scope: !122)
!144 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 73, type: !14, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!145 = !DILocation(line: 75, column: 23, scope: !144, atomGroup: 33, atomRank: 1)
!146 = !DILocation(line: 75, column: 5, scope: !144, atomGroup: 34, atomRank: 1)
!147 = !DILocation(line: 75, column: 5, scope: !144)
!148 = !DILocation(line: 75, column: 23, scope: !144, atomGroup: 2, atomRank: 1)
!149 = !DILocation(line: 80, column: 1, scope: !144, atomGroup: 8, atomRank: 1)
!150 = !DILocation(line: 76, column: 15, scope: !144, atomGroup: 4, atomRank: 2)
!151 = !DILocation(line: 76, column: 15, scope: !144, atomGroup: 4, atomRank: 1)
!152 = !DILocation(line: 77, column: 13, scope: !144)
!153 = !DILocation(line: 78, column: 9, scope: !144)
!154 = !DILocation(line: 78, column: 14, scope: !144, atomGroup: 5, atomRank: 1)
!155 = !DILocation(line: 75, column: 29, scope: !144, atomGroup: 6, atomRank: 2)
!156 = !DILocation(line: 75, column: 5, scope: !144, atomGroup: 3, atomRank: 1)
!157 = distinct !{!157, !147, !158, !28, !29}
!158 = !DILocation(line: 79, column: 5, scope: !144)
!159 = distinct !DISubprogram(name: "two_strides", scope: !1, file: !1, line: 83, type: !14, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!160 = !DILocation(line: 85, column: 23, scope: !159, atomGroup: 37, atomRank: 1)
!161 = !DILocation(line: 85, column: 5, scope: !159, atomGroup: 38, atomRank: 1)
!162 = !DILocation(line: 85, column: 5, scope: !159)
!163 = !DILocation(line: 85, column: 23, scope: !159, atomGroup: 2, atomRank: 1)
!164 = !DILocation(line: 86, column: 9, scope: !159, atomGroup: 36, atomRank: 1)
!165 = !DILocation(line: 88, column: 1, scope: !159, atomGroup: 12, atomRank: 1)
!166 = !DILocation(line: 85, column: 29, scope: !159, atomGroup: 10, atomRank: 2)
!167 = !DILocation(line: 85, column: 5, scope: !159, atomGroup: 3, atomRank: 1)
!168 = distinct !{!168, !162, !169, !28, !29}
!169 = !DILocation(line: 87, column: 43, scope: !159)
!170 = !DILocation(line: 87, column: 28, scope: !159)
!171 = !DILocation(line: 87, column: 41, scope: !159, atomGroup: 7, atomRank: 2)
!172 = !DILocation(line: 87, column: 13, scope: !159)
!173 = !DILocation(line: 87, column: 26, scope: !159, atomGroup: 7, atomRank: 1)
!174 = !DILocation(line: 86, column: 33, scope: !159, atomGroup: 8, atomRank: 2)
!175 = !DILocation(line: 86, column: 27, scope: !159, atomGroup: 5, atomRank: 1)
!176 = !DILocation(line: 86, column: 9, scope: !159, atomGroup: 6, atomRank: 1)
!177 = distinct !{!177, !178, !169, !28, !29}
!178 = !DILocation(line: 86, column: 9, scope: !159)
!179 = distinct !DISubprogram(name: "pun", scope: !1, file: !1, line: 91, type: !14, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!180 = !DILocation(line: 94, column: 23, scope: !179, atomGroup: 39, atomRank: 1)
!181 = !DILocation(line: 94, column: 5, scope: !179, atomGroup: 40, atomRank: 1)
!182 = !DILocation(line: 94, column: 23, scope: !179, atomGroup: 3, atomRank: 1)
!183 = !DILocation(line: 94, column: 5, scope: !179)
!184 = !DILocation(line: 98, column: 1, scope: !179, atomGroup: 9, atomRank: 1)
!185 = !DILocation(line: 95, column: 9, scope: !179)
!186 = !DILocation(line: 95, column: 18, scope: !179, atomGroup: 5, atomRank: 1)
!187 = !DILocation(line: 96, column: 9, scope: !179)
!188 = !DILocation(line: 96, column: 25, scope: !179, atomGroup: 6, atomRank: 1)
!189 = !{!190, !190, i64 0}
!190 = !{!"long double", !11, i64 0}
!191 = !DILocation(line: 94, column: 29, scope: !179, atomGroup: 7, atomRank: 2)
!192 = !DILocation(line: 94, column: 5, scope: !179, atomGroup: 4, atomRank: 1)
!193 = distinct !{!193, !183, !194, !28, !29}
!194 = !DILocation(line: 97, column: 5, scope: !179)
