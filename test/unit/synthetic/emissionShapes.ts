// Names the shape of every emission in a result file (formats-bfcl.md §2.3 and §8), so tests can
// check that a generated run shows all of them.

export const EXPECTED_SHAPES = [
  'error line', 'xLAM JSON-array text', '"[]" text', 'prompt-mode call list', 'prose with a call glued on',
  'several call lists with # comments', 'API call dicts', 'parallel API calls', '"{}" arguments',
  'list of strings', 'empty list', 'bare string', 'empty string', 'null', 'fenced ```json block',
  '<tool_call> tags', 'Python-literal call dicts', 'control character', 'curly contraction',
  'force-quit turn of 21 steps', 'reasoning_content', '✅', '✓', '→', '’', '—',
] as const;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function textShapes(text: string): string[] {
  const shapes: string[] = [];
  if (text === '') shapes.push('empty string');
  else if (text === '[]') shapes.push('"[]" text');
  else if (text.startsWith('[{"name": ')) shapes.push('xLAM JSON-array text');
  else if (text.startsWith("[{'name': ")) shapes.push('Python-literal call dicts');
  else if (text.startsWith('```json')) shapes.push('fenced ```json block');
  else if (text.includes('<tool_call>')) shapes.push('<tool_call> tags');
  else if (/^\[[A-Za-z_]\w*\(/.test(text) && /\]# /.test(text) && text.includes('\n[')) shapes.push('several call lists with # comments');
  else if (/^\[[A-Za-z_]\w*\(/.test(text)) shapes.push('prompt-mode call list');
  else if (/[^\s]\[[A-Za-z_]\w*\(.*\)\]$/.test(text)) shapes.push('prose with a call glued on');
  else shapes.push('bare string');
  if (CONTROL.test(text)) shapes.push('control character');
  if (/can\u2019t|I\u2019ll/.test(text)) shapes.push('curly contraction');
  return shapes;
}

export function emissionShapes(value: unknown): string[] {
  if (value === null) return ['null'];
  if (typeof value === 'string') return textShapes(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return ['empty list'];
    if (value.every((v) => typeof v === 'string')) return ['list of strings', ...value.flatMap((v: string) => (CONTROL.test(v) ? ['control character'] : []))];
    if (value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v))) {
      const shapes = ['API call dicts'];
      if (value.length > 1) shapes.push('parallel API calls');
      if (value.some((d) => Object.values(d as object).includes('{}'))) shapes.push('"{}" arguments');
      return shapes;
    }
  }
  return ['other'];
}

/** Every shape found in the lines of result files. */
export function shapesOfResultLines(lines: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of lines) {
    const line = JSON.parse(text) as { result: unknown; traceback?: string; reasoning_content?: unknown; inference_log?: unknown };
    for (const mark of ['✅', '✓', '→', '’', '—']) if (text.includes(mark)) found.add(mark);
    if (typeof line.result === 'string') {
      if (line.result.startsWith('Error during inference: ') && typeof line.traceback === 'string') found.add('error line');
      continue;
    }
    if (line.reasoning_content !== undefined) found.add('reasoning_content');
    for (const turn of line.result as unknown[][]) {
      if (turn.length === 21 && text.includes('Model has been forced to quit after 20 steps.')) found.add('force-quit turn of 21 steps');
      for (const emission of turn) for (const shape of emissionShapes(emission)) found.add(shape);
    }
  }
  return found;
}
