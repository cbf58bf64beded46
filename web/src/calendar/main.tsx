import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../lib/api/fetch-client';
import { CalendarApp } from './calendar-app';
import './calendar.css';

// The embeddable calendar is a page of its own (web/calendar.html): none of the app's shell, router or management code.
createRoot(document.getElementById('calendar')!).render(
  <StrictMode>
    <CalendarApp pathname={window.location.pathname} search={window.location.search} client={createApiClient()} now={new Date()} />
  </StrictMode>,
);
