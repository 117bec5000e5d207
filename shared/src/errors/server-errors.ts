/** A general (non-field) error: its label is the key with underscores turned into spaces. */
export interface GeneralError {
  label: string
  messages: string[]
}

/** Server errors split into field errors (dotted names) and general errors (docs/product.md#server-errors-in-forms). */
export interface MappedServerErrors {
  fields: Record<string, string[]>
  general: GeneralError[]
}

const GENERAL_KEYS = new Set(['non_field_errors', '', 'detail'])
const MAX_DEPTH = 8

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null

interface MapOptions {
  /** Server field names the form shows under another name (`job_locations.0.address` → `address`). */
  aliases?: Readonly<Record<string, string>>
  /** When given, keys outside this list show as general errors (labelled by their key). */
  knownFields?: readonly string[]
}

/**
 * Maps a DRF error body to field and general errors: arrays and strings under their field,
 * nested objects under dotted names, `non_field_errors` / an empty key (and `detail`) as
 * general errors labelled with underscores turned into spaces.
 */
export function mapServerErrors(body: unknown, options: MapOptions = {}): MappedServerErrors {
  const result: MappedServerErrors = { fields: {}, general: [] }
  const addGeneral = (key: string, message: string) => {
    const label = key.replace(/_/g, ' ')
    const existing = result.general.find((entry) => entry.label === label)
    if (existing) existing.messages.push(message)
    else result.general.push({ label, messages: [message] })
  }
  const addField = (path: string, message: string) => {
    const name = options.aliases?.[path] ?? path
    const top = name.split('.')[0] ?? name
    if (options.knownFields && !options.knownFields.includes(top)) addGeneral(name, message)
    else (result.fields[name] ??= []).push(message)
  }
  const walk = (value: unknown, path: string, depth: number) => {
    const text = asText(value)
    if (text !== null) return path ? addField(path, text) : addGeneral('', text)
    if (depth > MAX_DEPTH) return
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        // Strings of a list belong to the list; objects of a list to their index.
        walk(item, asText(item) !== null ? path : join(path, String(index)), depth + 1)
      })
      return
    }
    if (!isRecord(value)) return
    for (const [key, inner] of Object.entries(value)) {
      if (GENERAL_KEYS.has(key)) {
        // A nested serializer's non-field errors belong to that nested field.
        if (path) walk(inner, path, depth + 1)
        else for (const message of flatten(inner)) addGeneral(key === 'detail' ? '' : key, message)
      } else {
        walk(inner, join(path, key), depth + 1)
      }
    }
  }
  walk(body, '', 0)
  return result
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

function flatten(value: unknown): string[] {
  const text = asText(value)
  if (text !== null) return [text]
  if (Array.isArray(value))
    return value.flatMap((item) => (Array.isArray(item) ? [] : flatten(item)))
  if (isRecord(value)) return Object.values(value).flatMap((item) => flatten(item))
  return []
}
