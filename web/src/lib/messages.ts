import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { MESSAGES_EN, type MessageKey, type NoticeKey } from '@jagir/shared/errors/messages'
import { i18n } from './i18n'

/** The product's fixed messages (docs/product.md#fixed-messages-and-notices), by the stable keys `shared/` uses. */
export const MESSAGE_TEXT: Record<MessageKey, MessageDescriptor> = {
  initial_form_first: msg`Please fill up the Initial form first.`,
  initial_form_not_filled: msg`Initial profile form not filled`,
  login_as_employer: msg`You need to login as an employer to post a job.`,
  something_went_wrong: msg`Something went wrong.`,
  unknown_middleware: msg`Unknown middleware`,
}

/** The success notices of docs/product.md#fixed-messages-and-notices, by key. */
export const NOTICE_TEXT: Record<NoticeKey, MessageDescriptor> = {
  basic_info_updated: msg`Successfully updated Basic Information`,
  specification_updated: msg`Successfully updated Job Specification`,
  additional_info_updated: msg`Successfully updated Additional Information`,
  question_added: msg`Successfully added question`,
  question_updated: msg`Successfully updated question`,
  question_deleted: msg`Successfully deleted question`,
  logged_out: msg`Successfully Logged Out`,
}

/** A fixed message in the interface language. */
export const messageText = (key: MessageKey): string => i18n._(MESSAGE_TEXT[key])

/** A notice in the interface language. */
export const noticeText = (key: NoticeKey): string => i18n._(NOTICE_TEXT[key])

/**
 * A server's message as shown: the provider answers in the user's language already, but the
 * fallback 'Something went wrong.' is ours, so it is translated.
 */
export function serverMessageText(message: string): string {
  const key = (Object.keys(MESSAGES_EN) as MessageKey[]).find((k) => MESSAGES_EN[k] === message)
  return key ? messageText(key) : message
}
