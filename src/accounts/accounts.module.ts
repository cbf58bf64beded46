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

/** Global: other contexts receive its contract ports (ProfileDirectory, OwnerAccess) without importing it. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuthController, ProfilesController, CollaboratorSearchController],
  providers: [
    SignUpHandler,
    LogInHandler,
    LogOutHandler,
    CreateOrganizationHandler,
    GetCurrentUserHandler,
    GetProfileHandler,
    GetProfileSettingsHandler,
    SearchCollaboratorsHandler,
    ProfileIdOwner,
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    { provide: AccountsQueries, useClass: PostgresAccountsQueries },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SessionStore, useClass: PostgresSessionStore },
    { provide: SessionAuthenticator, useClass: PostgresSessionAuthenticator },
    { provide: OwnerAccess, useClass: AffiliationOwnerAccess },
    { provide: ProfileDirectory, useClass: MikroOrmProfileDirectory },
  ],
  exports: [SessionAuthenticator, OwnerAccess, ProfileDirectory],
})
export class AccountsModule {}
