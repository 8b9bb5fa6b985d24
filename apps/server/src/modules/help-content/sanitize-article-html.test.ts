import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html';

describe('sanitizeArticleHtml', () => {
  it('keeps ordinary article markup as it is', async () => {
    const article =
      '<h2>Returning a core</h2><p>Bring the <strong>old part</strong> and the <em>invoice</em>.' +
      '<br>Ask at the counter.</p><ol start="2"><li>One</li><li>Two</li></ol><ul><li>A</li></ul>' +
      '<table><thead><tr><th align="left">Part</th></tr></thead><tbody><tr><td>Starter</td></tr>' +
      '</tbody></table><pre><code>PC000123</code></pre><blockquote><p>Note</p></blockquote><hr>' +
      '<p><a href="/help/article/return-policy">Return policy</a> ' +
      '<a href="https://www.example.com/warranty">Warranty</a> ' +
      '<a href="mailto:support@procounter.example">Mail</a> <a href="tel:18005550142">Call</a></p>' +
      '<p><img src="/help-icons/box.svg" alt="Box"><img src="https://cdn.example.com/a.png" alt="A"></p>';
    expect(await sanitizeArticleHtml(article)).toBe(article);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an onerror handler', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png">'],
    ['an onclick handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a disguised javascript: link', '<a href=" JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    [
      'a data: link',
      '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
      '<a>x</a>',
    ],
    ['a data: image', '<p><img src="data:image/png;base64,iVBORw0KGgo=">ok</p>', '<p>ok</p>'],
    [
      'an svg with onload',
      '<svg onload="alert(1)"><circle r="4"></circle></svg><p>ok</p>',
      '<p>ok</p>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    [
      'an object and an embed',
      '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>',
      '<p>ok</p>',
    ],
    [
      'a form',
      '<form action="https://evil.example"><input name="password"></form><p>ok</p>',
      '<p>ok</p>',
    ],
    [
      'a style tag and attribute',
      '<style>body{display:none}</style><p style="color:red">ok</p>',
      '<p>ok</p>',
    ],
    ['classes and ids', '<p class="mantine-Modal" id="root">ok</p>', '<p>ok</p>'],
  ])('removes %s', async (_what, html, expected) => {
    expect(await sanitizeArticleHtml(html)).toBe(expected);
  });

  it('gives a link that opens a new window rel="noopener noreferrer"', async () => {
    expect(
      await sanitizeArticleHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    // A named window is a new window too.
    expect(await sanitizeArticleHtml('<a href="/help" target="help">x</a>')).toBe(
      '<a href="/help" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeArticleHtml('<a href="/help" target="_self">x</a>')).toBe(
      '<a href="/help">x</a>',
    );
  });
});
