import { useLingui } from '@lingui/react/macro'
import { truncateName } from '@jagir/shared/rules/text'
import type { NamedItem } from './lookups'

/** Skills as chips (names cut at 25 characters, docs/product.md#lookups). */
export function SkillTags({
  skills,
  onRemove,
}: {
  skills: NamedItem[]
  onRemove?: (id: number) => void
}) {
  const { t } = useLingui()
  return (
    <ul className="tags" aria-label={t({ message: 'Skills', context: 'seeker' })}>
      {skills.map((skill) => (
        <li className="tag is-info is-light is-medium" key={skill.id} title={skill.name}>
          {truncateName(skill.name)}
          {onRemove ? (
            <button
              type="button"
              className="delete is-small"
              aria-label={t`Remove ${skill.name}`}
              onClick={() => onRemove(skill.id)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
