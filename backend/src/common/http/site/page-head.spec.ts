import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderIndexWithHead } from './page-head';

const INDEX = `<!doctype html>
<html>
  <head>
    <meta name="description" content="Default description." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Site" />
    <title>Site</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('renderIndexWithHead', () => {
  const index = join(mkdtempSync(join(tmpdir(), 'page-head-')), 'index.html');
  writeFileSync(index, INDEX);

  it('replaces the title and the default tags, and adds the ones the index lacks', async () => {
    const html = await renderIndexWithHead(index, { type: 'profile', title: 'Ruby | Site', description: 'Ruby, 31.', image: 'http://x.test/a.webp', indexable: true });

    expect(html).toContain('<title>Ruby | Site</title>');
    expect(html).toContain('<meta name="description" content="Ruby, 31." />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:title" content="Ruby | Site" />');
    expect(html).toContain('<meta property="og:description" content="Ruby, 31." />');
    expect(html).toContain('<meta property="og:image" content="http://x.test/a.webp" />');
    expect(html).not.toContain('Default description.');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what advertisers wrote, so it cannot become markup', async () => {
    const html = await renderIndexWithHead(index, {
      type: 'profile',
      title: '</title><script>x()</script>',
      description: '"><img src=x onerror=y>',
      canonicalUrl: 'http://x.test/profile/a"><b>',
      indexable: true,
    });

    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=y&gt;"');
    expect(html).toContain('<link rel="canonical" href="http://x.test/profile/a&quot;&gt;&lt;b&gt;" />');
  });

  it('leaves the image out when the page has none', async () => {
    const html = await renderIndexWithHead(index, { type: 'profile', title: 'A', description: 'B', indexable: true });
    expect(html).not.toContain('og:image');
  });

  it('writes the canonical link and og:url once, and the robots rule', async () => {
    const listed = await renderIndexWithHead(index, { type: 'website', title: 'A', description: 'B', canonicalUrl: 'https://x.test/escorts/otago', indexable: true });
    expect(listed).toContain('<link rel="canonical" href="https://x.test/escorts/otago" />');
    expect(listed).toContain('<meta property="og:url" content="https://x.test/escorts/otago" />');
    expect(listed).toContain('<meta name="robots" content="index, follow" />');
    expect(listed.match(/rel="canonical"/g)).toHaveLength(1);

    const unlisted = await renderIndexWithHead(index, { type: 'website', title: 'Sign In', description: 'B', indexable: false });
    expect(unlisted).toContain('<meta name="robots" content="noindex" />');
    expect(unlisted).not.toContain('rel="canonical"');
    expect(unlisted).not.toContain('og:url');
  });
});
