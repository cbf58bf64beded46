import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateOrganizationHandler } from './application/create-organization/create-organization.handler.js';
import { GetCurrentUserHandler } from './application/get-current-user/get-current-user.handler.js';
import { GetProfileSettingsHandler } from './application/get-profile-settings/get-profile-settings.handler.js';
import { GetProfileHandler } from './application/get-profile/get-profile.handler.js';
import { LogInHandler } from './application/log-in/log-in.handler.js';
import { LogOutHandler } from './application/log-out/log-out.handler.js';
import { AccountRepository } from './application/ports/account-repository.port.js';
import { AccountsQueries } from './application/ports/accounts-queries.port.js';
import { PasswordHasher } from './application/ports/password-hasher.port.js';
import { SessionStore } from './application/ports/session-store.port.js';
import { SignUpHandler } from './application/sign-up/sign-up.handler.js';
import { AffiliationOwnerAccess } from './infrastructure/affiliation-owner-access.adapter.js';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.adapter.js';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account-repository.adapter.js';
import { PostgresAccountsQueries } from './infrastructure/postgres-accounts-queries.adapter.js';
import { PostgresSessionAuthenticator, PostgresSessionStore } from './infrastructure/postgres-session-store.adapter.js';
import { AuthController } from './interface/http/auth.controller.js';
import { ProfileIdOwner, ProfilesController } from './interface/http/profiles.controller.js';
import { CollaboratorSearchController } from './interface/http/collaborator-search.controller.js';
import { SearchCollaboratorsHandler } from './application/search-collaborators/search-collaborators.handler.js';
import { OwnerAccess, SessionAuthenticator } from '../shared/access.js';
import { ProfileDirectory } from './contracts/profile-directory.js';
import { MikroOrmProfileDirectory } from './infrastructure/profile-directory.adapter.js';
import { UpdateProfileSettingsHandler } from './application/update-profile-settings/update-profile-settings.handler.js';
import { DeleteProfileHandler } from './application/delete-profile/delete-profile.handler.js';
import { ProfileSettingsRepository } from './application/ports/profile-settings-repository.port.js';
import { MikroOrmProfileSettingsRepository } from './infrastructure/mikro-orm-profile-settings-repository.adapter.js';
import { SuperAdminController } from './interface/http/super-admin.controller.js';
import { SearchAccountsHandler } from './application/search-accounts/search-accounts.handler.js';
import { SetFeatureFlagHandler } from './application/set-feature-flag/set-feature-flag.handler.js';
import { ListAdminActionsHandler } from './application/list-admin-actions/list-admin-actions.handler.js';
import { FeatureFlagRepository } from './application/ports/feature-flag-repository.port.js';
import { MikroOrmFeatureFlagRepository } from './infrastructure/mikro-orm-feature-flag-repository.adapter.js';
import { AddCardReaderHandler } from './application/add-card-reader/add-card-reader.handler.js';
import { AddLocationHandler } from './application/add-location/add-location.handler.js';
import { GetPlaceHandler } from './application/get-place/get-place.handler.js';
import { ListCardReadersHandler } from './application/list-card-readers/list-card-readers.handler.js';
import { CardReaderRepository } from './application/ports/card-reader-repository.port.js';
import { Maps } from './application/ports/maps.port.js';
import { SearchPlacesHandler } from './application/search-places/search-places.handler.js';
import { CardReaderDirectory } from './contracts/card-readers.js';
import { GoogleMaps } from './infrastructure/google-maps.adapter.js';
import { OfflineMaps } from './infrastructure/offline-maps.adapter.js';
import { PostgresCardReaderDirectory, PostgresCardReaderRepository } from './infrastructure/postgres-card-reader-repository.adapter.js';
import { CardReadersController } from './interface/http/card-readers.controller.js';
import { AddTeamMemberHandler } from './application/add-team-member/add-team-member.handler.js';
import { AcceptInvitationsHandler } from './application/accept-invitations/accept-invitations.handler.js';
import { CancelInvitationHandler } from './application/cancel-invitation/cancel-invitation.handler.js';
import { GetTeamMemberHandler } from './application/get-team-member/get-team-member.handler.js';
import { ListTeamMembersHandler } from './application/list-team-members/list-team-members.handler.js';
import { TeamRepository } from './application/ports/team-repository.port.js';
import { RemoveTeamMemberHandler } from './application/remove-team-member/remove-team-member.handler.js';
import { ResendInvitationHandler } from './application/resend-invitation/resend-invitation.handler.js';
import { UpdateTeamMemberHandler } from './application/update-team-member/update-team-member.handler.js';
import { PostgresTeamRepository } from './infrastructure/postgres-team-repository.adapter.js';
import { TeamController } from './interface/http/team.controller.js';
import { APP_CONFIG, type AppConfig } from '../shared/config.js';
import { PayoutsController } from './interface/http/payouts.controller.js';
import { StartPayoutsOnboardingHandler } from './application/start-payouts-onboarding/start-payouts-onboarding.handler.js';
import { RefreshPaymentConnectionHandler } from './application/refresh-payment-connection/refresh-payment-connection.handler.js';
import { ReceiveAccountWebhookHandler } from './application/receive-account-webhook/receive-account-webhook.handler.js';
import { DisconnectPaymentsHandler } from './application/disconnect-payments/disconnect-payments.handler.js';
import { CreateLoginLinkHandler } from './application/create-login-link/create-login-link.handler.js';
import { UpdatePayoutSettingsHandler } from './application/update-payout-settings/update-payout-settings.handler.js';
import { ListPayoutsHandler } from './application/list-payouts/list-payouts.handler.js';
import { GetPaymentConnectionHandler } from './application/get-payment-connection/get-payment-connection.handler.js';
import { ListCurrenciesHandler } from './application/list-currencies/list-currencies.handler.js';
import { CompleteDemoOnboardingHandler } from './application/complete-demo-onboarding/complete-demo-onboarding.handler.js';
import { PaymentConnections } from './application/ports/payment-connection-repository.port.js';
import { MikroOrmPaymentConnections } from './infrastructure/mikro-orm-payment-connection-repository.adapter.js';
import { FollowProfileHandler } from './application/follow-profile/follow-profile.handler.js';
import { UnfollowProfileHandler } from './application/unfollow-profile/unfollow-profile.handler.js';
import { ListFollowersHandler } from './application/list-followers/list-followers.handler.js';
import { ListFollowingHandler } from './application/list-following/list-following.handler.js';
import { SearchProfilesHandler } from './application/search-profiles/search-profiles.handler.js';
import { FollowRepository } from './application/ports/follow-repository.port.js';
import { PostgresFollowRepository } from './infrastructure/postgres-follow-repository.adapter.js';
import { FollowsController } from './interface/http/follows.controller.js';
import { Clock, SystemClock } from '../shared/clock.js';
import { NotificationsController } from './interface/http/notifications.controller.js';
import { ListNotificationsHandler } from './application/list-notifications/list-notifications.handler.js';
import { MarkNotificationReadHandler } from './application/mark-notification-read/mark-notification-read.handler.js';
import { MarkAllNotificationsReadHandler } from './application/mark-all-notifications-read/mark-all-notifications-read.handler.js';
import { NotificationInbox } from './application/ports/notification-inbox.port.js';
import { PostgresNotificationInbox } from './infrastructure/postgres-notification-inbox.adapter.js';
import { ReferralPayoutsController } from './interface/http/referrals.controller.js';
import { RecordReferralPayoutHandler } from './application/record-referral-payout/record-referral-payout.handler.js';
import { ListReferralPayoutsHandler } from './application/list-referral-payouts/list-referral-payouts.handler.js';
import { ReferralPayoutRepository } from './application/ports/referral-payout-repository.port.js';
import { PostgresReferralPayoutRepository } from './infrastructure/postgres-referral-payout-repository.adapter.js';
import { Referrals } from './contracts/referrals.js';
import { PostgresReferrals } from './infrastructure/postgres-referrals.adapter.js';

/** Global: other contexts receive its contract ports (ProfileDirectory, OwnerAccess, Referrals) without importing it. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuthController, ProfilesController, CollaboratorSearchController, SuperAdminController, CardReadersController, TeamController, PayoutsController, FollowsController, NotificationsController, ReferralPayoutsController],
  providers: [
    SignUpHandler,
    LogInHandler,
    LogOutHandler,
    CreateOrganizationHandler,
    GetCurrentUserHandler,
    GetProfileHandler,
    GetProfileSettingsHandler,
    UpdateProfileSettingsHandler,
    DeleteProfileHandler,
    { provide: ProfileSettingsRepository, useClass: MikroOrmProfileSettingsRepository },
    SearchCollaboratorsHandler,
    SearchAccountsHandler,
    SetFeatureFlagHandler,
    ListAdminActionsHandler,
    ProfileIdOwner,
    AddLocationHandler,
    AddCardReaderHandler,
    ListCardReadersHandler,
    SearchPlacesHandler,
    GetPlaceHandler,
    { provide: CardReaderRepository, useClass: PostgresCardReaderRepository },
    { provide: CardReaderDirectory, useClass: PostgresCardReaderDirectory },
    {
      // Google Places with a key; otherwise typed US addresses are read offline.
      provide: Maps,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.googleMaps ? new GoogleMaps(config.googleMaps) : new OfflineMaps()),
    },
    // Payouts: the payment accounts themselves come from CheckoutModule (global) through checkout's contracts.
    StartPayoutsOnboardingHandler,
    RefreshPaymentConnectionHandler,
    ReceiveAccountWebhookHandler,
    DisconnectPaymentsHandler,
    CreateLoginLinkHandler,
    UpdatePayoutSettingsHandler,
    ListPayoutsHandler,
    GetPaymentConnectionHandler,
    ListCurrenciesHandler,
    CompleteDemoOnboardingHandler,
    { provide: PaymentConnections, useClass: MikroOrmPaymentConnections },
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    { provide: FeatureFlagRepository, useClass: MikroOrmFeatureFlagRepository },
    ListTeamMembersHandler,
    GetTeamMemberHandler,
    AddTeamMemberHandler,
    UpdateTeamMemberHandler,
    RemoveTeamMemberHandler,
    CancelInvitationHandler,
    ResendInvitationHandler,
    AcceptInvitationsHandler,
    { provide: TeamRepository, useClass: PostgresTeamRepository },
    ListNotificationsHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    { provide: NotificationInbox, useClass: PostgresNotificationInbox },
    FollowProfileHandler,
    UnfollowProfileHandler,
    ListFollowersHandler,
    ListFollowingHandler,
    SearchProfilesHandler,
    { provide: FollowRepository, useClass: PostgresFollowRepository },
    RecordReferralPayoutHandler,
    ListReferralPayoutsHandler,
    { provide: ReferralPayoutRepository, useClass: PostgresReferralPayoutRepository },
    { provide: Referrals, useClass: PostgresReferrals },
    { provide: Clock, useClass: SystemClock },
    { provide: AccountsQueries, useClass: PostgresAccountsQueries },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SessionStore, useClass: PostgresSessionStore },
    { provide: SessionAuthenticator, useClass: PostgresSessionAuthenticator },
    { provide: OwnerAccess, useClass: AffiliationOwnerAccess },
    { provide: ProfileDirectory, useClass: MikroOrmProfileDirectory },
  ],
  exports: [SessionAuthenticator, OwnerAccess, ProfileDirectory, CardReaderDirectory, Referrals],
})
export class AccountsModule {}
