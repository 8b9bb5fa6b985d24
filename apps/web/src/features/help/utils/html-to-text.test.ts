import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps the words of the text and drops tags and attributes', () => {
    const html =
      '<h2>Core charges</h2><p>See <a href="https://example.com/cores" target="_blank" rel="noopener noreferrer">the core list</a> ' +
      'and <img src="/help-icons/core.svg" alt="core icon"> the <strong>credit</strong> table.</p>';
    expect(htmlToText(html)).toBe('Core charges See the core list and the credit table.');
  });

  it('joins words split by inline tags and separates blocks, cells and breaks', () => {
    expect(htmlToText('<p><strong>Re</strong>turn</p><p>policy</p>')).toBe('Return policy');
    expect(htmlToText('<ul><li>pads</li><li>rotors</li></ul>line<br>two')).toBe(
      'pads rotors line two',
    );
    expect(htmlToText('<table><tr><td>BRK</td><td>QC1234</td></tr></table>')).toBe('BRK QC1234');
  });

  it('decodes entities, Spanish letters included', () => {
    expect(htmlToText('<p>Pol&iacute;tica &amp; devoluci&#243;n&nbsp;&#x00F1; &lt;b&gt;</p>')).toBe(
      'Política & devolución ñ <b>',
    );
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown; \uFFFD');
  });

  it('reads a quoted ">" in an attribute as part of the tag, and drops comments', () => {
    expect(htmlToText('<a title="a > b" href="/x">link</a><!-- <p>hidden</p> --> text')).toBe(
      'link text',
    );
  });

  it('drops the content of script and style elements', () => {
    expect(htmlToText('<style>p { color: red }</style><p>shown</p><script>hidden()</script>')).toBe(
      'shown',
    );
  });
});
