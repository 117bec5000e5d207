import { describe, expect, it } from 'vitest'
import { defaultDeadline } from '@jagir/shared/rules/job-deadline'
import { expectArrival, visit } from './browser'
import type { Lang } from './job-post-labels'
import {
  choose,
  createAddress,
  firstOf,
  notice,
  open,
  setUpRecordedApp,
  wizard,
  writesSince,
} from './job-post-session'
import type { UpstreamRequest } from './job-post-upstream'
import { demoNames } from './job-post-names'

const harness = setUpRecordedApp()

interface PostedJob {
  slug: string
  basic: Record<string, unknown>
  specification: Record<string, unknown>
  questions: { question: string }[]
}
const posted = new Map<Lang, PostedJob>()

describe('the job post wizard against the demo API', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`a demo employer posts a complete job with two screening questions and publishes it; the upstream receives the wizard's payloads (${lang})`, async () => {
      const { context, page, errors, prefix, t } = await open(harness, lang, 'employer@jagir.demo')
      // What the demo API names things in this language, to choose them as a user would.
      const {
        user,
        designation,
        template,
        district,
        city,
        bachelor,
        react,
        typescript,
        insurance,
      } = await demoNames(page)
      const address = `E2E Marg ${lang}`
      const newBenefit = `E2E canteen ${lang}`
      const from = harness.app().received.length

      // Step 1
      await visit(page, `${prefix}/job/post`)
      const dialog = wizard(page)
      await choose(page, t.title, designation.name.slice(0, 4), designation.name)
      // The template of the title fills level, type, salary and description.
      await expect
        .poll(() => dialog.getByLabel(t.jobLevel, { exact: true }).inputValue())
        .toBe(template.job_level)
      await dialog.getByLabel(t.vacancies, { exact: true }).fill('2')
      await dialog.getByLabel(t.shift, { exact: true }).selectOption('Morning')
      await choose(page, t.district, 'Kathm', district.name)
      await choose(page, t.municipality, 'Kathm', city.name)
      await createAddress(page, t.address, address)
      await dialog.getByRole('radio', { name: t.range, exact: true }).check()
      await dialog.getByLabel(t.minimum, { exact: true }).fill('30000')
      await dialog.getByLabel(t.maximum, { exact: true }).fill('45000')
      await dialog.getByLabel(t.unit, { exact: true }).selectOption('Monthly')
      // A link typed without a scheme, added at the end of the first paragraph.
      const editor = dialog.getByTestId('description-editor')
      await editor.locator('p').first().click()
      await page.keyboard.press('End')
      await page.keyboard.type(' ')
      const linkButton = dialog.getByRole('button', { name: t.link, exact: true })
      // Drawn, not an emoji (a blank box without an emoji font): an SVG and no text.
      expect(await linkButton.locator('svg').count()).toBe(1)
      expect((await linkButton.textContent())?.trim()).toBe('')
      await linkButton.click()
      await dialog.getByLabel(t.linkAddress, { exact: true }).fill('jagir.example')
      await dialog.getByLabel(t.linkAddress, { exact: true }).press('Enter')
      await editor.locator('a').waitFor()
      await dialog.getByRole('button', { name: t.proceed, exact: true }).click()
      await notice(page, t.basicSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '2')
      const slug = new URL(page.url()).searchParams.get('slug')!

      // Step 2
      await dialog.getByLabel(t.education, { exact: true }).selectOption(String(bachelor.id))
      await dialog.getByRole('checkbox', { name: t.educationMustHave }).check()
      await dialog.getByLabel(t.experience, { exact: true }).fill('2')
      await dialog.getByRole('button', { name: t.addSkills, exact: true }).click()
      await choose(page, t.skills, react.name, react.name)
      await choose(page, t.skills, typescript.name, typescript.name)
      await dialog.getByRole('button', { name: t.next, exact: true }).click()
      await notice(page, t.specificationSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '3')

      // Step 3
      await dialog.getByRole('switch', { name: t.benefits, exact: true }).check()
      await choose(page, t.benefits, insurance.name.slice(0, 6), insurance.name)
      await dialog.getByRole('combobox', { name: t.benefits, exact: true }).fill(newBenefit)
      await dialog.getByRole('combobox', { name: t.benefits, exact: true }).press('Enter')
      await dialog.getByRole('listitem').filter({ hasText: newBenefit }).waitFor()
      await dialog.getByRole('switch', { name: t.gender, exact: true }).check()
      await dialog.getByRole('switch', { name: t.ageCriteria, exact: true }).check()
      await dialog.getByLabel(t.age, { exact: true }).fill('18')
      const questions = [`${t.q1} (${lang})`, `${t.q2} (${lang})`]
      await dialog.getByRole('button', { name: t.addQuestion, exact: true }).click()
      await dialog.getByLabel(t.question, { exact: true }).fill(questions[0]!)
      await dialog.getByLabel(t.choice(1), { exact: true }).fill(t.yes)
      await dialog.getByLabel(t.choice(2), { exact: true }).fill(t.no)
      await dialog.getByRole('button', { name: t.saveAndAdd, exact: true }).click()
      await notice(page, t.questionAdded)
      await expect.poll(() => dialog.getByLabel(t.question, { exact: true }).inputValue()).toBe('')
      await dialog.getByLabel(t.question, { exact: true }).fill(questions[1]!)
      await dialog.getByLabel(t.questionType, { exact: true }).selectOption('textarea')
      await dialog.getByRole('button', { name: t.saveQuestion, exact: true }).click()
      await expect.poll(() => dialog.getByTestId('screening-question').count()).toBe(2)
      await dialog.getByRole('button', { name: t.previewAndPublish, exact: true }).click()
      await notice(page, t.additionalSaved)
      await page.waitForURL((url) => url.pathname === `${prefix}/job/preview`)
      await page.getByRole('heading', { level: 1, name: designation.name }).waitFor()
      await page.getByRole('button', { name: t.publish, exact: true }).click()
      await page.waitForURL((url) => url.pathname === `${prefix}/job/${slug}/detail`)
      await expectArrival({ page, errors }, designation.name)

      // What the provider received, exactly (docs/product.md#what-the-wizard-sends).
      const location = await firstOf(
        page,
        `/api/v1/common/locations/?city=${city.id}&search=${encodeURIComponent(address)}`,
      )
      const benefit = await firstOf(
        page,
        `/api/v1/common/job-benefit/?search=${encodeURIComponent(newBenefit)}`,
      )
      const basic = {
        organization: user.related_organizations[0]!.id,
        title: designation.name,
        job_locations: [{ address: location.id }],
        vacancies: 2,
        description: template.description.replace(
          '</p>',
          ' <a href="http://jagir.example">jagir.example</a></p>',
        ),
        offered_salary: {
          currency: template.offered_salary.currency,
          operator: template.offered_salary.operator,
          minimum: 30000,
          maximum: 45000,
          unit: 'Monthly',
        },
        preferred_shift: 'Morning',
        job_level: template.job_level,
        available_for: [template.available_for[0]],
        tags: [],
        // 'Apply by' left at its default: 30 days from today.
        deadline: defaultDeadline(),
      }
      const specification = {
        is_education_specific: true,
        education_level: bachelor.id,
        is_experience_required: false,
        min_experience_months: 24,
        experience_operator: '==',
        max_experience_months: null,
        is_skill_specific: true,
        personal_qualities: [],
        skills: [react.id, typescript.id],
        work_standards: [],
        required_knowledge: [],
      }
      const question = (text: string, type: string, choices: string[]) => ({
        question: text,
        question_type: type,
        is_required: false,
        description: '',
        answer_choices: choices.map((choice) => ({ choice_text: choice })),
      })
      const job = `/api/v1/job/${slug}`
      expect(writesSince(harness.app(), from)).toEqual([
        ['POST', '/api/v1/common/locations/', { address, city: city.id }],
        ['POST', '/api/v1/job/basic-info-new/', basic],
        ['PUT', `${job}/job-specification-new/`, specification],
        ['POST', '/api/v1/common/job-benefit/', { name: newBenefit }],
        ['POST', `${job}/questions/`, question(questions[0]!, 'radio', [t.yes, t.no])],
        ['POST', `${job}/questions/`, question(questions[1]!, 'textarea', [])],
        [
          'PUT',
          `${job}/additional-info-new/`,
          {
            benefits: [insurance.id, benefit.id],
            required_two_wheeler: false,
            document_categories: [],
            show_name: true,
            org_alt_name: '',
            is_document_required: false,
            is_gender_specific: true,
            gender: 'Female',
            is_age_specific: true,
            min_age: 18,
            max_age: null,
          },
        ],
        ['POST', `${job}/publish/`, undefined],
      ])
      const writes: UpstreamRequest[] = harness
        .app()
        .received.slice(from)
        .filter((r) => r.method !== 'GET')
      for (const write of writes) {
        expect(write.headers['accept-language']).toBe(lang)
        expect(write.headers.authorization).toMatch(/^Bearer /)
        expect(write.headers['x-csrf']).toBeUndefined()
      }
      posted.set(lang, {
        slug,
        basic,
        specification,
        questions: questions.map((q) => ({ question: q })),
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('editing a posted job', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`prefills every step with Update; a question is edited and another deleted (${lang})`, async () => {
      const job = posted.get(lang)
      expect(job, 'the job posted by the test above').toBeDefined()
      const { context, page, errors, prefix, t } = await open(harness, lang, 'employer@jagir.demo')
      const from = harness.app().received.length
      await visit(page, `${prefix}/job/post?slug=${job!.slug}&step=1`)
      const dialog = wizard(page)
      const title = dialog.getByRole('combobox', { name: t.title, exact: true })
      await expect.poll(() => title.inputValue()).toBe(job!.basic.title)
      // Numbers show in the page's digits (issue 11, item 10).
      expect(await dialog.getByLabel(t.vacancies, { exact: true }).inputValue()).toBe(
        lang === 'ne' ? '२' : '2',
      )
      expect(
        await dialog.getByRole('combobox', { name: t.address, exact: true }).inputValue(),
      ).toBe(`E2E Marg ${lang}`)
      await dialog.getByTestId('description-editor').locator('a').waitFor()
      await dialog.getByLabel(t.vacancies, { exact: true }).fill('3')
      await dialog.getByRole('button', { name: t.update, exact: true }).click()
      await notice(page, t.basicSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '2')
      await dialog
        .getByRole('listitem')
        .filter({ hasText: /React|रियाक्ट/ })
        .waitFor()
      await dialog.getByRole('button', { name: t.next, exact: true }).click()
      await notice(page, t.specificationSaved)
      await page.waitForURL((url) => url.searchParams.get('step') === '3')

      const [first, second] = job!.questions
      await dialog
        .getByRole('button', { name: t.editQuestion(first!.question), exact: true })
        .click()
      const question = dialog.getByLabel(t.question, { exact: true })
      expect(await question.inputValue()).toBe(first!.question)
      const edited = `${t.q1Edited} (${lang})`
      await question.fill(edited)
      await dialog.getByRole('button', { name: t.updateQuestion, exact: true }).click()
      await notice(page, t.questionUpdated)
      await dialog.getByRole('button', { name: t.editQuestion(edited), exact: true }).waitFor()
      await dialog
        .getByRole('button', { name: t.deleteQuestion(second!.question), exact: true })
        .click()
      await notice(page, t.questionDeleted)
      await expect.poll(() => dialog.getByTestId('screening-question').count()).toBe(1)

      const writes = writesSince(harness.app(), from)
      const base = `/api/v1/job/${job!.slug}`
      expect(writes.slice(0, 2)).toEqual([
        ['PUT', `${base}/basic-info-new/`, { ...job!.basic, vacancies: 3 }],
        ['PUT', `${base}/job-specification-new/`, job!.specification],
      ])
      expect(
        writes.slice(2).map(([method, path]) => [method, path.replace(/\d+\/$/, 'ID/')]),
      ).toEqual([
        ['PUT', `${base}/questions/ID/`],
        ['DELETE', `${base}/questions/ID/`],
      ])
      expect(writes[2]![2]).toEqual({
        question: edited,
        question_type: 'radio',
        is_required: false,
        description: '',
        answer_choices: [{ choice_text: t.yes }, { choice_text: t.no }],
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
