import * as z from 'zod/mini'
import { Trans, useLingui } from '@lingui/react/macro'
import { ABOUT_MAX, HEADLINE_MAX } from '@jagir/shared/rules/jobseeker-profile'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { TextField } from '../../../components/form/text-field'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { TextArea } from '../../../components/form/text-area'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const headlineSchema = z.pick(profileFieldsSchema, { headline: true })
const aboutSchema = z.pick(profileFieldsSchema, { about: true })
const visibilitySchema = z.pick(profileFieldsSchema, { is_public: true })

function HeadlineForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const lang = useLang()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: headlineSchema,
    initial: { headline: profile.headline },
    onSaved: close,
  })
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t`Headline`}
        maxLength={HEADLINE_MAX}
        placeholder={t`For example: Accountant with five years in banks`}
        error={errorOf(form.formState.errors.headline?.message)}
        {...form.register('headline')}
      />
      <p className="help">
        <Trans>At most {formatNumber(HEADLINE_MAX, lang)} characters.</Trans>
      </p>
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The one line under the seeker's name. */
export function HeadlineSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="headline"
      title={t`Headline`}
      editor={(close) => <HeadlineForm profile={profile} close={close} />}
    >
      {profile.headline ? <p>{profile.headline}</p> : <Empty>{t`No headline yet.`}</Empty>}
    </ProfileSection>
  )
}

function AboutForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const lang = useLang()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: aboutSchema,
    initial: { about: profile.about },
    onSaved: close,
  })
  const length = form.watch('about').length
  return (
    <form onSubmit={submit} noValidate>
      <TextArea
        label={t`About you`}
        rows={6}
        error={errorOf(form.formState.errors.about?.message)}
        hint={
          <Trans>
            {formatNumber(length, lang)} of {formatNumber(ABOUT_MAX, lang)} characters
          </Trans>
        }
        {...form.register('about')}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** What the seeker says about themselves. */
export function AboutSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="about"
      title={t`About`}
      editor={(close) => <AboutForm profile={profile} close={close} />}
    >
      {profile.about ? (
        <p className="profile-about">{profile.about}</p>
      ) : (
        <Empty>{t`Tell employers about yourself.`}</Empty>
      )}
    </ProfileSection>
  )
}

function VisibilityForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { form, submit, general } = useSectionForm({
    schema: visibilitySchema,
    initial: { is_public: profile.is_public ?? false },
    onSaved: close,
  })
  return (
    <form onSubmit={submit} noValidate>
      <label className="checkbox">
        <input type="checkbox" className="mr-2" {...form.register('is_public')} />
        <Trans>
          Employers may find my profile in their search, and anyone may see its public part
        </Trans>
      </label>
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** Whether employers find the profile, and visitors see its public part. */
export function VisibilitySection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="visibility"
      title={t`Who can find you`}
      editor={(close) => <VisibilityForm profile={profile} close={close} />}
    >
      <p>
        {profile.is_public
          ? t`Employers can find your profile; visitors see its public part (no contact details).`
          : t`Your profile is hidden from employers' search and from visitors; employers you apply to still see it.`}
      </p>
    </ProfileSection>
  )
}
