import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { EVENT_THEMES, QUESTION_FIELD_TYPES, type EventTheme } from '../../domain/event-rules.js';

export class IdResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

export class CategoryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class EventOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}

export class CollaboratorResponse extends EventOwnerResponse {
  @ApiProperty({ format: 'uuid', description: 'The collaboration, for removing oneself' }) teachingId!: string;
  @ApiProperty() canManage!: boolean;
}

export class EventDateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) doorTime!: string | null;
  @ApiProperty() past!: boolean;
  @ApiProperty() soldOut!: boolean;
}

export class MemberDiscountResponse {
  @ApiProperty({ format: 'uuid' }) benefitId!: string;
  @ApiProperty({ description: "The benefit's name" }) name!: string;
  @ApiProperty({ description: 'Minor units, after the benefit' }) price!: number;
  @ApiProperty({ description: 'Minor units, after the benefit' }) fee!: number;
  @ApiProperty({ description: 'price + fee' }) cost!: number;
  @ApiProperty({ description: 'What the benefit takes off price and fee together' }) discount!: number;
}

export class MembershipDiscountResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Fixed amount off each ticket, minor units' }) amount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) percentageValue!: number | null;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ type: [String], format: 'uuid' }) ticketIds!: string[];
  @ApiProperty({ enum: ['all', 'categories', 'tickets'] }) discountScope!: 'all' | 'categories' | 'tickets';
  @ApiProperty() available!: boolean;
}

export class TicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ enum: ['in-person', 'online'] }) attendance!: 'in-person' | 'online';
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Minor units' }) price!: number;
  @ApiProperty({ description: '$0.69 + 1% per ticket, minor units' }) fee!: number;
  @ApiProperty({ description: 'price + fee' }) cost!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() available!: number;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) startsSalesAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsSalesAt!: string | null;
  @ApiProperty() timezone!: string;
  @ApiProperty({ enum: ['secret', 'member', 'list', 'other'] }) visibilityScope!: 'secret' | 'member' | 'list' | 'other';
  @ApiProperty({ enum: ['Admission', 'Add on'] }) category!: 'Admission' | 'Add on';
  @ApiProperty({
    enum: ['on_sale', 'sold_out', 'not_yet_on_sale', 'sales_closed', 'payments_not_set_up', 'members_only'],
    enumName: 'TicketStatus',
    description: "'members_only': a members-only ticket the viewer may not buy",
  })
  status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "'Sold out', 'Available from {date}', 'Pre-sales closed', 'Ask organizer to setup payments', 'This ticket is only for members'",
  })
  statusLabel!: string | null;
  @ApiProperty({ type: [String], format: 'uuid', description: 'Members-only tickets: the membership tiers whose members may buy them' }) membershipTierIds!: string[];
  @ApiProperty({ type: () => MemberDiscountResponse, nullable: true, description: "One ticket priced with the viewer's best member benefit that still covers it" })
  memberDiscount!: MemberDiscountResponse | null;
  @ApiProperty({ type: String, nullable: true, description: "'Benefit Exhausted' when the viewer's member benefits cover the ticket but are used up" })
  benefitLabel!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'List tickets: the share code that unlocked the row; null when the viewer is on one of its lists, and on other tickets' })
  customUserListsCode!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "List tickets: how many tickets a listed buyer's share code buys others (null: no share codes)" })
  initialQuantityPerCode!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'List tickets unlocked by a share code: the tickets left on it; null otherwise' }) quantityPerCode!: number | null;
  @ApiProperty({ type: [Number], description: "Reserved seating: the categories of the event's seat chart it sells (whole numbers, zeros dropped); on a seated date it is sold through the chart" })
  seatsCategoryKeys!: number[];
}

export class DonationResponse {
  @ApiProperty({ required: false }) includeAutomatically?: boolean;
  @ApiProperty({ required: false }) title?: string;
  @ApiProperty({ required: false }) description?: string;
  @ApiProperty({ required: false, description: 'Minor units' }) suggestedAmount?: number;
}

export class CheckoutQuestionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ enum: QUESTION_FIELD_TYPES, enumName: 'QuestionFieldType' }) fieldType!: 'TEXT' | 'SHORT_TEXT' | 'TERMS' | 'DROPDOWN';
  @ApiProperty() required!: boolean;
  @ApiProperty({ required: false, description: 'DROPDOWN: the options, one per line or comma separated; TERMS: the terms text' }) content?: string;
  @ApiProperty({ type: [String], required: false, description: 'Ticket type ids the question applies to; absent means every ticket' }) onlyForTickets?: string[];
}

export class BannerMessageResponse {
  @ApiProperty() type!: string;
  @ApiProperty() message!: string;
  @ApiProperty() color!: string;
  @ApiProperty() dismissible!: boolean;
  @ApiProperty({ required: false }) ctaText?: string;
  @ApiProperty({ required: false }) ctaUrl?: string;
}

class NextEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

class FinalEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) doorTime!: string | null;
}

class LocationResponse {
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
}

export class EventTrackingResponse {
  @ApiProperty({ type: String, nullable: true, example: 'G-ABC123XYZ' }) googleAnalyticsId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '123456789012345' }) metaPixelId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'GTM-5XK2Q9' }) googleTagManagerContainerId!: string | null;
}

export class EventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) description!: string;
  @ApiProperty({ type: String, nullable: true }) poster!: string | null;
  @ApiProperty({ type: String, nullable: true }) posterUploadId!: string | null;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty({ type: [String] }) imageUploadIds!: string[];
  @ApiProperty({ type: String, nullable: true }) videoUrl!: string | null;
  @ApiProperty() timezone!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) startsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) doorTime!: string | null;
  @ApiProperty({ type: NextEventResponse, nullable: true }) nextEvent!: NextEventResponse | null;
  @ApiProperty({ type: FinalEventResponse, nullable: true }) finalEvent!: FinalEventResponse | null;
  @ApiProperty() futureEventCount!: number;
  @ApiProperty({ type: [EventDateResponse] }) dates!: EventDateResponse[];
  @ApiProperty({ enum: ['tba', 'other'] }) locationSetting!: 'tba' | 'other';
  @ApiProperty({ type: LocationResponse }) location!: LocationResponse;
  @ApiProperty({ type: CategoryResponse, nullable: true }) category!: CategoryResponse | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: EventOwnerResponse }) owner!: EventOwnerResponse;
  @ApiProperty({ type: [CollaboratorResponse] }) collaborators!: CollaboratorResponse[];
  @ApiProperty() published!: boolean;
  @ApiProperty() private!: boolean;
  @ApiProperty() canManage!: boolean;
  @ApiProperty({ enum: ['admin', 'door', 'basic'], nullable: true }) accessSetting!: 'admin' | 'door' | 'basic' | null;
  @ApiProperty() refundsAllowed!: boolean;
  @ApiProperty() inPersonTicketsAvailable!: boolean;
  @ApiProperty() onlineTicketsAvailable!: boolean;
  @ApiProperty() inPersonTicketsSoldOut!: boolean;
  @ApiProperty({ description: 'A code (secret ticket, list share code or promo code) could apply to in-person tickets of an upcoming date: checkout offers the code box' })
  codesAvailableInPerson!: boolean;
  @ApiProperty({ description: 'A code (secret ticket, list share code or promo code) could apply to online tickets of an upcoming date: checkout offers the code box' })
  codesAvailableOnline!: boolean;
  @ApiProperty({ type: String, nullable: true }) purchaseButtonText!: string | null;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ type: [BannerMessageResponse] }) bannerMessages!: BannerMessageResponse[];
  @ApiProperty({ type: DonationResponse, description: 'Donation settings: empty when the event takes no donations' }) donation!: DonationResponse;
  @ApiProperty({ type: [CheckoutQuestionResponse] }) questions!: CheckoutQuestionResponse[];
  @ApiProperty({ enum: ['each-attendee', 'only-buyer'] }) collectInformationSetting!: 'each-attendee' | 'only-buyer';
  @ApiProperty({ enum: EVENT_THEMES, enumName: 'EventTheme', description: 'How the event page and its checkout look' }) theme!: EventTheme;
  @ApiProperty({ type: String, nullable: true, description: "The organizer's own page buyers go back to from checkout (closing it, or from the thank-you page); null: the event page" })
  returnUrl!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "Reserved seating: the event's id when its dates use a seat chart (checkout then shows the chart), else null" })
  seatsEventKey!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Reserved seating: the id of the seat chart its dates use, else null' })
  seatsPublicKey!: string | null;
  @ApiProperty() shareUrl!: string;
  @ApiProperty({ type: [TicketTypeResponse] }) ticketTypes!: TicketTypeResponse[];
  @ApiProperty({ type: [MembershipDiscountResponse], description: "The viewer's member benefits that apply to this event" }) membershipDiscounts!: MembershipDiscountResponse[];
  @ApiProperty({ type: EventTrackingResponse, description: "The owner's tracking pixels (account settings), loaded on the event page and checkout once the visitor accepts them; null: not set" })
  tracking!: EventTrackingResponse;
}

class OwnerEventTicketResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null without admin access to the event' }) ticketsSold!: number | null;
}

export class OwnerEventRowResponse {
  @ApiProperty({ format: 'uuid', description: 'The date id' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The event id' }) course!: string;
  @ApiProperty() name!: string;
  @ApiProperty() published!: boolean;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ description: "The event's time zone (IANA), in which its dates are shown" }) timezone!: string;
  @ApiProperty(currencyProperty({ description: 'Of the revenue (the ticket types of the date)' })) currency!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units; null without admin access to the event' }) revenue!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Null without admin access to the event' }) ticketsSold!: number | null;
  @ApiProperty() ticketTypesCount!: number;
  @ApiProperty({ type: [OwnerEventTicketResponse] }) tickets!: OwnerEventTicketResponse[];
  @ApiProperty({ enum: ['admin', 'door', 'basic'], description: "'admin' on the owner's own events; a collaboration's access setting otherwise" })
  userAccessSetting!: 'admin' | 'door' | 'basic';
}

export class OwnerEventsResponse {
  @ApiProperty({ type: [OwnerEventRowResponse] }) data!: OwnerEventRowResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}
