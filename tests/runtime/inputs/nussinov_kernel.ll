target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @kernel_nussinov(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !5
  store ptr %1, ptr %5, align 8, !tbaa !9
  store ptr %2, ptr %6, align 8, !tbaa !9
  %10 = load i32, ptr %4, align 4, !tbaa !5
  %11 = zext i32 %10 to i64
  %12 = load i32, ptr %4, align 4, !tbaa !5
  %13 = zext i32 %12 to i64
  %14 = load i32, ptr %4, align 4, !tbaa !5
  %15 = zext i32 %14 to i64
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #2
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #2
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #2
  %16 = load i32, ptr %4, align 4, !tbaa !5
  %17 = sub nsw i32 %16, 1
  store i32 %17, ptr %7, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %385, %3
  %19 = load i32, ptr %7, align 4, !tbaa !5
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %388

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4, !tbaa !5
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %8, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %381, %21
  %25 = load i32, ptr %8, align 4, !tbaa !5
  %26 = load i32, ptr %4, align 4, !tbaa !5
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %384

28:                                               ; preds = %24
  %29 = load i32, ptr %8, align 4, !tbaa !5
  %30 = sub nsw i32 %29, 1
  %31 = icmp sge i32 %30, 0
  br i1 %31, label %32, label %84

32:                                               ; preds = %28
  %33 = load ptr, ptr %6, align 8, !tbaa !9
  %34 = load i32, ptr %7, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %15
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  %38 = load i32, ptr %8, align 4, !tbaa !5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = load ptr, ptr %6, align 8, !tbaa !9
  %43 = load i32, ptr %7, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 %44, %15
  %46 = getelementptr inbounds i32, ptr %42, i64 %45
  %47 = load i32, ptr %8, align 4, !tbaa !5
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %46, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = icmp sge i32 %41, %51
  br i1 %52, label %53, label %63

53:                                               ; preds = %32
  %54 = load ptr, ptr %6, align 8, !tbaa !9
  %55 = load i32, ptr %7, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 %56, %15
  %58 = getelementptr inbounds i32, ptr %54, i64 %57
  %59 = load i32, ptr %8, align 4, !tbaa !5
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  br label %74

63:                                               ; preds = %32
  %64 = load ptr, ptr %6, align 8, !tbaa !9
  %65 = load i32, ptr %7, align 4, !tbaa !5
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %15
  %68 = getelementptr inbounds i32, ptr %64, i64 %67
  %69 = load i32, ptr %8, align 4, !tbaa !5
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %68, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %63, %53
  %75 = phi i32 [ %62, %53 ], [ %73, %63 ]
  %76 = load ptr, ptr %6, align 8, !tbaa !9
  %77 = load i32, ptr %7, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = mul nsw i64 %78, %15
  %80 = getelementptr inbounds i32, ptr %76, i64 %79
  %81 = load i32, ptr %8, align 4, !tbaa !5
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %80, i64 %82
  store i32 %75, ptr %83, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %74, %28
  %85 = load i32, ptr %7, align 4, !tbaa !5
  %86 = add nsw i32 %85, 1
  %87 = load i32, ptr %4, align 4, !tbaa !5
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %141

89:                                               ; preds = %84
  %90 = load ptr, ptr %6, align 8, !tbaa !9
  %91 = load i32, ptr %7, align 4, !tbaa !5
  %92 = sext i32 %91 to i64
  %93 = mul nsw i64 %92, %15
  %94 = getelementptr inbounds i32, ptr %90, i64 %93
  %95 = load i32, ptr %8, align 4, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %94, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = load ptr, ptr %6, align 8, !tbaa !9
  %100 = load i32, ptr %7, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, %15
  %104 = getelementptr inbounds i32, ptr %99, i64 %103
  %105 = load i32, ptr %8, align 4, !tbaa !5
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = icmp sge i32 %98, %108
  br i1 %109, label %110, label %120

110:                                              ; preds = %89
  %111 = load ptr, ptr %6, align 8, !tbaa !9
  %112 = load i32, ptr %7, align 4, !tbaa !5
  %113 = sext i32 %112 to i64
  %114 = mul nsw i64 %113, %15
  %115 = getelementptr inbounds i32, ptr %111, i64 %114
  %116 = load i32, ptr %8, align 4, !tbaa !5
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %115, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  br label %131

120:                                              ; preds = %89
  %121 = load ptr, ptr %6, align 8, !tbaa !9
  %122 = load i32, ptr %7, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = mul nsw i64 %124, %15
  %126 = getelementptr inbounds i32, ptr %121, i64 %125
  %127 = load i32, ptr %8, align 4, !tbaa !5
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %126, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %120, %110
  %132 = phi i32 [ %119, %110 ], [ %130, %120 ]
  %133 = load ptr, ptr %6, align 8, !tbaa !9
  %134 = load i32, ptr %7, align 4, !tbaa !5
  %135 = sext i32 %134 to i64
  %136 = mul nsw i64 %135, %15
  %137 = getelementptr inbounds i32, ptr %133, i64 %136
  %138 = load i32, ptr %8, align 4, !tbaa !5
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %137, i64 %139
  store i32 %132, ptr %140, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %131, %84
  %142 = load i32, ptr %8, align 4, !tbaa !5
  %143 = sub nsw i32 %142, 1
  %144 = icmp sge i32 %143, 0
  br i1 %144, label %145, label %298

145:                                              ; preds = %141
  %146 = load i32, ptr %7, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  %148 = load i32, ptr %4, align 4, !tbaa !5
  %149 = icmp slt i32 %147, %148
  br i1 %149, label %150, label %298

150:                                              ; preds = %145
  %151 = load i32, ptr %7, align 4, !tbaa !5
  %152 = load i32, ptr %8, align 4, !tbaa !5
  %153 = sub nsw i32 %152, 1
  %154 = icmp slt i32 %151, %153
  br i1 %154, label %155, label %243

155:                                              ; preds = %150
  %156 = load ptr, ptr %6, align 8, !tbaa !9
  %157 = load i32, ptr %7, align 4, !tbaa !5
  %158 = sext i32 %157 to i64
  %159 = mul nsw i64 %158, %15
  %160 = getelementptr inbounds i32, ptr %156, i64 %159
  %161 = load i32, ptr %8, align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr %160, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = load ptr, ptr %6, align 8, !tbaa !9
  %166 = load i32, ptr %7, align 4, !tbaa !5
  %167 = add nsw i32 %166, 1
  %168 = sext i32 %167 to i64
  %169 = mul nsw i64 %168, %15
  %170 = getelementptr inbounds i32, ptr %165, i64 %169
  %171 = load i32, ptr %8, align 4, !tbaa !5
  %172 = sub nsw i32 %171, 1
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i32, ptr %170, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = load ptr, ptr %5, align 8, !tbaa !9
  %177 = load i32, ptr %7, align 4, !tbaa !5
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i8, ptr %176, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !11
  %181 = sext i8 %180 to i32
  %182 = load ptr, ptr %5, align 8, !tbaa !9
  %183 = load i32, ptr %8, align 4, !tbaa !5
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i8, ptr %182, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !11
  %187 = sext i8 %186 to i32
  %188 = add nsw i32 %181, %187
  %189 = icmp eq i32 %188, 3
  %190 = zext i1 %189 to i64
  %191 = select i1 %189, i32 1, i32 0
  %192 = add nsw i32 %175, %191
  %193 = icmp sge i32 %164, %192
  br i1 %193, label %194, label %204

194:                                              ; preds = %155
  %195 = load ptr, ptr %6, align 8, !tbaa !9
  %196 = load i32, ptr %7, align 4, !tbaa !5
  %197 = sext i32 %196 to i64
  %198 = mul nsw i64 %197, %15
  %199 = getelementptr inbounds i32, ptr %195, i64 %198
  %200 = load i32, ptr %8, align 4, !tbaa !5
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i32, ptr %199, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !5
  br label %233

204:                                              ; preds = %155
  %205 = load ptr, ptr %6, align 8, !tbaa !9
  %206 = load i32, ptr %7, align 4, !tbaa !5
  %207 = add nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = mul nsw i64 %208, %15
  %210 = getelementptr inbounds i32, ptr %205, i64 %209
  %211 = load i32, ptr %8, align 4, !tbaa !5
  %212 = sub nsw i32 %211, 1
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds i32, ptr %210, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !5
  %216 = load ptr, ptr %5, align 8, !tbaa !9
  %217 = load i32, ptr %7, align 4, !tbaa !5
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i8, ptr %216, i64 %218
  %220 = load i8, ptr %219, align 1, !tbaa !11
  %221 = sext i8 %220 to i32
  %222 = load ptr, ptr %5, align 8, !tbaa !9
  %223 = load i32, ptr %8, align 4, !tbaa !5
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds i8, ptr %222, i64 %224
  %226 = load i8, ptr %225, align 1, !tbaa !11
  %227 = sext i8 %226 to i32
  %228 = add nsw i32 %221, %227
  %229 = icmp eq i32 %228, 3
  %230 = zext i1 %229 to i64
  %231 = select i1 %229, i32 1, i32 0
  %232 = add nsw i32 %215, %231
  br label %233

233:                                              ; preds = %204, %194
  %234 = phi i32 [ %203, %194 ], [ %232, %204 ]
  %235 = load ptr, ptr %6, align 8, !tbaa !9
  %236 = load i32, ptr %7, align 4, !tbaa !5
  %237 = sext i32 %236 to i64
  %238 = mul nsw i64 %237, %15
  %239 = getelementptr inbounds i32, ptr %235, i64 %238
  %240 = load i32, ptr %8, align 4, !tbaa !5
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, ptr %239, i64 %241
  store i32 %234, ptr %242, align 4, !tbaa !5
  br label %297

243:                                              ; preds = %150
  %244 = load ptr, ptr %6, align 8, !tbaa !9
  %245 = load i32, ptr %7, align 4, !tbaa !5
  %246 = sext i32 %245 to i64
  %247 = mul nsw i64 %246, %15
  %248 = getelementptr inbounds i32, ptr %244, i64 %247
  %249 = load i32, ptr %8, align 4, !tbaa !5
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds i32, ptr %248, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !5
  %253 = load ptr, ptr %6, align 8, !tbaa !9
  %254 = load i32, ptr %7, align 4, !tbaa !5
  %255 = add nsw i32 %254, 1
  %256 = sext i32 %255 to i64
  %257 = mul nsw i64 %256, %15
  %258 = getelementptr inbounds i32, ptr %253, i64 %257
  %259 = load i32, ptr %8, align 4, !tbaa !5
  %260 = sub nsw i32 %259, 1
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds i32, ptr %258, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !5
  %264 = icmp sge i32 %252, %263
  br i1 %264, label %265, label %275

265:                                              ; preds = %243
  %266 = load ptr, ptr %6, align 8, !tbaa !9
  %267 = load i32, ptr %7, align 4, !tbaa !5
  %268 = sext i32 %267 to i64
  %269 = mul nsw i64 %268, %15
  %270 = getelementptr inbounds i32, ptr %266, i64 %269
  %271 = load i32, ptr %8, align 4, !tbaa !5
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr %270, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !5
  br label %287

275:                                              ; preds = %243
  %276 = load ptr, ptr %6, align 8, !tbaa !9
  %277 = load i32, ptr %7, align 4, !tbaa !5
  %278 = add nsw i32 %277, 1
  %279 = sext i32 %278 to i64
  %280 = mul nsw i64 %279, %15
  %281 = getelementptr inbounds i32, ptr %276, i64 %280
  %282 = load i32, ptr %8, align 4, !tbaa !5
  %283 = sub nsw i32 %282, 1
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds i32, ptr %281, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !5
  br label %287

287:                                              ; preds = %275, %265
  %288 = phi i32 [ %274, %265 ], [ %286, %275 ]
  %289 = load ptr, ptr %6, align 8, !tbaa !9
  %290 = load i32, ptr %7, align 4, !tbaa !5
  %291 = sext i32 %290 to i64
  %292 = mul nsw i64 %291, %15
  %293 = getelementptr inbounds i32, ptr %289, i64 %292
  %294 = load i32, ptr %8, align 4, !tbaa !5
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i32, ptr %293, i64 %295
  store i32 %288, ptr %296, align 4, !tbaa !5
  br label %297

297:                                              ; preds = %287, %233
  br label %298

298:                                              ; preds = %297, %145, %141
  %299 = load i32, ptr %7, align 4, !tbaa !5
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %9, align 4, !tbaa !5
  br label %301

301:                                              ; preds = %377, %298
  %302 = load i32, ptr %9, align 4, !tbaa !5
  %303 = load i32, ptr %8, align 4, !tbaa !5
  %304 = icmp slt i32 %302, %303
  br i1 %304, label %305, label %380

305:                                              ; preds = %301
  %306 = load ptr, ptr %6, align 8, !tbaa !9
  %307 = load i32, ptr %7, align 4, !tbaa !5
  %308 = sext i32 %307 to i64
  %309 = mul nsw i64 %308, %15
  %310 = getelementptr inbounds i32, ptr %306, i64 %309
  %311 = load i32, ptr %8, align 4, !tbaa !5
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds i32, ptr %310, i64 %312
  %314 = load i32, ptr %313, align 4, !tbaa !5
  %315 = load ptr, ptr %6, align 8, !tbaa !9
  %316 = load i32, ptr %7, align 4, !tbaa !5
  %317 = sext i32 %316 to i64
  %318 = mul nsw i64 %317, %15
  %319 = getelementptr inbounds i32, ptr %315, i64 %318
  %320 = load i32, ptr %9, align 4, !tbaa !5
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds i32, ptr %319, i64 %321
  %323 = load i32, ptr %322, align 4, !tbaa !5
  %324 = load ptr, ptr %6, align 8, !tbaa !9
  %325 = load i32, ptr %9, align 4, !tbaa !5
  %326 = add nsw i32 %325, 1
  %327 = sext i32 %326 to i64
  %328 = mul nsw i64 %327, %15
  %329 = getelementptr inbounds i32, ptr %324, i64 %328
  %330 = load i32, ptr %8, align 4, !tbaa !5
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds i32, ptr %329, i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !5
  %334 = add nsw i32 %323, %333
  %335 = icmp sge i32 %314, %334
  br i1 %335, label %336, label %346

336:                                              ; preds = %305
  %337 = load ptr, ptr %6, align 8, !tbaa !9
  %338 = load i32, ptr %7, align 4, !tbaa !5
  %339 = sext i32 %338 to i64
  %340 = mul nsw i64 %339, %15
  %341 = getelementptr inbounds i32, ptr %337, i64 %340
  %342 = load i32, ptr %8, align 4, !tbaa !5
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds i32, ptr %341, i64 %343
  %345 = load i32, ptr %344, align 4, !tbaa !5
  br label %367

346:                                              ; preds = %305
  %347 = load ptr, ptr %6, align 8, !tbaa !9
  %348 = load i32, ptr %7, align 4, !tbaa !5
  %349 = sext i32 %348 to i64
  %350 = mul nsw i64 %349, %15
  %351 = getelementptr inbounds i32, ptr %347, i64 %350
  %352 = load i32, ptr %9, align 4, !tbaa !5
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %351, i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !5
  %356 = load ptr, ptr %6, align 8, !tbaa !9
  %357 = load i32, ptr %9, align 4, !tbaa !5
  %358 = add nsw i32 %357, 1
  %359 = sext i32 %358 to i64
  %360 = mul nsw i64 %359, %15
  %361 = getelementptr inbounds i32, ptr %356, i64 %360
  %362 = load i32, ptr %8, align 4, !tbaa !5
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds i32, ptr %361, i64 %363
  %365 = load i32, ptr %364, align 4, !tbaa !5
  %366 = add nsw i32 %355, %365
  br label %367

367:                                              ; preds = %346, %336
  %368 = phi i32 [ %345, %336 ], [ %366, %346 ]
  %369 = load ptr, ptr %6, align 8, !tbaa !9
  %370 = load i32, ptr %7, align 4, !tbaa !5
  %371 = sext i32 %370 to i64
  %372 = mul nsw i64 %371, %15
  %373 = getelementptr inbounds i32, ptr %369, i64 %372
  %374 = load i32, ptr %8, align 4, !tbaa !5
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds i32, ptr %373, i64 %375
  store i32 %368, ptr %376, align 4, !tbaa !5
  br label %377

377:                                              ; preds = %367
  %378 = load i32, ptr %9, align 4, !tbaa !5
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %9, align 4, !tbaa !5
  br label %301, !llvm.loop !12

380:                                              ; preds = %301
  br label %381

381:                                              ; preds = %380
  %382 = load i32, ptr %8, align 4, !tbaa !5
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %8, align 4, !tbaa !5
  br label %24, !llvm.loop !15

384:                                              ; preds = %24
  br label %385

385:                                              ; preds = %384
  %386 = load i32, ptr %7, align 4, !tbaa !5
  %387 = add nsw i32 %386, -1
  store i32 %387, ptr %7, align 4, !tbaa !5
  br label %18, !llvm.loop !16

388:                                              ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #2
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
