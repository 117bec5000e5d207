import { useController } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import {
  changeLocation,
  isAddressDisabled,
  isMunicipalityDisabled,
  type LocationFields as Location,
} from '@jagir/shared/rules/location-cascade'
import { PROVINCE_OPTIONS } from '@jagir/shared/rules/options'
import type { BasicInfoForm } from './basic-info-types'
import { useErrorText } from './validation-text'
import { LookupSelect } from './lookup-select'
import { optionItems } from './option-labels'
import { SelectField } from '../../../components/form/select-field'

const LEVELS = ['province', 'district', 'municipality', 'address'] as const
type Level = (typeof LEVELS)[number]

/** The four levels' ids, in `LEVELS` order, as the cascade takes them. */
const toLocation = (ids: readonly (number | null | undefined)[]): Location => ({
  province: ids[0] ?? null,
  district: ids[1] ?? null,
  municipality: ids[2] ?? null,
  address: ids[3] ?? null,
})

/**
 * Province, district, municipality/VDC and address (docs/product.md#location-cascade): each
 * change clears what lies below it; the municipality waits for a district, the address for a
 * municipality. Typed addresses are created in the chosen municipality, or reused.
 */
export function LocationFields({ form }: { form: BasicInfoForm }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const { control, getValues } = form
  // Each level changes through its controller, so react-hook-form itself re-checks it once the
  // form has been submitted: also when the change comes later (an address being created).
  const fields = {
    province: useController({ control, name: 'province' }),
    district: useController({ control, name: 'district' }),
    municipality: useController({ control, name: 'municipality' }),
    address: useController({ control, name: 'address' }),
  }
  const location = toLocation(LEVELS.map((name) => fields[name].field.value))
  const { province, district, municipality } = location

  const change = (level: Level, value: number | null) => {
    const current = toLocation(getValues(LEVELS))
    const next = changeLocation(current, level, value)
    for (const name of LEVELS) {
      if (next[name] !== current[name]) fields[name].field.onChange(next[name])
    }
  }
  const lookup = (name: Exclude<Level, 'province'>) => ({
    value: location[name],
    onChange: (id: number | null) => change(name, id),
    error: errorText(name, fields[name].fieldState.error?.message),
  })

  return (
    <fieldset className="mb-4">
      <legend className="label">{t`Location`}</legend>
      <div className="columns is-multiline">
        <div className="column is-half">
          <SelectField
            label={t`Province`}
            value={province === null ? '' : String(province)}
            onChange={(event) =>
              change('province', event.target.value ? Number(event.target.value) : null)
            }
            options={[
              { value: '', label: t`All provinces` },
              ...optionItems(i18n, PROVINCE_OPTIONS),
            ]}
          />
        </div>
        <div className="column is-half">
          <LookupSelect
            label={t`District`}
            kind="districts"
            filter={{ province }}
            {...lookup('district')}
          />
        </div>
        <div className="column is-half">
          <LookupSelect
            label={t`Municipality/VDC`}
            kind="cities"
            filter={{ district }}
            disabled={isMunicipalityDisabled(location)}
            {...lookup('municipality')}
          />
        </div>
        <div className="column is-half">
          <LookupSelect
            label={t`Address`}
            kind="locations"
            filter={{ city: municipality }}
            creatable
            disabled={isAddressDisabled(location)}
            {...lookup('address')}
          />
        </div>
      </div>
    </fieldset>
  )
}
