/**
 * Refusals: what a use case answers when it will not do what was asked, with the seeds' message.
 * Application and interface code throw these; only the HTTP exception filter (shared/http) turns a kind
 * into a status, so use cases stay free of HTTP.
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'unprocessable' | 'too_many_requests';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A field's problem; `field` names it for forms that show messages beside their fields. */
export interface FieldProblem {
  message: string;
  field?: string;
}

/** Several problems at once, answered as a list `[{ message }]` (400, or the status of `kind`). */
export class ValidationFailed extends Refusal {
  readonly problems: FieldProblem[];

  constructor(problems: readonly (string | FieldProblem)[], kind: RefusalKind = 'invalid') {
    const list = problems.map((problem) => (typeof problem === 'string' ? { message: problem } : problem));
    super(kind, list.map((problem) => problem.message).join('; '));
    this.problems = list;
  }

  get messages(): string[] {
    return this.problems.map((problem) => problem.message);
  }
}

export const invalid = (message: string) => new Refusal('invalid', message);
export const unauthorized = (message: string) => new Refusal('unauthenticated', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message: string) => new Refusal('not_found', message);
export const conflict = (message: string) => new Refusal('conflict', message);
export const gone = (message: string) => new Refusal('gone', message);
export const unprocessable = (message: string) => new Refusal('unprocessable', message);
export const tooManyRequests = (message: string) => new Refusal('too_many_requests', message);

export const MESSAGES = {
  loginRequired: 'Please log in to continue',
  notAllowed: 'You are not allowed to manage this account',
  siteAdminOnly: 'Only site admins can do this',
  crossSite: 'Cross-site request refused',
  notFound: 'Not found',
  generic: 'Something went wrong, please try again',
} as const;
