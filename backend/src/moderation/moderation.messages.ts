/** The texts of the moderation queue and its settings. */
export const MODERATION_MESSAGES = {
  notFound: 'Moderation item not found',
  alreadyDecided: 'This item has already been decided by another admin.',
  superseded: 'The advertiser has changed this text since; review the newer item instead.',
  alreadyDecidedByYou: 'You have already decided this item.',
  reasonRequired: 'Choose a reason for rejecting.',
  unknownSetting: 'Unknown moderation setting',
  badMode: "Mode must be 'pre' or 'post'",
} as const;

/** The texts of the advertising rules, and the refusal of a save that breaks one. */
export const RULE_MESSAGES = {
  notFound: 'Advertising rule not found',
  nameRequired: 'Name is required (at most 100 characters)',
  badAction: "Action must be 'block' or 'review'",
  nameTaken: 'A rule with this name already exists',
  blocked: (field: string, rule: string) => `${field} breaks our advertising rule "${rule}". Please change it.`,
} as const;
