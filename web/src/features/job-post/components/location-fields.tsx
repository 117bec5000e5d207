import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import {
  changeLocation,
  isAddressDisabled,
  isMunicipalityDisabled,
  type LocationFields as Location,
} from '@jagir/shared/rules/location-cascade'
import { PROVINCE_OPTIONS } from '@jagir/shared/rules/options'
import { messageAt, type BasicInfoForm } from './basic-info-types'
import { useErrorText } from './validation-text'
import { LookupSelect } from './lookup-select'
import { optionItems } from './option-labels'
import { SelectField } from '../../../components/form/select-field'

const LEVELS = ['province', 'district', 'municipality', 'address'] as const

/**
 * Province, district, municipality/VDC and address (docs/product.md#location-cascade): each
 * change clears what lies below it; the municipality waits for a district, the address for a
 * municipality. Typed addresses are created in the chosen municipality, or reused.
 */
export function LocationFields({ form }: { form: BasicInfoForm }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const { control, setValue, getValues, formState } = form
  const values = useWatch({ control, name: LEVELS })
  const [province, district, municipality, address] = values.map((value) => value ?? null) as [
    number | null,
    number | null,
    number | null,
    number | null,
  ]
  const location: Location = { province, district, municipality, address }

  const change = (level: (typeof LEVELS)[number], value: number | null) => {
    const current: Location = {
      province: getValues('province') ?? null,
      district: getValues('district') ?? null,
      municipality: getValues('municipality') ?? null,
      address: getValues('address') ?? null,
    }
    const next = changeLocation(current, level, value)
    for (const name of LEVELS) {
      if (next[name] !== current[name]) {
        setValue(name, next[name], { shouldDirty: true, shouldValidate: formState.isSubmitted })
      }
    }
  }
  const error = (name: string) => errorText(name, messageAt(formState.errors, name))

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
            value={district}
            filter={{ province }}
            onChange={(id) => change('district', id)}
            error={error('district')}
          />
        </div>
        <div className="column is-half">
          <LookupSelect
            label={t`Municipality/VDC`}
            kind="cities"
            value={municipality}
            filter={{ district }}
            disabled={isMunicipalityDisabled(location)}
            onChange={(id) => change('municipality', id)}
            error={error('municipality')}
          />
        </div>
        <div className="column is-half">
          <LookupSelect
            label={t`Address`}
            kind="locations"
            value={address}
            filter={{ city: municipality }}
            creatable
            disabled={isAddressDisabled(location)}
            onChange={(id) => change('address', id)}
            error={error('address')}
          />
        </div>
      </div>
    </fieldset>
  )
}
