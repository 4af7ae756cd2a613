; ModuleID = '/work/main/tests/scop/inputs/triangular.c'
source_filename = "/work/main/tests/scop/inputs/triangular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @shapes(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load i32, ptr %5, align 4, !dbg !13
  %14 = zext i32 %13 to i64
  %15 = load i32, ptr %5, align 4, !dbg !14
  %16 = load i32, ptr %6, align 4, !dbg !15
  %17 = add nsw i32 %15, %16, !dbg !16
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %5, align 4, !dbg !17
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %5, align 4, !dbg !18
  %22 = load i32, ptr %6, align 4, !dbg !19
  %23 = add nsw i32 %21, %22, !dbg !20
  %24 = zext i32 %23 to i64
  store i32 0, ptr %9, align 4, !dbg !21
  br label %25, !dbg !22

25:                                               ; preds = %66, %4
  %26 = load i32, ptr %9, align 4, !dbg !23
  %27 = load i32, ptr %5, align 4, !dbg !24
  %28 = icmp slt i32 %26, %27, !dbg !25
  br i1 %28, label %29, label %69, !dbg !26

29:                                               ; preds = %25
  store i32 0, ptr %10, align 4, !dbg !27
  br label %30, !dbg !28

30:                                               ; preds = %62, %29
  %31 = load i32, ptr %10, align 4, !dbg !29
  %32 = load i32, ptr %9, align 4, !dbg !30
  %33 = icmp sle i32 %31, %32, !dbg !31
  br i1 %33, label %34, label %65, !dbg !32

34:                                               ; preds = %30
  %35 = load ptr, ptr %7, align 8, !dbg !33
  %36 = load i32, ptr %9, align 4, !dbg !34
  %37 = sext i32 %36 to i64, !dbg !33
  %38 = mul nsw i64 %37, %18, !dbg !33
  %39 = getelementptr inbounds double, ptr %35, i64 %38, !dbg !33
  %40 = load i32, ptr %10, align 4, !dbg !35
  %41 = sext i32 %40 to i64, !dbg !33
  %42 = getelementptr inbounds double, ptr %39, i64 %41, !dbg !33
  %43 = load double, ptr %42, align 8, !dbg !33
  %44 = load ptr, ptr %7, align 8, !dbg !36
  %45 = load i32, ptr %10, align 4, !dbg !37
  %46 = sext i32 %45 to i64, !dbg !36
  %47 = mul nsw i64 %46, %18, !dbg !36
  %48 = getelementptr inbounds double, ptr %44, i64 %47, !dbg !36
  %49 = load i32, ptr %9, align 4, !dbg !38
  %50 = sext i32 %49 to i64, !dbg !36
  %51 = getelementptr inbounds double, ptr %48, i64 %50, !dbg !36
  %52 = load double, ptr %51, align 8, !dbg !36
  %53 = fadd double %43, %52, !dbg !39
  %54 = load ptr, ptr %8, align 8, !dbg !40
  %55 = load i32, ptr %9, align 4, !dbg !41
  %56 = sext i32 %55 to i64, !dbg !40
  %57 = mul nsw i64 %56, %24, !dbg !40
  %58 = getelementptr inbounds double, ptr %54, i64 %57, !dbg !40
  %59 = load i32, ptr %10, align 4, !dbg !42
  %60 = sext i32 %59 to i64, !dbg !40
  %61 = getelementptr inbounds double, ptr %58, i64 %60, !dbg !40
  store double %53, ptr %61, align 8, !dbg !43
  br label %62, !dbg !40

62:                                               ; preds = %34
  %63 = load i32, ptr %10, align 4, !dbg !44
  %64 = add nsw i32 %63, 1, !dbg !44
  store i32 %64, ptr %10, align 4, !dbg !44
  br label %30, !dbg !32, !llvm.loop !45

65:                                               ; preds = %30
  br label %66, !dbg !46

66:                                               ; preds = %65
  %67 = load i32, ptr %9, align 4, !dbg !48
  %68 = add nsw i32 %67, 1, !dbg !48
  store i32 %68, ptr %9, align 4, !dbg !48
  br label %25, !dbg !26, !llvm.loop !49

69:                                               ; preds = %25
  store i32 0, ptr %11, align 4, !dbg !50
  br label %70, !dbg !51

70:                                               ; preds = %106, %69
  %71 = load i32, ptr %11, align 4, !dbg !52
  %72 = load i32, ptr %5, align 4, !dbg !53
  %73 = icmp slt i32 %71, %72, !dbg !54
  br i1 %73, label %74, label %109, !dbg !55

74:                                               ; preds = %70
  %75 = load i32, ptr %11, align 4, !dbg !56
  store i32 %75, ptr %12, align 4, !dbg !57
  br label %76, !dbg !58

76:                                               ; preds = %102, %74
  %77 = load i32, ptr %12, align 4, !dbg !59
  %78 = load i32, ptr %11, align 4, !dbg !60
  %79 = load i32, ptr %6, align 4, !dbg !61
  %80 = add nsw i32 %78, %79, !dbg !62
  %81 = icmp slt i32 %77, %80, !dbg !63
  br i1 %81, label %82, label %105, !dbg !64

82:                                               ; preds = %76
  %83 = load ptr, ptr %7, align 8, !dbg !65
  %84 = load i32, ptr %11, align 4, !dbg !66
  %85 = sext i32 %84 to i64, !dbg !65
  %86 = mul nsw i64 %85, %18, !dbg !65
  %87 = getelementptr inbounds double, ptr %83, i64 %86, !dbg !65
  %88 = load i32, ptr %12, align 4, !dbg !67
  %89 = sext i32 %88 to i64, !dbg !65
  %90 = getelementptr inbounds double, ptr %87, i64 %89, !dbg !65
  %91 = load double, ptr %90, align 8, !dbg !65
  %92 = load ptr, ptr %8, align 8, !dbg !68
  %93 = load i32, ptr %11, align 4, !dbg !69
  %94 = sext i32 %93 to i64, !dbg !68
  %95 = mul nsw i64 %94, %24, !dbg !68
  %96 = getelementptr inbounds double, ptr %92, i64 %95, !dbg !68
  %97 = load i32, ptr %12, align 4, !dbg !70
  %98 = sext i32 %97 to i64, !dbg !68
  %99 = getelementptr inbounds double, ptr %96, i64 %98, !dbg !68
  %100 = load double, ptr %99, align 8, !dbg !71
  %101 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %91, double %100), !dbg !71
  store double %101, ptr %99, align 8, !dbg !71
  br label %102, !dbg !68

102:                                              ; preds = %82
  %103 = load i32, ptr %12, align 4, !dbg !72
  %104 = add nsw i32 %103, 1, !dbg !72
  store i32 %104, ptr %12, align 4, !dbg !72
  br label %76, !dbg !64, !llvm.loop !73

105:                                              ; preds = %76
  br label %106, !dbg !74

106:                                              ; preds = %105
  %107 = load i32, ptr %11, align 4, !dbg !75
  %108 = add nsw i32 %107, 1, !dbg !75
  store i32 %108, ptr %11, align 4, !dbg !75
  br label %70, !dbg !55, !llvm.loop !76

109:                                              ; preds = %70
  ret void, !dbg !77
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !78 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %12 = load i32, ptr %4, align 4, !dbg !79
  %13 = load ptr, ptr %5, align 8, !dbg !80
  %14 = call i32 @size_arg(i32 noundef %12, ptr noundef %13, i32 noundef 1, i32 noundef 19), !dbg !81
  store i32 %14, ptr %6, align 4, !dbg !82
  %15 = load i32, ptr %4, align 4, !dbg !83
  %16 = load ptr, ptr %5, align 8, !dbg !84
  %17 = call i32 @size_arg(i32 noundef %15, ptr noundef %16, i32 noundef 2, i32 noundef 4), !dbg !85
  store i32 %17, ptr %7, align 4, !dbg !86
  %18 = load i32, ptr %6, align 4, !dbg !87
  %19 = load i32, ptr %7, align 4, !dbg !88
  %20 = add nsw i32 %18, %19, !dbg !89
  %21 = zext i32 %20 to i64, !dbg !90
  %22 = load i32, ptr %6, align 4, !dbg !91
  %23 = sext i32 %22 to i64, !dbg !92
  %24 = load i32, ptr %6, align 4, !dbg !93
  %25 = load i32, ptr %7, align 4, !dbg !94
  %26 = add nsw i32 %24, %25, !dbg !95
  %27 = sext i32 %26 to i64, !dbg !96
  %28 = mul i64 %23, %27, !dbg !97
  %29 = call noalias ptr @calloc(i64 noundef %28, i64 noundef 8) #6, !dbg !98
  store ptr %29, ptr %8, align 8, !dbg !99
  %30 = load i32, ptr %6, align 4, !dbg !100
  %31 = load i32, ptr %7, align 4, !dbg !101
  %32 = add nsw i32 %30, %31, !dbg !102
  %33 = zext i32 %32 to i64, !dbg !103
  %34 = load i32, ptr %6, align 4, !dbg !104
  %35 = sext i32 %34 to i64, !dbg !105
  %36 = load i32, ptr %6, align 4, !dbg !106
  %37 = load i32, ptr %7, align 4, !dbg !107
  %38 = add nsw i32 %36, %37, !dbg !108
  %39 = sext i32 %38 to i64, !dbg !109
  %40 = mul i64 %35, %39, !dbg !110
  %41 = call noalias ptr @calloc(i64 noundef %40, i64 noundef 8) #6, !dbg !111
  store ptr %41, ptr %9, align 8, !dbg !112
  store i32 0, ptr %10, align 4, !dbg !113
  br label %42, !dbg !114

42:                                               ; preds = %72, %2
  %43 = load i32, ptr %10, align 4, !dbg !115
  %44 = load i32, ptr %6, align 4, !dbg !116
  %45 = icmp slt i32 %43, %44, !dbg !117
  br i1 %45, label %46, label %75, !dbg !118

46:                                               ; preds = %42
  store i32 0, ptr %11, align 4, !dbg !119
  br label %47, !dbg !120

47:                                               ; preds = %68, %46
  %48 = load i32, ptr %11, align 4, !dbg !121
  %49 = load i32, ptr %6, align 4, !dbg !122
  %50 = load i32, ptr %7, align 4, !dbg !123
  %51 = add nsw i32 %49, %50, !dbg !124
  %52 = icmp slt i32 %48, %51, !dbg !125
  br i1 %52, label %53, label %71, !dbg !126

53:                                               ; preds = %47
  %54 = load i32, ptr %10, align 4, !dbg !127
  %55 = mul nsw i32 %54, 5, !dbg !128
  %56 = load i32, ptr %11, align 4, !dbg !129
  %57 = add nsw i32 %55, %56, !dbg !130
  %58 = srem i32 %57, 13, !dbg !131
  %59 = sitofp i32 %58 to double, !dbg !132
  %60 = load ptr, ptr %8, align 8, !dbg !133
  %61 = load i32, ptr %10, align 4, !dbg !134
  %62 = sext i32 %61 to i64, !dbg !133
  %63 = mul nsw i64 %62, %21, !dbg !133
  %64 = getelementptr inbounds double, ptr %60, i64 %63, !dbg !133
  %65 = load i32, ptr %11, align 4, !dbg !135
  %66 = sext i32 %65 to i64, !dbg !133
  %67 = getelementptr inbounds double, ptr %64, i64 %66, !dbg !133
  store double %59, ptr %67, align 8, !dbg !136
  br label %68, !dbg !133

68:                                               ; preds = %53
  %69 = load i32, ptr %11, align 4, !dbg !137
  %70 = add nsw i32 %69, 1, !dbg !137
  store i32 %70, ptr %11, align 4, !dbg !137
  br label %47, !dbg !126, !llvm.loop !138

71:                                               ; preds = %47
  br label %72, !dbg !139

72:                                               ; preds = %71
  %73 = load i32, ptr %10, align 4, !dbg !140
  %74 = add nsw i32 %73, 1, !dbg !140
  store i32 %74, ptr %10, align 4, !dbg !140
  br label %42, !dbg !118, !llvm.loop !141

75:                                               ; preds = %42
  %76 = load i32, ptr %6, align 4, !dbg !142
  %77 = load i32, ptr %7, align 4, !dbg !143
  %78 = load ptr, ptr %8, align 8, !dbg !144
  %79 = load ptr, ptr %9, align 8, !dbg !145
  call void @shapes(i32 noundef %76, i32 noundef %77, ptr noundef %78, ptr noundef %79), !dbg !146
  %80 = load ptr, ptr %9, align 8, !dbg !147
  %81 = mul nsw i64 0, %33, !dbg !147
  %82 = getelementptr inbounds double, ptr %80, i64 %81, !dbg !147
  %83 = getelementptr inbounds double, ptr %82, i64 0, !dbg !147
  %84 = load i32, ptr %6, align 4, !dbg !148
  %85 = sext i32 %84 to i64, !dbg !149
  %86 = load i32, ptr %6, align 4, !dbg !150
  %87 = load i32, ptr %7, align 4, !dbg !151
  %88 = add nsw i32 %86, %87, !dbg !152
  %89 = sext i32 %88 to i64, !dbg !153
  %90 = mul nsw i64 %85, %89, !dbg !154
  call void @checksum(ptr noundef @.str, ptr noundef %83, i64 noundef %90), !dbg !155
  %91 = load ptr, ptr %8, align 8, !dbg !156
  call void @free(ptr noundef %91) #7, !dbg !157
  %92 = load ptr, ptr %9, align 8, !dbg !158
  call void @free(ptr noundef %92) #7, !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal i32 @size_arg(i32 noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !161 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !163
  %10 = load i32, ptr %7, align 4, !dbg !164
  %11 = icmp sgt i32 %9, %10, !dbg !165
  br i1 %11, label %12, label %19, !dbg !163

12:                                               ; preds = %4
  %13 = load ptr, ptr %6, align 8, !dbg !166
  %14 = load i32, ptr %7, align 4, !dbg !167
  %15 = sext i32 %14 to i64, !dbg !166
  %16 = getelementptr inbounds ptr, ptr %13, i64 %15, !dbg !166
  %17 = load ptr, ptr %16, align 8, !dbg !166
  %18 = call i32 @atoi(ptr noundef %17) #8, !dbg !168
  br label %21, !dbg !163

19:                                               ; preds = %4
  %20 = load i32, ptr %8, align 4, !dbg !169
  br label %21, !dbg !163

21:                                               ; preds = %19, %12
  %22 = phi i32 [ %18, %12 ], [ %20, %19 ], !dbg !163
  ret i32 %22, !dbg !170
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal void @checksum(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !171 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8, !dbg !172
  store double 0.000000e+00, ptr %8, align 8, !dbg !173
  store i64 0, ptr %9, align 8, !dbg !174
  br label %10, !dbg !175

10:                                               ; preds = %31, %3
  %11 = load i64, ptr %9, align 8, !dbg !176
  %12 = load i64, ptr %6, align 8, !dbg !177
  %13 = icmp slt i64 %11, %12, !dbg !178
  br i1 %13, label %14, label %34, !dbg !179

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !180
  %16 = load i64, ptr %9, align 8, !dbg !181
  %17 = getelementptr inbounds double, ptr %15, i64 %16, !dbg !180
  %18 = load double, ptr %17, align 8, !dbg !180
  %19 = load double, ptr %7, align 8, !dbg !182
  %20 = fadd double %19, %18, !dbg !182
  store double %20, ptr %7, align 8, !dbg !182
  %21 = load ptr, ptr %5, align 8, !dbg !183
  %22 = load i64, ptr %9, align 8, !dbg !184
  %23 = getelementptr inbounds double, ptr %21, i64 %22, !dbg !183
  %24 = load double, ptr %23, align 8, !dbg !183
  %25 = load i64, ptr %9, align 8, !dbg !185
  %26 = srem i64 %25, 97, !dbg !186
  %27 = add nsw i64 %26, 1, !dbg !187
  %28 = sitofp i64 %27 to double, !dbg !188
  %29 = load double, ptr %8, align 8, !dbg !189
  %30 = call double @llvm.fmuladd.f64(double %24, double %28, double %29), !dbg !189
  store double %30, ptr %8, align 8, !dbg !189
  br label %31, !dbg !190

31:                                               ; preds = %14
  %32 = load i64, ptr %9, align 8, !dbg !191
  %33 = add nsw i64 %32, 1, !dbg !191
  store i64 %33, ptr %9, align 8, !dbg !191
  br label %10, !dbg !179, !llvm.loop !192

34:                                               ; preds = %10
  %35 = load ptr, ptr %4, align 8, !dbg !193
  %36 = load double, ptr %7, align 8, !dbg !194
  %37 = load double, ptr %8, align 8, !dbg !195
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %35, double noundef %36, double noundef %37), !dbg !196
  ret void, !dbg !197
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

declare i32 @printf(ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/triangular.c", directory: "/work/main")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"clang version 22.1.8"}
!9 = distinct !DISubprogram(name: "shapes", scope: !10, file: !10, line: 4, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DIFile(filename: "tests/scop/inputs/triangular.c", directory: "/work/main")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 4, column: 62, scope: !9)
!14 = !DILocation(line: 4, column: 65, scope: !9)
!15 = !DILocation(line: 4, column: 69, scope: !9)
!16 = !DILocation(line: 4, column: 67, scope: !9)
!17 = !DILocation(line: 4, column: 82, scope: !9)
!18 = !DILocation(line: 4, column: 85, scope: !9)
!19 = !DILocation(line: 4, column: 89, scope: !9)
!20 = !DILocation(line: 4, column: 87, scope: !9)
!21 = !DILocation(line: 6, column: 14, scope: !9)
!22 = !DILocation(line: 6, column: 10, scope: !9)
!23 = !DILocation(line: 6, column: 21, scope: !9)
!24 = !DILocation(line: 6, column: 25, scope: !9)
!25 = !DILocation(line: 6, column: 23, scope: !9)
!26 = !DILocation(line: 6, column: 5, scope: !9)
!27 = !DILocation(line: 7, column: 18, scope: !9)
!28 = !DILocation(line: 7, column: 14, scope: !9)
!29 = !DILocation(line: 7, column: 25, scope: !9)
!30 = !DILocation(line: 7, column: 30, scope: !9)
!31 = !DILocation(line: 7, column: 27, scope: !9)
!32 = !DILocation(line: 7, column: 9, scope: !9)
!33 = !DILocation(line: 8, column: 23, scope: !9)
!34 = !DILocation(line: 8, column: 25, scope: !9)
!35 = !DILocation(line: 8, column: 28, scope: !9)
!36 = !DILocation(line: 8, column: 33, scope: !9)
!37 = !DILocation(line: 8, column: 35, scope: !9)
!38 = !DILocation(line: 8, column: 38, scope: !9)
!39 = !DILocation(line: 8, column: 31, scope: !9)
!40 = !DILocation(line: 8, column: 13, scope: !9)
!41 = !DILocation(line: 8, column: 15, scope: !9)
!42 = !DILocation(line: 8, column: 18, scope: !9)
!43 = !DILocation(line: 8, column: 21, scope: !9)
!44 = !DILocation(line: 7, column: 34, scope: !9)
!45 = distinct !{!45, !32, !46, !47}
!46 = !DILocation(line: 8, column: 39, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 6, column: 29, scope: !9)
!49 = distinct !{!49, !26, !46, !47}
!50 = !DILocation(line: 9, column: 14, scope: !9)
!51 = !DILocation(line: 9, column: 10, scope: !9)
!52 = !DILocation(line: 9, column: 21, scope: !9)
!53 = !DILocation(line: 9, column: 25, scope: !9)
!54 = !DILocation(line: 9, column: 23, scope: !9)
!55 = !DILocation(line: 9, column: 5, scope: !9)
!56 = !DILocation(line: 10, column: 22, scope: !9)
!57 = !DILocation(line: 10, column: 18, scope: !9)
!58 = !DILocation(line: 10, column: 14, scope: !9)
!59 = !DILocation(line: 10, column: 25, scope: !9)
!60 = !DILocation(line: 10, column: 29, scope: !9)
!61 = !DILocation(line: 10, column: 33, scope: !9)
!62 = !DILocation(line: 10, column: 31, scope: !9)
!63 = !DILocation(line: 10, column: 27, scope: !9)
!64 = !DILocation(line: 10, column: 9, scope: !9)
!65 = !DILocation(line: 11, column: 30, scope: !9)
!66 = !DILocation(line: 11, column: 32, scope: !9)
!67 = !DILocation(line: 11, column: 35, scope: !9)
!68 = !DILocation(line: 11, column: 13, scope: !9)
!69 = !DILocation(line: 11, column: 15, scope: !9)
!70 = !DILocation(line: 11, column: 18, scope: !9)
!71 = !DILocation(line: 11, column: 21, scope: !9)
!72 = !DILocation(line: 10, column: 37, scope: !9)
!73 = distinct !{!73, !64, !74, !47}
!74 = !DILocation(line: 11, column: 36, scope: !9)
!75 = !DILocation(line: 9, column: 29, scope: !9)
!76 = distinct !{!76, !55, !74, !47}
!77 = !DILocation(line: 12, column: 1, scope: !9)
!78 = distinct !DISubprogram(name: "main", scope: !10, file: !10, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!79 = !DILocation(line: 16, column: 22, scope: !78)
!80 = !DILocation(line: 16, column: 28, scope: !78)
!81 = !DILocation(line: 16, column: 13, scope: !78)
!82 = !DILocation(line: 16, column: 9, scope: !78)
!83 = !DILocation(line: 16, column: 55, scope: !78)
!84 = !DILocation(line: 16, column: 61, scope: !78)
!85 = !DILocation(line: 16, column: 46, scope: !78)
!86 = !DILocation(line: 16, column: 42, scope: !78)
!87 = !DILocation(line: 17, column: 17, scope: !78)
!88 = !DILocation(line: 17, column: 21, scope: !78)
!89 = !DILocation(line: 17, column: 19, scope: !78)
!90 = !DILocation(line: 17, column: 5, scope: !78)
!91 = !DILocation(line: 17, column: 41, scope: !78)
!92 = !DILocation(line: 17, column: 33, scope: !78)
!93 = !DILocation(line: 17, column: 46, scope: !78)
!94 = !DILocation(line: 17, column: 50, scope: !78)
!95 = !DILocation(line: 17, column: 48, scope: !78)
!96 = !DILocation(line: 17, column: 45, scope: !78)
!97 = !DILocation(line: 17, column: 43, scope: !78)
!98 = !DILocation(line: 17, column: 26, scope: !78)
!99 = !DILocation(line: 17, column: 14, scope: !78)
!100 = !DILocation(line: 18, column: 17, scope: !78)
!101 = !DILocation(line: 18, column: 21, scope: !78)
!102 = !DILocation(line: 18, column: 19, scope: !78)
!103 = !DILocation(line: 18, column: 5, scope: !78)
!104 = !DILocation(line: 18, column: 41, scope: !78)
!105 = !DILocation(line: 18, column: 33, scope: !78)
!106 = !DILocation(line: 18, column: 46, scope: !78)
!107 = !DILocation(line: 18, column: 50, scope: !78)
!108 = !DILocation(line: 18, column: 48, scope: !78)
!109 = !DILocation(line: 18, column: 45, scope: !78)
!110 = !DILocation(line: 18, column: 43, scope: !78)
!111 = !DILocation(line: 18, column: 26, scope: !78)
!112 = !DILocation(line: 18, column: 14, scope: !78)
!113 = !DILocation(line: 19, column: 14, scope: !78)
!114 = !DILocation(line: 19, column: 10, scope: !78)
!115 = !DILocation(line: 19, column: 21, scope: !78)
!116 = !DILocation(line: 19, column: 25, scope: !78)
!117 = !DILocation(line: 19, column: 23, scope: !78)
!118 = !DILocation(line: 19, column: 5, scope: !78)
!119 = !DILocation(line: 20, column: 18, scope: !78)
!120 = !DILocation(line: 20, column: 14, scope: !78)
!121 = !DILocation(line: 20, column: 25, scope: !78)
!122 = !DILocation(line: 20, column: 29, scope: !78)
!123 = !DILocation(line: 20, column: 33, scope: !78)
!124 = !DILocation(line: 20, column: 31, scope: !78)
!125 = !DILocation(line: 20, column: 27, scope: !78)
!126 = !DILocation(line: 20, column: 9, scope: !78)
!127 = !DILocation(line: 21, column: 33, scope: !78)
!128 = !DILocation(line: 21, column: 35, scope: !78)
!129 = !DILocation(line: 21, column: 41, scope: !78)
!130 = !DILocation(line: 21, column: 39, scope: !78)
!131 = !DILocation(line: 21, column: 44, scope: !78)
!132 = !DILocation(line: 21, column: 23, scope: !78)
!133 = !DILocation(line: 21, column: 13, scope: !78)
!134 = !DILocation(line: 21, column: 15, scope: !78)
!135 = !DILocation(line: 21, column: 18, scope: !78)
!136 = !DILocation(line: 21, column: 21, scope: !78)
!137 = !DILocation(line: 20, column: 37, scope: !78)
!138 = distinct !{!138, !126, !139, !47}
!139 = !DILocation(line: 21, column: 48, scope: !78)
!140 = !DILocation(line: 19, column: 29, scope: !78)
!141 = distinct !{!141, !118, !139, !47}
!142 = !DILocation(line: 22, column: 12, scope: !78)
!143 = !DILocation(line: 22, column: 15, scope: !78)
!144 = !DILocation(line: 22, column: 18, scope: !78)
!145 = !DILocation(line: 22, column: 21, scope: !78)
!146 = !DILocation(line: 22, column: 5, scope: !78)
!147 = !DILocation(line: 23, column: 20, scope: !78)
!148 = !DILocation(line: 23, column: 35, scope: !78)
!149 = !DILocation(line: 23, column: 29, scope: !78)
!150 = !DILocation(line: 23, column: 40, scope: !78)
!151 = !DILocation(line: 23, column: 44, scope: !78)
!152 = !DILocation(line: 23, column: 42, scope: !78)
!153 = !DILocation(line: 23, column: 39, scope: !78)
!154 = !DILocation(line: 23, column: 37, scope: !78)
!155 = !DILocation(line: 23, column: 5, scope: !78)
!156 = !DILocation(line: 24, column: 10, scope: !78)
!157 = !DILocation(line: 24, column: 5, scope: !78)
!158 = !DILocation(line: 25, column: 10, scope: !78)
!159 = !DILocation(line: 25, column: 5, scope: !78)
!160 = !DILocation(line: 26, column: 5, scope: !78)
!161 = distinct !DISubprogram(name: "size_arg", scope: !162, file: !162, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!162 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main")
!163 = !DILocation(line: 21, column: 12, scope: !161)
!164 = !DILocation(line: 21, column: 19, scope: !161)
!165 = !DILocation(line: 21, column: 17, scope: !161)
!166 = !DILocation(line: 21, column: 28, scope: !161)
!167 = !DILocation(line: 21, column: 33, scope: !161)
!168 = !DILocation(line: 21, column: 23, scope: !161)
!169 = !DILocation(line: 21, column: 39, scope: !161)
!170 = !DILocation(line: 21, column: 5, scope: !161)
!171 = distinct !DISubprogram(name: "checksum", scope: !162, file: !162, line: 9, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!172 = !DILocation(line: 11, column: 12, scope: !171)
!173 = !DILocation(line: 11, column: 23, scope: !171)
!174 = !DILocation(line: 12, column: 15, scope: !171)
!175 = !DILocation(line: 12, column: 10, scope: !171)
!176 = !DILocation(line: 12, column: 22, scope: !171)
!177 = !DILocation(line: 12, column: 26, scope: !171)
!178 = !DILocation(line: 12, column: 24, scope: !171)
!179 = !DILocation(line: 12, column: 5, scope: !171)
!180 = !DILocation(line: 13, column: 16, scope: !171)
!181 = !DILocation(line: 13, column: 18, scope: !171)
!182 = !DILocation(line: 13, column: 13, scope: !171)
!183 = !DILocation(line: 14, column: 21, scope: !171)
!184 = !DILocation(line: 14, column: 23, scope: !171)
!185 = !DILocation(line: 14, column: 37, scope: !171)
!186 = !DILocation(line: 14, column: 39, scope: !171)
!187 = !DILocation(line: 14, column: 44, scope: !171)
!188 = !DILocation(line: 14, column: 28, scope: !171)
!189 = !DILocation(line: 14, column: 18, scope: !171)
!190 = !DILocation(line: 15, column: 5, scope: !171)
!191 = !DILocation(line: 12, column: 34, scope: !171)
!192 = distinct !{!192, !179, !190, !47}
!193 = !DILocation(line: 16, column: 32, scope: !171)
!194 = !DILocation(line: 16, column: 38, scope: !171)
!195 = !DILocation(line: 16, column: 43, scope: !171)
!196 = !DILocation(line: 16, column: 5, scope: !171)
!197 = !DILocation(line: 17, column: 1, scope: !171)
