import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../components/layouts/content-page';

export const Route = createFileRoute('/pages/fees')({
  component: () => (
    <ContentPage title="Fees">
      <h2>Tickets</h2>
      <p>
        Each paid ticket carries a fee of <strong>$0.69 + 1%</strong> of its price. Free tickets cost nothing. In-person card payments through a card
        reader carry no Limelight fee.
      </p>
      <p>For example, a $20.00 ticket carries a fee of $0.69 + $0.20 = $0.89.</p>
      <h2>Payouts</h2>
      <p>Payments go straight to the organizer's connected payment account: there is no wait on payouts. The card processor's own fee applies.</p>
      <h2>Where the fees go</h2>
      <p>33% of Limelight's fees go to the Universal Creator Income Fund.</p>
    </ContentPage>
  ),
});
