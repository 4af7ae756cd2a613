; clang-15 -O2 -S -emit-llvm -g0 of guarded_rows.c (next to this file)
; ModuleID = 'guarded_rows.c'
source_filename = "guarded_rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.source = type { i32, ptr }

@.str = private unnamed_addr constant [6 x i8] c"%.9g\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fit(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %8, label %135

8:                                                ; preds = %6
  %9 = icmp sgt i32 %5, 0
  br i1 %9, label %10, label %394

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.source, ptr %0, i64 0, i32 1
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = load ptr, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds ptr, ptr %12, i64 1
  %15 = load ptr, ptr %14, align 8, !tbaa !11
  %16 = zext i32 %5 to i64
  %17 = icmp ult i32 %5, 16
  br i1 %17, label %89, label %18

18:                                               ; preds = %10
  %19 = shl nuw nsw i64 %16, 2
  %20 = getelementptr i8, ptr %3, i64 %19
  %21 = getelementptr i8, ptr %4, i64 %19
  %22 = getelementptr i8, ptr %13, i64 %19
  %23 = getelementptr i8, ptr %15, i64 %19
  %24 = icmp ugt ptr %21, %3
  %25 = icmp ugt ptr %20, %4
  %26 = and i1 %24, %25
  %27 = icmp ugt ptr %22, %3
  %28 = icmp ult ptr %13, %20
  %29 = and i1 %27, %28
  %30 = or i1 %26, %29
  %31 = icmp ugt ptr %23, %3
  %32 = icmp ult ptr %15, %20
  %33 = and i1 %31, %32
  %34 = or i1 %30, %33
  %35 = icmp ugt ptr %22, %4
  %36 = icmp ult ptr %13, %21
  %37 = and i1 %35, %36
  %38 = or i1 %34, %37
  %39 = icmp ugt ptr %23, %4
  %40 = icmp ult ptr %15, %21
  %41 = and i1 %39, %40
  %42 = or i1 %38, %41
  br i1 %42, label %89, label %43

43:                                               ; preds = %18
  %44 = and i64 %16, 4294967292
  %45 = add nsw i64 %44, -4
  %46 = lshr exact i64 %45, 2
  %47 = add nuw nsw i64 %46, 1
  %48 = and i64 %47, 1
  %49 = icmp eq i64 %45, 0
  br i1 %49, label %75, label %50

50:                                               ; preds = %43
  %51 = and i64 %47, 9223372036854775806
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %72, %52 ]
  %54 = phi i64 [ 0, %50 ], [ %73, %52 ]
  %55 = getelementptr inbounds float, ptr %13, i64 %53
  %56 = load <4 x float>, ptr %55, align 4, !tbaa !12, !alias.scope !14
  %57 = getelementptr inbounds float, ptr %15, i64 %53
  %58 = load <4 x float>, ptr %57, align 4, !tbaa !12, !alias.scope !17
  %59 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %58, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %56)
  %60 = getelementptr inbounds float, ptr %3, i64 %53
  store <4 x float> %59, ptr %60, align 4, !tbaa !12, !alias.scope !19, !noalias !21
  %61 = fsub <4 x float> %58, %56
  %62 = getelementptr inbounds float, ptr %4, i64 %53
  store <4 x float> %61, ptr %62, align 4, !tbaa !12, !alias.scope !23, !noalias !24
  %63 = or i64 %53, 4
  %64 = getelementptr inbounds float, ptr %13, i64 %63
  %65 = load <4 x float>, ptr %64, align 4, !tbaa !12, !alias.scope !14
  %66 = getelementptr inbounds float, ptr %15, i64 %63
  %67 = load <4 x float>, ptr %66, align 4, !tbaa !12, !alias.scope !17
  %68 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %67, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %65)
  %69 = getelementptr inbounds float, ptr %3, i64 %63
  store <4 x float> %68, ptr %69, align 4, !tbaa !12, !alias.scope !19, !noalias !21
  %70 = fsub <4 x float> %67, %65
  %71 = getelementptr inbounds float, ptr %4, i64 %63
  store <4 x float> %70, ptr %71, align 4, !tbaa !12, !alias.scope !23, !noalias !24
  %72 = add nuw nsw i64 %53, 8
  %73 = add nuw nsw i64 %54, 2
  %74 = icmp eq i64 %73, %51
  br i1 %74, label %75, label %52, !llvm.loop !25

75:                                               ; preds = %52, %43
  %76 = phi i64 [ 0, %43 ], [ %72, %52 ]
  %77 = icmp eq i64 %48, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds float, ptr %13, i64 %76
  %80 = load <4 x float>, ptr %79, align 4, !tbaa !12, !alias.scope !14
  %81 = getelementptr inbounds float, ptr %15, i64 %76
  %82 = load <4 x float>, ptr %81, align 4, !tbaa !12, !alias.scope !17
  %83 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %82, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %80)
  %84 = getelementptr inbounds float, ptr %3, i64 %76
  store <4 x float> %83, ptr %84, align 4, !tbaa !12, !alias.scope !19, !noalias !21
  %85 = fsub <4 x float> %82, %80
  %86 = getelementptr inbounds float, ptr %4, i64 %76
  store <4 x float> %85, ptr %86, align 4, !tbaa !12, !alias.scope !23, !noalias !24
  br label %87

87:                                               ; preds = %75, %78
  %88 = icmp eq i64 %44, %16
  br i1 %88, label %394, label %89

89:                                               ; preds = %18, %10, %87
  %90 = phi i64 [ 0, %18 ], [ 0, %10 ], [ %44, %87 ]
  %91 = xor i64 %90, -1
  %92 = and i64 %16, 1
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %106, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds float, ptr %13, i64 %90
  %96 = load float, ptr %95, align 4, !tbaa !12
  %97 = getelementptr inbounds float, ptr %15, i64 %90
  %98 = load float, ptr %97, align 4, !tbaa !12
  %99 = tail call float @llvm.fmuladd.f32(float %98, float 5.000000e-01, float %96)
  %100 = getelementptr inbounds float, ptr %3, i64 %90
  store float %99, ptr %100, align 4, !tbaa !12
  %101 = load float, ptr %97, align 4, !tbaa !12
  %102 = load float, ptr %95, align 4, !tbaa !12
  %103 = fsub float %101, %102
  %104 = getelementptr inbounds float, ptr %4, i64 %90
  store float %103, ptr %104, align 4, !tbaa !12
  %105 = or i64 %90, 1
  br label %106

106:                                              ; preds = %94, %89
  %107 = phi i64 [ %90, %89 ], [ %105, %94 ]
  %108 = sub nsw i64 0, %16
  %109 = icmp eq i64 %91, %108
  br i1 %109, label %394, label %110

110:                                              ; preds = %106, %110
  %111 = phi i64 [ %133, %110 ], [ %107, %106 ]
  %112 = getelementptr inbounds float, ptr %13, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !12
  %114 = getelementptr inbounds float, ptr %15, i64 %111
  %115 = load float, ptr %114, align 4, !tbaa !12
  %116 = tail call float @llvm.fmuladd.f32(float %115, float 5.000000e-01, float %113)
  %117 = getelementptr inbounds float, ptr %3, i64 %111
  store float %116, ptr %117, align 4, !tbaa !12
  %118 = load float, ptr %114, align 4, !tbaa !12
  %119 = load float, ptr %112, align 4, !tbaa !12
  %120 = fsub float %118, %119
  %121 = getelementptr inbounds float, ptr %4, i64 %111
  store float %120, ptr %121, align 4, !tbaa !12
  %122 = add nuw nsw i64 %111, 1
  %123 = getelementptr inbounds float, ptr %13, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !12
  %125 = getelementptr inbounds float, ptr %15, i64 %122
  %126 = load float, ptr %125, align 4, !tbaa !12
  %127 = tail call float @llvm.fmuladd.f32(float %126, float 5.000000e-01, float %124)
  %128 = getelementptr inbounds float, ptr %3, i64 %122
  store float %127, ptr %128, align 4, !tbaa !12
  %129 = load float, ptr %125, align 4, !tbaa !12
  %130 = load float, ptr %123, align 4, !tbaa !12
  %131 = fsub float %129, %130
  %132 = getelementptr inbounds float, ptr %4, i64 %122
  store float %131, ptr %132, align 4, !tbaa !12
  %133 = add nuw nsw i64 %111, 2
  %134 = icmp eq i64 %133, %16
  br i1 %134, label %394, label %110, !llvm.loop !28

135:                                              ; preds = %6
  %136 = icmp eq i32 %1, %2
  %137 = icmp sgt i32 %5, 0
  br i1 %136, label %249, label %138

138:                                              ; preds = %135
  br i1 %137, label %139, label %394

139:                                              ; preds = %138
  %140 = getelementptr inbounds %struct.source, ptr %0, i64 0, i32 1
  %141 = load ptr, ptr %140, align 8, !tbaa !5
  %142 = add nsw i32 %1, -1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds ptr, ptr %141, i64 %143
  %145 = load ptr, ptr %144, align 8, !tbaa !11
  %146 = sext i32 %1 to i64
  %147 = getelementptr inbounds ptr, ptr %141, i64 %146
  %148 = load ptr, ptr %147, align 8, !tbaa !11
  %149 = add nsw i32 %1, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds ptr, ptr %141, i64 %150
  %152 = load ptr, ptr %151, align 8, !tbaa !11
  %153 = zext i32 %5 to i64
  %154 = icmp ult i32 %5, 20
  br i1 %154, label %247, label %155

155:                                              ; preds = %139
  %156 = shl nuw nsw i64 %153, 2
  %157 = getelementptr i8, ptr %3, i64 %156
  %158 = getelementptr i8, ptr %4, i64 %156
  %159 = getelementptr i8, ptr %145, i64 %156
  %160 = getelementptr i8, ptr %148, i64 %156
  %161 = getelementptr i8, ptr %152, i64 %156
  %162 = icmp ugt ptr %158, %3
  %163 = icmp ugt ptr %157, %4
  %164 = and i1 %162, %163
  %165 = icmp ugt ptr %159, %3
  %166 = icmp ult ptr %145, %157
  %167 = and i1 %165, %166
  %168 = or i1 %164, %167
  %169 = icmp ugt ptr %160, %3
  %170 = icmp ult ptr %148, %157
  %171 = and i1 %169, %170
  %172 = or i1 %168, %171
  %173 = icmp ugt ptr %161, %3
  %174 = icmp ult ptr %152, %157
  %175 = and i1 %173, %174
  %176 = or i1 %172, %175
  %177 = icmp ugt ptr %159, %4
  %178 = icmp ult ptr %145, %158
  %179 = and i1 %177, %178
  %180 = or i1 %176, %179
  %181 = icmp ugt ptr %160, %4
  %182 = icmp ult ptr %148, %158
  %183 = and i1 %181, %182
  %184 = or i1 %180, %183
  %185 = icmp ugt ptr %161, %4
  %186 = icmp ult ptr %152, %158
  %187 = and i1 %185, %186
  %188 = or i1 %184, %187
  br i1 %188, label %247, label %189

189:                                              ; preds = %155
  %190 = and i64 %153, 4294967292
  %191 = add nsw i64 %190, -4
  %192 = lshr exact i64 %191, 2
  %193 = add nuw nsw i64 %192, 1
  %194 = and i64 %193, 1
  %195 = icmp eq i64 %191, 0
  br i1 %195, label %229, label %196

196:                                              ; preds = %189
  %197 = and i64 %193, 9223372036854775806
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ 0, %196 ], [ %226, %198 ]
  %200 = phi i64 [ 0, %196 ], [ %227, %198 ]
  %201 = getelementptr inbounds float, ptr %145, i64 %199
  %202 = load <4 x float>, ptr %201, align 4, !tbaa !12, !alias.scope !29
  %203 = getelementptr inbounds float, ptr %148, i64 %199
  %204 = load <4 x float>, ptr %203, align 4, !tbaa !12, !alias.scope !32
  %205 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> <float 7.500000e-01, float 7.500000e-01, float 7.500000e-01, float 7.500000e-01>, <4 x float> %202)
  %206 = getelementptr inbounds float, ptr %152, i64 %199
  %207 = load <4 x float>, ptr %206, align 4, !tbaa !12, !alias.scope !34
  %208 = fadd <4 x float> %205, %207
  %209 = getelementptr inbounds float, ptr %3, i64 %199
  store <4 x float> %208, ptr %209, align 4, !tbaa !12, !alias.scope !36, !noalias !38
  %210 = load <4 x float>, ptr %201, align 4, !tbaa !12, !alias.scope !29
  %211 = fsub <4 x float> %207, %210
  %212 = getelementptr inbounds float, ptr %4, i64 %199
  store <4 x float> %211, ptr %212, align 4, !tbaa !12, !alias.scope !40, !noalias !41
  %213 = or i64 %199, 4
  %214 = getelementptr inbounds float, ptr %145, i64 %213
  %215 = load <4 x float>, ptr %214, align 4, !tbaa !12, !alias.scope !29
  %216 = getelementptr inbounds float, ptr %148, i64 %213
  %217 = load <4 x float>, ptr %216, align 4, !tbaa !12, !alias.scope !32
  %218 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %217, <4 x float> <float 7.500000e-01, float 7.500000e-01, float 7.500000e-01, float 7.500000e-01>, <4 x float> %215)
  %219 = getelementptr inbounds float, ptr %152, i64 %213
  %220 = load <4 x float>, ptr %219, align 4, !tbaa !12, !alias.scope !34
  %221 = fadd <4 x float> %218, %220
  %222 = getelementptr inbounds float, ptr %3, i64 %213
  store <4 x float> %221, ptr %222, align 4, !tbaa !12, !alias.scope !36, !noalias !38
  %223 = load <4 x float>, ptr %214, align 4, !tbaa !12, !alias.scope !29
  %224 = fsub <4 x float> %220, %223
  %225 = getelementptr inbounds float, ptr %4, i64 %213
  store <4 x float> %224, ptr %225, align 4, !tbaa !12, !alias.scope !40, !noalias !41
  %226 = add nuw nsw i64 %199, 8
  %227 = add nuw nsw i64 %200, 2
  %228 = icmp eq i64 %227, %197
  br i1 %228, label %229, label %198, !llvm.loop !42

229:                                              ; preds = %198, %189
  %230 = phi i64 [ 0, %189 ], [ %226, %198 ]
  %231 = icmp eq i64 %194, 0
  br i1 %231, label %245, label %232

232:                                              ; preds = %229
  %233 = getelementptr inbounds float, ptr %145, i64 %230
  %234 = load <4 x float>, ptr %233, align 4, !tbaa !12, !alias.scope !29
  %235 = getelementptr inbounds float, ptr %148, i64 %230
  %236 = load <4 x float>, ptr %235, align 4, !tbaa !12, !alias.scope !32
  %237 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %236, <4 x float> <float 7.500000e-01, float 7.500000e-01, float 7.500000e-01, float 7.500000e-01>, <4 x float> %234)
  %238 = getelementptr inbounds float, ptr %152, i64 %230
  %239 = load <4 x float>, ptr %238, align 4, !tbaa !12, !alias.scope !34
  %240 = fadd <4 x float> %237, %239
  %241 = getelementptr inbounds float, ptr %3, i64 %230
  store <4 x float> %240, ptr %241, align 4, !tbaa !12, !alias.scope !36, !noalias !38
  %242 = load <4 x float>, ptr %233, align 4, !tbaa !12, !alias.scope !29
  %243 = fsub <4 x float> %239, %242
  %244 = getelementptr inbounds float, ptr %4, i64 %230
  store <4 x float> %243, ptr %244, align 4, !tbaa !12, !alias.scope !40, !noalias !41
  br label %245

245:                                              ; preds = %229, %232
  %246 = icmp eq i64 %190, %153
  br i1 %246, label %394, label %247

247:                                              ; preds = %155, %139, %245
  %248 = phi i64 [ 0, %155 ], [ 0, %139 ], [ %190, %245 ]
  br label %377

249:                                              ; preds = %135
  br i1 %137, label %250, label %394

250:                                              ; preds = %249
  %251 = getelementptr inbounds %struct.source, ptr %0, i64 0, i32 1
  %252 = load ptr, ptr %251, align 8, !tbaa !5
  %253 = add nsw i32 %1, -2
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds ptr, ptr %252, i64 %254
  %256 = load ptr, ptr %255, align 8, !tbaa !11
  %257 = add nsw i32 %1, -1
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds ptr, ptr %252, i64 %258
  %260 = load ptr, ptr %259, align 8, !tbaa !11
  %261 = sext i32 %1 to i64
  %262 = getelementptr inbounds ptr, ptr %252, i64 %261
  %263 = load ptr, ptr %262, align 8, !tbaa !11
  %264 = zext i32 %5 to i64
  %265 = icmp ult i32 %5, 20
  br i1 %265, label %358, label %266

266:                                              ; preds = %250
  %267 = shl nuw nsw i64 %264, 2
  %268 = getelementptr i8, ptr %3, i64 %267
  %269 = getelementptr i8, ptr %4, i64 %267
  %270 = getelementptr i8, ptr %256, i64 %267
  %271 = getelementptr i8, ptr %260, i64 %267
  %272 = getelementptr i8, ptr %263, i64 %267
  %273 = icmp ugt ptr %269, %3
  %274 = icmp ugt ptr %268, %4
  %275 = and i1 %273, %274
  %276 = icmp ugt ptr %270, %3
  %277 = icmp ult ptr %256, %268
  %278 = and i1 %276, %277
  %279 = or i1 %275, %278
  %280 = icmp ugt ptr %271, %3
  %281 = icmp ult ptr %260, %268
  %282 = and i1 %280, %281
  %283 = or i1 %279, %282
  %284 = icmp ugt ptr %272, %3
  %285 = icmp ult ptr %263, %268
  %286 = and i1 %284, %285
  %287 = or i1 %283, %286
  %288 = icmp ugt ptr %270, %4
  %289 = icmp ult ptr %256, %269
  %290 = and i1 %288, %289
  %291 = or i1 %287, %290
  %292 = icmp ugt ptr %271, %4
  %293 = icmp ult ptr %260, %269
  %294 = and i1 %292, %293
  %295 = or i1 %291, %294
  %296 = icmp ugt ptr %272, %4
  %297 = icmp ult ptr %263, %269
  %298 = and i1 %296, %297
  %299 = or i1 %295, %298
  br i1 %299, label %358, label %300

300:                                              ; preds = %266
  %301 = and i64 %264, 4294967292
  %302 = add nsw i64 %301, -4
  %303 = lshr exact i64 %302, 2
  %304 = add nuw nsw i64 %303, 1
  %305 = and i64 %304, 1
  %306 = icmp eq i64 %302, 0
  br i1 %306, label %340, label %307

307:                                              ; preds = %300
  %308 = and i64 %304, 9223372036854775806
  br label %309

309:                                              ; preds = %309, %307
  %310 = phi i64 [ 0, %307 ], [ %337, %309 ]
  %311 = phi i64 [ 0, %307 ], [ %338, %309 ]
  %312 = getelementptr inbounds float, ptr %256, i64 %310
  %313 = load <4 x float>, ptr %312, align 4, !tbaa !12, !alias.scope !43
  %314 = getelementptr inbounds float, ptr %260, i64 %310
  %315 = load <4 x float>, ptr %314, align 4, !tbaa !12, !alias.scope !46
  %316 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %315, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %313)
  %317 = getelementptr inbounds float, ptr %263, i64 %310
  %318 = load <4 x float>, ptr %317, align 4, !tbaa !12, !alias.scope !48
  %319 = fadd <4 x float> %316, %318
  %320 = getelementptr inbounds float, ptr %3, i64 %310
  store <4 x float> %319, ptr %320, align 4, !tbaa !12, !alias.scope !50, !noalias !52
  %321 = load <4 x float>, ptr %312, align 4, !tbaa !12, !alias.scope !43
  %322 = fsub <4 x float> %318, %321
  %323 = getelementptr inbounds float, ptr %4, i64 %310
  store <4 x float> %322, ptr %323, align 4, !tbaa !12, !alias.scope !54, !noalias !55
  %324 = or i64 %310, 4
  %325 = getelementptr inbounds float, ptr %256, i64 %324
  %326 = load <4 x float>, ptr %325, align 4, !tbaa !12, !alias.scope !43
  %327 = getelementptr inbounds float, ptr %260, i64 %324
  %328 = load <4 x float>, ptr %327, align 4, !tbaa !12, !alias.scope !46
  %329 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %328, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %326)
  %330 = getelementptr inbounds float, ptr %263, i64 %324
  %331 = load <4 x float>, ptr %330, align 4, !tbaa !12, !alias.scope !48
  %332 = fadd <4 x float> %329, %331
  %333 = getelementptr inbounds float, ptr %3, i64 %324
  store <4 x float> %332, ptr %333, align 4, !tbaa !12, !alias.scope !50, !noalias !52
  %334 = load <4 x float>, ptr %325, align 4, !tbaa !12, !alias.scope !43
  %335 = fsub <4 x float> %331, %334
  %336 = getelementptr inbounds float, ptr %4, i64 %324
  store <4 x float> %335, ptr %336, align 4, !tbaa !12, !alias.scope !54, !noalias !55
  %337 = add nuw nsw i64 %310, 8
  %338 = add nuw nsw i64 %311, 2
  %339 = icmp eq i64 %338, %308
  br i1 %339, label %340, label %309, !llvm.loop !56

340:                                              ; preds = %309, %300
  %341 = phi i64 [ 0, %300 ], [ %337, %309 ]
  %342 = icmp eq i64 %305, 0
  br i1 %342, label %356, label %343

343:                                              ; preds = %340
  %344 = getelementptr inbounds float, ptr %256, i64 %341
  %345 = load <4 x float>, ptr %344, align 4, !tbaa !12, !alias.scope !43
  %346 = getelementptr inbounds float, ptr %260, i64 %341
  %347 = load <4 x float>, ptr %346, align 4, !tbaa !12, !alias.scope !46
  %348 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %347, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %345)
  %349 = getelementptr inbounds float, ptr %263, i64 %341
  %350 = load <4 x float>, ptr %349, align 4, !tbaa !12, !alias.scope !48
  %351 = fadd <4 x float> %348, %350
  %352 = getelementptr inbounds float, ptr %3, i64 %341
  store <4 x float> %351, ptr %352, align 4, !tbaa !12, !alias.scope !50, !noalias !52
  %353 = load <4 x float>, ptr %344, align 4, !tbaa !12, !alias.scope !43
  %354 = fsub <4 x float> %350, %353
  %355 = getelementptr inbounds float, ptr %4, i64 %341
  store <4 x float> %354, ptr %355, align 4, !tbaa !12, !alias.scope !54, !noalias !55
  br label %356

356:                                              ; preds = %340, %343
  %357 = icmp eq i64 %301, %264
  br i1 %357, label %394, label %358

358:                                              ; preds = %266, %250, %356
  %359 = phi i64 [ 0, %266 ], [ 0, %250 ], [ %301, %356 ]
  br label %360

360:                                              ; preds = %358, %360
  %361 = phi i64 [ %375, %360 ], [ %359, %358 ]
  %362 = getelementptr inbounds float, ptr %256, i64 %361
  %363 = load float, ptr %362, align 4, !tbaa !12
  %364 = getelementptr inbounds float, ptr %260, i64 %361
  %365 = load float, ptr %364, align 4, !tbaa !12
  %366 = tail call float @llvm.fmuladd.f32(float %365, float 2.500000e-01, float %363)
  %367 = getelementptr inbounds float, ptr %263, i64 %361
  %368 = load float, ptr %367, align 4, !tbaa !12
  %369 = fadd float %366, %368
  %370 = getelementptr inbounds float, ptr %3, i64 %361
  store float %369, ptr %370, align 4, !tbaa !12
  %371 = load float, ptr %367, align 4, !tbaa !12
  %372 = load float, ptr %362, align 4, !tbaa !12
  %373 = fsub float %371, %372
  %374 = getelementptr inbounds float, ptr %4, i64 %361
  store float %373, ptr %374, align 4, !tbaa !12
  %375 = add nuw nsw i64 %361, 1
  %376 = icmp eq i64 %375, %264
  br i1 %376, label %394, label %360, !llvm.loop !57

377:                                              ; preds = %247, %377
  %378 = phi i64 [ %392, %377 ], [ %248, %247 ]
  %379 = getelementptr inbounds float, ptr %145, i64 %378
  %380 = load float, ptr %379, align 4, !tbaa !12
  %381 = getelementptr inbounds float, ptr %148, i64 %378
  %382 = load float, ptr %381, align 4, !tbaa !12
  %383 = tail call float @llvm.fmuladd.f32(float %382, float 7.500000e-01, float %380)
  %384 = getelementptr inbounds float, ptr %152, i64 %378
  %385 = load float, ptr %384, align 4, !tbaa !12
  %386 = fadd float %383, %385
  %387 = getelementptr inbounds float, ptr %3, i64 %378
  store float %386, ptr %387, align 4, !tbaa !12
  %388 = load float, ptr %384, align 4, !tbaa !12
  %389 = load float, ptr %379, align 4, !tbaa !12
  %390 = fsub float %388, %389
  %391 = getelementptr inbounds float, ptr %4, i64 %378
  store float %390, ptr %391, align 4, !tbaa !12
  %392 = add nuw nsw i64 %378, 1
  %393 = icmp eq i64 %392, %153
  br i1 %393, label %394, label %377, !llvm.loop !58

394:                                              ; preds = %377, %360, %106, %110, %245, %356, %87, %138, %249, %8
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = alloca %struct.source, align 8
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %16

5:                                                ; preds = %2
  %6 = getelementptr inbounds ptr, ptr %1, i64 1
  %7 = load ptr, ptr %6, align 8, !tbaa !11
  %8 = tail call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp eq i32 %0, 2
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds ptr, ptr %1, i64 2
  %13 = load ptr, ptr %12, align 8, !tbaa !11
  %14 = tail call i64 @strtol(ptr nocapture noundef nonnull %13, ptr noundef null, i32 noundef 10) #9
  %15 = trunc i64 %14 to i32
  br label %16

16:                                               ; preds = %2, %5, %11
  %17 = phi i32 [ %9, %11 ], [ %9, %5 ], [ 5, %2 ]
  %18 = phi i32 [ %15, %11 ], [ 40, %5 ], [ 40, %2 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  store i32 %18, ptr %3, align 8, !tbaa !59
  %19 = getelementptr inbounds %struct.source, ptr %3, i64 0, i32 1
  %20 = sext i32 %17 to i64
  %21 = shl nsw i64 %20, 3
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #10
  store ptr %22, ptr %19, align 8, !tbaa !5
  %23 = icmp sgt i32 %17, 0
  %24 = sext i32 %18 to i64
  br i1 %23, label %25, label %33

25:                                               ; preds = %16
  %26 = shl nsw i64 %24, 2
  %27 = icmp sgt i32 %18, 0
  %28 = zext i32 %17 to i64
  %29 = zext i32 %18 to i64
  %30 = icmp ult i32 %18, 8
  %31 = and i64 %29, 4294967288
  %32 = icmp eq i64 %31, %29
  br label %44

33:                                               ; preds = %74, %16
  %34 = tail call noalias ptr @calloc(i64 noundef %24, i64 noundef 4) #11
  %35 = tail call noalias ptr @calloc(i64 noundef %24, i64 noundef 4) #11
  br i1 %23, label %36, label %86

36:                                               ; preds = %33
  %37 = add nsw i32 %17, -1
  %38 = icmp sgt i32 %18, 0
  %39 = zext i32 %18 to i64
  %40 = and i64 %39, 1
  %41 = icmp eq i32 %18, 1
  %42 = and i64 %39, 4294967294
  %43 = icmp eq i64 %40, 0
  br label %89

44:                                               ; preds = %25, %74
  %45 = phi i64 [ 0, %25 ], [ %75, %74 ]
  %46 = tail call noalias ptr @malloc(i64 noundef %26) #10
  %47 = getelementptr inbounds ptr, ptr %22, i64 %45
  store ptr %46, ptr %47, align 8, !tbaa !11
  br i1 %27, label %48, label %74

48:                                               ; preds = %44
  %49 = trunc i64 %45 to i32
  %50 = sitofp i32 %49 to float
  br i1 %30, label %72, label %51

51:                                               ; preds = %48
  %52 = insertelement <4 x float> poison, float %50, i64 0
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <4 x i32> zeroinitializer
  %54 = insertelement <4 x float> poison, float %50, i64 0
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <4 x i32> zeroinitializer
  br label %56

56:                                               ; preds = %56, %51
  %57 = phi i64 [ 0, %51 ], [ %68, %56 ]
  %58 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %51 ], [ %69, %56 ]
  %59 = add <4 x i32> %58, <i32 4, i32 4, i32 4, i32 4>
  %60 = sitofp <4 x i32> %58 to <4 x float>
  %61 = sitofp <4 x i32> %59 to <4 x float>
  %62 = fmul <4 x float> %60, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %63 = fmul <4 x float> %61, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %64 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %53, <4 x float> <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>, <4 x float> %62)
  %65 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %55, <4 x float> <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>, <4 x float> %63)
  %66 = getelementptr inbounds float, ptr %46, i64 %57
  store <4 x float> %64, ptr %66, align 4, !tbaa !12
  %67 = getelementptr inbounds float, ptr %66, i64 4
  store <4 x float> %65, ptr %67, align 4, !tbaa !12
  %68 = add nuw i64 %57, 8
  %69 = add <4 x i32> %58, <i32 8, i32 8, i32 8, i32 8>
  %70 = icmp eq i64 %68, %31
  br i1 %70, label %71, label %56, !llvm.loop !60

71:                                               ; preds = %56
  br i1 %32, label %74, label %72

72:                                               ; preds = %48, %71
  %73 = phi i64 [ 0, %48 ], [ %31, %71 ]
  br label %77

74:                                               ; preds = %77, %71, %44
  %75 = add nuw nsw i64 %45, 1
  %76 = icmp eq i64 %75, %28
  br i1 %76, label %33, label %44, !llvm.loop !61

77:                                               ; preds = %72, %77
  %78 = phi i64 [ %84, %77 ], [ %73, %72 ]
  %79 = trunc i64 %78 to i32
  %80 = sitofp i32 %79 to float
  %81 = fmul float %80, 5.000000e-01
  %82 = tail call float @llvm.fmuladd.f32(float %50, float 1.000000e+01, float %81)
  %83 = getelementptr inbounds float, ptr %46, i64 %78
  store float %82, ptr %83, align 4, !tbaa !12
  %84 = add nuw nsw i64 %78, 1
  %85 = icmp eq i64 %84, %29
  br i1 %85, label %74, label %77, !llvm.loop !62

86:                                               ; preds = %108, %33
  %87 = phi double [ 0.000000e+00, %33 ], [ %109, %108 ]
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %87)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  ret i32 0

89:                                               ; preds = %36, %108
  %90 = phi i32 [ 0, %36 ], [ %110, %108 ]
  %91 = phi double [ 0.000000e+00, %36 ], [ %109, %108 ]
  call void @fit(ptr noundef nonnull %3, i32 noundef %90, i32 noundef %37, ptr noundef %34, ptr noundef %35, i32 noundef %18)
  br i1 %38, label %92, label %108

92:                                               ; preds = %89
  br i1 %41, label %93, label %112

93:                                               ; preds = %112, %92
  %94 = phi double [ undef, %92 ], [ %135, %112 ]
  %95 = phi i64 [ 0, %92 ], [ %128, %112 ]
  %96 = phi double [ %91, %92 ], [ %135, %112 ]
  br i1 %43, label %108, label %97

97:                                               ; preds = %93
  %98 = getelementptr inbounds float, ptr %34, i64 %95
  %99 = load float, ptr %98, align 4, !tbaa !12
  %100 = trunc i64 %95 to i32
  %101 = add i32 %100, 1
  %102 = sitofp i32 %101 to float
  %103 = getelementptr inbounds float, ptr %35, i64 %95
  %104 = load float, ptr %103, align 4, !tbaa !12
  %105 = tail call float @llvm.fmuladd.f32(float %99, float %102, float %104)
  %106 = fpext float %105 to double
  %107 = fadd double %96, %106
  br label %108

108:                                              ; preds = %97, %93, %89
  %109 = phi double [ %91, %89 ], [ %94, %93 ], [ %107, %97 ]
  %110 = add nuw nsw i32 %90, 1
  %111 = icmp eq i32 %110, %17
  br i1 %111, label %86, label %89, !llvm.loop !64

112:                                              ; preds = %92, %112
  %113 = phi i64 [ %128, %112 ], [ 0, %92 ]
  %114 = phi double [ %135, %112 ], [ %91, %92 ]
  %115 = phi i64 [ %136, %112 ], [ 0, %92 ]
  %116 = getelementptr inbounds float, ptr %34, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !12
  %118 = or i64 %113, 1
  %119 = trunc i64 %118 to i32
  %120 = sitofp i32 %119 to float
  %121 = getelementptr inbounds float, ptr %35, i64 %113
  %122 = load float, ptr %121, align 4, !tbaa !12
  %123 = tail call float @llvm.fmuladd.f32(float %117, float %120, float %122)
  %124 = fpext float %123 to double
  %125 = fadd double %114, %124
  %126 = getelementptr inbounds float, ptr %34, i64 %118
  %127 = load float, ptr %126, align 4, !tbaa !12
  %128 = add nuw nsw i64 %113, 2
  %129 = trunc i64 %128 to i32
  %130 = sitofp i32 %129 to float
  %131 = getelementptr inbounds float, ptr %35, i64 %118
  %132 = load float, ptr %131, align 4, !tbaa !12
  %133 = tail call float @llvm.fmuladd.f32(float %127, float %130, float %132)
  %134 = fpext float %133 to double
  %135 = fadd double %125, %134
  %136 = add i64 %115, 2
  %137 = icmp eq i64 %136, %42
  br i1 %137, label %93, label %112, !llvm.loop !65
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) "alloc-family"="malloc" "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"source", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20}
!20 = distinct !{!20, !16}
!21 = !{!22, !15, !18}
!22 = distinct !{!22, !16}
!23 = !{!22}
!24 = !{!15, !18}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = distinct !{!28, !26, !27}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = !{!35}
!35 = distinct !{!35, !31}
!36 = !{!37}
!37 = distinct !{!37, !31}
!38 = !{!39, !30, !33, !35}
!39 = distinct !{!39, !31}
!40 = !{!39}
!41 = !{!30, !33, !35}
!42 = distinct !{!42, !26, !27}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = !{!49}
!49 = distinct !{!49, !45}
!50 = !{!51}
!51 = distinct !{!51, !45}
!52 = !{!53, !44, !47, !49}
!53 = distinct !{!53, !45}
!54 = !{!53}
!55 = !{!44, !47, !49}
!56 = distinct !{!56, !26, !27}
!57 = distinct !{!57, !26, !27}
!58 = distinct !{!58, !26, !27}
!59 = !{!6, !7, i64 0}
!60 = distinct !{!60, !26, !27}
!61 = distinct !{!61, !26}
!62 = distinct !{!62, !26, !63, !27}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = distinct !{!64, !26}
!65 = distinct !{!65, !26}
