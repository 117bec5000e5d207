import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { GroupFrame } from '../../../../components/form/field-frame'

interface ChoiceBoxesProps {
  legend: string
  options: { id: number; name: string }[]
  chosen: number[]
  onChange: (chosen: number[]) => void
  /** At most this many may be chosen; the rest are disabled once it is reached. */
  max: number
  /** What is wrong with the choice, while something is. */
  error?: string
}

/** A group of checkboxes where several (up to `max`) may be chosen. */
export function ChoiceBoxes(props: ChoiceBoxesProps) {
  const { legend, options, chosen, onChange, max, error } = props
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  const full = chosen.length >= max
  const most = formatNumber(max, lang)
  const count = formatNumber(chosen.length, lang)
  const toggle = (option: number, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((value) => value !== option))
  return (
    <GroupFrame
      id={id}
      label={legend}
      error={error}
      hint={
        <Trans>
          {count} chosen, up to {most}
        </Trans>
      }
    >
      <div className="choice-boxes">
        {options.map((option) => {
          const on = chosen.includes(option.id)
          return (
            <label key={option.id} className="checkbox choice-box">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />{' '}
              {option.name}
            </label>
          )
        })}
      </div>
      <span className="is-sr-only">{full ? t`You have chosen as many as you can.` : ''}</span>
    </GroupFrame>
  )
}
