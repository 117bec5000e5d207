import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { TRAINING_MODES, type TrainingMode } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ContentListPage } from '../../../components/content/content-list-page'
import { useListFilters } from '../../../components/content/use-list-filters'
import { useLang } from '../../../lib/lang'
import type { Training } from '../api/training'
import { TrainingCard } from './training-card'
import { ModeText } from './training-facts'
import './training.scss'

/**
 * `/training`: trainings soonest first, online or in person (links, so each choice has its
 * address), a search, fee in NPR and seats left, paged.
 */
export function TrainingListPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { filters, hrefOf } = useListFilters()
  const title = t`Training`
  const modes: (TrainingMode | null)[] = [null, ...TRAINING_MODES]
  return (
    <ContentListPage<Training>
      kind="training"
      scope={{}}
      heading={title}
      numbered={(page) => t`${title} (page ${page})`}
      trail={[{ label: title }]}
      intro={
        <p className="mb-4">
          <Trans>
            Short courses that help you get hired: online or near you, most for a small fee.
          </Trans>
        </p>
      }
      search={{
        name: t`Search the trainings`,
        label: t`What do you want to learn?`,
        placeholder: t`Accounting, computers, driving…`,
        submitLabel: t`Find trainings`,
      }}
      text={{
        loading: t`Loading trainings`,
        failed: <Trans>The trainings could not be loaded.</Trans>,
        retry: <Trans>Load the trainings again</Trans>,
        empty: {
          title: <Trans>No training matches.</Trans>,
          hint: <Trans>Try other words, or both online and in person.</Trans>,
        },
        pastEnd: {
          title: <Trans>This list of trainings has fewer pages.</Trans>,
          first: <Trans>Back to the first trainings</Trans>,
        },
      }}
      filters={
        <nav aria-label={t`How the training is given`} className="training-modes">
          <ul className="tags">
            {modes.map((mode) => (
              <li key={mode ?? 'all'}>
                <Link
                  className={`tag is-medium${filters.mode === mode ? ' is-primary' : ''}`}
                  to={hrefOf({ mode })}
                  aria-current={filters.mode === mode ? 'page' : undefined}
                >
                  {mode ? <ModeText mode={mode} /> : <Trans>Online and in person</Trans>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      after={
        <p className="has-text-grey-dark has-underlined-links">
          <Trans>
            Planning to prove your skills to employers? Read the{' '}
            <Link to={href('projectKvsDraft', null, null, lang)}>draft of Project KVS</Link>, our
            plan for verified skills.
          </Trans>
        </p>
      }
    >
      {(training) => <TrainingCard training={training} />}
    </ContentListPage>
  )
}
