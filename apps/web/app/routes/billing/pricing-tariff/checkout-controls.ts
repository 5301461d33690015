/** The checkout form's fields that are not the subscription's body: which button sent it, and where to return after paying. */
export const TARIFF_CONTROLS = ['intent', 'redirect'] as const;
