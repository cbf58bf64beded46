import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../components/layouts/content-page';

export const Route = createFileRoute('/pages/terms')({
  component: () => (
    <ContentPage title="Terms of Service">
      <p>These terms apply to everyone who uses Limelight: visitors, buyers, members, organizers and their teams.</p>
      <h2>Accounts</h2>
      <p>You are responsible for your account and for what happens under it. Keep your password to yourself; you can log out of a session at any time.</p>
      <h2>Selling on Limelight</h2>
      <p>
        Organizers sell in their own name and are responsible for their events, memberships, refund policies and the accuracy of what they publish. Fees are
        listed on the fees page.
      </p>
      <h2>Buying on Limelight</h2>
      <p>Tickets and memberships are sold by the organizer. Refunds follow the organizer's policy, shown with each event ('No refunds' when none are offered).</p>
      <h2>Content</h2>
      <p>You keep the rights to what you upload and give Limelight the permission needed to show it on the platform.</p>
    </ContentPage>
  ),
});
