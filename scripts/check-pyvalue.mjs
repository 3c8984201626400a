// Differential check of src/core/pyvalue against CPython (not part of `npm test`: it needs python3).
// Generates random and edge-case texts, runs them through Python's json.loads / ast.literal_eval /
// json.dumps / repr and through our TypeScript, and prints every difference.
//
//   node --import tsx scripts/check-pyvalue.mjs [--count 5000] [--seed 1] [--show 20]
import { spawnSync } from 'node:child_process';
import { parsePyJson, skipPyJsonValue } from '../src/core/pyvalue/pyJson.ts';
import { parsePyLiteralDetailed } from '../src/core/pyvalue/pyLiteral.ts';
import { dumpsCompactAscii } from '../src/core/pyvalue/pyDumps.ts';
import { pyRepr } from '../src/core/pyvalue/pyToDisplay.ts';
import { pyFloatRepr } from '../src/core/pyvalue/pyFloatRepr.ts';
import { seededRandom } from '../src/core/random/seededRandom.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const COUNT = option('count', 5000);
const SHOW = option('show', 20);
// Seeded, so a reported mismatch can be reproduced with --seed.
const random = seededRandom(option('seed', 1));
const pick = (items) => items[Math.floor(random() * items.length)];
const chance = (p) => random() < p;
const repeat = (n, f) => Array.from({ length: n }, f);
const digits = (n, set = '0123456789') => repeat(n, () => pick(set)).join('');

// ---------- JSON texts ----------
const JSON_SPACE = ['', '', '', ' ', ' ', '\n', '\t', '\r\n', '  '];
const RARE_SPACE = ['\x0c', '\xa0', '\x0b', '\u2028'];
const jsonSpace = () => (chance(0.02) ? pick(RARE_SPACE) : pick(JSON_SPACE));
const JSON_STRING_PARTS = [
  'a', 'b', 'Z', ' ', 'name', 'arguments', '0', '{', '}', '[', ']', ':', ',', "'", '/', '#',
  '\\n', '\\"', '\\\\', '\\/', '\\b', '\\f', '\\r', '\\t', '\\u00e9', '\\u2014', '\\u0014', '\\u001F', '\\uD83D\\uDE00',
  '\\ud83d', '\\ude00', '\\uDBFF\\uDFFF', '\\u0000', '\\u007f', 'é', '—', '✓', '😀', '\u2028', '\x7f', '\u0085', '\u00a0',
];
const JSON_STRING_BAD = ['\\x', '\\u12', '\\u12G4', '\x14', '\t', '\n', '\\', '\\U0001F600', '\ud800', '"'];
function jsonString() {
  const parts = repeat(Math.floor(random() * 6), () => (chance(0.03) ? pick(JSON_STRING_BAD) : pick(JSON_STRING_PARTS)));
  return `"${parts.join('')}"`;
}
function jsonNumber() {
  const sign = chance(0.3) ? '-' : '';
  switch (Math.floor(random() * 9)) {
    case 0: return sign + pick(['0', '1', '7', '42', '100']);
    case 1: return sign + pick('123456789') + digits(Math.floor(random() * 25));
    case 2: return `${sign}${digits(1 + Math.floor(random() * 4))}.${digits(1 + Math.floor(random() * 6))}`;
    case 3: return `${sign}${pick('123456789')}${pick(['e', 'E'])}${pick(['', '+', '-'])}${digits(1 + Math.floor(random() * 3))}`;
    case 4: return pick(['NaN', 'Infinity', '-Infinity', '-0', '-0.0', '0.0', '1e400', '-1e400', '5e-324', '1e-400', '0.1', '1e16', '1e15', '123456789012345678']);
    case 5: return pick(['01', '1.', '.5', '1.e5', '1e', '-', '+1', '0x10', 'nan', 'inf', '-Inf', '1_000']);
    case 6: return String(random() * 10 ** Math.floor(random() * 40 - 20));
    case 7: return chance(0.05) ? sign + '9'.repeat(4300 + Math.floor(random() * 2)) : sign + digits(1 + Math.floor(random() * 3));
    default: return `${sign}${pick('123456789')}${digits(Math.floor(random() * 3))}.${digits(1 + Math.floor(random() * 17))}e${pick(['', '-', '+'])}${Math.floor(random() * 330)}`;
  }
}
function jsonValue(depth) {
  const r = random();
  if (depth > 3 || r < 0.35) return chance(0.5) ? jsonString() : chance(0.7) ? jsonNumber() : pick(['true', 'false', 'null', 'tru', 'None']);
  const n = Math.floor(random() * 4);
  if (r < 0.65) return `[${jsonSpace()}${repeat(n, () => jsonValue(depth + 1)).join(`${jsonSpace()},${jsonSpace()}`)}${jsonSpace()}]`;
  const keys = ['"a"', '"b"', '"name"', '"arguments"', '"a"', '"\\u0061"', '"é"', '""'];
  const members = repeat(n, () => `${chance(0.97) ? pick(keys) : pick(['1', "'a'", 'a'])}${jsonSpace()}:${jsonSpace()}${jsonValue(depth + 1)}`);
  return `{${jsonSpace()}${members.join(`${jsonSpace()},${jsonSpace()}`)}${jsonSpace()}}`;
}

// ---------- Python literal texts ----------
const LIT_SPACE = ['', '', ' ', ' ', '\n', ' # note\n', '\\\n', '\t', '\r\n', '\r', '\f'];
function litInt() {
  switch (Math.floor(random() * 7)) {
    case 0: return pick(['0', '1', '7', '42', '00', '0_0', '1_000', '10_0', '01', '007', '1_', '1__0']);
    case 1: return pick('123456789') + digits(Math.floor(random() * 30));
    case 2: return `0${pick('xX')}${digits(1 + Math.floor(random() * 12), '0123456789abcdefABCDEF_')}`;
    case 3: return `0${pick('oO')}${digits(1 + Math.floor(random() * 8), '012345678_')}`;
    case 4: return `0${pick('bB')}${digits(1 + Math.floor(random() * 12), '012_')}`;
    case 5: return chance(0.1) ? '9'.repeat(4300 + Math.floor(random() * 2)) : '0x' + 'f'.repeat(1 + Math.floor(random() * 300));
    default: return digits(1 + Math.floor(random() * 3));
  }
}
function litFloat() {
  return pick([
    () => `${digits(1 + Math.floor(random() * 3))}.${digits(Math.floor(random() * 5))}`,
    () => `.${digits(1 + Math.floor(random() * 4))}`,
    () => `${digits(1 + Math.floor(random() * 2))}${pick('eE')}${pick(['', '+', '-'])}${digits(1 + Math.floor(random() * 3))}`,
    () => pick(['1e400', '1e-400', '0.0', '00.5', '09.5', '1_0.0_1', '1._5', '1e_5', '1e', '1.e5', '1.5_1', '0e0', '1e5_0']),
    () => String(random() * 10 ** Math.floor(random() * 40 - 20)),
  ])();
}
const litImag = () => (chance(0.5) ? litFloat() : digits(1 + Math.floor(random() * 3))) + pick('jJ');
function litNumber() {
  const r = random();
  if (r < 0.3) return litInt();
  if (r < 0.55) return litFloat();
  if (r < 0.7) return litImag();
  if (r < 0.85) return `${pick(['', '-', '+'])}${chance(0.5) ? litInt() : litFloat()}${pick([' + ', '-', '+', ' - '])}${chance(0.9) ? litImag() : litFloat()}`;
  return `${pick(['-', '+', '- ', '--', '-+', '~', 'not '])}${chance(0.5) ? litInt() : chance(0.5) ? litFloat() : litImag()}`;
}
const STR_PARTS = [
  'a', 'b', ' ', 'x y', 'é', '—', '😀', '\u2028', '\x7f', '\u00a0', '\u00ad', '\u0378', '#', '{', '}', '{{', '}}', '"', "'",
  '\\n', '\\t', '\\r', '\\\\', "\\'", '\\"', '\\a', '\\b', '\\f', '\\v', '\\0', '\\12', '\\101', '\\777', '\\400', '\\x41', '\\xff',
  '\\u00e9', '\\u2014', '\\U0001F600', '\\ud83d', '\\q', '\\ ', '\\\n', '\\\r\n', '\\x4', '\\u12', '\\U00110000', '\\N{EM DASH}',
  '\n', '\r\n', '\r', '\t', '\x14',
];
function litString() {
  const prefix = pick(['', '', '', '', 'r', 'b', 'rb', 'Rb', 'bR', 'u', 'U', 'B', 'f', 'rf', 'ur', 'bu']);
  const quote = pick(["'", '"', "'''", '"""']);
  const body = repeat(Math.floor(random() * 5), () => pick(STR_PARTS)).join('');
  const one = `${prefix}${quote}${body}${quote}`;
  return chance(0.15) ? `${one}${pick(['', ' ', '\n'])}${litString()}` : one;
}
function litAtom() {
  const r = random();
  if (r < 0.35) return litNumber();
  if (r < 0.7) return litString();
  return pick(['True', 'False', 'None', '...', 'set()', 'set( )', 'x', 'true', 'null', 'a.b', 'f(x)', 'set([1])', '(set)()', 'Ellipsis', '1 if 1 else 2', '*x', '**x', 'x := 1', '[i for i in x]', 'lambda: 1']);
}
function litValue(depth) {
  const r = random();
  if (depth > 3 || r < 0.4) return litAtom();
  const sp = () => (chance(0.3) ? pick(LIT_SPACE) : chance(0.01) ? pick(['\xa0', '\u3000', '\x0b', '\u2028']) : '');
  const n = Math.floor(random() * 4);
  const items = () => repeat(n, () => litValue(depth + 1));
  const join = (xs) => xs.join(`${sp()},${sp()}`) + (xs.length && chance(0.2) ? ',' : '');
  if (r < 0.55) return `[${sp()}${join(items())}${sp()}]`;
  if (r < 0.65) {
    const xs = items();
    return xs.length === 1 ? `(${xs[0]},)` : `(${sp()}${join(xs)}${sp()})`;
  }
  if (r < 0.75) return `{${join(items().length ? items() : [litAtom()])}}`;
  const key = () => (chance(0.1) ? litValue(depth + 1) : chance(0.5) ? litString() : litAtom());
  return `{${sp()}${join(repeat(n, () => `${key()}${sp()}:${sp()}${litValue(depth + 1)}`))}${sp()}}`;
}

// Any Python expression: whether it is valid syntax decides between SyntaxError and what follows.
const BINARY_OPS = ['+', '-', '*', '/', '//', '%', '**', '@', '<<', '>>', '&', '|', '^', '<', '>', '==', '!=', '<=', '>=', ' in ', ' not in ', ' is ', ' is not ', ' and ', ' or ', ' if 1 else ', ':=', '=', ',', ' not '];
function pyExpr(depth) {
  const leaf = () => pick([() => litAtom(), () => pick(['x', 'y', 'abc', '_', 'é', 'set', 'print', 'None', 'lambda', 'await x', 'yield', 'if', 'async', 'match', '$', '?', '!']), () => litValue(2)])();
  if (depth > 2 || chance(0.3)) return leaf();
  const e = () => pyExpr(depth + 1);
  switch (Math.floor(random() * 14)) {
    case 0: case 1: case 2: return `${e()}${pick(BINARY_OPS)}${e()}`;
    case 3: return `${pick(['-', '+', '~', 'not ', '*', '**', 'await '])}${e()}`;
    case 4: return `${e()}.${pick(['a', 'b', '1', 'if', '_x'])}`;
    case 5: return `${e()}(${repeat(Math.floor(random() * 3), () => pick([e, () => `k=${e()}`, () => `*${e()}`, () => `**${e()}`, () => `${e()} for x in y`])()).join(', ')}${pick(['', ','])})`;
    case 6: return `${e()}[${pick([e, () => `${e()}:${e()}`, () => ':', () => '::2', () => `${e()}, ${e()}`, () => ''])()}]`;
    case 7: return `${pick(['[', '(', '{'])}${e()} ${pick(['async ', ''])}for ${pick(['x', 'x, y', '(x, y)', '*x', '1', 'x.a'])} in ${e()}${pick(['', ' if x', ' if x if y'])}${pick([']', ')', '}'])}`;
    case 8: return `lambda ${pick(['', 'x', 'x, y', 'x=1', '*a', '**k', 'x, /', '*, x', 'x=1, y'])}: ${e()}`;
    case 9: return `(${e()})`;
    case 10: return `{${e()}: ${e()} for x in y}`;
    case 11: return `${e()} if ${e()} else ${e()}`;
    case 12: return `(yield ${pick(['', 'x', 'from x'])})`;
    default: return `[${e()}, ${e()}]`;
  }
}

function mutate(text) {
  if (text.length === 0 || !chance(0.25)) return text;
  const at = Math.floor(random() * text.length);
  switch (Math.floor(random() * 4)) {
    case 0: return text.slice(0, at) + text.slice(at + 1);
    case 1: return text.slice(0, at) + pick(['[', ']', '{', '}', '(', ')', ',', ':', '"', "'", '\\', ' ', '\n', '#', '0', 'e', '.', '-', 'x', 'j', '\u00e9']) + text.slice(at);
    case 2: return text.slice(0, at);
    default: return text.slice(at);
  }
}

const EDGE_JSON = [
  '', ' ', '[', '[1,', '[1', '[1 2]', '{', '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a":1,}', '[1,]', '{1:2}', '"abc', '"a\\', '"a\\x"',
  '"\\u12"', '"\\u1234', '"\\ud83d\\ude00', '"\\ud83d\\u', '"\\ud83d\\u0041"', '"\\ud83d\\"', '01', '-', '1.', '1e+', '-Inf', '[1]x',
  '\ufeff1', ' \x0c1', '1\x0b', '[-]', '{"a" 1}', '[1}', '{"a":1]', '1E5', '-0', '-0.0', '1e400', '"\x7f"', '{"a":1,"a":2,"b":3,"a":4}',
  '[' + '['.repeat(200) + ']'.repeat(200) + ']', '9'.repeat(4300), '-' + '9'.repeat(4301), '"\\u0014"', '["\\ud800"]', '[NaN,Infinity,-Infinity]',
];
const EDGE_LITERAL = [
  '  1', '\t1', '\n1', '\n  1', ' \n 1', '1\n', '1 # c', '1,\n2', '(1,\n2)', '1 \\\n+2j', '\x0c1', '\x0c  1', '01', '00', '0_0', '1_', '09.5', '09',
  '01j', '0x1j', '1e5j', '1.j', '.5', '1.', "b'\\777'", "'\\777'", "b'\\400'", "'\\x4'", "b'\\u1234'", "'\\q'", "'''a\r\nb'''", "'a\0'", "b'é'",
  "'a' b'b'", "f'a'", "f'{'", "f'}'", "f'{}'", "f'{{}}'", "f'{x!r:>{w}}'", "rb'\\n'", "ur'a'", "r'\\''", "r'\\'", '{[1]: 2}', '{1: foo, [2]: 3}', '{[1]: 2, 3: foo}',
  '[{[1]:2}, x.y]', '[{[1]:2}, x.]', '{{1}}', '{(1,[2])}', '{1, 2, 1.0, True}', '{True: 1, 1: 2, 1.0: 3}', '{-0.0: 1, 0: 2}', '{0j: 1, 0: 2, False: 3}',
  '{(1,2): 1, (1.0, 2.0): 2}', '{"a": 1, b"a": 2}', '-1+2j', '1-0j', '-0j', '-0.0-0j', '+1j', '1+2', '2j+1', 'True+1j', '(1)+(2j)', '--1', '1+-2j',
  '1' + '0'.repeat(400) + '+1j', '1e400-1e400j', 'set()', '(set)()', 'set([])', '...', '()', '(1,)', '[1,]', '{1,}', '{,}', '{**a}', '{"a":1,**b}',
  '{[1]: 2, **a}', '[*a]', '('.repeat(200) + ')'.repeat(200), '('.repeat(201) + ')'.repeat(201), '-'.repeat(2983) + '1', '-'.repeat(2984) + '1',
  '-'.repeat(5976) + '1', '['.repeat(150) + '-'.repeat(1626) + '1' + ']'.repeat(150), '1' + '+1j'.repeat(2984), '\ufeff1', '"a', "'''a", '[1', '1]', '(]',
  '1 2', '1;2', "'\\\n'", '# c\n1', '[ｓｅｔ()]', '[1,\x0b2]', '1\\', '{x, [2]}', '{[2], x}', '[{"name": "f", "arguments": {"a": true}}]',
  "[{'name': 'f', 'arguments': {'a': True}}]", "{'tools': ['f'], 'arguments': {'f': {}}}", '1if 1else 2', '1abc', '0b12', '0o8', '0x',
  '1\\\n', '1\\\n ', '1 \\\n \\\n', 'f"{x!r}"', 'f"{x!z}"', 'f"{x=}"', 'f"{x==1}"', 'f"{x!=1}"', 'f"{x:{w}}"', 'f"{x:{w:{z}}}"', 'f"{a b}"',
  'f"{#}"', "f\"{x['}']}\"", 'f"{ }"', 'f"{x!}"', 'f"{x:}"', 'f"{(x:=1)}"', 'f"{x:=1}"', 'f"{{x}}}"', 'f"{x}}"', 'f"{lambda:1}"', 'f"{yield}"',
  'f"{*x}"', 'f"{x,y}"', 'f"{x!r }"', 'f"{x =}"', 'f"\\N{EM DASH}{x}"', 'rf"\\N{x}"', 'f"{x:{{}}}"', 'f"{x:a{y!r}b}"', '[{[1]: 2}, f"{a b}"]',
  '[{[1]: 2}, f"{a}"]', "rf'''\\N{EM DASH}'''", '(*x)', '[{[1]: 2}, (*x)]',
  '{'.repeat(150) + '}'.repeat(150), '{{'.repeat(60) + '1' + '}}'.repeat(60), '{1: {2: {3: {4}}}}', '{x := 1: 2}', '{(x := 1): 2}', '{*a: 1}', '{(*a,): 1}', '{lambda x: 1: 2}',
  "{'a': (1, [2])}", "{(1, (2, [3])): 4}", "[1, 2\n, 3]", "(yield)", "[x async for x in y]", "a[1:2, ::3]", "f(*a, **k, x=1)", "not not 1",
];

// ---------- run ----------
const cases = [];
for (const text of EDGE_JSON) cases.push({ mode: 'json', text });
for (const text of EDGE_LITERAL) cases.push({ mode: 'literal', text });
for (let i = 0; i < COUNT; i++) {
  const r = random();
  if (r < 0.4) cases.push({ mode: 'json', text: mutate(`${jsonSpace()}${jsonValue(0)}${jsonSpace()}`) });
  else if (r < 0.5) cases.push({ mode: 'literal', text: mutate(jsonValue(0)) });
  else if (r < 0.65) cases.push({ mode: 'literal', text: `${pick(['[{[1]: 2}, ', '({(): {}}, ', '[{(1, [2]): 3}, '])}${pyExpr(0)}${pick([']', ')'])}` });
  else cases.push({ mode: 'literal', text: mutate(`${chance(0.1) ? pick([' ', '\t', '\n']) : ''}${litValue(0)}${chance(0.1) ? pick([' # end', '\n', ', 1']) : ''}`) });
}
// Floats: repr of random doubles, checked through dumps.
for (let i = 0; i < COUNT / 5; i++) {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setUint32(0, Math.floor(random() * 2 ** 32));
  bits.setUint32(4, Math.floor(random() * 2 ** 32));
  const x = bits.getFloat64(0);
  if (Number.isFinite(x)) cases.push({ mode: 'json', text: `[${x.toExponential().replace('e+', 'e')}]` });
}

const PYTHON = String.raw`
import ast, json, sys, warnings
warnings.simplefilter('ignore')
def canon(v):
    t = type(v)
    if v is None: return 'N'
    if v is ...: return 'E'
    if t is bool: return 'T' if v else 'F'
    if t is int: return 'i' + hex(v)
    if t is float: return 'f' + repr(v)
    if t is complex: return 'c' + repr(v.real) + ',' + repr(v.imag)
    if t is str: return 's' + json.dumps(v)
    if t is bytes: return 'b' + v.hex()
    if t is tuple: return 't[' + ','.join(map(canon, v)) + ']'
    if t is list: return 'l[' + ','.join(map(canon, v)) + ']'
    if t is set: return 'S[' + ','.join(sorted(map(canon, v))) + ']'
    if t is dict: return 'd{' + ','.join(canon(k) + ':' + canon(x) for k, x in v.items()) + '}'
    raise Exception(t)
def plain_repr(v):
    # repr is compared only without sets (hash order) and without surrogates (JavaScript joins them).
    t = type(v)
    if t is set: return False
    if t is str: return not any(0xd800 <= ord(c) <= 0xdfff for c in v)
    if t in (list, tuple): return all(map(plain_repr, v))
    if t is dict: return all(plain_repr(k) and plain_repr(x) for k, x in v.items())
    return True
def value(v):
    out = {'ok': True, 'canon': canon(v)}
    try: out['dumps'] = 'ok:' + json.dumps(v, ensure_ascii=True, separators=(',', ':'))
    except (TypeError, ValueError) as e: out['dumps'] = type(e).__name__ + ':' + str(e)
    if plain_repr(v):
        try: out['repr'] = repr(v)
        except ValueError: pass
    return out
results = []
for case in json.load(sys.stdin):
    try:
        if case['mode'] == 'json':
            results.append(value(json.loads(case['text'])))
        else:
            results.append(value(ast.literal_eval(case['text'])))
    except json.JSONDecodeError as e:
        results.append({'ok': False, 'error': 'JSONDecodeError', 'msg': e.msg, 'pos': e.pos})
    except SyntaxError as e:
        results.append({'ok': False, 'error': 'SyntaxError', 'msg': str(e)})
    except UnicodeError as e:
        # A lone surrogate in the source: a ValueError, which the reference catches like the others.
        results.append({'ok': False, 'error': 'ValueError', 'msg': type(e).__name__ + ': ' + str(e)})
    except Exception as e:
        results.append({'ok': False, 'error': type(e).__name__, 'msg': str(e)})
json.dump(results, sys.stdout, ensure_ascii=True)
`;
const python = spawnSync('python3', ['-c', PYTHON], { input: JSON.stringify(cases), maxBuffer: 1 << 30, encoding: 'utf8' });
if (python.status !== 0) {
  console.error(python.stderr);
  process.exit(2);
}
const expected = JSON.parse(python.stdout);

const asciiJson = (s) => JSON.stringify(s).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
function canon(v) {
  switch (v.kind) {
    case 'none': return 'N';
    case 'ellipsis': return 'E';
    case 'bool': return v.value ? 'T' : 'F';
    case 'int': return v.value < 0n ? `i-0x${(-v.value).toString(16)}` : `i0x${v.value.toString(16)}`;
    case 'float': return 'f' + pyFloatRepr(v.value);
    case 'complex': return `c${pyFloatRepr(v.real)},${pyFloatRepr(v.imag)}`;
    case 'str': return 's' + asciiJson(v.value);
    case 'bytes': return 'b' + Array.from(v.value, (b) => b.toString(16).padStart(2, '0')).join('');
    case 'tuple': return `t[${v.items.map(canon).join(',')}]`;
    case 'list': return `l[${v.items.map(canon).join(',')}]`;
    case 'set': return `S[${v.items.map(canon).sort(pyStringOrder).join(',')}]`;
    case 'dict': return `d{${v.entries.map(([k, x]) => `${canon(k)}:${canon(x)}`).join(',')}}`;
  }
}
function pyStringOrder(a, b) {
  // Python sorts str by code point; canon strings are ASCII, so UTF-16 order is the same.
  return a < b ? -1 : a > b ? 1 : 0;
}

function actualJson(text) {
  const r = parsePyJson(text);
  const shifted = parsePyJson(`<<${text}>>`, 2, 2 + text.length);
  const skip = skipPyJsonValue(text, 0);
  const problems = [];
  // The same text inside a longer line must give the same answer, with offsets moved by 2.
  if (r.ok !== shifted.ok || (!r.ok && (r.message !== shifted.message || r.offset + 2 !== shifted.offset))) problems.push('offset-shifted parse differs');
  if (r.ok && shifted.ok && (shifted.value.start !== r.value.start + 2 || shifted.value.end !== r.value.end + 2)) problems.push('shifted spans differ');
  if (!text.startsWith('\ufeff')) {
    if (r.ok && skip !== r.value.end) problems.push(`skip ended at ${JSON.stringify(skip)}, value ends at ${r.value.end}`);
    const loose = skipPyJsonValue(text, 0, text.length, 'structure');
    if (r.ok && loose !== r.value.end) problems.push(`structure skip ended at ${JSON.stringify(loose)}, value ends at ${r.value.end}`);
    if (!r.ok && r.message === 'Extra data' && typeof skip !== 'number') problems.push(`skip failed (${skip.message}) where only extra data follows`);
    if (!r.ok && r.message !== 'Extra data' && (typeof skip === 'number' || skip.message !== r.message || skip.offset !== r.offset)) {
      problems.push(`skip gave ${JSON.stringify(skip)} where parse failed with ${r.message} at ${r.offset}`);
    }
  }
  if (r.ok) return { outcome: valueOutcome(r.value), problems };
  const error = /^Exceeds the limit/.test(r.message) ? 'ValueError' : /^maximum recursion/.test(r.message) ? 'RecursionError' : 'JSONDecodeError';
  return { outcome: { ok: false, error, msg: r.message, pos: r.offset }, problems };
}
function valueOutcome(v) {
  const d = dumpsCompactAscii(v);
  return { ok: true, canon: canon(v), dumps: d.ok ? `ok:${d.text}` : `${d.pythonError}:${d.reason}`, repr: pyRepr(v) };
}
function actualLiteral(text) {
  const r = parsePyLiteralDetailed(text);
  if (r.ok) return { outcome: valueOutcome(r.value), problems: [] };
  return { outcome: { ok: false, error: r.pythonError, msg: r.message }, problems: [] };
}

// Python counts code points, we count UTF-16 units.
const utf16Offset = (text, codePoints) => Array.from(text).slice(0, codePoints).join('').length;

let mismatches = 0;
let knownGaps = 0;
let depthDependent = 0;
const byMode = { json: 0, literal: 0 };
const shown = [];
cases.forEach((c, i) => {
  byMode[c.mode]++;
  const want = expected[i];
  let got;
  try {
    got = c.mode === 'json' ? actualJson(c.text) : actualLiteral(c.text);
  } catch (e) {
    got = { outcome: { ok: false, error: `CRASH ${e?.stack ?? e}` }, problems: [] };
  }
  const diffs = [...got.problems];
  const have = got.outcome;
  if (want.ok !== have.ok) diffs.push(`python ${want.ok ? 'ok ' + want.canon : want.error + ' ' + want.msg}, ours ${have.ok ? 'ok ' + have.canon : have.error + ' ' + have.msg}`);
  else if (want.ok) {
    if (want.canon !== have.canon) diffs.push(`value: python ${want.canon} ours ${have.canon}`);
    if (want.dumps !== have.dumps) diffs.push(`dumps: python ${want.dumps} ours ${have.dumps}`);
    if (want.repr !== undefined && want.repr !== have.repr) diffs.push(`repr: python ${want.repr} ours ${have.repr}`);
  } else {
    if (want.error !== have.error) diffs.push(`error: python ${want.error} (${want.msg}) ours ${have.error} (${have.msg})`);
    else if (c.mode === 'json' && want.error === 'JSONDecodeError' && (want.msg !== have.msg || utf16Offset(c.text, want.pos) !== have.pos)) {
      diffs.push(`error: python ${want.msg} at ${want.pos}, ours ${have.msg} at ${have.pos}`);
    } else if (want.error === 'TypeError' && !have.msg.startsWith(`TypeError: ${want.msg}`)) diffs.push(`message: python ${want.msg} ours ${have.msg}`);
  }
  if (diffs.length === 0) return;
  if (c.mode === 'literal' && !have.ok && /\\N\{\.\.\.\}/.test(have.msg ?? '')) {
    knownGaps++;
    return;
  }
  // Python's limit on tree depth counts the caller's stack frames, which differ between this script and the reference.
  if (c.mode === 'literal' && (want.error === 'RecursionError') !== (have.error === 'RecursionError') && c.text.length > 2900) {
    depthDependent++;
    return;
  }
  mismatches++;
  if (shown.length < SHOW) shown.push(`${c.mode} ${JSON.stringify(c.text).slice(0, 300)}\n    ${diffs.join('\n    ')}`);
});
for (const s of shown) console.log(s);
console.log(
  `checked ${cases.length} cases (${byMode.json} json.loads, ${byMode.literal} ast.literal_eval; each also through json.dumps and repr when Python gave a value): ` +
    `${mismatches} mismatches, ${knownGaps} known gaps (\\N{...} escapes, which we decline), ` +
    `${depthDependent} at Python's tree-depth limit (which depends on the caller's stack depth)`,
);
process.exit(mismatches === 0 ? 0 : 1);
