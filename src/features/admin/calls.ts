import type { RequestOptions } from '@api/request';

/**
 * Every call of the console goes to the admin host with the admin token, named here rather than
 * guessed from the page's path, so a call made while the route changes still goes to the console.
 */
export const ADMIN_REQUEST: RequestOptions = { section: 'admin' };
