/**
 * The product's fixed messages (docs/product.md#fixed-messages-and-notices) under stable keys: the web translates the keys
 * through Lingui; the English text is the product's, word for word.
 */
export const MESSAGES_EN = {
  initial_form_first: 'Please fill up the Initial form first.',
  initial_form_not_filled: 'Initial profile form not filled',
  login_as_employer: 'You need to login as an employer to post a job.',
  something_went_wrong: 'Something went wrong.',
  unknown_middleware: 'Unknown middleware',
} as const
export type MessageKey = keyof typeof MESSAGES_EN

/** Success notices (docs/product.md#fixed-messages-and-notices). */
export const NOTICES_EN = {
  basic_info_updated: 'Successfully updated Basic Information',
  specification_updated: 'Successfully updated Job Specification',
  additional_info_updated: 'Successfully updated Additional Information',
  question_added: 'Successfully added question',
  question_updated: 'Successfully updated question',
  question_deleted: 'Successfully deleted question',
  logged_out: 'Successfully Logged Out',
} as const
export type NoticeKey = keyof typeof NOTICES_EN
