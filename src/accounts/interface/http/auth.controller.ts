import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, OptionalPrincipal, SESSION_COOKIE } from '../../../shared/http/auth.js';
import type { Principal } from '../../../shared/access.js';
import { GetCurrentUserQuery } from '../../application/get-current-user/get-current-user.query.js';
import { LogInCommand } from '../../application/log-in/log-in.command.js';
import { LogOutCommand } from '../../application/log-out/log-out.command.js';
import { SignUpCommand } from '../../application/sign-up/sign-up.command.js';
import { SESSION_MAX_AGE_MS } from '../../domain/account-rules.js';
import { LogInRequest, SignUpRequest } from './accounts.request.js';
import { AccessTokenResponse, CurrentUserResponse } from './accounts.response.js';

@ApiTags('auth')
@Controller('client_side_api/v1')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('auth/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in', operationId: 'logIn' })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiUnauthorizedResponse({ type: MessageResponse, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many failed attempts' })
  async logIn(@Body() body: LogInRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AccessTokenResponse> {
    const result = await this.commands.execute(new LogInCommand(body.email, body.password, request.ip ?? 'unknown', body.invitation));
    this.setSessionCookie(response, result.accessToken);
    return { accessToken: result.accessToken };
  }

  @Post('auth/sign_up')
  @ApiOperation({ summary: 'Sign up and log in', operationId: 'signUp' })
  @ApiCreatedResponse({ type: AccessTokenResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many accounts created from this address' })
  async signUp(@Body() body: SignUpRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AccessTokenResponse> {
    const result = await this.commands.execute(new SignUpCommand(body.name, body.username, body.email, body.password, request.ip ?? 'unknown', false, body.invitation, body.referrer));
    this.setSessionCookie(response, result.accessToken);
    return { accessToken: result.accessToken };
  }

  @Post('auth/logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log out: revokes the session and clears the cookie', operationId: 'logOut' })
  @ApiOkResponse({ type: Boolean })
  async logOut(@OptionalPrincipal() principal: Principal | undefined, @Res({ passthrough: true }) response: Response): Promise<true> {
    if (principal) await this.commands.execute(new LogOutCommand(principal.sessionId));
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.secureCookies });
    return true;
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user with their organizations', operationId: 'getCurrentUser' })
  @ApiOkResponse({ type: CurrentUserResponse })
  @ApiUnauthorizedResponse({ type: MessageResponse })
  currentUser(@CurrentPrincipal() principal: Principal): Promise<CurrentUserResponse> {
    return this.queries.execute(new GetCurrentUserQuery(principal.userId));
  }

  private setSessionCookie(response: Response, token: string): void {
    response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: this.config.secureCookies, maxAge: SESSION_MAX_AGE_MS, path: '/' });
  }
}
