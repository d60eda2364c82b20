import { Link } from 'react-router-dom';
import { QUICK_SEARCH_TERMS } from 'contract';
import './quick-search.css';

/** The sidebar of the home page and the directory: region and type shortcuts, and sign-up. */
export function QuickSearch() {
  return (
    <aside className="quick-search card" aria-labelledby="quick-search-title">
      <h2 id="quick-search-title" className="quick-search-title">
        QUICK SEARCH
      </h2>
      <ul>
        {QUICK_SEARCH_TERMS.map((term) => (
          <li key={term}>
            <Link to={`/directory?search=${encodeURIComponent(term)}`}>{term}</Link>
          </li>
        ))}
      </ul>
      <Link to="/signup" className="btn btn-primary btn-block">
        CREATE PROFILE
      </Link>
    </aside>
  );
}
