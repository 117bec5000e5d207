import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { usePresetQuestions } from '../api/preset-questions'

interface PresetQuestionsProps {
  slug: string
  onChoose: (preset: ScreeningQuestion) => void
  onClose: () => void
}

/** The provider's preset questions: choosing one fills a new question's form with it. */
export function PresetQuestions({ slug, onChoose, onClose }: PresetQuestionsProps) {
  const { t } = useLingui()
  const { data, isLoading } = usePresetQuestions(slug, true)
  return (
    <section className="box preset-questions" aria-label={t`Preset questions`}>
      <div className="is-flex is-justify-content-space-between is-align-items-center mb-2">
        <h4 className="title is-6 mb-0">
          <Trans>Preset questions</Trans>
        </h4>
        <button
          type="button"
          className="delete"
          aria-label={t`Close preset questions`}
          onClick={onClose}
        />
      </div>
      {isLoading ? (
        <p className="has-text-grey" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      <ul>
        {(data ?? []).map((preset) => {
          const text = preset.question
          return (
            <li
              key={preset.id}
              className="is-flex is-justify-content-space-between is-align-items-center py-1"
            >
              <span>{text}</span>
              <button
                type="button"
                className="button is-small is-info is-light ml-2"
                aria-label={t`Use preset: ${text}`}
                onClick={() => onChoose(preset)}
              >
                <Trans>Use</Trans>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
