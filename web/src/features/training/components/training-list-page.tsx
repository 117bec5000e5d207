import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { TRAINING_MODES, type TrainingMode } from '@jagir/shared/rules/content-lists'
import { href } from '@jagir/shared/routes/table'
import { ListLayout } from '../../../components/content/list-layout'
import { PagedList } from '../../../components/content/paged-list'
import { useListFilters } from '../../../components/content/use-list-filters'
import { useListPage } from '../../../lib/content-data'
import { formatNumber } from '../../../lib/format'
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
  const list = useListPage<Training>('training', filters, {}, lang)
  const title = t`Training`
  const page = formatNumber(filters.page, lang)
  const modes: (TrainingMode | null)[] = [null, ...TRAINING_MODES]
  return (
    <ListLayout
      heading={title}
      tabTitle={filters.page > 1 ? t`${title} (page ${page})` : title}
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
      busy={list.isValidating}
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
      <PagedList
        kind="training"
        list={list}
        page={filters.page}
        hrefOf={hrefOf}
        className="is-cards"
        keyOf={(training) => training.slug}
        renderItem={(training) => <TrainingCard training={training} />}
        skeleton={[0, 1].map((index) => (
          <div key={index} className="box skeleton-lines" aria-hidden="true">
            <div />
            <div />
            <div />
          </div>
        ))}
        text={{
          loading: t`Loading trainings`,
          failed: <Trans>The trainings could not be loaded.</Trans>,
          retry: <Trans>Load the trainings again</Trans>,
          empty: {
            title: <Trans>No training matches.</Trans>,
            hint: <Trans>Try other words, or both online and in person.</Trans>,
          },
          pastEnd: <Trans>This list of trainings has fewer pages.</Trans>,
          firstPage: <Trans>Back to the first trainings</Trans>,
        }}
      />
    </ListLayout>
  )
}
