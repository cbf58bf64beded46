import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Error replies in the seeds' shapes: `{ message }` for one problem, `[{ message }]` for a list
 * (validation). Throw these from handlers; the exception filter passes their body through.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string) {
    super({ message }, status);
  }
}

export class ValidationFailed extends HttpException {
  constructor(readonly messages: string[]) {
    super(
      messages.map((message) => ({ message })),
      HttpStatus.BAD_REQUEST,
    );
  }
}

export const notFound = (message: string) => new ApiError(HttpStatus.NOT_FOUND, message);
export const forbidden = (message: string) => new ApiError(HttpStatus.FORBIDDEN, message);
export const unauthorized = (message: string) => new ApiError(HttpStatus.UNAUTHORIZED, message);

export const MESSAGES = {
  loginRequired: 'Please log in to continue',
  notAllowed: 'You are not allowed to manage this account',
  siteAdminOnly: 'Only site admins can do this',
  crossSite: 'Cross-site request refused',
  notFound: 'Not found',
  generic: 'Something went wrong, please try again',
} as const;
