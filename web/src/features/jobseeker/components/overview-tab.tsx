import { useLingui } from '@lingui/react/macro'
import type { SeekerProfile } from '../api/my-profile'
import { ContactSection } from './contact-section'
import { CvSection } from './cv-section'
import { EducationSection } from './education-section'
import { ExperienceSection } from './experience-section'
import { LanguagesSection } from './languages-section'
import { PersonalSection } from './personal-section'
import { PhotoSection } from './photo-section'
import { PreferencesSection } from './preferences-section'
import { SkillsSection } from './skills-section'
import { SocialLinksSection } from './social-links-section'
import { SalarySection, WorkingStatusSection } from './status-sections'
import { AboutSection, HeadlineSection, VisibilitySection } from './text-sections'
import { CompletenessMeter } from './completeness-meter'

/** The overview tab: the profile as employers see it, each section edited in place. */
export function OverviewTab({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <div className="columns">
      <div className="column is-4-desktop">
        <aside className="box" aria-label={t`Profile completeness`}>
          <CompletenessMeter profile={profile} />
        </aside>
        <PhotoSection profile={profile} />
        <CvSection />
        <VisibilitySection profile={profile} />
      </div>
      <div className="column is-8-desktop">
        <HeadlineSection profile={profile} />
        <AboutSection profile={profile} />
        <ContactSection profile={profile} />
        <PersonalSection profile={profile} />
        <PreferencesSection profile={profile} />
        <EducationSection profile={profile} />
        <ExperienceSection profile={profile} />
        <SkillsSection profile={profile} />
        <LanguagesSection profile={profile} />
        <WorkingStatusSection profile={profile} />
        <SalarySection profile={profile} />
        <SocialLinksSection profile={profile} />
      </div>
    </div>
  )
}
