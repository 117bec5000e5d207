import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CompletenessPart } from '@jagir/shared/rules/jobseeker-profile'
import type { ApplicationStatus } from '@jagir/shared/rules/application-status'
import type {
  LanguageLevel,
  ProfileLanguage,
  SocialNetwork,
} from '@jagir/shared/rules/profile-options'

export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg`New`,
  // The stored `shortlisted`: "shortlist" means only an employer's paid shortlist (docs/employer.md).
  shortlisted: msg`Next round`,
  interview: msg`Interview`,
  rejected: msg`Not selected`,
  hired: msg({ message: 'Hired', context: 'seeker' }),
}

export const LANGUAGE_TEXT: Record<ProfileLanguage, MessageDescriptor> = {
  nepali: msg`Nepali`,
  english: msg`English`,
  hindi: msg`Hindi`,
  maithili: msg`Maithili`,
  bhojpuri: msg`Bhojpuri`,
  tharu: msg`Tharu`,
  tamang: msg`Tamang`,
  newar: msg`Newar (Nepal Bhasa)`,
  magar: msg`Magar`,
  gurung: msg`Gurung`,
  rai: msg`Rai (Bantawa)`,
  limbu: msg`Limbu`,
  sherpa: msg`Sherpa`,
  urdu: msg`Urdu`,
  chinese: msg`Chinese`,
  japanese: msg`Japanese`,
  korean: msg`Korean`,
  arabic: msg`Arabic`,
}

export const LANGUAGE_LEVEL_TEXT: Record<LanguageLevel, MessageDescriptor> = {
  basic: msg`Basic`,
  conversational: msg`Conversational`,
  fluent: msg`Fluent`,
  native: msg`Native`,
}

/** The networks' own names, the same in both languages. */
export const NETWORK_NAME: Record<SocialNetwork, string> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  Twitter: 'X (Twitter)',
  Youtube: 'YouTube',
  LinkedIn: 'LinkedIn',
}

/** The parts of the profile the completeness meter names when they are missing. */
export const PART_TEXT: Record<CompletenessPart, MessageDescriptor> = {
  photo: msg`a photo`,
  headline: msg`a headline`,
  about: msg`something about you`,
  contact: msg`an e-mail address`,
  preferences: msg`preferred places and job categories`,
  education: msg`your education`,
  experience: msg`your work experience`,
  skills: msg`your skills`,
  languages: msg`the languages you speak`,
  working_status: msg`your working status`,
  expected_salary: msg`the salary you expect`,
}
