; clang-15 -O3 -S -emit-llvm -g0 -DSMALL_DATASET of polybench/covariance.c: the reductions
; unrolled by 4 with epilogues (rows k_final * n inside selects), trip counts as
; zext(n) & 0x7ffffffc, and one SCoP of the whole kernel too large to compile
; (a constant beyond 64 bits): its inner SCoPs are compiled instead.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.timespec = type { i64, i64 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"m n\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [26 x i8] c"%s: needs n >= 2 samples\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"data\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"cov\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"mean\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"kernel-time: %.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"usage: %s [%s]\0A\00", align 1
@.str.7 = private unnamed_addr constant [56 x i8] c"%s: size %d (%s) must be an integer in 1..%d, got '%s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"polybench: array %s has a non-positive dimension\0A\00", align 1
@.str.9 = private unnamed_addr constant [55 x i8] c"polybench: cannot allocate array %s (%ld x %ld x %ld)\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"%s %zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"%s %.17g %.17g\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"POLYBENCH_DUMP\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"0\00", align 1

; Function Attrs: argmemonly nofree noinline nosync nounwind uwtable
define dso_local void @kernel_covariance(i32 noundef %0, i32 noundef %1, double noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = zext i32 %0 to i64
  %8 = icmp sgt i32 %0, 0
  br i1 %8, label %9, label %360

9:                                                ; preds = %6
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %59, label %11

11:                                               ; preds = %9
  %12 = fdiv double 0.000000e+00, %2
  %13 = icmp ult i32 %0, 4
  br i1 %13, label %57, label %14

14:                                               ; preds = %11
  %15 = and i64 %7, 4294967292
  %16 = insertelement <2 x double> poison, double %12, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = insertelement <2 x double> poison, double %12, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = add nsw i64 %15, -4
  %21 = lshr exact i64 %20, 2
  %22 = add nuw nsw i64 %21, 1
  %23 = and i64 %22, 3
  %24 = icmp ult i64 %20, 12
  br i1 %24, label %44, label %25

25:                                               ; preds = %14
  %26 = and i64 %22, 9223372036854775804
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %41, %27 ]
  %29 = phi i64 [ 0, %25 ], [ %42, %27 ]
  %30 = getelementptr inbounds double, ptr %5, i64 %28
  store <2 x double> %17, ptr %30, align 8, !tbaa !5
  %31 = getelementptr inbounds double, ptr %30, i64 2
  store <2 x double> %19, ptr %31, align 8, !tbaa !5
  %32 = or i64 %28, 4
  %33 = getelementptr inbounds double, ptr %5, i64 %32
  store <2 x double> %17, ptr %33, align 8, !tbaa !5
  %34 = getelementptr inbounds double, ptr %33, i64 2
  store <2 x double> %19, ptr %34, align 8, !tbaa !5
  %35 = or i64 %28, 8
  %36 = getelementptr inbounds double, ptr %5, i64 %35
  store <2 x double> %17, ptr %36, align 8, !tbaa !5
  %37 = getelementptr inbounds double, ptr %36, i64 2
  store <2 x double> %19, ptr %37, align 8, !tbaa !5
  %38 = or i64 %28, 12
  %39 = getelementptr inbounds double, ptr %5, i64 %38
  store <2 x double> %17, ptr %39, align 8, !tbaa !5
  %40 = getelementptr inbounds double, ptr %39, i64 2
  store <2 x double> %19, ptr %40, align 8, !tbaa !5
  %41 = add nuw i64 %28, 16
  %42 = add nuw i64 %29, 4
  %43 = icmp eq i64 %42, %26
  br i1 %43, label %44, label %27, !llvm.loop !9

44:                                               ; preds = %27, %14
  %45 = phi i64 [ 0, %14 ], [ %41, %27 ]
  %46 = icmp eq i64 %23, 0
  br i1 %46, label %55, label %47

47:                                               ; preds = %44, %47
  %48 = phi i64 [ %52, %47 ], [ %45, %44 ]
  %49 = phi i64 [ %53, %47 ], [ 0, %44 ]
  %50 = getelementptr inbounds double, ptr %5, i64 %48
  store <2 x double> %17, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %50, i64 2
  store <2 x double> %19, ptr %51, align 8, !tbaa !5
  %52 = add nuw i64 %48, 4
  %53 = add i64 %49, 1
  %54 = icmp eq i64 %53, %23
  br i1 %54, label %55, label %47, !llvm.loop !12

55:                                               ; preds = %47, %44
  %56 = icmp eq i64 %15, %7
  br i1 %56, label %122, label %57

57:                                               ; preds = %11, %55
  %58 = phi i64 [ 0, %11 ], [ %15, %55 ]
  br label %245

59:                                               ; preds = %9
  %60 = zext i32 %1 to i64
  %61 = add nsw i64 %60, -1
  %62 = and i64 %60, 3
  %63 = icmp ult i64 %61, 3
  %64 = and i64 %60, 4294967292
  %65 = icmp eq i64 %62, 0
  br label %66

66:                                               ; preds = %59, %117
  %67 = phi i64 [ 0, %59 ], [ %120, %117 ]
  %68 = getelementptr inbounds double, ptr %5, i64 %67
  store double 0.000000e+00, ptr %68, align 8, !tbaa !5
  br i1 %63, label %100, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds double, ptr %3, i64 %67
  %71 = getelementptr inbounds double, ptr %3, i64 %67
  %72 = getelementptr inbounds double, ptr %3, i64 %67
  %73 = getelementptr inbounds double, ptr %3, i64 %67
  br label %74

74:                                               ; preds = %74, %69
  %75 = phi double [ 0.000000e+00, %69 ], [ %96, %74 ]
  %76 = phi i64 [ 0, %69 ], [ %97, %74 ]
  %77 = phi i64 [ 0, %69 ], [ %98, %74 ]
  %78 = mul nuw nsw i64 %76, %7
  %79 = getelementptr inbounds double, ptr %70, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fadd double %80, %75
  store double %81, ptr %68, align 8, !tbaa !5
  %82 = or i64 %76, 1
  %83 = mul nuw nsw i64 %82, %7
  %84 = getelementptr inbounds double, ptr %71, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = fadd double %85, %81
  store double %86, ptr %68, align 8, !tbaa !5
  %87 = or i64 %76, 2
  %88 = mul nuw nsw i64 %87, %7
  %89 = getelementptr inbounds double, ptr %72, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !5
  %91 = fadd double %90, %86
  store double %91, ptr %68, align 8, !tbaa !5
  %92 = or i64 %76, 3
  %93 = mul nuw nsw i64 %92, %7
  %94 = getelementptr inbounds double, ptr %73, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = fadd double %95, %91
  store double %96, ptr %68, align 8, !tbaa !5
  %97 = add nuw nsw i64 %76, 4
  %98 = add i64 %77, 4
  %99 = icmp eq i64 %98, %64
  br i1 %99, label %100, label %74, !llvm.loop !14

100:                                              ; preds = %74, %66
  %101 = phi double [ undef, %66 ], [ %96, %74 ]
  %102 = phi double [ 0.000000e+00, %66 ], [ %96, %74 ]
  %103 = phi i64 [ 0, %66 ], [ %97, %74 ]
  br i1 %65, label %117, label %104

104:                                              ; preds = %100
  %105 = getelementptr inbounds double, ptr %3, i64 %67
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi double [ %102, %104 ], [ %113, %106 ]
  %108 = phi i64 [ %103, %104 ], [ %114, %106 ]
  %109 = phi i64 [ 0, %104 ], [ %115, %106 ]
  %110 = mul nuw nsw i64 %108, %7
  %111 = getelementptr inbounds double, ptr %105, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = fadd double %112, %107
  store double %113, ptr %68, align 8, !tbaa !5
  %114 = add nuw nsw i64 %108, 1
  %115 = add i64 %109, 1
  %116 = icmp eq i64 %115, %62
  br i1 %116, label %117, label %106, !llvm.loop !15

117:                                              ; preds = %106, %100
  %118 = phi double [ %101, %100 ], [ %113, %106 ]
  %119 = fdiv double %118, %2
  store double %119, ptr %68, align 8, !tbaa !5
  %120 = add nuw nsw i64 %67, 1
  %121 = icmp eq i64 %120, %7
  br i1 %121, label %122, label %66, !llvm.loop !16

122:                                              ; preds = %245, %117, %55
  %123 = icmp sgt i32 %1, 0
  br i1 %123, label %124, label %250

124:                                              ; preds = %122
  br i1 %8, label %125, label %360

125:                                              ; preds = %124
  %126 = zext i32 %1 to i64
  %127 = shl nuw nsw i64 %7, 3
  %128 = shl nuw nsw i64 %7, 3
  %129 = getelementptr i8, ptr %5, i64 %128
  %130 = and i64 %7, 4294967292
  %131 = add nsw i64 %130, -4
  %132 = lshr exact i64 %131, 2
  %133 = add nuw nsw i64 %132, 1
  %134 = icmp ult i32 %0, 6
  %135 = and i64 %7, 4294967292
  %136 = and i64 %133, 1
  %137 = icmp eq i64 %131, 0
  %138 = and i64 %133, 9223372036854775806
  %139 = icmp eq i64 %136, 0
  %140 = icmp eq i64 %135, %7
  %141 = and i64 %7, 3
  %142 = icmp eq i64 %141, 0
  br label %143

143:                                              ; preds = %125, %242
  %144 = phi i64 [ 0, %125 ], [ %243, %242 ]
  %145 = mul nuw nsw i64 %144, %7
  %146 = getelementptr inbounds double, ptr %3, i64 %145
  br i1 %134, label %197, label %147

147:                                              ; preds = %143
  %148 = mul i64 %127, %144
  %149 = add i64 %128, %148
  %150 = getelementptr i8, ptr %3, i64 %149
  %151 = getelementptr i8, ptr %3, i64 %148
  %152 = icmp ult ptr %151, %129
  %153 = icmp ugt ptr %150, %5
  %154 = and i1 %152, %153
  br i1 %154, label %197, label %155

155:                                              ; preds = %147
  br i1 %137, label %183, label %156

156:                                              ; preds = %155, %156
  %157 = phi i64 [ %180, %156 ], [ 0, %155 ]
  %158 = phi i64 [ %181, %156 ], [ 0, %155 ]
  %159 = getelementptr inbounds double, ptr %5, i64 %157
  %160 = load <2 x double>, ptr %159, align 8, !tbaa !5, !alias.scope !17
  %161 = getelementptr inbounds double, ptr %159, i64 2
  %162 = load <2 x double>, ptr %161, align 8, !tbaa !5, !alias.scope !17
  %163 = getelementptr inbounds double, ptr %146, i64 %157
  %164 = load <2 x double>, ptr %163, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %165 = getelementptr inbounds double, ptr %163, i64 2
  %166 = load <2 x double>, ptr %165, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %167 = fsub <2 x double> %164, %160
  %168 = fsub <2 x double> %166, %162
  store <2 x double> %167, ptr %163, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  store <2 x double> %168, ptr %165, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %169 = or i64 %157, 4
  %170 = getelementptr inbounds double, ptr %5, i64 %169
  %171 = load <2 x double>, ptr %170, align 8, !tbaa !5, !alias.scope !17
  %172 = getelementptr inbounds double, ptr %170, i64 2
  %173 = load <2 x double>, ptr %172, align 8, !tbaa !5, !alias.scope !17
  %174 = getelementptr inbounds double, ptr %146, i64 %169
  %175 = load <2 x double>, ptr %174, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %176 = getelementptr inbounds double, ptr %174, i64 2
  %177 = load <2 x double>, ptr %176, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %178 = fsub <2 x double> %175, %171
  %179 = fsub <2 x double> %177, %173
  store <2 x double> %178, ptr %174, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  store <2 x double> %179, ptr %176, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %180 = add nuw i64 %157, 8
  %181 = add i64 %158, 2
  %182 = icmp eq i64 %181, %138
  br i1 %182, label %183, label %156, !llvm.loop !22

183:                                              ; preds = %156, %155
  %184 = phi i64 [ 0, %155 ], [ %180, %156 ]
  br i1 %139, label %196, label %185

185:                                              ; preds = %183
  %186 = getelementptr inbounds double, ptr %5, i64 %184
  %187 = load <2 x double>, ptr %186, align 8, !tbaa !5, !alias.scope !17
  %188 = getelementptr inbounds double, ptr %186, i64 2
  %189 = load <2 x double>, ptr %188, align 8, !tbaa !5, !alias.scope !17
  %190 = getelementptr inbounds double, ptr %146, i64 %184
  %191 = load <2 x double>, ptr %190, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %192 = getelementptr inbounds double, ptr %190, i64 2
  %193 = load <2 x double>, ptr %192, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  %194 = fsub <2 x double> %191, %187
  %195 = fsub <2 x double> %193, %189
  store <2 x double> %194, ptr %190, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  store <2 x double> %195, ptr %192, align 8, !tbaa !5, !alias.scope !20, !noalias !17
  br label %196

196:                                              ; preds = %183, %185
  br i1 %140, label %242, label %197

197:                                              ; preds = %147, %143, %196
  %198 = phi i64 [ 0, %147 ], [ 0, %143 ], [ %135, %196 ]
  %199 = xor i64 %198, -1
  %200 = add nsw i64 %199, %7
  br i1 %142, label %212, label %201

201:                                              ; preds = %197, %201
  %202 = phi i64 [ %209, %201 ], [ %198, %197 ]
  %203 = phi i64 [ %210, %201 ], [ 0, %197 ]
  %204 = getelementptr inbounds double, ptr %5, i64 %202
  %205 = load double, ptr %204, align 8, !tbaa !5
  %206 = getelementptr inbounds double, ptr %146, i64 %202
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fsub double %207, %205
  store double %208, ptr %206, align 8, !tbaa !5
  %209 = add nuw nsw i64 %202, 1
  %210 = add i64 %203, 1
  %211 = icmp eq i64 %210, %141
  br i1 %211, label %212, label %201, !llvm.loop !23

212:                                              ; preds = %201, %197
  %213 = phi i64 [ %198, %197 ], [ %209, %201 ]
  %214 = icmp ult i64 %200, 3
  br i1 %214, label %242, label %215

215:                                              ; preds = %212, %215
  %216 = phi i64 [ %240, %215 ], [ %213, %212 ]
  %217 = getelementptr inbounds double, ptr %5, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = getelementptr inbounds double, ptr %146, i64 %216
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = fsub double %220, %218
  store double %221, ptr %219, align 8, !tbaa !5
  %222 = add nuw nsw i64 %216, 1
  %223 = getelementptr inbounds double, ptr %5, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = getelementptr inbounds double, ptr %146, i64 %222
  %226 = load double, ptr %225, align 8, !tbaa !5
  %227 = fsub double %226, %224
  store double %227, ptr %225, align 8, !tbaa !5
  %228 = add nuw nsw i64 %216, 2
  %229 = getelementptr inbounds double, ptr %5, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = getelementptr inbounds double, ptr %146, i64 %228
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = fsub double %232, %230
  store double %233, ptr %231, align 8, !tbaa !5
  %234 = add nuw nsw i64 %216, 3
  %235 = getelementptr inbounds double, ptr %5, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !5
  %237 = getelementptr inbounds double, ptr %146, i64 %234
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = fsub double %238, %236
  store double %239, ptr %237, align 8, !tbaa !5
  %240 = add nuw nsw i64 %216, 4
  %241 = icmp eq i64 %240, %7
  br i1 %241, label %242, label %215, !llvm.loop !24

242:                                              ; preds = %212, %215, %196
  %243 = add nuw nsw i64 %144, 1
  %244 = icmp eq i64 %243, %126
  br i1 %244, label %250, label %143, !llvm.loop !25

245:                                              ; preds = %57, %245
  %246 = phi i64 [ %248, %245 ], [ %58, %57 ]
  %247 = getelementptr inbounds double, ptr %5, i64 %246
  store double %12, ptr %247, align 8, !tbaa !5
  %248 = add nuw nsw i64 %246, 1
  %249 = icmp eq i64 %248, %7
  br i1 %249, label %122, label %245, !llvm.loop !26

250:                                              ; preds = %242, %122
  br i1 %8, label %251, label %360

251:                                              ; preds = %250
  %252 = fadd double %2, -1.000000e+00
  br i1 %123, label %259, label %253

253:                                              ; preds = %251
  %254 = fdiv double 0.000000e+00, %252
  %255 = and i64 %7, 1
  %256 = icmp eq i32 %0, 1
  br i1 %256, label %346, label %257

257:                                              ; preds = %253
  %258 = and i64 %7, 4294967294
  br label %317

259:                                              ; preds = %251
  %260 = zext i32 %1 to i64
  %261 = and i64 %260, 1
  %262 = icmp eq i32 %1, 1
  %263 = and i64 %260, 4294967294
  %264 = icmp eq i64 %261, 0
  br label %268

265:                                              ; preds = %310
  %266 = add nuw nsw i64 %269, 1
  %267 = icmp eq i64 %266, %7
  br i1 %267, label %360, label %268, !llvm.loop !28

268:                                              ; preds = %265, %259
  %269 = phi i64 [ 0, %259 ], [ %266, %265 ]
  %270 = mul nuw nsw i64 %269, %7
  %271 = getelementptr inbounds double, ptr %4, i64 %270
  %272 = getelementptr inbounds double, ptr %4, i64 %269
  br label %273

273:                                              ; preds = %310, %268
  %274 = phi i64 [ %315, %310 ], [ %269, %268 ]
  %275 = getelementptr inbounds double, ptr %271, i64 %274
  store double 0.000000e+00, ptr %275, align 8, !tbaa !5
  br i1 %262, label %298, label %276

276:                                              ; preds = %273, %276
  %277 = phi double [ %294, %276 ], [ 0.000000e+00, %273 ]
  %278 = phi i64 [ %295, %276 ], [ 0, %273 ]
  %279 = phi i64 [ %296, %276 ], [ 0, %273 ]
  %280 = mul nuw nsw i64 %278, %7
  %281 = getelementptr inbounds double, ptr %3, i64 %280
  %282 = getelementptr inbounds double, ptr %281, i64 %269
  %283 = load double, ptr %282, align 8, !tbaa !5
  %284 = getelementptr inbounds double, ptr %281, i64 %274
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = tail call double @llvm.fmuladd.f64(double %283, double %285, double %277)
  store double %286, ptr %275, align 8, !tbaa !5
  %287 = or i64 %278, 1
  %288 = mul nuw nsw i64 %287, %7
  %289 = getelementptr inbounds double, ptr %3, i64 %288
  %290 = getelementptr inbounds double, ptr %289, i64 %269
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = getelementptr inbounds double, ptr %289, i64 %274
  %293 = load double, ptr %292, align 8, !tbaa !5
  %294 = tail call double @llvm.fmuladd.f64(double %291, double %293, double %286)
  store double %294, ptr %275, align 8, !tbaa !5
  %295 = add nuw nsw i64 %278, 2
  %296 = add i64 %279, 2
  %297 = icmp eq i64 %296, %263
  br i1 %297, label %298, label %276, !llvm.loop !29

298:                                              ; preds = %276, %273
  %299 = phi double [ undef, %273 ], [ %294, %276 ]
  %300 = phi double [ 0.000000e+00, %273 ], [ %294, %276 ]
  %301 = phi i64 [ 0, %273 ], [ %295, %276 ]
  br i1 %264, label %310, label %302

302:                                              ; preds = %298
  %303 = mul nuw nsw i64 %301, %7
  %304 = getelementptr inbounds double, ptr %3, i64 %303
  %305 = getelementptr inbounds double, ptr %304, i64 %269
  %306 = load double, ptr %305, align 8, !tbaa !5
  %307 = getelementptr inbounds double, ptr %304, i64 %274
  %308 = load double, ptr %307, align 8, !tbaa !5
  %309 = tail call double @llvm.fmuladd.f64(double %306, double %308, double %300)
  store double %309, ptr %275, align 8, !tbaa !5
  br label %310

310:                                              ; preds = %298, %302
  %311 = phi double [ %299, %298 ], [ %309, %302 ]
  %312 = fdiv double %311, %252
  store double %312, ptr %275, align 8, !tbaa !5
  %313 = mul nuw nsw i64 %274, %7
  %314 = getelementptr inbounds double, ptr %272, i64 %313
  store double %312, ptr %314, align 8, !tbaa !5
  %315 = add nuw nsw i64 %274, 1
  %316 = icmp eq i64 %315, %7
  br i1 %316, label %265, label %273, !llvm.loop !30

317:                                              ; preds = %342, %257
  %318 = phi i64 [ 0, %257 ], [ %343, %342 ]
  %319 = phi i64 [ 0, %257 ], [ %344, %342 ]
  %320 = mul nuw nsw i64 %318, %7
  %321 = getelementptr inbounds double, ptr %4, i64 %320
  %322 = getelementptr inbounds double, ptr %4, i64 %318
  br label %323

323:                                              ; preds = %317, %323
  %324 = phi i64 [ %318, %317 ], [ %328, %323 ]
  %325 = getelementptr inbounds double, ptr %321, i64 %324
  store double %254, ptr %325, align 8, !tbaa !5
  %326 = mul nuw nsw i64 %324, %7
  %327 = getelementptr inbounds double, ptr %322, i64 %326
  store double %254, ptr %327, align 8, !tbaa !5
  %328 = add nuw nsw i64 %324, 1
  %329 = icmp eq i64 %328, %7
  br i1 %329, label %330, label %323, !llvm.loop !30

330:                                              ; preds = %323
  %331 = or i64 %318, 1
  %332 = mul nuw nsw i64 %331, %7
  %333 = getelementptr inbounds double, ptr %4, i64 %332
  %334 = getelementptr inbounds double, ptr %4, i64 %331
  br label %335

335:                                              ; preds = %335, %330
  %336 = phi i64 [ %331, %330 ], [ %340, %335 ]
  %337 = getelementptr inbounds double, ptr %333, i64 %336
  store double %254, ptr %337, align 8, !tbaa !5
  %338 = mul nuw nsw i64 %336, %7
  %339 = getelementptr inbounds double, ptr %334, i64 %338
  store double %254, ptr %339, align 8, !tbaa !5
  %340 = add nuw nsw i64 %336, 1
  %341 = icmp eq i64 %340, %7
  br i1 %341, label %342, label %335, !llvm.loop !30

342:                                              ; preds = %335
  %343 = add nuw nsw i64 %318, 2
  %344 = add i64 %319, 2
  %345 = icmp eq i64 %344, %258
  br i1 %345, label %346, label %317, !llvm.loop !28

346:                                              ; preds = %342, %253
  %347 = phi i64 [ 0, %253 ], [ %343, %342 ]
  %348 = icmp eq i64 %255, 0
  br i1 %348, label %360, label %349

349:                                              ; preds = %346
  %350 = mul nuw nsw i64 %347, %7
  %351 = getelementptr inbounds double, ptr %4, i64 %350
  %352 = getelementptr inbounds double, ptr %4, i64 %347
  br label %353

353:                                              ; preds = %353, %349
  %354 = phi i64 [ %347, %349 ], [ %358, %353 ]
  %355 = getelementptr inbounds double, ptr %351, i64 %354
  store double %254, ptr %355, align 8, !tbaa !5
  %356 = mul nuw nsw i64 %354, %7
  %357 = getelementptr inbounds double, ptr %352, i64 %356
  store double %254, ptr %357, align 8, !tbaa !5
  %358 = add nuw nsw i64 %354, 1
  %359 = icmp eq i64 %358, %7
  br i1 %359, label %360, label %353, !llvm.loop !30

360:                                              ; preds = %346, %353, %265, %6, %124, %250
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #16
  store i32 80, ptr %5, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #16
  store i32 100, ptr %6, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #16
  call void (i32, ptr, ptr, i32, ...) @pb_read_sizes(i32 noundef %0, ptr noundef %1, ptr poison, i32 poison, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %8 = load i32, ptr %6, align 4, !tbaa !31
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %14

10:                                               ; preds = %2
  %11 = load ptr, ptr @stderr, align 8, !tbaa !33
  %12 = load ptr, ptr %1, align 8, !tbaa !33
  %13 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %11, ptr noundef nonnull @.str.1, ptr noundef %12) #17
  br label %277

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4, !tbaa !31
  %16 = zext i32 %8 to i64
  %17 = sext i32 %15 to i64
  %18 = icmp slt i32 %15, 1
  br i1 %18, label %19, label %22

19:                                               ; preds = %14
  %20 = load ptr, ptr @stderr, align 8, !tbaa !33
  %21 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %20, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.2) #17
  call void @exit(i32 noundef 2) #18
  unreachable

22:                                               ; preds = %14
  %23 = mul nuw nsw i64 %17, %16
  %24 = call noalias ptr @calloc(i64 noundef %23, i64 noundef 8) #19
  %25 = icmp eq ptr %24, null
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = load ptr, ptr @stderr, align 8, !tbaa !33
  %28 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %27, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.2, i64 noundef %16, i64 noundef %17, i64 noundef 1) #17
  call void @exit(i32 noundef 1) #18
  unreachable

29:                                               ; preds = %22
  %30 = mul nuw nsw i64 %17, %17
  %31 = call noalias ptr @calloc(i64 noundef %30, i64 noundef 8) #19
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = load ptr, ptr @stderr, align 8, !tbaa !33
  %35 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %34, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.3, i64 noundef %17, i64 noundef %17, i64 noundef 1) #17
  call void @exit(i32 noundef 1) #18
  unreachable

36:                                               ; preds = %29
  %37 = call noalias ptr @calloc(i64 noundef %17, i64 noundef 8) #19
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = load ptr, ptr @stderr, align 8, !tbaa !33
  %41 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %40, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.4, i64 noundef %17, i64 noundef 1, i64 noundef 1) #17
  call void @exit(i32 noundef 1) #18
  unreachable

42:                                               ; preds = %36
  call fastcc void @init_array(i32 noundef %15, i32 noundef %8, ptr noundef nonnull %7, ptr noundef nonnull %24)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  %43 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %4) #16
  %44 = load i64, ptr %4, align 8, !tbaa !35
  %45 = sitofp i64 %44 to double
  %46 = getelementptr inbounds %struct.timespec, ptr %4, i64 0, i32 1
  %47 = load i64, ptr %46, align 8, !tbaa !38
  %48 = sitofp i64 %47 to double
  %49 = call double @llvm.fmuladd.f64(double %48, double 1.000000e-09, double %45)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #16
  %50 = load i32, ptr %5, align 4, !tbaa !31
  %51 = load i32, ptr %6, align 4, !tbaa !31
  %52 = load double, ptr %7, align 8, !tbaa !5
  call void @kernel_covariance(i32 noundef %50, i32 noundef %51, double noundef %52, ptr noundef nonnull %24, ptr noundef nonnull %31, ptr noundef nonnull %37)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #16
  %53 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %3) #16
  %54 = load i64, ptr %3, align 8, !tbaa !35
  %55 = sitofp i64 %54 to double
  %56 = getelementptr inbounds %struct.timespec, ptr %3, i64 0, i32 1
  %57 = load i64, ptr %56, align 8, !tbaa !38
  %58 = sitofp i64 %57 to double
  %59 = call double @llvm.fmuladd.f64(double %58, double 1.000000e-09, double %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #16
  %60 = load ptr, ptr @stderr, align 8, !tbaa !33
  %61 = fsub double %59, %49
  %62 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %60, ptr noundef nonnull @.str.5, double noundef %61) #17
  %63 = load i32, ptr %5, align 4, !tbaa !31
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %64
  %66 = call ptr @getenv(ptr noundef nonnull @.str.13) #16
  %67 = icmp eq ptr %66, null
  br i1 %67, label %84, label %68

68:                                               ; preds = %42
  %69 = load i8, ptr %66, align 1, !tbaa !39
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %84, label %71

71:                                               ; preds = %68
  %72 = call i32 @strcmp(ptr noundef nonnull %66, ptr noundef nonnull dereferenceable(2) @.str.14) #20
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %84, label %74

74:                                               ; preds = %71
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.3, i64 noundef %65)
  %76 = icmp eq i64 %65, 0
  br i1 %76, label %133, label %77

77:                                               ; preds = %74, %77
  %78 = phi i64 [ %82, %77 ], [ 0, %74 ]
  %79 = getelementptr inbounds double, ptr %31, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %80)
  %82 = add nuw i64 %78, 1
  %83 = icmp eq i64 %82, %65
  br i1 %83, label %133, label %77, !llvm.loop !40

84:                                               ; preds = %71, %68, %42
  %85 = icmp eq i64 %65, 0
  br i1 %85, label %129, label %86

86:                                               ; preds = %84
  %87 = and i64 %65, 1
  %88 = icmp eq i64 %65, 1
  br i1 %88, label %114, label %89

89:                                               ; preds = %86
  %90 = and i64 %65, 9223372036854775806
  br label %91

91:                                               ; preds = %91, %89
  %92 = phi i64 [ 0, %89 ], [ %111, %91 ]
  %93 = phi double [ 0.000000e+00, %89 ], [ %110, %91 ]
  %94 = phi double [ 0.000000e+00, %89 ], [ %106, %91 ]
  %95 = phi i64 [ 0, %89 ], [ %112, %91 ]
  %96 = getelementptr inbounds double, ptr %31, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = fadd double %94, %97
  %99 = urem i64 %92, 97
  %100 = add nuw nsw i64 %99, 1
  %101 = uitofp i64 %100 to double
  %102 = call double @llvm.fmuladd.f64(double %97, double %101, double %93)
  %103 = or i64 %92, 1
  %104 = getelementptr inbounds double, ptr %31, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = fadd double %98, %105
  %107 = urem i64 %103, 97
  %108 = add nuw nsw i64 %107, 1
  %109 = uitofp i64 %108 to double
  %110 = call double @llvm.fmuladd.f64(double %105, double %109, double %102)
  %111 = add nuw i64 %92, 2
  %112 = add i64 %95, 2
  %113 = icmp eq i64 %112, %90
  br i1 %113, label %114, label %91, !llvm.loop !41

114:                                              ; preds = %91, %86
  %115 = phi double [ undef, %86 ], [ %106, %91 ]
  %116 = phi double [ undef, %86 ], [ %110, %91 ]
  %117 = phi i64 [ 0, %86 ], [ %111, %91 ]
  %118 = phi double [ 0.000000e+00, %86 ], [ %110, %91 ]
  %119 = phi double [ 0.000000e+00, %86 ], [ %106, %91 ]
  %120 = icmp eq i64 %87, 0
  br i1 %120, label %129, label %121

121:                                              ; preds = %114
  %122 = getelementptr inbounds double, ptr %31, i64 %117
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = fadd double %119, %123
  %125 = urem i64 %117, 97
  %126 = add nuw nsw i64 %125, 1
  %127 = uitofp i64 %126 to double
  %128 = call double @llvm.fmuladd.f64(double %123, double %127, double %118)
  br label %129

129:                                              ; preds = %121, %114, %84
  %130 = phi double [ 0.000000e+00, %84 ], [ %115, %114 ], [ %124, %121 ]
  %131 = phi double [ 0.000000e+00, %84 ], [ %116, %114 ], [ %128, %121 ]
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.3, double noundef %130, double noundef %131)
  br label %133

133:                                              ; preds = %77, %74, %129
  %134 = load i32, ptr %5, align 4, !tbaa !31
  %135 = sext i32 %134 to i64
  %136 = call ptr @getenv(ptr noundef nonnull @.str.13) #16
  %137 = icmp eq ptr %136, null
  br i1 %137, label %154, label %138

138:                                              ; preds = %133
  %139 = load i8, ptr %136, align 1, !tbaa !39
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %154, label %141

141:                                              ; preds = %138
  %142 = call i32 @strcmp(ptr noundef nonnull %136, ptr noundef nonnull dereferenceable(2) @.str.14) #20
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %154, label %144

144:                                              ; preds = %141
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.4, i64 noundef %135)
  %146 = icmp eq i32 %134, 0
  br i1 %146, label %203, label %147

147:                                              ; preds = %144, %147
  %148 = phi i64 [ %152, %147 ], [ 0, %144 ]
  %149 = getelementptr inbounds double, ptr %37, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %150)
  %152 = add nuw i64 %148, 1
  %153 = icmp eq i64 %152, %135
  br i1 %153, label %203, label %147, !llvm.loop !40

154:                                              ; preds = %141, %138, %133
  %155 = icmp eq i32 %134, 0
  br i1 %155, label %199, label %156

156:                                              ; preds = %154
  %157 = and i64 %135, 1
  %158 = icmp eq i32 %134, 1
  br i1 %158, label %184, label %159

159:                                              ; preds = %156
  %160 = and i64 %135, -2
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i64 [ 0, %159 ], [ %181, %161 ]
  %163 = phi double [ 0.000000e+00, %159 ], [ %180, %161 ]
  %164 = phi double [ 0.000000e+00, %159 ], [ %176, %161 ]
  %165 = phi i64 [ 0, %159 ], [ %182, %161 ]
  %166 = getelementptr inbounds double, ptr %37, i64 %162
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fadd double %164, %167
  %169 = urem i64 %162, 97
  %170 = add nuw nsw i64 %169, 1
  %171 = uitofp i64 %170 to double
  %172 = call double @llvm.fmuladd.f64(double %167, double %171, double %163)
  %173 = or i64 %162, 1
  %174 = getelementptr inbounds double, ptr %37, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = fadd double %168, %175
  %177 = urem i64 %173, 97
  %178 = add nuw nsw i64 %177, 1
  %179 = uitofp i64 %178 to double
  %180 = call double @llvm.fmuladd.f64(double %175, double %179, double %172)
  %181 = add nuw i64 %162, 2
  %182 = add i64 %165, 2
  %183 = icmp eq i64 %182, %160
  br i1 %183, label %184, label %161, !llvm.loop !41

184:                                              ; preds = %161, %156
  %185 = phi double [ undef, %156 ], [ %176, %161 ]
  %186 = phi double [ undef, %156 ], [ %180, %161 ]
  %187 = phi i64 [ 0, %156 ], [ %181, %161 ]
  %188 = phi double [ 0.000000e+00, %156 ], [ %180, %161 ]
  %189 = phi double [ 0.000000e+00, %156 ], [ %176, %161 ]
  %190 = icmp eq i64 %157, 0
  br i1 %190, label %199, label %191

191:                                              ; preds = %184
  %192 = getelementptr inbounds double, ptr %37, i64 %187
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = fadd double %189, %193
  %195 = urem i64 %187, 97
  %196 = add nuw nsw i64 %195, 1
  %197 = uitofp i64 %196 to double
  %198 = call double @llvm.fmuladd.f64(double %193, double %197, double %188)
  br label %199

199:                                              ; preds = %191, %184, %154
  %200 = phi double [ 0.000000e+00, %154 ], [ %185, %184 ], [ %194, %191 ]
  %201 = phi double [ 0.000000e+00, %154 ], [ %186, %184 ], [ %198, %191 ]
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.4, double noundef %200, double noundef %201)
  br label %203

203:                                              ; preds = %147, %144, %199
  %204 = load i32, ptr %6, align 4, !tbaa !31
  %205 = sext i32 %204 to i64
  %206 = load i32, ptr %5, align 4, !tbaa !31
  %207 = sext i32 %206 to i64
  %208 = mul nsw i64 %207, %205
  %209 = call ptr @getenv(ptr noundef nonnull @.str.13) #16
  %210 = icmp eq ptr %209, null
  br i1 %210, label %227, label %211

211:                                              ; preds = %203
  %212 = load i8, ptr %209, align 1, !tbaa !39
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %227, label %214

214:                                              ; preds = %211
  %215 = call i32 @strcmp(ptr noundef nonnull %209, ptr noundef nonnull dereferenceable(2) @.str.14) #20
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %227, label %217

217:                                              ; preds = %214
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.2, i64 noundef %208)
  %219 = icmp eq i64 %208, 0
  br i1 %219, label %276, label %220

220:                                              ; preds = %217, %220
  %221 = phi i64 [ %225, %220 ], [ 0, %217 ]
  %222 = getelementptr inbounds double, ptr %24, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !5
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, double noundef %223)
  %225 = add nuw i64 %221, 1
  %226 = icmp eq i64 %225, %208
  br i1 %226, label %276, label %220, !llvm.loop !40

227:                                              ; preds = %214, %211, %203
  %228 = icmp eq i64 %208, 0
  br i1 %228, label %272, label %229

229:                                              ; preds = %227
  %230 = and i64 %208, 1
  %231 = icmp eq i64 %208, 1
  br i1 %231, label %257, label %232

232:                                              ; preds = %229
  %233 = and i64 %208, -2
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ 0, %232 ], [ %254, %234 ]
  %236 = phi double [ 0.000000e+00, %232 ], [ %253, %234 ]
  %237 = phi double [ 0.000000e+00, %232 ], [ %249, %234 ]
  %238 = phi i64 [ 0, %232 ], [ %255, %234 ]
  %239 = getelementptr inbounds double, ptr %24, i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = fadd double %237, %240
  %242 = urem i64 %235, 97
  %243 = add nuw nsw i64 %242, 1
  %244 = uitofp i64 %243 to double
  %245 = call double @llvm.fmuladd.f64(double %240, double %244, double %236)
  %246 = or i64 %235, 1
  %247 = getelementptr inbounds double, ptr %24, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = fadd double %241, %248
  %250 = urem i64 %246, 97
  %251 = add nuw nsw i64 %250, 1
  %252 = uitofp i64 %251 to double
  %253 = call double @llvm.fmuladd.f64(double %248, double %252, double %245)
  %254 = add nuw i64 %235, 2
  %255 = add i64 %238, 2
  %256 = icmp eq i64 %255, %233
  br i1 %256, label %257, label %234, !llvm.loop !41

257:                                              ; preds = %234, %229
  %258 = phi double [ undef, %229 ], [ %249, %234 ]
  %259 = phi double [ undef, %229 ], [ %253, %234 ]
  %260 = phi i64 [ 0, %229 ], [ %254, %234 ]
  %261 = phi double [ 0.000000e+00, %229 ], [ %253, %234 ]
  %262 = phi double [ 0.000000e+00, %229 ], [ %249, %234 ]
  %263 = icmp eq i64 %230, 0
  br i1 %263, label %272, label %264

264:                                              ; preds = %257
  %265 = getelementptr inbounds double, ptr %24, i64 %260
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = fadd double %262, %266
  %268 = urem i64 %260, 97
  %269 = add nuw nsw i64 %268, 1
  %270 = uitofp i64 %269 to double
  %271 = call double @llvm.fmuladd.f64(double %266, double %270, double %261)
  br label %272

272:                                              ; preds = %264, %257, %227
  %273 = phi double [ 0.000000e+00, %227 ], [ %258, %257 ], [ %267, %264 ]
  %274 = phi double [ 0.000000e+00, %227 ], [ %259, %257 ], [ %271, %264 ]
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.2, double noundef %273, double noundef %274)
  br label %276

276:                                              ; preds = %220, %217, %272
  call void @free(ptr noundef %24) #16
  call void @free(ptr noundef %31) #16
  call void @free(ptr noundef %37) #16
  br label %277

277:                                              ; preds = %276, %10
  %278 = phi i32 [ 2, %10 ], [ 0, %276 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #16
  ret i32 %278
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @pb_read_sizes(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture readnone %2, i32 %3, ...) unnamed_addr #4 {
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #16
  switch i32 %0, label %7 [
    i32 1, label %84
    i32 3, label %11
  ]

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 8, !tbaa !33
  %9 = load ptr, ptr %1, align 8, !tbaa !33
  %10 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %8, ptr noundef nonnull @.str.6, ptr noundef %9, ptr noundef nonnull @.str) #17
  tail call void @exit(i32 noundef 2) #18
  unreachable

11:                                               ; preds = %4
  call void @llvm.va_start(ptr nonnull %5)
  %12 = tail call ptr @__errno_location() #21
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %5, i64 0, i32 2
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %5, i64 0, i32 3
  %15 = load i32, ptr %5, align 16
  %16 = icmp ult i32 %15, 41
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = load ptr, ptr %14, align 16
  %19 = zext i32 %15 to i64
  %20 = getelementptr i8, ptr %18, i64 %19
  %21 = add nuw nsw i32 %15, 8
  store i32 %21, ptr %5, align 16
  br label %25

22:                                               ; preds = %11
  %23 = load ptr, ptr %13, align 8
  %24 = getelementptr i8, ptr %23, i64 8
  store ptr %24, ptr %13, align 8
  br label %25

25:                                               ; preds = %22, %17
  %26 = phi ptr [ %20, %17 ], [ %23, %22 ]
  %27 = load ptr, ptr %26, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  store ptr null, ptr %6, align 8, !tbaa !33
  store i32 0, ptr %12, align 4, !tbaa !31
  %28 = getelementptr inbounds ptr, ptr %1, i64 1
  %29 = load ptr, ptr %28, align 8, !tbaa !33
  %30 = call i64 @strtol(ptr noundef %29, ptr noundef nonnull %6, i32 noundef 10) #16
  %31 = load i32, ptr %12, align 4, !tbaa !31
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %44

33:                                               ; preds = %25
  %34 = load ptr, ptr %6, align 8, !tbaa !33
  %35 = load ptr, ptr %28, align 8, !tbaa !33
  %36 = icmp eq ptr %34, %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %33
  %38 = load i8, ptr %34, align 1, !tbaa !39
  %39 = icmp ne i8 %38, 0
  %40 = icmp slt i64 %30, 1
  %41 = select i1 %39, i1 true, i1 %40
  %42 = icmp sgt i64 %30, 100000
  %43 = select i1 %41, i1 true, i1 %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %75, %71, %63, %37, %33, %25
  %45 = phi i32 [ 1, %37 ], [ 1, %33 ], [ 1, %25 ], [ 2, %63 ], [ 2, %71 ], [ 2, %75 ]
  %46 = phi ptr [ %28, %37 ], [ %28, %33 ], [ %28, %25 ], [ %66, %63 ], [ %66, %71 ], [ %66, %75 ]
  %47 = load ptr, ptr @stderr, align 8, !tbaa !33
  %48 = load ptr, ptr %1, align 8, !tbaa !33
  %49 = load ptr, ptr %46, align 8, !tbaa !33
  %50 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %47, ptr noundef nonnull @.str.7, ptr noundef %48, i32 noundef %45, ptr noundef nonnull @.str, i32 noundef 100000, ptr noundef %49) #17
  call void @llvm.va_end(ptr nonnull %5)
  call void @exit(i32 noundef 2) #18
  unreachable

51:                                               ; preds = %37
  %52 = trunc i64 %30 to i32
  store i32 %52, ptr %27, align 4, !tbaa !31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  %53 = load i32, ptr %5, align 16
  %54 = icmp ult i32 %53, 41
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load ptr, ptr %13, align 8
  %57 = getelementptr i8, ptr %56, i64 8
  store ptr %57, ptr %13, align 8
  br label %63

58:                                               ; preds = %51
  %59 = load ptr, ptr %14, align 16
  %60 = zext i32 %53 to i64
  %61 = getelementptr i8, ptr %59, i64 %60
  %62 = add nuw nsw i32 %53, 8
  store i32 %62, ptr %5, align 16
  br label %63

63:                                               ; preds = %58, %55
  %64 = phi ptr [ %61, %58 ], [ %56, %55 ]
  %65 = load ptr, ptr %64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  store ptr null, ptr %6, align 8, !tbaa !33
  store i32 0, ptr %12, align 4, !tbaa !31
  %66 = getelementptr inbounds ptr, ptr %1, i64 2
  %67 = load ptr, ptr %66, align 8, !tbaa !33
  %68 = call i64 @strtol(ptr noundef %67, ptr noundef nonnull %6, i32 noundef 10) #16
  %69 = load i32, ptr %12, align 4, !tbaa !31
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %44

71:                                               ; preds = %63
  %72 = load ptr, ptr %6, align 8, !tbaa !33
  %73 = load ptr, ptr %66, align 8, !tbaa !33
  %74 = icmp eq ptr %72, %73
  br i1 %74, label %44, label %75

75:                                               ; preds = %71
  %76 = load i8, ptr %72, align 1, !tbaa !39
  %77 = icmp ne i8 %76, 0
  %78 = icmp slt i64 %68, 1
  %79 = select i1 %77, i1 true, i1 %78
  %80 = icmp sgt i64 %68, 100000
  %81 = select i1 %79, i1 true, i1 %80
  br i1 %81, label %44, label %82

82:                                               ; preds = %75
  %83 = trunc i64 %68 to i32
  store i32 %83, ptr %65, align 4, !tbaa !31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  call void @llvm.va_end(ptr nonnull %5)
  br label %84

84:                                               ; preds = %4, %82
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind writeonly uwtable
define internal fastcc void @init_array(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = zext i32 %0 to i64
  %6 = sitofp i32 %1 to double
  store double %6, ptr %2, align 8, !tbaa !5
  %7 = icmp sgt i32 %1, 0
  %8 = icmp sgt i32 %0, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %65

10:                                               ; preds = %4
  %11 = zext i32 %1 to i64
  %12 = icmp ult i32 %0, 2
  %13 = and i64 %5, 4294967294
  %14 = icmp eq i64 %13, %5
  br label %15

15:                                               ; preds = %10, %62
  %16 = phi i64 [ 0, %10 ], [ %63, %62 ]
  %17 = trunc i64 %16 to i32
  %18 = urem i32 %17, 31
  %19 = mul nuw nsw i64 %16, %5
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  br i1 %12, label %45, label %21

21:                                               ; preds = %15
  %22 = insertelement <2 x i32> poison, i32 %18, i64 0
  %23 = shufflevector <2 x i32> %22, <2 x i32> poison, <2 x i32> zeroinitializer
  %24 = insertelement <2 x i64> poison, i64 %16, i64 0
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %21
  %27 = phi i64 [ 0, %21 ], [ %40, %26 ]
  %28 = phi <2 x i64> [ <i64 0, i64 1>, %21 ], [ %41, %26 ]
  %29 = phi <2 x i32> [ <i32 0, i32 1>, %21 ], [ %42, %26 ]
  %30 = urem <2 x i32> %29, <i32 23, i32 23>
  %31 = mul nuw nsw <2 x i32> %30, %23
  %32 = shl nuw nsw <2 x i64> %28, <i64 1, i64 1>
  %33 = add nuw nsw <2 x i64> %32, %25
  %34 = trunc <2 x i64> %33 to <2 x i32>
  %35 = add <2 x i32> %31, %34
  %36 = urem <2 x i32> %35, <i32 43, i32 43>
  %37 = sitofp <2 x i32> %36 to <2 x double>
  %38 = fmul <2 x double> %37, <double 1.250000e-01, double 1.250000e-01>
  %39 = getelementptr inbounds double, ptr %20, i64 %27
  store <2 x double> %38, ptr %39, align 8, !tbaa !5
  %40 = add nuw i64 %27, 2
  %41 = add <2 x i64> %28, <i64 2, i64 2>
  %42 = add <2 x i32> %29, <i32 2, i32 2>
  %43 = icmp eq i64 %40, %13
  br i1 %43, label %44, label %26, !llvm.loop !42

44:                                               ; preds = %26
  br i1 %14, label %62, label %45

45:                                               ; preds = %15, %44
  %46 = phi i64 [ 0, %15 ], [ %13, %44 ]
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i64 [ %60, %47 ], [ %46, %45 ]
  %49 = trunc i64 %48 to i32
  %50 = urem i32 %49, 23
  %51 = mul nuw nsw i32 %50, %18
  %52 = shl nuw nsw i64 %48, 1
  %53 = add nuw nsw i64 %52, %16
  %54 = trunc i64 %53 to i32
  %55 = add i32 %51, %54
  %56 = urem i32 %55, 43
  %57 = sitofp i32 %56 to double
  %58 = fmul double %57, 1.250000e-01
  %59 = getelementptr inbounds double, ptr %20, i64 %48
  store double %58, ptr %59, align 8, !tbaa !5
  %60 = add nuw nsw i64 %48, 1
  %61 = icmp eq i64 %60, %5
  br i1 %61, label %62, label %47, !llvm.loop !43

62:                                               ; preds = %47, %44
  %63 = add nuw nsw i64 %16, 1
  %64 = icmp eq i64 %63, %11
  br i1 %64, label %65, label %15, !llvm.loop !44

65:                                               ; preds = %62, %4
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free")
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare ptr @__errno_location() local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #9

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #13

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind readonly
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #15

attributes #0 = { argmemonly nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree noinline norecurse nosync nounwind writeonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn allockind("free") "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind }
attributes #17 = { cold }
attributes #18 = { noreturn nounwind }
attributes #19 = { nounwind allocsize(0,1) }
attributes #20 = { nounwind readonly willreturn }
attributes #21 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !10}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10, !27, !11}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !7, i64 0}
!33 = !{!34, !34, i64 0}
!34 = !{!"any pointer", !7, i64 0}
!35 = !{!36, !37, i64 0}
!36 = !{!"timespec", !37, i64 0, !37, i64 8}
!37 = !{!"long", !7, i64 0}
!38 = !{!36, !37, i64 8}
!39 = !{!7, !7, i64 0}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !10, !11}
!43 = distinct !{!43, !10, !27, !11}
!44 = distinct !{!44, !10}
