import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { Trans, useLingui } from '@lingui/react/macro'
import { encodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import { PROFILE_SKILLS_MAX } from '@jagir/shared/rules/jobseeker-profile'
import { findExistingByName, limitItems } from '@jagir/shared/rules/text'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { describedBy, FieldFrame } from '../../../components/form/field-frame'
import { ApiError } from '../../../lib/api-client'
import { createSkill, useSkillSearch } from '../api/lookups'
import type { NamedItem } from '../../../components/profile/lookups'
import { SkillTags } from '../../../components/profile/skill-tags'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const skillsSchema = z.pick(profileFieldsSchema, { skills: true })
const FULL = encodeValidationMessage('max_items', { max: PROFILE_SKILLS_MAX })

function SkillsForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const listId = useId()
  const [chosen, setChosen] = useState<NamedItem[]>(profile.skills)
  const [text, setText] = useState('')
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | undefined>()
  const { data: found = [] } = useSkillSearch(text)
  const { form, submit, general, errorOf } = useSectionForm({
    schema: skillsSchema,
    initial: { skills: profile.skills.map((skill) => skill.id) },
    onSaved: close,
  })
  const label = t({ message: 'Skills', context: 'seeker' })
  const choose = (next: NamedItem[]) => {
    setChosen(next)
    form.setValue(
      'skills',
      next.map((skill) => skill.id),
      { shouldValidate: form.formState.isSubmitted },
    )
  }

  const add = async () => {
    const name = text.trim()
    if (!name) return
    // An 11th is refused with the fixed message, before anything is created.
    if (chosen.length >= PROFILE_SKILLS_MAX) return setAddError(errorOf(FULL, label))
    setAddError(undefined)
    setAdding(true)
    try {
      const skill = findExistingByName(found, name) ?? (await createSkill(name))
      if (!chosen.some((other) => other.id === skill.id)) choose([...chosen, skill])
      setText('')
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setAddError(t`This skill could not be added.`)
    } finally {
      setAdding(false)
    }
  }

  const error = addError ?? errorOf(form.formState.errors.skills?.message, label)
  return (
    <form onSubmit={submit} noValidate>
      <SkillTags
        skills={chosen}
        onRemove={(id) => choose(chosen.filter((skill) => skill.id !== id))}
      />
      <FieldFrame id={inputId} label={<Trans>Add a skill</Trans>} error={error}>
        <div className="field has-addons">
          <div className="control is-expanded">
            <input
              id={inputId}
              className={`input${error ? ' is-danger' : ''}`}
              list={listId}
              value={text}
              autoComplete="off"
              placeholder={t`Type at least 3 letters`}
              {...describedBy(inputId, error)}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                void add()
              }}
            />
            <datalist id={listId}>
              {limitItems(found).map((skill) => (
                <option key={skill.id} value={skill.name} />
              ))}
            </datalist>
          </div>
          <div className="control">
            <button
              type="button"
              className={`button is-link${adding ? ' is-loading' : ''}`}
              disabled={adding}
              onClick={() => void add()}
            >
              <Trans>Add</Trans>
            </button>
          </div>
        </div>
      </FieldFrame>
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** Up to 10 skills, chosen from the approved list or added by name. */
export function SkillsSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="skills"
      title={t({ message: 'Skills', context: 'seeker' })}
      editor={(close) => <SkillsForm profile={profile} close={close} />}
    >
      {profile.skills.length ? (
        <SkillTags skills={profile.skills} />
      ) : (
        <Empty>{t`No skills added yet.`}</Empty>
      )}
    </ProfileSection>
  )
}
