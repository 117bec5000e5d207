import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TrashIcon } from '../../../components/ui/icons'
import type { LookupKind } from '../api/lookups'
import { messageAt } from './basic-info-types'
import type { SpecificationForm } from './education-fields'
import { useErrorText } from './validation-text'
import { LookupChips } from './lookup-chips'

type SectionName = 'work_standards' | 'skills' | 'personal_qualities' | 'required_knowledge'

/** The optional sections of step 2, in the product's order, each over its Approved lookup. */
const SECTIONS: readonly { name: SectionName; kind: LookupKind; title: MessageDescriptor }[] = [
  { name: 'work_standards', kind: 'workStandards', title: msg`Work Standards` },
  { name: 'skills', kind: 'skills', title: msg`Skills` },
  { name: 'personal_qualities', kind: 'personalQualities', title: msg`Personal Qualities` },
  { name: 'required_knowledge', kind: 'requiredKnowledge', title: msg`Required Knowledge` },
]

/**
 * Work Standards, Skills, Personal Qualities and Required Knowledge (docs/product.md#step-2-job-specification): each added
 * by its button and removed (with its entries) by the trash icon; at most 10 entries each. A
 * name none of them has is added as a new (Pending) item, as benefits are (docs/product.md#lookups).
 */
export function OptionalSections({ form }: { form: SpecificationForm }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const { control, setValue, formState } = form
  const values = useWatch({ control, name: SECTIONS.map((section) => section.name) })
  // Sections with entries are open from the start (an edited job, or values carried back).
  const [open, setOpen] = useState<readonly SectionName[]>(() =>
    SECTIONS.filter((_, index) => (values[index] ?? []).length > 0).map((s) => s.name),
  )

  const remove = (name: SectionName) => {
    setOpen((names) => names.filter((other) => other !== name))
    setValue(name, [], { shouldDirty: true, shouldValidate: formState.isSubmitted })
  }

  return (
    <div className="optional-sections">
      {SECTIONS.map((section, index) => {
        if (!open.includes(section.name)) return null
        const title = i18n._(section.title)
        return (
          <section key={section.name} className="box optional-section" aria-label={title}>
            <div className="is-flex is-justify-content-space-between is-align-items-center">
              <h3 className="title is-6 mb-2">{title}</h3>
              <button
                type="button"
                className="button is-small is-white has-text-danger"
                aria-label={t`Remove ${title}`}
                title={t`Remove ${title}`}
                onClick={() => remove(section.name)}
              >
                <TrashIcon />
              </button>
            </div>
            <LookupChips
              label={title}
              name={section.name}
              hideLabel
              kind={section.kind}
              creatable
              value={values[index] ?? []}
              onChange={(ids) =>
                setValue(section.name, ids, { shouldDirty: true, shouldValidate: true })
              }
              error={errorText(section.name, messageAt(formState.errors, section.name))}
            />
          </section>
        )
      })}
      <div className="buttons">
        {SECTIONS.filter((section) => !open.includes(section.name)).map((section) => {
          const title = i18n._(section.title)
          return (
            <button
              key={section.name}
              type="button"
              className="button is-small is-info is-outlined"
              onClick={() => setOpen((names) => [...names, section.name])}
            >
              <Trans>Add {title}</Trans>
            </button>
          )
        })}
      </div>
    </div>
  )
}
