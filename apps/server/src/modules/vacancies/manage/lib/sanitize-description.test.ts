import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps what the editor makes: paragraphs, emphasis, lists, headings and quotes', () => {
    const html =
      '<h2>Team</h2><p>We <strong>ship</strong> <em>weekly</em>.</p><ul><li>Go</li></ul><blockquote>Hi</blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, styles, images, frames and event attributes', () => {
    expect(
      sanitizeDescription(
        '<p onclick="steal()" style="color:red">Hi<script>steal()</script><img src=x onerror=steal()><iframe src="https://evil.example"></iframe><style>p{}</style></p>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps web and mail links, opening them without passing the page on, and empties others', () => {
    const link = sanitizeDescription('<a href="https://example.com" target="_self" rel="opener">site</a>');
    expect(link).toMatch(/^<a [^>]*>site<\/a>$/);
    expect(link).toContain('href="https://example.com"');
    expect(link).toContain('rel="noopener nofollow ugc"');
    expect(link).toContain('target="_blank"');
    expect(link).not.toContain('_self');
    expect(sanitizeDescription('<a href="mailto:jobs@example.com">mail</a>')).toContain(
      'href="mailto:jobs@example.com"',
    );
    expect(sanitizeDescription('<a href="javascript:steal()">x</a>')).not.toContain('javascript');
    expect(sanitizeDescription('<a href="//evil.example">x</a>')).not.toContain('evil');
  });
});

describe('plainTextOf', () => {
  it('reads the words without markup, entities decoded, blocks separated', () => {
    expect(plainTextOf('<p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>', 100)).toBe('Fish & chips one two');
  });

  it('cuts at a word within the bound and marks the cut', () => {
    const text = plainTextOf(`<p>${'word '.repeat(100)}</p>`, 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('is empty for markup without words', () => {
    expect(plainTextOf('<p> </p><script>x</script>', 100)).toBe('');
  });
});
