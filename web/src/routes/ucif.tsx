import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../components/layouts/content-page';

export const Route = createFileRoute('/ucif')({
  component: () => (
    <ContentPage title="Universal Creator Income Fund">
      <p>A third of every fee Limelight earns goes to the Universal Creator Income Fund: 33% of the $0.69 + 1% charged on each ticket.</p>
      <p>
        The fund pays income to creators, so every ticket bought on Limelight supports the artists who make the work, and the preservation of the cultural
        heritage they carry on.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>Every paid ticket and membership on Limelight adds to the fund.</li>
        <li>The share is fixed: 33% of fees, whatever the event.</li>
        <li>Patrons pay nothing extra: the share comes out of Limelight's fee.</li>
      </ul>
    </ContentPage>
  ),
});
