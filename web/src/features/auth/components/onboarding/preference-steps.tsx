import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PROVINCE_OPTIONS } from '@jagir/shared/rules/options'
import { optionText, PROVINCE_TEXT } from '../../../../components/job/option-labels'
import { useLang } from '../../../../lib/lang'
import { savePreferredJobs, savePreferredLocations } from '../../api/account-flows'
import {
  useDistricts,
  useJobCategories,
  useProvinceDistricts,
  type Choice,
} from '../../api/choices'
import { readStepDraft, writeStepDraft } from '../../hooks/use-step-draft'
import { SelectField } from '../../../../components/form/select-field'
import { ChoiceBoxes } from './choice-boxes'
import { StepForm } from './step-form'
import type { StepProps } from './step-props'

/** The provider takes up to five of each. */
const MAX_CHOSEN = 5

/** A list of ids chosen in a step: kept for the tab as it changes (Back, a reload). */
function useChosen(step: string, saved: number[]) {
  const [chosen, setChosen] = useState<number[]>(() => {
    const kept = readStepDraft<{ chosen: number[] }>(step)?.chosen
    return Array.isArray(kept) ? kept.filter((id) => typeof id === 'number') : saved
  })
  const change = (next: number[]) => {
    setChosen(next)
    writeStepDraft(step, { chosen: next })
  }
  return [chosen, change] as const
}

/** Step 1: the districts a job seeker wants to work in, found province by province. */
export function LocationsStep({ saved, onSaved, back }: StepProps) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const [chosen, setChosen] = useChosen('preferred-location', saved.preferred_locations)
  const [province, setProvince] = useState('')
  const inProvince = useProvinceDistricts(lang, province) ?? []
  const names = new Map((useDistricts(lang) ?? []).map((d: Choice) => [d.id, d.name]))
  return (
    <StepForm
      value={chosen}
      missing={chosen.length ? null : t`Choose at least one district.`}
      save={savePreferredLocations}
      field="districts"
      onSaved={onSaved}
      back={back}
      submitLabel={<Trans>Save and continue</Trans>}
    >
      {(error) => (
        <>
          <SelectField
            label={t`Province`}
            // Until a province shows its districts, what the step lacks is said under it.
            error={province ? undefined : error}
            placeholder={t`Choose…`}
            value={province}
            onChange={(event) => setProvince(event.target.value)}
            options={PROVINCE_OPTIONS.map((option) => ({
              value: option.value,
              label: optionText(i18n, PROVINCE_TEXT, option.value),
            }))}
          />
          {province ? (
            <ChoiceBoxes
              legend={t`Districts`}
              options={inProvince}
              chosen={chosen}
              onChange={setChosen}
              max={MAX_CHOSEN}
              error={error}
            />
          ) : null}
          {chosen.length ? (
            <div className="field">
              <p className="label">
                <Trans>Your choice</Trans>
              </p>
              <div className="tags">
                {chosen.map((id) => (
                  <span key={id} className="tag is-medium is-primary is-light">
                    {names.get(id) ?? id}
                    <button
                      type="button"
                      className="delete is-small"
                      aria-label={t`Remove ${names.get(id) ?? id}`}
                      onClick={() => setChosen(chosen.filter((value) => value !== id))}
                    />
                  </span>
                ))}
              </div>
            </div>
          ) : null}
        </>
      )}
    </StepForm>
  )
}

/** Step 2: the kinds of job (categories) a job seeker wants. */
export function CategoriesStep({ saved, onSaved, back }: StepProps) {
  const { t } = useLingui()
  const lang = useLang()
  const [chosen, setChosen] = useChosen('preferred-job-category', saved.preferred_jobs)
  const categories = useJobCategories(lang) ?? []
  return (
    <StepForm
      value={chosen}
      missing={chosen.length ? null : t`Choose at least one kind of job.`}
      save={savePreferredJobs}
      field="categories"
      onSaved={onSaved}
      back={back}
      submitLabel={<Trans>Save and continue</Trans>}
    >
      {(error) => (
        <ChoiceBoxes
          legend={t`Job categories`}
          options={categories}
          chosen={chosen}
          onChange={setChosen}
          max={MAX_CHOSEN}
          error={error}
        />
      )}
    </StepForm>
  )
}
