import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from './-search-page';
import { validateSearchParams } from './-search-params';

export const Route = createFileRoute('/search')({
  validateSearch: validateSearchParams,
  component: function SearchRoute() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    // Typing replaces the history entry (one per search, not per pause); pages are entries of their own.
    return <SearchPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: next.query !== search.query })} />;
  },
});
