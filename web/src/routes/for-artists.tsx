import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { MarketingTabs } from '../components/marketing/marketing-tabs';
import { artistsTabs } from '../components/marketing/tabs';

export const Route = createFileRoute('/for-artists')({
  component: function ForArtistsLayout() {
    const { pathname } = useLocation();
    return (
      <MarketingTabs label="For artists" tabs={artistsTabs} pathname={pathname}>
        <Outlet />
      </MarketingTabs>
    );
  },
});
