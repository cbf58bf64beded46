import { Body, Controller, createParamDecorator, HttpCode, Inject, Post, Query, Req, Res, type ExecutionContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { SetPromoterCookieCommand } from '../../application/set-promoter-cookie/set-promoter-cookie.command.js';
import { PROMOTER_COOKIE_NAME, PROMOTER_MESSAGES } from '../../domain/promoter-links.js';
import { PromoterCookieRequest } from './promoter-cookies.request.js';

/** The caller's promoter cookies (`promoter_{eventId}` → profile id): creating an order credits the one of its event. */
export const PromoterCookies = createParamDecorator((_: unknown, context: ExecutionContext): Record<string, string> => {
  const cookies = (context.switchToHttp().getRequest<Request>().cookies ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => entry[0].startsWith(`${PROMOTER_COOKIE_NAME}_`) && typeof entry[1] === 'string'));
});

/** Promoter links: the web's /promote/{username}/{eventId} page calls this, then shows the event. */
@ApiTags('checkout')
@Controller('client_side_api/v1')
export class PromoterCookiesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('cookies/set')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remember the promoter of an event for 30 days (httpOnly cookie promoter_{courseId}); its orders credit them', operationId: 'setPromoterCookie' })
  @ApiOkResponse({ type: MessageResponse, description: "{ message: 'Cookie set' }" })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Event not found' (unknown or unpublished) or 'Promoter not found'" })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many links opened from this address' })
  async set(@Body() body: PromoterCookieRequest, @Query() query: PromoterCookieRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    const cookie = await this.commands.execute(
      new SetPromoterCookieCommand(body.courseId ?? query.courseId, body.promoterUsername ?? query.promoterUsername, body.name ?? query.name, request.ip ?? 'unknown'),
    );
    response.cookie(cookie.name, cookie.value, { httpOnly: true, sameSite: 'lax', secure: this.config.secureCookies, maxAge: cookie.maxAgeMs, path: '/' });
    return { message: PROMOTER_MESSAGES.cookieSet };
  }
}
