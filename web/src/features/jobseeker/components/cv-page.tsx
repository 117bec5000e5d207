import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { JOB_LEVEL_TEXT, optionText, yearsText } from '../../../components/job/option-labels'
import { WORKING_STATUS_TEXT } from '../../../components/profile/seeker-labels'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { formatNumber, localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useMyProfile } from '../api/my-profile'
import { EducationList } from './education-section'
import { ExperienceList } from './experience-section'
import { LanguageList } from './languages-section'
import '../../../components/job/job.scss'
import './jobseeker.scss'
import './cv-page.scss'

/** A part of the CV, left out when the profile has nothing for it. */
function Part({ title, shown, children }: { title: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null
  return (
    <section className="cv-part">
      <h2 className="cv-part-title">{title}</h2>
      {children}
    </section>
  )
}

/**
 * `/jobseeker/cv/me`: a one-page CV made from the seeker's own profile, in the interface language,
 * to print or save as PDF from the browser. Printed, only the CV is on the page (see
 * cv-page.scss): no navigation, footer or buttons, A4 with margins, links written out.
 */
export function CvPage() {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { data: profile, error } = useMyProfile()
  if (!profile) {
    return (
      <section className="section">
        <div className="container">
          <LoadState error={error} failed={<Trans>Your profile could not be loaded.</Trans>} />
        </div>
      </section>
    )
  }
  const years = Math.floor(profile.experience_months / 12)
  const facts = [
    profile.district?.name,
    optionText(i18n, JOB_LEVEL_TEXT, profile.job_level),
    years > 0 ? yearsText(i18n, years, formatNumber(years, lang)) : '',
    optionText(i18n, WORKING_STATUS_TEXT, profile.working_status),
  ].filter(Boolean)
  const contact = profile.contact
  const name = profile.full_name
  const links = (profile.social_links ?? []).filter((link) => /^https?:\/\//i.test(link.url))
  return (
    <section className="section cv-screen">
      <div className="container">
        <PageTitle title={t`CV of ${name}`} />
        <div className="buttons cv-actions">
          <button type="button" className="button is-primary" onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </button>
          <Link className="button" to={href('jobseekerProfileMe', null, null, lang)}>
            <Trans>Back to your profile</Trans>
          </Link>
        </div>
        <p className="help cv-actions mb-4">
          <Trans>
            In the print dialog, choose “Save as PDF” to keep a file. The page is A4 and leaves out
            the site’s menus.
          </Trans>
        </p>
        <article className="cv-sheet" lang={lang}>
          <header className="cv-head">
            <h1 className="cv-name">{profile.full_name}</h1>
            {profile.headline ? <p className="cv-headline">{profile.headline}</p> : null}
            {facts.length ? (
              <ul className="profile-inline-list cv-facts">
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            ) : null}
            {contact ? (
              <ul className="profile-inline-list cv-contact">
                {contact.email ? (
                  <li>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </li>
                ) : null}
                {contact.phone_number ? <li>{localDigits(contact.phone_number, lang)}</li> : null}
              </ul>
            ) : null}
            {links.length ? (
              <ul className="profile-inline-list cv-links">
                {links.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="noopener noreferrer nofollow">
                      {link.url.replace(/^https?:\/\//i, '')}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          <Part title={t`About`} shown={!!profile.about}>
            <p className="profile-about">{profile.about}</p>
          </Part>
          <Part title={t`Work experience`} shown={!!profile.work_experience?.length}>
            <ExperienceList entries={profile.work_experience ?? []} />
          </Part>
          <Part
            title={t({ message: 'Education', context: 'seeker' })}
            shown={!!profile.education_history?.length}
          >
            <EducationList entries={profile.education_history ?? []} />
          </Part>
          <Part
            title={t({ message: 'Skills', context: 'seeker' })}
            shown={profile.skills.length > 0}
          >
            <ul className="profile-inline-list">
              {profile.skills.map((skill) => (
                <li key={skill.id}>{skill.name}</li>
              ))}
            </ul>
          </Part>
          <Part title={t`Languages`} shown={profile.languages.length > 0}>
            <LanguageList languages={profile.languages} />
          </Part>
        </article>
      </div>
    </section>
  )
}
