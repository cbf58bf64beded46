import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { MarketingTabs } from '../components/marketing/marketing-tabs';
import { venuesTabs } from '../components/marketing/tabs';

export const Route = createFileRoute('/for-venues-and-event-creators')({
  component: function ForVenuesLayout() {
    const { pathname } = useLocation();
    return (
      <MarketingTabs label="For venues and event creators" tabs={venuesTabs} pathname={pathname}>
        <Outlet />
      </MarketingTabs>
    );
  },
});
