import { sanitizeEmailHtml } from './sanitize';

describe('sanitizeEmailHtml', () => {
  it.each([
    ['keeps paragraphs and emphasis', '<p>Hello <strong>Ana</strong></p>', '<p>Hello <strong>Ana</strong></p>'],
    ['drops scripts', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['drops event handlers', '<img src="x.svg" onerror="alert(1)">', '<img src="x.svg">'],
    ['drops javascript: links', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['drops inline styles', '<p style="color:red">Hi</p>', '<p>Hi</p>'],
  ])('%s', (_case, html, expected) => {
    expect(sanitizeEmailHtml(html)).toBe(expected);
  });
});
