import { describe, expect, it } from 'vitest';
import { escapeHtml, withPreviewTags } from './share-page';

const SHELL = `<html>
  <head>
    <meta name="description" content="The app." />
    <title>RoomRemix</title>
  </head>
  <body><script type="module" src="/assets/app.js"></script></body>
</html>`;

const TAGS = {
  title: 'Den',
  description: 'Before and after.',
  url: 'https://roomremix.web.app/s/abc',
  imageUrl: 'https://roomremix.web.app/api/public/shares/abc/preview.jpg',
  imageWidth: 1200,
  imageHeight: 630,
};

describe('withPreviewTags', () => {
  it('replaces the title and description, adds the preview tags in the head and keeps the body', () => {
    const html = withPreviewTags(SHELL, TAGS);
    expect(html).toContain('<title>Den</title>');
    expect(html).not.toContain('The app.');
    expect(html).toContain('<meta name="description" content="Before and after." />');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta property="og:image" content="https://roomremix.web.app/api/public/shares/abc/preview.jpg" />',
    );
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<body><script type="module" src="/assets/app.js"></script></body>');
  });

  it('says summary without an image, and never emits an image tag', () => {
    const html = withPreviewTags(SHELL, { ...TAGS, imageUrl: null });
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it.each(['$&', '$`', "$'", '$$', '$<name>'])(
    'inserts a value holding the replacement pattern %s as written, not expanded',
    (pattern) => {
      const text = `a ${pattern} b`;
      const html = withPreviewTags(SHELL, {
        ...TAGS,
        title: text,
        description: text,
        url: `https://x.test/${pattern}`,
      });
      const escaped = escapeHtml(text);
      expect(html).toContain(`<title>${escaped}</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped}" />`);
      expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
      expect(html).toContain(`<meta property="og:url" content="${escapeHtml(`https://x.test/${pattern}`)}" />`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    },
  );

  it('escapes what the user wrote, so a title cannot open a tag or end an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co',
    );
    const html = withPreviewTags(SHELL, { ...TAGS, title: '"/><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
  });
});
