import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { SystemClock } from '../shared/clock.js';
import { DemoOnboarding, PaymentAccounts } from './contracts/payment-accounts.js';
import { DemoPaymentAccounts } from './infrastructure/demo-payment-accounts.adapter.js';
import { StripePaymentAccounts } from './infrastructure/stripe-payment-accounts.adapter.js';
import { DATABASE_POOL } from '../shared/persistence/pool.js';
import { CardReaderRegistry } from './contracts/card-reader-registry.js';
import { OnlineTicketHolders } from './contracts/online-ticket-holders.js';
import { CheckoutOnlineTicketHolders } from './application/online-ticket-holders/online-ticket-holders.service.js';
import { DemoCardReaderRegistry } from './infrastructure/demo-card-reader-registry.adapter.js';
import { StripeCardReaderRegistry } from './infrastructure/stripe-card-reader-registry.adapter.js';
import { AddGuestsHandler } from './application/add-guests/add-guests.handler.js';
import { CreateBoxOfficeOrderHandler } from './application/create-box-office-order/create-box-office-order.handler.js';
import { GetBoxOfficeHandler } from './application/get-box-office/get-box-office.handler.js';
import { TerminalOrderResolver } from './application/terminal-payment/terminal-order.resolver.js';
import {
  CancelTerminalPaymentHandler,
  CheckTerminalPaymentHandler,
  ConfirmTerminalPaymentHandler,
  ProcessTerminalPaymentHandler,
  TerminalSales,
} from './application/terminal-payment/terminal-payment.handlers.js';
import { TerminalPayments } from './application/ports/terminal-payments.port.js';
import { DemoTerminalPayments } from './infrastructure/demo-terminal-payments.adapter.js';
import { StripeTerminalPayments } from './infrastructure/stripe-terminal-payments.adapter.js';
import { BoxOfficeOrdersController, TerminalPaymentsController } from './interface/http/box-office.controller.js';
import { EventGuestsResolver } from './application/add-guests/event-guests.resolver.js';
import { GetRegistrationHandler } from './application/buyer-tickets/get-registration.query.js';
import { ListBuyerTicketsHandler } from './application/buyer-tickets/list-buyer-tickets.handler.js';
import { CancelOwnTicketHandler, HeldTickets, TransferTicketHandler } from './application/buyer-tickets/transfer-ticket.handler.js';
import { CancelOrderHandler } from './application/cancel-order/cancel-order.handler.js';
import { ChangeOrderItemHandler } from './application/change-order-item/change-order-item.handler.js';
import { OrderItemOwnerResolver } from './application/change-order-item/order-item-owner.resolver.js';
import { CheckInOwnerResolver } from './application/check-in/check-in-owner.resolver.js';
import { CheckInHandler } from './application/check-in/check-in.handler.js';
import { CheckOutHandler } from './application/check-in/check-out.handler.js';
import { GetCheckInCountsHandler } from './application/check-in/get-check-in-counts.handler.js';
import { CheckInController } from './interface/http/check-in.controller.js';
import { CompleteOrderHandler } from './application/complete-order/complete-order.handler.js';
import { ConfirmDemoPaymentHandler } from './application/confirm-demo-payment/confirm-demo-payment.handler.js';
import { ConfirmOrderHandler } from './application/confirm-order/confirm-order.handler.js';
import { CreateOrderHandler } from './application/create-order/create-order.handler.js';
import { ExpireOrdersHandler } from './application/expire-orders/expire-orders.handler.js';
import { GetOrderHandler } from './application/get-order/get-order.handler.js';
import { GetTicketsHandler } from './application/get-tickets/get-tickets.handler.js';
import { ListRegistrationsHandler } from './application/list-registrations/list-registrations.handler.js';
import { OrderPayments } from './application/order-payments.js';
import { Orders } from './application/order-repository.js';
import { CheckoutQueries } from './application/ports/checkout-queries.port.js';
import { DemoPayments } from './application/ports/demo-payments.port.js';
import { PaymentGateway } from './application/ports/payment-gateway.port.js';
import { PaymentWebhooks } from './application/ports/payment-webhooks.port.js';
import { QrCodes } from './application/ports/qr-codes.port.js';
import { RegistrationRepository } from './application/ports/registration-repository.port.js';
import { TicketPdf } from './application/ports/ticket-pdf.port.js';
import { ReceivePaymentWebhookHandler } from './application/receive-payment-webhook/receive-payment-webhook.handler.js';
import { UpdateOrderHandler } from './application/update-order/update-order.handler.js';
import { ValidateCodeHandler } from './application/validate-code/validate-code.handler.js';
import { SetPromoterCookieHandler } from './application/set-promoter-cookie/set-promoter-cookie.handler.js';
import { PromoterCookiesController } from './interface/http/promoter-cookies.controller.js';
import { DemoPaymentGateway } from './infrastructure/demo-payment-gateway.adapter.js';
import { OrderExpirySweeper } from './infrastructure/order-expiry.sweeper.js';
import { PdfkitTicketPdf } from './infrastructure/pdfkit-ticket-pdf.adapter.js';
import { PostgresCheckoutQueries } from './infrastructure/postgres-checkout-queries.adapter.js';
import { PostgresRegistrationRepository } from './infrastructure/postgres-registration-repository.adapter.js';
import { QrcodeQrCodes } from './infrastructure/qrcode-qr-codes.adapter.js';
import { StripePaymentGateway } from './infrastructure/stripe-payment-gateway.adapter.js';
import { DemoPaymentsController } from './interface/http/demo-payments.controller.js';
import { OrderItemsController } from './interface/http/order-items.controller.js';
import { OrdersController } from './interface/http/orders.controller.js';
import { QrCodeController } from './interface/http/qr-code.controller.js';
import { BuyerTicketsController, RegistrationLookupController, RegistrationsController } from './interface/http/registrations.controller.js';
import { StripeWebhooksController } from './interface/http/stripe-webhooks.controller.js';
import { TicketsController } from './interface/http/tickets.controller.js';
import { MemberTerms } from './application/member-terms.js';
import { MemberPrices } from './contracts/member-prices.js';
import { ChangeTicketSeatHandler } from './application/change-ticket-seat/change-ticket-seat.handler.js';
import { TicketSeatOwnerResolver } from './application/change-ticket-seat/ticket-seat-owner.resolver.js';
import { TicketHolders } from './contracts/ticket-holders.js';
import { PostgresTicketHolders } from './infrastructure/postgres-ticket-holders.adapter.js';
import { DonateToVideoHandler } from './application/donate-to-video/donate-to-video.handler.js';
import { DonationPayments } from './application/donation-payments.js';
import { PaymentNews } from './application/payment-news.js';
import { Donations } from './application/donation-repository.js';
import { GetDonationHandler } from './application/get-donation/get-donation.handler.js';
import { CheckoutVideoDonations } from './application/video-donations/video-donations.service.js';
import { VideoDonations } from './contracts/video-donations.js';
import { DonationsController } from './interface/http/donations.controller.js';
import { CompletedOrders } from './contracts/completed-orders.js';
import { CheckoutCompletedOrders } from './application/completed-orders/completed-orders.service.js';

/** Global: other contexts receive its contract ports (PaymentAccounts, DemoOnboarding) without importing it. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [OrdersController, DemoPaymentsController, StripeWebhooksController, OrderItemsController, TicketsController, QrCodeController, RegistrationsController, BuyerTicketsController, RegistrationLookupController, BoxOfficeOrdersController, TerminalPaymentsController, DonationsController, PromoterCookiesController, CheckInController],
  providers: [
    Orders,
    OrderPayments,
    {
      // Stripe when a secret key is configured; otherwise the demo gateway (no money moves).
      provide: PaymentGateway,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripePaymentGateway(config.stripe) : new DemoPaymentGateway(pool)),
    },
    // Either gateway also reads the provider's webhooks and takes test-card payments (each refusing what it has none of).
    { provide: PaymentWebhooks, useExisting: PaymentGateway },
    { provide: DemoPayments, useExisting: PaymentGateway },
    {
      // Card-present payments on Stripe Terminal with a secret key; otherwise the simulated reader (no money moves).
      provide: TerminalPayments,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripeTerminalPayments(config.stripe) : new DemoTerminalPayments(pool)),
    },
    {
      // Stripe Connect accounts with a secret key; otherwise the demo's simulated ones (no money moves).
      provide: PaymentAccounts,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripePaymentAccounts(config.stripe) : new DemoPaymentAccounts(pool, new SystemClock())),
    },
    { provide: DemoOnboarding, useExisting: PaymentAccounts },
    {
      // Card readers on Stripe Terminal with a secret key; otherwise simulated readers (no money moves).
      provide: CardReaderRegistry,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripeCardReaderRegistry(config.stripe) : new DemoCardReaderRegistry(pool)),
    },
    { provide: CheckoutQueries, useClass: PostgresCheckoutQueries },
    { provide: RegistrationRepository, useClass: PostgresRegistrationRepository },
    { provide: TicketPdf, useClass: PdfkitTicketPdf },
    { provide: QrCodes, useClass: QrcodeQrCodes },
    CreateOrderHandler,
    UpdateOrderHandler,
    ConfirmOrderHandler,
    CompleteOrderHandler,
    CancelOrderHandler,
    ExpireOrdersHandler,
    GetOrderHandler,
    ValidateCodeHandler,
    SetPromoterCookieHandler,
    ConfirmDemoPaymentHandler,
    ReceivePaymentWebhookHandler,
    OrderExpirySweeper,
    ChangeOrderItemHandler,
    OrderItemOwnerResolver,
    ChangeTicketSeatHandler,
    TicketSeatOwnerResolver,
    { provide: TicketHolders, useClass: PostgresTicketHolders },
    GetTicketsHandler,
    CheckInHandler,
    CheckOutHandler,
    GetCheckInCountsHandler,
    CheckInOwnerResolver,
    EventGuestsResolver,
    AddGuestsHandler,
    ListRegistrationsHandler,
    ListBuyerTicketsHandler,
    HeldTickets,
    TransferTicketHandler,
    CancelOwnTicketHandler,
    GetRegistrationHandler,
    CreateBoxOfficeOrderHandler,
    GetBoxOfficeHandler,
    TerminalOrderResolver,
    TerminalSales,
    ProcessTerminalPaymentHandler,
    CheckTerminalPaymentHandler,
    CancelTerminalPaymentHandler,
    ConfirmTerminalPaymentHandler,
    MemberTerms,
    { provide: MemberPrices, useExisting: MemberTerms },
    { provide: OnlineTicketHolders, useClass: CheckoutOnlineTicketHolders },
    // Donations on videos: their own small aggregate, paid like orders.
    Donations,
    DonationPayments,
    PaymentNews,
    DonateToVideoHandler,
    GetDonationHandler,
    { provide: VideoDonations, useClass: CheckoutVideoDonations },
    { provide: CompletedOrders, useClass: CheckoutCompletedOrders },
  ],
  exports: [PaymentAccounts, DemoOnboarding, CardReaderRegistry, MemberPrices, OnlineTicketHolders, VideoDonations, CompletedOrders, TicketHolders],
})
export class CheckoutModule {}
