/** What a link preview of a share says (Open Graph and Twitter card tags). */
export interface SharePreviewTags {
  title: string;
  description: string;
  /** Absolute URLs: crawlers resolve nothing. */
  url: string;
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an HTML attribute or element: the title is the user's own words. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The tags, one per line, each value escaped. */
function previewTagLines(tags: SharePreviewTags): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    '<meta name="robots" content="noindex" />',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'RoomRemix'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    ...(tags.imageUrl
      ? [
          meta('property', 'og:image', tags.imageUrl),
          meta('property', 'og:image:width', String(tags.imageWidth)),
          meta('property', 'og:image:height', String(tags.imageHeight)),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image', tags.imageUrl),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
  ];
}

/**
 * The app's HTML with a share's preview tags: the page title and description replaced, the Open Graph and Twitter
 * tags and `noindex` added before `</head>`. Everything else (the scripts the app starts with) is left as it is.
 */
export function withPreviewTags(shell: string, tags: SharePreviewTags): string {
  const title = `<title>${escapeHtml(tags.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(tags.description)}" />`;
  const head = `    ${previewTagLines(tags).join('\n    ')}\n  </head>`;
  // Replacer functions, never replacement strings: those expand `$&`, `$'`, `` $` `` and `$$`, and a title (even
  // escaped: `'` becomes `&#39;`) may hold them.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
    .replace('</head>', () => head);
}
