import { useLingui } from '@lingui/react/macro'
import { passwordProblem } from '@jagir/shared/rules/password'

/** The checks of a new password and its confirmation, worded in the interface language. */
export function useNewPasswordRules() {
  const { t } = useLingui()
  return {
    password: (value: string): true | string => {
      const problem = passwordProblem(value)
      if (problem === 'too_short') return t`Use at least 8 characters.`
      if (problem === 'numeric') return t`Use letters as well as numbers.`
      if (problem === 'too_long') return t`Use at most 128 characters.`
      return true
    },
    confirm: (value: string, password: string): true | string =>
      value === password || t`The passwords do not match.`,
  }
}
