import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { Modal } from '../../../components/ui/modal'
import { closeAccountDialog } from '../../../lib/account-dialog'
import { useLang } from '../../../lib/lang'

/** The sign-up choice (docs/product.md#navigation-by-role): job seeker or employer sign-up. */
export function SignupChoiceDialog() {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <Modal title={t`Sign Up`} onClose={closeAccountDialog} narrow>
      <p className="mb-4">
        <Trans>What brings you to Jagir?</Trans>
      </p>
      <div className="buttons is-flex-direction-column">
        <Link
          className="button is-primary is-fullwidth"
          to={href('jobseekerRegistration', null, null, lang)}
          onClick={closeAccountDialog}
        >
          <Trans>I'm Looking For Job</Trans>
        </Link>
        <Link
          className="button is-primary is-outlined is-fullwidth"
          to={href('employerSignUp', null, null, lang)}
          onClick={closeAccountDialog}
        >
          <Trans>I'm Looking For Job Seeker</Trans>
        </Link>
      </div>
    </Modal>
  )
}
