// Untrusted text escaped for where it goes shows exactly as it was there: in Markdown (rendered as
// hovers render it), in an HTML attribute, as a tab title.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countOf } from '../../../src/core/text/countOf';
import { attributeText, markdownInline, markdownText, titleText } from '../../../src/core/text/escape';
import { renderMarkdown, shownText } from '../../support/renderMarkdown';

const HOSTILE = [
  'multi_turn:instance_state_mismatch',
  '**bold** _under_ `code` ~~gone~~ [link](https://evil.example/x_y) ![img](x)',
  '<script>alert(1)</script> <img src=x onerror=alert(1)> &amp; &lt;',
  '# heading',
  '> quote',
  '- item',
  '+ item',
  '1. first',
  '2) second',
  '===',
  '| a | b |',
  '    four spaces would be code',
  '\tand a tab',
  'see https://example.com/a_b-c?d=1&e=2#f and www.example.org/x_y or mail me@example.com',
  'ftp://files.example.net/pub',
  'a\\_b \\ back\\slash',
  'line one\nline two',
  "it's \"quoted\" {braces} (parens)",
  'two  spaces ⏎  ⏎ kept',
];

describe('markdownText', () => {
  it('renders every hostile text as exactly that text: no markup, no link, no HTML', () => {
    for (const text of HOSTILE) {
      const html = renderMarkdown(markdownText(text));
      assert.doesNotMatch(html, /<(a|em|strong|code|s|del|h\d|blockquote|ul|ol|li|pre|table|img|script)\b/, `${text} -> ${html}`);
      // As a browser shows it: no-break spaces where white space would otherwise collapse.
      const expected = text
        .replace(/^[ \t]+/gm, (ws) => '\u00a0'.repeat(ws.replace(/\t/g, '    ').length))
        .replace(/ {2,}/g, (run) => ` ${'\u00a0'.repeat(run.length - 1)}`);
      assert.equal(shownText(html), expected, text);
    }
  });

  it('leaves a bare URL as text without a stray backslash, and breaks no word apart', () => {
    const url = 'https://example.com/a_b';
    assert.equal(markdownText(url), 'https\\://example.com/a\\_b');
    assert.equal(shownText(renderMarkdown(markdownText(url))), url);
    // Single spaces stay spaces: screen readers and the accessible view read no `&nbsp;`.
    assert.equal(markdownText('Failed: multi_turn:empty_turn_model_response.'), 'Failed: multi\\_turn:empty\\_turn\\_model\\_response.');
    assert.doesNotMatch(markdownText('a  b\tc'), /&nbsp;/);
  });

  it('keeps leading white space as no-break spaces, so it never becomes a code block', () => {
    assert.equal(markdownText('  two'), '\u00a0\u00a0two');
    assert.equal(markdownText('\tx'), '\u00a0\u00a0\u00a0\u00a0x');
  });
});

describe('markdownInline', () => {
  it('escapes inline markup and bare links of text set inside other Markdown, and nothing a line start would need', () => {
    assert.equal(markdownInline('0.1.0'), '0.1.0');
    assert.equal(markdownInline('- not a list here'), '- not a list here');
    const cell = 'Salesforce_Llama-xLAM see https://x.example/a_b';
    assert.equal(markdownInline(cell), 'Salesforce\\_Llama-xLAM see https\\://x.example/a\\_b');
    assert.equal(shownText(renderMarkdown(`| ${markdownInline(cell)} |\n| --- |`)).trim(), cell);
  });
});

describe('attributeText', () => {
  it('escapes what would end or open an attribute', () => {
    assert.equal(attributeText(`"><svg onload='x'>&`), '&quot;&gt;&lt;svg onload=&#39;x&#39;&gt;&amp;');
    assert.equal(attributeText("default-src 'none'"), 'default-src &#39;none&#39;');
  });
});

describe('titleText', () => {
  it('keeps a case id whole as a tab title, whatever it holds', () => {
    assert.equal(titleText('multi_turn_base_0'), 'multi_turn_base_0');
    assert.equal(titleText('case/<script>'), 'case\u2215<script>');
    assert.equal(titleText('a\\b'), 'a\u29f5b');
    assert.equal(titleText('line\nbreak'), 'line\ufffdbreak');
    assert.equal(titleText('..'), '\u2024\u2024');
    assert.equal(titleText(''), '\u2205');
  });
});

describe('countOf', () => {
  it('says 1 case and 0 or 2 cases', () => {
    assert.equal(countOf(1, 'case'), '1 case');
    assert.equal(countOf(0, 'case'), '0 cases');
    assert.equal(countOf(2, 'case'), '2 cases');
    assert.equal(countOf(1, 'category', 'categories'), '1 category');
    assert.equal(countOf(3, 'category', 'categories'), '3 categories');
  });
});
