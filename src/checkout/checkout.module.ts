import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CancelOrderHandler } from './application/cancel-order/cancel-order.handler.js';
import { CompleteOrderHandler } from './application/complete-order/complete-order.handler.js';
import { ConfirmOrderHandler } from './application/confirm-order/confirm-order.handler.js';
import { CreateOrderHandler } from './application/create-order/create-order.handler.js';
import { ExpireOrdersHandler } from './application/expire-orders/expire-orders.handler.js';
import { GetOrderHandler } from './application/get-order/get-order.handler.js';
import { OrderPayments } from './application/order-payments.js';
import { Orders } from './application/order-repository.js';
import { PaymentGateway } from './application/ports/payment-gateway.port.js';
import { UpdateOrderHandler } from './application/update-order/update-order.handler.js';
import { ValidateCodeHandler } from './application/validate-code/validate-code.handler.js';
import { DemoPaymentGateway } from './infrastructure/demo-payment-gateway.adapter.js';
import { StripePaymentGateway } from './infrastructure/stripe-payment-gateway.adapter.js';
import { StripeWebhooksController } from './interface/http/stripe-webhooks.controller.js';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { DATABASE_POOL } from '../shared/persistence/pool.js';
import { OrderExpirySweeper } from './infrastructure/order-expiry.sweeper.js';
import { DemoPaymentsController } from './interface/http/demo-payments.controller.js';
import { OrdersController } from './interface/http/orders.controller.js';
import { ChangeOrderItemHandler } from './application/change-order-item/change-order-item.handler.js';
import { OrderItemsController } from './interface/http/order-items.controller.js';
import { CheckInOwnerResolver } from './application/check-in/check-in-owner.resolver.js';
import { CheckInHandler } from './application/check-in/check-in.handler.js';
import { GetTicketsHandler } from './application/get-tickets/get-tickets.handler.js';
import { TicketPdf } from './application/ports/ticket-pdf.port.js';
import { PdfkitTicketPdf } from './infrastructure/pdfkit-ticket-pdf.adapter.js';
import { QrCodeController } from './interface/http/qr-code.controller.js';
import { TicketsController } from './interface/http/tickets.controller.js';
import { AddGuestsHandler } from './application/add-guests/add-guests.handler.js';
import { EventGuestsResolver } from './application/add-guests/event-guests.resolver.js';
import { ListBuyerTicketsHandler } from './application/buyer-tickets/list-buyer-tickets.handler.js';
import { CancelOwnTicketHandler, TransferTicketHandler } from './application/buyer-tickets/transfer-ticket.handler.js';
import { ListRegistrationsHandler } from './application/list-registrations/list-registrations.handler.js';
import { BuyerTicketsController, RegistrationLookupController, RegistrationsController } from './interface/http/registrations.controller.js';
import { GetRegistrationHandler } from './application/buyer-tickets/get-registration.query.js';

@Module({
  imports: [CqrsModule],
  controllers: [OrdersController, DemoPaymentsController, StripeWebhooksController, OrderItemsController, TicketsController, QrCodeController, RegistrationsController, BuyerTicketsController, RegistrationLookupController],
  providers: [
    Orders,
    OrderPayments,
    {
      // Stripe when a secret key is configured; otherwise the demo gateway (no money moves).
      provide: PaymentGateway,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripePaymentGateway(config.stripe) : new DemoPaymentGateway(pool)),
    },
    CreateOrderHandler,
    UpdateOrderHandler,
    ConfirmOrderHandler,
    CompleteOrderHandler,
    CancelOrderHandler,
    ExpireOrdersHandler,
    GetOrderHandler,
    ValidateCodeHandler,
    OrderExpirySweeper,
    ChangeOrderItemHandler,
    { provide: TicketPdf, useClass: PdfkitTicketPdf },
    GetTicketsHandler,
    CheckInHandler,
    CheckInOwnerResolver,
    EventGuestsResolver,
    AddGuestsHandler,
    ListRegistrationsHandler,
    ListBuyerTicketsHandler,
    TransferTicketHandler,
    CancelOwnTicketHandler,
    GetRegistrationHandler,
  ],
})
export class CheckoutModule {}
