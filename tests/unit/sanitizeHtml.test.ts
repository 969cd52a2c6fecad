import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/components/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting, lists and links', () => {
    const html = '<p>Close to <strong>the N1</strong></p><ul><li>Parking</li></ul><a href="https://example.com/x">map</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">go</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('>go</a>');
  });

  it('drops frames, forms and styles', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form><style>body{display:none}</style>ok',
    );
    expect(clean).toBe('ok');
  });

  it('makes links that open a new tab unable to reach back through window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
