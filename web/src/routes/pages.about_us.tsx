import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../components/layouts/content-page';

export const Route = createFileRoute('/pages/about_us')({
  component: () => (
    <ContentPage title="About Limelight">
      <p>
        Limelight is economic infrastructure for the arts: an open platform where artists, venues and organisations sell event tickets and recurring
        memberships, publish videos and understand what their audience does.
      </p>
      <p>Visitors discover events, follow the creators they care about and buy tickets and memberships directly from them.</p>
      <h2>What we stand for</h2>
      <ul>
        <li>Low, plain fees: $0.69 + 1% per ticket, and zero fees on in-person card payments.</li>
        <li>Payouts straight to the creator, with no wait.</li>
        <li>An open API, signed real-time webhooks and reports an analyst can query directly.</li>
        <li>33% of our fees fund the Universal Creator Income Fund.</li>
      </ul>
    </ContentPage>
  ),
});
