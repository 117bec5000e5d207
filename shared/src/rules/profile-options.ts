/**
 * Option lists of the job seeker's and referrer's pages (issue 15). docs/product.md#option-lists gives the
 * social networks, referrer relations and phone types; the rest is ours where the product's rules are silent.
 */
import { optionList } from './options.js'

/** Where a referee stands: invited by the referrer, signed up, applied to a job, hired. */
export const REFEREE_STATUSES = ['invited', 'registered', 'applied', 'hired'] as const
export type RefereeStatus = (typeof REFEREE_STATUSES)[number]
export const REFEREE_STATUS_OPTIONS = optionList<RefereeStatus>('referee_status', [
  ['invited', 'Invited'],
  ['registered', 'Registered'],
  ['applied', 'Applied'],
  ['hired', 'Hired'],
])

/** The referrer relations and phone types, as values zod's enum takes (docs/product.md#option-lists). */
export const REFEREE_RELATIONS = ['Father', 'Mother', 'Friend'] as const
export type RefereeRelation = (typeof REFEREE_RELATIONS)[number]
export const PHONE_TYPES = ['Mobile', 'Home', 'Work'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

/** The social networks (docs/product.md#option-lists). */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'Twitter', 'Youtube', 'LinkedIn'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** The sites a network's profile links live on (a link elsewhere is refused). */
export const SOCIAL_NETWORK_HOSTS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  Facebook: ['facebook.com', 'fb.com'],
  Instagram: ['instagram.com'],
  Twitter: ['twitter.com', 'x.com'],
  Youtube: ['youtube.com', 'youtu.be'],
  LinkedIn: ['linkedin.com'],
}

/** Languages people in Nepal list most, by a stable code. */
export const PROFILE_LANGUAGES = [
  'nepali',
  'english',
  'hindi',
  'maithili',
  'bhojpuri',
  'tharu',
  'tamang',
  'newar',
  'magar',
  'gurung',
  'rai',
  'limbu',
  'sherpa',
  'urdu',
  'chinese',
  'japanese',
  'korean',
  'arabic',
] as const
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number]

/** How well a language is known. */
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]
export const LANGUAGE_LEVEL_OPTIONS = optionList<LanguageLevel>('language_level', [
  ['basic', 'Basic'],
  ['conversational', 'Conversational'],
  ['fluent', 'Fluent'],
  ['native', 'Native'],
])

/** The calendars an education entry's years may be given in: Gregorian or Bikram Sambat. */
export const YEAR_CALENDARS = ['AD', 'BS'] as const
export type YearCalendar = (typeof YEAR_CALENDARS)[number]
