; ModuleID = 'csr_copy.c'
source_filename = "csr_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.CSR = type { ptr, ptr, ptr, i32 }

@.str = private unnamed_addr constant [14 x i8] c"%d %ld %.17g\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @copy(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.CSR, ptr %0, i64 0, i32 3
  %5 = load i32, ptr %4, align 8, !tbaa !5
  %6 = load ptr, ptr %0, align 8, !tbaa !11
  %7 = getelementptr inbounds %struct.CSR, ptr %0, i64 0, i32 1
  %8 = load ptr, ptr %7, align 8, !tbaa !12
  %9 = load ptr, ptr %1, align 8, !tbaa !11
  %10 = getelementptr inbounds %struct.CSR, ptr %1, i64 0, i32 1
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = icmp sgt i32 %5, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %3
  %14 = zext i32 %5 to i64
  %15 = load i32, ptr %6, align 4, !tbaa !13
  br label %30

16:                                               ; preds = %42, %30
  %17 = phi i32 [ %38, %30 ], [ %48, %42 ]
  %18 = icmp eq i64 %36, %14
  br i1 %18, label %19, label %30, !llvm.loop !14

19:                                               ; preds = %16
  %20 = sext i32 %5 to i64
  %21 = getelementptr inbounds i32, ptr %6, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !13
  %23 = getelementptr inbounds i32, ptr %9, i64 %20
  store i32 %22, ptr %23, align 4, !tbaa !13
  %24 = icmp eq i32 %2, 0
  br i1 %24, label %163, label %51

25:                                               ; preds = %3
  %26 = sext i32 %5 to i64
  %27 = getelementptr inbounds i32, ptr %6, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !13
  %29 = getelementptr inbounds i32, ptr %9, i64 %26
  store i32 %28, ptr %29, align 4, !tbaa !13
  br label %163

30:                                               ; preds = %13, %16
  %31 = phi i32 [ %15, %13 ], [ %17, %16 ]
  %32 = phi i64 [ 0, %13 ], [ %36, %16 ]
  %33 = getelementptr inbounds i32, ptr %6, i64 %32
  %34 = getelementptr inbounds i32, ptr %9, i64 %32
  store i32 %31, ptr %34, align 4, !tbaa !13
  %35 = load i32, ptr %33, align 4, !tbaa !13
  %36 = add nuw nsw i64 %32, 1
  %37 = getelementptr inbounds i32, ptr %6, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = icmp slt i32 %35, %38
  br i1 %39, label %40, label %16

40:                                               ; preds = %30
  %41 = sext i32 %35 to i64
  br label %42

42:                                               ; preds = %40, %42
  %43 = phi i64 [ %41, %40 ], [ %47, %42 ]
  %44 = getelementptr inbounds i32, ptr %8, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !13
  %46 = getelementptr inbounds i32, ptr %11, i64 %43
  store i32 %45, ptr %46, align 4, !tbaa !13
  %47 = add nsw i64 %43, 1
  %48 = load i32, ptr %37, align 4, !tbaa !13
  %49 = sext i32 %48 to i64
  %50 = icmp slt i64 %47, %49
  br i1 %50, label %42, label %16, !llvm.loop !16

51:                                               ; preds = %19
  %52 = getelementptr inbounds %struct.CSR, ptr %0, i64 0, i32 2
  %53 = load ptr, ptr %52, align 8, !tbaa !17
  %54 = ptrtoint ptr %53 to i64
  %55 = getelementptr inbounds %struct.CSR, ptr %1, i64 0, i32 2
  %56 = load ptr, ptr %55, align 8, !tbaa !17
  %57 = ptrtoint ptr %56 to i64
  br i1 %12, label %58, label %163

58:                                               ; preds = %51
  %59 = zext i32 %5 to i64
  %60 = load i32, ptr %6, align 4, !tbaa !13
  br label %63

61:                                               ; preds = %141, %144, %123, %63
  %62 = icmp eq i64 %66, %59
  br i1 %62, label %163, label %63, !llvm.loop !18

63:                                               ; preds = %58, %61
  %64 = phi i32 [ %60, %58 ], [ %68, %61 ]
  %65 = phi i64 [ 0, %58 ], [ %66, %61 ]
  %66 = add nuw nsw i64 %65, 1
  %67 = getelementptr inbounds i32, ptr %6, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !13
  %69 = icmp slt i32 %64, %68
  br i1 %69, label %70, label %61

70:                                               ; preds = %63
  %71 = sext i32 %64 to i64
  %72 = sext i32 %68 to i64
  %73 = sub nsw i64 %72, %71
  %74 = icmp ult i64 %73, 14
  br i1 %74, label %125, label %75

75:                                               ; preds = %70
  %76 = shl nsw i64 %71, 3
  %77 = add i64 %76, %57
  %78 = add i64 %76, %54
  %79 = sub i64 %77, %78
  %80 = icmp ult i64 %79, 32
  br i1 %80, label %125, label %81

81:                                               ; preds = %75
  %82 = and i64 %73, -4
  %83 = add nsw i64 %82, %71
  %84 = add nsw i64 %82, -4
  %85 = lshr exact i64 %84, 2
  %86 = add nuw nsw i64 %85, 1
  %87 = and i64 %86, 1
  %88 = icmp eq i64 %84, 0
  br i1 %88, label %112, label %89

89:                                               ; preds = %81
  %90 = and i64 %86, 9223372036854775806
  br label %91

91:                                               ; preds = %91, %89
  %92 = phi i64 [ 0, %89 ], [ %109, %91 ]
  %93 = phi i64 [ 0, %89 ], [ %110, %91 ]
  %94 = add i64 %92, %71
  %95 = getelementptr inbounds double, ptr %53, i64 %94
  %96 = load <2 x double>, ptr %95, align 8, !tbaa !19
  %97 = getelementptr inbounds double, ptr %95, i64 2
  %98 = load <2 x double>, ptr %97, align 8, !tbaa !19
  %99 = getelementptr inbounds double, ptr %56, i64 %94
  store <2 x double> %96, ptr %99, align 8, !tbaa !19
  %100 = getelementptr inbounds double, ptr %99, i64 2
  store <2 x double> %98, ptr %100, align 8, !tbaa !19
  %101 = or i64 %92, 4
  %102 = add i64 %101, %71
  %103 = getelementptr inbounds double, ptr %53, i64 %102
  %104 = load <2 x double>, ptr %103, align 8, !tbaa !19
  %105 = getelementptr inbounds double, ptr %103, i64 2
  %106 = load <2 x double>, ptr %105, align 8, !tbaa !19
  %107 = getelementptr inbounds double, ptr %56, i64 %102
  store <2 x double> %104, ptr %107, align 8, !tbaa !19
  %108 = getelementptr inbounds double, ptr %107, i64 2
  store <2 x double> %106, ptr %108, align 8, !tbaa !19
  %109 = add nuw i64 %92, 8
  %110 = add i64 %93, 2
  %111 = icmp eq i64 %110, %90
  br i1 %111, label %112, label %91, !llvm.loop !21

112:                                              ; preds = %91, %81
  %113 = phi i64 [ 0, %81 ], [ %109, %91 ]
  %114 = icmp eq i64 %87, 0
  br i1 %114, label %123, label %115

115:                                              ; preds = %112
  %116 = add i64 %113, %71
  %117 = getelementptr inbounds double, ptr %53, i64 %116
  %118 = load <2 x double>, ptr %117, align 8, !tbaa !19
  %119 = getelementptr inbounds double, ptr %117, i64 2
  %120 = load <2 x double>, ptr %119, align 8, !tbaa !19
  %121 = getelementptr inbounds double, ptr %56, i64 %116
  store <2 x double> %118, ptr %121, align 8, !tbaa !19
  %122 = getelementptr inbounds double, ptr %121, i64 2
  store <2 x double> %120, ptr %122, align 8, !tbaa !19
  br label %123

123:                                              ; preds = %112, %115
  %124 = icmp eq i64 %73, %82
  br i1 %124, label %61, label %125

125:                                              ; preds = %75, %70, %123
  %126 = phi i64 [ %71, %75 ], [ %71, %70 ], [ %83, %123 ]
  %127 = sub nsw i64 %72, %126
  %128 = xor i64 %126, -1
  %129 = add nsw i64 %128, %72
  %130 = and i64 %127, 3
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %141, label %132

132:                                              ; preds = %125, %132
  %133 = phi i64 [ %138, %132 ], [ %126, %125 ]
  %134 = phi i64 [ %139, %132 ], [ 0, %125 ]
  %135 = getelementptr inbounds double, ptr %53, i64 %133
  %136 = load double, ptr %135, align 8, !tbaa !19
  %137 = getelementptr inbounds double, ptr %56, i64 %133
  store double %136, ptr %137, align 8, !tbaa !19
  %138 = add nsw i64 %133, 1
  %139 = add i64 %134, 1
  %140 = icmp eq i64 %139, %130
  br i1 %140, label %141, label %132, !llvm.loop !23

141:                                              ; preds = %132, %125
  %142 = phi i64 [ %126, %125 ], [ %138, %132 ]
  %143 = icmp ult i64 %129, 3
  br i1 %143, label %61, label %144

144:                                              ; preds = %141, %144
  %145 = phi i64 [ %161, %144 ], [ %142, %141 ]
  %146 = getelementptr inbounds double, ptr %53, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !19
  %148 = getelementptr inbounds double, ptr %56, i64 %145
  store double %147, ptr %148, align 8, !tbaa !19
  %149 = add nsw i64 %145, 1
  %150 = getelementptr inbounds double, ptr %53, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !19
  %152 = getelementptr inbounds double, ptr %56, i64 %149
  store double %151, ptr %152, align 8, !tbaa !19
  %153 = add nsw i64 %145, 2
  %154 = getelementptr inbounds double, ptr %53, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !19
  %156 = getelementptr inbounds double, ptr %56, i64 %153
  store double %155, ptr %156, align 8, !tbaa !19
  %157 = add nsw i64 %145, 3
  %158 = getelementptr inbounds double, ptr %53, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !19
  %160 = getelementptr inbounds double, ptr %56, i64 %157
  store double %159, ptr %160, align 8, !tbaa !19
  %161 = add nsw i64 %145, 4
  %162 = icmp eq i64 %161, %72
  br i1 %162, label %61, label %144, !llvm.loop !25

163:                                              ; preds = %61, %25, %51, %19
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = alloca %struct.CSR, align 8
  %4 = alloca %struct.CSR, align 8
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = getelementptr inbounds ptr, ptr %1, i64 1
  %8 = load ptr, ptr %7, align 8, !tbaa !26
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #7
  %10 = trunc i64 %9 to i32
  br label %11

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 50, %2 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #7
  %13 = getelementptr inbounds %struct.CSR, ptr %4, i64 0, i32 3
  store i32 %12, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds %struct.CSR, ptr %3, i64 0, i32 3
  store i32 %12, ptr %14, align 8, !tbaa !5
  %15 = add i32 %12, 1
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 2
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #8
  store ptr %18, ptr %3, align 8, !tbaa !11
  %19 = tail call noalias ptr @malloc(i64 noundef %17) #8
  store ptr %19, ptr %4, align 8, !tbaa !11
  store i32 0, ptr %18, align 4, !tbaa !13
  %20 = icmp sgt i32 %12, 0
  br i1 %20, label %21, label %43

21:                                               ; preds = %11
  %22 = zext i32 %12 to i64
  %23 = add nsw i64 %22, -1
  %24 = and i64 %22, 3
  %25 = icmp ult i64 %23, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %21
  %27 = and i64 %22, 4294967292
  br label %71

28:                                               ; preds = %71, %21
  %29 = phi i32 [ 0, %21 ], [ %83, %71 ]
  %30 = phi i64 [ 0, %21 ], [ %84, %71 ]
  %31 = icmp eq i64 %24, 0
  br i1 %31, label %43, label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %38, %32 ], [ %29, %28 ]
  %34 = phi i64 [ %39, %32 ], [ %30, %28 ]
  %35 = phi i64 [ %41, %32 ], [ 0, %28 ]
  %36 = trunc i64 %34 to i32
  %37 = and i32 %36, 3
  %38 = add nuw nsw i32 %33, %37
  %39 = add nuw nsw i64 %34, 1
  %40 = getelementptr inbounds i32, ptr %18, i64 %39
  store i32 %38, ptr %40, align 4, !tbaa !13
  %41 = add i64 %35, 1
  %42 = icmp eq i64 %41, %24
  br i1 %42, label %43, label %32, !llvm.loop !27

43:                                               ; preds = %28, %32, %11
  %44 = sext i32 %12 to i64
  %45 = getelementptr inbounds i32, ptr %18, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !13
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = shl nsw i64 %48, 2
  %50 = tail call noalias ptr @malloc(i64 noundef %49) #8
  %51 = getelementptr inbounds %struct.CSR, ptr %3, i64 0, i32 1
  store ptr %50, ptr %51, align 8, !tbaa !12
  %52 = tail call noalias ptr @calloc(i64 noundef %48, i64 noundef 4) #9
  %53 = getelementptr inbounds %struct.CSR, ptr %4, i64 0, i32 1
  store ptr %52, ptr %53, align 8, !tbaa !12
  %54 = shl nsw i64 %48, 3
  %55 = tail call noalias ptr @malloc(i64 noundef %54) #8
  %56 = getelementptr inbounds %struct.CSR, ptr %3, i64 0, i32 2
  store ptr %55, ptr %56, align 8, !tbaa !17
  %57 = tail call noalias ptr @calloc(i64 noundef %48, i64 noundef 8) #9
  %58 = getelementptr inbounds %struct.CSR, ptr %4, i64 0, i32 2
  store ptr %57, ptr %58, align 8, !tbaa !17
  %59 = icmp sgt i32 %46, 0
  br i1 %59, label %64, label %60

60:                                               ; preds = %43
  %61 = icmp slt i32 %0, 3
  %62 = zext i1 %61 to i32
  %63 = call i32 @copy(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %62)
  br label %151

64:                                               ; preds = %43
  %65 = zext i32 %46 to i64
  %66 = add nsw i64 %65, -1
  %67 = and i64 %65, 1
  %68 = icmp eq i64 %66, 0
  br i1 %68, label %88, label %69

69:                                               ; preds = %64
  %70 = and i64 %65, 4294967294
  br label %108

71:                                               ; preds = %71, %26
  %72 = phi i32 [ 0, %26 ], [ %83, %71 ]
  %73 = phi i64 [ 0, %26 ], [ %84, %71 ]
  %74 = phi i64 [ 0, %26 ], [ %86, %71 ]
  %75 = or i64 %73, 1
  %76 = getelementptr inbounds i32, ptr %18, i64 %75
  store i32 %72, ptr %76, align 4, !tbaa !13
  %77 = or i32 %72, 1
  %78 = or i64 %73, 2
  %79 = getelementptr inbounds i32, ptr %18, i64 %78
  store i32 %77, ptr %79, align 4, !tbaa !13
  %80 = add nuw nsw i32 %72, 3
  %81 = or i64 %73, 3
  %82 = getelementptr inbounds i32, ptr %18, i64 %81
  store i32 %80, ptr %82, align 4, !tbaa !13
  %83 = add nuw nsw i32 %72, 6
  %84 = add nuw nsw i64 %73, 4
  %85 = getelementptr inbounds i32, ptr %18, i64 %84
  store i32 %83, ptr %85, align 4, !tbaa !13
  %86 = add i64 %74, 4
  %87 = icmp eq i64 %86, %27
  br i1 %87, label %28, label %71, !llvm.loop !28

88:                                               ; preds = %108, %64
  %89 = phi i64 [ 0, %64 ], [ %126, %108 ]
  %90 = icmp eq i64 %67, 0
  br i1 %90, label %99, label %91

91:                                               ; preds = %88
  %92 = trunc i64 %89 to i32
  %93 = mul nsw i32 %92, 7
  %94 = srem i32 %93, %12
  %95 = getelementptr inbounds i32, ptr %50, i64 %89
  store i32 %94, ptr %95, align 4, !tbaa !13
  %96 = sitofp i32 %92 to double
  %97 = fmul double %96, 5.000000e-01
  %98 = getelementptr inbounds double, ptr %55, i64 %89
  store double %97, ptr %98, align 8, !tbaa !19
  br label %99

99:                                               ; preds = %88, %91
  %100 = icmp slt i32 %0, 3
  %101 = zext i1 %100 to i32
  %102 = call i32 @copy(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %101)
  br i1 %59, label %103, label %151

103:                                              ; preds = %99
  %104 = and i64 %65, 3
  %105 = icmp ult i64 %66, 3
  br i1 %105, label %129, label %106

106:                                              ; preds = %103
  %107 = and i64 %65, 4294967292
  br label %162

108:                                              ; preds = %108, %69
  %109 = phi i64 [ 0, %69 ], [ %126, %108 ]
  %110 = phi i64 [ 0, %69 ], [ %127, %108 ]
  %111 = trunc i64 %109 to i32
  %112 = mul nsw i32 %111, 7
  %113 = srem i32 %112, %12
  %114 = getelementptr inbounds i32, ptr %50, i64 %109
  store i32 %113, ptr %114, align 4, !tbaa !13
  %115 = sitofp i32 %111 to double
  %116 = fmul double %115, 5.000000e-01
  %117 = getelementptr inbounds double, ptr %55, i64 %109
  store double %116, ptr %117, align 8, !tbaa !19
  %118 = or i64 %109, 1
  %119 = trunc i64 %118 to i32
  %120 = mul nsw i32 %119, 7
  %121 = srem i32 %120, %12
  %122 = getelementptr inbounds i32, ptr %50, i64 %118
  store i32 %121, ptr %122, align 4, !tbaa !13
  %123 = sitofp i32 %119 to double
  %124 = fmul double %123, 5.000000e-01
  %125 = getelementptr inbounds double, ptr %55, i64 %118
  store double %124, ptr %125, align 8, !tbaa !19
  %126 = add nuw nsw i64 %109, 2
  %127 = add i64 %110, 2
  %128 = icmp eq i64 %127, %70
  br i1 %128, label %88, label %108, !llvm.loop !29

129:                                              ; preds = %162, %103
  %130 = phi double [ undef, %103 ], [ %193, %162 ]
  %131 = phi i64 [ undef, %103 ], [ %197, %162 ]
  %132 = phi i64 [ 0, %103 ], [ %198, %162 ]
  %133 = phi i64 [ 0, %103 ], [ %197, %162 ]
  %134 = phi double [ 0.000000e+00, %103 ], [ %193, %162 ]
  %135 = icmp eq i64 %104, 0
  br i1 %135, label %151, label %136

136:                                              ; preds = %129, %136
  %137 = phi i64 [ %148, %136 ], [ %132, %129 ]
  %138 = phi i64 [ %147, %136 ], [ %133, %129 ]
  %139 = phi double [ %143, %136 ], [ %134, %129 ]
  %140 = phi i64 [ %149, %136 ], [ 0, %129 ]
  %141 = getelementptr inbounds double, ptr %57, i64 %137
  %142 = load double, ptr %141, align 8, !tbaa !19
  %143 = fadd double %139, %142
  %144 = getelementptr inbounds i32, ptr %52, i64 %137
  %145 = load i32, ptr %144, align 4, !tbaa !13
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %138, %146
  %148 = add nuw nsw i64 %137, 1
  %149 = add i64 %140, 1
  %150 = icmp eq i64 %149, %104
  br i1 %150, label %151, label %136, !llvm.loop !30

151:                                              ; preds = %129, %136, %60, %99
  %152 = phi double [ 0.000000e+00, %99 ], [ 0.000000e+00, %60 ], [ %130, %129 ], [ %143, %136 ]
  %153 = phi i64 [ 0, %99 ], [ 0, %60 ], [ %131, %129 ], [ %147, %136 ]
  %154 = icmp slt i32 %12, 0
  br i1 %154, label %219, label %155

155:                                              ; preds = %151
  %156 = zext i32 %15 to i64
  %157 = add nsw i64 %156, -1
  %158 = and i64 %156, 3
  %159 = icmp ult i64 %157, 3
  br i1 %159, label %201, label %160

160:                                              ; preds = %155
  %161 = and i64 %156, 4294967292
  br label %222

162:                                              ; preds = %162, %106
  %163 = phi i64 [ 0, %106 ], [ %198, %162 ]
  %164 = phi i64 [ 0, %106 ], [ %197, %162 ]
  %165 = phi double [ 0.000000e+00, %106 ], [ %193, %162 ]
  %166 = phi i64 [ 0, %106 ], [ %199, %162 ]
  %167 = getelementptr inbounds double, ptr %57, i64 %163
  %168 = load double, ptr %167, align 8, !tbaa !19
  %169 = fadd double %165, %168
  %170 = getelementptr inbounds i32, ptr %52, i64 %163
  %171 = load i32, ptr %170, align 4, !tbaa !13
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %164, %172
  %174 = or i64 %163, 1
  %175 = getelementptr inbounds double, ptr %57, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !19
  %177 = fadd double %169, %176
  %178 = getelementptr inbounds i32, ptr %52, i64 %174
  %179 = load i32, ptr %178, align 4, !tbaa !13
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %173, %180
  %182 = or i64 %163, 2
  %183 = getelementptr inbounds double, ptr %57, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !19
  %185 = fadd double %177, %184
  %186 = getelementptr inbounds i32, ptr %52, i64 %182
  %187 = load i32, ptr %186, align 4, !tbaa !13
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %181, %188
  %190 = or i64 %163, 3
  %191 = getelementptr inbounds double, ptr %57, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !19
  %193 = fadd double %185, %192
  %194 = getelementptr inbounds i32, ptr %52, i64 %190
  %195 = load i32, ptr %194, align 4, !tbaa !13
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %189, %196
  %198 = add nuw nsw i64 %163, 4
  %199 = add i64 %166, 4
  %200 = icmp eq i64 %199, %107
  br i1 %200, label %129, label %162, !llvm.loop !31

201:                                              ; preds = %222, %155
  %202 = phi i64 [ undef, %155 ], [ %253, %222 ]
  %203 = phi i64 [ 0, %155 ], [ %249, %222 ]
  %204 = phi i64 [ %153, %155 ], [ %253, %222 ]
  %205 = icmp eq i64 %158, 0
  br i1 %205, label %219, label %206

206:                                              ; preds = %201, %206
  %207 = phi i64 [ %212, %206 ], [ %203, %201 ]
  %208 = phi i64 [ %216, %206 ], [ %204, %201 ]
  %209 = phi i64 [ %217, %206 ], [ 0, %201 ]
  %210 = getelementptr inbounds i32, ptr %19, i64 %207
  %211 = load i32, ptr %210, align 4, !tbaa !13
  %212 = add nuw nsw i64 %207, 1
  %213 = trunc i64 %212 to i32
  %214 = mul nsw i32 %211, %213
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %208, %215
  %217 = add i64 %209, 1
  %218 = icmp eq i64 %217, %158
  br i1 %218, label %219, label %206, !llvm.loop !32

219:                                              ; preds = %201, %206, %151
  %220 = phi i64 [ %153, %151 ], [ %202, %201 ], [ %216, %206 ]
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %46, i64 noundef %220, double noundef %152)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  ret i32 0

222:                                              ; preds = %222, %160
  %223 = phi i64 [ 0, %160 ], [ %249, %222 ]
  %224 = phi i64 [ %153, %160 ], [ %253, %222 ]
  %225 = phi i64 [ 0, %160 ], [ %254, %222 ]
  %226 = getelementptr inbounds i32, ptr %19, i64 %223
  %227 = load i32, ptr %226, align 4, !tbaa !13
  %228 = or i64 %223, 1
  %229 = trunc i64 %228 to i32
  %230 = mul nsw i32 %227, %229
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %224, %231
  %233 = getelementptr inbounds i32, ptr %19, i64 %228
  %234 = load i32, ptr %233, align 4, !tbaa !13
  %235 = or i64 %223, 2
  %236 = trunc i64 %235 to i32
  %237 = mul nsw i32 %234, %236
  %238 = sext i32 %237 to i64
  %239 = add nsw i64 %232, %238
  %240 = getelementptr inbounds i32, ptr %19, i64 %235
  %241 = load i32, ptr %240, align 4, !tbaa !13
  %242 = or i64 %223, 3
  %243 = trunc i64 %242 to i32
  %244 = mul nsw i32 %241, %243
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %239, %245
  %247 = getelementptr inbounds i32, ptr %19, i64 %242
  %248 = load i32, ptr %247, align 4, !tbaa !13
  %249 = add nuw nsw i64 %223, 4
  %250 = trunc i64 %249 to i32
  %251 = mul nsw i32 %248, %250
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %246, %252
  %254 = add i64 %225, 4
  %255 = icmp eq i64 %254, %161
  br i1 %255, label %201, label %222, !llvm.loop !33
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !10, i64 24}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !10, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!6, !7, i64 8}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!6, !7, i64 16}
!18 = distinct !{!18, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !15, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !15, !22}
!26 = !{!7, !7, i64 0}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !24}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !15}
