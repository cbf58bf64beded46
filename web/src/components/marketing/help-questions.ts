export type HelpAudience = 'buyers' | 'organizers';

export interface HelpQuestion {
  id: string;
  audience: HelpAudience;
  question: string;
  answer: string;
  /** A page of the site that goes further. */
  link?: { label: string; href: string };
}

export const helpAudiences: { key: HelpAudience; title: string }[] = [
  { key: 'buyers', title: 'Buying tickets and memberships' },
  { key: 'organizers', title: 'Organizing events and memberships' },
];

/** The help center's questions, by audience, in reading order. */
export const helpQuestions: readonly HelpQuestion[] = [
  {
    id: 'buy-tickets',
    audience: 'buyers',
    question: 'How do I buy tickets?',
    answer:
      'Open the event page and choose In-person or Streaming tickets. If the event has several dates, pick yours first. Select the tickets, enter your name and e-mail, then pay by card. Tickets are held for you while you check out: 14 minutes to choose and 9 minutes to pay.',
    link: { label: 'Explore events', href: '/discover/featured' },
  },
  {
    id: 'fee-at-checkout',
    audience: 'buyers',
    question: 'Why is there a fee on my ticket?',
    answer:
      'Each paid ticket carries the Limelight fee of $0.69 + 1% of its price, shown beside the price before you pay. Free tickets carry no fee. A third of the fee goes to the Universal Creator Income Fund, which pays income to creators.',
    link: { label: 'Fees', href: '/pages/fees' },
  },
  {
    id: 'find-tickets',
    audience: 'buyers',
    question: 'Where are my tickets?',
    answer:
      'We e-mail your tickets as soon as the order is complete. When you are logged in, My Tickets in the user menu lists them for upcoming and past events. Each ticket has its QR code, the date and time in the event’s time zone, the venue and a Download PDF button.',
    link: { label: 'My orders', href: '/my_orders' },
  },
  {
    id: 'entry',
    audience: 'buyers',
    question: 'What do I show at the door?',
    answer:
      'Show the QR code of each ticket on your phone or printed from the PDF. The door staff scan it with the Limelight check-in app; each ticket lets one person in once.',
  },
  {
    id: 'refunds',
    audience: 'buyers',
    question: 'Can I get a refund?',
    answer:
      'Refunds are set by the organizer of each event. If the event allows them, open your ticket in My Tickets and choose Refund; the money goes back to the card you paid with. Tickets marked No refunds cannot be refunded from Limelight: contact the organizer.',
  },
  {
    id: 'transfer',
    audience: 'buyers',
    question: 'Can I give my ticket to someone else?',
    answer:
      'If the organizer allows transfers, choose Transfer on the ticket in My Tickets and enter the new holder’s name and e-mail. The ticket moves to them and stops working for you. Tickets marked non-transferable cannot be moved.',
  },
  {
    id: 'streaming',
    audience: 'buyers',
    question: 'How do I watch a streamed event?',
    answer:
      'Buy a Streaming ticket. After checkout, View Stream takes you to the broadcast, which plays in any modern browser. Keep the link to yourself: it is signed for your ticket.',
  },
  {
    id: 'memberships-join',
    audience: 'buyers',
    question: 'How do memberships work?',
    answer:
      'Artists and venues offer membership tiers on their profile. Members pay monthly or yearly by card and get the tier’s benefits: member-only tickets, discounts at checkout, free tickets and members-only videos. Your memberships are listed under My Tickets, Subscriptions.',
  },
  {
    id: 'memberships-cancel',
    audience: 'buyers',
    question: 'How do I cancel or update my membership?',
    answer:
      'Open My Tickets, then Subscriptions, and choose Manage on the membership: you can change your card or cancel there. A cancelled membership keeps its benefits until the end of the period you paid for.',
  },
  {
    id: 'follow',
    audience: 'buyers',
    question: 'What happens when I follow an artist or venue?',
    answer:
      'Press Follow on their profile or event page (you will be asked to log in first). You then get a notification in the bell of the top navigation each time they publish an event. Press Following to stop.',
  },
  {
    id: 'account',
    audience: 'buyers',
    question: 'Do I need an account?',
    answer:
      'You need an account to follow profiles, keep your tickets and memberships in one place and get notifications. Sign up with your name, a username, your e-mail and a password from Log in / Sign up in the top navigation.',
    link: { label: 'Log in or sign up', href: '/auth' },
  },
  {
    id: 'create-event',
    audience: 'organizers',
    question: 'How do I create an event?',
    answer:
      'Choose Create An Event. Describe your event to Jaan, our AI assistant, or use the simple form: choose whether you or one of your organizations hosts it, add the dates, venue, description and tickets, and save a draft. Drafts are hidden from the public until you press Publish Event.',
    link: { label: 'Create An Event', href: '/event/new' },
  },
  {
    id: 'organization',
    audience: 'organizers',
    question: 'Should I sell as myself or as an organization?',
    answer:
      'Sell as yourself for personal projects. For a venue, company or collective, create an organization: it has its own profile, events, payouts and reports, and you can add team members with their own logins to help run it.',
    link: { label: 'Create an organization', href: '/schools/new' },
  },
  {
    id: 'organizer-fees',
    audience: 'organizers',
    question: 'What does Limelight cost?',
    answer:
      'No monthly fee and no contract. Each paid ticket carries $0.69 + 1% of its price, paid by the buyer on top of your price; free tickets cost nothing, and card payments you take in person with a card reader carry no Limelight fee. The card processor’s own fee applies. 33% of our fees go to the Universal Creator Income Fund.',
    link: { label: 'Fees', href: '/pages/fees' },
  },
  {
    id: 'payouts',
    audience: 'organizers',
    question: 'When do I get paid?',
    answer:
      'There is no wait: each payment goes straight to your own Stripe account as it is made, and Stripe pays it out to your bank on your Stripe schedule. Connect your account under Manage, Settings, Payouts before you put paid tickets on sale.',
  },
  {
    id: 'ticket-types',
    audience: 'organizers',
    question: 'What kinds of tickets can I sell?',
    answer:
      'In-person and streaming tickets, free or paid, with their own capacity, sales dates and descriptions; reserved seats from a seating chart; member-only tickets and member discounts; secret promo codes; and an optional donation at checkout.',
  },
  {
    id: 'check-in',
    audience: 'organizers',
    question: 'How do I check people in?',
    answer:
      'Open Check-in from the event’s Manage buttons (or from its guest list) on your phone. Scan each ticket’s QR code with the camera, or find the guest by name, e-mail or order; a check-in can be undone. Scans made while the connection drops are kept on the phone and sent when it is back. From the guest list you can also add guests, and take card payments at the door with a card reader.',
  },
  {
    id: 'refund-orders',
    audience: 'organizers',
    question: 'How do I refund an order?',
    answer:
      'Find the order under Manage, Reporting, Orders and refund its tickets; the buyer is refunded to the card they paid with. Set whether buyers may refund their own tickets in the event’s settings.',
  },
  {
    id: 'memberships-setup',
    audience: 'organizers',
    question: 'How do I offer memberships?',
    answer:
      'Connect payouts, then open Manage, Memberships. Create tiers with a price and a monthly or yearly period, add benefits (discounts, free tickets, member-only tickets) and publish them on your profile, or keep the membership private and share its link.',
    link: { label: 'Memberships for artists', href: '/for-artists' },
  },
  {
    id: 'webhooks',
    audience: 'organizers',
    question: 'How do webhooks work?',
    answer:
      'Under Manage, Developer Zone, add an HTTPS address and choose the events it receives: orders, tickets (issued, cancelled, refunded, checked in, transferred) and memberships. Each delivery is signed with your endpoint’s secret following the Standard Webhooks scheme and retried when your server does not answer; the log shows every delivery and its response.',
  },
  {
    id: 'reports',
    audience: 'organizers',
    question: 'Where do I see my sales?',
    answer:
      'Manage, Reporting shows revenue by day and event, every order, your patrons with their history and a live activity feed. Each list can be exported to CSV.',
  },
  {
    id: 'ucif',
    audience: 'organizers',
    question: 'What is the Universal Creator Income Fund?',
    answer:
      'A fund that receives 33% of Limelight’s fees and pays income to creators. Nothing extra is charged for it: the share comes out of our fee.',
    link: { label: 'Universal Creator Income Fund', href: '/ucif' },
  },
];

/** Lower case without accents, so 'cafe' finds 'Café'. */
export const foldForSearch = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The questions whose question or answer holds every word typed (accents and case ignored); all of them for an empty query. */
export function searchHelp(questions: readonly HelpQuestion[], query: string): HelpQuestion[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return questions.filter((entry) => {
    const text = foldForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
