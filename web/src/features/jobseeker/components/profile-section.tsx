import { useId, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormErrors } from '../../../components/form/field-frame'
import { SubmitButton } from '../../../components/form/submit-button'

interface ProfileSectionProps {
  /** The anchor the completeness meter links to. */
  id: string
  title: string
  /** The section as employers see it. */
  children: ReactNode
  /** The form, given a way to close it; absent: the section cannot be edited here. */
  editor?: (close: () => void) => ReactNode
}

/**
 * One section of the profile, edited in place: its content with an Edit button, which the form
 * replaces until it is saved or cancelled (focus goes back to the button).
 */
export function ProfileSection({ id, title, children, editor }: ProfileSectionProps) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const headingId = useId()
  const edit = `${id}-edit`
  const close = () => {
    // Back to where editing started: the button is there again once this update is committed
    // (at once, not in a later frame that could outlive the page).
    flushSync(() => setEditing(false))
    document.getElementById(edit)?.focus()
  }
  return (
    <section className="box profile-section" id={id} aria-labelledby={headingId}>
      <div className="profile-section-head">
        <h2 className="title is-5" id={headingId}>
          {title}
        </h2>
        {editor && !editing ? (
          <button
            type="button"
            className="button is-small is-link is-light"
            id={edit}
            aria-label={t`Edit ${title}`}
            onClick={() => setEditing(true)}
          >
            <Trans context="seeker">Edit</Trans>
          </button>
        ) : null}
      </div>
      {editor && editing ? editor(close) : children}
    </section>
  )
}

/** Save and Cancel under a section's form; general errors above them. */
export function SectionButtons({
  onCancel,
  saving,
  general = [],
}: {
  onCancel: () => void
  saving: boolean
  general?: string[]
}) {
  return (
    <>
      <FormErrors messages={general} />
      <div className="buttons mt-4">
        <SubmitButton submitting={saving}>
          <Trans context="seeker">Save</Trans>
        </SubmitButton>
        <button type="button" className="button is-light" onClick={onCancel} disabled={saving}>
          <Trans context="seeker">Cancel</Trans>
        </button>
      </div>
    </>
  )
}

/** What a section shows when it has nothing yet. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="has-text-grey">{children}</p>
}
