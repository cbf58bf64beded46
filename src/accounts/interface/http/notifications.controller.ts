import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal } from '../../../shared/http/auth.js';
import { ListNotificationsQuery } from '../../application/list-notifications/list-notifications.query.js';
import { MarkAllNotificationsReadCommand } from '../../application/mark-all-notifications-read/mark-all-notifications-read.command.js';
import { MarkNotificationReadCommand } from '../../application/mark-notification-read/mark-notification-read.command.js';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_LIMIT } from '../../application/notification-view.js';
import { NotificationResponse } from './notifications.response.js';

/** The navigation's notifications (seed 000 §2 "Top navigation", §7): the caller's own and their organizations'. */
@ApiTags('notifications')
@Controller('client_side_api/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: `The caller's notifications and those of organizations whose notifications they get, newest first (at most ${NOTIFICATIONS_LIMIT})`, operationId: 'listNotifications' })
  @ApiOkResponse({ type: [NotificationResponse] })
  @ApiUnauthorizedResponse({ type: MessageResponse, description: 'Not signed in' })
  list(@CurrentPrincipal() principal: Principal): Promise<NotificationResponse[]> {
    return this.queries.execute(new ListNotificationsQuery(principal.userId));
  }

  @Post('mark_all_as_read')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every notification the caller sees read', operationId: 'markAllNotificationsRead' })
  @ApiOkResponse({ type: Boolean })
  @ApiUnauthorizedResponse({ type: MessageResponse, description: 'Not signed in' })
  markAllRead(@CurrentPrincipal() principal: Principal): Promise<true> {
    return this.commands.execute(new MarkAllNotificationsReadCommand(principal.userId));
  }

  @Post(':id/mark_as_read')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one notification read for the caller', operationId: 'markNotificationRead' })
  @ApiOkResponse({ type: Boolean })
  @ApiUnauthorizedResponse({ type: MessageResponse, description: 'Not signed in' })
  @ApiNotFoundResponse({ type: MessageResponse, description: `'${NOTIFICATION_MESSAGES.notFound}': no such notification of the caller` })
  markRead(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<true> {
    return this.commands.execute(new MarkNotificationReadCommand(principal.userId, id));
  }
}
