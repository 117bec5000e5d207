import type { Text } from '../lib/locale.js'

/** What a designation implies for a seeded job: its category, usual skills, entry salary. */
export interface DesignationProfile {
  category: number
  skills: number[]
  /** Monthly entry-level salary in NRs. */
  base: number
}

// Index = designation id (see lookups.ts DESIGNATIONS).
export const DESIGNATION_PROFILES: Record<number, DesignationProfile> = {
  1: { category: 1, skills: [1, 3, 4, 6, 7], base: 40000 },
  2: { category: 1, skills: [1, 2, 3], base: 35000 },
  3: { category: 1, skills: [4, 5, 6, 7], base: 38000 },
  4: { category: 1, skills: [8, 9, 1], base: 38000 },
  5: { category: 1, skills: [1, 7, 29], base: 30000 },
  6: { category: 1, skills: [10, 17], base: 25000 },
  7: { category: 9, skills: [11, 12, 13, 14], base: 28000 },
  8: { category: 9, skills: [11, 12, 13], base: 20000 },
  9: { category: 2, skills: [15, 12, 31], base: 30000 },
  10: { category: 2, skills: [15, 16, 31], base: 40000 },
  11: { category: 6, skills: [15, 16, 32], base: 20000 },
  12: { category: 6, skills: [17, 18, 31], base: 25000 },
  13: { category: 6, skills: [17, 18, 36], base: 30000 },
  14: { category: 3, skills: [15, 31, 30], base: 18000 },
  15: { category: 3, skills: [15, 31, 28], base: 35000 },
  16: { category: 3, skills: [19, 36], base: 22000 },
  17: { category: 3, skills: [15, 20], base: 17300 },
  18: { category: 4, skills: [21, 35], base: 30000 },
  19: { category: 4, skills: [21, 35], base: 70000 },
  20: { category: 4, skills: [28, 21], base: 32000 },
  21: { category: 4, skills: [22, 35], base: 25000 },
  22: { category: 5, skills: [23, 31, 32], base: 25000 },
  23: { category: 5, skills: [23, 30], base: 18000 },
  24: { category: 7, skills: [24, 25], base: 45000 },
  25: { category: 7, skills: [25, 29], base: 30000 },
  26: { category: 7, skills: [26], base: 20000 },
  27: { category: 11, skills: [27], base: 20000 },
  28: { category: 11, skills: [15], base: 17300 },
  29: { category: 12, skills: [28, 12], base: 20000 },
  30: { category: 14, skills: [30, 12], base: 17300 },
  31: { category: 14, skills: [29, 31, 32], base: 35000 },
  32: { category: 14, skills: [29, 12, 30], base: 32000 },
  33: { category: 8, skills: [29, 31, 32], base: 45000 },
  34: { category: 8, skills: [29, 33, 30], base: 30000 },
  35: { category: 10, skills: [33, 29], base: 25000 },
  36: { category: 13, skills: [31, 32, 35], base: 20000 },
  37: { category: 6, skills: [15, 31, 30], base: 20000 },
  38: { category: 12, skills: [34], base: 18000 },
  39: { category: 14, skills: [35], base: 17300 },
  40: { category: 1, skills: [36, 18, 31], base: 25000 },
}

/** Two duties per category, for seeded descriptions. */
export const CATEGORY_DUTIES: Record<number, [Text, Text]> = {
  1: [
    {
      en: 'Build and maintain reliable software with the team',
      ne: 'टिमसँग मिलेर भरपर्दो सफ्टवेयर बनाउने र सम्हाल्ने',
    },
    { en: 'Review code and write clear documentation', ne: 'कोड समीक्षा गर्ने र स्पष्ट कागजात लेख्ने' },
  ],
  2: [
    {
      en: 'Serve customers at the branch and open accounts',
      ne: 'शाखामा ग्राहकलाई सेवा दिने र खाता खोल्ने',
    },
    { en: 'Follow Nepal Rastra Bank compliance rules', ne: 'नेपाल राष्ट्र बैंकका नियमको पालना गर्ने' },
  ],
  3: [
    {
      en: 'Welcome guests and keep service standards high',
      ne: 'पाहुनालाई स्वागत गर्ने र सेवाको स्तर उच्च राख्ने',
    },
    {
      en: 'Coordinate with the kitchen and housekeeping teams',
      ne: 'भान्सा र हाउसकिपिङ टिमसँग समन्वय गर्ने',
    },
  ],
  4: [
    {
      en: 'Care for patients following hospital procedures',
      ne: 'अस्पतालको प्रक्रिया अनुसार बिरामीको हेरचाह गर्ने',
    },
    { en: 'Keep accurate medical records', ne: 'स्वास्थ्य अभिलेख सही राख्ने' },
  ],
  5: [
    {
      en: 'Plan and teach lessons that follow the national curriculum',
      ne: 'राष्ट्रिय पाठ्यक्रम अनुसार पाठ योजना बनाई पढाउने',
    },
    { en: 'Track student progress and meet parents', ne: 'विद्यार्थीको प्रगति हेर्ने र अभिभावकसँग भेट्ने' },
  ],
  6: [
    { en: 'Reach sales targets in the assigned area', ne: 'तोकिएको क्षेत्रमा बिक्री लक्ष्य पूरा गर्ने' },
    { en: 'Build lasting relationships with customers', ne: 'ग्राहकसँग दिगो सम्बन्ध बनाउने' },
  ],
  7: [
    { en: 'Supervise site work and ensure safety', ne: 'साइटको काम रेखदेख गर्ने र सुरक्षा सुनिश्चित गर्ने' },
    { en: 'Prepare estimates and progress reports', ne: 'लागत अनुमान र प्रगति प्रतिवेदन तयार गर्ने' },
  ],
  8: [
    {
      en: 'Coordinate community programmes with local partners',
      ne: 'स्थानीय साझेदारसँग सामुदायिक कार्यक्रम समन्वय गर्ने',
    },
    {
      en: 'Monitor activities and write donor reports',
      ne: 'गतिविधि अनुगमन गर्ने र दाता प्रतिवेदन लेख्ने',
    },
  ],
  9: [
    {
      en: 'Keep the books and prepare monthly statements',
      ne: 'हिसाबकिताब राख्ने र मासिक विवरण तयार गर्ने',
    },
    { en: 'File VAT and income tax returns on time', ne: 'भ्याट र आयकर विवरण समयमै बुझाउने' },
  ],
  10: [
    {
      en: 'Advise farmers on crops and organic practice',
      ne: 'किसानलाई बाली र जैविक खेतीबारे सल्लाह दिने',
    },
    { en: 'Run field trials and record yields', ne: 'फिल्ड परीक्षण गर्ने र उत्पादन अभिलेख राख्ने' },
  ],
  11: [
    { en: 'Deliver goods safely and on time', ne: 'सामान सुरक्षित र समयमै पुर्‍याउने' },
    {
      en: 'Keep vehicles and delivery logs in order',
      ne: 'सवारी साधन र डेलिभरी अभिलेख व्यवस्थित राख्ने',
    },
  ],
  12: [
    { en: 'Operate and maintain production machines', ne: 'उत्पादन मेसिन चलाउने र मर्मत गर्ने' },
    { en: 'Keep stock and quality records', ne: 'मौज्दात र गुणस्तर अभिलेख राख्ने' },
  ],
  13: [
    {
      en: 'Guide tourists and plan treks and tours',
      ne: 'पर्यटकलाई मार्गदर्शन गर्ने र पदयात्रा योजना बनाउने',
    },
    { en: 'Look after guest safety on the trail', ne: 'पदमार्गमा पाहुनाको सुरक्षा ख्याल गर्ने' },
  ],
  14: [
    {
      en: 'Handle office administration and correspondence',
      ne: 'कार्यालय प्रशासन र पत्राचार सम्हाल्ने',
    },
    {
      en: 'Support staff with records and logistics',
      ne: 'कर्मचारीलाई अभिलेख र व्यवस्थापनमा सहयोग गर्ने',
    },
  ],
}

/** Job levels with their salary multiplier, experience (months) and education level. */
export const LEVELS = {
  entry_level: { factor: 1, months: 0, education: 3 },
  mid_level: { factor: 1.8, months: 24, education: 5 },
  senior_level: { factor: 3, months: 60, education: 5 },
  top_level: { factor: 5, months: 96, education: 6 },
} as const

/** Districts jobs are spread over beyond their organisation's own (every province). */
export const SPREAD_DISTRICTS = [
  27, 29, 23, 38, 6, 11, 15, 20, 24, 49, 53, 57, 66, 77, 76, 30, 4, 36, 52, 73,
]
