import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ProfileGrid } from '../../components/ProfileGrid';
import { QuickSearch } from '../../components/QuickSearch';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { DIRECTORY_PAGE_SIZE } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { useDailyPickId } from '../../lib/daily-pick';
import { MEMBERSHIPS } from '../../lib/enums';
import { useRetry } from '../../lib/react-query';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { profilesQuery, useProfiles } from './api/get-profiles';
import { EMPTY_FILTERS, DirectoryFilters, hasActiveFilters, lastPage, parseFilters, Tier, toQueryString } from './filters';
import { FilterPanel } from './FilterPanel';
import { Pager } from './Pager';
import './directory.css';

export default function DirectoryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const applied = useMemo(() => parseFilters(new URLSearchParams(location.search)), [location.search]);
  const [draft, setDraft] = useState<DirectoryFilters>(applied);
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters({ ...applied, search: '', tier: '' }));
  const results = useProfiles(applied, DIRECTORY_PAGE_SIZE);
  const retry = useRetry(profilesQuery(applied, DIRECTORY_PAGE_SIZE).queryKey);
  const dailyPickId = useDailyPickId();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useDocumentMeta('Professional Directory', 'Search companions across New Zealand by location, age, nationality, availability and services.');

  // The URL wins: back/forward or a pasted link resets what the controls show.
  useEffect(() => {
    setDraft(applied);
  }, [applied]);

  const go = (filters: DirectoryFilters) => navigate({ pathname: '/directory', search: toQueryString(filters) });

  const search = (term?: string) => go({ ...draft, search: term ?? draft.search.trim(), page: 1 });
  const reset = () => {
    setDraft(EMPTY_FILTERS);
    navigate('/directory');
  };
  const changeTier = (tier: Tier) => go({ ...applied, tier, page: 1 });
  const changePage = (page: number) => {
    go({ ...applied, page });
    resultsRef.current?.focus();
  };

  const data = results.data;
  const pages = data ? lastPage(data.total, data.pageSize || DIRECTORY_PAGE_SIZE) : 1;
  // The answer for the filters in the URL, not the previous page still on screen while it loads.
  const current = results.isSuccess && !results.isPlaceholderData;

  // A pasted link past the end goes to the real last page.
  useEffect(() => {
    if (current && data && data.total > 0 && applied.page > pages) {
      navigate({ pathname: '/directory', search: toQueryString({ ...applied, page: pages }) }, { replace: true });
    }
  }, [current, data, applied, pages, navigate]);

  return (
    <div className="container page directory">
      <h1 className="page-title">Professional Directory</h1>
      <div className="with-sidebar">
        <QuickSearch />
        <section className="directory-main" aria-label="Search and results">
          <SearchBox value={draft.search} onChange={(value) => setDraft({ ...draft, search: value })} onSearch={search} />
          <div className="directory-toolbar">
            <div className="field membership-field">
              <label htmlFor="membership">Membership</label>
              <select id="membership" value={applied.tier} onChange={(event) => changeTier(event.target.value as Tier)}>
                {MEMBERSHIPS.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={filtersOpen}
              aria-controls="directory-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide Filters' : 'Show Filters'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={reset}>
              Reset
            </button>
          </div>
          <div id="directory-filters" className="directory-filters card" hidden={!filtersOpen}>
            <FilterPanel draft={draft} onChange={setDraft} />
            <div className="filter-actions">
              <button type="button" className="btn btn-primary" onClick={() => search()}>
                SEARCH
              </button>
              <button type="button" className="btn btn-ghost" onClick={reset}>
                Reset
              </button>
            </div>
          </div>

          <h2 className="results-heading" ref={resultsRef} tabIndex={-1}>
            {data && !results.isError ? `${data.total} ${data.total === 1 ? 'profile' : 'profiles'} found` : 'Results'}
          </h2>
          {results.isError && (
            <div className="alert alert-error" role="alert">
              {errorMessage(results.error, 'Failed to fetch profiles')}{' '}
              <button type="button" className="btn btn-sm btn-outline" onClick={retry}>
                Retry
              </button>
            </div>
          )}
          {results.isPending && <Spinner />}
          {data && !results.isError && (
            <div className={results.isFetching ? 'results loading' : 'results'} aria-busy={results.isFetching}>
              {data.items.length === 0 ? (
                <div className="empty-state card">
                  <p>No profiles found matching your criteria.</p>
                  <button type="button" className="btn btn-primary" onClick={reset}>
                    Clear Filters
                  </button>
                </div>
              ) : (
                <>
                  <ProfileGrid cards={data.items} dailyPickId={dailyPickId} label="Profiles" />
                  {/* The page on screen, not the one being fetched, so the pager never runs ahead of the cards. */}
                  <Pager page={data.page} lastPage={pages} onPage={changePage} />
                </>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
