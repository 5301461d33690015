/**
 * Load balancers probe liveness every few seconds. A probe writes no log lines (two per probe would drown the real
 * traffic), and so it gets no `x-request-id` either: the id exists to find a request's log lines.
 */
export const isProbe = (url: string | undefined): boolean => url === '/api/health';
