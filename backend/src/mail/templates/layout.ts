export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailContent {
  productName: string;
  subject: string;
  greeting: string;
  /** Plain text paragraphs; escaped here, never treated as HTML. */
  paragraphs: string[];
  /** Text someone typed (a reply, the original message), shown as a quote with its line breaks. */
  quote?: { label: string; text: string };
  action?: { label: string; url: string };
  footer?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

/** One plain, readable layout for every email: an HTML part and the same words as text. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = content.footer ?? `You received this email from ${content.productName}.`;
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.productName)}</h1>`,
    htmlParagraph(content.greeting),
    ...content.paragraphs.map(htmlParagraph),
    content.quote
      ? `<p style="margin:0 0 4px;color:#666">${escapeHtml(content.quote.label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ddd;color:#444">${escapeHtml(content.quote.text).replace(/\r?\n/g, '<br>')}</blockquote>`
      : '',
    content.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#b3124e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#666">Or open this link: ${escapeHtml(content.action.url)}</p>`
      : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#888">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.quote ? [`${content.quote.label}\n${content.quote.text.replace(/^/gm, '> ')}`] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '--',
    footer,
  ].join('\n\n');
  return { subject: content.subject, html, text };
}
