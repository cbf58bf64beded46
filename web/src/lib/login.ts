/**
 * The login page and where it returns to: /auth?redirect_to={returnTo}, `returnTo` being a path of this site with
 * its query. `loginSearch` is the query for router navigation (Link, redirect); `loginHref` the same as an address.
 */
export const loginSearch = (returnTo: string) => ({ redirect_to: returnTo });

export const loginHref = (returnTo: string) => `/auth?${new URLSearchParams(loginSearch(returnTo)).toString()}`;

/** Only same-site paths are followed after login: '/x' yes; '//host', '/\host', 'https://…' and anything else give '/'. */
export const safeRedirect = (target: unknown): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
