import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateEventHandler } from './application/create-event/create-event.handler.js';
import { EventAccess, EventEditorResolver } from './application/event-access.js';
import { GetEventHandler } from './application/get-event/get-event.handler.js';
import { ListOwnerEventsHandler } from './application/list-owner-events/list-owner-events.handler.js';
import { ListCategoriesHandler } from './application/list-categories/list-categories.handler.js';
import { ListTicketsHandler } from './application/list-tickets/list-tickets.handler.js';
import { PublishEventHandler } from './application/publish-event/publish-event.handler.js';
import { UpdateEventHandler } from './application/update-event/update-event.handler.js';
import { EventsController } from './interface/http/events.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [EventsController],
  providers: [
    CreateEventHandler,
    UpdateEventHandler,
    PublishEventHandler,
    GetEventHandler,
    ListTicketsHandler,
    ListCategoriesHandler,
    ListOwnerEventsHandler,
    EventAccess,
    EventEditorResolver,
  ],
})
export class TicketingModule {}
