; ModuleID = '/work/main/tests/scop/inputs/vla.c'
source_filename = "/work/main/tests/scop/inputs/vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vla(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !10 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store double* %3, double** %9, align 8
  store double* %4, double** %10, align 8
  %15 = load i32, i32* %6, align 4, !dbg !14
  %16 = zext i32 %15 to i64
  %17 = load i32, i32* %7, align 4, !dbg !15
  %18 = zext i32 %17 to i64
  %19 = load i32, i32* %6, align 4, !dbg !16
  %20 = zext i32 %19 to i64
  %21 = load i32, i32* %7, align 4, !dbg !17
  %22 = zext i32 %21 to i64
  store i32 0, i32* %11, align 4, !dbg !18
  br label %23, !dbg !19

23:                                               ; preds = %55, %5
  %24 = load i32, i32* %11, align 4, !dbg !20
  %25 = load i32, i32* %6, align 4, !dbg !21
  %26 = icmp slt i32 %24, %25, !dbg !22
  br i1 %26, label %27, label %58, !dbg !23

27:                                               ; preds = %23
  store i32 0, i32* %12, align 4, !dbg !24
  br label %28, !dbg !25

28:                                               ; preds = %51, %27
  %29 = load i32, i32* %12, align 4, !dbg !26
  %30 = load i32, i32* %7, align 4, !dbg !27
  %31 = icmp slt i32 %29, %30, !dbg !28
  br i1 %31, label %32, label %54, !dbg !29

32:                                               ; preds = %28
  %33 = load double*, double** %9, align 8, !dbg !30
  %34 = load i32, i32* %11, align 4, !dbg !31
  %35 = sext i32 %34 to i64, !dbg !30
  %36 = mul nsw i64 %35, %18, !dbg !30
  %37 = getelementptr inbounds double, double* %33, i64 %36, !dbg !30
  %38 = load i32, i32* %12, align 4, !dbg !32
  %39 = sext i32 %38 to i64, !dbg !30
  %40 = getelementptr inbounds double, double* %37, i64 %39, !dbg !30
  %41 = load double, double* %40, align 8, !dbg !30
  %42 = fmul double %41, 2.000000e+00, !dbg !33
  %43 = load double*, double** %10, align 8, !dbg !34
  %44 = load i32, i32* %11, align 4, !dbg !35
  %45 = sext i32 %44 to i64, !dbg !34
  %46 = mul nsw i64 %45, %22, !dbg !34
  %47 = getelementptr inbounds double, double* %43, i64 %46, !dbg !34
  %48 = load i32, i32* %12, align 4, !dbg !36
  %49 = sext i32 %48 to i64, !dbg !34
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !34
  store double %42, double* %50, align 8, !dbg !37
  br label %51, !dbg !34

51:                                               ; preds = %32
  %52 = load i32, i32* %12, align 4, !dbg !38
  %53 = add nsw i32 %52, 1, !dbg !38
  store i32 %53, i32* %12, align 4, !dbg !38
  br label %28, !dbg !29, !llvm.loop !39

54:                                               ; preds = %28
  br label %55, !dbg !40

55:                                               ; preds = %54
  %56 = load i32, i32* %11, align 4, !dbg !42
  %57 = add nsw i32 %56, 1, !dbg !42
  store i32 %57, i32* %11, align 4, !dbg !42
  br label %23, !dbg !23, !llvm.loop !43

58:                                               ; preds = %23
  store i32 0, i32* %13, align 4, !dbg !44
  br label %59, !dbg !45

59:                                               ; preds = %91, %58
  %60 = load i32, i32* %13, align 4, !dbg !46
  %61 = load i32, i32* %6, align 4, !dbg !47
  %62 = icmp slt i32 %60, %61, !dbg !48
  br i1 %62, label %63, label %94, !dbg !49

63:                                               ; preds = %59
  store i32 0, i32* %14, align 4, !dbg !50
  br label %64, !dbg !51

64:                                               ; preds = %87, %63
  %65 = load i32, i32* %14, align 4, !dbg !52
  %66 = load i32, i32* %8, align 4, !dbg !53
  %67 = icmp slt i32 %65, %66, !dbg !54
  br i1 %67, label %68, label %90, !dbg !55

68:                                               ; preds = %64
  %69 = load double*, double** %10, align 8, !dbg !56
  %70 = load i32, i32* %13, align 4, !dbg !57
  %71 = sext i32 %70 to i64, !dbg !56
  %72 = mul nsw i64 %71, %22, !dbg !56
  %73 = getelementptr inbounds double, double* %69, i64 %72, !dbg !56
  %74 = load i32, i32* %14, align 4, !dbg !58
  %75 = sext i32 %74 to i64, !dbg !56
  %76 = getelementptr inbounds double, double* %73, i64 %75, !dbg !56
  %77 = load double, double* %76, align 8, !dbg !56
  %78 = fadd double %77, 1.000000e+00, !dbg !59
  %79 = load double*, double** %9, align 8, !dbg !60
  %80 = load i32, i32* %13, align 4, !dbg !61
  %81 = sext i32 %80 to i64, !dbg !60
  %82 = mul nsw i64 %81, %18, !dbg !60
  %83 = getelementptr inbounds double, double* %79, i64 %82, !dbg !60
  %84 = load i32, i32* %14, align 4, !dbg !62
  %85 = sext i32 %84 to i64, !dbg !60
  %86 = getelementptr inbounds double, double* %83, i64 %85, !dbg !60
  store double %78, double* %86, align 8, !dbg !63
  br label %87, !dbg !60

87:                                               ; preds = %68
  %88 = load i32, i32* %14, align 4, !dbg !64
  %89 = add nsw i32 %88, 1, !dbg !64
  store i32 %89, i32* %14, align 4, !dbg !64
  br label %64, !dbg !55, !llvm.loop !65

90:                                               ; preds = %64
  br label %91, !dbg !66

91:                                               ; preds = %90
  %92 = load i32, i32* %13, align 4, !dbg !67
  %93 = add nsw i32 %92, 1, !dbg !67
  store i32 %93, i32* %13, align 4, !dbg !67
  br label %59, !dbg !49, !llvm.loop !68

94:                                               ; preds = %59
  ret void, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !70 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %13 = load i32, i32* %4, align 4, !dbg !71
  %14 = load i8**, i8*** %5, align 8, !dbg !72
  %15 = call i32 @size_arg(i32 noundef %13, i8** noundef %14, i32 noundef 1, i32 noundef 13), !dbg !73
  store i32 %15, i32* %6, align 4, !dbg !74
  %16 = load i32, i32* %4, align 4, !dbg !75
  %17 = load i8**, i8*** %5, align 8, !dbg !76
  %18 = call i32 @size_arg(i32 noundef %16, i8** noundef %17, i32 noundef 2, i32 noundef 27), !dbg !77
  store i32 %18, i32* %7, align 4, !dbg !78
  %19 = load i32, i32* %4, align 4, !dbg !79
  %20 = load i8**, i8*** %5, align 8, !dbg !80
  %21 = load i32, i32* %7, align 4, !dbg !81
  %22 = sub nsw i32 %21, 2, !dbg !82
  %23 = call i32 @size_arg(i32 noundef %19, i8** noundef %20, i32 noundef 3, i32 noundef %22), !dbg !83
  store i32 %23, i32* %8, align 4, !dbg !84
  %24 = load i32, i32* %7, align 4, !dbg !85
  %25 = zext i32 %24 to i64, !dbg !86
  %26 = load i32, i32* %6, align 4, !dbg !87
  %27 = sext i32 %26 to i64, !dbg !88
  %28 = load i32, i32* %7, align 4, !dbg !89
  %29 = sext i32 %28 to i64, !dbg !89
  %30 = mul i64 %27, %29, !dbg !90
  %31 = call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #5, !dbg !91
  %32 = bitcast i8* %31 to double*, !dbg !91
  store double* %32, double** %9, align 8, !dbg !92
  %33 = load i32, i32* %7, align 4, !dbg !93
  %34 = zext i32 %33 to i64, !dbg !94
  %35 = load i32, i32* %6, align 4, !dbg !95
  %36 = sext i32 %35 to i64, !dbg !96
  %37 = load i32, i32* %7, align 4, !dbg !97
  %38 = sext i32 %37 to i64, !dbg !97
  %39 = mul i64 %36, %38, !dbg !98
  %40 = call noalias i8* @calloc(i64 noundef %39, i64 noundef 8) #5, !dbg !99
  %41 = bitcast i8* %40 to double*, !dbg !99
  store double* %41, double** %10, align 8, !dbg !100
  store i32 0, i32* %11, align 4, !dbg !101
  br label %42, !dbg !102

42:                                               ; preds = %70, %2
  %43 = load i32, i32* %11, align 4, !dbg !103
  %44 = load i32, i32* %6, align 4, !dbg !104
  %45 = icmp slt i32 %43, %44, !dbg !105
  br i1 %45, label %46, label %73, !dbg !106

46:                                               ; preds = %42
  store i32 0, i32* %12, align 4, !dbg !107
  br label %47, !dbg !108

47:                                               ; preds = %66, %46
  %48 = load i32, i32* %12, align 4, !dbg !109
  %49 = load i32, i32* %7, align 4, !dbg !110
  %50 = icmp slt i32 %48, %49, !dbg !111
  br i1 %50, label %51, label %69, !dbg !112

51:                                               ; preds = %47
  %52 = load i32, i32* %11, align 4, !dbg !113
  %53 = mul nsw i32 %52, 11, !dbg !114
  %54 = load i32, i32* %12, align 4, !dbg !115
  %55 = add nsw i32 %53, %54, !dbg !116
  %56 = srem i32 %55, 7, !dbg !117
  %57 = sitofp i32 %56 to double, !dbg !118
  %58 = load double*, double** %9, align 8, !dbg !119
  %59 = load i32, i32* %11, align 4, !dbg !120
  %60 = sext i32 %59 to i64, !dbg !119
  %61 = mul nsw i64 %60, %25, !dbg !119
  %62 = getelementptr inbounds double, double* %58, i64 %61, !dbg !119
  %63 = load i32, i32* %12, align 4, !dbg !121
  %64 = sext i32 %63 to i64, !dbg !119
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !119
  store double %57, double* %65, align 8, !dbg !122
  br label %66, !dbg !119

66:                                               ; preds = %51
  %67 = load i32, i32* %12, align 4, !dbg !123
  %68 = add nsw i32 %67, 1, !dbg !123
  store i32 %68, i32* %12, align 4, !dbg !123
  br label %47, !dbg !112, !llvm.loop !124

69:                                               ; preds = %47
  br label %70, !dbg !125

70:                                               ; preds = %69
  %71 = load i32, i32* %11, align 4, !dbg !126
  %72 = add nsw i32 %71, 1, !dbg !126
  store i32 %72, i32* %11, align 4, !dbg !126
  br label %42, !dbg !106, !llvm.loop !127

73:                                               ; preds = %42
  %74 = load i32, i32* %6, align 4, !dbg !128
  %75 = load i32, i32* %7, align 4, !dbg !129
  %76 = load i32, i32* %8, align 4, !dbg !130
  %77 = load double*, double** %9, align 8, !dbg !131
  %78 = load double*, double** %10, align 8, !dbg !132
  call void @vla(i32 noundef %74, i32 noundef %75, i32 noundef %76, double* noundef %77, double* noundef %78), !dbg !133
  %79 = load double*, double** %9, align 8, !dbg !134
  %80 = mul nsw i64 0, %25, !dbg !134
  %81 = getelementptr inbounds double, double* %79, i64 %80, !dbg !134
  %82 = getelementptr inbounds double, double* %81, i64 0, !dbg !134
  %83 = load i32, i32* %6, align 4, !dbg !135
  %84 = sext i32 %83 to i64, !dbg !136
  %85 = load i32, i32* %7, align 4, !dbg !137
  %86 = sext i32 %85 to i64, !dbg !137
  %87 = mul nsw i64 %84, %86, !dbg !138
  call void @checksum(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), double* noundef %82, i64 noundef %87), !dbg !139
  %88 = load double*, double** %10, align 8, !dbg !140
  %89 = mul nsw i64 0, %34, !dbg !140
  %90 = getelementptr inbounds double, double* %88, i64 %89, !dbg !140
  %91 = getelementptr inbounds double, double* %90, i64 0, !dbg !140
  %92 = load i32, i32* %6, align 4, !dbg !141
  %93 = sext i32 %92 to i64, !dbg !142
  %94 = load i32, i32* %7, align 4, !dbg !143
  %95 = sext i32 %94 to i64, !dbg !143
  %96 = mul nsw i64 %93, %95, !dbg !144
  call void @checksum(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), double* noundef %91, i64 noundef %96), !dbg !145
  %97 = load double*, double** %9, align 8, !dbg !146
  %98 = bitcast double* %97 to i8*, !dbg !146
  call void @free(i8* noundef %98) #5, !dbg !147
  %99 = load double*, double** %10, align 8, !dbg !148
  %100 = bitcast double* %99 to i8*, !dbg !148
  call void @free(i8* noundef %100) #5, !dbg !149
  ret i32 0, !dbg !150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @size_arg(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !151 {
  %5 = alloca i32, align 4
  %6 = alloca i8**, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i8** %1, i8*** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4, !dbg !153
  %10 = load i32, i32* %7, align 4, !dbg !154
  %11 = icmp sgt i32 %9, %10, !dbg !155
  br i1 %11, label %12, label %19, !dbg !153

12:                                               ; preds = %4
  %13 = load i8**, i8*** %6, align 8, !dbg !156
  %14 = load i32, i32* %7, align 4, !dbg !157
  %15 = sext i32 %14 to i64, !dbg !156
  %16 = getelementptr inbounds i8*, i8** %13, i64 %15, !dbg !156
  %17 = load i8*, i8** %16, align 8, !dbg !156
  %18 = call i32 @atoi(i8* noundef %17) #6, !dbg !158
  br label %21, !dbg !153

19:                                               ; preds = %4
  %20 = load i32, i32* %8, align 4, !dbg !159
  br label %21, !dbg !153

21:                                               ; preds = %19, %12
  %22 = phi i32 [ %18, %12 ], [ %20, %19 ], !dbg !153
  ret i32 %22, !dbg !160
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @checksum(i8* noundef %0, double* noundef %1, i64 noundef %2) #0 !dbg !161 {
  %4 = alloca i8*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store double* %1, double** %5, align 8
  store i64 %2, i64* %6, align 8
  store double 0.000000e+00, double* %7, align 8, !dbg !162
  store double 0.000000e+00, double* %8, align 8, !dbg !163
  store i64 0, i64* %9, align 8, !dbg !164
  br label %10, !dbg !165

10:                                               ; preds = %31, %3
  %11 = load i64, i64* %9, align 8, !dbg !166
  %12 = load i64, i64* %6, align 8, !dbg !167
  %13 = icmp slt i64 %11, %12, !dbg !168
  br i1 %13, label %14, label %34, !dbg !169

14:                                               ; preds = %10
  %15 = load double*, double** %5, align 8, !dbg !170
  %16 = load i64, i64* %9, align 8, !dbg !171
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !170
  %18 = load double, double* %17, align 8, !dbg !170
  %19 = load double, double* %7, align 8, !dbg !172
  %20 = fadd double %19, %18, !dbg !172
  store double %20, double* %7, align 8, !dbg !172
  %21 = load double*, double** %5, align 8, !dbg !173
  %22 = load i64, i64* %9, align 8, !dbg !174
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !173
  %24 = load double, double* %23, align 8, !dbg !173
  %25 = load i64, i64* %9, align 8, !dbg !175
  %26 = srem i64 %25, 97, !dbg !176
  %27 = add nsw i64 %26, 1, !dbg !177
  %28 = sitofp i64 %27 to double, !dbg !178
  %29 = load double, double* %8, align 8, !dbg !179
  %30 = call double @llvm.fmuladd.f64(double %24, double %28, double %29), !dbg !179
  store double %30, double* %8, align 8, !dbg !179
  br label %31, !dbg !180

31:                                               ; preds = %14
  %32 = load i64, i64* %9, align 8, !dbg !181
  %33 = add nsw i64 %32, 1, !dbg !181
  store i64 %33, i64* %9, align 8, !dbg !181
  br label %10, !dbg !169, !llvm.loop !182

34:                                               ; preds = %10
  %35 = load i8*, i8** %4, align 8, !dbg !183
  %36 = load double, double* %7, align 8, !dbg !184
  %37 = load double, double* %8, align 8, !dbg !185
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i8* noundef %35, double noundef %36, double noundef %37), !dbg !186
  ret void, !dbg !187
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/tests/scop/inputs/vla.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "088123363eb8f5ce5fa8a0b5cc02afdc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "vla", scope: !11, file: !11, line: 6, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DIFile(filename: "tests/scop/inputs/vla.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "088123363eb8f5ce5fa8a0b5cc02afdc")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 6, column: 66, scope: !10)
!15 = !DILocation(line: 6, column: 69, scope: !10)
!16 = !DILocation(line: 6, column: 82, scope: !10)
!17 = !DILocation(line: 6, column: 85, scope: !10)
!18 = !DILocation(line: 8, column: 14, scope: !10)
!19 = !DILocation(line: 8, column: 10, scope: !10)
!20 = !DILocation(line: 8, column: 21, scope: !10)
!21 = !DILocation(line: 8, column: 25, scope: !10)
!22 = !DILocation(line: 8, column: 23, scope: !10)
!23 = !DILocation(line: 8, column: 5, scope: !10)
!24 = !DILocation(line: 9, column: 18, scope: !10)
!25 = !DILocation(line: 9, column: 14, scope: !10)
!26 = !DILocation(line: 9, column: 25, scope: !10)
!27 = !DILocation(line: 9, column: 29, scope: !10)
!28 = !DILocation(line: 9, column: 27, scope: !10)
!29 = !DILocation(line: 9, column: 9, scope: !10)
!30 = !DILocation(line: 10, column: 23, scope: !10)
!31 = !DILocation(line: 10, column: 25, scope: !10)
!32 = !DILocation(line: 10, column: 28, scope: !10)
!33 = !DILocation(line: 10, column: 31, scope: !10)
!34 = !DILocation(line: 10, column: 13, scope: !10)
!35 = !DILocation(line: 10, column: 15, scope: !10)
!36 = !DILocation(line: 10, column: 18, scope: !10)
!37 = !DILocation(line: 10, column: 21, scope: !10)
!38 = !DILocation(line: 9, column: 33, scope: !10)
!39 = distinct !{!39, !29, !40, !41}
!40 = !DILocation(line: 10, column: 33, scope: !10)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 8, column: 29, scope: !10)
!43 = distinct !{!43, !23, !40, !41}
!44 = !DILocation(line: 11, column: 14, scope: !10)
!45 = !DILocation(line: 11, column: 10, scope: !10)
!46 = !DILocation(line: 11, column: 21, scope: !10)
!47 = !DILocation(line: 11, column: 25, scope: !10)
!48 = !DILocation(line: 11, column: 23, scope: !10)
!49 = !DILocation(line: 11, column: 5, scope: !10)
!50 = !DILocation(line: 12, column: 18, scope: !10)
!51 = !DILocation(line: 12, column: 14, scope: !10)
!52 = !DILocation(line: 12, column: 25, scope: !10)
!53 = !DILocation(line: 12, column: 29, scope: !10)
!54 = !DILocation(line: 12, column: 27, scope: !10)
!55 = !DILocation(line: 12, column: 9, scope: !10)
!56 = !DILocation(line: 13, column: 23, scope: !10)
!57 = !DILocation(line: 13, column: 25, scope: !10)
!58 = !DILocation(line: 13, column: 28, scope: !10)
!59 = !DILocation(line: 13, column: 31, scope: !10)
!60 = !DILocation(line: 13, column: 13, scope: !10)
!61 = !DILocation(line: 13, column: 15, scope: !10)
!62 = !DILocation(line: 13, column: 18, scope: !10)
!63 = !DILocation(line: 13, column: 21, scope: !10)
!64 = !DILocation(line: 12, column: 33, scope: !10)
!65 = distinct !{!65, !55, !66, !41}
!66 = !DILocation(line: 13, column: 33, scope: !10)
!67 = !DILocation(line: 11, column: 29, scope: !10)
!68 = distinct !{!68, !49, !66, !41}
!69 = !DILocation(line: 14, column: 1, scope: !10)
!70 = distinct !DISubprogram(name: "main", scope: !11, file: !11, line: 16, type: !12, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!71 = !DILocation(line: 18, column: 22, scope: !70)
!72 = !DILocation(line: 18, column: 28, scope: !70)
!73 = !DILocation(line: 18, column: 13, scope: !70)
!74 = !DILocation(line: 18, column: 9, scope: !70)
!75 = !DILocation(line: 18, column: 55, scope: !70)
!76 = !DILocation(line: 18, column: 61, scope: !70)
!77 = !DILocation(line: 18, column: 46, scope: !70)
!78 = !DILocation(line: 18, column: 42, scope: !70)
!79 = !DILocation(line: 19, column: 22, scope: !70)
!80 = !DILocation(line: 19, column: 28, scope: !70)
!81 = !DILocation(line: 19, column: 37, scope: !70)
!82 = !DILocation(line: 19, column: 39, scope: !70)
!83 = !DILocation(line: 19, column: 13, scope: !70)
!84 = !DILocation(line: 19, column: 9, scope: !70)
!85 = !DILocation(line: 20, column: 17, scope: !70)
!86 = !DILocation(line: 20, column: 5, scope: !70)
!87 = !DILocation(line: 20, column: 37, scope: !70)
!88 = !DILocation(line: 20, column: 29, scope: !70)
!89 = !DILocation(line: 20, column: 41, scope: !70)
!90 = !DILocation(line: 20, column: 39, scope: !70)
!91 = !DILocation(line: 20, column: 22, scope: !70)
!92 = !DILocation(line: 20, column: 14, scope: !70)
!93 = !DILocation(line: 21, column: 17, scope: !70)
!94 = !DILocation(line: 21, column: 5, scope: !70)
!95 = !DILocation(line: 21, column: 37, scope: !70)
!96 = !DILocation(line: 21, column: 29, scope: !70)
!97 = !DILocation(line: 21, column: 41, scope: !70)
!98 = !DILocation(line: 21, column: 39, scope: !70)
!99 = !DILocation(line: 21, column: 22, scope: !70)
!100 = !DILocation(line: 21, column: 14, scope: !70)
!101 = !DILocation(line: 22, column: 14, scope: !70)
!102 = !DILocation(line: 22, column: 10, scope: !70)
!103 = !DILocation(line: 22, column: 21, scope: !70)
!104 = !DILocation(line: 22, column: 25, scope: !70)
!105 = !DILocation(line: 22, column: 23, scope: !70)
!106 = !DILocation(line: 22, column: 5, scope: !70)
!107 = !DILocation(line: 23, column: 18, scope: !70)
!108 = !DILocation(line: 23, column: 14, scope: !70)
!109 = !DILocation(line: 23, column: 25, scope: !70)
!110 = !DILocation(line: 23, column: 29, scope: !70)
!111 = !DILocation(line: 23, column: 27, scope: !70)
!112 = !DILocation(line: 23, column: 9, scope: !70)
!113 = !DILocation(line: 24, column: 33, scope: !70)
!114 = !DILocation(line: 24, column: 35, scope: !70)
!115 = !DILocation(line: 24, column: 42, scope: !70)
!116 = !DILocation(line: 24, column: 40, scope: !70)
!117 = !DILocation(line: 24, column: 45, scope: !70)
!118 = !DILocation(line: 24, column: 23, scope: !70)
!119 = !DILocation(line: 24, column: 13, scope: !70)
!120 = !DILocation(line: 24, column: 15, scope: !70)
!121 = !DILocation(line: 24, column: 18, scope: !70)
!122 = !DILocation(line: 24, column: 21, scope: !70)
!123 = !DILocation(line: 23, column: 33, scope: !70)
!124 = distinct !{!124, !112, !125, !41}
!125 = !DILocation(line: 24, column: 48, scope: !70)
!126 = !DILocation(line: 22, column: 29, scope: !70)
!127 = distinct !{!127, !106, !125, !41}
!128 = !DILocation(line: 25, column: 9, scope: !70)
!129 = !DILocation(line: 25, column: 12, scope: !70)
!130 = !DILocation(line: 25, column: 15, scope: !70)
!131 = !DILocation(line: 25, column: 18, scope: !70)
!132 = !DILocation(line: 25, column: 21, scope: !70)
!133 = !DILocation(line: 25, column: 5, scope: !70)
!134 = !DILocation(line: 26, column: 20, scope: !70)
!135 = !DILocation(line: 26, column: 35, scope: !70)
!136 = !DILocation(line: 26, column: 29, scope: !70)
!137 = !DILocation(line: 26, column: 39, scope: !70)
!138 = !DILocation(line: 26, column: 37, scope: !70)
!139 = !DILocation(line: 26, column: 5, scope: !70)
!140 = !DILocation(line: 27, column: 20, scope: !70)
!141 = !DILocation(line: 27, column: 35, scope: !70)
!142 = !DILocation(line: 27, column: 29, scope: !70)
!143 = !DILocation(line: 27, column: 39, scope: !70)
!144 = !DILocation(line: 27, column: 37, scope: !70)
!145 = !DILocation(line: 27, column: 5, scope: !70)
!146 = !DILocation(line: 28, column: 10, scope: !70)
!147 = !DILocation(line: 28, column: 5, scope: !70)
!148 = !DILocation(line: 29, column: 10, scope: !70)
!149 = !DILocation(line: 29, column: 5, scope: !70)
!150 = !DILocation(line: 30, column: 5, scope: !70)
!151 = distinct !DISubprogram(name: "size_arg", scope: !152, file: !152, line: 19, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!152 = !DIFile(filename: "tests/scop/inputs/common.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "acaddea819f5db4b1fe17b4d853accdb")
!153 = !DILocation(line: 21, column: 12, scope: !151)
!154 = !DILocation(line: 21, column: 19, scope: !151)
!155 = !DILocation(line: 21, column: 17, scope: !151)
!156 = !DILocation(line: 21, column: 28, scope: !151)
!157 = !DILocation(line: 21, column: 33, scope: !151)
!158 = !DILocation(line: 21, column: 23, scope: !151)
!159 = !DILocation(line: 21, column: 39, scope: !151)
!160 = !DILocation(line: 21, column: 5, scope: !151)
!161 = distinct !DISubprogram(name: "checksum", scope: !152, file: !152, line: 9, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!162 = !DILocation(line: 11, column: 12, scope: !161)
!163 = !DILocation(line: 11, column: 23, scope: !161)
!164 = !DILocation(line: 12, column: 15, scope: !161)
!165 = !DILocation(line: 12, column: 10, scope: !161)
!166 = !DILocation(line: 12, column: 22, scope: !161)
!167 = !DILocation(line: 12, column: 26, scope: !161)
!168 = !DILocation(line: 12, column: 24, scope: !161)
!169 = !DILocation(line: 12, column: 5, scope: !161)
!170 = !DILocation(line: 13, column: 16, scope: !161)
!171 = !DILocation(line: 13, column: 18, scope: !161)
!172 = !DILocation(line: 13, column: 13, scope: !161)
!173 = !DILocation(line: 14, column: 21, scope: !161)
!174 = !DILocation(line: 14, column: 23, scope: !161)
!175 = !DILocation(line: 14, column: 37, scope: !161)
!176 = !DILocation(line: 14, column: 39, scope: !161)
!177 = !DILocation(line: 14, column: 44, scope: !161)
!178 = !DILocation(line: 14, column: 28, scope: !161)
!179 = !DILocation(line: 14, column: 18, scope: !161)
!180 = !DILocation(line: 15, column: 5, scope: !161)
!181 = !DILocation(line: 12, column: 34, scope: !161)
!182 = distinct !{!182, !169, !180, !41}
!183 = !DILocation(line: 16, column: 32, scope: !161)
!184 = !DILocation(line: 16, column: 38, scope: !161)
!185 = !DILocation(line: 16, column: 43, scope: !161)
!186 = !DILocation(line: 16, column: 5, scope: !161)
!187 = !DILocation(line: 17, column: 1, scope: !161)
