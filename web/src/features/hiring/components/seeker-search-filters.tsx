import { Trans, useLingui } from '@lingui/react/macro'
import {
  EXPERIENCE_MONTH_OPTIONS,
  JOB_LEVELS,
  SALARY_BANDS,
  SEEKER_STATUSES,
} from '@jagir/shared/rules/options'
import { JOB_LEVEL_TEXT, optionText, yearsText } from '../../../components/job/option-labels'
import { FilterSelect, type Choice } from '../../../components/form/filter-select'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import {
  CATEGORIES_PATH,
  DISTRICTS_PATH,
  useChoices,
  type NamedItem,
} from '../../../components/profile/lookups'
import { SALARY_BAND_TEXT, WORKING_STATUS_TEXT } from '../../../components/profile/seeker-labels'
import { SkillTags } from '../../../components/profile/skill-tags'
import {
  SEARCH_SKILLS_MAX,
  type SeekerFilterName,
  type SeekerSearchFilters,
} from '../api/seeker-search-params'

/** The approved skills an employer can ask for (the demo has a few dozen; one page holds them). */
export const SEARCH_SKILLS_PATH = '/api/v1/common/skills/?status=Approved&limit=100'

interface SeekerSearchFiltersProps {
  filters: SeekerSearchFilters
  /** A filter changed: its new value, null when cleared. */
  onChange: <K extends SeekerFilterName>(name: K, value: SeekerSearchFilters[K]) => void
  onClear: () => void
}

const toChoices = (items: readonly NamedItem[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }))

/**
 * The job seeker search's filters: district, preferred category, skills (all of them), job level,
 * experience (at least), expected salary band and working status. Each change applies at once
 * and is kept in the address.
 */
export function SeekerSearchFilters({ filters, onChange, onClear }: SeekerSearchFiltersProps) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const districts = useChoices(DISTRICTS_PATH)
  const categories = useChoices(CATEGORIES_PATH)
  const skills = useChoices(SEARCH_SKILLS_PATH)
  const chosenSkills = filters.skills.map(
    (id) => skills.data?.find((skill) => skill.id === id) ?? { id, name: formatNumber(id, lang) },
  )
  const number = (value: string) => (value === '' ? null : Number(value))
  const text = (value: string) => (value === '' ? null : value)
  const select = (
    name: SeekerFilterName,
    label: string,
    choices: Choice[],
    change: (value: string) => void,
    loading = false,
  ) => {
    const value = filters[name]
    return (
      <FilterSelect
        name={name}
        label={label}
        value={value === null || Array.isArray(value) ? '' : String(value)}
        choices={choices}
        loading={loading}
        onChange={change}
      />
    )
  }

  return (
    <form
      className="search-filters"
      aria-label={t`Filters`}
      onSubmit={(event) => event.preventDefault()}
    >
      {select(
        'district',
        t`District`,
        toChoices(districts.data),
        (v) => onChange('district', number(v)),
        districts.isLoading,
      )}
      {select(
        'category',
        t`Preferred category`,
        toChoices(categories.data),
        (v) => onChange('category', number(v)),
        categories.isLoading,
      )}
      <div className="seeker-skill-filter">
        <FilterSelect
          name="skills"
          label={t`Skills (all of them)`}
          value=""
          emptyLabel={
            filters.skills.length >= SEARCH_SKILLS_MAX ? t`Ten skills at most` : t`Add a skill`
          }
          loading={skills.isLoading}
          choices={toChoices(skills.data?.filter((s) => !filters.skills.includes(s.id)))}
          onChange={(value) => {
            if (value === '' || filters.skills.length >= SEARCH_SKILLS_MAX) return
            onChange('skills', [...filters.skills, Number(value)])
          }}
        />
        {chosenSkills.length ? (
          <SkillTags
            skills={chosenSkills}
            onRemove={(id) =>
              onChange(
                'skills',
                filters.skills.filter((other) => other !== id),
              )
            }
          />
        ) : null}
      </div>
      {select(
        'level',
        t`Job level`,
        JOB_LEVELS.map((level) => ({
          value: level,
          label: optionText(i18n, JOB_LEVEL_TEXT, level),
        })),
        (v) => onChange('level', text(v)),
      )}
      {select(
        'experience',
        t`Experience (at least)`,
        EXPERIENCE_MONTH_OPTIONS.filter((o) => o.value > 0).map((o) => {
          const years = o.value / 12
          return {
            value: String(o.value),
            label: yearsText(i18n, years, formatNumber(years, lang)),
          }
        }),
        (v) => onChange('experience', number(v)),
      )}
      {select(
        'salary',
        t`Expected salary (NRs a month)`,
        SALARY_BANDS.map((band) => ({
          value: band.value,
          label: optionText(i18n, SALARY_BAND_TEXT, band.value),
        })),
        (v) => onChange('salary', text(v)),
      )}
      {select(
        'status',
        t`Working status`,
        SEEKER_STATUSES.map((status) => ({
          value: status,
          label: optionText(i18n, WORKING_STATUS_TEXT, status),
        })),
        (v) => onChange('status', text(v)),
      )}
      <button type="button" className="button is-small is-ghost px-0" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </button>
    </form>
  )
}
