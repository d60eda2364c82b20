import type { ReactNode } from 'react';
import { SITE_NAME } from '../../config/env';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { sitePages } from 'contract';
import './legal.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  page: 'terms' | 'privacy';
  intro: ReactNode;
  sections: LegalSection[];
  /** A part after the numbered sections, with its own heading (the Privacy Policy's details on advertisers' data). */
  appendix?: ReactNode;
}

/** A legal page: numbered sections with a table of contents for keyboard and screen-reader users. */
export function LegalDocument({ page, intro, sections, appendix }: LegalDocumentProps) {
  useSitePageMeta(page);
  const { title } = sitePages(SITE_NAME)[page];
  const slug = (index: number) => `section-${index + 1}`;
  return (
    <div className="container page legal">
      <h1 className="page-title">{title}</h1>
      <div className="legal-intro">{intro}</div>
      <nav className="legal-toc card" aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${slug(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal-sections">
        {sections.map((section, index) => (
          <li key={section.title} id={slug(index)} className="legal-section">
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </li>
        ))}
      </ol>
      {appendix}
    </div>
  );
}
