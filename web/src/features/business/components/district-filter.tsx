import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { NamedCount } from '../../../lib/content-data'

interface DistrictFilterProps {
  districts: readonly NamedCount[] | undefined
  value: number | null
  onChange: (district: number | null) => void
  /** Where the form goes without JavaScript (this list's own address). */
  action: string
}

/**
 * The directory's district filter: only the districts that have businesses, each with its
 * count. Choosing one applies it; without JavaScript the button sends the form.
 */
export function DistrictFilter({ districts, value, onChange, action }: DistrictFilterProps) {
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  return (
    <form
      method="get"
      action={action}
      className="field"
      onSubmit={(event) => {
        event.preventDefault()
        const chosen = new FormData(event.currentTarget).get('district')
        onChange(chosen ? Number(chosen) : null)
      }}
    >
      <label className="label is-small" htmlFor={id}>
        <Trans>District</Trans>
      </label>
      <div className="field has-addons">
        <div
          className={`control is-expanded select is-small is-fullwidth${districts ? '' : ' is-loading'}`}
        >
          <select
            id={id}
            name="district"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t`Every district`}</option>
            {value !== null && !districts?.some((d) => d.id === value) ? (
              <option value={value}>{formatNumber(value, lang)}</option>
            ) : null}
            {(districts ?? []).map((district) => (
              <option key={district.id} value={district.id}>
                {district.name} ({formatNumber(district.count, lang)})
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <button type="submit" className="button is-small">
            <Trans>Show businesses</Trans>
          </button>
        </div>
      </div>
    </form>
  )
}
