import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../components/layouts/content-page';

export const Route = createFileRoute('/pages/privacy')({
  component: () => (
    <ContentPage title="Privacy Policy">
      <h2>What we keep</h2>
      <ul>
        <li>Your account: name, username, e-mail address and a one-way hash of your password (never the password itself).</li>
        <li>Your sessions, stored as a one-way hash of their token, so a copy of our database opens no session.</li>
        <li>Your orders and memberships, and the answers you give at checkout.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        An organizer sees the orders and answers for their own events and memberships, and nothing of other organizers. Payment details are handled by the
        card processor and never stored by Limelight.
      </p>
      <h2>Cookies</h2>
      <p>One cookie keeps you logged in (for up to a year, or until you log out). It is not readable by scripts and is not sent by other sites' forms.</p>
    </ContentPage>
  ),
});
