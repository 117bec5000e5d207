import * as z from 'zod/mini'
import { useFieldArray } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@jagir/shared/rules/profile-options'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { TextField } from '../../../components/form/text-field'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { SelectField } from '../../../components/form/select-field'
import { NETWORK_NAME } from './labels'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const linksSchema = z.pick(profileFieldsSchema, { social_links: true })
const networkName = (network: string) => NETWORK_NAME[network as SocialNetwork] ?? network

function SocialLinksForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: linksSchema,
    initial: {
      social_links: (profile.social_links ?? []) as { network: SocialNetwork; url: string }[],
    },
    onSaved: close,
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'social_links' })
  const errors = form.formState.errors.social_links
  const unused = SOCIAL_NETWORKS.filter(
    (network) => !form.watch('social_links').some((link) => link.network === network),
  )
  return (
    <form onSubmit={submit} noValidate>
      {fields.map((field, index) => {
        const network = networkName(form.watch(`social_links.${index}.network`))
        return (
          <div className="columns is-mobile is-multiline" key={field.id}>
            <div className="column is-4-tablet is-12-mobile">
              <SelectField
                label={t`Network`}
                options={SOCIAL_NETWORKS.map((value) => ({ value, label: NETWORK_NAME[value] }))}
                error={errorOf(errors?.[index]?.network?.message)}
                {...form.register(`social_links.${index}.network`)}
              />
            </div>
            <div className="column">
              <TextField
                label={t`Link to your ${network} page`}
                type="url"
                placeholder="https://"
                error={errorOf(errors?.[index]?.url?.message)}
                {...form.register(`social_links.${index}.url`)}
              />
            </div>
            <div className="column is-narrow is-flex is-align-items-flex-end">
              <button
                type="button"
                className="button is-small is-danger is-light mb-3"
                onClick={() => remove(index)}
              >
                <Trans>Remove {network}</Trans>
              </button>
            </div>
          </div>
        )
      })}
      {unused.length ? (
        <button
          type="button"
          className="button is-link is-light"
          onClick={() => append({ network: unused[0]!, url: '' })}
        >
          <Trans>Add a link</Trans>
        </button>
      ) : null}
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The seeker's pages on the product's networks, as links that leave the site safely. */
export function SocialLinkList({ links }: { links: { network: string; url: string }[] }) {
  return (
    <ul className="profile-inline-list">
      {links
        .filter((link) => /^https?:\/\//i.test(link.url))
        .map((link) => (
          <li key={link.network}>
            <a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
              {networkName(link.network)}
            </a>
          </li>
        ))}
    </ul>
  )
}

/** Links to the seeker's Facebook, Instagram, X, YouTube or LinkedIn pages. */
export function SocialLinksSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  const links = profile.social_links ?? []
  return (
    <ProfileSection
      id="social-links"
      title={t`Social links`}
      editor={(close) => <SocialLinksForm profile={profile} close={close} />}
    >
      {links.length ? <SocialLinkList links={links} /> : <Empty>{t`No links added yet.`}</Empty>}
    </ProfileSection>
  )
}
