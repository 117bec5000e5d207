import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '../../../lib/lang'
import { useCategoryChoices } from '../api/categories'
import { useDistrictChoices } from '../api/districts'
import type { LookupChoice } from '../api/lookup-choices'
import type { FilterName, JobSearchFilters } from '../api/search-params'
import { fixedChoices } from './filter-choices'
import { FILTER_LABELS } from './filter-labels'
import { FilterSelect, type Choice } from '../../../components/form/filter-select'

interface SearchFiltersProps {
  filters: JobSearchFilters
  /** A filter changed: its new value, null when cleared. */
  onChange: (name: FilterName, value: string | number | null) => void
  onClear: () => void
  /** The name of the employer the search is narrowed to (a browse link's), once known. */
  organizationName?: string | null
}

const toChoices = (items: LookupChoice[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }))

const NUMERIC: readonly FilterName[] = [
  'province',
  'district',
  'category',
  'organization',
  'experience',
]

/**
 * The search's filters (province, district, category, job level, job type, salary band,
 * experience); each change is applied at once and kept in the address.
 */
export function SearchFilters({
  filters,
  onChange,
  onClear,
  organizationName,
}: SearchFiltersProps) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const fixed = useMemo(() => fixedChoices(i18n, lang), [i18n, lang])
  const districts = useDistrictChoices(filters.province, lang)
  const categories = useCategoryChoices(lang)

  const select = (name: FilterName, choices: Choice[], loading = false) => (
    <FilterSelect
      name={name}
      label={i18n._(FILTER_LABELS[name])}
      value={filters[name] === null ? '' : String(filters[name])}
      choices={choices}
      loading={loading}
      onChange={(value) =>
        onChange(name, value === '' ? null : NUMERIC.includes(name) ? Number(value) : value)
      }
    />
  )

  return (
    <form
      className="search-filters"
      aria-label={t`Filters`}
      onSubmit={(event) => event.preventDefault()}
    >
      {filters.organization === null ? null : (
        <p className="search-organization">
          <span className="tag is-medium is-info is-light">
            {organizationName ? t`Company: ${organizationName}` : t`One company’s jobs`}
            <button
              type="button"
              className="delete is-small"
              aria-label={t`Show every company’s jobs`}
              onClick={() => onChange('organization', null)}
            />
          </span>
        </p>
      )}
      {select('province', fixed.province)}
      {select('district', toChoices(districts.data), districts.isLoading)}
      {select('category', toChoices(categories.data), categories.isLoading)}
      {select('level', fixed.level)}
      {select('type', fixed.type)}
      {select('salary', fixed.salary)}
      {select('experience', fixed.experience)}
      <button type="button" className="button is-small is-ghost px-0" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </button>
    </form>
  )
}
