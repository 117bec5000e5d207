import { CodeStep } from '../flow/code-step'
import type { FlowProps } from './flow'

/** The 6-digit code sent by SMS (the pages' code step, in the dialog). */
export function VerifyCodeView({ flow, goTo }: FlowProps) {
  return (
    <CodeStep
      track={flow.track}
      onDone={() => goTo('set-password')}
      onChangeNumber={() => goTo(flow.track === 'reset' ? 'forgot-password' : 'sign-up')}
    />
  )
}
