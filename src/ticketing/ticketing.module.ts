import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateEventHandler } from './application/create-event/create-event.handler.js';
import { CollaboratingProfileResolver, EventAccess, EventDoorResolver, EventEditorResolver, EventTeamResolver } from './application/event-access.js';
import { ListEventTicketTypesHandler } from './application/list-event-ticket-types/list-event-ticket-types.handler.js';
import { ReplaceTicketTypesHandler } from './application/replace-ticket-types/replace-ticket-types.handler.js';
import { AddEventDateHandler } from './application/add-event-date/add-event-date.handler.js';
import { RemoveEventDateHandler } from './application/remove-event-date/remove-event-date.handler.js';
import { ListTeachingsHandler } from './application/list-teachings/list-teachings.handler.js';
import { AddTeachingHandler } from './application/add-teaching/add-teaching.handler.js';
import { UpdateTeachingHandler } from './application/update-teaching/update-teaching.handler.js';
import { RemoveTeachingHandler } from './application/remove-teaching/remove-teaching.handler.js';
import { LeaveEventHandler } from './application/leave-event/leave-event.handler.js';
import { EventTicketsController } from './interface/http/event-tickets.controller.js';
import { EventTeamController } from './interface/http/event-team.controller.js';
import { GetEventHandler } from './application/get-event/get-event.handler.js';
import { ListOwnerEventsHandler } from './application/list-owner-events/list-owner-events.handler.js';
import { ListCategoriesHandler } from './application/list-categories/list-categories.handler.js';
import { ListTicketsHandler } from './application/list-tickets/list-tickets.handler.js';
import { PublishEventHandler } from './application/publish-event/publish-event.handler.js';
import { UpdateEventHandler } from './application/update-event/update-event.handler.js';
import { EventsController } from './interface/http/events.controller.js';
import { TicketingCheckoutCatalog } from './application/checkout-catalog.service.js';
import { CheckoutCatalog } from './contracts/checkout-catalog.js';
import { CheckoutOfferCache } from './application/ports/checkout-offer-cache.port.js';
import { PostgresCheckoutOfferCache } from './infrastructure/postgres-checkout-offer-cache.adapter.js';
import { Inventory } from './contracts/inventory.js';
import { EventStaff } from './contracts/event-staff.js';
import { TicketingEventStaff } from './application/event-staff.service.js';
import { PostgresInventory } from './infrastructure/postgres-inventory.adapter.js';
import { EventCreatorsController } from './interface/http/event-creators.controller.js';
import { EventAssistant } from './application/ports/event-assistant.port.js';
import { LocalEventAssistant } from './infrastructure/local-event-assistant.adapter.js';
import { EventCreatorOwnerResolver } from './application/event-assistant/conversations.js';
import { AnswerEventCreator } from './application/event-assistant/answer-event-creator.js';
import { EventCreatorReplies } from './application/ports/event-creator-replies.port.js';
import { InProcessEventCreatorReplies } from './infrastructure/in-process-event-creator-replies.adapter.js';
import { EventRepository } from './application/ports/event-repository.port.js';
import { MikroOrmEventRepository } from './infrastructure/mikro-orm-event-repository.adapter.js';
import { EventCreatorRepository } from './application/ports/event-creator-repository.port.js';
import { MikroOrmEventCreatorRepository } from './infrastructure/mikro-orm-event-creator-repository.adapter.js';
import { PromoCodeRepository } from './application/ports/promo-code-repository.port.js';
import { PostgresPromoCodeRepository } from './infrastructure/postgres-promo-code-repository.adapter.js';
import { TicketingQueries } from './application/ports/ticketing-queries.port.js';
import { PostgresTicketingQueries } from './infrastructure/postgres-ticketing-queries.adapter.js';
import { TicketDates } from './contracts/ticket-dates.js';
import { OwnerEvents } from './contracts/owner-events.js';
import { MikroOrmOwnerEvents } from './infrastructure/mikro-orm-owner-events.adapter.js';
import { PostgresTicketDates } from './infrastructure/postgres-ticket-dates.adapter.js';
import { MemberTickets } from './contracts/member-tickets.js';
import { PostgresMemberTickets } from './infrastructure/postgres-member-tickets.adapter.js';
import { StartEventCreatorHandler } from './application/start-event-creator/start-event-creator.handler.js';
import { GetEventCreatorHandler } from './application/get-event-creator/get-event-creator.handler.js';
import { SendEventCreatorMessageHandler } from './application/send-event-creator-message/send-event-creator-message.handler.js';
import { ListPublicEventCategoriesHandler, ListPublicEventsHandler } from './application/list-public-events/list-public-events.handler.js';
import { PublicEvents } from './contracts/public-events.js';
import { TicketingPublicEvents } from './application/public-events.service.js';
import { PublicEventsController } from './interface/http/public-events.controller.js';
import { Clock, SystemClock } from '../shared/clock.js';
import { PromoCodesController } from './interface/http/promo-codes.controller.js';
import { ListPromoCodesHandler } from './application/list-promo-codes/list-promo-codes.handler.js';
import { GetPromoCodeHandler } from './application/get-promo-code/get-promo-code.handler.js';
import { CreatePromoCodeHandler } from './application/create-promo-code/create-promo-code.handler.js';
import { ImportPromoCodesHandler } from './application/import-promo-codes/import-promo-codes.handler.js';
import { UpdatePromoCodeHandler } from './application/update-promo-code/update-promo-code.handler.js';
import { DeletePromoCodeHandler } from './application/delete-promo-code/delete-promo-code.handler.js';
import { CalendarController } from './interface/http/calendar.controller.js';
import { ListCalendarEventsHandler } from './application/list-calendar-events/list-calendar-events.handler.js';
import { GetCalendarFeedHandler } from './application/get-calendar-feed/get-calendar-feed.handler.js';
import { CalendarFeedWriter } from './application/ports/calendar-feed-writer.port.js';
import { IcalGeneratorFeedWriter } from './infrastructure/ical-generator-feed-writer.adapter.js';
import { CustomUserListsController } from './interface/http/custom-user-lists.controller.js';
import { CustomUserListRepository } from './application/ports/custom-user-list-repository.port.js';
import { PostgresCustomUserListRepository } from './infrastructure/postgres-custom-user-list-repository.adapter.js';
import { CustomUserListOwnerResolver, CustomUserListUserOwnerResolver, CustomUserListUsersOwnerResolver } from './application/custom-user-list-owners.js';
import { ListCustomUserListsHandler } from './application/list-custom-user-lists/list-custom-user-lists.handler.js';
import { GetCustomUserListHandler } from './application/get-custom-user-list/get-custom-user-list.handler.js';
import { CreateCustomUserListHandler } from './application/create-custom-user-list/create-custom-user-list.handler.js';
import { RenameCustomUserListHandler } from './application/rename-custom-user-list/rename-custom-user-list.handler.js';
import { DeleteCustomUserListHandler } from './application/delete-custom-user-list/delete-custom-user-list.handler.js';
import { ListCustomUserListUsersHandler } from './application/list-custom-user-list-users/list-custom-user-list-users.handler.js';
import { RemoveCustomUserListUserHandler } from './application/remove-custom-user-list-user/remove-custom-user-list-user.handler.js';
import { AddCustomUserListUsersHandler } from './application/add-custom-user-list-users/add-custom-user-list-users.handler.js';
import { SeatingController } from './interface/http/seating.controller.js';
import { SeatingFeed } from './application/ports/seating-feed.port.js';
import { PostgresSeatingFeed } from './infrastructure/postgres-seating-feed.adapter.js';
import { SeatRepository } from './application/ports/seat-repository.port.js';
import { PostgresSeatRepository } from './infrastructure/postgres-seat-repository.adapter.js';
import { SeatMoves } from './contracts/seat-moves.js';
import { PostgresSeatMoves } from './infrastructure/postgres-seat-moves.adapter.js';
import { SeatingSnapshots } from './application/seating-snapshot/seating-snapshots.service.js';
import { GetSeatingSnapshotHandler } from './application/seating-snapshot/get-seating-snapshot.handler.js';
import { GetBestAvailableSeatsHandler } from './application/seating-snapshot/get-best-available-seats.handler.js';
import { WatchSeatChangesHandler } from './application/seating-snapshot/watch-seat-changes.handler.js';
import { ListEventSeatsHandler } from './application/event-seats/list-event-seats.handler.js';
import { BlockSeatsHandler } from './application/event-seats/block-seats.handler.js';

import { SeatChartsController } from './interface/http/seat-charts.controller.js';
import { EventSeatingController } from './interface/http/event-seating.controller.js';
import { SeatChartRepository } from './application/ports/seat-chart-repository.port.js';
import { PostgresSeatChartRepository } from './infrastructure/postgres-seat-chart-repository.adapter.js';
import { SeatChartOwnerResolver } from './application/seat-chart-owners.js';
import { ListSeatChartsHandler } from './application/list-seat-charts/list-seat-charts.handler.js';
import { GetSeatChartHandler } from './application/get-seat-chart/get-seat-chart.handler.js';
import { CreateSeatChartHandler } from './application/create-seat-chart/create-seat-chart.handler.js';
import { UpdateSeatChartHandler } from './application/update-seat-chart/update-seat-chart.handler.js';
import { DeleteSeatChartHandler } from './application/delete-seat-chart/delete-seat-chart.handler.js';
import { GetEventSeatingHandler } from './application/get-event-seating/get-event-seating.handler.js';
import { SetEventSeatingHandler } from './application/set-event-seating/set-event-seating.handler.js';

/** Global, so checkout (and accounts, for public events) reaches the inventory, catalog, staff and ticket dates facades through contracts without importing this module. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [EventsController, EventCreatorsController, EventTicketsController, EventTeamController, PublicEventsController, CalendarController, PromoCodesController, CustomUserListsController, SeatingController, SeatChartsController, EventSeatingController],
  providers: [
    { provide: EventRepository, useClass: MikroOrmEventRepository },
    { provide: EventCreatorRepository, useClass: MikroOrmEventCreatorRepository },
    { provide: PromoCodeRepository, useClass: PostgresPromoCodeRepository },
    { provide: TicketingQueries, useClass: PostgresTicketingQueries },
    { provide: CalendarFeedWriter, useClass: IcalGeneratorFeedWriter },
    CreateEventHandler,
    UpdateEventHandler,
    PublishEventHandler,
    GetEventHandler,
    ListTicketsHandler,
    ListCategoriesHandler,
    ListOwnerEventsHandler,
    EventAccess,
    EventEditorResolver,
    EventTeamResolver,
    EventDoorResolver,
    CollaboratingProfileResolver,
    ListEventTicketTypesHandler,
    ReplaceTicketTypesHandler,
    AddEventDateHandler,
    RemoveEventDateHandler,
    ListTeachingsHandler,
    AddTeachingHandler,
    UpdateTeachingHandler,
    RemoveTeachingHandler,
    LeaveEventHandler,
    { provide: CheckoutCatalog, useClass: TicketingCheckoutCatalog },
    { provide: CheckoutOfferCache, useClass: PostgresCheckoutOfferCache },
    { provide: Inventory, useClass: PostgresInventory },
    StartEventCreatorHandler,
    GetEventCreatorHandler,
    SendEventCreatorMessageHandler,
    AnswerEventCreator,
    { provide: EventCreatorReplies, useClass: InProcessEventCreatorReplies },
    EventCreatorOwnerResolver,
    { provide: EventAssistant, useClass: LocalEventAssistant },
    { provide: EventStaff, useClass: TicketingEventStaff },
    { provide: TicketDates, useClass: PostgresTicketDates },
    { provide: OwnerEvents, useClass: MikroOrmOwnerEvents },
    { provide: MemberTickets, useClass: PostgresMemberTickets },
    ListPublicEventsHandler,
    ListPublicEventCategoriesHandler,
    ListCalendarEventsHandler,
    GetCalendarFeedHandler,
    ListPromoCodesHandler,
    GetPromoCodeHandler,
    CreatePromoCodeHandler,
    ImportPromoCodesHandler,
    UpdatePromoCodeHandler,
    DeletePromoCodeHandler,
    { provide: CustomUserListRepository, useClass: PostgresCustomUserListRepository },
    CustomUserListOwnerResolver,
    CustomUserListUsersOwnerResolver,
    CustomUserListUserOwnerResolver,
    ListCustomUserListsHandler,
    GetCustomUserListHandler,
    CreateCustomUserListHandler,
    RenameCustomUserListHandler,
    DeleteCustomUserListHandler,
    ListCustomUserListUsersHandler,
    RemoveCustomUserListUserHandler,
    AddCustomUserListUsersHandler,
    { provide: SeatChartRepository, useClass: PostgresSeatChartRepository },
    SeatChartOwnerResolver,
    ListSeatChartsHandler,
    GetSeatChartHandler,
    CreateSeatChartHandler,
    UpdateSeatChartHandler,
    DeleteSeatChartHandler,
    GetEventSeatingHandler,
    SetEventSeatingHandler,
    { provide: PublicEvents, useClass: TicketingPublicEvents },
    { provide: Clock, useClass: SystemClock },
    { provide: SeatingFeed, useClass: PostgresSeatingFeed },
    { provide: SeatRepository, useClass: PostgresSeatRepository },
    { provide: SeatMoves, useClass: PostgresSeatMoves },
    SeatingSnapshots,
    GetSeatingSnapshotHandler,
    GetBestAvailableSeatsHandler,
    WatchSeatChangesHandler,
    ListEventSeatsHandler,
    BlockSeatsHandler,
  ],
  exports: [CheckoutCatalog, Inventory, EventStaff, TicketDates, OwnerEvents, MemberTickets, PublicEvents, SeatMoves],
})
export class TicketingModule {}
