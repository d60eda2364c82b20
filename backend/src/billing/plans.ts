/** Spec §9: a plan lasts 30 days; each invoice pays for one period. */
export const PLAN_PERIOD_DAYS = 30;
