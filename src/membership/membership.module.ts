import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MembershipQueries } from './application/ports/membership-queries.port.js';
import { PostgresMembershipQueries } from './infrastructure/postgres-membership-queries.adapter.js';
import { MembershipAccess } from './contracts/membership-access.js';
import { PostgresMembershipAccess } from './infrastructure/postgres-membership-access.adapter.js';
import { MembersController } from './interface/http/members.controller.js';
import { Subscriptions } from './application/subscription-repository.js';
import { MemberOwnerResolver } from './application/get-member/member-owner.resolver.js';
import { RecordBillingEventHandler } from './application/record-billing-event/record-billing-event.handler.js';
import { AddMemberHandler } from './application/add-member/add-member.handler.js';
import { ChangeMemberHandler } from './application/change-member/change-member.handler.js';
import { RemoveMemberHandler } from './application/remove-member/remove-member.handler.js';
import { ListMembersHandler } from './application/list-members/list-members.handler.js';
import { ExportMembersHandler } from './application/list-members/export-members.handler.js';
import { GetMemberHandler } from './application/get-member/get-member.handler.js';
import { ListMembershipsHandler } from './application/list-memberships/list-memberships.handler.js';
import { ListUserSubscriptionsHandler } from './application/list-user-subscriptions/list-user-subscriptions.handler.js';
import { ClaimMembershipHandler } from './application/claim-membership/claim-membership.handler.js';
import { ClaimTokens } from './application/ports/claim-tokens.port.js';
import { HmacClaimTokens } from './infrastructure/hmac-claim-tokens.adapter.js';

import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { Clock, SystemClock } from '../shared/clock.js';
import { DATABASE_POOL } from '../shared/persistence/pool.js';
import { SubscriptionBilling } from './application/ports/subscription-billing.port.js';
import { DemoSubscriptions } from './application/ports/demo-subscriptions.port.js';
import { DemoSubscriptionBilling } from './infrastructure/demo-subscription-billing.adapter.js';
import { StripeSubscriptionBilling } from './infrastructure/stripe-subscription-billing.adapter.js';
import { InitializeSubscriptionSessionHandler, ManageSubscriptionHandler } from './application/subscribe/subscribe.handlers.js';
import { ReceiveBillingWebhookHandler } from './application/receive-billing-webhook/receive-billing-webhook.handler.js';
import { ActOnDemoSubscriptionHandler, CompleteDemoSessionHandler, GetDemoSessionHandler, ListDemoSubscriptionsHandler } from './application/demo-subscriptions/demo-subscriptions.handlers.js';
import { MembershipSubscriptionsController, MembershipWebhooksController } from './interface/http/membership-subscriptions.controller.js';
import { DemoSubscriptionsController } from './interface/http/demo-subscriptions.controller.js';

// Tiers, prices, benefits, settings and the public page
import { TierRepository } from './application/ports/tier-repository.port.js';
import { BenefitRepository } from './application/ports/benefit-repository.port.js';
import { MembershipSettingsRepository } from './application/ports/membership-settings-repository.port.js';
import { MikroOrmTierRepository } from './infrastructure/mikro-orm-tier-repository.adapter.js';
import { MikroOrmBenefitRepository } from './infrastructure/mikro-orm-benefit-repository.adapter.js';
import { MikroOrmMembershipSettingsRepository } from './infrastructure/mikro-orm-membership-settings-repository.adapter.js';
import { MembershipDirectory } from './contracts/membership-directory.js';
import { MembershipDirectoryAdapter } from './infrastructure/membership-directory.adapter.js';
import { BenefitOwnerResolver, TierOwnerResolver } from './application/owner-resolvers.js';
import { CreateTierHandler } from './application/create-tier/create-tier.handler.js';
import { UpdateTierHandler } from './application/update-tier/update-tier.handler.js';
import { DeleteTierHandler } from './application/delete-tier/delete-tier.handler.js';
import { ArchiveTierHandler } from './application/archive-tier/archive-tier.handler.js';
import { ListTiersHandler } from './application/list-tiers/list-tiers.handler.js';
import { GetTierHandler } from './application/get-tier/get-tier.handler.js';
import { CreateBenefitHandler } from './application/create-benefit/create-benefit.handler.js';
import { UpdateBenefitHandler } from './application/update-benefit/update-benefit.handler.js';
import { DeleteBenefitHandler } from './application/delete-benefit/delete-benefit.handler.js';
import { ArchiveBenefitHandler } from './application/archive-benefit/archive-benefit.handler.js';
import { ListBenefitsHandler } from './application/list-benefits/list-benefits.handler.js';
import { GetBenefitHandler } from './application/get-benefit/get-benefit.handler.js';
import { GetMembershipSettingsHandler } from './application/get-membership-settings/get-membership-settings.handler.js';
import { UpdateMembershipSettingsHandler } from './application/update-membership-settings/update-membership-settings.handler.js';
import { ListPublicTiersHandler } from './application/list-public-tiers/list-public-tiers.handler.js';
import { ListTicketOptionsHandler } from './application/list-ticket-options/list-ticket-options.handler.js';
import { TiersController } from './interface/http/tiers.controller.js';
import { BenefitsController } from './interface/http/benefits.controller.js';
import { MembershipSettingsController } from './interface/http/membership-settings.controller.js';

/**
 * Memberships: tiers, prices, benefits and settings (state-stored), and subscriptions (the event-sourced
 * Subscription in streams `subscription-<uuid>`). Global: other contexts receive its contract ports
 * without importing it.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [TiersController, BenefitsController, MembershipSettingsController, MembersController, MembershipSubscriptionsController, MembershipWebhooksController, DemoSubscriptionsController],
  providers: [{ provide: MembershipQueries, useClass: PostgresMembershipQueries },
    { provide: MembershipAccess, useClass: PostgresMembershipAccess },
    // Tiers, prices, benefits, settings and the public page
    { provide: TierRepository, useClass: MikroOrmTierRepository },
    { provide: BenefitRepository, useClass: MikroOrmBenefitRepository },
    { provide: MembershipSettingsRepository, useClass: MikroOrmMembershipSettingsRepository },
    { provide: MembershipDirectory, useClass: MembershipDirectoryAdapter },
    TierOwnerResolver,
    BenefitOwnerResolver,
    CreateTierHandler,
    UpdateTierHandler,
    DeleteTierHandler,
    ArchiveTierHandler,
    ListTiersHandler,
    GetTierHandler,
    CreateBenefitHandler,
    UpdateBenefitHandler,
    DeleteBenefitHandler,
    ArchiveBenefitHandler,
    ListBenefitsHandler,
    GetBenefitHandler,
    GetMembershipSettingsHandler,
    UpdateMembershipSettingsHandler,
    ListPublicTiersHandler,
    ListTicketOptionsHandler,
    // Subscriptions and members
    Subscriptions,
    MemberOwnerResolver,
    RecordBillingEventHandler,
    AddMemberHandler,
    ChangeMemberHandler,
    RemoveMemberHandler,
    ListMembersHandler,
    ExportMembersHandler,
    GetMemberHandler,
    ListMembershipsHandler,
    ListUserSubscriptionsHandler,
    { provide: ClaimTokens, useClass: HmacClaimTokens },
    ClaimMembershipHandler,
    // Subscribing and managing through the payment provider: Stripe Billing with a secret key, otherwise the demo gateway (no money moves).
    {
      provide: SubscriptionBilling,
      inject: [APP_CONFIG, DATABASE_POOL],
      useFactory: (config: AppConfig, pool: pg.Pool) => (config.stripe ? new StripeSubscriptionBilling(config.stripe, config.siteUrl, pool) : new DemoSubscriptionBilling(pool)),
    },
    { provide: DemoSubscriptions, inject: [DATABASE_POOL], useFactory: (pool: pg.Pool) => new DemoSubscriptionBilling(pool) },
    { provide: Clock, useClass: SystemClock },
    InitializeSubscriptionSessionHandler,
    ManageSubscriptionHandler,
    ReceiveBillingWebhookHandler,
    GetDemoSessionHandler,
    CompleteDemoSessionHandler,
    ListDemoSubscriptionsHandler,
    ActOnDemoSubscriptionHandler],
  exports: [MembershipDirectory, MembershipAccess],
})
export class MembershipModule {}
