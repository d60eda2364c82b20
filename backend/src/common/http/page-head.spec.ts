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
    const html = await renderIndexWithHead(index, { type: 'profile', title: 'Ruby | Site', description: 'Ruby, 31.', image: 'http://x.test/a.webp' });

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
    const html = await renderIndexWithHead(index, { type: 'profile', title: '</title><script>x()</script>', description: '"><img src=x onerror=y>' });

    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=y&gt;"');
  });

  it('leaves the image out when the page has none', async () => {
    const html = await renderIndexWithHead(index, { type: 'profile', title: 'A', description: 'B' });
    expect(html).not.toContain('og:image');
  });
});
