import { type DirectorySort, placeOfPath, placePage, type PlacePageText } from 'contract';
import { FormEvent, ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import NotFoundPage from '../../components/NotFoundPage';
import { ProfileGrid } from '../../components/ProfileGrid';
import { QuickSearch } from '../../components/QuickSearch';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { DIRECTORY_PAGE_SIZE } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { useDailyPickId } from '../../lib/daily-pick';
import { MEMBERSHIPS } from '../../lib/enums';
import { useRetry } from '../../lib/react-query';
import { useDocumentMeta, useSitePageMeta } from '../../lib/use-document-meta';
import { profilesQuery, useProfiles } from './api/get-profiles';
import { directoryLocation, EMPTY_FILTERS, DirectoryFilters, hasActiveFilters, lastPage, parseFilters, resultsHeading, Tier } from './filters';
import { FilterPanel } from './FilterPanel';
import { Pager } from './Pager';
import { SORT_LABELS } from './sorts';
import './directory.css';

/**
 * /directory, and the landing pages /escorts/:region and /escorts/:region/:town: the same
 * directory, pre-filtered to the place, with the place's own title, heading and canonical link.
 */
export default function DirectoryPage() {
  const { region, town } = useParams();
  if (region === undefined) return <Directory />;
  const place = placeOfPath(region.toLowerCase(), town?.toLowerCase());
  if (!place) return <NotFoundPage />;
  return <Directory key={`${place.region.slug}/${place.town ?? ''}`} landing={{ ...placePage(place.region, place.town), region: place.region.slug, town: town?.toLowerCase() }} />;
}

const RESET_FORM = 'directory-reset';

/**
 * Reset and Clear Filters: with JavaScript they clear the filters in place; without it they submit an
 * empty form to /directory, which is the same address.
 */
function ResetButton({ onReset, primary = false, children }: { onReset(): void; primary?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      form={RESET_FORM}
      className={primary ? 'btn btn-primary' : 'btn btn-ghost'}
      onClick={(event) => {
        event.preventDefault();
        onReset();
      }}
    >
      {children}
    </button>
  );
}

function DirectoryMeta() {
  useSitePageMeta('directory');
  return null;
}

function LandingMeta({ page }: { page: PlacePageText }) {
  useDocumentMeta(page.title, page.description, { canonicalPath: page.path, indexable: true });
  return null;
}

function Directory({ landing }: { landing?: PlacePageText & { region: string; town?: string } }) {
  const location = useLocation();
  const navigate = useNavigate();
  const landingRegion = landing?.region;
  const landingTown = landing?.town;
  const applied = useMemo(
    () => parseFilters(new URLSearchParams(location.search), landingRegion === undefined ? undefined : { region: landingRegion, town: landingTown }),
    [location.search, landingRegion, landingTown],
  );
  const [draft, setDraft] = useState<DirectoryFilters>(applied);
  // The panel opens on what the visitor chose in it; a landing page's own place does not count.
  const [filtersOpen, setFiltersOpen] = useState(() =>
    hasActiveFilters({ ...applied, search: '', tier: '', sort: 'recommended', ...(landing ? { region: '', town: '' } : {}) }),
  );
  const results = useProfiles(applied, DIRECTORY_PAGE_SIZE);
  const retry = useRetry(profilesQuery(applied, DIRECTORY_PAGE_SIZE).queryKey);
  const dailyPickId = useDailyPickId();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // The URL wins: back/forward or a pasted link resets what the controls show.
  useEffect(() => {
    setDraft(applied);
  }, [applied]);

  // A place has one address: a pasted /directory?region=... moves to its landing page.
  useEffect(() => {
    if (!landing && applied.region) navigate(directoryLocation(applied), { replace: true });
  }, [landing, applied, navigate]);

  const go = (filters: DirectoryFilters) => navigate(directoryLocation(filters));

  // The field's own text: what the visitor sees, even when typed before the page's script had run.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? draft.search);
    go({ ...draft, search: term.trim(), page: 1 });
  };
  const reset = () => {
    setDraft(EMPTY_FILTERS);
    navigate('/directory');
  };
  const changeTier = (tier: Tier) => go({ ...applied, tier, page: 1 });
  const changeSort = (sort: DirectorySort) => go({ ...applied, sort, page: 1 });
  const pageLocation = (page: number) => directoryLocation({ ...applied, page });
  const focusResults = () => resultsRef.current?.focus();

  const data = results.data;
  const pages = data ? lastPage(data.total, data.pageSize || DIRECTORY_PAGE_SIZE) : 1;
  // The answer for the filters in the URL, not the previous page still on screen while it loads.
  const current = results.isSuccess && !results.isPlaceholderData;

  // A pasted link past the end goes to the real last page.
  useEffect(() => {
    if (current && data && data.total > 0 && applied.page > pages) {
      navigate(directoryLocation({ ...applied, page: pages }), { replace: true });
    }
  }, [current, data, applied, pages, navigate]);

  return (
    <div className="container page directory">
      {landing ? <LandingMeta page={landing} /> : <DirectoryMeta />}
      <h1 className="page-title">{landing ? landing.heading : 'Professional Directory'}</h1>
      {landing && <p className="directory-lead">{landing.description}</p>}
      <div className="with-sidebar">
        <QuickSearch />
        <section className="directory-main" aria-label="Search and results">
          {/*
            One form of the directory's address: its controls carry the query's names, so without JavaScript
            (or before it has run) SEARCH, the search button or Enter loads /directory?… rendered by the server,
            which sends a chosen region on to its landing page. With it the submit is the site's own navigation.
          */}
          <form className="directory-form" method="get" action="/directory" onSubmit={submit}>
            <SearchBox value={draft.search} onChange={(value) => setDraft({ ...draft, search: value })} />
            <div className="directory-toolbar">
              <div className="field membership-field">
                <label htmlFor="membership">Membership</label>
                <select id="membership" name="tier" value={applied.tier} onChange={(event) => changeTier(event.target.value as Tier)}>
                  {MEMBERSHIPS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field sort-field">
                <label htmlFor="sort">Sort by</label>
                <select id="sort" name="sort" value={applied.sort} onChange={(event) => changeSort(event.target.value as DirectorySort)}>
                  {Object.entries(SORT_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn btn-outline filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls="directory-filters"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {filtersOpen ? 'Hide Filters' : 'Show Filters'}
              </button>
              <ResetButton onReset={reset}>Reset</ResetButton>
            </div>
            <div id="directory-filters" className="directory-filters card" hidden={!filtersOpen}>
              <FilterPanel draft={draft} onChange={setDraft} />
              <div className="filter-actions">
                <button type="submit" className="btn btn-primary">
                  SEARCH
                </button>
                <ResetButton onReset={reset}>Reset</ResetButton>
              </div>
            </div>
          </form>
          {/* What the Reset buttons submit without JavaScript: nothing, to /directory. */}
          <form id={RESET_FORM} method="get" action="/directory" hidden />

          <h2 className="results-heading" ref={resultsRef} tabIndex={-1}>
            {data && !results.isError ? resultsHeading(data) : 'Results'}
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
                  <ResetButton primary onReset={reset}>
                    Clear Filters
                  </ResetButton>
                </div>
              ) : (
                <>
                  <ProfileGrid cards={data.items} dailyPickId={dailyPickId} label="Profiles" />
                  {/* The page on screen, not the one being fetched, so the pager never runs ahead of the cards. */}
                  <Pager page={data.page} lastPage={pages} pageLocation={pageLocation} onPage={focusResults} />
                </>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
