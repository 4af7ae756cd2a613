; A switch on i % 4 whose cases fall through, inside a loop. polyoff lowers
; switches to branches before the loop passes, and simplifycfg turns the
; comparisons back into a switch afterwards; the clean-up must lower it
; again for the loop to be a SCoP. Driver: switch_main.c.
define void @bump(i32 %n, ptr %a) {
entry:
  %n64 = sext i32 %n to i64
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i64 %i, %n64
  br i1 %more, label %body, label %exit

body:
  %i32 = trunc i64 %i to i32
  %r = srem i32 %i32, 4
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  switch i32 %r, label %latch [
    i32 0, label %add1
    i32 1, label %add2
    i32 2, label %add3
    i32 3, label %add4
  ]

add1:
  %v1 = load i32, ptr %p
  %w1 = add nsw i32 %v1, 1
  store i32 %w1, ptr %p
  br label %add2

add2:
  %v2 = load i32, ptr %p
  %w2 = add nsw i32 %v2, 2
  store i32 %w2, ptr %p
  br label %latch

add3:
  %v3 = load i32, ptr %p
  %w3 = add nsw i32 %v3, 3
  store i32 %w3, ptr %p
  br label %add4

add4:
  %v4 = load i32, ptr %p
  %w4 = add nsw i32 %v4, 4
  store i32 %w4, ptr %p
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  br label %head

exit:
  ret void
}
