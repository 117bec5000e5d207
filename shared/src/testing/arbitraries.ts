import fc from 'fast-check'
import type { AdditionalInfoFormValues } from '../schemas/job-additional-info-form.js'
import type { BasicInfoFormValues } from '../schemas/job-basic-info-form.js'
import type { ScreeningQuestionPayload } from '../schemas/job-question.js'
import type { SpecificationFormValues } from '../schemas/job-specification-form.js'
import { todayInNepal } from '../rules/birth-date.js'
import { addDays } from '../rules/job-deadline.js'
import {
  AGE_UNITS,
  GENDERS,
  JOB_LEVELS,
  JOB_TYPES,
  QUESTION_TYPES,
  SALARY_UNITS,
  SHIFTS,
} from '../rules/options.js'

/** A database id. */
export const idArb = fc.integer({ min: 1, max: 1_000_000 })
/** A list of distinct ids within the limit of 10. */
export const idListArb = (maxLength = 10) => fc.uniqueArray(idArb, { maxLength })
/** Text a user typed: never blank, no surrounding spaces (the form trims). */
export const textArb = (maxLength: number) =>
  fc
    .string({ minLength: 1, maxLength, unit: 'grapheme' })
    .filter((s) => s.trim() === s && s !== '' && s.length <= maxLength)

const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100),
)

/** Valid step 1 values, in the canonical shape a saved job reads back as. */
export const basicInfoFormArb: fc.Arbitrary<BasicInfoFormValues> = fc
  .record({
    title: textArb(60),
    preferred_shift: fc.constantFrom(...SHIFTS),
    vacancies: fc.integer({ min: 1, max: 9999 }),
    province: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
    district: idArb,
    municipality: idArb,
    address: idArb,
    is_salary_range: fc.boolean(),
    minimum: amountArb,
    spread: amountArb,
    unit: fc.constantFrom(...SALARY_UNITS),
    job_type: fc.constantFrom(...JOB_TYPES),
    job_level: fc.constantFrom(...JOB_LEVELS),
    description: fc.string({ maxLength: 200 }),
    tags: idListArb(),
    deadline: fc.integer({ min: 0, max: 90 }).map((days) => addDays(todayInNepal(), days)),
  })
  .map(({ minimum, spread, unit, ...rest }) => ({
    ...rest,
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum,
      maximum: rest.is_salary_range ? minimum + spread : null,
      unit,
    },
  }))

/** Valid step 2 values (the must-have boxes only checked where they are enabled). */
export const specificationFormArb: fc.Arbitrary<SpecificationFormValues> = fc
  .record({
    education_level: fc.oneof(fc.constant('not_required' as const), idArb),
    education_must_have: fc.boolean(),
    months: fc.integer({ min: 0, max: 600 }),
    experience_must_have: fc.boolean(),
    work_standards: idListArb(),
    skills: idListArb(),
    personal_qualities: idListArb(),
    required_knowledge: idListArb(),
  })
  .map(({ months, ...form }) => ({
    ...form,
    education_must_have: form.education_level !== 'not_required' && form.education_must_have,
    experience_years: months / 12,
    experience_must_have: months > 0 && form.experience_must_have,
  }))

/**
 * Experience as a person types it: a positive number of years with one or two decimals
 * (0.5, 2.25, 0.01), within the form's 50 years. Most are not whole months.
 */
export const typedExperienceYearsArb = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
  fc.integer({ min: 1, max: 5000 }).map((hundredths) => hundredths / 100),
)

/** Valid step 2 values whose experience was typed in decimal years (checked or not). */
export const typedSpecificationFormArb: fc.Arbitrary<SpecificationFormValues> = fc
  .tuple(specificationFormArb, typedExperienceYearsArb, fc.boolean())
  .map(([form, years, mustHave]) => ({
    ...form,
    experience_years: years,
    experience_must_have: mustHave,
  }))

/** A salary range whose maximum is below its minimum (docs/product.md#step-1-post-a-job refuses it). */
export const invertedSalaryArb = fc
  .tuple(amountArb, fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...SALARY_UNITS))
  .map(([maximum, gap, unit]) => ({
    currency: 'NRs',
    operator: 'Equals',
    minimum: maximum + gap,
    maximum,
    unit,
  }))

/** Valid step 3 values, each switch with what it implies. */
export const additionalInfoFormArb: fc.Arbitrary<AdditionalInfoFormValues> = fc
  .record({
    has_benefits: fc.boolean(),
    benefits: idListArb().filter((list) => list.length > 0),
    required_two_wheeler: fc.boolean(),
    is_document_required: fc.boolean(),
    document_categories: idListArb(),
    is_gender_specific: fc.boolean(),
    gender: fc.constantFrom(...GENDERS),
    is_age_specific: fc.boolean(),
    age_unit: fc.constantFrom(...AGE_UNITS),
    age: fc.integer({ min: 16, max: 100 }),
    hide_org_name: fc.boolean(),
    org_alt_name: textArb(40),
  })
  .map((form) => ({
    ...form,
    benefits: form.has_benefits ? form.benefits : [],
    document_categories: form.is_document_required ? form.document_categories : [],
    gender: form.is_gender_specific ? form.gender : 'Female',
    age_unit: form.is_age_specific ? form.age_unit : 'more',
    age: form.is_age_specific ? form.age : null,
    org_alt_name: form.hide_org_name ? form.org_alt_name : '',
  }))

/** A valid screening question as the form saves it. */
export const questionArb: fc.Arbitrary<ScreeningQuestionPayload> = fc
  .record({
    question: textArb(80),
    question_type: fc.constantFrom(...QUESTION_TYPES),
    is_required: fc.boolean(),
    description: fc.string({ maxLength: 100 }),
    choices: fc.array(textArb(30), { minLength: 2, maxLength: 10 }),
  })
  .map(({ choices, ...question }) => ({
    ...question,
    answer_choices:
      question.question_type === 'radio' || question.question_type === 'dropdown'
        ? choices.map((choice_text) => ({ choice_text }))
        : [],
  }))

const TAGS = [
  'script',
  'a',
  'img',
  'svg',
  'math',
  'iframe',
  'p',
  'div',
  'style',
  'object',
  'form',
  'input',
  'body',
  'details',
  'video',
  'base',
  'b',
  'ul',
  'li',
  'noscript',
  'template',
  'textarea',
  'title',
]
const ATTRIBUTES = [
  'onclick',
  'onerror',
  'ONLOAD',
  'onmouseover',
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'style',
  'srcdoc',
  'data',
  'open',
  'ontoggle',
]
const VALUES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&colon;alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'alert(1)',
  'example.com',
  'http://example.com',
  '/local',
  '"><script>alert(1)</script>',
]

const quoteArb = fc.constantFrom('"', "'", '')
const attributeArb = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTES),
    quoteArb,
    fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 })),
  )
  .map(([name, quote, value]) => ` ${name}=${quote}${value}${quote}`)
const openArb = fc
  .tuple(
    fc.constantFrom(...TAGS),
    fc.array(attributeArb, { maxLength: 3 }),
    fc.constantFrom('>', '/>', ''),
  )
  .map(([tag, attrs, end]) => `<${tag}${attrs.join('')}${end}`)
const fragmentArb = fc.oneof(
  openArb,
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '<', '>', '&lt;script&gt;', '`', '\u0000'),
)
/** Messy HTML full of script vectors: tags, handlers, obfuscated javascript: URLs. */
export const htmlArb = fc.array(fragmentArb, { maxLength: 12 }).map((parts) => parts.join(''))

/** Wrappers that nest: one level each (a list item counts with its list), closed or not. */
const NESTING = [
  { open: '<div>', close: '</div>', levels: 1 },
  { open: '<b>', close: '</b>', levels: 1 },
  { open: '<blockquote><p>', close: '</p></blockquote>', levels: 2 },
  { open: '<ul><li>', close: '</li></ul>', levels: 2 },
  // Misnested on purpose: parsers keep these open past their end tag.
  { open: '<b><div></b>', close: '', levels: 2 },
  { open: '<div><table></div>', close: '', levels: 2 },
]

/**
 * Rich text nested `depth` levels deep (as written: an unclosed tag stays open), from shallow
 * to far past the limit, so both sides of RICH_TEXT_MAX_DEPTH are tried.
 */
export const nestedHtmlArb = fc
  .record({
    wrapper: fc.constantFrom(...NESTING),
    times: fc.oneof(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 80, max: 3_000 })),
    closed: fc.boolean(),
    text: fc.constantFrom('Dal bhat', 'काम', ''),
  })
  .map(({ wrapper, times, closed, text }) => ({
    html: wrapper.open.repeat(times) + text + (closed ? wrapper.close.repeat(times) : ''),
    depth: wrapper.levels * times,
  }))
