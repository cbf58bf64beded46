import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ListPublicEventCategoriesQuery, ListPublicEventsQuery } from '../../application/list-public-events/list-public-events.query.js';
import { PUBLIC_EVENTS_PER_PAGE } from '../../domain/public-listings.js';
import { PROFILE_LIST_PAGE_SIZE } from '../../../accounts/contracts/profile-lists.js';
import { CategoryResponse } from './events.response.js';
import { dayOrTime, endOfDayOrTime, ProfileCourseCategoriesQuery, ProfileCoursesParams, ProfileCoursesQuery, ProfileEventsQuery, PublicEventsQuery } from './public-events.request.js';
import { EventCardResponse, EventCardsResponse, ProfileEventsResponse } from './public-events.response.js';

/** Public lists of published, non-private events (discovery, search, profiles). */
@ApiTags('events')
@Controller('client_side_api')
export class PublicEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v1/events')
  @ApiOperation({
    summary: 'Published public events: upcoming soonest first (past: latest first; with a query: best match first; featured: most tickets sold first)',
    operationId: 'listPublicEvents',
  })
  @ApiOkResponse({ type: EventCardsResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  events(@Query() query: PublicEventsQuery): Promise<EventCardsResponse> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? PUBLIC_EVENTS_PER_PAGE;
    return this.queries.execute(
      new ListPublicEventsQuery({
        query: query.query,
        profileId: query.ownerId,
        categoryId: query.category,
        when: query.filterDate ?? 'upcoming',
        featured: query.featured === 'true',
        startsFrom: dayOrTime(query.startDate),
        startsBefore: endOfDayOrTime(query.endDate),
        page,
        perPage,
      }),
    );
  }

  @Get('v1/profiles/:id/events')
  @ApiOperation({ summary: "A profile's upcoming public events, its own and those it is a collaborator of", operationId: 'listProfileEvents' })
  @ApiOkResponse({ type: ProfileEventsResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  async profileEvents(@Param('id') id: string, @Query() query: ProfileEventsQuery): Promise<ProfileEventsResponse> {
    const { data, totalCount } = await this.queries.execute(
      new ListPublicEventsQuery({ query: query.query, profileId: id, when: 'upcoming', featured: false, page: query.page ?? 1, perPage: query.perPage ?? PUBLIC_EVENTS_PER_PAGE }),
    );
    return { data, totalCount };
  }

  @Get(':type/courses')
  @ApiOperation({ summary: `A profile's upcoming public events, soonest first, ${PROFILE_LIST_PAGE_SIZE} per page`, operationId: 'listProfileCourses' })
  @ApiOkResponse({ type: [EventCardResponse] })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  upcomingCourses(@Param() _params: ProfileCoursesParams, @Query() query: ProfileCoursesQuery): Promise<EventCardResponse[]> {
    return this.courses(query, 'upcoming');
  }

  @Get(':type/courses/past')
  @ApiOperation({ summary: `A profile's past public events, latest first, ${PROFILE_LIST_PAGE_SIZE} per page`, operationId: 'listProfilePastCourses' })
  @ApiOkResponse({ type: [EventCardResponse] })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  pastCourses(@Param() _params: ProfileCoursesParams, @Query() query: ProfileCoursesQuery): Promise<EventCardResponse[]> {
    return this.courses(query, 'past');
  }

  @Get(':type/courses/categories')
  @ApiOperation({ summary: "The categories of a profile's upcoming (or past) public events", operationId: 'listProfileCourseCategories' })
  @ApiOkResponse({ type: [CategoryResponse] })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  courseCategories(@Param() _params: ProfileCoursesParams, @Query() query: ProfileCourseCategoriesQuery): Promise<CategoryResponse[]> {
    return this.queries.execute(new ListPublicEventCategoriesQuery(query.id, query.past === 'true'));
  }

  private async courses(query: ProfileCoursesQuery, when: 'upcoming' | 'past'): Promise<EventCardResponse[]> {
    const { data } = await this.queries.execute(
      new ListPublicEventsQuery({ profileId: query.id, categoryId: query.category, when, featured: false, page: query.page ?? 1, perPage: PROFILE_LIST_PAGE_SIZE }),
    );
    return data;
  }
}
