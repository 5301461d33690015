const PAGE = '/profile/report-hiring';
/** Where a paid (or a later) fee is found: the hirings tab lists every reported hire. */
export const HIRINGS_TAB = '/profile/employer/hirings';

/** The page's steps, by its query: choose (`?vacancy=` narrows), confirm (`?offer=`), then the fee (`?hire=`). */
export const reportPathOf = (query: { offer?: number; hire?: number; vacancy?: number } = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${PAGE}?${search}` : PAGE;
};

/** A refusal the page shows: above the step it came from, or under the promo code's field. */
export type ReportReply = { message: string; field?: 'promo_code' };
