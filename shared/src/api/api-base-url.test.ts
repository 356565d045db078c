import { resolveApiBaseUrl } from './api-base-url';

function pageWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('host');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'api-base-url';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('resolveApiBaseUrl', () => {
  it('defaults to /api when the host page names no API', () => {
    expect(resolveApiBaseUrl(pageWithMeta(null))).toBe('/api');
  });

  it('uses the api-base-url meta of the host page, without a trailing slash', () => {
    expect(resolveApiBaseUrl(pageWithMeta('https://api.example.com/api/'))).toBe('https://api.example.com/api');
  });

  it('ignores an empty meta', () => {
    expect(resolveApiBaseUrl(pageWithMeta('  '))).toBe('/api');
  });
});
