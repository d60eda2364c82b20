interface PagerProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

export function Pager({ page, lastPage, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager-status" aria-current="page">
        Page {page} of {lastPage}
      </span>
      <button type="button" className="btn btn-outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
