import { createFileRoute } from '@tanstack/react-router';
import { ChooseOrganizer } from '../features/ticketing/components/choose-organizer';

export const Route = createFileRoute('/event/new')({ component: ChooseOrganizer });
