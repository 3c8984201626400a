;; closedObjectShape (lineShape.ts) 64 bytes at a time, in WebAssembly SIMD: every byte of a BFCL
;; file passes through this check, and a loop over them in JavaScript runs cold for much of a short
;; command's life. Which bytes are escaped and which lie inside strings is worked out for all 64 at
;; once (simdjson's carry-and-subtract and prefix XOR: Langdale & Lemire, "Parsing gigabytes of JSON
;; per second", 2019); brackets are counted by popcount, and walked one by one only in a block where
;; the depth could reach 1 or 0 (where the members end, and where the object closes).
;; Compiled to lineShape.generated.ts by scripts/wasm-modules.ts.
(module
  ;; The first member ends of the last line go to 0, 4, ... (at most 8), their count to 32. Lines lie
  ;; anywhere past 64, with 64 bytes of memory after their end (those bits are masked off).
  (memory (export "memory") 1)

  ;; Each byte of the 64 compared at once with a byte repeated 16 times.
  (global $quote v128 (v128.const i8x16 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22 0x22))
  (global $backslash v128 (v128.const i8x16 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c 0x5c))
  (global $comma v128 (v128.const i8x16 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c 0x2c))
  ;; { and [ are 0x7b and 0x5b, } and ] 0x7d and 0x5d: each pair is one byte with bit 5 set.
  (global $bit5 v128 (v128.const i8x16 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20 0x20))
  (global $openBracket v128 (v128.const i8x16 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b 0x7b))
  (global $closeBracket v128 (v128.const i8x16 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d 0x7d))

  ;; The first offset at or after $i of the $n bytes at $line that is not JSON white space, or $n.
  (func $skipSpace (param $line i32) (param $i i32) (param $n i32) (result i32)
    (local $c i32)
    (block $done
      (loop $bytes
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $c (i32.load8_u (i32.add (local.get $line) (local.get $i))))
        (br_if $done (i32.eqz (i32.or (i32.or (i32.eq (local.get $c) (i32.const 0x20)) (i32.eq (local.get $c) (i32.const 0x09)))
                                      (i32.or (i32.eq (local.get $c) (i32.const 0x0d)) (i32.eq (local.get $c) (i32.const 0x0a))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $bytes)))
    (local.get $i))

  ;; closedObjectShape's answer for the $n bytes at $line: -1 when they look like one closed object,
  ;; else where they stop looking so (>= 0); -2 when a backslash stands outside every string, which
  ;; only the byte walk reads as closedObjectShape does.
  (func (export "shape") (param $line i32) (param $n i32) (result i32)
    (local $p i32)
    (local $at i32)
    (local $depth i32)
    (local $members i32)
    (local $b i32)
    (local $v0 v128)
    (local $v1 v128)
    (local $v2 v128)
    (local $v3 v128)
    (local $valid i64)
    (local $quotes i64)
    (local $backslashes i64)
    (local $carry i64)
    (local $starts i64)
    (local $codes i64)
    (local $escaped i64)
    (local $inString i64)
    (local $outside i64)
    (local $open i64)
    (local $close i64)
    (local $comma i64)
    (local $structural i64)
    (i32.store offset=32 (i32.const 0) (i32.const 0))
    (local.set $p (call $skipSpace (local.get $line) (i32.const 0) (local.get $n)))
    (if (i32.ge_u (local.get $p) (local.get $n)) (then (return (local.get $p))))
    (if (i32.ne (i32.load8_u (i32.add (local.get $line) (local.get $p))) (i32.const 0x7b)) (then (return (local.get $p))))
    (loop $blocks
      ;; Out of bytes before the object closed.
      (if (i32.ge_u (local.get $p) (local.get $n)) (then (return (local.get $n))))
      (local.set $at (i32.add (local.get $line) (local.get $p)))
      (local.set $v0 (v128.load align=1 (local.get $at)))
      (local.set $v1 (v128.load offset=16 align=1 (local.get $at)))
      (local.set $v2 (v128.load offset=32 align=1 (local.get $at)))
      (local.set $v3 (v128.load offset=48 align=1 (local.get $at)))
      (local.set $valid (i64.const -1))
      (if (i32.lt_u (i32.sub (local.get $n) (local.get $p)) (i32.const 64))
        (then (local.set $valid (i64.sub (i64.shl (i64.const 1) (i64.extend_i32_u (i32.sub (local.get $n) (local.get $p)))) (i64.const 1)))))
      ;; One bit per byte (of the 64) that is a quote, a backslash.
      (local.set $quotes (i64.and (local.get $valid) (i64.or
          (i64.or (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v0) (global.get $quote))))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v1) (global.get $quote)))) (i64.const 16)))
          (i64.or (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v2) (global.get $quote)))) (i64.const 32))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v3) (global.get $quote)))) (i64.const 48))))))
      (local.set $backslashes (i64.and (local.get $valid) (i64.or
          (i64.or (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v0) (global.get $backslash))))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v1) (global.get $backslash)))) (i64.const 16)))
          (i64.or (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v2) (global.get $backslash)))) (i64.const 32))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v3) (global.get $backslash)))) (i64.const 48))))))
      ;; Escaped bytes (see closingQuote.wat): a run of backslashes escapes the byte after it when odd.
      ;; A block with no backslash, after one that left no escape open, has none.
      (local.set $escaped (i64.const 0))
      (if (i64.ne (i64.or (local.get $backslashes) (local.get $carry)) (i64.const 0))
        (then
          (local.set $starts (i64.and (local.get $backslashes) (i64.xor (local.get $carry) (i64.const -1))))
          (local.set $codes
            (i64.xor
              (i64.sub (i64.or (i64.shl (local.get $starts) (i64.const 1)) (i64.const 0xAAAAAAAAAAAAAAAA)) (local.get $starts))
              (i64.const 0xAAAAAAAAAAAAAAAA)))
          (local.set $escaped (i64.xor (local.get $codes) (i64.or (local.get $backslashes) (local.get $carry))))
          (local.set $carry (i64.shr_u (i64.and (local.get $codes) (local.get $backslashes)) (i64.const 63)))))
      ;; Outside every string: not from an unescaped opening quote up to its closing quote. The XOR of
      ;; the unescaped quotes up to each bit: a quote turns "inside a string" on or off from its own
      ;; byte on. Without one (the middle of an escaped JSON text), the block is where the last one left.
      (local.set $outside (i64.and (local.get $quotes) (i64.xor (local.get $escaped) (i64.const -1))))
      (if (i64.eqz (local.get $outside))
        (then (local.set $outside (i64.xor (local.get $inString) (i64.const -1))))
        (else
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 1))))
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 2))))
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 4))))
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 8))))
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 16))))
          (local.set $outside (i64.xor (local.get $outside) (i64.shl (local.get $outside) (i64.const 32))))
          (local.set $outside (i64.xor (local.get $outside) (i64.xor (local.get $inString) (i64.const -1))))
          (local.set $inString (i64.shr_s (i64.xor (local.get $outside) (i64.const -1)) (i64.const 63)))))
      (if (i64.ne (i64.and (local.get $backslashes) (local.get $outside)) (i64.const 0))
        (then (return (i32.const -2))))
      (local.set $outside (i64.and (local.get $outside) (local.get $valid)))
      ;; Every byte of the block inside a string (an escaped JSON text, most often): nothing to count.
      (if (i64.eqz (local.get $outside)) (then (local.set $p (i32.add (local.get $p) (i32.const 64))) (br $blocks)))
      ;; Brackets (bit 5 set makes [ a {, ] a }) and commas outside strings.
      (local.set $open (i64.and (local.get $outside) (i64.or
          (i64.or (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v0) (global.get $bit5)) (global.get $openBracket))))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v1) (global.get $bit5)) (global.get $openBracket)))) (i64.const 16)))
          (i64.or (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v2) (global.get $bit5)) (global.get $openBracket)))) (i64.const 32))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v3) (global.get $bit5)) (global.get $openBracket)))) (i64.const 48))))))
      (local.set $close (i64.and (local.get $outside) (i64.or
          (i64.or (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v0) (global.get $bit5)) (global.get $closeBracket))))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v1) (global.get $bit5)) (global.get $closeBracket)))) (i64.const 16)))
          (i64.or (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v2) (global.get $bit5)) (global.get $closeBracket)))) (i64.const 32))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.or (local.get $v3) (global.get $bit5)) (global.get $closeBracket)))) (i64.const 48))))))
      (if (i32.ge_s (i32.sub (local.get $depth) (i32.wrap_i64 (i64.popcnt (local.get $close)))) (i32.const 2))
        (then
          ;; The depth stays at 2 or more throughout: no top-level comma, no end of the object here.
          (local.set $depth (i32.add (local.get $depth)
            (i32.sub (i32.wrap_i64 (i64.popcnt (local.get $open))) (i32.wrap_i64 (i64.popcnt (local.get $close)))))))
        (else
          (local.set $comma (i64.and (local.get $outside) (i64.or
          (i64.or (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v0) (global.get $comma))))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v1) (global.get $comma)))) (i64.const 16)))
          (i64.or (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v2) (global.get $comma)))) (i64.const 32))
                  (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $v3) (global.get $comma)))) (i64.const 48))))))
          (local.set $structural (i64.or (i64.or (local.get $open) (local.get $close)) (local.get $comma)))
          (block $walked
            (loop $brackets
              (br_if $walked (i64.eqz (local.get $structural)))
              (local.set $b (i32.wrap_i64 (i64.ctz (local.get $structural))))
              (if (i64.ne (i64.and (local.get $open) (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $b)))) (i64.const 0))
                (then (local.set $depth (i32.add (local.get $depth) (i32.const 1))))
                (else
                  (if (i64.ne (i64.and (local.get $close) (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $b)))) (i64.const 0))
                    (then
                      (local.set $depth (i32.sub (local.get $depth) (i32.const 1)))
                      (if (i32.lt_s (local.get $depth) (i32.const 0)) (then (return (i32.add (local.get $p) (local.get $b)))))
                      (if (i32.eqz (local.get $depth))
                        (then
                          ;; The object closed: only white space may follow.
                          (local.set $b (call $skipSpace (local.get $line) (i32.add (i32.add (local.get $p) (local.get $b)) (i32.const 1)) (local.get $n)))
                          (return (select (i32.const -1) (local.get $b) (i32.eq (local.get $b) (local.get $n)))))))
                    (else
                      ;; A comma: between two top-level members when the depth is 1.
                      (if (i32.and (i32.eq (local.get $depth) (i32.const 1)) (i32.lt_u (local.get $members) (i32.const 8)))
                        (then
                          (i32.store (i32.shl (local.get $members) (i32.const 2)) (i32.add (local.get $p) (local.get $b)))
                          (local.set $members (i32.add (local.get $members) (i32.const 1)))
                          (i32.store offset=32 (i32.const 0) (local.get $members))))))))
              (local.set $structural (i64.and (local.get $structural) (i64.sub (local.get $structural) (i64.const 1))))
              (br $brackets)))))
      (local.set $p (i32.add (local.get $p) (i32.const 64)))
      (br $blocks))
    (unreachable)))
