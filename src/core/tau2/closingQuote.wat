;; The end of a JSON string body, 64 bytes at a time (WebAssembly SIMD): the scanner's one loop over
;; every byte of a tool output. The caller copies the bytes to search to the start of the memory.
;; Which bytes are escaped is worked out for the 64 at once, with no branch per backslash: the
;; carry-and-subtract of simdjson's escape scanner (Langdale & Lemire, "Parsing gigabytes of JSON per
;; second", 2019), on masks with a bit per byte.
;; Compiled to closingQuote.generated.ts by scripts/wasm-modules.ts.
(module
  ;; Two pages: a window of up to one page (WINDOW in closingQuote.ts), and room to load 64 bytes
  ;; past its end (those bits are masked off).
  (memory (export "memory") 2)

  ;; One bit per byte of the 64 at $p that equals $byte.
  (func $mask (param $p i32) (param $byte v128) (result i64)
    (i64.or
      (i64.or
        (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load align=1 (local.get $p)) (local.get $byte))))
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=16 align=1 (local.get $p)) (local.get $byte)))) (i64.const 16)))
      (i64.or
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=32 align=1 (local.get $p)) (local.get $byte)))) (i64.const 32))
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=48 align=1 (local.get $p)) (local.get $byte)))) (i64.const 48)))))

  ;; The index of the quote that ends a string body that starts at 0 and fills [0, n), if any; else n
  ;; when the bytes end outside an escape, n + 1 when they end inside one (the next byte is escaped).
  (func (export "closingQuote") (param $n i32) (result i32)
    (local $p i32)
    (local $left i32)
    (local $quotes i64)
    (local $backslashes i64)
    (local $carry i64)
    (local $starts i64)
    (local $codes i64)
    (local $escaped i64)
    (local $unescaped i64)
    (loop $blocks
      (local.set $left (i32.sub (local.get $n) (local.get $p)))
      ;; n is a multiple of 64 (or 0): whether the last block's final backslash escapes on.
      (if (i32.le_s (local.get $left) (i32.const 0))
        (then (return (i32.add (local.get $n) (i32.wrap_i64 (local.get $carry))))))
      (local.set $quotes (call $mask (local.get $p) (i8x16.splat (i32.const 0x22))))
      (local.set $backslashes (call $mask (local.get $p) (i8x16.splat (i32.const 0x5c))))
      (if (i32.lt_u (local.get $left) (i32.const 64))
        (then
          (local.set $quotes (i64.and (local.get $quotes) (i64.sub (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $left))) (i64.const 1))))
          (local.set $backslashes (i64.and (local.get $backslashes) (i64.sub (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $left))) (i64.const 1))))))
      ;; Backslashes that may start an escape (the first byte is escaped when the last block said so).
      (local.set $starts (i64.and (local.get $backslashes) (i64.xor (local.get $carry) (i64.const -1))))
      ;; Odd bits in, runs of backslashes subtracted: a run that starts on an even bit and has an odd
      ;; length leaves its end's next bit set, and the odd bits flipped back leave exactly the escapes
      ;; and the bytes they escape.
      (local.set $codes
        (i64.xor
          (i64.sub (i64.or (i64.shl (local.get $starts) (i64.const 1)) (i64.const 0xAAAAAAAAAAAAAAAA)) (local.get $starts))
          (i64.const 0xAAAAAAAAAAAAAAAA)))
      (local.set $escaped (i64.xor (local.get $codes) (i64.or (local.get $backslashes) (local.get $carry))))
      (local.set $carry (i64.shr_u (i64.and (local.get $codes) (local.get $backslashes)) (i64.const 63)))
      (local.set $unescaped (i64.and (local.get $quotes) (i64.xor (local.get $escaped) (i64.const -1))))
      (if (i64.ne (local.get $unescaped) (i64.const 0))
        (then (return (i32.add (local.get $p) (i32.wrap_i64 (i64.ctz (local.get $unescaped)))))))
      ;; The bytes end inside this block: whether the byte after them is escaped.
      (if (i32.lt_u (local.get $left) (i32.const 64))
        (then (return (i32.add (local.get $n)
          (i32.wrap_i64 (i64.and (i64.shr_u (local.get $escaped) (i64.extend_i32_u (local.get $left))) (i64.const 1)))))))
      (local.set $p (i32.add (local.get $p) (i32.const 64)))
      (br $blocks))
    (unreachable)))
