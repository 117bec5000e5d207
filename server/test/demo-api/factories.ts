/** A valid basic-info payload (docs/product.md#what-the-wizard-sends); override any field. */
export function buildBasicInfo(overrides: Record<string, unknown> = {}) {
  return {
    organization: 1,
    title: 'React Developer',
    job_locations: [{ address: 1 }],
    vacancies: 2,
    description: '<p>Build our web app.</p>',
    offered_salary: {
      currency: 'NRs',
      operator: 'Between',
      minimum: 50000,
      maximum: 80000,
      unit: 'Monthly',
    },
    preferred_shift: 'Regular',
    job_level: 'mid_level',
    available_for: ['full_time'],
    tags: [1],
    ...overrides,
  }
}

/** A valid job-specification payload. */
export function buildSpecification(overrides: Record<string, unknown> = {}) {
  return {
    is_education_specific: true,
    education_level: 5,
    is_experience_required: true,
    min_experience_months: 24,
    experience_operator: '==',
    max_experience_months: null,
    is_skill_specific: true,
    personal_qualities: [1, 2],
    skills: [1, 2, 3],
    work_standards: [1],
    required_knowledge: [],
    ...overrides,
  }
}

/** A valid additional-info payload. */
export function buildAdditionalInfo(overrides: Record<string, unknown> = {}) {
  return {
    benefits: [1, 3],
    required_two_wheeler: false,
    document_categories: [1],
    show_name: true,
    org_alt_name: null,
    is_document_required: true,
    is_gender_specific: false,
    gender: null,
    is_age_specific: true,
    min_age: 18,
    max_age: null,
    ...overrides,
  }
}

/** A valid screening question. */
export function buildQuestion(overrides: Record<string, unknown> = {}) {
  return {
    question: 'Do you own a laptop?',
    question_type: 'radio',
    is_required: true,
    description: '',
    answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    ...overrides,
  }
}
