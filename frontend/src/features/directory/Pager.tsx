import { Link, type To } from 'react-router-dom';

interface PagerProps {
  page: number;
  lastPage: number;
  /** The address of a page of these results. */
  pageLocation(page: number): To;
  /** After a page link is followed (the results take the focus). */
  onPage(): void;
}

/** Real links, so the pages can be followed (and crawled) before or without the site's script. */
function PageLink({ to, label, onPage }: { to: To | null; label: string; onPage(): void }) {
  if (!to) {
    return (
      <span className="btn btn-outline" aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link to={to} className="btn btn-outline" onClick={onPage}>
      {label}
    </Link>
  );
}

export function Pager({ page, lastPage, pageLocation, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <PageLink to={page > 1 ? pageLocation(page - 1) : null} label="Previous" onPage={onPage} />
      <span className="pager-status" aria-current="page">
        Page {page} of {lastPage}
      </span>
      <PageLink to={page < lastPage ? pageLocation(page + 1) : null} label="Next" onPage={onPage} />
    </nav>
  );
}
